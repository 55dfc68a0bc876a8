import Testing
@testable import CalendarCore

@Suite struct CivilDateTests {
    @Test func epochIsThursdayFirstOfJanuary1970() {
        let epoch = CivilDate(dayNumber: 0)
        #expect(epoch.description == "1970-01-01")
        #expect(epoch.weekday == .thursday)
    }

    @Test(arguments: [
        ("0001-01-01", Weekday.monday), ("2026-11-21", .saturday), ("2000-02-29", .tuesday),
        ("1582-10-15", .friday), ("9999-12-31", .friday), ("2011-12-30", .friday),
    ])
    func knownWeekdays(text: String, weekday: Weekday) throws {
        #expect(try CivilDate.parse(text).weekday == weekday)
    }

    @Test func everyDayOfTheSupportedRangeRoundTrips() {
        var expected = CivilDate.first.dayNumber
        for year in CivilDate.supportedYears {
            for month in 1...12 {
                for day in 1...CivilDate.daysIn(month: month, year: year) {
                    let date = CivilDate(year: year, month: month, day: day)!
                    #expect(date.dayNumber == expected)
                    if date.components != (year, month, day) {
                        Issue.record("round trip failed for \(year)-\(month)-\(day)")
                        return
                    }
                    expected += 1
                }
            }
        }
        #expect(expected - 1 == CivilDate.last.dayNumber)
    }

    @Test(arguments: [(1900, false), (2000, true), (2100, false), (2400, true), (2024, true), (2026, false), (4, true), (1, false)])
    func leapYears(year: Int, leap: Bool) {
        #expect(CivilDate.isLeap(year: year) == leap)
        #expect(CivilDate.daysIn(month: 2, year: year) == (leap ? 29 : 28))
    }

    @Test func monthLengths() {
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        for (index, length) in lengths.enumerated() {
            #expect(CivilDate.daysIn(month: index + 1, year: 2026) == length)
        }
    }

    @Test(arguments: [
        ("2026-01-31", 1, "2026-02-28"), ("2024-01-31", 1, "2024-02-29"), ("2024-03-31", -1, "2024-02-29"),
        ("2026-03-31", 1, "2026-04-30"), ("2026-12-15", 1, "2027-01-15"), ("2026-01-15", -1, "2025-12-15"),
        ("2026-11-21", 12, "2027-11-21"), ("2026-11-21", -1200, "1926-11-21"), ("2024-02-29", 12, "2025-02-28"),
    ])
    func addingMonthsClampsTheDay(start: String, months: Int, expected: String) throws {
        #expect(try CivilDate.parse(start).adding(months: months).description == expected)
    }

    @Test func dayOfYear() throws {
        #expect(try CivilDate.parse("2026-01-01").dayOfYear == 1)
        #expect(try CivilDate.parse("2024-12-31").dayOfYear == 366)
        #expect(try CivilDate.parse("2026-12-31").dayOfYear == 365)
    }

    @Test func yearMonthArithmeticCrossesYearsBothWays() {
        let month = YearMonth(year: 2026, month: 11)!
        #expect(month.adding(months: 2).description == "2027-01")
        #expect(month.adding(months: -11).description == "2025-12")
        #expect(YearMonth(year: 1, month: 1)!.adding(months: -1).description == "0000-12")
    }
}

@Suite struct DateParsingTests {
    @Test(arguments: ["2026-11", "0001-01", "9999-12"])
    func acceptsMonths(text: String) throws {
        guard case .month(let month) = try DateInput.parse(text) else { Issue.record("not a month"); return }
        #expect(month.description == text)
    }

    @Test(arguments: ["2026-11-21", "2024-02-29", "0001-01-01", "9999-12-31"])
    func acceptsDays(text: String) throws {
        #expect(try CivilDate.parse(text).description == text)
    }

    @Test(arguments: [
        ("2026-13", DateParseError.monthOutOfRange("2026-13", month: 13)),
        ("2026-00", .monthOutOfRange("2026-00", month: 0)),
        ("2021-02-30", .dayOutOfRange("2021-02-30", day: 30, daysInMonth: 28, month: YearMonth(year: 2021, month: 2)!)),
        ("2023-02-29", .dayOutOfRange("2023-02-29", day: 29, daysInMonth: 28, month: YearMonth(year: 2023, month: 2)!)),
        ("0000-01", .yearOutOfRange("0000-01", year: 0)),
        ("10000-01", .yearOutOfRange("10000-01", year: 10000)),
        ("abc", .malformed("abc")), ("", .malformed("")), ("2026", .malformed("2026")),
        ("2026-1-5", .malformed("2026-1-5")), ("２０２６-11", .malformed("２０２６-11")), ("-2026-11", .malformed("-2026-11")),
        ("2026-11-21-1", .malformed("2026-11-21-1")), ("+2026-11", .malformed("+2026-11")),
    ])
    func rejectsWithAReason(text: String, error: DateParseError) {
        #expect(throws: error) { try DateInput.parse(text) }
    }

    @Test func errorsReadAsSentences() {
        let error = DateParseError.dayOutOfRange("2021-02-30", day: 30, daysInMonth: 28, month: YearMonth(year: 2021, month: 2)!)
        #expect(error.description == "'2021-02-30': day 30 does not exist, 2021-02 has 28 days")
    }
}
