import Testing
@testable import CalendarCore
@testable import CalendarUI

/// `/`, `n` and `N` through the reducer: typing asks the calendars, their
/// answer for the words typed fills the list, Enter goes to the event's
/// day, and n / N walk the events found from the cursor.
@Suite struct SearchReducerTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static func hit(_ title: String, _ date: String) -> SearchHit {
        SearchHit(occurrence: EventOccurrence(calendar: 0, uid: title, recurrenceID: nil, summary: title, isAllDay: true,
                                              start: LocalDateTime(date: day(date)), end: LocalDateTime(date: day(date).adding(days: 1))),
                  calendar: "Work", location: nil)
    }

    @Test func typingSearchesEnterGoesThereAndNWalksTheEventsFound() {
        var state = EventEditingTests.state()
        state.apply(.openSearch)
        #expect(KeyMap.action(for: .character("n"), in: state) == .promptInput("n"), "letters are typed, not n / N")
        var effects: [Effect] = []
        for character in "trip" { effects = state.apply(.promptInput(character)) }
        #expect(effects.contains(.search("trip", today: Self.day("2026-11-21"))), "\(effects)")
        // An answer for older words is not shown.
        state.apply(.searchResults(query: "tri", hits: [Self.hit("Trip", "2026-12-03")]))
        guard case .search(let waiting) = state.overlay else { Issue.record("closed"); return }
        #expect(waiting.hits.isEmpty)
        let hits = [Self.hit("Trip to Busan", "2026-11-26"), Self.hit("Trip to Seoul", "2027-02-10"), Self.hit("Old trip", "2025-03-01")]
        state.apply(.searchResults(query: "trip", hits: hits))
        state.apply(.moveChoice(1))
        state.apply(.promptSubmit)
        #expect(state.overlay == .none && state.cursor == Self.day("2027-02-10"), "Enter goes to the highlighted one's day")
        state.apply(.nextMatch(-1))
        #expect(state.cursor == Self.day("2026-11-26") && state.message == "Trip to Busan")
        state.apply(.nextMatch(-1))
        #expect(state.cursor == Self.day("2025-03-01"))
        state.apply(.nextMatch(-1))
        #expect(state.cursor == Self.day("2025-03-01") && state.message == "no event found before 2025-03-01")
        #expect(KeyMap.action(for: .character("n"), in: state) == .nextMatch(1) && KeyMap.action(for: .character("N"), in: state) == .nextMatch(-1))
    }

    /// The contacts' birthdays the words find join the calendars' hits by
    /// date, titled in the screen's words, of the calendar "Birthdays".
    @Test func birthdaysTheWordsFindJoinTheCalendarsHitsByDate() {
        var state = EventEditingTests.state().with(settings: {
            $0.birthdays = BirthdayCalendar.none.adding(folder: "c", birthdays: [
                Birthday(name: "Ann Lee", kind: .birthday, month: 12, day: 2, year: 1986, file: "ann.vcf", line: 3),
            ])
        })
        state.apply(.openSearch)
        for character in "ann" { state.apply(.promptInput(character)) }
        state.apply(.searchResults(query: "ann", hits: [Self.hit("Ann's party", "2026-11-26"), Self.hit("Ann's trip", "2027-02-10")]))
        guard case .search(let prompt) = state.overlay else { Issue.record("closed"); return }
        #expect(prompt.hits.map(\.occurrence.title) == ["Ann's party", "Ann Lee's birthday (40)", "Ann's trip"])
        #expect(prompt.hits[1].calendar == "Birthdays" && prompt.hits[1].occurrence.start.date == Self.day("2026-12-02"))
    }
}
