import CalendarCore

/// One week page: the date range and ISO week as title, then the seven
/// days as columns (wide windows) or rows (narrow ones).
enum WeekPageView {
    /// What a day lists: the names of its data-file categories, then its
    /// events (time and title), all-day first.
    static func entries(on date: CivilDate, state: AppState) -> [(String, CellStyle)] {
        let marked = state.marks.categories(on: date).filter(state.marks.categories.indices.contains).map { index in
            ("\(Palette.categoryGlyph(index)) " + state.marks.categories[index].name, state.categoryStyle(index))
        }
        let events = (state.events?.occurrences(on: date) ?? []).map { occurrence -> (String, CellStyle) in
            let time = occurrence.isAllDay || occurrence.start.date != date ? "" : occurrence.start.timeText + " "
            let glyph = state.calendarCategories.indices.contains(occurrence.calendar)
                ? Palette.categoryGlyph(state.calendarCategories[occurrence.calendar]) : "·"
            return ("\(glyph) " + time + occurrence.summary.replacingOccurrences(of: "\n", with: " "), state.calendarStyle(of: occurrence))
        }
        return marked + events
    }

    static func render(_ page: WeekPage, state: AppState, layout: ScreenLayout, showsCursor: Bool,
                       into buffer: inout CellBuffer, x offset: Int) {
        buffer.putCentered(PageTitle.week(page, locale: state.locale), x: offset, y: 0,
                           columns: layout.size.width, style: Palette.title)
        let grid = layout.weekGrid
        let painter = DayCellPainter(state: state, showsCursor: showsCursor)
        for (index, date) in page.days.enumerated() where date.isSupported {
            let origin = layout.weekUsesColumns ? grid.origin(row: 0, column: index) : grid.origin(row: index, column: 0)
            let x = offset + origin.x
            painter.fill(&buffer, date: date, x: x, y: origin.y, width: grid.cellWidth, height: grid.cellHeight,
                         joinsAcrossCells: layout.weekUsesColumns)
            let weekdayName = state.locale.shortWeekdayNames[date.weekday.rawValue]
            let dateText = "\(state.locale.shortMonthNames[date.month - 1]) \(date.day)"
            if layout.weekUsesColumns {
                var headerStyle = Palette.header(date.weekday)
                if let highlight = Highlight.of(date, in: state) { headerStyle = highlight.style; headerStyle.bold = true }
                buffer.putCentered(weekdayName, x: x + 1, y: origin.y, columns: grid.cellWidth - 2, style: headerStyle)
                painter.label(&buffer, dateText, date: date, inMonth: true, x: x, y: origin.y + 1, width: grid.cellWidth)
                var row = origin.y + 2
                for (text, style) in entries(on: date, state: state) where row < origin.y + grid.cellHeight {
                    buffer.put(text, x: x + 1, y: row, style: style, maxColumns: grid.cellWidth - 2)
                    row += 1
                }
            } else {
                let text = "\(weekdayName) \(dateText)"
                painter.label(&buffer, text, date: date, inMonth: true, x: x, y: origin.y, width: DisplayWidth.of(text) + 2)
                var column = x + DisplayWidth.of(text) + 3
                for (entry, style) in entries(on: date, state: state) {
                    column += buffer.put(entry + "  ", x: column, y: origin.y, style: style)
                }
            }
        }
    }
}
