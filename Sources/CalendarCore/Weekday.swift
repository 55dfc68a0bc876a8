/// A day of the week. Raw values follow C's `tm_wday`: Sunday is 0.
public enum Weekday: Int, CaseIterable, Sendable, Codable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// How many days after `first` this weekday comes (0...6).
    public func offset(from first: Weekday) -> Int {
        (rawValue - first.rawValue + 7) % 7
    }

    public func advanced(by days: Int) -> Weekday {
        Weekday(rawValue: ((rawValue + days) % 7 + 7) % 7)!
    }

    /// The seven weekdays in screen order, starting at `first`.
    public static func ordered(startingAt first: Weekday) -> [Weekday] {
        (0..<7).map { first.advanced(by: $0) }
    }

    /// The English name in lower case, as accepted on the command line.
    public var name: String {
        switch self {
        case .sunday: "sunday"
        case .monday: "monday"
        case .tuesday: "tuesday"
        case .wednesday: "wednesday"
        case .thursday: "thursday"
        case .friday: "friday"
        case .saturday: "saturday"
        }
    }

    /// Accepts full English names and unambiguous prefixes of three letters
    /// or more ("mon", "Monday"), case-insensitively.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard wanted.count >= 3,
              let match = Weekday.allCases.first(where: { $0.name.hasPrefix(wanted) })
        else { return nil }
        self = match
    }
}
