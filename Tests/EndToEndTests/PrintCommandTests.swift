import Foundation
import Testing
import TestSupport

/// `dal print` as a user runs it: the built binary, stdout through a pipe.
@Suite struct PrintCommandTests {
    static let pinned = ["DAL_TODAY": "2026-11-21", "LANG": "C"]

    @Test(arguments: [
        ("month-en", ["print", "2026-11"], [String: String]()),
        ("month-monday-first", ["print", "2026-11", "--first-weekday", "monday"], [:]),
        ("month-korean", ["print", "2026-11"], ["LANG": "ko_KR.UTF-8"]),
        ("month-german-week-numbers", ["print", "2026-12", "--week-numbers"], ["LC_TIME": "de_DE.UTF-8"]),
        ("month-lc-all-wins", ["print", "2026-11"], ["LANG": "ko_KR.UTF-8", "LC_ALL": "de_DE.UTF-8"]),
        ("three-wide", ["print", "2027-01", "--three"], ["COLUMNS": "200"]),
        ("three-narrow", ["print", "2027-01", "--three"], ["COLUMNS": "80"]),
        ("week", ["print", "2024-12-30", "--week", "--week-numbers"], [:]),
        ("first-month", ["print", "0001-01", "--three"], ["COLUMNS": "200"]),
        ("last-month", ["print", "9999-12", "--three"], ["COLUMNS": "200"]),
        ("color-always", ["print", "--color", "always"], [:]),
        ("json-month", ["print", "2026-02", "--json", "--first-weekday", "mon"], [:]),
        ("json-week", ["print", "2026-12-31", "--week", "--json"], [:]),
        ("year-narrow", ["print", "-y", "2027"], ["COLUMNS": "80"]),
        ("year-wide-week-numbers", ["print", "--year", "2026-05", "--week-numbers", "--first-weekday", "monday"], ["COLUMNS": "120"]),
        ("year-korean-colour", ["print", "-y", "--color", "always"], ["LANG": "ko_KR.UTF-8", "COLUMNS": "100"]),
        ("year-json", ["print", "-y", "9999", "--json"], [:]),
        // 음력 under each day when asked for (a Korean locale alone keeps cal's shape: month-korean).
        ("month-lunar-korean", ["print", "2027-02", "--lunar"], ["LANG": "ko_KR.UTF-8"]),
        ("json-week-lunar-leap-month", ["print", "2012-04-21", "--week", "--json", "--lunar"], [:]),
    ])
    func goldenOutput(name: String, arguments: [String], environment: [String: String]) throws {
        let result = try ProcessRunner.dal(arguments, environment: Self.pinned.merging(environment) { _, new in new })
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        let mismatch = Golden.mismatch(result.stdout, named: "print-\(name)")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func colorAutoIsOffInAPipeAndNoColorIsHonoured() throws {
        let piped = try ProcessRunner.dal(["print"], environment: Self.pinned)
        #expect(!piped.stdout.contains("\u{1B}["))
        let always = try ProcessRunner.dal(["print", "--color", "always"], environment: Self.pinned.merging(["NO_COLOR": "1"]) { $1 })
        #expect(always.stdout.contains("\u{1B}[0;7;34m 21 "), "--color always overrides NO_COLOR; today (a Saturday) is reverse blue")
    }

    @Test(arguments: [
        (["print", "2026-13"], "month 13 does not exist"),
        (["print", "2021-02-30"], "day 30 does not exist, 2021-02 has 28 days"),
        (["print", "0000-01"], "year 0 is outside 1...9999"),
        (["print", "10000-01"], "year 10000 is outside 1...9999"),
        (["print", "abc"], "'abc' is not a date"),
        (["print", "--first-weekday", "funday"], "'funday' is not a weekday"),
        (["print", "--today", "2023-02-29"], "--today: '2023-02-29': day 29 does not exist"),
        (["print", "--color", "sometimes"], "sometimes"),
        (["print", "--three", "--week"], "choose one of --three, --week and --year"),
    ])
    func badInputExits64WithAReason(arguments: [String], reason: String) throws {
        let result = try ProcessRunner.dal(arguments, environment: Self.pinned)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(reason), "stderr: \(result.stderr)")
        if reason.contains("does not exist") || reason.contains("not a date") || reason.contains("outside") {
            #expect(result.stderr.contains("Accepted form"))
        }
    }

    @Test func badDalTodayIsReported() throws {
        let result = try ProcessRunner.dal(["print"], environment: ["DAL_TODAY": "2026-02-30"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("DAL_TODAY"))
    }

    /// `dal print -y` against Python's `calendar.TextCalendar.formatyear`
    /// (the same layout: two-digit days a column apart, three months
    /// across, three spaces between them): every day row equal, for 400
    /// consecutive years (a whole Gregorian cycle) and years sampled across
    /// 1 to 9999, weeks starting on Sunday and on Monday.
    @Test(arguments: ["sunday", "monday"])
    func yearPagesEqualPythonsCalendar(firstWeekday: String) throws {
        let years = Array(2000..<2400) + Array(stride(from: 1, through: 9999, by: 97)) + [9999]
        let python = firstWeekday == "sunday" ? 6 : 0
        let script = """
            import calendar, json, sys
            cal = calendar.TextCalendar(\(python))
            years = json.loads(sys.argv[1])
            print(json.dumps({str(y): cal.formatyear(y, 2, 1, 3, 3) for y in years}))
            """
        let expected = try JSONSerialization.jsonObject(with: Data(try PythonOracle.run(script, arguments: ["\(years)"]).utf8))
            as? [String: String] ?? [:]
        /// The rows of days: lines with a digit, after the year's own line.
        func dayRows(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }.filter { $0.contains { $0.isNumber } }
        }
        for year in years {
            let result = try ProcessRunner.dal(["print", "-y", String(year), "--first-weekday", firstWeekday, "--color", "never"],
                                               environment: Self.pinned.merging(["COLUMNS": "80"]) { _, new in new })
            let oracle = try #require(expected[String(year)], "python gave nothing for \(year)")
            #expect(dayRows(result.stdout) == dayRows(oracle), "year \(year):\n\(result.stdout)\n--- python:\n\(oracle)")
            if dayRows(result.stdout) != dayRows(oracle) { break }
        }
    }
}
