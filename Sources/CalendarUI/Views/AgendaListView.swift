import CalendarCore

/// The agenda view (`L`): the week's days as one list, like ikhal's right
/// pane or calcurse's appointments. Each day is a line with its date (the
/// cursor's brackets, a selection's highlight), then every event in full:
/// time span, title, calendar and, once read, its place and details. The
/// list scrolls so that the cursor's day shows, whole where it fits.
enum AgendaListView {
    private enum Line {
        case day(CivilDate)
        case text([Span])
    }

    static func render(_ page: WeekPage, state: AppState, layout: ScreenLayout, showsCursor: Bool,
                       into buffer: inout CellBuffer, x offset: Int) {
        let width = layout.pageWidth
        buffer.putCentered(PageTitle.week(page, locale: state.locale), x: offset, y: 0, columns: width, style: Palette.title)
        let rows = max(0, layout.pageHeight - 1)
        let bodyWidth = max(1, width - 2)
        var lines: [Line] = []
        var cursorLines = 0..<0
        for date in page.days where date.isSupported {
            let first = lines.count
            lines.append(.day(date))
            let entries = DayEntries(on: date, state: state)
            lines += AgendaView.entryLines(entries, state: state, width: bodyWidth, withDetails: true).flatMap { $0 }.map(Line.text)
            lines += AgendaView.notes(entries, on: date, state: state, width: bodyWidth).map(Line.text)
            if date == state.cursor { cursorLines = first..<lines.count }
        }
        // The cursor's day whole when it fits, else from its first line.
        var scroll = 0
        if showsCursor, cursorLines.upperBound > rows {
            scroll = max(0, min(cursorLines.lowerBound, cursorLines.upperBound - rows))
        }
        let painter = DayCellPainter(state: state, showsCursor: showsCursor)
        for (row, line) in lines.dropFirst(scroll).prefix(rows).enumerated() {
            let y = 1 + row
            switch line {
            case .day(let date):
                let area = painter.fill(&buffer, date: date, x: offset, y: y, width: width, rows: 1, joinsAcrossCells: false)
                let label = state.locale.fullDate(date)
                painter.label(&buffer, label, date: date, inMonth: true, x: offset + 1, y: y, limit: offset + width - 1)
                painter.finish(&buffer, area)
            case .text(let spans):
                buffer.put(spans, x: offset + 2, y: y, columns: bodyWidth)
            }
        }
        if lines.count - scroll > rows, rows > 0 {
            buffer.put("↓ more", x: offset + width - 7, y: rows, style: Palette.note)
        }
    }
}
