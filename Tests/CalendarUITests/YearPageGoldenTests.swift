import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// Year page frames against golden files (`RECORD=1` rewrites them), in
/// the format of `ViewGoldenTests`. Today is 2026-11-21.
@Suite struct YearPageGoldenTests {
    static func day(_ text: String) -> CivilDate { ViewGoldenTests.day(text) }

    func check(_ state: AppState, _ name: String, viewport: Int? = nil) {
        ViewGoldenTests().check(state, name, viewport: viewport)
    }

    /// A selected run (Nov 5–9, across the end of a Sunday-first row), a
    /// lone selected day, a tag, marks of a data file, a calendar's event,
    /// the cursor on the 24th beside today (the 21st).
    static func markedState(width: Int, height: Int, cursor: String = "2026-11-24") -> AppState {
        var marks = MarkSet()
        let run = marks.addCategory(Category(id: "run", name: "Running", color: CategoryColor(parsing: "green")!))
        let rest = marks.addCategory(Category(id: "rest", name: "Rest day", color: CategoryColor(parsing: "#ff8800")!))
        marks.addFileMarks(["2026-03-02", "2026-03-04", "2026-10-14"].map { day($0)...day($0) }, category: run)
        marks.tag(day("2026-11-12"), category: rest)
        // A calendar its collection colours blue, like Saturdays: turned off it.
        let team = AppState.register([CalendarInfo(name: "Team", color: CategoryColor(parsing: "blue"), path: "team")], in: &marks)[0]
        let selected = ["2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08", "2026-11-09", "2026-11-16", "2026-02-27",
                        "2026-02-28"].map(day)
        var state = AppState(locale: .english, firstWeekday: .sunday, today: day("2026-11-21"), cursor: day(cursor), mode: .year,
                             selection: Selection(selected), marks: marks, size: ScreenSize(width: width, height: height))
        state.calendarCategories = [team]
        let planning = EventOccurrence(calendar: 0, uid: "p", recurrenceID: nil, summary: "Planning", isAllDay: true,
                                       start: LocalDateTime(date: day("2026-12-01")), end: LocalDateTime(date: day("2026-12-03")))
        state.apply(.eventsLoaded(EventWindow(days: state.eventDaysOnPages, occurrences: [planning])))
        return state
    }

    @Test func yearPageAt80x24ShowsTheHalfOfTheCursor() {
        check(Self.markedState(width: 80, height: 24), "year-80x24")
    }

    @Test func yearPageAt80x24BeforeJuly() {
        check(Self.markedState(width: 80, height: 24, cursor: "2026-02-27"), "year-80x24-first-half")
    }

    @Test func yearPageAt140x40ShowsTwelveMonthsAndTheAgenda() {
        check(Self.markedState(width: 140, height: 40), "year-140x40")
    }

    @Test func yearPageAt200x60ShowsSixAcross() {
        check(ViewGoldenTests.state(mode: .year, width: 200, height: 60, selected: ["2026-11-20", "2026-11-21"]), "year-200x60")
    }

    @Test func yearPagePendingRange() {
        var state = ViewGoldenTests.state(cursor: "2026-07-30", mode: .year, width: 76, height: 22)
        state.apply(.rangeKey)
        for _ in 0..<5 { state.apply(.nextDay) }
        check(state, "year-range-76x22")
    }

    @Test func yearPageKorean() {
        check(ViewGoldenTests.state(mode: .year, locale: "ko_KR", width: 80, height: 24), "year-ko-80x24")
    }

    @Test func smallestYearPageAndOneRowLess() {
        let minimum = ScreenLayout(size: ScreenSize(width: 1, height: 1), mode: .year).minimumSize
        check(ViewGoldenTests.state(mode: .year, width: minimum.width, height: minimum.height), "year-smallest")
        check(ViewGoldenTests.state(mode: .year, width: minimum.width, height: minimum.height - 1), "year-too-small")
    }

    @Test func yearPageRefusedAtTheEnd() {
        var state = ViewGoldenTests.state(cursor: "9999-06-15", mode: .year, width: 80, height: 24)
        state.apply(.nextPage)
        check(state, "year-edge-9999-80x24")
    }

    @Test func yearPageSlideHalfwayToTheNextYear() {
        var state = ViewGoldenTests.state(mode: .year, width: 80, height: 24)
        state.apply(.nextPage)
        check(state, "year-slide-half-80x24", viewport: 120)
    }
}
