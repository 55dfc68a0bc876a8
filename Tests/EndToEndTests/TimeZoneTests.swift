import Foundation
import Testing
import TestSupport

/// Pages are built from civil dates, so no zone can drop or repeat a day,
/// and "today" is the local date as `date +%F` shows it.
@Suite struct TimeZoneTests {
    struct Day: Decodable { let date: String; let day: Int; let inMonth: Bool; let isToday: Bool }
    struct Page: Decodable { let weeks: [[Day]] }
    struct Document: Decodable { let pages: [Page] }

    /// Apia skipped 2011-12-30 as an instant; the others start DST at
    /// midnight, so a local midnight is missing on that day.
    @Test(arguments: [
        ("Pacific/Apia", "2011-12"), ("America/Sao_Paulo", "2018-11"), ("America/Havana", "2026-03"),
        ("Asia/Beirut", "2026-03"), ("America/Santiago", "2026-09"), ("Asia/Tehran", "2022-03"),
    ])
    func everyDayAppearsExactlyOnce(zone: String, month: String) throws {
        let result = try ProcessRunner.dal(["print", month, "--json"], environment: ["TZ": zone, "LANG": "C"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
        let days = document.pages[0].weeks.flatMap { $0 }.filter(\.inMonth).map(\.day)
        let year = Int(month.prefix(4))!, monthNumber = Int(month.suffix(2))!
        let length = Calendar(identifier: .gregorian).range(of: .day, in: .month,
            for: DateComponents(calendar: Calendar(identifier: .gregorian), year: year, month: monthNumber, day: 1).date!)!.count
        #expect(days == Array(1...length))

        let plain = try ProcessRunner.dal(["print", month], environment: ["TZ": zone, "LANG": "C"])
        #expect(plain.stdout.contains(" 30 "), "the text grid shows the 30th too")
    }

    @Test(arguments: ["Pacific/Apia", "Pacific/Kiritimati", "America/Adak", "Asia/Kolkata", "UTC", "America/Sao_Paulo"])
    func todayIsTheLocalDateOfTheZone(zone: String) throws {
        // Retry once if the date rolled over between the two reads.
        for _ in 0..<2 {
            let expected = try ProcessRunner.run("/bin/date", ["+%F"], environment: ["TZ": zone]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let result = try ProcessRunner.dal(["print", "--json"], environment: ["TZ": zone, "LANG": "C"])
            let document = try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
            let today = document.pages[0].weeks.flatMap { $0 }.filter(\.isToday).map(\.date)
            if today == [expected] { return }
        }
        Issue.record("dal's today differs from `date +%F` in \(zone)")
    }
}
