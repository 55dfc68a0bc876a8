import CalendarCore
import InterfaceWords

/// The agenda view's lines from its first day on, as `dal list` prints
/// them: a heading for each day that lists something (empty days are left
/// out; the cursor's day shows even when empty), then one entry a line:
/// the time, the symbol and title (wrapping under itself), the calendar.
/// They run a screenful, and on to the cursor's picked entry. The reducer
/// reads where that entry is, to keep it on screen; the view draws them.
struct AgendaListLines {
    enum Line {
        case day(CivilDate)
        case entry([Span], picked: Bool)
        case note([Span])
    }

    private(set) var lines: [Line] = []
    /// The lines of the picked entry (the heading and note of the cursor's
    /// day when it lists nothing).
    private(set) var picked = 0..<0
    /// The line of each day's heading.
    private(set) var headings: [(line: Int, date: CivilDate)] = []

    /// Title lines an entry takes at most: enough to read a long one, few
    /// enough that the list stays one to scan.
    static let titleLines = 3

    init(state: AppState, width: Int, rows: Int) {
        let read = AgendaDays.readDays(state)
        var day = state.agenda.start, reachedTheEnd = true
        for _ in 0..<AgendaDays.farthestDays {
            guard day.isSupported, read.contains(day) else { break }
            // A line more than fits, so that the view knows there is more.
            guard lines.count <= rows || day <= state.cursor else {
                reachedTheEnd = false
                break
            }
            appendDay(day, state: state, width: width)
            day = day.adding(days: 1)
        }
        if reachedTheEnd {
            let end = state.eventsPending ? state.words.status.readingCalendars
                : state.words.panels.nothingMoreThrough(state.locale.longDate(day.adding(days: -1)))
            lines += TextWrap.lines(end, width: max(1, width)).map { .note([Span(text: $0, style: Palette.note)]) }
        }
    }

    private mutating func appendDay(_ date: CivilDate, state: AppState, width: Int) {
        let entries = AgendaDays.entries(on: date, state: state)
        let isCursorDay = date == state.cursor
        guard !entries.isEmpty || isCursorDay else { return }
        headings.append((lines.count, date))
        lines.append(.day(date))
        guard !entries.isEmpty else {
            let loading = state.eventsPending && !(state.events?.days.contains(date) ?? false)
            lines.append(.note([Span(text: loading ? state.words.status.readingCalendars : state.words.panels.nothingOnThisDay, style: Palette.note)]))
            picked = (lines.count - 2)..<lines.count
            return
        }
        let pickedIndex = min(state.agenda.entry, entries.count - 1)
        for (index, entry) in entries.enumerated() {
            let first = lines.count
            let isPicked = isCursorDay && index == pickedIndex
            lines += Self.lines(of: entry, state: state, width: width).map { .entry($0, picked: isPicked) }
            if isPicked { picked = first..<lines.count }
        }
    }

    /// `09:00–09:15 ● Standup  [Work]`; where that is too narrow, the time
    /// on a line of its own and the rest under it. A mark reads `all day`,
    /// named after its category, as in `dal list`.
    static func lines(of entry: DayEntry, state: AppState, width: Int) -> [[Span]] {
        let indent = width >= AgendaView.timeColumns + 12 ? AgendaView.timeColumns : 2
        let time = entry.kind == .mark ? state.words.allDay : entry.spanText(state.words)
        let titleWidth = max(1, width - indent - 2)
        var titles = TextWrap.lines(entry.title, width: titleWidth, maxLines: titleLines)
        if titles.isEmpty { titles = [""] }
        let pad = String(repeating: " ", count: indent)
        var lines: [[Span]] = indent == AgendaView.timeColumns ? [] : [[Span(text: time, style: CellStyle(bold: true))]]
        for (index, title) in titles.enumerated() {
            let lead = index > 0 ? Span(text: pad + "  ")
                : indent == AgendaView.timeColumns ? Span(text: time + String(repeating: " ", count: max(1, indent - DisplayWidth.of(time))),
                                                          style: CellStyle(bold: true))
                : Span(text: pad)
            let symbol = index == 0 ? Span(text: entry.symbol + " ", style: state.categoryStyle(entry.category)) : Span(text: "")
            lines.append([lead, symbol, Span(text: title)])
        }
        // The calendar, after the title where it fits (a mark is its own category's).
        guard entry.kind != .mark, !entry.source.isEmpty else { return lines }
        let source = Span(text: "  [" + entry.source + "]", style: Palette.note)
        if DisplayWidth.of(titles[titles.count - 1]) + DisplayWidth.of(source.text) <= titleWidth {
            lines[lines.count - 1].append(source)
        } else {
            lines.append([Span(text: pad + "  "), Span(text: DisplayWidth.fitted("[" + entry.source + "]", toColumns: titleWidth), style: Palette.note)])
        }
        return lines
    }
}
