/// The calendar list (`c`): which calendars are shown, and its messages.
public struct CalendarListWords: Sendable {
    /// The list's title and its keys.
    public let title: String
    public let keys: String
    /// A row's columns: whether dal writes to it, how many events the days
    /// read around the pages hold.
    public let writable: String
    public let readOnly: String
    public let events: Phrase<Int>
    /// Messages after a key (the calendar's name).
    public let hidden: Phrase<String>
    public let shown: Phrase<String>
    public let onlyShown: Phrase<String>
    public let allShown: String
    public let noCalendars: String
}
