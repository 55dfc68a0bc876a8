import CalendarCore
import InterfaceWords

/// The calendar list (`c`): one calendar a line — shown or hidden, its
/// colour, its name, whether dal writes to it, how many events the days
/// read hold — the highlighted one reversed, and the list's keys below.
enum CalendarListView {
    static func render(_ panel: CalendarListPanel, state: AppState, into buffer: inout CellBuffer) {
        let words = state.words.calendarList
        let counts = state.eventCountsByCalendar
        let width = min(buffer.width, 60)
        let inner = max(1, width - 4)
        let keys = TextWrap.lines(words.keys, width: inner).prefix(2).map { [Span(text: $0, style: Palette.note)] }
        let height = max(3, min(buffer.height, state.calendars.count + keys.count + 2))
        let room = max(1, height - 2 - keys.count)
        let first = min(max(0, panel.selected - room + 1), max(0, state.calendars.count - room))
        var lines: [[Span]] = []
        for (index, calendar) in state.calendars.enumerated().dropFirst(first).prefix(room) {
            lines.append(line(calendar, index: index, count: counts[index] ?? 0, state: state, columns: inner,
                              highlighted: index == panel.selected))
        }
        Box.render(title: words.title, lines: lines + keys, x: (buffer.width - width) / 2, y: max(0, (buffer.height - height) / 3),
                   width: width, height: height, into: &buffer)
    }

    /// `[x] ● Work           writable  12 events` (the legend's symbol and colour), cut to `columns`.
    static func line(_ calendar: CalendarInfo, index: Int, count: Int, state: AppState, columns: Int, highlighted: Bool) -> [Span] {
        let words = state.words.calendarList
        let hidden = state.hiddenCalendars.hides(calendar)
        let category = state.calendarCategories.indices.contains(index) ? state.calendarCategories[index] : -1
        let right = (calendar.writable ? words.writable : words.readOnly) + "  " + words.events(count)
        let rightWidth = min(DisplayWidth.of(right), columns / 2)
        let fittedRight = DisplayWidth.fitted(right, toColumns: rightWidth)
        let name = DisplayWidth.fitted(calendar.name, toColumns: max(1, columns - 6 - rightWidth - 1))
        let gap = String(repeating: " ", count: max(1, columns - 6 - DisplayWidth.of(name) - DisplayWidth.of(fittedRight)))
        var style = hidden ? Palette.note : CellStyle.plain
        var dot = state.categoryStyle(category)
        if highlighted { style.reverse = true; dot.reverse = true }
        return [Span(text: hidden ? "[ ] " : "[x] ", style: style), Span(text: String(state.categorySymbol(category)), style: dot), Span(text: " " + name + gap, style: style),
                Span(text: fittedRight, style: style)]
    }
}
