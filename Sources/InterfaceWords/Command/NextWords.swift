/// The words of `dal next`: the line a status bar shows.
public struct NextWords: Sendable {
    /// A length of time in minutes, short: `25m`, `1h 5m`, `2d 3h`.
    public let duration: Phrase<Int>
    /// After the next event's title: `(in 25m)`.
    public let startsIn: Phrase<String>
    /// After the title of the event on now: `(now, 35m left)`.
    public let onNow: Phrase<String>
    /// Nothing on now or ahead within the days looked at.
    public let nothingAhead: Phrase<Int>
    /// An all-day event's time in the tooltip.
    public let allDay: String
    /// `--width` that is not a number of columns.
    public let badWidth: String
    /// `--join`: the event (its title) names no meeting link.
    public let noCallLink: Phrase<String>
    /// `--join` with a --format other than plain.
    public let joinIsPlain: String
    /// `--join` with `--watch`: one opens a link once, the other keeps running.
    public let joinOrWatch: String
}
