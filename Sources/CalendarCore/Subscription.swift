/// A calendar read from a web address (config `[subscriptions]`): fetched
/// in the background and by `dal refresh`, kept as a copy, and shown
/// read-only like a file named with `--ics`, alarms off.
public struct Subscription: Equatable, Sendable {
    /// The calendar's name (the config's key).
    public let name: String
    /// The address as written (`webcal://…`, `https://…`).
    public let address: String

    public init(name: String, address: String) {
        self.name = name
        self.address = address
    }

    /// The address fetched: `webcal://` and `webcals://` are http and
    /// https by another name (Apple's), nil for any other scheme.
    public var fetchedAddress: String? {
        let lower = address.lowercased()
        for (scheme, real) in [("webcals://", "https://"), ("webcal://", "http://"), ("https://", "https://"), ("http://", "http://")]
        where lower.hasPrefix(scheme) {
            let rest = address.dropFirst(scheme.count)
            // A host, and nothing a shell or curl's option reader would take another way (no blanks, no control characters).
            guard let first = rest.first, first != "/",
                  !rest.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else { return nil }
            return real + rest
        }
        return nil
    }

    /// How often subscriptions are fetched again unless the config says
    /// (`refresh`): six hours, what calendar servers expect of a feed.
    public static let standardRefreshMinutes = 360
    /// The shortest `refresh`: a feed is not a chat.
    public static let shortestRefreshMinutes = 15
}

/// What became of one subscription's refresh.
public enum SubscriptionOutcome: Equatable, Sendable {
    /// A new copy (200), read as iCalendar, kept: its size in bytes.
    case updated(bytes: Int)
    /// The server says the copy is current (304).
    case unchanged
    /// Nothing new was kept; the last good copy (if any) stays.
    case failed(SubscriptionFailure)
}

/// Why a refresh kept nothing new.
public enum SubscriptionFailure: Equatable, Sendable {
    /// The server answered with this HTTP status (not 200 or 304).
    case status(Int)
    /// No answer within the time limit (seconds).
    case timedOut(seconds: Int)
    /// The calendar is larger than the limit (bytes).
    case tooLarge(limit: Int)
    /// The answer is not an iCalendar file: why, as the reader said it.
    case notICalendar(String)
    /// The transfer failed: curl's own words (no such host, refused…).
    case transfer(String)
    /// curl could not be run (not installed).
    case noCurl(String)
    /// The copy could not be written: why.
    case notWritten(String)
}
