import CalendarCore

/// How a day is highlighted: part of the selection, or of the pending `v`
/// range (which wins while it is being chosen), in the theme's colour.
struct Highlight: Equatable {
    enum Kind { case selected, pending }
    let kind: Kind
    let color: TerminalColor

    /// The inside of a run: dark text on the highlight colour; the pending
    /// range also underlined, so that it differs without colour too.
    var fill: CellStyle { CellStyle(foreground: text, background: color, underline: kind == .pending) }

    /// The rounded ends of a run: half blocks in the highlight colour.
    var cap: CellStyle { CellStyle(foreground: color) }

    /// Plain text on the highlight: black on the light colours (the
    /// default cyan and yellow), white on a dark one a theme chose.
    var text: TerminalColor { color.isDark ? .white : .black }

    /// What text drawn on the highlight looks like: on its background, in
    /// `text` unless its own colour reads well on a light one (blue).
    func restyle(_ style: inout CellStyle) {
        style.background = color
        if color.isDark || !(style.foreground?.readsOnLightBackground ?? false) { style.foreground = text }
        style.reverse = false
        if kind == .pending { style.underline = true }
    }

    static func of(_ date: CivilDate, in state: AppState) -> Highlight? {
        if let range = state.pendingRange, range.contains(date) { return Highlight(kind: .pending, color: state.theme.range) }
        return state.selection.contains(date) ? Highlight(kind: .selected, color: state.theme.selection) : nil
    }
}

/// Draws the parts of a day cell that month and week views share: the
/// highlight of a selected day (connected across a run), the day label
/// with the cursor brackets, the category symbols.
///
/// A class: each of a page's cells holds the painter, and a copy of a
/// value holding the state retained each of the state's fields, 42 times
/// a frame.
final class DayCellPainter {
    let state: AppState
    let showsCursor: Bool

    init(state: AppState, showsCursor: Bool) {
        self.state = state
        self.showsCursor = showsCursor
    }

    /// Cells at least this wide get rounded caps at the ends of a run;
    /// narrower ones keep a blank column there instead.
    static let capMinimumWidth = 6

    /// The columns of a cell that hold text: inside the caps.
    static func inner(x: Int, width: Int) -> Range<Int> {
        width >= capMinimumWidth ? (x + 1)..<(x + width - 1) : x..<(x + width)
    }

    /// Where a highlighted day's colour lies, for `finish`.
    struct HighlightArea {
        let highlight: Highlight
        let columns: Range<Int>
        let rows: Range<Int>
    }

    /// Fills the first `rows` rows of the cell of a highlighted day. A run
    /// is one piece, like a phone calendar's pill: the fill reaches the
    /// cell edge on sides that join a neighbour and ends in a half-block
    /// cap (a blank column in narrow cells) on open ends, so separate runs
    /// and lone days stay apart. `joinsAcrossCells` is false where
    /// neighbours are not side by side (week view in rows); `month` ends
    /// runs at the month's edges (the year page draws no days of other
    /// months).
    func fill(_ buffer: inout CellBuffer, date: CivilDate, x: Int, y: Int, width: Int, rows: Int,
              joinsAcrossCells: Bool = true, month: YearMonth? = nil) -> HighlightArea? {
        guard let highlight = Highlight.of(date, in: state) else { return nil }
        let position = joinsAcrossCells
            ? RunPosition(date: date, firstWeekday: state.firstWeekday) {
                Highlight.of($0, in: state) == highlight && (month == nil || $0.yearMonth == month)
            } ?? .single
            : .single
        let left = x + (position.joinsPrevious ? 0 : 1)
        let right = x + width - (position.joinsNext ? 0 : 1)
        buffer.fill(x: left, y: y, columns: right - left, rows: rows, style: highlight.fill)
        if width >= Self.capMinimumWidth {
            for row in y..<(y + max(0, rows)) {
                if !position.joinsPrevious { buffer.put("▐", x: x, y: row, style: highlight.cap) }
                if !position.joinsNext { buffer.put("▌", x: x + width - 1, y: row, style: highlight.cap) }
            }
        }
        return HighlightArea(highlight: highlight, columns: left..<max(left, right), rows: y..<(y + max(0, rows)))
    }

    /// Puts what was drawn over a highlight on its colour (text would
    /// otherwise punch holes into it).
    func finish(_ buffer: inout CellBuffer, _ area: HighlightArea?) {
        guard let area else { return }
        for row in area.rows {
            buffer.restyle(x: area.columns.lowerBound, y: row, columns: area.columns.count) { area.highlight.restyle(&$0) }
        }
    }

    /// Writes `text` (e.g. `21` or `Nov 21`) at `x`, between the cursor
    /// brackets on the cursor day, in the day's weekday colour (or
    /// `color`). Returns the column after the closing bracket's place.
    @discardableResult
    func label(_ buffer: inout CellBuffer, _ text: String, date: CivilDate, inMonth: Bool, x: Int, y: Int, limit: Int,
               color: TerminalColor? = nil, underline: Bool = false) -> Int {
        let textWidth = DisplayWidth.of(text)
        var style = Palette.day(date, inMonth: inMonth, isToday: date == state.today, isHoliday: state.settings.holidays.isHoliday(date),
                                theme: state.theme)
        if let color { style.foreground = color }
        if underline { style.underline = true }
        buffer.put(text, x: x + 1, y: y, style: style, maxColumns: max(0, limit - x - 1))
        if showsCursor, date == state.cursor {
            let bracket = CellStyle(bold: true)
            buffer.put("[", x: x, y: y, style: bracket, maxColumns: max(0, limit - x))
            buffer.put("]", x: x + 1 + textWidth, y: y, style: bracket, maxColumns: max(0, limit - x - 1 - textWidth))
        }
        return x + textWidth + 2
    }

    /// The day's lunar date (`10.20`, `윤3.1`) dim, ending before `limit`
    /// on the line of the day's number, where it fits from column `used`
    /// on; `everyDay` false: only on a lunar month's 1st and 15th, as
    /// phone calendars do in narrow cells.
    func lunarLabel(_ buffer: inout CellBuffer, date: CivilDate, y: Int, from used: Int, limit: Int, everyDay: Bool) {
        let lunar = KoreanLunarDate(date)
        guard everyDay || lunar.day == 1 || lunar.day == 15 else { return }
        let text = lunar.label
        let x = limit - DisplayWidth.of(text)
        guard x >= used else { return }
        buffer.put(text, x: x, y: y, style: CellStyle(dim: true), maxColumns: limit - x)
    }

    /// One symbol per category of the day, in their colours, from `x` to
    /// before `limit`; when not all fit, the last place says `+` (a place
    /// for one shows the first).
    func symbols(_ buffer: inout CellBuffer, _ categories: [Int], x: Int, y: Int, limit: Int) {
        let room = limit - x
        guard room > 0 else { return }
        let shown = categories.count <= room ? categories : Array(categories.prefix(max(1, room - 1)))
        for (offset, category) in shown.enumerated() {
            buffer.put(String(state.categorySymbol(category)), x: x + offset, y: y, style: state.categoryStyle(category))
        }
        if shown.count < categories.count, shown.count < room { buffer.put("+", x: x + shown.count, y: y, style: Palette.note) }
    }
}
