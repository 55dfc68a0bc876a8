import CalendarCore
import InterfaceWords

/// The agenda view (`L`): the days ahead as one list, the one people scan
/// (khal's `list`, calcurse's appointments): from the cursor's day on,
/// only days that list something, in `dal list`'s order, as many as fit;
/// moving past the bottom goes on with later days. The picked entry is
/// reversed; the panel beside the list (wide windows) or `Enter` shows it
/// in full.
enum AgendaListView {
    static func render(state: AppState, layout: ScreenLayout, into buffer: inout CellBuffer) {
        let width = layout.pageWidth
        let title = state.words.panels.agendaFrom(state.locale.longDate(state.agenda.start))
        buffer.putCentered(title, x: 0, y: 0, columns: width, style: Palette.title)
        let rows = max(0, layout.pageHeight - 1)
        let list = AgendaListLines(state: state, width: bodyWidth(layout), rows: rows)
        // The reducer keeps the picked entry on screen; after a resize it may not be yet.
        let scroll = max(0, list.picked.upperBound - rows)
        let painter = DayCellPainter(state: state, showsCursor: true)
        for (row, line) in list.lines.dropFirst(scroll).prefix(rows).enumerated() {
            let y = 1 + row
            switch line {
            case .day(let date):
                let area = painter.fill(&buffer, date: date, x: 0, y: y, width: width, rows: 1, joinsAcrossCells: false)
                painter.label(&buffer, state.locale.fullDate(date), date: date, inMonth: true, x: 1, y: y, limit: width - 1)
                painter.finish(&buffer, area)
            case .entry(let spans, let picked):
                buffer.put(spans, x: 2, y: y, columns: bodyWidth(layout))
                if picked { buffer.restyle(x: 1, y: y, columns: width - 2) { $0.reverse = true } }
            case .note(let spans):
                buffer.put(spans, x: 2, y: y, columns: bodyWidth(layout))
            }
        }
        if list.lines.count - scroll > rows, rows > 0 {
            buffer.put(state.words.panels.moreBelowMark, x: width - 1 - DisplayWidth.of(state.words.panels.moreBelowMark), y: rows, style: Palette.note)
        }
    }

    /// The columns of the list's lines, right of their two-column margin.
    static func bodyWidth(_ layout: ScreenLayout) -> Int { max(1, layout.pageWidth - 2) }
}
