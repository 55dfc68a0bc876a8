/// What decides whether an event makes its time busy: TRANSP (RFC 5545
/// 3.8.2.7), STATUS:CANCELLED and who declined it; and each attendee's
/// answer (PARTSTAT), so the views can mark what awaits mine and `dal list`
/// say it. A cancelled event is shown struck through on the full screen,
/// and left out of what counts time (free time, alarms, the next event,
/// `dal list`, search). An occurrence holds one only when it is not the
/// usual (opaque, not cancelled, with no attendees), shared by a series'
/// instances: a block of thousands of instances stays small.
public final class EventAttendance: Hashable, Sendable, CustomStringConvertible {
    /// An attendee's answer: its address, lowercased and without
    /// `mailto:`, and its PARTSTAT in upper case (`NEEDS-ACTION` when the
    /// file writes none, RFC 5545 3.2.12's default).
    public struct Answer: Hashable, Sendable {
        public let address: String
        public let partstat: String

        public init(address: String, partstat: String) {
            self.address = address
            self.partstat = partstat
        }
    }

    /// TRANSP:TRANSPARENT: shown, but its time stays free.
    public let isTransparent: Bool
    /// STATUS:CANCELLED (its own, or its series'): never busy.
    public let isCancelled: Bool
    /// Every attendee's answer, in the file's order.
    public let answers: [Answer]

    private init(isTransparent: Bool, answers: [Answer], isCancelled: Bool) {
        self.isTransparent = isTransparent
        self.answers = answers
        self.isCancelled = isCancelled
    }

    /// nil for the usual attendance: opaque, not cancelled, no attendees.
    public static func of(isTransparent: Bool, answers: [Answer], isCancelled: Bool = false) -> EventAttendance? {
        isTransparent || isCancelled || !answers.isEmpty ? EventAttendance(isTransparent: isTransparent, answers: answers, isCancelled: isCancelled) : nil
    }

    /// The same, cancelled (an instance of a cancelled series).
    public static func cancelled(_ attendance: EventAttendance?) -> EventAttendance {
        EventAttendance(isTransparent: attendance?.isTransparent ?? false, answers: attendance?.answers ?? [], isCancelled: true)
    }

    /// The same with only the attendees who declined.
    public static func of(isTransparent: Bool, declinedBy: [String]) -> EventAttendance? {
        of(isTransparent: isTransparent, answers: declinedBy.map { Answer(address: $0, partstat: "DECLINED") })
    }

    /// Addresses of the attendees with PARTSTAT=DECLINED.
    public var declinedBy: [String] { answers.filter { $0.partstat == "DECLINED" }.map(\.address) }

    /// Whether the time is busy for a person with these addresses
    /// (lowercased): not transparent, and not declined by them.
    public func isBusy(for addresses: Set<String>) -> Bool {
        !isTransparent && !isCancelled && !declinedBy.contains(where: addresses.contains)
    }

    /// The answer of the first attendee with one of these addresses
    /// (lowercased), nil when none is invited.
    public func partstat(of addresses: Set<String>) -> String? {
        answers.first { addresses.contains($0.address) }?.partstat
    }

    /// `mailto:Ann@Example.com` → `ann@example.com`.
    public static func address(_ value: String) -> String {
        let lowered = value.lowercased()
        let address = lowered.hasPrefix("mailto:") ? lowered.dropFirst(7) : lowered[...]
        return String(address.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// `transparent, declined by ann@example.com, accepted by bob@example.com`:
    /// what it holds (a class would otherwise describe itself by its name alone).
    public var description: String {
        var groups: [(partstat: String, addresses: [String])] = []
        for answer in answers {
            if let index = groups.firstIndex(where: { $0.partstat == answer.partstat }) {
                groups[index].addresses.append(answer.address)
            } else {
                groups.append((answer.partstat, [answer.address]))
            }
        }
        return ([isTransparent ? "transparent" : "opaque"] + (isCancelled ? ["cancelled"] : [])
            + groups.map { $0.partstat.lowercased() + " by " + $0.addresses.joined(separator: ", ") }).joined(separator: ", ")
    }

    public static func == (a: EventAttendance, b: EventAttendance) -> Bool {
        a.isTransparent == b.isTransparent && a.isCancelled == b.isCancelled && a.answers == b.answers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isTransparent)
        hasher.combine(isCancelled)
        hasher.combine(answers)
    }
}

extension EventOccurrence {
    /// Whether it makes its time busy for a person with these addresses.
    public func isBusy(for addresses: Set<String>) -> Bool { attendance?.isBusy(for: addresses) ?? true }

    /// The addresses of the attendees who declined it.
    public var declinedBy: [String] { attendance?.declinedBy ?? [] }

    /// STATUS:CANCELLED, its own or its series': shown struck through,
    /// counted nowhere.
    public var isCancelled: Bool { attendance?.isCancelled ?? false }

    /// The answer (PARTSTAT) of the attendee with one of these addresses,
    /// nil when none of them is invited.
    public func partstat(of addresses: Set<String>) -> String? { attendance?.partstat(of: addresses) }
}
