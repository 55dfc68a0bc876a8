/// What dal tells: the status line's message (each one kept in the log
/// `!` shows), and the lasting warnings (a read-only store, a failed save,
/// what reading the calendars found wrong) that make one warning.
public struct NoticeState: Equatable, Sendable {
    static let logLimit = 200

    /// A one-line note for the status line (refused steps, errors).
    public internal(set) var message: String? {
        didSet {
            guard let message, message != oldValue else { return }
            log.append(message)
            if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
        }
    }
    /// This session's messages, oldest first.
    public internal(set) var log: [String] = []

    /// Lines a program printed (a failed sync's last lines), kept in the
    /// log under `heading` as one entry: `!` shows them, the status line does not.
    mutating func record(lastLines lines: [String], heading: String) {
        guard !lines.isEmpty else { return }
        log.append(([heading] + lines).joined(separator: "\n"))
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    }
    /// The store's warning and the calendars' problems, which together make `warning`.
    var storeWarning: String?
    var readingWarning: String?
    /// On the status line, and in full in the notice panel (`!`).
    public internal(set) var warning: String?
}
