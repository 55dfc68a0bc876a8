import CalendarCore

extension WriteWords {
    /// A refusal in these words; in English, its `description`.
    public func describe(_ refusal: WriteRefusal) -> String {
        switch refusal {
        case .eventGone(let summary, let calendar): eventGone(summary, calendar)
        case .eventChanged(let summary): eventChanged(summary)
        case .fileChangedWhileWriting(let path): fileChangedWhileWriting(path)
        case .fileChangedWhileDeleting(let path), .taskFileChangedWhileDeleting(let path): fileChangedWhileDeleting(path)
        case .newFileExists(let path): newFileExists(path)
        case .undoFileChanged(let path): undoFileChanged(path)
        case .alarmEventGone(let title, let calendar): alarmEventGone(title, calendar)
        case .alarmChanged(let title): alarmChanged(title)
        case .taskFileGone(let path): taskFileGone(path)
        case .taskGone(let title, let path): taskGone(title, path)
        case .taskChanged(let title, let path): taskChanged(title, path)
        case .editedFileChanged(let path, let draft): editedFileChanged(path, draft)
        case .movedFileExists(let path): movedFileExists(path)
        case .fileUnreadable(let path, let line, let message): fileUnreadable(path, line, message)
        case .taskFileUnreadable(let path, let line, let message): taskFileUnreadable(path, line, message)
        case .newVersionUnreadable(let message): newVersionUnreadable(message)
        case .notReadBack(let path, let problem): notReadBack(path, problem)
        case .draftUnreadable(let path, let draft, let line, let message): draftRefused("\(draft):\(line): \(message)", path, draft)
        case .draftHasProblems(let path, let draft, let problems):
            draftRefused("\(draft): " + problems.joined(separator: "; "), path, draft)
        case .draftChangedUID(let path, let draft, let missing, let new):
            draftRefused("\(draft): " + uidMustStay(missing.isEmpty ? "" : missingUIDs(missing.joined(separator: ", ")),
                                                     new.isEmpty ? "" : newUIDs(new.joined(separator: ", "))), path, draft)
        case .readOnly(let folder): readOnly(folder)
        case .unknownZone(let typed): unknownZone(typed)
        case .seriesWithExceptions(let summary): seriesWithExceptions(summary)
        case .seriesWithOverrides(let summary): seriesWithOverrides(summary)
        case .notLunarRule(let summary): notLunarRule(summary)
        case .otherEventsInFile(let path, let summary): otherEventsInFile(path, summary)
        case .alreadyInCalendar(let summary, let calendar): alreadyInCalendar(summary, calendar)
        case .periods(let property): periods(property)
        case .notMovableDate(let property, let value): notMovableDate(property, value)
        case .pastSupportedYears: pastSupportedYears
        case .exrule: exrule
        case .ruleNamesDays(let rule): ruleNamesDays(rule)
        case .noLibical(let reason): noLibical(reason)
        }
    }
}
