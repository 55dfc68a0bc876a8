/// What `dal remind` keeps between runs: when it last looked, and which
/// firings it delivered (by `DueAlarm.key`) that a clock set back could
/// bring round again. Kept in `$XDG_STATE_HOME/dal/reminders.json` by the
/// executable (`ReminderStateFile`).
public struct ReminderState: Equatable, Sendable {
    /// The clock (seconds since 1970) at the end of the last look.
    public var lastRun: Int?
    /// Delivered firings still recent enough to matter, by key: their time.
    public var delivered: [String: Int]

    public init(lastRun: Int? = nil, delivered: [String: Int] = [:]) {
        self.lastRun = lastRun
        self.delivered = delivered
    }
}
