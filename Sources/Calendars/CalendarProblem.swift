import CalendarCore

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
        /// An RRULE that recurs more often than dal shows: every `count`
        /// `unit`s (`second`, `minute`, `hour`); only the first instances are.
        case tooFrequent(count: Int, unit: String)
        /// An RRULE on a calendar scale (RSCALE) this system's libical cannot count in.
        case otherCalendar(scale: String)
        /// A date outside years 1 to 9999; the event is not shown when it is its start.
        case dateOutOfRange(property: String, hidesEvent: Bool)
        /// A TZID neither the file nor the system defines: read as local time.
        case unknownZone(String)
        /// An instance of a series that is not in its calendar, which repeats itself.
        case orphanRepeats
        /// A VALARM dal cannot read: its TRIGGER's value as written, if any.
        case alarmNotRead(trigger: String?)
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
        case .tooFrequent(let count, let unit):
            return place + Self.english(subject) + Self.tooFrequentMarker + (count == 1 ? unit : "\(count) \(unit)s") + Self.tooFrequentEnd
        case .otherCalendar(let scale): return place + Self.english(subject) + Self.otherCalendarMarker + scale + Self.otherCalendarEnd
        case .dateOutOfRange(let property, let hides):
            return place + Self.english(subject) + ": \(property)" + Self.outOfRangeEnd + (hides ? Self.hiddenEnd : "")
        case .unknownZone(let tzid): return place + Self.english(subject) + Self.unknownZoneMarker + tzid + Self.unknownZoneEnd
        case .orphanRepeats: return place + Self.english(subject) + Self.orphanEnd
        case .alarmNotRead(let trigger): return place + Self.english(subject) + ": " + Self.alarmNotRead(trigger: trigger)
        }
    }

    // The English of the problems with a value inside, as `ICalendarFile`
    // and `EventCollection` write them: read back by `init?(_:)`.
    static let tooFrequentMarker = ": recurs more often than dal shows (every "
    static var tooFrequentEnd: String { "); only its first \(instancesShown) instances in each \(daysShown) days are shown" }
    /// The most instances of a series shown in a block of days, and the block's length.
    public static let instancesShown = EventSeries.instanceLimit, daysShown = DayBlocks.length
    static let otherCalendarMarker = ": repeats in a calendar other than the Gregorian (RSCALE="
    static let otherCalendarEnd = ") that this system's libical cannot count in (it needs ICU, and a calendar ICU has: DANGI, CHINESE, …); "
        + "only its other dates are shown"
    static let outOfRangeEnd = " is not a date that exists in years 1 to 9999"
    static let hiddenEnd = "; the event is not shown"
    static let unknownZoneMarker = ": unknown time zone \""
    static let unknownZoneEnd = "\" (no VTIMEZONE in the file, not a system zone): read as local time"
    /// As `AlarmDefinition` says it (after the event).
    static func alarmNotRead(trigger: String?) -> String {
        "an alarm with \(trigger.map { "TRIGGER \($0)" } ?? "no TRIGGER") dal cannot read"
    }
    static let orphanEnd = " changes one instance (RECURRENCE-ID) of a series that is not in its calendar, yet repeats itself: "
        + "shown once, at its DTSTART, as khal shows it"

    /// The reason a line ends with, and the line before it (`path:line:
    /// subject`), for the problems whose words hold a value.
    private static func valued(_ text: String) -> (head: Substring, reason: Reason)? {
        func between(_ marker: String, _ end: String) -> (Substring, String)? {
            guard text.hasSuffix(end), let mark = text.range(of: marker, options: .backwards),
                  mark.upperBound <= text.index(text.endIndex, offsetBy: -end.count) else { return nil }
            return (text[..<mark.lowerBound], String(text[mark.upperBound..<text.index(text.endIndex, offsetBy: -end.count)]))
        }
        if let (head, every) = between(tooFrequentMarker, tooFrequentEnd) {
            let parts = every.split(separator: " ")
            if parts.count == 1 { return (head, .tooFrequent(count: 1, unit: every)) }
            guard parts.count == 2, let count = Int(parts[0]), parts[1].hasSuffix("s") else { return nil }
            return (head, .tooFrequent(count: count, unit: String(parts[1].dropLast())))
        }
        if let (head, scale) = between(otherCalendarMarker, otherCalendarEnd) { return (head, .otherCalendar(scale: scale)) }
        if let (head, tzid) = between(unknownZoneMarker, unknownZoneEnd) { return (head, .unknownZone(tzid)) }
        if text.hasSuffix(orphanEnd) { return (text.dropLast(orphanEnd.count), .orphanRepeats) }
        if text.hasSuffix(" dal cannot read"), let mark = text.range(of: ": an alarm with ", options: .backwards) {
            let what = text[mark.upperBound..<text.index(text.endIndex, offsetBy: -" dal cannot read".count)]
            if what == "no TRIGGER" { return (text[..<mark.lowerBound], .alarmNotRead(trigger: nil)) }
            guard what.hasPrefix("TRIGGER ") else { return nil }
            return (text[..<mark.lowerBound], .alarmNotRead(trigger: String(what.dropFirst("TRIGGER ".count))))
        }
        for hides in [true, false] {
            let end = outOfRangeEnd + (hides ? hiddenEnd : "")
            guard text.hasSuffix(end) else { continue }
            let before = text.dropLast(end.count)
            guard let mark = before.range(of: ": ", options: .backwards) else { return nil }
            return (before[..<mark.lowerBound], .dateOutOfRange(property: String(before[mark.upperBound...]), hidesEvent: hides))
        }
        return nil
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
        let head: Substring, reason: Reason
        if let (ending, fixed) = endings.first(where: { text.hasSuffix($0.0) }) {
            (head, reason) = (text.dropLast(ending.count), fixed)
        } else if let valued = Self.valued(text) {
            (head, reason) = valued
        } else {
            return nil
        }
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
