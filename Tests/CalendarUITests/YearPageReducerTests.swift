import Testing
@testable import CalendarCore
@testable import CalendarUI

/// The year page in the reducer: `y`, `Enter` and `w`, paging years
/// through the strip, the edges, the cursor keys, clicks, and the months a
/// short window scrolls to. Today is Saturday 2026-11-21.
@Suite struct YearPageReducerTests {
    static func day(_ text: String) -> CivilDate { ReducerTests.day(text) }

    static func yearState(cursor: String = "2026-11-21", width: Int = 80, height: Int = 24) -> AppState {
        ReducerTests.state(cursor: cursor, mode: .year, width: width, height: height)
    }

    func applying(_ actions: [Action], to start: AppState) -> AppState {
        actions.reduce(start, AppState.update)
    }

    func year(_ state: AppState) -> Int? {
        guard case .year(let buffer) = state.pages else { return nil }
        return buffer.current.year
    }

    func month(_ state: AppState) -> String? {
        guard case .month(let buffer) = state.pages else { return nil }
        return buffer.current.month.description
    }

    @Test func yOpensTheCursorsYearAndComesBackToItsMonth() {
        let start = ReducerTests.state(cursor: "2030-03-05")
        #expect(KeyMap.action(for: .character("y"), in: start) == .toggleYear)
        let yearPage = applying([.toggleYear], to: start)
        #expect(yearPage.mode == .year)
        #expect(year(yearPage) == 2030)
        #expect(yearPage.cursor == Self.day("2030-03-05"), "the cursor stays")
        #expect(yearPage.slide == nil, "changing views does not slide")
        let moved = applying([.nextWeek, .nextWeek, .nextWeek, .nextWeek, .toggleYear], to: yearPage)
        #expect(moved.mode == .month)
        #expect(month(moved) == "2030-04", "back on the cursor's month, not the one the year page was opened from")
        #expect(moved.cursor == Self.day("2030-04-02"))
    }

    @Test func yFromTheWeekViewToo() {
        let week = ReducerTests.state(cursor: "2026-12-30", mode: .week)
        let yearPage = applying([.toggleYear], to: week)
        #expect(year(yearPage) == 2026)
        #expect(applying([.toggleYear], to: yearPage).mode == .month)
    }

    @Test func enterOpensTheMonthUnderTheCursorExceptWhenPicking() {
        var state = applying([.nextDay, .nextWeek], to: Self.yearState(cursor: "2026-05-30"))
        #expect(state.cursor == Self.day("2026-06-07"))
        #expect(KeyMap.action(for: .enter, in: state) == .toggleYear)
        let opened = applying([KeyMap.action(for: .enter, in: state)!], to: state)
        #expect(month(opened) == "2026-06")
        #expect(opened.cursor == Self.day("2026-06-07"))
        #expect(KeyMap.action(for: .enter, in: opened) == .showAgenda, "Enter in month view lists the day as before")
        state = state.with { $0.pickMode = .multiple }
        #expect(KeyMap.action(for: .enter, in: state) == .pick)
        #expect(applying([.pick], to: state).quitReason == .picked)
    }

    @Test func wLandsOnTodayInTheMonthView() {
        let state = applying([.toggleMode], to: Self.yearState(cursor: "2031-02-14"))
        #expect(state.mode == .month)
        #expect(month(state) == "2026-11")
        #expect(state.cursor == Self.day("2026-11-21"))
    }

    @Test func arrowsAndPageKeysTurnYearsWithASlideKeepingMonthAndDay() {
        let leap = Self.yearState(cursor: "2024-02-29")
        let next = applying([.nextPage], to: leap)
        #expect(year(next) == 2025)
        #expect(next.cursor == Self.day("2025-02-28"), "Feb 29 clamps to Feb 28")
        #expect(next.slide == Slide(direction: 1))
        let back = applying([.previousPage], to: next)
        #expect(year(back) == 2024)
        #expect(back.cursor == Self.day("2024-02-28"))
        #expect(back.slide == Slide(direction: -1))
        #expect(applying([.nextYear], to: leap) == next, "PgDn is → on the year page")
        #expect(applying([.previousYear], to: next) == back, "PgUp is ←")
        guard case .year(let buffer) = next.pages else { Issue.record("not a year strip"); return }
        #expect(buffer.previous?.year == 2024 && buffer.next?.year == 2026)
    }

    @Test(arguments: [
        ("9999-06-15", Action.nextPage, "the calendar ends at 9999-12-31"),
        ("9999-06-15", Action.nextYear, "the calendar ends at 9999-12-31"),
        ("9999-12-29", Action.nextWeek, "the calendar ends at 9999-12-31"),
        ("9999-12-31", Action.nextDay, "the calendar ends at 9999-12-31"),
        ("0001-03-10", Action.previousPage, "the calendar starts at 0001-01-01"),
        ("0001-03-10", Action.previousYear, "the calendar starts at 0001-01-01"),
        ("0001-01-01", Action.previousDay, "the calendar starts at 0001-01-01"),
    ])
    func stepsPastTheEdgesAreRefusedAndNothingMoves(cursor: String, action: Action, message: String) {
        let start = Self.yearState(cursor: cursor)
        let refused = applying([action], to: start)
        #expect(refused.message == message)
        #expect(refused.cursor == start.cursor)
        #expect(refused.pages == start.pages)
        #expect(refused.slide == nil)
    }

    @Test func dayAndWeekMovesTurnTheYearWhenTheCursorLeavesIt() {
        let end = Self.yearState(cursor: "2026-12-31")
        let next = applying([.nextDay], to: end)
        #expect(next.cursor == Self.day("2027-01-01"))
        #expect(year(next) == 2027)
        #expect(next.slide == Slide(direction: 1))
        let up = applying([.previousWeek], to: Self.yearState(cursor: "2026-01-03"))
        #expect(up.cursor == Self.day("2025-12-27"))
        #expect(year(up) == 2025)
        let within = applying([.nextWeek, .nextDay], to: Self.yearState(cursor: "2026-06-28"))
        #expect(within.cursor == Self.day("2026-07-06"))
        #expect(within.slide == nil, "the month changes, the page does not")
    }

    @Test func todayGoToSelectionAndTagsWorkAsInMonthView() {
        let away = Self.yearState(cursor: "2031-02-14")
        let today = applying([.goToToday], to: away)
        #expect(year(today) == 2026 && today.cursor == Self.day("2026-11-21") && today.mode == .year)
        var goTo = applying([.openGoTo], to: away)
        for c in "2040-08" { goTo.apply(.promptInput(c)) }
        goTo.apply(.promptSubmit)
        #expect(year(goTo) == 2040 && goTo.cursor == Self.day("2040-08-14"))
        let selected = applying([.toggleSelection, .nextDay, .rangeKey, .nextDay, .nextDay, .rangeKey], to: away)
        #expect(selected.selection.sortedDates.map(\.description) == ["2031-02-14", "2031-02-15", "2031-02-16", "2031-02-17"])
        #expect(applying([.tag(0)], to: away).message == "no categories to tag with: load a data file with --data")
    }

    @Test func aClickOnADayMovesTheCursorAndTogglesIt() throws {
        let state = Self.yearState(cursor: "2026-11-21")
        let layout = ScreenLayout(state: state).yearPage(cursorMonth: 11)
        let grid = try #require(layout.dayGrid(month: 9))
        let cell = grid.origin(row: 1, column: 2)   // Tue 2026-09-08 (September starts on a Tuesday)
        let clicked = applying([.click(x: cell.x + 1, y: cell.y)], to: state)
        #expect(clicked.cursor == Self.day("2026-09-08"))
        #expect(clicked.selection.sortedDates == [Self.day("2026-09-08")])
        // The column of the cursor's `[` belongs to the day after it.
        #expect(applying([.click(x: cell.x, y: cell.y)], to: state).cursor == Self.day("2026-09-08"))
        // Before September 1st (a Tuesday) there is no day, and no title is one.
        let blank = grid.origin(row: 0, column: 1)
        #expect(applying([.click(x: blank.x + 1, y: blank.y)], to: state) == state)
        #expect(applying([.click(x: 40, y: 0)], to: state) == state)
    }

    @Test(arguments: [
        // width, height, cursor month: months across, months shown
        (80, 24, 3, 3, 1...6), (80, 24, 6, 3, 1...6), (80, 24, 7, 3, 7...12), (80, 24, 12, 3, 7...12),
        (140, 40, 1, 6, 1...12), (100, 40, 12, 4, 1...12), (100, 30, 9, 4, 1...12), (100, 26, 5, 4, 1...8), (100, 26, 9, 4, 5...12),
        (28, 11, 4, 1, 4...4), (50, 30, 11, 2, 7...12), (50, 30, 6, 2, 1...6),
    ])
    func shortWindowsShowTheScreenfulOfTheCursorsMonth(width: Int, height: Int, cursorMonth: Int, across: Int,
                                                       shown: ClosedRange<Int>) {
        let layout = YearPageLayout(pageWidth: width, pageHeight: height - 1, cursorMonth: cursorMonth)
        #expect(layout.across == across)
        #expect(layout.visibleMonths == shown)
    }

    @Test func theYearPageNeedsLessThanADefaultTerminal() {
        let minimum = ScreenLayout(size: ScreenSize(width: 80, height: 24), mode: .year, hasLegend: true).minimumSize
        #expect(minimum.width <= 80 && minimum.height <= 24)
        #expect(!ScreenLayout(size: minimum, mode: .year, hasLegend: true).isTooSmall)
        #expect(ScreenLayout(size: ScreenSize(width: minimum.width, height: minimum.height - 1), mode: .year, hasLegend: true).isTooSmall)
    }

    @Test func eventsAreLoadedForTheCurrentYearOnly() {
        #expect(Self.yearState().eventDaysOnPages == Self.day("2026-01-01")...Self.day("2026-12-31"))
    }
}
