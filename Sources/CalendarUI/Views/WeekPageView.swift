import CalendarCore
import InterfaceWords

/// One week page: the date range and ISO week as title, then the seven
/// days as columns (wide windows) or rows (narrow ones), each listing its
/// entries in time order.
enum WeekPageView {
    static func render(_ page: WeekPage, state: AppState, layout: ScreenLayout, showsCursor: Bool,
                       into buffer: inout CellBuffer, x offset: Int) {
        if layout.weekUsesTimeGrid {
            HourGridView.render(page, state: state, layout: layout, showsCursor: showsCursor, into: &buffer, x: offset)
            return
        }
        buffer.putCentered(PageTitle.week(page, locale: state.locale), x: offset, y: 0,
                           columns: layout.pageWidth, style: Palette.title)
        let grid = layout.weekGrid
        let painter = DayCellPainter(state: state, showsCursor: showsCursor)
        for (index, date) in page.days.enumerated() where date.isSupported {
            let origin = layout.weekUsesColumns ? grid.origin(row: 0, column: index) : grid.origin(row: index, column: 0)
            let x = offset + origin.x
            if layout.weekUsesColumns {
                renderColumn(date, painter: painter, x: x, y: origin.y, width: grid.cellWidth, height: grid.cellHeight, into: &buffer)
            } else {
                renderRow(date, painter: painter, x: x, y: origin.y, width: grid.cellWidth, height: grid.cellHeight, into: &buffer)
            }
        }
    }

    /// A day as a column: weekday, date, then one entry per line with its
    /// start time.
    private static func renderColumn(_ date: CivilDate, painter: DayCellPainter, x: Int, y: Int, width: Int, height: Int,
                                     into buffer: inout CellBuffer) {
        let state = painter.state
        let area = painter.fill(&buffer, date: date, x: x, y: y, width: width, rows: height)
        let inner = DayCellPainter.inner(x: x, width: width)
        buffer.putCentered(state.locale.shortWeekdayNames[date.weekday.rawValue], x: inner.lowerBound, y: y,
                           columns: inner.count, style: Palette.header(date.weekday, theme: state.theme))
        // The longest form that fits whole: `11월 22일`, `22일`, `22`.
        let forms = [state.locale.monthDay(date), state.locale.dayOfMonth(date), String(date.day)]
        let fitted = forms.first { DisplayWidth.of($0) <= inner.count - 2 } ?? String(date.day)
        let labelX = inner.lowerBound + max(0, (inner.count - DisplayWidth.of(fitted) - 2) / 2)
        painter.label(&buffer, fitted, date: date, inMonth: true, x: labelX, y: y + 1, limit: inner.upperBound)
        if state.settings.showsLunar {
            // On the weekday's line, at its right: the date's line is full in narrow columns.
            let weekdayEnd = inner.lowerBound + (inner.count + DisplayWidth.of(state.locale.shortWeekdayNames[date.weekday.rawValue])) / 2
            painter.lunarLabel(&buffer, date: date, y: y, from: weekdayEnd + 1, limit: inner.upperBound, everyDay: true)
        }
        EntryList.render(DayEntries(on: date, state: state, limit: height - 2, titleColumns: 3 * inner.count), into: &buffer, x: inner.lowerBound, y: y + 2,
                         columns: inner.count, rows: height - 2,
                         times: inner.count >= EntryList.minimumWidthForTimes ? .inline : .stacked, titleLines: 3,
                         state: state)
        painter.finish(&buffer, area)
    }

    /// A day as a row of a narrow window: `Sun Nov 22`, then its entries
    /// side by side, continuing on the day's further rows, and "+N" for
    /// those that do not fit.
    private static func renderRow(_ date: CivilDate, painter: DayCellPainter, x: Int, y: Int, width: Int, height: Int,
                                  into buffer: inout CellBuffer) {
        let state = painter.state
        // A day taller than one row keeps its last row blank, like month
        // cells, so that neighbouring selected days read as separate days.
        let rows = height >= 2 ? height - 1 : height
        let area = painter.fill(&buffer, date: date, x: x, y: y, width: width, rows: rows, joinsAcrossCells: false)
        let inner = DayCellPainter.inner(x: x, width: width)
        let text = state.locale.shortWeekdayNames[date.weekday.rawValue] + " " + state.locale.monthDay(date)
        var column = painter.label(&buffer, text, date: date, inMonth: true, x: inner.lowerBound, y: y, limit: inner.upperBound) + 1
        if state.settings.showsLunar {
            // Right after the date, dim, before the entries.
            let lunar = KoreanLunarDate(date).label
            if column + DisplayWidth.of(lunar) < inner.upperBound {
                painter.lunarLabel(&buffer, date: date, y: y, from: column, limit: column + DisplayWidth.of(lunar), everyDay: true)
                column += DisplayWidth.of(lunar) + 1
            }
        }
        // Further rows continue under the first entry, unless the label
        // takes half the row.
        let indent = column - inner.lowerBound <= inner.count / 2 ? column : inner.lowerBound
        var row = y
        // No entry takes fewer than eight columns (or the rest of a row).
        let entries = DayEntries(on: date, state: state, limit: rows * (inner.count / 8 + 1), titleColumns: inner.count)
        var listed = 0
        for entry in entries.entries {
            let line = EntryList.text(of: entry, showsTime: true)
            let lineWidth = DisplayWidth.of(line, upTo: inner.count)   // a longer line is cut anyway
            if column + lineWidth > inner.upperBound, row + 1 < y + rows, column > indent {
                row += 1
                column = indent
            }
            // The last row keeps room to say how many are left.
            let after = entries.total - listed - 1
            let reserve = row + 1 >= y + rows && after > 0 ? DisplayWidth.of("+\(after)") + 2 : 0
            let room = inner.upperBound - column - reserve
            guard room >= min(lineWidth, 8) else { break }
            EntryList.put(entry, into: &buffer, x: column, y: row, columns: min(lineWidth, room), showsTime: true, state: state)
            column += min(lineWidth, room) + 2
            listed += 1
        }
        if listed < entries.total {
            if column >= inner.upperBound, row + 1 < y + rows { row += 1; column = indent }
            let room = inner.upperBound - column
            buffer.put(EntryList.moreText(entries.total - listed, columns: room, words: state.words.panels), x: column, y: row, style: Palette.note,
                       maxColumns: room)
        }
        painter.finish(&buffer, area)
    }
}
