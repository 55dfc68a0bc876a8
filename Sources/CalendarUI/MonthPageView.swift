import CalendarCore

/// One month page: title, weekday header and the day grid, drawn at
/// column `x` of a page-sized region.
enum MonthPageView {
    static func render(_ page: MonthPage, state: AppState, layout: ScreenLayout, showsCursor: Bool,
                       into buffer: inout CellBuffer, x offset: Int) {
        let width = layout.size.width
        buffer.putCentered(PageTitle.month(page.month, locale: state.locale), x: offset, y: 0, columns: width, style: Palette.title)

        let grid = layout.monthGrid(rows: page.rowCount)
        for (column, weekday) in Weekday.ordered(startingAt: state.firstWeekday).enumerated() {
            let name = headerName(weekday, locale: state.locale, cellWidth: grid.cellWidth)
            let origin = grid.origin(row: 0, column: column)
            buffer.putCentered(name, x: offset + origin.x, y: 1, columns: grid.cellWidth, style: Palette.header(weekday))
        }

        let painter = DayCellPainter(state: state, showsCursor: showsCursor)
        for row in 0..<page.rowCount {
            for column in 0..<7 {
                let cell = page.cell(row: row, column: column)
                guard cell.date.isSupported else { continue }
                let origin = grid.origin(row: row, column: column)
                let x = offset + origin.x
                painter.fill(&buffer, date: cell.date, x: x, y: origin.y, width: grid.cellWidth, height: grid.cellHeight)
                let day = String(cell.date.day)
                painter.label(&buffer, day.count == 1 ? " " + day : day, date: cell.date, inMonth: cell.inMonth,
                              x: x, y: origin.y, width: grid.cellWidth)
                if grid.cellHeight >= 2 {
                    painter.markBar(&buffer, date: cell.date, x: x, y: origin.y + 1, width: grid.cellWidth)
                } else if grid.cellWidth >= 6, let category = state.primaryCategory(on: cell.date) {
                    // No room for a bar: a dot in the category's colour.
                    buffer.put("•", x: x + grid.cellWidth - 1, y: origin.y, style: state.categoryStyle(category))
                }
            }
        }
    }

    /// Short names (`Sun`, `일`) when the cell is wide enough, else two
    /// columns (`Su`).
    static func headerName(_ weekday: Weekday, locale: CalendarLocale, cellWidth: Int) -> String {
        DayStyle.headerSymbol(weekday, locale: locale, columns: cellWidth >= 6 ? cellWidth - 2 : 2)
    }
}
