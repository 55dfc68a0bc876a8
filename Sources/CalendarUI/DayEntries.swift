import CalendarCore

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
    var spanText: String {
        switch kind {
        case .mark: ""
        case .event(.allDay): "all day"
        case .event(.throughout): "→ →"
        case .event(.within(let start, let end)): start == end ? start : start + "–" + end
        case .event(.starts(let start)): start + "→"
        case .event(.ends(let end)): "→" + end
        }
    }

    var symbol: String { String(Palette.categorySymbol(category)) }
}

/// What a day lists, in the order every view shows it: marks, then
/// all-day events, then events by start time.
struct DayEntries: Equatable {
    var entries: [DayEntry] = []
    /// Events beyond those the event window keeps for a day.
    var hidden = 0

    var total: Int { entries.count + hidden }

    init(entries: [DayEntry], hidden: Int = 0) {
        self.entries = entries
        self.hidden = hidden
    }

    init(on date: CivilDate, state: AppState) {
        let categories = state.marks.categories
        for index in state.marks.categories(on: date) where categories.indices.contains(index) {
            entries.append(DayEntry(kind: .mark, title: categories[index].name, category: index, source: categories[index].name))
        }
        guard let window = state.events else { return }
        for occurrence in window.occurrences(on: date) where state.calendarCategories.indices.contains(occurrence.calendar) {
            let category = state.calendarCategories[occurrence.calendar]
            entries.append(DayEntry(kind: .event(occurrence.part(on: date)), title: occurrence.title, category: category,
                                    source: categories.indices.contains(category) ? categories[category].name : ""))
        }
        hidden = window.hiddenCount(on: date)
    }

    /// Category indices on the day, each once, in legend order (so that a
    /// category's symbol keeps its place from day to day).
    var categories: [Int] { Array(Set(entries.map(\.category))).sorted() }
}
