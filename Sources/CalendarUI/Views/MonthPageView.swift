import CalendarCore

/// One month page: title, weekday header and the day grid, drawn at
/// column `x` of a page-sized region.
enum MonthPageView {
    static func render(_ page: MonthPage, state: AppState, layout: ScreenLayout, showsCursor: Bool,
                       into buffer: inout CellBuffer, x offset: Int) {
        buffer.putCentered(PageTitle.month(page.month, locale: state.locale), x: offset, y: 0, columns: layout.pageWidth,
                           style: Palette.title)

        let grid = layout.monthGrid(rows: page.rowCount)
        for (column, weekday) in Weekday.ordered(startingAt: state.firstWeekday).enumerated() {
            let name = headerName(weekday, locale: state.locale, cellWidth: grid.cellWidth)
            let origin = grid.origin(row: 0, column: column)
            let style = Palette.header(weekday, theme: state.theme)
            let inner = DayCellPainter.inner(x: offset + origin.x, width: grid.cellWidth)
            if state.settings.showsLunar, inner.count < MonthCellView.lunarEveryDayWidth {
                // The numbers moved left for the lunar dates: the names over them.
                let numberCentre = MonthCellView.labelPlacement(inner: inner, symbols: 0, leftAligned: true).labelX + 2
                buffer.put(name, x: max(inner.lowerBound, numberCentre - DisplayWidth.of(name) / 2), y: 1, style: style,
                           maxColumns: inner.count)
            } else {
                buffer.putCentered(name, x: offset + origin.x, y: 1, columns: grid.cellWidth, style: style)
            }
        }

        let painter = DayCellPainter(state: state, showsCursor: showsCursor)
        for row in 0..<page.rowCount {
            let week = (0..<7).map { page.cell(row: row, column: $0).date }
            let bars = MonthBars(week: week, state: state, cellHeight: grid.cellHeight)
            for column in 0..<7 {
                let cell = page.cell(row: row, column: column)
                guard cell.date.isSupported else { continue }
                let origin = grid.origin(row: row, column: column)
                MonthCellView(painter: painter, date: cell.date, inMonth: cell.inMonth,
                              x: offset + origin.x, y: origin.y, width: grid.cellWidth, height: grid.cellHeight,
                              bars: bars, column: column)
                    .render(into: &buffer)
            }
            bars.render(state: state, grid: grid, row: row, into: &buffer, x: offset)
        }
    }

    /// Short names (`Sun`, `일`) when the cell is wide enough, else two
    /// columns (`Su`).
    static func headerName(_ weekday: Weekday, locale: CalendarLocale, cellWidth: Int) -> String {
        DayStyle.headerSymbol(weekday, locale: locale, columns: cellWidth >= 6 ? cellWidth - 2 : 2)
    }
}

/// One day of the month grid. The first row has the day number and a
/// symbol per category of the day; the rows below list its entries
/// (marks, all-day events, events by time) and "+N more" when they do not
/// fit; the last row of a cell taller than one stays blank, so that runs
/// in consecutive weeks never merge into one shape.
struct MonthCellView {
    let painter: DayCellPainter
    let date: CivilDate
    let inMonth: Bool
    let x, y, width, height: Int
    /// The bars of the cell's week row; those covering the day take its first list rows.
    var bars = MonthBars.none
    var column = 0

    /// Where the label `[21]` and the category symbols go in the first
    /// row: the label centred under the weekday header, the symbols after
    /// it with a blank column between. When they do not all fit, the label
    /// moves left just enough, then the blank goes.
    static func labelPlacement(inner: Range<Int>, symbols: Int, leftAligned: Bool = false) -> (labelX: Int, symbolsX: Int) {
        let centred = leftAligned ? inner.lowerBound : inner.lowerBound + max(0, (inner.count - 4) / 2)
        let labelX = max(inner.lowerBound, min(centred, inner.upperBound - 4 - 1 - symbols))
        let gap = inner.upperBound - (labelX + 5) >= symbols ? 1 : 0
        return (labelX, labelX + 4 + gap)
    }

    func render(into buffer: inout CellBuffer) {
        let state = painter.state
        let contentRows = height >= 2 ? height - 1 : 1
        let area = painter.fill(&buffer, date: date, x: x, y: y, width: width, rows: contentRows)
        let inner = DayCellPainter.inner(x: x, width: width)
        let barRows = bars.rows(onColumn: column)
        let listRows = contentRows - 1 - barRows
        let day = date.day < 10 ? " \(date.day)" : "\(date.day)"
        // With bars in the row, the day lists what is not a bar, and counts the bars with no row.
        var entries = DayEntries(on: date, state: state, limit: max(0, listRows), titleColumns: inner.count,
                                 leavingOutBars: bars.rows > 0)
        entries.hidden += bars.hidden(onColumn: column)

        let categories = entries.categories
        // With lunar dates, a narrow cell's number goes left to leave them room.
        let (labelX, symbolsX) = Self.labelPlacement(inner: inner, symbols: categories.count,
                                                     leftAligned: state.settings.showsLunar && inner.count < Self.lunarEveryDayWidth)
        // Cells too narrow for even one symbol (28 to 34 columns) colour
        // the number in the first category's colour instead.
        let numberColor = symbolsX < inner.upperBound ? nil : categories.first.flatMap { state.categoryStyle($0).foreground }
        painter.label(&buffer, day, date: date, inMonth: inMonth, x: labelX, y: y, limit: inner.upperBound, color: numberColor)
        painter.symbols(&buffer, categories, x: symbolsX, y: y, limit: inner.upperBound)
        if state.settings.showsLunar {
            painter.lunarLabel(&buffer, date: date, y: y, from: symbolsX + categories.count + (categories.isEmpty ? 0 : 1), limit: inner.upperBound,
                               everyDay: inner.count >= Self.lunarEveryDayWidth)
        }

        if listRows > 0 {
            EntryList.render(entries, into: &buffer, x: inner.lowerBound, y: y + 1 + barRows, columns: inner.count, rows: listRows,
                             times: inner.count >= EntryList.minimumWidthForTimes ? .inline : .hidden,
                             // A cell with rows to spare wraps a long title before it cuts it.
                             titleLines: 2, state: state)
        }
        painter.finish(&buffer, area)
    }

    /// Cells narrower than this say a lunar date only on a lunar month's
    /// 1st and 15th, as phone calendars do.
    static let lunarEveryDayWidth = 12

}
