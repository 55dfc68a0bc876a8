/// A set of selected days, with the run shape of each selected day.
public struct Selection: Equatable, Sendable {
    /// Day numbers (see `CivilDate.dayNumber`).
    public private(set) var dayNumbers: Set<Int>

    public init<S: Sequence>(_ dates: S) where S.Element == CivilDate {
        dayNumbers = Set(dates.map(\.dayNumber))
    }

    public init() { dayNumbers = [] }

    public var count: Int { dayNumbers.count }
    public var isEmpty: Bool { dayNumbers.isEmpty }

    public func contains(_ date: CivilDate) -> Bool { dayNumbers.contains(date.dayNumber) }

    /// Selects an unselected day and deselects a selected one.
    public mutating func toggle(_ date: CivilDate) {
        if dayNumbers.remove(date.dayNumber) == nil { dayNumbers.insert(date.dayNumber) }
    }

    /// Selects every day from `a` to `b` inclusive, in either order.
    public mutating func selectRange(_ a: CivilDate, _ b: CivilDate) {
        let range = min(a, b).dayNumber...max(a, b).dayNumber
        dayNumbers.formUnion(range)
    }

    public mutating func insert(_ date: CivilDate) { dayNumbers.insert(date.dayNumber) }
    public mutating func remove(_ date: CivilDate) { dayNumbers.remove(date.dayNumber) }

    /// The selected dates, ascending.
    public var sortedDates: [CivilDate] { dayNumbers.sorted().map(CivilDate.init(dayNumber:)) }

    /// Where `date` sits in its run of consecutive selected days within one
    /// screen row (a run breaks at the end of a row), or nil if unselected.
    public func runPosition(of date: CivilDate, firstWeekday: Weekday) -> RunPosition? {
        RunPosition(date: date, firstWeekday: firstWeekday) { contains($0) }
    }
}

/// The shape of one day in a run of consecutive marked days, like
/// JTAppleCalendar's `selectedPosition`: a run is drawn as one piece with a
/// left end, a middle and a right end; a lone day is `single`.
public enum RunPosition: Equatable, Sendable {
    case single, left, middle, right

    /// The position of `date` given a membership test, or nil when `date`
    /// is not a member. Rows start on `firstWeekday`.
    public init?(date: CivilDate, firstWeekday: Weekday, isMember: (CivilDate) -> Bool) {
        guard isMember(date) else { return nil }
        let rowStart = date.weekday == firstWeekday
        let rowEnd = date.weekday == firstWeekday.advanced(by: 6)
        let joinsBefore = !rowStart && isMember(date.adding(days: -1))
        let joinsAfter = !rowEnd && isMember(date.adding(days: 1))
        switch (joinsBefore, joinsAfter) {
        case (false, false): self = .single
        case (false, true): self = .left
        case (true, true): self = .middle
        case (true, false): self = .right
        }
    }

    public var joinsPrevious: Bool { self == .middle || self == .right }
    public var joinsNext: Bool { self == .middle || self == .left }
}
