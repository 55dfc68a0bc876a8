import Calendars
import InterfaceWords

extension FileWords {
    /// `path:line: which event: what is wrong` in these words.
    func describe(_ problem: CalendarProblem) -> String {
        let (path, line, subject) = (problem.path, problem.line, name(problem.subject))
        return switch problem.reason {
        case .notRead: eventNotRead(path, line, subject)
        case .noStart: eventWithoutStart(path, line, subject)
        case .endsBeforeStart(allDay: true): endsBeforeStartOneDay(path, line, subject)
        case .endsBeforeStart(allDay: false): endsBeforeStartNoLength(path, line, subject)
        case .ruleNotExpanded: ruleNotExpanded(path, line, subject)
        case .notClosed: problem.subject.isTask ? taskNotClosed(path, line, subject) : eventNotClosed(path, line, subject)
        case .tooFrequent(let count, let unit):
            ruleTooFrequent((path, line, subject, everyUnit(count, unit), CalendarProblem.instancesShown, CalendarProblem.daysShown))
        case .otherCalendar(let scale): ruleOtherCalendar((path, line, subject, scale))
        case .dateOutOfRange(let property, hidesEvent: false): dateOutOfRange((path, line, subject, property))
        case .dateOutOfRange(let property, hidesEvent: true): startOutOfRange((path, line, subject, property))
        case .unknownZone(let tzid): unknownZone((path, line, subject, tzid))
        case .orphanRepeats: orphanRepeats(path, line, subject)
        case .alarmNotRead(let trigger): alarmNotRead((path, line, subject, trigger.map { alarmTrigger($0) } ?? alarmWithoutTrigger))
        }
    }

    private func name(_ subject: CalendarProblem.Subject) -> String {
        switch (subject.isTask, subject.summary, subject.uid) {
        case (false, let summary?, let uid?): eventWithUID(summary, uid)
        case (false, let summary?, nil): event(summary)
        case (false, nil, let uid?): eventWithoutSummaryWithUID(uid)
        case (false, nil, nil): eventWithoutSummary
        case (true, let summary?, let uid?): taskWithUID(summary, uid)
        case (true, let summary?, nil): task(summary)
        case (true, nil, let uid?): taskWithoutSummaryWithUID(uid)
        case (true, nil, nil): taskWithoutSummary
        }
    }

    /// A problem a calendar reading gives as its English line, in these
    /// words when it is one they have; else as it came.
    func describe(calendarProblem text: String) -> String {
        if let problem = CalendarProblem(text) { return describe(problem) }
        if let problem = FileProblem(text) { return describe(problem) }
        return text
    }

    func describe(_ problem: FileProblem) -> String {
        switch problem.reason {
        case .endClosesNothing(let end, let open?): endClosesOther((problem.path, problem.line, end, open))
        case .endClosesNothing(let end, nil): endClosesNothing(problem.path, problem.line, end)
        case .taskNotRead: taskNotRead(problem.path, problem.line)
        case .taskWithoutUID: taskWithoutUID(problem.path, problem.line)
        }
    }
}
