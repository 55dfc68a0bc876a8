import CalendarCore
import InterfaceWords

/// The year page: the year as a title over the months `YearPageLayout`
/// shows, each a compact block (name, weekday header, days), drawn at
/// column `x` of a page-sized region.
///
/// A day is its two digits, in its weekday's colour or, when it has marks
/// or events, in its first category's colour and underlined (three columns
/// leave no room for symbols, as in the narrowest month cells). Selections, the pending
/// range, today and the cursor look as in the month view: `DayCellPainter`
/// draws them.
enum YearPageView {
    static func render(_ page: YearPage, state: AppState, layout: ScreenLayout, showsCursor: Bool,
                       into buffer: inout CellBuffer, x offset: Int) {
        let year = layout.yearPage(cursorMonth: state.cursor.month)
        let title = state.locale.yearTitle(page.year)
        buffer.putCentered(title, x: offset, y: 0, columns: layout.pageWidth, style: Palette.title)
        // Only where days can be shaded: calendars or categories of marks.
        if !state.marks.categories.isEmpty {
            renderHeatLegend(words: state.words.panels, into: &buffer, x: offset, titleX: offset + (layout.pageWidth - DisplayWidth.of(title)) / 2)
        }
        renderScrollHint(year, titleWidth: DisplayWidth.of(title), locale: state.locale, into: &buffer, x: offset,
                         columns: layout.pageWidth)

        let painter = DayCellPainter(state: state, showsCursor: showsCursor)
        for month in year.visibleMonths {
            guard let origin = year.blockOrigin(month: month), let grid = year.dayGrid(month: month) else { continue }
            let monthPage = page.month(month)
            buffer.putCentered(state.locale.monthName(monthPage.month), x: offset + origin.x, y: origin.y,
                               columns: YearPageLayout.blockWidth, style: Palette.title)
            PrintLayout.weekdayHeader(into: &buffer, x: offset + origin.x, y: origin.y + 1, firstWeekday: state.firstWeekday,
                                      locale: state.locale, compact: true) { Palette.header($0, theme: state.theme) }
            let days = (0..<monthPage.month.numberOfDays).map { monthPage.month.firstDay.adding(days: $0) }
            // The cursor's day last: its brackets stand in the columns its
            // neighbours' highlights would otherwise paint over.
            for date in days.filter({ $0 != state.cursor }) + days.filter({ $0 == state.cursor }) {
                guard date.isSupported, let position = monthPage.position(of: date) else { continue }
                let cell = grid.origin(row: position.row, column: position.column)
                renderDay(date, painter: painter, into: &buffer, x: offset + cell.x, y: cell.y, rows: year.weekRows)
            }
        }
    }

    /// One day: `[` in the cell's first column, the digits, `]` in the
    /// next cell's first column; a run's highlight spans those columns too,
    /// so that consecutive days join into one bar.
    /// Taller weeks (`rows` > 1) make each day a block, its last row left
    /// blank so that weeks stay apart.
    private static func renderDay(_ date: CivilDate, painter: DayCellPainter, into buffer: inout CellBuffer, x: Int, y: Int,
                                  rows: Int) {
        let state = painter.state
        let width = YearPageLayout.dayColumns + 1
        let blockRows = rows > 1 ? rows - 1 : 1
        let area = painter.fill(&buffer, date: date, x: x, y: y, width: width, rows: blockRows, month: date.yearMonth)
        // No room for symbols: a marked day takes its first category's
        // colour (today keeps a colour the theme gives it) and is
        // underlined, so that it shows without colour too. A public
        // holiday is marked the same way in the Sunday colour, which it
        // keeps over a category's: the red day of Korean calendars.
        let entries = DayEntries(on: date, state: state, limit: 0)
        let categories = entries.categories
        let keepsTodayColor = date == state.today && state.theme.today != nil
        let isHoliday = entries.holidays > 0
        let color = keepsTodayColor || isHoliday ? nil : categories.first.flatMap { state.categoryStyle($0).foreground }
        painter.label(&buffer, PrintLayout.rightAligned(String(date.day), 2), date: date, inMonth: true, x: x, y: y,
                      limit: x + width, color: color, underline: !categories.isEmpty || isHoliday)
        // How busy the day is, as its shade (a highlight keeps its own
        // colour), the digits in a colour that reads on it. A holiday is
        // not something to do: it does not darken the day.
        if area == nil, let shade = HeatShade.color(forEntries: entries.total - entries.holidays) {
            for row in 0..<blockRows {
                buffer.restyle(x: x + 1, y: y + row, columns: 2) {
                    $0.background = shade
                    $0.foreground = Contrast.text($0.foreground, on: shade)
                }
            }
        }
        painter.finish(&buffer, area)
    }

    /// `less ■■■■ more` at the left of the title row: what the shades mean.
    private static func renderHeatLegend(words: PanelWords, into buffer: inout CellBuffer, x: Int, titleX: Int) {
        var column = x + 1
        let width = DisplayWidth.of(words.heatLess) + 1 + 2 * HeatShade.levels + 1 + DisplayWidth.of(words.heatMore)
        guard column + width < titleX else { return }
        column += buffer.put(words.heatLess + " ", x: column, y: 0, style: Palette.note)
        for level in 1...HeatShade.levels {
            buffer.put("  ", x: column, y: 0, style: CellStyle(background: HeatShade.color(level: level)))
            column += 2
        }
        buffer.put(" " + words.heatMore, x: column, y: 0, style: Palette.note)
    }

    /// Which months are above or below a screenful, at the right of the
    /// title row (`↑ Jan–Jun`, `↓ Jul–Dec`), when there is room beside the year.
    private static func renderScrollHint(_ year: YearPageLayout, titleWidth: Int, locale: CalendarLocale,
                                         into buffer: inout CellBuffer, x: Int, columns: Int) {
        func names(_ months: ClosedRange<Int>) -> String {
            let first = locale.shortMonthNames[months.lowerBound - 1], last = locale.shortMonthNames[months.upperBound - 1]
            return months.count == 1 ? first : first + "–" + last
        }
        let hints = [year.hiddenBefore.map { "↑ " + names($0) }, year.hiddenAfter.map { "↓ " + names($0) }].compactMap { $0 }
        guard !hints.isEmpty else { return }
        let hint = hints.joined(separator: "  ")
        let hintX = columns - DisplayWidth.of(hint) - 1
        let titleEnd = (columns + titleWidth) / 2
        guard hintX > titleEnd + 1 else { return }
        buffer.put(hint, x: x + hintX, y: 0, style: Palette.note)
    }
}
