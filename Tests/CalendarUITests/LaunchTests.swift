import CalendarCore
import Testing
@testable import CalendarUI

/// The first state of a run, as `AppState.launched` builds it from what
/// dal was started with: nothing is assigned after it, and no effect is
/// lost before the run loop starts.
@Suite struct LaunchTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static let work = CalendarInfo(name: "a1b2c3", color: nil, path: "/cal/a1b2c3", writable: true)
    static let store = MarkDocument(categories: [Category(id: "gym", name: "Gym", color: CategoryColor(parsing: "green")!)],
                                    marks: [.init(category: "gym", dates: [day("2026-11-20")])],
                                    selected: [day("2026-11-05")...day("2026-11-06")])

    static func launched(settings: LaunchSettings = LaunchSettings(), calendars: [CalendarInfo] = [work],
                         store: MarkDocument = store, warning: String? = nil) -> AppState {
        AppState.launched(settings: settings, locale: .english, firstWeekday: .monday, today: day("2026-11-21"),
                          cursor: day("2026-11-21"), mode: .month, marks: MarkSet(), calendars: calendars, store: store,
                          storeWarning: warning, size: ScreenSize(width: 100, height: 30))
    }

    @Test func calendarsTakeTheirCategoriesBeforeTheStoresNamedAsTheConfigSays() {
        var settings = LaunchSettings()
        settings.calendarOverrides = CalendarOverrides(names: ["a1b2c3": "Work"])
        let state = Self.launched(settings: settings)
        #expect(state.calendars.map(\.name) == ["Work"])
        #expect(state.marks.categories.map(\.name) == ["Work", "Gym"], "the legend keeps its order")
        #expect(state.calendarCategories == [0])
        #expect(state.selection.sortedDates == [Self.day("2026-11-05"), Self.day("2026-11-06")])
    }

    /// The launch names a calendar from one of its files (or its folder);
    /// the worker's reading may name it otherwise, and a sync may rename
    /// and recolour it while dal runs: the legend shows the name now read,
    /// in the same place, and the calendar's marks stay its own.
    @Test func aCalendarRenamedByALaterReadingIsShownByItsNewNameAndColourInItsPlace() {
        var state = Self.launched()
        let before = state.marks.categories[0]
        let renamed = CalendarInfo(name: "Family", color: CategoryColor(parsing: "#2ca02c"), path: Self.work.path, writable: true)
        state.apply(.eventsLoaded(EventWindow(days: state.eventDaysOnPages, occurrences: [], calendars: [renamed])))
        #expect(state.calendars.map(\.name) == ["Family"])
        #expect(state.calendarCategories == [0], "the calendar keeps its category")
        #expect(state.marks.categories.map(\.name) == ["Family", "Gym"], "in the legend's same place")
        #expect(state.marks.categories[0].id == before.id)
        let drawn = state.marks.categories[0].color
        #expect([drawn.red, drawn.green, drawn.blue] == [0x2c, 0xa0, 0x2c] && before.color != drawn)
        let lines = Screen.render(state).lines
        #expect(lines.contains { $0.contains("Family") } && !lines.contains { $0.contains("a1b2c3") })
    }

    /// A read-only store's warning at launch used to be applied outside
    /// the loop, which dropped the effect asking for the events: the screen
    /// said "reading calendars…" for ever.
    @Test func aWarningAtLaunchOpensTheNoticeAndTheFirstActionStillAsksForTheEvents() {
        var state = Self.launched(warning: "changes are not saved: the store is read-only")
        #expect(state.overlay == .panel(.arrivedNotice, scroll: 0))
        #expect(state.warning == "changes are not saved: the store is read-only")
        #expect(!state.eventsPending, "nothing is asked before the loop runs")
        let effects = state.apply(.resize(width: 100, height: 30))
        #expect(effects.contains { if case .calendar(.loadEvents) = $0 { true } else { false } }, "\(effects)")
    }

    @Test func theFirstRunHintShowsOnlyWithNothingToShow() {
        #expect(Self.launched(calendars: [], store: MarkDocument()).message?.contains("adds an event") == true)
        #expect(Self.launched().message == nil)
        var picking = LaunchSettings()
        picking.pickMode = .single
        #expect(Self.launched(settings: picking, calendars: [], store: MarkDocument()).message == nil, "dal pick has its own line")
    }

    @Test func aStateWithOtherSettingsKeepsEverythingElse() {
        let state = Self.launched()
        let other = state.with { $0.animatesPages = false }
        #expect(!other.animatesPages && state.animatesPages)
        #expect(other.with { $0.animatesPages = true } == state)
    }
}
