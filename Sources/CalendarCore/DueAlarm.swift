/// One time an alarm of an event goes off: what `dal remind` delivers and
/// remembers (by `key`) so that it never goes off twice.
public struct DueAlarm: Equatable, Sendable {
    /// The calendar, event, instance, alarm and time: the same key for the
    /// same firing in every run.
    public let key: String
    /// When it goes off, seconds since 1970 (UTC).
    public let fireInstant: Int
    public let title: String
    /// The instance's times on the viewer's clock.
    public let start: LocalDateTime
    public let end: LocalDateTime
    public let isAllDay: Bool
    public let location: String?
    /// The alarm's own text (DESCRIPTION), when it has one other than the title.
    public let message: String?
    /// DISPLAY, AUDIO or EMAIL (an email is shown, not sent).
    public let action: String
    public let calendar: String

    public init(key: String, fireInstant: Int, title: String, start: LocalDateTime, end: LocalDateTime, isAllDay: Bool,
                location: String?, message: String?, action: String, calendar: String) {
        self.key = key
        self.fireInstant = fireInstant
        self.title = title
        self.start = start
        self.end = end
        self.isAllDay = isAllDay
        self.location = location
        self.message = message
        self.action = action
        self.calendar = calendar
    }
}
