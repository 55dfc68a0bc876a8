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

    /// `09:00`, for the lists in month and week cells; nil when the entry
    /// has no start this day.
    var startText: String? {
        switch kind {
        case .event(.within(let start, _)), .event(.starts(let start)): start
        default: nil
        }
    }

    /// The time column of the agenda: `09:00–10:00`, `22:00→`, `→02:00`,
    /// `all day`, or nothing for a mark.
    var spanText: String {
        switch kind {
        case .mark: ""
        case .event(.allDay), .event(.throughout): "all day"
        case .event(.within(let start, let end)): start + "–" + end
        case .event(.starts(let start)): start + "→"
        case .event(.ends(let end)): "→" + end
        }
    }

    /// `symbol time title` (the time only when `showsTime`), as cells list
    /// it.
    func line(showsTime: Bool) -> String {
        let time = showsTime ? startText.map { $0 + " " } ?? "" : ""
        return "\(Palette.categorySymbol(category)) " + time + title
    }
}

/// What a day lists, in the order every view shows it: marks, then
/// all-day events, then events by start time.
struct DayEntries: Equatable {
    var entries: [DayEntry] = []
    /// Events beyond those the event window keeps for a day.
    var hidden = 0

    var total: Int { entries.count + hidden }

    init(on date: CivilDate, state: AppState) {
        let categories = state.marks.categories
        for index in state.marks.categories(on: date) where categories.indices.contains(index) {
            entries.append(DayEntry(kind: .mark, title: categories[index].name, category: index, source: categories[index].name))
        }
        guard let window = state.events else { return }
        for occurrence in window.occurrences(on: date) where state.calendarCategories.indices.contains(occurrence.calendar) {
            let category = state.calendarCategories[occurrence.calendar]
            entries.append(DayEntry(kind: .event(occurrence.part(on: date)), title: Self.oneLine(occurrence.summary), category: category,
                                    source: categories.indices.contains(category) ? categories[category].name : ""))
        }
        hidden = window.hiddenCount(on: date)
    }

    /// Category indices on the day, each once, in list order.
    var categories: [Int] {
        var seen: [Int] = []
        for entry in entries where !seen.contains(entry.category) { seen.append(entry.category) }
        return seen
    }

    /// A title as one line: line breaks, tabs and other control characters
    /// become spaces, an empty one reads "(no title)".
    static func oneLine(_ text: String) -> String {
        let cleaned = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }
        let trimmed = cleaned.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return trimmed.isEmpty ? "(no title)" : String(trimmed)
    }
}
