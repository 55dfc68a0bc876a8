import CalendarCore
import InterfaceWords

/// The bottom line: mode, selection count, pending range, messages, and
/// the go-to prompt when it is open.
enum StatusLineView {
    /// The category legend: each category's symbol in its colour, its key
    /// and its name. Names are shortened (with "…") until the legend fits,
    /// and categories that still do not fit are counted at the end.
    static func renderLegend(_ state: AppState, into buffer: inout CellBuffer, y: Int) {
        let categories = state.marks.categories
        let room = buffer.width - 1
        // The key that tags with it, for categories of data files.
        let keys = Dictionary(uniqueKeysWithValues: state.taggableCategories.prefix(9).enumerated().map { ($1, $0 + 1) })
        func item(_ index: Int, nameColumns: Int) -> String {
            (keys[index].map { "\($0) " } ?? "") + DisplayWidth.fitted(categories[index].name, toColumns: nameColumns)
        }
        func width(nameColumns: Int) -> Int {
            categories.indices.map { DisplayWidth.of(item($0, nameColumns: nameColumns)) + 5 }.reduce(0, +)
        }
        // The longest names that fit, found by halving (a name can be
        // thousands of characters long), but not shorter than four columns.
        let longest = min(categories.map { DisplayWidth.of($0.name) }.max() ?? 0, max(0, room))
        var nameColumns = min(4, longest), tooLong = longest + 1
        while tooLong - nameColumns > 1 {
            let middle = (nameColumns + tooLong) / 2
            if width(nameColumns: middle) <= room { nameColumns = middle } else { tooLong = middle }
        }
        // A hidden calendar (`c`) stays in the legend, dimmed: its colour is
        // still its own, and the legend says it is there to show again.
        let hidden = Set(state.hiddenCalendars.indices(in: state.calendars).compactMap { index in
            state.calendarCategories.indices.contains(index) ? state.calendarCategories[index] : nil
        })
        var x = 1
        for index in categories.indices {
            let text = item(index, nameColumns: nameColumns)
            let left = categories.count - index
            let reserve = left > 1 ? DisplayWidth.of("+\(left - 1)") : 0
            guard x + DisplayWidth.of(text) + 2 + reserve <= room else {
                buffer.put("+\(left)", x: x, y: y, style: Palette.note)
                return
            }
            x += buffer.put(String(state.categorySymbol(index)) + " ", x: x, y: y, style: state.categoryStyle(index))
            x += buffer.put(text + "   ", x: x, y: y, style: hidden.contains(index) ? Palette.note : .plain)
        }
    }

    static func render(_ state: AppState, into buffer: inout CellBuffer, y: Int) {
        let width = buffer.width
        buffer.fill(x: 0, y: y, columns: width, rows: 1, style: Palette.statusBar)

        if case .question(let question) = state.overlay {
            buffer.put(" " + DisplayWidth.fitted(ChangeWording.question(question, locale: state.locale, words: state.words.events, columns: width - 2), toColumns: width - 2), x: 0, y: y,
                       style: Palette.statusMessage)
            return
        }
        if case .goTo(let prompt) = state.overlay {
            var x = buffer.put(state.words.status.goToPrompt, x: 0, y: y, style: Palette.statusBar)
            let line = prompt.line
            x += buffer.put(String(line.beforeCursor), x: x, y: y, style: Palette.statusMessage)
            if let underCursor = line.afterCursor.first {
                var cursorStyle = Palette.statusMessage
                cursorStyle.reverse.toggle()
                x += buffer.put(String(underCursor), x: x, y: y, style: cursorStyle)
                x += buffer.put(String(line.afterCursor.dropFirst()), x: x, y: y, style: Palette.statusMessage)
            } else {
                x += buffer.put("_", x: x, y: y, style: Palette.statusBar)
            }
            if let error = prompt.error { buffer.put("  " + error, x: x, y: y, style: Palette.statusMessage) }
            return
        }

        let words = state.words
        let viewName = switch state.mode {
        case .month: words.monthView
        case .week: words.weekView
        case .year: words.yearView
        case .agenda: words.agendaView
        }
        var parts = [viewName, words.selectedDays(state.selection.count)]
        // Hints name the keys as bound (the config file may move them).
        let keys = state.keyBindings
        let said = words.status
        let cancels = keys.firstLabel(.cancel).map { said.cancels($0) } ?? ""
        let picks = said.picks(keys.firstLabel(.open) ?? "Enter")
        switch state.pickMode {
        case .single: parts.insert(said.pickSingle(picks, cancels), at: 0)
        case .multiple: parts.insert(said.pickSeveral(keys.firstLabel(.select).map { said.selects($0) } ?? "", picks, cancels), at: 0)
        case .range: parts.insert(said.pickSeveral(keys.firstLabel(.range).map { said.startsRange($0) } ?? "", picks, cancels), at: 0)
        case .free(let minutes): parts.insert(said.pickFree(MinutesText.text(minutes), picks, cancels), at: 0)
        case .none: break
        }
        if let move = state.changes.moving { parts.insert(moving(move, state: state, columns: width / 3), at: 0) }
        if state.eventsPending { parts.append(said.readingCalendars) }
        if state.sync.running {
            // A quit waiting for the sync comes first: it says how not to wait.
            if state.sync.quitsWhenDone {
                parts.insert("\(state.sync.spinner) " + words.sync.quitsWhenDone(keys.firstLabel(.quit) ?? "Ctrl-C", keys.firstLabel(.cancel) ?? "Esc"), at: 0)
            } else {
                parts.append("\(state.sync.spinner) \(words.sync.running)")
            }
        }
        // What comes next today or tomorrow, and alarms waiting behind a prompt.
        if let next = state.shownNextEvent, let now = state.now, next.start.date <= now.date.adding(days: 1) {
            let phrase = next.start.date == now.date ? said.nextToday : said.nextTomorrow
            parts.append(phrase(next.start.timeText, DisplayWidth.fitted(next.title, toColumns: 24)))
        }
        if state.overlay != .alarmNotice, !state.alarms.notices.isEmpty {
            parts.append(said.alarmsWaiting(state.alarms.notices.count))
        }
        if let range = state.pendingRange {
            let days = range.lowerBound.days(until: range.upperBound) + 1
            let select = [keys.firstLabel(.range), keys.firstLabel(.select)].compactMap { $0 }.joined(separator: "/")
            let cancel = keys.firstLabel(.cancel).map { said.rangeCancel($0) } ?? ""
            parts.append(said.range(days, select, cancel))
            if let slots = state.pendingSlots, let add = keys.firstLabel(.add) {
                parts.append(said.addsAtThatTime("\(AppState.clockText(slots.lowerBound))–\(AppState.clockText(slots.upperBound % (24 * 60)))", add))
            }
        }
        // What is cut gets "…"; a cut warning or message can be read in
        // full with `!`.
        let helpKey = keys.firstLabel(.help).map { said.helpKey($0) } ?? ""
        let fits = (state.warning == nil && state.message == nil)
            || DisplayWidth.of(status(parts, state.warning, state.message, help: helpKey)) <= width
        let more = keys.firstLabel(.warning).map { said.moreKey($0) } ?? ""
        let help = fits ? helpKey : more + helpKey
        let room = width - DisplayWidth.of(help) - 1
        var x = buffer.put(DisplayWidth.fitted(" " + parts.joined(separator: " · "), toColumns: room), x: 0, y: y, style: Palette.statusBar)
        // A message answers the last key: it goes before the lasting warning.
        // The warning's line breaks (it reads whole in its panel) are spaces here.
        let warning = state.warning.map { "! " + $0.split(separator: "\n").joined(separator: " ") }
        for text in [state.message, warning].compactMap({ $0 }) where room - x > 3 {
            x += buffer.put("  " + DisplayWidth.fitted(text, toColumns: room - x - 2), x: x, y: y, style: Palette.statusMessage)
        }
        let helpX = width - DisplayWidth.of(help)
        if helpX > x { buffer.put(help, x: helpX, y: y, style: Palette.statusBar) }
    }

    /// `MOVE "Gym" → Fri Nov 27 (+3 days) to Work: Enter drops, Tab
    /// calendar, Esc leaves it`, the title cut to `columns`.
    static func moving(_ move: EventMove, state: AppState, columns: Int) -> String {
        let keys = state.keyBindings
        let days = state.shift(of: move)
        let day = state.locale.shortWeekdayNames[state.cursor.weekday.rawValue] + " " + state.locale.monthDay(state.cursor)
        let words = state.words.status
        let by = days == 0 ? "" : words.moveBy(days)
        let series = move.scope == .all && move.occurrence.recurrenceID != nil ? words.moveAll : ""
        let calendar = move.target != nil ? state.destination(of: move).map { words.moveTo($0.name) } ?? "" : ""
        let hints = [keys.firstLabel(.open).map { words.moveDrops($0) }, words.moveTabCalendar, keys.firstLabel(.cancel).map { words.moveLeaves($0) }]
            .compactMap { $0 }.joined(separator: ", ")
        return words.moveLine("\"\(DisplayWidth.fitted(move.occurrence.title, toColumns: max(8, columns)))\"\(series)", "\(day)\(by)\(calendar)", hints)
    }

    /// The whole status line as it would read with nothing cut.
    private static func status(_ parts: [String], _ warning: String?, _ message: String?, help: String) -> String {
        " " + parts.joined(separator: " · ") + (message.map { "  " + $0 } ?? "") + (warning.map { "  ! " + $0 } ?? "") + " " + help
    }
}
