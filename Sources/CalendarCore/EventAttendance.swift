/// What decides whether an event makes its time busy: TRANSP (RFC 5545
/// 3.8.2.7) and who declined it. STATUS:CANCELLED events are not shown at
/// all, so they are never busy. An occurrence holds one only when it is
/// not the usual (opaque, declined by nobody), shared by a series'
/// instances: a block of thousands of instances stays small.
public final class EventAttendance: Hashable, Sendable, CustomStringConvertible {
    /// TRANSP:TRANSPARENT: shown, but its time stays free.
    public let isTransparent: Bool
    /// Addresses of the attendees with PARTSTAT=DECLINED, lowercased,
    /// without `mailto:`.
    public let declinedBy: [String]

    private init(isTransparent: Bool, declinedBy: [String]) {
        self.isTransparent = isTransparent
        self.declinedBy = declinedBy
    }

    /// nil for the usual attendance: opaque, declined by nobody.
    public static func of(isTransparent: Bool, declinedBy: [String]) -> EventAttendance? {
        isTransparent || !declinedBy.isEmpty ? EventAttendance(isTransparent: isTransparent, declinedBy: declinedBy) : nil
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

    /// `transparent, declined by ann@example.com`: what it holds (a class
    /// would otherwise describe itself by its name alone).
    public var description: String {
        ([isTransparent ? "transparent" : "opaque"] + (declinedBy.isEmpty ? [] : ["declined by " + declinedBy.joined(separator: ", ")]))
            .joined(separator: ", ")
    }

    public static func == (a: EventAttendance, b: EventAttendance) -> Bool {
        a.isTransparent == b.isTransparent && a.declinedBy == b.declinedBy
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isTransparent)
        hasher.combine(declinedBy)
    }
}

extension EventOccurrence {
    /// Whether it makes its time busy for a person with these addresses.
    public func isBusy(for addresses: Set<String>) -> Bool { attendance?.isBusy(for: addresses) ?? true }

    /// The addresses of the attendees who declined it.
    public var declinedBy: [String] { attendance?.declinedBy ?? [] }
}
