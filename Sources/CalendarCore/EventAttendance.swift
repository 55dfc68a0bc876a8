/// What decides whether an event makes its time busy: TRANSP (RFC 5545
/// 3.8.2.7) and who declined it. STATUS:CANCELLED events are not shown at
/// all, so they are never busy.
public struct EventAttendance: Hashable, Sendable {
    /// TRANSP:TRANSPARENT: shown, but its time stays free.
    public var isTransparent: Bool
    /// Addresses of the attendees with PARTSTAT=DECLINED, lowercased,
    /// without `mailto:`.
    public var declinedBy: [String]

    public init(isTransparent: Bool = false, declinedBy: [String] = []) {
        self.isTransparent = isTransparent
        self.declinedBy = declinedBy
    }

    /// Whether the time is busy for a person with these addresses
    /// (lowercased): not transparent, and not declined by them.
    public func isBusy(for addresses: Set<String>) -> Bool {
        !isTransparent && !declinedBy.contains(where: addresses.contains)
    }

    /// `mailto:Ann@Example.com` → `ann@example.com`.
    public static func address(_ value: String) -> String {
        let lowered = value.lowercased()
        let address = lowered.hasPrefix("mailto:") ? lowered.dropFirst(7) : lowered[...]
        return String(address.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
