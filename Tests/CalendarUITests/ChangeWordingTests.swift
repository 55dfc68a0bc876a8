import Testing
@testable import CalendarCore
@testable import CalendarUI

/// What a newcomer was not told: which instance of a series a delete took,
/// that an event spans days, that Tab has nowhere to go, and where to
/// begin on a first run.
@Suite struct ChangeWordingTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    /// The editing tests' state with a trip of five days in Work (writable).
    static func state() -> AppState {
        var state = EventEditingTests.state()
        let trip = EventOccurrence(calendar: 0, uid: "trip", recurrenceID: nil, summary: "Trip to Jeju", isAllDay: true,
                                   start: LocalDateTime(date: day("2026-11-21")), end: LocalDateTime(date: day("2026-11-26")))
        let events = EventViewGoldenTests.events() + [trip] + ["2026-11-14", "2026-11-21", "2026-11-28"].map { date in
            EventOccurrence(calendar: 0, uid: "yoga", recurrenceID: date.replacingOccurrences(of: "-", with: "") + "T080000Z",
                            summary: "Yoga", isAllDay: false, start: LocalDateTime(date: day(date), secondsOfDay: 8 * 3600),
                            end: LocalDateTime(date: day(date), secondsOfDay: 9 * 3600))
        }
        state.apply(.eventsLoaded(EventWindow(days: day("2026-09-01")...day("2027-01-31"), occurrences: events, calendars: state.calendars)))
        return state
    }

    /// The question open after `d` and choosing the event titled `title`.
    static func asking(_ title: String) -> (AppState, EventQuestion)? {
        var state = state()
        state.apply(.deleteEvent)
        guard case .chooseEvent(let choice) = state.overlay, let index = choice.options.firstIndex(where: { $0.summary == title })
        else { return nil }
        state.apply(.pickChoice(index))
        guard case .question(let question) = state.overlay else { return nil }
        return (state, question)
    }

    /// Answers `key`, and reports what the writer did with its own words.
    static func answering(_ key: Character, on start: AppState, writerSays summary: String) -> AppState {
        var state = start
        state.apply(.answer(key))
        state.apply(.changesApplied([WriteReceipt(path: "work/x.ics", before: [1], after: nil, summary: summary)], error: nil))
        return state
    }

    @Test func deletingOneInstanceOfASeriesNamesItsDay() throws {
        let (state, question) = try #require(Self.asking("Yoga"))
        #expect(ChangeWording.question(question, locale: state.locale, words: state.words.events)
            == "\"Yoga\" repeats. Delete t only Sat Nov 21 · a all of them · Esc keeps them")
        let long = EventQuestion(purpose: .delete, occurrence: EventOccurrence(
            calendar: 0, uid: "y", recurrenceID: "20261121T080000Z", summary: "Yoga in the park with the whole neighbourhood, weather permitting",
            isAllDay: false, start: question.occurrence.start, end: question.occurrence.end))
        #expect(ChangeWording.question(long, locale: state.locale, words: state.words.events, columns: 78)
            == "\"Yoga in…\" repeats. Delete t only Sat Nov 21 · a all of them · Esc keeps them",
                "a long title is cut, not the answers")
        let one = Self.answering("t", on: state, writerSays: "deleted \"Yoga\"")
        #expect(one.message == "deleted \"Yoga\" on Sat Nov 21 only")
        #expect(one.changes.history.done.last?.first?.summary == one.message, "u says it too (undid: …)")
        #expect(Self.answering("a", on: state, writerSays: "deleted \"Yoga\"").message == "deleted \"Yoga\" (the whole series)")
    }

    @Test func deletingAnEventOfSeveralDaysSaysHowMany() throws {
        let (state, question) = try #require(Self.asking("Trip to Jeju"))
        #expect(ChangeWording.question(question, locale: state.locale, words: state.words.events)
            == "Delete \"Trip to Jeju\" (5 days, Nov 21 – Nov 25)? y deletes · n keeps it")
        #expect(Self.answering("y", on: state, writerSays: "deleted \"Trip to Jeju\"").message
            == "deleted \"Trip to Jeju\" (5 days, Nov 21 – Nov 25)")
        let (dinner, single) = try #require(Self.asking("Dinner with the team"))
        #expect(ChangeWording.question(single, locale: dinner.locale, words: dinner.words.events) == "Delete \"Dinner with the team\"? y deletes · n keeps it",
                "a one-day event is asked about as before")
    }

    @Test func tabSaysWhenThereIsNoOtherCalendar() {
        var state = Self.state()
        state.calendars = state.calendars.filter { $0.name != "Home" }
        state.apply(.addEvent(toSelection: false))
        state.apply(.nextTarget)
        #expect(state.message == "Tab: Work is the only calendar dal can add to (--calendar FOLDER gives more)")
        guard case .eventPrompt(let prompt) = state.overlay else { Issue.record("the prompt closed"); return }
        #expect(prompt.target == nil, "and stays on it")
        // In the edit form Tab goes to the next field (`m` and Tab move an
        // event to another calendar).
        var editing = Self.state()
        editing.apply(.editEvent)
        editing.apply(.pickChoice(0))
        #expect(KeyMap.action(for: .tab, in: editing) == .formField(1))
    }

    @Test func aFirstRunSaysWhereToBegin() {
        var new = ReducerTests.state()
        new.welcomeIfNew()
        #expect(new.message == "a adds an event · dal --ics FILE shows a calendar")
        new.apply(.nextDay)
        #expect(new.message == nil, "until the first key")
        var returning = Self.state()
        returning.welcomeIfNew()
        #expect(returning.message == nil, "not with calendars")
        var selected = ReducerTests.state()
        selected.apply(.toggleSelection)
        selected.welcomeIfNew()
        #expect(selected.message == nil, "nor with days kept from an earlier run")
        var picking = ReducerTests.state()
        picking = picking.with { $0.pickMode = .single }
        picking.welcomeIfNew()
        #expect(picking.message == nil, "dal pick says what to do itself")
    }
}
