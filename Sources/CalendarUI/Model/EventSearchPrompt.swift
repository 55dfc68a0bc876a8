import CalendarCore
import InterfaceWords

/// `/`: the words typed, and the events found for them (as the calendars
/// answered, for `answered`), one highlighted.
public struct SearchPrompt: Equatable, Sendable, LinePrompt {
    public var text = ""
    public var error: String?
    public var cursorFromEnd = 0
    public var history: HistoryPosition?
    public internal(set) var hits: [SearchHit] = []
    /// The words the hits are for (they lag the typing by a moment).
    public internal(set) var answered: String?
    public internal(set) var selected = 0
}

extension AppState {
    mutating func openSearch() -> [Effect] {
        overlay = .search(SearchPrompt())
        // Made ready while the first letter is typed.
        return hasCalendars ? [.prepareSearch(today: today)] : []
    }

    /// The words changed: ask the calendars (each key; the worker answers
    /// only the newest).
    func searchEffects(after before: String?) -> [Effect] {
        guard case .search(let prompt) = overlay, prompt.text != before else { return [] }
        let words = prompt.text.trimmingCharacters(in: .whitespaces)
        return words.isEmpty ? [] : [.search(words, today: today)]
    }

    /// The calendars' hits for `query`, with the contacts' birthdays it
    /// finds among them by date (they are no calendar's file: found here).
    mutating func searchResults(query: String, hits: [SearchHit]) {
        guard case .search(var prompt) = overlay, prompt.text.trimmingCharacters(in: .whitespaces) == query else { return }
        let words = InterfaceWords.of(language)
        let birthdays = settings.birthdays.found(query, today: today, title: words.title).map { entry in
            SearchHit(occurrence: entry.occurrence(titled: words.title(of: entry)), calendar: BirthdayCalendar.name, location: nil)
        }
        prompt.hits = birthdays.isEmpty ? hits : SearchHit.byDate(hits, birthdays)
        prompt.answered = query
        prompt.selected = 0
        overlay = .search(prompt)
    }

    mutating func moveSearchSelection(by offset: Int) {
        guard case .search(var prompt) = overlay, !prompt.hits.isEmpty else { return }
        prompt.selected = min(max(0, prompt.selected + offset), prompt.hits.count - 1)
        overlay = .search(prompt)
    }

    /// Enter: to the highlighted event's day; the hits stay for `n` / `N`.
    mutating func goToSearchHit() {
        guard case .search(let prompt) = overlay, prompt.hits.indices.contains(prompt.selected) else { return }
        prompts.lastSearch = prompt.hits
        let hit = prompt.hits[prompt.selected]
        overlay = .none
        jump(to: hit.occurrence.start.date)
        message = words.messages.foundPosition(prompt.selected + 1, prompt.hits.count)
    }

    /// `n` / `N`: the next (or previous) event found, from the cursor's day.
    mutating func nextMatch(_ direction: Int) {
        guard !prompts.lastSearch.isEmpty else {
            message = words.messages.nothingSearched
            return
        }
        let dates = prompts.lastSearch.map(\.occurrence.start.date)
        let target = direction > 0 ? dates.filter { $0 > cursor }.min() : dates.filter { $0 < cursor }.max()
        guard let target else {
            message = direction > 0 ? words.messages.noEventAfter("\(cursor)") : words.messages.noEventBefore("\(cursor)")
            return
        }
        jump(to: target)
        let titles = prompts.lastSearch.filter { $0.occurrence.start.date == target }.map(\.occurrence.title)
        message = titles.joined(separator: " · ")
    }
}
