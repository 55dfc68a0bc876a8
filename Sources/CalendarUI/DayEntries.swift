import CalendarCore

/// One line of what a day holds: a category marked on it (from a data file
/// or a tag), or an event of a calendar.
struct DayEntry: Equatable {
    enum Kind: Equatable {
        case mark, allDay
        /// Starts this day at `start`; `end` is its end (`HH:MM`, `24:00`
        /// for midnight) when it ends this day.
        case timed(start: LocalDateTime, end: String?)
        /// Began on an earlier day: its end when that is within this day,
        /// nil when it covers the whole day.
        case continuing(end: String?)
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
        if case .timed(let start, _) = kind { return start.timeText }
        return nil
    }

    /// The time column of the agenda: `09:00–10:00`, `22:00→`, `→02:00`,
    /// `all day`, or nothing for a mark.
    var spanText: String {
        switch kind {
        case .mark: ""
        case .allDay, .continuing(nil): "all day"
        case .timed(let start, let end?): start.timeText + "–" + end
        case .timed(let start, nil): start.timeText + "→"
        case .continuing(let end?): "→" + end
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
            // The end as this day's wall clock shows it; an end at the next
            // midnight is 24:00.
            let end: String? =
                occurrence.days.upperBound != date ? nil
                : occurrence.end.date == date ? occurrence.end.timeText
                : "24:00"
            let kind: DayEntry.Kind =
                occurrence.isAllDay ? .allDay
                : occurrence.start.date == date ? .timed(start: occurrence.start, end: end)
                : .continuing(end: end == "24:00" ? nil : end)
            entries.append(DayEntry(kind: kind, title: Self.oneLine(occurrence.summary), category: category,
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
