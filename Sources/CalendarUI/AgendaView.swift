import CalendarCore

/// The cursor day's agenda (calcurse's appointment panel, ikhal's right
/// pane): each entry with its time span and title, and the calendar it
/// comes from under it. Beside the pages on wide windows; `Enter` opens
/// the same list as an overlay.
enum AgendaView {
    /// The time column: `09:00–10:00` and a space.
    static let timeColumns = 12

    /// The agenda of `date` as lines of `width` columns.
    static func lines(on date: CivilDate, state: AppState, width: Int) -> [[Span]] {
        groups(on: date, state: state, width: width).flatMap { $0 }
    }

    /// The lines of each entry of `date`, at `width` columns.
    static func groups(on date: CivilDate, state: AppState, width: Int) -> [[[Span]]] {
        let entries = DayEntries(on: date, state: state)
        var groups: [[[Span]]] = []
        if entries.entries.isEmpty {
            let loading = state.eventsPending && !(state.events?.days.contains(date) ?? false)
            groups.append([[Span(text: loading ? "reading calendars…" : "Nothing on this day.", style: Palette.note)]])
        }
        // Beside the time when there is room for a title there, else under it.
        let indent = width >= timeColumns + 12 ? timeColumns : 2
        for entry in entries.entries {
            var lines: [[Span]] = []
            defer { groups.append(lines) }
            let symbol = Span(text: String(Palette.categorySymbol(entry.category)), style: state.categoryStyle(entry.category))
            if case .mark = entry.kind {
                for (index, text) in TextWrap.lines(entry.title, width: max(1, width - 2)).enumerated() {
                    lines.append(index == 0 ? [symbol, Span(text: " " + text)] : [Span(text: "  " + text)])
                }
                continue
            }
            let span = entry.spanText
            var title = TextWrap.lines(entry.title, width: max(1, width - indent))
            if indent == timeColumns {
                let padding = String(repeating: " ", count: max(1, timeColumns - DisplayWidth.of(span)))
                lines.append([Span(text: span + padding, style: CellStyle(bold: true)), Span(text: title.removeFirst())])
            } else {
                lines.append([Span(text: span, style: CellStyle(bold: true))])
            }
            let pad = String(repeating: " ", count: indent)
            lines += title.map { [Span(text: pad + $0)] }
            lines.append([Span(text: pad), symbol, Span(text: " " + DisplayWidth.fitted(entry.source, toColumns: width - indent - 2),
                                                        style: Palette.note)])
        }
        if entries.hidden > 0 {
            groups.append([[Span(text: "+\(entries.hidden) more not listed", style: Palette.note)]])
        }
        return groups
    }

    /// The panel at the right of the pages: a rule, the day in full, its
    /// entries, and "+N more (Enter)" when they do not fit.
    static func renderPanel(_ state: AppState, layout: ScreenLayout, into buffer: inout CellBuffer) {
        let x = layout.pageWidth, rows = layout.pageHeight
        for row in 0..<rows { buffer.put("│", x: x, y: row, style: Palette.note) }
        let left = x + 2, width = layout.agendaWidth - 3
        guard width > 0, rows > 2 else { return }
        let full = state.locale.fullDate(state.cursor)
        let title = DisplayWidth.of(full) <= width ? full : state.locale.longDate(state.cursor)
        buffer.put(DisplayWidth.fitted(title, toColumns: width), x: left, y: 0, style: Palette.title)
        let groups = self.groups(on: state.cursor, state: state, width: width)
        let shown = EntryList.fitting(groups.map(\.count), of: groups.count, in: rows - 2)
        var row = 2
        for line in groups.prefix(shown).joined() {
            buffer.clipped(toColumns: left..<(left + width)) { inside in
                var column = left
                for span in line { column += inside.put(span.text, x: column, y: row, style: span.style) }
            }
            row += 1
        }
        if shown < groups.count {
            buffer.put(DisplayWidth.fitted("+\(groups.count - shown) more (Enter lists all)", toColumns: width), x: left, y: row,
                       style: Palette.note)
        }
    }
}
