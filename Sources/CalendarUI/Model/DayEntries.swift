import CalendarCore
import InterfaceWords

/// One line of what a day holds: a category marked on it (from a data file
/// or a tag), or an event of a calendar.
struct DayEntry: Equatable {
    enum Kind: Equatable {
        case mark
        case event(DayPart)
    }

    let kind: Kind
    let title: String
    /// The category (or calendar's category) it is drawn in.
    let category: Int
    /// The category's name: the calendar's, for an event.
    let source: String
    /// The category's symbol (`AppState.categorySymbol`).
    let symbol: String
    /// The event it shows, for its details (nil for a mark).
    var key: EventKey?

    /// The category of a public holiday's entry: none of the legend's,
    /// drawn in the Sunday colour (`AppState.categoryStyle`).
    static let holidayCategory = -1
    static let holidaySymbol = "●"
    /// The category of a contact's birthday: none of the legend's, drawn
    /// in the theme's accent.
    static let birthdayCategory = -2
    static let birthdaySymbol = "♦"
    /// `dal invite`'s invitation on its days (not in any calendar yet),
    /// drawn in the range colour.
    static let invitationCategory = -3
    static let invitationSymbol = "▒"

    /// The time month and week cells show before the title: the start
    /// (`09:00`), or the end of an event that began the day before
    /// (`→02:00`); nil for marks and all-day events.
    var timeText: String? {
        switch kind {
        case .event(.within(let start, _)), .event(.starts(let start)): start
        case .event(.ends(let end)): "→" + end
        default: nil
        }
    }

    /// The time column of the agenda: `09:00–10:00`, `22:00→`, `→02:00`,
    /// `→ →` (a timed event through the whole day), `all day`, or nothing
    /// for a mark; the same words as `dal list`.
    func spanText(_ words: ScreenWords) -> String {
        switch kind {
        case .mark: ""
        case .event(.allDay): words.allDay
        case .event(.throughout): "→ →"
        case .event(.within(let start, let end)): start == end ? start : start + "–" + end
        case .event(.starts(let start)): start + "→"
        case .event(.ends(let end)): "→" + end
        }
    }
}

/// What a day lists, in the order every view shows it: marks, then
/// all-day events, then events by start time.
struct DayEntries: Equatable {
    var entries: [DayEntry] = []
    /// Entries not built: beyond those asked for, or beyond those the event
    /// window keeps for a day.
    var hidden = 0
    /// Category indices of every entry of the day, each once, in legend
    /// order (so that a category's symbol keeps its place from day to day).
    private(set) var categories: [Int] = []

    var total: Int { entries.count + hidden }
    /// The public holidays among them: a day's name, not something to do
    /// (the year page's heat counts the rest).
    var holidays = 0

    init(entries: [DayEntry], hidden: Int = 0) {
        self.entries = entries
        self.hidden = hidden
        categories = Array(Set(entries.map(\.category))).sorted()
    }

    /// The entries of `date`, the first `limit` of them built: a cell
    /// that shows three of a busy day's hundred events does not build
    /// (and clean the titles of) the other ninety-seven every frame.
    /// Titles are read no further than `titleColumns`, the most the view
    /// shows of one (by default a screenful).
    ///
    /// With `leavingOutBars`, events drawn as bars across a week row
    /// (`EventOccurrence.lastsADay`) are neither listed nor counted, but
    /// their categories still are.
    init(on date: CivilDate, state: AppState, limit: Int = .max, titleColumns: Int? = nil, leavingOutBars: Bool = false) {
        let titleColumns = titleColumns ?? state.size.width * max(1, state.size.height)
        let names = state.marks.categories
        var seen: [Int] = []   // a handful: cheaper than hashing each event
        // Public holidays first, as a day's name (`설날`), in the Sunday colour.
        for holiday in state.settings.holidays.holidays(on: date) {
            holidays += 1
            guard entries.count < limit else { hidden += 1; continue }
            entries.append(DayEntry(kind: .mark, title: holiday.name, category: DayEntry.holidayCategory, source: state.words.panels.holidaysSource,
                                    symbol: DayEntry.holidaySymbol))
        }
        // Contacts' birthdays, all-day entries of the read-only calendar "Birthdays".
        for birthday in state.settings.birthdays.entries(on: date) {
            if !seen.contains(DayEntry.birthdayCategory) { seen.append(DayEntry.birthdayCategory) }
            guard entries.count < limit else { hidden += 1; continue }
            entries.append(DayEntry(kind: .event(.allDay), title: InterfaceWords.of(state.language).title(of: birthday), category: DayEntry.birthdayCategory,
                                    source: state.words.panels.birthdaysSource, symbol: DayEntry.birthdaySymbol))
        }
        for index in state.marks.categories(on: date) where names.indices.contains(index) {
            if !seen.contains(index) { seen.append(index) }
            guard entries.count < limit else { hidden += 1; continue }
            entries.append(DayEntry(kind: .mark, title: names[index].name, category: index, source: names[index].name,
                                    symbol: String(state.categorySymbol(index))))
        }
        // Open tasks due this day, after the marks: `☐ title`, at their
        // time when they have one (in `taskList.dueByDay`' order: by due time).
        for todo in state.taskList.dueByDay[date.dayNumber] ?? [] where state.calendarCategories.indices.contains(todo.calendarIndex) {
            let category = state.calendarCategories[todo.calendarIndex]
            if !seen.contains(category) { seen.append(category) }
            guard entries.count < limit else { hidden += 1; continue }
            let part: DayPart
            if case .time(let time, _)? = todo.due { part = .within(start: time.timeText, end: time.timeText) } else { part = .allDay }
            let title = todo.title
            entries.append(DayEntry(kind: .event(part), title: "☐ " + String(title.prefix(max(1, titleColumns))), category: category,
                                    source: state.words.panels.taskSource(todo.calendar), symbol: String(state.categorySymbol(category))))
        }
        // A carried event (`m`) shows where it would land, first of the day.
        if let move = state.changes.moving, date == state.cursor, state.calendarCategories.indices.contains(move.occurrence.calendar) {
            var landing = move.occurrence
            let days = state.shift(of: move)
            (landing.start, landing.end) = (landing.start.shifted(days: days), landing.end.shifted(days: days))
            let category = state.destination(of: move).flatMap { target in state.calendars.firstIndex { $0.path == target.path } }
                .map { state.calendarCategories[$0] } ?? state.calendarCategories[move.occurrence.calendar]
            seen.append(category)
            entries.append(DayEntry(kind: .event(landing.part(on: date)), title: "▸ " + Self.title(of: landing, columns: titleColumns),
                                    category: category, source: state.words.panels.movingHere, symbol: String(state.categorySymbol(category))))
        }
        // `dal invite`'s invitation, first of its days, among the events it may overlap.
        if case .invitation(let card) = state.overlay, card.event == nil, card.occurrence.days.contains(date), entries.count < limit {
            entries.append(DayEntry(kind: .event(card.occurrence.part(on: date)), title: Self.title(of: card.occurrence, columns: titleColumns),
                                    category: DayEntry.invitationCategory, source: state.words.invitation.title, symbol: DayEntry.invitationSymbol))
        }
        if let window = state.events, let day = window.day(on: date) {
            let known = state.calendarCategories.indices
            let calendars = day.calendars
            for calendar in calendars where known.contains(calendar) {
                let category = state.calendarCategories[calendar]
                if !seen.contains(category) { seen.append(category) }
            }
            let occurrences = day.occurrences
            // By index, and only as far as the list goes: the rest are
            // counted, never copied.
            var index = 0
            while index < occurrences.count, entries.count < limit {
                defer { index += 1 }
                guard known.contains(occurrences[index].calendar), !(leavingOutBars && occurrences[index].lastsADay) else { continue }
                let occurrence = occurrences[index]
                let category = state.calendarCategories[occurrence.calendar]
                entries.append(DayEntry(kind: .event(occurrence.part(on: date)), title: Self.title(of: occurrence, columns: titleColumns, me: state.settings.me),
                                        category: category,
                                        source: names.indices.contains(category) ? names[category].name : "",
                                        symbol: String(state.categorySymbol(category)), key: EventKey(occurrence)))
            }
            if calendars.allSatisfy(known.contains) {
                hidden += leavingOutBars ? day.nonBarCount(from: index) : occurrences.count - index
            } else {
                // A calendar gone from the list (a reading after a change): its events are not counted.
                hidden += occurrences[index...].count { known.contains($0.calendar) && !(leavingOutBars && $0.lastsADay) }
            }
            hidden += day.hidden
        }
        categories = seen.sorted()
    }

    /// `occurrence.title`, read no further than `columns` + 1 characters
    /// past its leading blanks (each character shown takes a column at
    /// least): a longer one is cut there and ends with "…", which the
    /// views cut again to their own width. A 30,000-character title then
    /// costs a frame what the frame can show of it.
    ///
    /// An event awaiting my answer (`me`: my addresses; my PARTSTAT is
    /// NEEDS-ACTION) starts with `? `.
    ///
    /// A cancelled event's title is struck through (U+0336 over each
    /// character: ncurses has no attribute for it).
    static func title(of occurrence: EventOccurrence, columns: Int, me: Set<String>) -> String {
        let title = title(of: occurrence, columns: columns)
        if occurrence.isCancelled { return struckThrough(title) }
        return me.isEmpty || occurrence.partstat(of: me) != InvitationAnswer.awaiting ? title : awaitingMark + title
    }

    /// `text` with a long stroke overlay on each character (blanks left).
    static func struckThrough(_ text: String) -> String {
        var struck = ""
        for character in text {
            struck.append(character)
            if character != " ", character != "…" { struck.unicodeScalars.append("\u{0336}") }
        }
        return struck
    }

    /// What an event awaiting my answer starts with.
    static let awaitingMark = "? "

    static func title(of occurrence: EventOccurrence, columns: Int) -> String {
        let summary = occurrence.summary
        // Titles of a few hundred bytes are read whole, shared, not copied
        // (and past this, `columns` is far below Int.max).
        guard summary.utf8.count > max(256, 4 * min(max(0, columns), .max / 8)) else { return occurrence.title }
        let blanks = summary.unicodeScalars.prefix { $0 == " " || $0.properties.generalCategory == .control }
        let cut = summary[blanks.endIndex...].prefix(max(0, columns) + 1)
        guard cut.endIndex < summary.endIndex else { return occurrence.title }
        return PrintableText.oneLine(String(cut)) + "…"
    }
}
