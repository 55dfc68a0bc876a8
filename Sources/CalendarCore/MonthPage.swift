/// The weeks of one month as a screen shows them: 4 to 6 rows of 7 cells,
/// padded with the last days of the previous month and the first days of
/// the next so that every row is full.
public struct MonthPage: CalendarPage, Hashable {
    public let month: YearMonth
    public let firstWeekday: Weekday
    /// The date in the top-left cell.
    public let firstCellDate: CivilDate
    public let rowCount: Int

    public init(month: YearMonth, firstWeekday: Weekday) {
        self.month = month
        self.firstWeekday = firstWeekday
        let first = month.firstDay
        let leading = first.weekday.offset(from: firstWeekday)
        firstCellDate = first.adding(days: -leading)
        rowCount = (leading + month.numberOfDays + 6) / 7
    }

    public init(containing date: CivilDate, firstWeekday: Weekday) {
        self.init(month: date.yearMonth, firstWeekday: firstWeekday)
    }

    public func cell(row: Int, column: Int) -> PageCell {
        let date = firstCellDate.adding(days: row * 7 + column)
        return PageCell(date: date, inMonth: contains(date))
    }

    /// Whether `date` is a day of this page's month (not a padding day).
    public func contains(_ date: CivilDate) -> Bool {
        date >= month.firstDay && date <= month.lastDay
    }

    /// Row and column of a date drawn on this page, padding days included.
    public func position(of date: CivilDate) -> (row: Int, column: Int)? {
        let index = firstCellDate.days(until: date)
        guard index >= 0, index < rowCount * 7 else { return nil }
        return (index / 7, index % 7)
    }

    /// The rows of cells, for callers that want them all at once.
    public var rows: [[PageCell]] {
        (0..<rowCount).map { row in (0..<7).map { cell(row: row, column: $0) } }
    }

    public var isSupported: Bool { month.isSupported }

    public func following() -> MonthPage { MonthPage(month: month.adding(months: 1), firstWeekday: firstWeekday) }
    public func preceding() -> MonthPage { MonthPage(month: month.adding(months: -1), firstWeekday: firstWeekday) }
}
