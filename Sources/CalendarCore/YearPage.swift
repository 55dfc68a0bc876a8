/// The twelve months of one year, as the year page shows them.
///
/// Built in O(1) from the year and the first weekday; the month pages are
/// made when asked for, so paging a year strip builds one small value a
/// step like the month and week strips do.
public struct YearPage: CalendarPage, Hashable {
    public let year: Int
    public let firstWeekday: Weekday

    public init(year: Int, firstWeekday: Weekday) {
        self.year = year
        self.firstWeekday = firstWeekday
    }

    public init(containing date: CivilDate, firstWeekday: Weekday) {
        self.init(year: date.year, firstWeekday: firstWeekday)
    }

    public var firstDay: CivilDate { YearMonth(uncheckedYear: year, month: 1).firstDay }
    public var lastDay: CivilDate { YearMonth(uncheckedYear: year, month: 12).lastDay }

    /// Whether `date` is a day of this year.
    public func contains(_ date: CivilDate) -> Bool { date >= firstDay && date <= lastDay }

    /// The page of month `month` (1...12) of this year.
    public func month(_ month: Int) -> MonthPage {
        MonthPage(month: YearMonth(uncheckedYear: year, month: min(max(month, 1), 12)), firstWeekday: firstWeekday)
    }

    /// January to December.
    public var months: [MonthPage] { (1...12).map(month) }

    public var isSupported: Bool { CivilDate.supportedYears.contains(year) }

    public func following() -> YearPage { YearPage(year: year + 1, firstWeekday: firstWeekday) }
    public func preceding() -> YearPage { YearPage(year: year - 1, firstWeekday: firstWeekday) }
}
