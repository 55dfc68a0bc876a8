/// The selected days, kept as runs, with the run shape of each selected
/// day. Only days of years 1...9999 can be selected: anything outside is
/// ignored (ranges are cut to fit), so nothing outside is ever stored or
/// printed.
public struct Selection: Equatable, Sendable {
    public private(set) var days = DaySet()

    public init(_ dates: some Sequence<CivilDate>) {
        self.init(ranges: dates.map { $0...$0 })
    }

    public init(ranges: some Sequence<ClosedRange<CivilDate>>) {
        days = DaySet(ranges: ranges.compactMap(Selection.supportedPart))
    }

    public init() {}

    public var count: Int { days.count }
    public var isEmpty: Bool { days.isEmpty }

    public func contains(_ date: CivilDate) -> Bool { days.contains(date) }

    /// Selects an unselected day and deselects a selected one.
    public mutating func toggle(_ date: CivilDate) {
        if days.contains(date) { days.remove(date...date) } else { insert(date) }
    }

    /// Selects every day from `a` to `b` inclusive, in either order.
    public mutating func selectRange(_ a: CivilDate, _ b: CivilDate) {
        if let range = Selection.supportedPart(of: min(a, b)...max(a, b)) { days.insert(range) }
    }

    /// Deselects every day from `a` to `b` inclusive, in either order.
    public mutating func deselectRange(_ a: CivilDate, _ b: CivilDate) {
        days.remove(min(a, b)...max(a, b))
    }

    /// Whether every day from `a` to `b` (in either order) is selected.
    public func containsAll(_ a: CivilDate, _ b: CivilDate) -> Bool {
        ranges.contains { $0.contains(min(a, b)) && $0.contains(max(a, b)) }
    }

    public mutating func insert(_ date: CivilDate) { selectRange(date, date) }
    public mutating func remove(_ date: CivilDate) { days.remove(date...date) }

    /// The runs of consecutive selected days, ascending.
    public var ranges: [ClosedRange<CivilDate>] { days.ranges }

    /// The selected dates, ascending.
    public var sortedDates: [CivilDate] { days.dates }

    /// Where `date` sits in its run of consecutive selected days within one
    /// screen row (a run breaks at the end of a row), or nil if unselected.
    public func runPosition(of date: CivilDate, firstWeekday: Weekday) -> RunPosition? {
        RunPosition(date: date, firstWeekday: firstWeekday) { contains($0) }
    }

    /// A copy with `change` applied.
    public func with(_ change: (inout Selection) -> Void) -> Selection {
        var copy = self
        change(&copy)
        return copy
    }

    /// The part of `range` within years 1...9999, if any.
    static func supportedPart(of range: ClosedRange<CivilDate>) -> ClosedRange<CivilDate>? {
        let lower = max(range.lowerBound, CivilDate.first), upper = min(range.upperBound, CivilDate.last)
        return lower <= upper ? lower...upper : nil
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
