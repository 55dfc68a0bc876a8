import CalendarCore

/// How a day is highlighted: part of the selection, or of the pending `v`
/// range (which wins while it is being chosen).
enum Highlight: Equatable {
    case selected, pending

    var style: CellStyle {
        switch self {
        case .selected: Palette.selected
        case .pending: Palette.pending
        }
    }

    static func of(_ date: CivilDate, in state: AppState) -> Highlight? {
        if let range = state.pendingRange, range.contains(date) { return .pending }
        return state.selection.contains(date) ? .selected : nil
    }
}

/// Draws one day cell: the highlight fill (connected across a run), and the
/// day label with the cursor brackets. Month and week views share it.
struct DayCellPainter {
    let state: AppState
    let showsCursor: Bool

    /// Fills the cell's rectangle for a highlighted day. A run is one piece:
    /// the fill reaches the cell edge on sides that join a neighbour and
    /// leaves a one-column gap on the open ends, so separate runs and lone
    /// days stay apart. `joinsAcrossCells` is false where neighbours are not
    /// side by side (week view in rows).
    func fill(_ buffer: inout CellBuffer, date: CivilDate, x: Int, y: Int, width: Int, height: Int,
              joinsAcrossCells: Bool = true) {
        guard let highlight = Highlight.of(date, in: state) else { return }
        let position = joinsAcrossCells
            ? RunPosition(date: date, firstWeekday: state.firstWeekday) { Highlight.of($0, in: state) == highlight } ?? .single
            : .single
        let left = x + (position.joinsPrevious ? 0 : 1)
        let right = x + width - (position.joinsNext ? 0 : 1)
        buffer.fill(x: left, y: y, columns: right - left, rows: height, style: highlight.style)
    }

    /// Draws the bar of a marked day in its category's colour. Consecutive
    /// days of one category join into one bar, with gaps at the open ends,
    /// breaking at the end of a row like selected runs.
    func markBar(_ buffer: inout CellBuffer, date: CivilDate, x: Int, y: Int, width: Int) {
        guard let category = state.primaryCategory(on: date) else { return }
        let position = RunPosition(date: date, firstWeekday: state.firstWeekday) {
            state.primaryCategory(on: $0) == category
        } ?? .single
        let left = x + (position.joinsPrevious ? 0 : 1)
        let right = x + width - (position.joinsNext ? 0 : 1)
        var style = state.categoryStyle(category)
        if let highlight = Highlight.of(date, in: state) {
            style.reverse = highlight.style.reverse
            style.background = nil
        }
        buffer.put(String(repeating: Palette.categoryGlyph(category), count: max(0, right - left)), x: left, y: y, style: style)
    }

    /// Writes `text` (e.g. `21` or `Nov 21`) centred in `width` with a
    /// column on each side for the cursor brackets.
    func label(_ buffer: inout CellBuffer, _ text: String, date: CivilDate, inMonth: Bool, x: Int, y: Int, width: Int) {
        let textWidth = DisplayWidth.of(text)
        let labelX = x + max(0, (width - textWidth - 2) / 2)
        var style = Palette.day(date, inMonth: inMonth, isToday: date == state.today)
        if let category = state.primaryCategory(on: date) {
            style.foreground = state.categoryStyle(category).foreground ?? style.foreground
        }
        if let highlight = Highlight.of(date, in: state) {
            var fill = highlight.style
            fill.bold = style.bold
            fill.underline = style.underline
            style = fill
        }
        buffer.put(text, x: labelX + 1, y: y, style: style, maxColumns: max(0, x + width - labelX - 1))
        if showsCursor, date == state.cursor {
            var bracket = buffer[labelX, y].style
            bracket.bold = true
            bracket.dim = false
            buffer.put("[", x: labelX, y: y, style: bracket)
            buffer.put("]", x: labelX + 1 + textWidth, y: y, style: bracket)
        }
    }
}
