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

    /// A read-only store's warning at launch used to be applied outside
    /// the loop, which dropped the effect asking for the events: the screen
    /// said "reading calendars…" for ever.
    @Test func aWarningAtLaunchOpensTheNoticeAndTheFirstActionStillAsksForTheEvents() {
        var state = Self.launched(warning: "changes are not saved: the store is read-only")
        #expect(state.overlay == .panel(.arrivedNotice, scroll: 0))
        #expect(state.warning == "changes are not saved: the store is read-only")
        #expect(!state.eventsPending, "nothing is asked before the loop runs")
        let effects = state.apply(.resize(width: 100, height: 30))
        #expect(effects.contains { if case .loadEvents = $0 { true } else { false } }, "\(effects)")
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
