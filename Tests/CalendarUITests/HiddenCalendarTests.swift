import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// `c`: the calendar list. Space hides the highlighted calendar, `o`
/// shows only it; a hidden calendar is drawn nowhere (month, week, year
/// heat, agenda, day panel), found by no search and busy for no free
/// time, and comes back whole when shown again.
@Suite struct HiddenCalendarTests {
    typealias Fixture = EventViewGoldenTests

    /// The event goldens' state (Work 0, Family 1), with its calendars known.
    static func state(width: Int = 120, height: Int = 40, mode: ViewMode = .month) -> AppState {
        var state = Fixture.state(width: width, height: height, mode: mode)
        state.calendars = [CalendarInfo(name: "Work", color: nil, path: "work", writable: true),
                           CalendarInfo(name: "Family", color: nil, path: "cals/family")]
        state.apply(.eventsLoaded(EventWindow(days: Fixture.day("2026-09-01")...Fixture.day("2027-01-31"), occurrences: Fixture.events())))
        return state
    }

    static func text(_ state: AppState) -> String {
        let buffer = Screen.render(state)
        return (0..<buffer.height).map { y in (0..<buffer.width).map { String(buffer.character(x: $0, y: y)) }.joined() }.joined(separator: "\n")
    }

    static func key(_ state: inout AppState, _ key: Key) {
        guard let action = KeyMap.action(for: key, in: state) else { Issue.record("\(key) does nothing"); return }
        state.apply(action)
    }

    static func titles(_ state: AppState, on date: String) -> [String] {
        state.events?.occurrences(on: Fixture.day(date)).map(\.summary) ?? []
    }

    @Test func cOpensTheListSpaceHidesTheHighlightedCalendarAndShowsItAgain() {
        var state = Self.state()
        Self.key(&state, .character("c"))
        #expect(state.overlay == .calendarList(CalendarListPanel()))
        Self.key(&state, .character(" "))
        #expect(state.hiddenCalendars.names == ["Work"] && state.message == "Work hidden: drawn nowhere and not busy for free time (its alarms still ring)")
        #expect(Self.titles(state, on: "2026-11-21") == ["Movie night"], "Work's dinner and deploy are gone: \(Self.titles(state, on: "2026-11-21"))")
        #expect(state.loadedEvents?.occurrences(on: Fixture.day("2026-11-21")).count == 3, "the answer is kept whole")
        Self.key(&state, .character(" "))
        #expect(state.hiddenCalendars.isEmpty && state.message == "Work shown")
        #expect(Self.titles(state, on: "2026-11-21").count == 3)
        Self.key(&state, .down)
        Self.key(&state, .character(" "))
        #expect(state.hiddenCalendars.names == ["Family"])
        Self.key(&state, .escape)
        #expect(state.overlay == .none && state.hiddenCalendars.names == ["Family"], "closing keeps the choice")
        Self.key(&state, .character("c"))
        Self.key(&state, .character("c"))
        #expect(state.overlay == .none, "c closes the list too")
    }

    @Test func oShowsOnlyTheHighlightedCalendarAndAgainShowsEvery() {
        var state = Self.state()
        Self.key(&state, .character("c"))
        Self.key(&state, .down)
        Self.key(&state, .character("o"))
        #expect(state.hiddenCalendars.names == ["Work"] && state.message == "only Family shown (o again shows every calendar)")
        Self.key(&state, .character("o"))
        #expect(state.hiddenCalendars.isEmpty && state.message == "every calendar shown")
        // From a state where the highlighted one is hidden itself.
        Self.key(&state, .character(" "))
        Self.key(&state, .character("o"))
        #expect(state.hiddenCalendars.names == ["Work"])
    }

    @Test func aHiddenCalendarIsDrawnInNoView() {
        let work = ["Standup", "Quarterly", "Late deploy", "Dinner"], family = ["Movie", "Grandma", "Trip", "치과"]
        for mode in [ViewMode.month, .week, .agenda] {
            var state = Self.state(mode: mode)
            let before = Self.text(state)
            #expect(work.contains { before.contains($0) }, "\(mode): Work is drawn at first")
            let familyBefore = family.filter { before.contains($0) }
            state.apply(.toggleCalendarList)
            state.apply(.calendarListKey(.toggle))
            state.apply(.toggleCalendarList)
            let after = Self.text(state)
            #expect(!work.contains { after.contains($0) }, "\(mode): no Work event is drawn")
            #expect(familyBefore.allSatisfy { after.contains($0) }, "\(mode): Family stays")
        }
    }

    @Test func theYearsHeatCountsNoHiddenEvent() {
        var state = Self.state(mode: .year)
        let before = Screen.render(state)
        state.apply(.toggleCalendarList)
        state.apply(.calendarListKey(.toggle))
        state.apply(.toggleCalendarList)
        #expect(Screen.render(state) != before, "weekdays lose their standups' shade")
        let entries = DayEntries(on: Fixture.day("2026-11-19"), state: state)
        #expect(entries.total == 0, "no Work event counted on Nov 19: \(entries)")
    }

    @Test func theDayPanelListsNoHiddenEvent() {
        var state = Self.state()
        state.apply(.toggleCalendarList)
        state.apply(.calendarListKey(.toggle))
        state.apply(.toggleCalendarList)
        state.apply(.showAgenda)
        let text = Self.text(state)
        #expect(!text.contains("Dinner with the team") && text.contains("Movie night"), "\(text)")
    }

    @Test func searchFindsNothingInAHiddenCalendar() {
        var state = Self.state()
        state.apply(.toggleCalendarList)
        state.apply(.calendarListKey(.toggle))   // Work
        state.apply(.toggleCalendarList)
        state.apply(.openSearch)
        for character in "t" { state.apply(.promptInput(character)) }
        let hit = { (calendar: Int, title: String) in
            SearchHit(occurrence: Fixture.event(calendar, title, Fixture.at("2026-11-21", 19), Fixture.at("2026-11-21", 21)),
                      calendar: calendar == 0 ? "Work" : "Family", location: nil)
        }
        state.apply(.searchResults(query: "t", hits: [hit(0, "Dinner with the team"), hit(1, "Trip to Busan")]))
        guard case .search(let prompt) = state.overlay else { Issue.record("no search"); return }
        #expect(prompt.hits.map(\.occurrence.summary) == ["Trip to Busan"])
    }

    @Test func aHiddenCalendarIsNotBusyForFreeTime() {
        var settings = LaunchSettings()
        settings.animatesPages = false
        settings.hiddenCalendars = HiddenCalendars(["work"])   // the config's, in any case
        var state = AppState.launched(settings: settings, locale: CalendarLocale(identifier: "en_US"), firstWeekday: .sunday,
                                      today: Fixture.day("2026-11-21"), cursor: Fixture.day("2026-11-23"), mode: .week,
                                      marks: MarkSet(), calendars: [CalendarInfo(name: "Work", color: nil, path: "work"),
                                                                    CalendarInfo(name: "Family", color: nil, path: "family")],
                                      store: MarkDocument(), storeWarning: nil, size: ScreenSize(width: 110, height: 36))
        state.apply(.clock(Fixture.at("2026-11-21", 8)))
        state.apply(.eventsLoaded(EventWindow(days: Fixture.day("2026-11-01")...Fixture.day("2026-12-31"), occurrences: [
            Fixture.event(0, "Planning", Fixture.at("2026-11-23", 9), Fixture.at("2026-11-23", 10, 30)),
            Fixture.event(1, "School run", Fixture.at("2026-11-23", 8), Fixture.at("2026-11-23", 8, 30)),
        ])))
        let monday = Fixture.day("2026-11-23")
        #expect(state.freeSpans(on: monday) == [FreeTime.Span(start: 0, end: 8 * 60), FreeTime.Span(start: 8 * 60 + 30, end: 24 * 60)],
                "Planning (Work, hidden) is not busy")
        state.apply(.toggleCalendarList)
        state.apply(.calendarListKey(.toggle))   // Work shown again
        #expect(state.freeSpans(on: monday) == [FreeTime.Span(start: 0, end: 8 * 60), FreeTime.Span(start: 8 * 60 + 30, end: 9 * 60),
                                                FreeTime.Span(start: 10 * 60 + 30, end: 24 * 60)])
    }

    @Test func theStatusLinesNextEventIsAShownOne() {
        var state = AppState.launched(settings: LaunchSettings(), locale: CalendarLocale(identifier: "en_US"), firstWeekday: .sunday,
                                      today: Fixture.day("2026-11-23"), cursor: Fixture.day("2026-11-23"), mode: .month,
                                      marks: MarkSet(), calendars: [CalendarInfo(name: "Work", color: nil, path: "work"),
                                                                    CalendarInfo(name: "Family", color: nil, path: "family")],
                                      store: MarkDocument(), storeWarning: nil, size: ScreenSize(width: 110, height: 36))
        state.apply(.clock(Fixture.at("2026-11-23", 7)))
        state.apply(.eventsLoaded(EventWindow(days: Fixture.day("2026-11-01")...Fixture.day("2026-12-31"), occurrences: [
            Fixture.event(0, "Planning", Fixture.at("2026-11-23", 8), Fixture.at("2026-11-23", 9)),
            Fixture.event(1, "School run", Fixture.at("2026-11-23", 9), Fixture.at("2026-11-23", 9, 30)),
        ])))
        #expect(state.shownNextEvent?.summary == "Planning")
        state.apply(.toggleCalendarList)
        state.apply(.calendarListKey(.toggle))
        state.apply(.toggleCalendarList)
        #expect(state.alarms.nextEvent?.summary == "Planning", "Work's alarms still ring")
        #expect(state.shownNextEvent?.summary == "School run")
        #expect(Self.text(state).contains("next 09:00 School run"))
    }

    @Test func theListsKeysAndTheTaskPanelsCStaysItsOwn() {
        var state = Self.state()
        #expect(KeyMap.action(for: .character("c"), in: state) == .toggleCalendarList)
        state.apply(.toggleCalendarList)
        #expect(KeyMap.action(for: .character(" "), in: state) == .calendarListKey(.toggle))
        #expect(KeyMap.action(for: .character("o"), in: state) == .calendarListKey(.only))
        #expect(KeyMap.action(for: .character("j"), in: state) == .calendarListKey(.move(1)))
        #expect(KeyMap.action(for: .escape, in: state) == .toggleCalendarList)
        state.apply(.calendarListKey(.move(10)))
        #expect(state.overlay == .calendarList(CalendarListPanel(selected: 1)), "the highlight stays on the list")
        var none = Self.state()
        none.calendars = []
        none.apply(.toggleCalendarList)
        #expect(none.overlay == .none && none.message?.hasPrefix("no calendars") == true)
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theListsGolden(width: Int, height: Int) {
        var state = Self.state(width: width, height: height)
        state.apply(.toggleCalendarList)
        state.apply(.calendarListKey(.move(1)))
        state.apply(.calendarListKey(.toggle))
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(state)), named: "calendar-list-\(width)x\(height)")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func hiddenCalendarsAreKnownByNameOrFolderInAnyCase() {
        let calendars = [CalendarInfo(name: "Work", color: nil, path: "/v/abc123"), CalendarInfo(name: "Family", color: nil, path: "/v/fam")]
        #expect(HiddenCalendars(["work"]).indices(in: calendars) == [0])
        #expect(HiddenCalendars(["abc123"]).indices(in: calendars) == [0])
        #expect(HiddenCalendars.allBut(["FAMILY"], of: calendars).names == ["Work"])
        var hidden = HiddenCalendars(["abc123", "Gone"])
        hidden.toggle(calendars[0])
        #expect(hidden.names == ["Gone"], "shown again however it was named; an unknown name stays")
    }
}
