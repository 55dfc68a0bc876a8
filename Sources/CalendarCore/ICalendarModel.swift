/// One VEVENT as read from an .ics file, before recurrence expansion.
public struct CalendarEvent: Equatable, Sendable {
    public var summary: String
    public var start: EventTime
    /// Exclusive end (`DTEND`), or nil when given by `duration` or absent.
    public var end: EventTime?
    public var duration: EventDuration?
    public var rule: RecurrenceRule?
    /// Excluded occurrence start days, in the event's own zone.
    public var exceptions: Set<CivilDate>
    public var line: Int
}

/// A `DATE` or `DATE-TIME` value with the zone it is written in.
public struct EventTime: Equatable, Sendable {
    public enum Zone: Equatable, Sendable {
        /// `VALUE=DATE`: a whole day, the same everywhere.
        case allDay
        /// `...Z`.
        case utc
        /// `TZID=Europe/Berlin`.
        case named(String)
        /// No zone: placed on the local day as written.
        case floating
    }

    public var date: CivilDate
    public var secondsOfDay: Int
    public var zone: Zone

    public init(date: CivilDate, secondsOfDay: Int = 0, zone: Zone) {
        self.date = date
        self.secondsOfDay = secondsOfDay
        self.zone = zone
    }

    public func adding(days: Int) -> EventTime {
        EventTime(date: date.adding(days: days), secondsOfDay: secondsOfDay, zone: zone)
    }

    /// Adds seconds in the event's wall-clock time.
    public func adding(seconds: Int) -> EventTime {
        let total = secondsOfDay + seconds
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        return EventTime(date: date.adding(days: days), secondsOfDay: total - days * 86_400, zone: zone)
    }
}

/// An RFC 5545 duration: weeks/days are calendar days, the rest seconds.
public struct EventDuration: Equatable, Sendable {
    public var days: Int
    public var seconds: Int
}

/// `RRULE` with FREQ, INTERVAL, COUNT, UNTIL and BYDAY.
public struct RecurrenceRule: Equatable, Sendable {
    public enum Frequency: String, Sendable { case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY" }

    /// `BYDAY` entries: a weekday with an optional ordinal (`2MO`, `-1FR`).
    public struct WeekdayEntry: Equatable, Sendable {
        public var ordinal: Int?
        public var weekday: Weekday
    }

    public var frequency: Frequency
    public var interval = 1
    public var count: Int?
    /// Inclusive last day of occurrence starts, in the event's zone.
    public var until: CivilDate?
    public var byDay: [WeekdayEntry] = []
    public var weekStart: Weekday = .monday
}

/// Why an .ics file was refused.
public struct CalendarFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String
    public var description: String { "\(line): \(message)" }
}
