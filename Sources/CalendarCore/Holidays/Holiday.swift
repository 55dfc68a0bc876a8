/// A public holiday: a day off by law, shown as Korean calendars show
/// them (the day number in the Sunday colour, the name in the cell), and
/// never moving or hiding an event.
public struct Holiday: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let date: CivilDate
    /// As the calendar shows it: `설날`, `추석`, `대체공휴일`, `지방선거일`.
    public let name: String
    /// A substitute holiday (대체공휴일): the day off for one that fell on a
    /// weekend or on another holiday.
    public let isSubstitute: Bool

    public init(date: CivilDate, name: String, isSubstitute: Bool = false) {
        (self.date, self.name, self.isSubstitute) = (date, name, isSubstitute)
    }

    public var description: String { "\(date) \(name)" }
}
