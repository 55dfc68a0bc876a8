import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The agenda view (`L`) as the list people scan: from the cursor's day
/// on, empty days left out, in `dal list`'s order, going on past the
/// bottom with later days, the picked event in full in the panel beside
/// it (goldens, `RECORD=1` rewrites them).
@Suite struct AgendaAheadTests {
    typealias Fixture = EventViewGoldenTests
    static func day(_ text: String) -> CivilDate { Fixture.day(text) }

    /// The fixture's November, opened as the agenda on Saturday the 21st.
    static func agenda(width: Int, height: Int) -> AppState {
        var state = AgendaListTests.state(mode: .month, width: width, height: height)
        state.apply(.toggleAgenda)
        return state
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func agendaFromTheCursorsDayOn(width: Int, height: Int) {
        Fixture().check(Self.agenda(width: width, height: height), "agenda-ahead-\(width)x\(height)")
    }

    @Test func theListBeginsOnTheCursorsDayAndLeavesEmptyDaysOut() {
        let screen = Screen.render(Self.agenda(width: 200, height: 60)).lines.joined(separator: "\n")
        #expect(!screen.contains("Friday, November 20"), "days before the cursor's are not listed\n\(screen)")
        #expect(screen.contains("[Saturday, November 21, 2026]") && screen.contains("Monday, November 30, 2026"), "\(screen)")
        #expect(!screen.contains("Sunday, November 29"), "a day without entries is left out\n\(screen)")
        #expect(!screen.contains("Nothing on this day."), "\(screen)")
    }

    /// `dal list`'s order: the mark as an all-day entry first, then the
    /// event begun the day before, then by start.
    @Test func aDaysEntriesComeInDalListsOrder() {
        let state = Self.agenda(width: 120, height: 40)
        #expect(AgendaDays.entries(on: Self.day("2026-11-21"), state: state).map(\.title)
            == ["Running", "Late deploy", "Dinner with the team", "Movie night"])
    }

    @Test func downMovesThroughTheEventsAndScrollsTheListOn() {
        var state = Self.agenda(width: 80, height: 24)
        for _ in 0..<4 { state.apply(.nextWeek) }
        #expect(state.cursor == Self.day("2026-11-22"), "past the 21st's four entries: Sunday's birthday")
        for _ in 0..<10 { state.apply(.nextWeek) }
        let screen = Screen.render(state).lines.joined(separator: "\n")
        #expect(state.agenda.start > Self.day("2026-11-21"), "the list moved on\n\(screen)")
        #expect(screen.contains("[" + state.locale.fullDate(state.cursor) + "]"), "the cursor's day shows\n\(screen)")
    }

    /// The window read ends on 2027-01-31 and nothing is in it after
    /// November: one more `↓` goes to the first day not read, and asks for it.
    @Test func movingDownPastTheDaysReadGoesOnWithLaterDays() {
        var state = Self.agenda(width: 80, height: 24)
        var asked: [Effect] = []
        for _ in 0..<40 where state.cursor < Self.day("2027-02-01") { asked = state.apply(.nextWeek) }
        #expect(state.cursor == Self.day("2027-02-01"))
        #expect(asked.contains { if case .calendar(.loadEvents(let days, _)) = $0 { days.contains(Self.day("2027-03-01")) } else { false } },
                "\(asked)")
    }

    @Test func thePanelBesideTheListShowsThePickedEventInFull() {
        var state = Self.agenda(width: 120, height: 40)
        state.apply(.nextWeek)
        state.apply(.nextWeek)   // the 21st's third entry: the dinner
        var dinner = EventDetails()
        dinner.location = "Jinmi Sikdang, Mapo-gu"
        dinner.notes = "Booked for 8."
        let key = AgendaDays.entries(on: state.cursor, state: state)[2].key!
        state.apply(.detailsLoaded([key: dinner]))
        let lines = Screen.render(state).lines
        let panel = lines.map { String($0.dropFirst(ScreenLayout(state: state).pageWidth)) }.joined(separator: "\n")
        #expect(panel.contains("Dinner with the team") && panel.contains("Jinmi Sikdang") && panel.contains("Booked for 8."), "\(panel)")
        #expect(!panel.contains("Movie night"), "the panel does not list the day again\n\(panel)")
        Fixture().check(state, "agenda-ahead-details-120x40")
    }
}
