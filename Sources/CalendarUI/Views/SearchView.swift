import CalendarCore
import InterfaceWords

/// The box of `/`: the words typed, then the events found, one a line
/// (day, time, title, calendar), the highlighted one reversed.
enum SearchView {
    static func render(_ prompt: SearchPrompt, state: AppState, into buffer: inout CellBuffer) {
        let width = min(buffer.width, max(40, min(90, buffer.width - 8)))
        let inner = max(1, width - 4)
        var lines: [[Span]] = [EventEditingViews.typedLine(prompt.text, cursorFromEnd: prompt.cursorFromEnd, marked: [], columns: inner)]
        let said = state.words.panels
        let words = prompt.text.trimmingCharacters(in: .whitespaces)
        if words.isEmpty {
            lines.append([Span(text: said.searchHint, style: Palette.note)])
        } else if prompt.answered != words {
            lines.append([Span(text: said.searching, style: Palette.note)])
        } else if prompt.hits.isEmpty {
            lines.append([Span(text: said.nothingFound, style: Palette.note)])
        }
        // All day takes the columns of `09:00–10:00`, so that titles line up.
        let allDay = state.words.allDay + String(repeating: " ", count: max(1, 11 - DisplayWidth.of(state.words.allDay)))
        let room = max(1, buffer.height - 6)
        let first = min(max(0, prompt.selected - room + 1), max(0, prompt.hits.count - room))
        for (index, hit) in prompt.hits.enumerated().dropFirst(first).prefix(room) {
            let occurrence = hit.occurrence
            let when = occurrence.isAllDay ? allDay : occurrence.start.timeText + "–" + occurrence.end.timeText
            let text = "\(occurrence.start.date) \(when)  \(occurrence.title)\(occurrence.recurrenceID != nil ? " ↻" : "")  [\(hit.calendar)]"
            let fitted = DisplayWidth.fitted(text, toColumns: inner)
            let padded = fitted + String(repeating: " ", count: max(0, inner - DisplayWidth.of(fitted)))
            lines.append([Span(text: padded, style: index == prompt.selected ? CellStyle(reverse: true) : .plain)])
        }
        let found = prompt.answered == words && !prompt.hits.isEmpty ? said.foundCount(prompt.hits.count) : said.findKeys
        let height = min(buffer.height, lines.count + 2)
        Box.render(title: said.findTitle + found, lines: Array(lines.prefix(max(0, height - 2))), x: (buffer.width - width) / 2,
                   y: max(0, (buffer.height - height) / 3), width: width, height: height, into: &buffer)
    }
}
