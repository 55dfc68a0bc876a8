import Testing
import TestSupport
@testable import CalendarCore

/// Compares the core with Python's `calendar` and `datetime`, an
/// independent implementation of the proleptic Gregorian calendar.
@Suite struct OracleTests {
    /// Python's `monthdayscalendar` gives the rows of a month with 0 for
    /// days of other months; ours must match cell for cell.
    @Test func monthGridsMatchPythonsCalendar() throws {
        let years = Array(1800..<2200) + [1, 2, 3, 4, 99, 100, 400, 1582, 1600, 1752, 1900, 4000, 5000, 7777, 8000, 9998, 9999]
        let script = """
            import calendar
            years = [\(years.map(String.init).joined(separator: ","))]
            out = []
            for fw, name in ((6, 'sunday'), (0, 'monday')):
                cal = calendar.Calendar(firstweekday=fw)
                for y in years:
                    for m in range(1, 13):
                        rows = cal.monthdayscalendar(y, m)
                        out.append(f"{name} {y} {m} " + "|".join(",".join(map(str, r)) for r in rows))
            print("\\n".join(out))
            """
        let lines = try PythonOracle.run(script).split(separator: "\n")
        #expect(lines.count == years.count * 12 * 2)
        var mismatches = 0
        for line in lines {
            let parts = line.split(separator: " ")
            let first = Weekday(name: String(parts[0]))!
            let month = YearMonth(year: Int(parts[1])!, month: Int(parts[2])!)!
            let page = MonthPage(month: month, firstWeekday: first)
            let ours = page.rows.map { row in row.map { $0.inMonth ? String($0.date.day) : "0" }.joined(separator: ",") }
                .joined(separator: "|")
            if ours != parts[3] {
                mismatches += 1
                if mismatches < 5 { Issue.record("\(month) \(first): ours \(ours), Python \(parts[3])") }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func isoWeeksMatchPythonForEveryDayFrom1900To2100() throws {
        let script = """
            import datetime
            d = datetime.date(1900, 1, 1)
            end = datetime.date(2100, 12, 31)
            one = datetime.timedelta(days=1)
            out = []
            while d <= end:
                y, w, _ = d.isocalendar()
                out.append(f"{y:04d}-W{w:02d}")
                d += one
            print("\\n".join(out))
            """
        let lines = try PythonOracle.run(script).split(separator: "\n")
        var date = try CivilDate.parse("1900-01-01")
        #expect(lines.count == date.days(until: try CivilDate.parse("2100-12-31")) + 1)
        var mismatches = 0
        for expected in lines {
            let ours = ISOWeek(containing: date).description
            if ours != expected {
                mismatches += 1
                if mismatches < 5 { Issue.record("\(date): ours \(ours), Python \(expected)") }
            }
            date = date.adding(days: 1)
        }
        #expect(mismatches == 0)
    }

    @Test(arguments: [("2026-12-31", "2026-W53"), ("2024-12-30", "2025-W01"), ("2022-12-31", "2022-W52"),
                      ("2021-01-03", "2020-W53"), ("2026-11-21", "2026-W47")])
    func isoWeekExamples(date: String, week: String) throws {
        #expect(ISOWeek(containing: try CivilDate.parse(date)).description == week)
    }

    @Test func isoWeekOfARowIgnoresTheScreensFirstWeekday() throws {
        // A Sunday-first row from 2024-12-29 holds Mon 30 .. Sat 4: ISO 2025-W01.
        let start = try CivilDate.parse("2024-12-29")
        #expect(ISOWeek(ofRowStarting: start, firstWeekday: .sunday).description == "2025-W01")
        #expect(ISOWeek(ofRowStarting: try CivilDate.parse("2024-12-23"), firstWeekday: .monday).description == "2024-W52")
    }
}
