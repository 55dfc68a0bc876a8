import CalendarCore

/// Where the week's hour grid puts things: the hour column at the left,
/// seven day columns, the day headers, the rows of all-day bars, then the
/// hours to scale. The grid is the wall clock: a day when clocks change
/// keeps 24 rows of hours (the skipped hour stays empty, the repeated one
/// holds the events of both), as phone calendars draw it.
struct HourGridGeometry: Equatable {
    /// `09:00` and a blank: the width of each zone's hour column.
    static let hourColumnWidth = 6
    /// The cursor's time slot, and the step of ↑ ↓.
    static let slotMinutes = 30
    /// The working day: first in view, and what the rows per hour are
    /// chosen to show whole.
    static let workingDayStart = 8 * 60
    static let workingDayHours = 10
    static let maximumRowsPerHour = 4
    /// Bars beyond these lanes are counted, not drawn.
    static let maximumBarRows = 3
    /// Windows with fewer rows for the page keep the list layout.
    static let minimumPageHeight = 30

    /// Left edge of the first day column and each column's width (page-relative).
    let daysX: Int
    let dayWidth: Int
    /// Rows: the day headers, the first bar row, the first hour row.
    let headerY = 1
    let barsY = 2
    let barRows: Int
    let gridY: Int
    let gridRows: Int
    let rowsPerHour: Int
    /// The minute of the day at the grid's first row.
    let topMinute: Int

    /// Day columns: seven, or one (the day's grid).
    let columns: Int

    init(layout: ScreenLayout, barLanes: Int, topMinute: Int) {
        let width = layout.pageWidth - layout.hourColumnsWidth
        columns = layout.weekUsesDayGrid ? 1 : 7
        dayWidth = max(1, width / columns)
        daysX = layout.hourColumnsWidth + (width - columns * dayWidth) / 2
        // A blank row under the bars keeps them apart from the hours.
        barRows = min(barLanes, Self.maximumBarRows)
        gridY = barsY + barRows + (barRows > 0 ? 1 : 0)
        gridRows = max(1, layout.pageHeight - gridY)
        rowsPerHour = max(1, min(Self.maximumRowsPerHour, gridRows / Self.workingDayHours))
        // Never past the end of the day, nor before its start.
        let shownMinutes = gridRows * 60 / rowsPerHour
        self.topMinute = max(0, min(topMinute, 24 * 60 - shownMinutes))
    }

    /// The minutes the grid shows: `topMinute..<bottomMinute`.
    var bottomMinute: Int { min(24 * 60, topMinute + gridRows * 60 / rowsPerHour) }

    /// The row a minute of the day falls on (rows above or below the grid
    /// for minutes out of view).
    func row(ofMinute minute: Int) -> Int {
        gridY + Self.floorDivide((minute - topMinute) * rowsPerHour, 60)
    }

    /// The row after the one a minute ends in: an event ending at 10:30
    /// with two rows an hour ends before the 10:30 row.
    func endRow(ofMinute minute: Int) -> Int {
        gridY + Self.ceilDivide((minute - topMinute) * rowsPerHour, 60)
    }

    /// The minute at the top of a grid row.
    func minute(atRow row: Int) -> Int {
        topMinute + (row - gridY) * 60 / rowsPerHour
    }

    func dayX(_ index: Int) -> Int { daysX + index * dayWidth }

    /// The top that shows the slot starting at `slot` (and its end), moved
    /// as little as possible from `top`.
    func topShowing(slot: Int) -> Int {
        let shown = bottomMinute - topMinute
        if slot < topMinute { return slot }
        if slot + Self.slotMinutes > topMinute + shown { return slot + Self.slotMinutes - shown }
        return topMinute
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    private static func ceilDivide(_ a: Int, _ b: Int) -> Int { -floorDivide(-a, b) }
}
