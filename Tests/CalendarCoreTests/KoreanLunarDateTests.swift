import CalendarCore
import Foundation
import Testing
import TestSupport

/// Korean lunar dates (음력) against the KASI-based oracle
/// (Tests/Oracle/lunar_oracle.py, the PyPI package korean-lunar-calendar)
/// for every day 1950–2050, and the labels a day cell shows.
@Suite struct KoreanLunarDateTests {
    static let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracle/lunar_oracle.py").path

    @Test func everyDayFrom1950To2050IsTheLunarDateKASIPublishes() throws {
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", Self.oracle, "1950-01-01", "2050-12-31"])
        try #require(result.status == 0, "\(result.stderr)")
        var differing: [String] = []
        var count = 0
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            let day = try CivilDate.parse(String(fields[0]))
            let lunar = KoreanLunarDate(day)
            let ours = "\(lunar.year)-\(lunar.month)\(lunar.isLeapMonth ? "L" : "")-\(lunar.day)"
            if ours != fields[1] { differing.append("\(fields[0]): dal \(ours), KASI \(fields[1])") }
            count += 1
        }
        #expect(count == 36_890)
        #expect(differing.isEmpty, "\(differing.count) days differ: \(differing.prefix(10))")
    }

    @Test(arguments: [
        ("2012-04-21", "윤3.1"),   // the issue's leap month
        ("2027-02-07", "1.1"),     // 설날 2027: a day after China's
        ("2027-02-06", "12.30"),
        ("2026-09-25", "8.15"),    // 추석 2026
    ])
    func aDayCellLabelsItsLunarDate(day: String, label: String) throws {
        #expect(KoreanLunarDate(try CivilDate.parse(day)).label == label)
    }
}
