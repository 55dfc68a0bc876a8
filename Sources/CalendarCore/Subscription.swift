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
