/// A month of a year, e.g. 2026-11.
public struct YearMonth: Hashable, Comparable, Sendable {
    public let year: Int
    public let month: Int

    /// nil unless month is 1...12. The year is not range-checked (see CivilDate).
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    init(uncheckedYear year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    public var numberOfDays: Int { CivilDate.daysIn(month: month, year: year) }
    public var firstDay: CivilDate { CivilDate(dayNumber: CivilDate.daysFromCivil(year: year, month: month, day: 1)) }
    public var lastDay: CivilDate { firstDay.adding(days: numberOfDays - 1) }
    public var isSupported: Bool { CivilDate.supportedYears.contains(year) }

    /// Months counted from year 0, so that month arithmetic is one division.
    var monthIndex: Int { year * 12 + (month - 1) }

    public func adding(months: Int) -> YearMonth {
        let index = monthIndex + months
        let year = index >= 0 ? index / 12 : (index - 11) / 12
        return YearMonth(uncheckedYear: year, month: index - year * 12 + 1)
    }

    /// The date with this year and month and the given day, clamped to the
    /// month's length.
    public func clampedDate(day: Int) -> CivilDate {
        firstDay.adding(days: min(max(day, 1), numberOfDays) - 1)
    }
}

extension YearMonth: CustomStringConvertible {
    /// `YYYY-MM`.
    public var description: String { "\(pad(year, 4))-\(pad(month, 2))" }
}
