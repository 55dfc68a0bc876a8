import Testing
@testable import CalendarCore

@Suite struct MonthPageTests {
    @Test func november2026SundayFirst() {
        let page = MonthPage(month: YearMonth(year: 2026, month: 11)!, firstWeekday: .sunday)
        #expect(page.rowCount == 5)
        #expect(page.firstCellDate.description == "2026-11-01")
        #expect(page.cell(row: 4, column: 1).date.description == "2026-11-30")
        #expect(page.cell(row: 4, column: 2) == PageCell(date: CivilDate(year: 2026, month: 12, day: 1)!, inMonth: false))
    }

    @Test func february2026MondayFirstNeedsOnlyFourRows() {
        // 2026-02-01 is a Sunday: Sunday-first fits in four rows.
        #expect(MonthPage(month: YearMonth(year: 2026, month: 2)!, firstWeekday: .sunday).rowCount == 4)
        #expect(MonthPage(month: YearMonth(year: 2026, month: 2)!, firstWeekday: .monday).rowCount == 5)
    }

    @Test func sixRowMonth() {
        // 2026-08-01 is a Saturday.
        #expect(MonthPage(month: YearMonth(year: 2026, month: 8)!, firstWeekday: .sunday).rowCount == 6)
    }

    @Test(arguments: Weekday.allCases)
    func everyDayOfTheMonthAppearsOnceInOrder(first: Weekday) {
        for month in 1...12 {
            let page = MonthPage(month: YearMonth(year: 2011, month: month)!, firstWeekday: first)
            let inMonth = page.rows.flatMap { $0 }.filter(\.inMonth).map(\.date.day)
            #expect(inMonth == Array(1...page.month.numberOfDays))
            #expect(page.cell(row: 0, column: 0).date.weekday == first)
        }
    }

    @Test func positionOfADate() throws {
        let page = MonthPage(month: YearMonth(year: 2026, month: 11)!, firstWeekday: .monday)
        #expect(page.position(of: try CivilDate.parse("2026-11-21"))! == (3, 5))
        #expect(page.position(of: try CivilDate.parse("2026-10-26"))! == (0, 0))
        #expect(page.position(of: try CivilDate.parse("2026-10-25")) == nil)
    }
}

@Suite struct WeekPageTests {
    @Test func weekStartsOnTheFirstWeekday() throws {
        let date = try CivilDate.parse("2026-11-21")
        #expect(WeekPage(containing: date, firstWeekday: .sunday).firstDay.description == "2026-11-15")
        #expect(WeekPage(containing: date, firstWeekday: .monday).firstDay.description == "2026-11-16")
        #expect(WeekPage(containing: date, firstWeekday: .saturday).firstDay.description == "2026-11-21")
    }

    @Test func titleWeekIsTheISOWeekOfThePagesThursday() throws {
        let sundayFirst = WeekPage(containing: try CivilDate.parse("2024-12-29"), firstWeekday: .sunday)
        #expect(sundayFirst.isoWeek.description == "2025-W01")
        let mondayFirst = WeekPage(containing: try CivilDate.parse("2024-12-29"), firstWeekday: .monday)
        #expect(mondayFirst.isoWeek.description == "2024-W52")
    }
}

@Suite struct PageBufferTests {
    @Test func stepsBuildOnePageEach() {
        var buffer = PageBuffer(current: MonthPage(month: YearMonth(year: 2026, month: 11)!, firstWeekday: .sunday))
        #expect(buffer.pagesBuilt == 3)
        for _ in 0..<1000 { try! buffer.stepForward() }
        #expect(buffer.pagesBuilt == 1003)
        #expect(buffer.current.month.description == "2110-03")
        #expect(buffer.previous?.month.description == "2110-02")
        #expect(buffer.next?.month.description == "2110-04")
        for _ in 0..<1000 { try! buffer.stepBackward() }
        #expect(buffer.current.month.description == "2026-11")
    }

    @Test func refusesToStepPastTheEdgesAndStaysPut() {
        var end = PageBuffer(current: MonthPage(month: YearMonth(year: 9999, month: 12)!, firstWeekday: .sunday))
        #expect(end.next == nil)
        #expect(throws: PageEdgeError.end) { try end.stepForward() }
        #expect(end.current.month.description == "9999-12")

        var start = PageBuffer(current: MonthPage(month: YearMonth(year: 1, month: 1)!, firstWeekday: .sunday))
        #expect(start.previous == nil)
        #expect(throws: PageEdgeError.start) { try start.stepBackward() }
        try! start.stepForward()
        try! start.stepBackward()
        #expect(start.current.month.description == "0001-01")
    }

    @Test func weekBufferReachesBothEnds() throws {
        var buffer = PageBuffer(current: WeekPage(containing: try CivilDate.parse("9999-12-20"), firstWeekday: .monday))
        #expect(try buffer.step(by: 10) == 1)
        #expect(buffer.current.contains(CivilDate.last))
        #expect(throws: PageEdgeError.end) { try buffer.stepForward() }

        var start = PageBuffer(current: WeekPage(containing: try CivilDate.parse("0001-01-10"), firstWeekday: .sunday))
        #expect(try start.step(by: -5) == 1)
        #expect(start.current.contains(CivilDate.first))
        #expect(start.current.firstDay.description == "0000-12-31")
    }
}

@Suite struct YearPageTests {
    @Test func holdsEveryDayOfItsYearAndNoOther() throws {
        let page = YearPage(containing: try CivilDate.parse("2024-07-04"), firstWeekday: .monday)
        #expect(page.year == 2024)
        #expect(page.firstDay.description == "2024-01-01")
        #expect(page.lastDay.description == "2024-12-31")
        #expect(page.contains(try CivilDate.parse("2024-02-29")))
        #expect(!page.contains(try CivilDate.parse("2023-12-31")))
        #expect(!page.contains(try CivilDate.parse("2025-01-01")))
    }

    @Test func itsTwelveMonthsShareTheFirstWeekday() {
        let page = YearPage(year: 2026, firstWeekday: .saturday)
        #expect(page.months.map(\.month.description) == (1...12).map { YearMonth(year: 2026, month: $0)!.description })
        #expect(page.months.allSatisfy { $0.firstWeekday == .saturday })
        #expect(page.month(2) == MonthPage(month: YearMonth(year: 2026, month: 2)!, firstWeekday: .saturday))
    }

    @Test func neighboursAreTheYearsBeforeAndAfter() {
        let page = YearPage(year: 2026, firstWeekday: .sunday)
        #expect(page.following() == YearPage(year: 2027, firstWeekday: .sunday))
        #expect(page.preceding() == YearPage(year: 2025, firstWeekday: .sunday))
        #expect(YearPage(year: 1, firstWeekday: .sunday).isSupported)
        #expect(YearPage(year: 9999, firstWeekday: .sunday).isSupported)
        #expect(!YearPage(year: 0, firstWeekday: .sunday).isSupported)
        #expect(!YearPage(year: 10_000, firstWeekday: .sunday).isSupported)
    }

    @Test func bufferPagesYearsOnePageAStepAndStopsAtTheEdges() throws {
        var buffer = PageBuffer(current: YearPage(year: 9997, firstWeekday: .sunday))
        #expect(try buffer.step(by: 5) == 2)
        #expect(buffer.current.year == 9999)
        #expect(buffer.next == nil)
        #expect(buffer.pagesBuilt == 5)
        #expect(throws: PageEdgeError.end) { try buffer.stepForward() }
        #expect(buffer.current.year == 9999, "a refused step leaves the page")

        var start = PageBuffer(current: YearPage(year: 2, firstWeekday: .sunday))
        try! start.stepBackward()
        #expect(start.current.year == 1)
        #expect(start.previous == nil)
        #expect(throws: PageEdgeError.start) { try start.stepBackward() }
        #expect(start.next?.year == 2)
    }
}
