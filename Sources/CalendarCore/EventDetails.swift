/// What an event holds beyond its title and time, for its details
/// (`Enter` on a day): read from its file when asked, never kept for every
/// event of a calendar.
public struct EventDetails: Equatable, Sendable {
    /// Someone invited, and their answer (PARTSTAT: accepted, declined,
    /// tentative, needs-action; nil when the file does not say).
    public struct Attendee: Equatable, Sendable {
        public var name: String
        public var answer: String?

        public init(name: String, answer: String?) {
            self.name = name
            self.answer = answer
        }
    }

    public var location: String?
    public var notes: String?
    public var url: String?
    /// The link that joins the event's call (`MeetingLink`), nil when it
    /// names none.
    public var join: String?
    /// STATUS in lower case (confirmed, tentative, cancelled).
    public var status: String?
    public var categories: [String] = []
    public var organizer: String?
    public var attendees: [Attendee] = []
    /// The zone the event is written in (DTSTART's TZID), nil for UTC or
    /// floating times and all-day events.
    public var zone: String?
    /// The event's start on its own clock, when it has a zone.
    public var zoneStart: LocalDateTime?
    /// The repeat, when dal can say it in words; else `repeatRule` as
    /// written.
    public var repeatPattern: RecurrencePattern?
    public var repeatRule: String?
    /// How many RDATE values the event has besides its rule.
    public var extraDates = 0
    /// Each alarm in words (`10 min before the start`).
    public var alarms: [String] = []
    /// The alarms as minutes before the start, when every one is such a
    /// simple one (a display, once): what the edit form can
    /// change; nil when one is not (absolute, after the end, repeated,
    /// an email).
    public var alarmMinutesBefore: [Int]? = []
    /// Properties of the event dal read but does not show (X- ones, CLASS…),
    /// by name: said, so nothing is silently dropped from view.
    public var otherProperties: [String] = []

    public init() {}
}

/// An event (or one instance of a series) of one calendar, as a key.
public struct EventKey: Hashable, Sendable {
    public var calendar: Int
    public var uid: String
    public var recurrenceID: String?

    public init(_ occurrence: EventOccurrence) {
        calendar = occurrence.calendar
        uid = occurrence.uid
        recurrenceID = occurrence.recurrenceID
    }
}
