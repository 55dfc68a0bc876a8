/// A problem met inside a calendar file (a bad event), as a value: where
/// (`path:line`), which event, and why — for dal to word in the run's
/// language. Its `description` is the English line dal has always shown.
///
/// The readings, their caches and the worker still carry a problem as
/// that English line (`warnings: [String]`, kept on disk by the caches):
/// `CalendarProblem(_:)` reads such a line back into the value. Only the
/// problems met most have a reason; any other line gives nil and is shown
/// as it is.
public struct CalendarProblem: Sendable, Hashable, CustomStringConvertible {
    /// What a problem is about: an event or a task, with its SUMMARY and UID when it has them.
    public struct Subject: Sendable, Hashable {
        public var isTask: Bool
        public var summary: String?
        public var uid: String?
    }

    public enum Reason: Sendable, Hashable {
        /// libical could not read the VEVENT: it is not shown.
        case notRead
        /// No DTSTART: not shown.
        case noStart
        /// Ends before it starts: an all-day one read as one day, a timed one as no length.
        case endsBeforeStart(allDay: Bool)
        /// An RRULE dal cannot expand: only its other dates are shown.
        case ruleNotExpanded
        /// A VEVENT or VTODO with no END line.
        case notClosed
    }

    public var path: String
    public var line: Int
    public var subject: Subject
    public var reason: Reason

    public init(path: String, line: Int, subject: Subject, reason: Reason) {
        (self.path, self.line, self.subject, self.reason) = (path, line, subject, reason)
    }

    public var description: String {
        let place = "\(path):\(line): "
        switch reason {
        case .notRead: return place + Self.english(subject) + ": libical could not read it, so it is not shown"
        case .noStart: return place + Self.english(subject) + ": has no DTSTART, so it is not shown"
        case .endsBeforeStart(let allDay):
            return place + Self.english(subject) + ": ends before it starts; " + (allDay ? "read as one day" : "read as ending when it starts")
        case .ruleNotExpanded:
            return place + Self.english(subject) + ": has an RRULE dal cannot expand (check FREQ and INTERVAL); only its other dates are shown"
        case .notClosed: return place + Self.english(subject) + (subject.isTask ? " has no END:VTODO" : " has no END:VEVENT")
        }
    }

    /// `event "Lunch" (UID x)`, `task without SUMMARY`: as `ICalendarText` names a block.
    static func english(_ subject: Subject) -> String {
        let title = subject.summary.map { "\"\($0)\"" } ?? "without SUMMARY"
        return (subject.isTask ? "task " : "event ") + title + (subject.uid.map { " (UID \($0))" } ?? "")
    }

    /// The problem a warning line tells (`path:line: event "x": has no
    /// DTSTART, so it is not shown`), or nil when it is not one of these.
    /// Only a line that says again exactly what it was read from counts.
    public init?(_ text: String) {
        let endings: [(String, Reason)] = [
            (": libical could not read it, so it is not shown", .notRead),
            (": has no DTSTART, so it is not shown", .noStart),
            (": ends before it starts; read as one day", .endsBeforeStart(allDay: true)),
            (": ends before it starts; read as ending when it starts", .endsBeforeStart(allDay: false)),
            (": has an RRULE dal cannot expand (check FREQ and INTERVAL); only its other dates are shown", .ruleNotExpanded),
            (" has no END:VEVENT", .notClosed), (" has no END:VTODO", .notClosed),
        ]
        guard let (ending, reason) = endings.first(where: { text.hasSuffix($0.0) }) else { return nil }
        let head = text.dropLast(ending.count)
        // `path:line: subject`, the subject starting with `event ` or `task `.
        guard let mark = head.range(of: ": event ") ?? head.range(of: ": task ") else { return nil }
        let place = head[..<mark.lowerBound], named = head[head.index(mark.lowerBound, offsetBy: 2)...]
        guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]) else { return nil }
        let isTask = named.hasPrefix("task ")
        var rest = named.dropFirst(isTask ? 5 : 6)
        var uid: String?
        if rest.hasSuffix(")"), let open = rest.range(of: " (UID ", options: .backwards) {
            uid = String(rest[open.upperBound..<rest.index(before: rest.endIndex)])
            rest = rest[..<open.lowerBound]
        }
        var summary: String?
        if rest == "without SUMMARY" { summary = nil } else if rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") {
            summary = String(rest.dropFirst().dropLast())
        } else { return nil }
        self.init(path: String(place[..<colon]), line: line, subject: Subject(isTask: isTask, summary: summary, uid: uid), reason: reason)
        // The task's name in ICalendarText has no UID, and a summary may
        // hold anything: what does not read back the same is not taken.
        guard description == text else { return nil }
    }
}
