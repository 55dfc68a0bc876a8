/// Why a change to a calendar was not made, as a value: the command line
/// and the full screen say it in the person's language (dal's
/// `WriteWords`); `description` is the English dal has always said. What
/// libical or the reader said (`message`, `problem`) stays as they say it.
public enum WriteRefusal: Equatable, Sendable, CustomStringConvertible {
    // Changed since dal read it (a sync, another program): nothing written.
    case eventGone(summary: String, calendar: String)
    case eventChanged(summary: String)
    case fileChangedWhileWriting(path: String)
    case fileChangedWhileDeleting(path: String)
    case newFileExists(path: String)
    case undoFileChanged(path: String)
    case alarmEventGone(title: String, calendar: String)
    case alarmChanged(title: String)
    case taskFileGone(path: String)
    case taskGone(title: String, path: String)
    case taskChanged(title: String, path: String)
    case taskFileChangedWhileDeleting(path: String)
    case editedFileChanged(path: String, draft: String)
    case movedFileExists(path: String)

    // Files dal cannot read, or would not read back.
    case fileUnreadable(path: String, line: Int, message: String)
    case taskFileUnreadable(path: String, line: Int, message: String)
    case newVersionUnreadable(message: String)
    case notReadBack(path: String, problem: String)
    case draftUnreadable(path: String, draft: String, line: Int, message: String)
    case draftHasProblems(path: String, draft: String, problems: [String])
    case draftChangedUID(path: String, draft: String, missing: [String], new: [String])

    // Changes dal does not make.
    case readOnly(folder: String)
    case unknownZone(String)
    case seriesWithExceptions(summary: String)
    case seriesWithOverrides(summary: String)
    case notLunarRule(summary: String)
    case otherEventsInFile(path: String, summary: String)
    case alreadyInCalendar(summary: String, calendar: String)
    case periods(property: String)
    case notMovableDate(property: String, value: String)
    case pastSupportedYears
    case exrule
    case ruleNamesDays(rule: String)
    /// libical cannot be opened: the system's reason.
    case noLibical(reason: String)

    public var description: String {
        switch self {
        case .eventGone(let summary, let calendar):
            "\"\(summary)\" is no longer in \(calendar) (deleted by a sync or another program?); dal reads the calendar again"
        case .eventChanged(let summary):
            "\"\(summary)\" changed on disk since dal read it (a sync or another program); "
                + "nothing was written, and dal reads the calendar again: look at it and try again"
        case .fileChangedWhileWriting(let path): "\(path) changed while dal was writing (a sync?); nothing was written"
        case .fileChangedWhileDeleting(let path), .taskFileChangedWhileDeleting(let path):
            "\(path) changed while dal was deleting from it (a sync?); nothing was deleted"
        case .newFileExists(let path): "\(path) exists already; nothing was written over it"
        case .undoFileChanged(let path): "nothing undone: the file changed since dal wrote it (a sync or another program): \(path)"
        case .alarmEventGone(let title, let calendar): "\"\(title)\" is no longer in \(calendar); its alarm is dismissed here only"
        case .alarmChanged(let title): "the alarm of \"\(title)\" changed on disk (a sync?); it is dismissed here only"
        case .taskFileGone(let path): "\(path) is gone (a sync?); nothing was written"
        case .taskGone(let title, let path): "the task \"\(title)\" is no longer in \(path) (a sync?); nothing was written"
        case .taskChanged(let title, let path):
            "\"\(title)\" changed in \(path) since dal read it (a sync or another program); nothing was written: look at it again"
        case .editedFileChanged(let path, let draft):
            "\(path) changed while it was in the editor (a sync?); nothing was written, and your text is kept in \(draft)"
        case .movedFileExists(let path): "\(path) exists already (the same event in both calendars?); nothing was moved"
        case .fileUnreadable(let path, let line, let message): "\(path):\(line): \(message); dal does not change a file it cannot read"
        case .taskFileUnreadable(let path, let line, let message): "\(path):\(line): \(message); nothing was written"
        case .newVersionUnreadable(let message): "\(message); nothing was written"
        case .notReadBack(let path, let problem): "dal made a version of \(path) it cannot read back (\(problem)); nothing was written"
        case .draftUnreadable(let path, let draft, let line, let message):
            Self.draftRefused("\(draft):\(line): \(message)", path: path, draft: draft)
        case .draftHasProblems(let path, let draft, let problems):
            Self.draftRefused("\(draft): " + problems.joined(separator: "; "), path: path, draft: draft)
        case .draftChangedUID(let path, let draft, let missing, let new):
            Self.draftRefused("\(draft): the UID must stay as it was (" + (missing.isEmpty ? "" : "missing \(missing.joined(separator: ", "))")
                + (missing.isEmpty || new.isEmpty ? "" : ", ") + (new.isEmpty ? "" : "new \(new.joined(separator: ", "))") + ")",
                path: path, draft: draft)
        case .readOnly(let folder):
            "\(folder) is a calendar dal only reads (given with --ics or the config's [calendars] read); "
                + "give it with --calendar (or [calendars] write) to change it"
        case .unknownZone(let typed): "\"\(typed)\" is not a time zone this system knows (see /usr/share/zoneinfo)"
        case .seriesWithExceptions(let summary):
            "\"\(summary)\" repeats with exceptions (moved or removed instances, an end date); "
                + "dal does not move the whole series yet, so nothing was written: change its title, or the time of this one (t)"
        case .seriesWithOverrides(let summary):
            "\"\(summary)\" has instances changed on their own; dal does not change the repeat "
                + "of such a series, so nothing was written: change the rule with E"
        case .notLunarRule(let summary):
            "\"\(summary)\" does not repeat in another calendar (RSCALE); its dates are its rule's, so nothing was written"
        case .otherEventsInFile(let path, let summary):
            "\(path) holds other events besides \"\(summary)\"; dal moves only files of one event to another calendar, so nothing was written"
        case .alreadyInCalendar(let summary, let calendar): "\"\(summary)\" is in \(calendar) already"
        case .periods(let property):
            "the event has dates given as periods (\(property);VALUE=PERIOD); dal does not move those, so nothing was written"
        case .notMovableDate(let property, let value): "\(property) \"\(value)\" is not a date dal can move; nothing was written"
        case .pastSupportedYears: "that moves the event past the years dal shows (1–9999)"
        case .exrule: "the event has an EXRULE; dal does not move those, so nothing was written"
        case .noLibical(let reason): "not written: \(reason)"
        case .ruleNamesDays(let rule):
            "the series repeats on days its rule names (\(rule)); moved by days they would not be the same days, "
                + "so nothing was written: move one instance (t), or change the rule (E)"
        }
    }

    private static func draftRefused(_ why: String, path: String, draft: String) -> String {
        "\(why); \(path) is unchanged, and your text is kept in \(draft)"
    }
}
