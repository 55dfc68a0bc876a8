import CalendarCore
import InterfaceWords

/// The cursor day's agenda (calcurse's appointment panel, ikhal's right
/// pane): each entry with its time span and title, and the calendar it
/// comes from under it. Beside the pages on wide windows; `Enter` opens
/// the same list as an overlay.
enum AgendaView {
    /// The time column: `09:00–10:00` and a space.
    static let timeColumns = 12

    /// The day in full (`Saturday, November 21, 2026`), or shorter
    /// (`Nov 21, 2026`) when that does not fit `width`.
    /// The day's date as long as it fits, with its lunar date when the
    /// run shows them and there is room.
    static func title(of date: CivilDate, state: AppState, width: Int) -> String {
        let locale = state.locale
        let full = locale.fullDate(date)
        let dated = DisplayWidth.of(full) <= width ? full : locale.longDate(date)
        if state.settings.showsLunar {
            let withLunar = dated + " · " + state.words.lunarDate(KoreanLunarDate(date).label)
            if DisplayWidth.of(withLunar) <= width { return withLunar }
        }
        return DisplayWidth.fitted(dated, toColumns: width)
    }

    /// The agenda of `date` as lines of `width` columns: every entry the
    /// day keeps, then what is left out, or why the day is empty.
    static func lines(on date: CivilDate, state: AppState, width: Int) -> [[Span]] {
        let entries = DayEntries(on: date, state: state)
        return entryLines(entries, state: state, width: width, withDetails: true).flatMap { $0 } + notes(entries, on: date, state: state, width: width)
    }

    /// "Nothing on this day." (or that the calendars are still being
    /// read), and how many events the day has beyond those kept.
    static func notes(_ entries: DayEntries, on date: CivilDate, state: AppState, width: Int) -> [[Span]] {
        var notes: [String] = []
        if entries.entries.isEmpty {
            let loading = state.eventsPending && !(state.events?.days.contains(date) ?? false)
            notes.append(loading ? state.words.status.readingCalendars : state.words.panels.nothingOnThisDay)
        }
        if entries.hidden > 0 { notes.append(state.words.panels.moreThanKept(entries.hidden, "\(date)")) }
        return notes.flatMap { TextWrap.lines($0, width: max(1, width)) }.map { [Span(text: $0, style: Palette.note)] }
    }

    /// The most lines a title takes: a screenful (then "…"), so that a
    /// 30,000-character title costs what the window can show.
    static func titleLines(_ state: AppState) -> Int { max(1, state.size.height) }

    /// The lines of each entry, at `width` columns: the time span (bold)
    /// and the title beside it (under it when narrow), wrapped, then the
    /// calendar's symbol and name; a mark is its symbol and name.
    static func entryLines(_ entries: DayEntries, state: AppState, width: Int, withDetails: Bool = false) -> [[[Span]]] {
        let indent = width >= timeColumns + 12 ? timeColumns : 2
        let pad = String(repeating: " ", count: indent)
        return entries.entries.map { entry in
            let symbol = Span(text: entry.symbol, style: state.categoryStyle(entry.category))
            if case .mark = entry.kind {
                return TextWrap.lines(entry.title, width: max(1, width - 2), maxLines: titleLines(state)).enumerated().map { index, text in
                    index == 0 ? [symbol, Span(text: " " + text)] : [Span(text: "  " + text)]
                }
            }
            let span = Span(text: entry.spanText(state.words), style: CellStyle(bold: true))
            var title = TextWrap.lines(entry.title, width: max(1, width - indent), maxLines: titleLines(state))
            var lines: [[Span]]
            if indent == timeColumns {
                let padding = String(repeating: " ", count: max(1, timeColumns - DisplayWidth.of(span.text)))
                lines = [[span, Span(text: padding + title.removeFirst())]]
            } else {
                lines = [[span]]
            }
            lines += title.map { [Span(text: pad + $0)] }
            lines.append([Span(text: pad), symbol, Span(text: " " + DisplayWidth.fitted(entry.source, toColumns: width - indent - 2),
                                                        style: Palette.note)])
            if withDetails, let details = entry.key.flatMap({ state.details[$0] }) {
                lines += labelledLines(details, state: state, width: width - indent).map { [Span(text: pad)] + $0 }
            }
            return lines
        }
    }

    /// An event's details as lines of `width` columns: each label (dim)
    /// with its text beside it, wrapped under the text.
    static func labelledLines(_ details: EventDetails, state: AppState, width: Int) -> [[Span]] {
        detailLines(details, state: state).flatMap { label, text in
            TextWrap.lines(text, width: max(1, width - labelColumns), maxLines: 20).enumerated().map { index, piece in
                let shownLabel = index == 0 ? label : ""
                let padding = String(repeating: " ", count: max(1, labelColumns - DisplayWidth.of(shownLabel)))
                return [Span(text: shownLabel, style: Palette.note), Span(text: padding + piece)]
            }
        }
    }

    /// Room for a detail's label (`location`) and a space.
    static let labelColumns = 11

    /// An event's details, one labelled line each (text that is long or
    /// holds line breaks wraps under its label): where, what, who, how it
    /// repeats and reminds, and what else its file holds.
    static func detailLines(_ details: EventDetails, state: AppState) -> [(String, String)] {
        let words = state.words.panels
        var lines: [(String, String)] = []
        if let location = details.location, !location.isEmpty { lines.append((words.whereLabel, location)) }
        if let zone = details.zone, zone != state.settings.viewerZone, let start = details.zoneStart {
            let day = start.date == state.cursor ? "" : ", " + state.locale.longDate(start.date)
            lines.append((words.zoneLabel, "\(start.timeText) \(zone)\(day)"))
        }
        if let pattern = details.repeatPattern {
            lines.append((words.repeatsLabel, pattern.description(in: state.quickAddLanguage)))
        } else if let rule = details.repeatRule {
            lines.append((words.repeatsLabel, rule))
        }
        lines += details.alarms.map { (words.alarmLabel, $0) }
        if let status = details.status { lines.append((words.statusLabel, status)) }
        if let organizer = details.organizer { lines.append((words.organizerLabel, organizer)) }
        lines += details.attendees.map { (words.attendeeLabel, $0.name + ($0.answer.map { " (\($0))" } ?? "")) }
        if !details.categories.isEmpty { lines.append((words.categoriesLabel, details.categories.joined(separator: ", "))) }
        if let join = details.join { lines.append((words.joinLabel, join)) }
        if let url = details.url, url != details.join { lines.append((words.urlLabel, url)) }
        if let notes = details.notes, !notes.isEmpty {
            lines += notes.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0 == 0 ? words.notesLabel : "", String($1)) }
        }
        if !details.otherProperties.isEmpty { lines.append((words.alsoHasLabel, details.otherProperties.joined(separator: ", "))) }
        return lines
    }

    /// The panel at the right of the pages: a rule, the day in full, the
    /// entries that fit whole, and "+N more (Enter)" for the rest.
    static func renderPanel(_ state: AppState, layout: ScreenLayout, into buffer: inout CellBuffer) {
        let x = layout.pageWidth, rows = layout.pageHeight
        for row in 0..<rows { buffer.put("│", x: x, y: row, style: Palette.note) }
        let left = x + 2, width = layout.agendaWidth - 3
        guard width > 0, rows > 2 else { return }
        // The agenda view lists the days already: the panel shows its picked entry whole.
        if state.mode == .agenda {
            for (index, line) in pickedEntryLines(state, width: width).prefix(rows).enumerated() {
                buffer.put(line, x: left, y: index, columns: width)
            }
            return
        }
        buffer.put(title(of: state.cursor, state: state, width: width), x: left, y: 0, style: Palette.title)
        let entries = DayEntries(on: state.cursor, state: state, limit: rows, titleColumns: rows * width)
        let groups = entryLines(entries, state: state, width: width)
        let shown = EntryList.fitting(groups.map(\.count), of: entries.total, in: rows - 2)
        var lines = Array(groups.prefix(shown).joined())
        if shown < entries.total {
            lines.append([Span(text: state.words.panels.moreBelow(entries.total - shown), style: Palette.note)])
        } else {
            lines += notes(entries, on: state.cursor, state: state, width: width)
        }
        for (index, line) in lines.prefix(rows - 2).enumerated() {
            buffer.put(line, x: left, y: 2 + index, columns: width)
        }
    }

    /// The agenda view's picked entry in full: its title, day and time,
    /// calendar, then its details once read.
    static func pickedEntryLines(_ state: AppState, width: Int) -> [[Span]] {
        let entries = AgendaDays.entries(on: state.cursor, state: state)
        guard !entries.isEmpty else { return [] }
        let entry = entries[min(state.agenda.entry, entries.count - 1)]
        var lines = TextWrap.lines(entry.title, width: max(1, width), maxLines: titleLines(state)).map { [Span(text: $0, style: Palette.title)] }
        let when = state.locale.fullDate(state.cursor) + (entry.spanText(state.words).isEmpty ? "" : ", " + entry.spanText(state.words))
        lines += TextWrap.lines(when, width: max(1, width)).map { [Span(text: $0)] }
        lines.append([Span(text: entry.symbol, style: state.categoryStyle(entry.category)),
                      Span(text: " " + DisplayWidth.fitted(entry.source, toColumns: width - 2), style: Palette.note)])
        if let details = entry.key.flatMap({ state.details[$0] }) {
            lines.append([])
            lines += labelledLines(details, state: state, width: width)
        }
        return lines
    }
}
