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

    /// The starts of many events within an hour of the viewer's zone, and across
    /// its changes, read as libc's own clock reads them (`date` is the
    /// oracle): dal keeps a zone's offset by hour, and in the "right/"
    /// zones, which count leap seconds, a kept offset once moved every
    /// event but an hour's first 27 seconds late.
    @Test(arguments: ["right/Europe/Berlin", "Europe/Berlin", "America/St_Johns", "Australia/Lord_Howe"])
    func eventStartsAreReadAsLibcReadsThem(zone: String) throws {
        #expect(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + zone), "tzdata has \(zone)")
        // Every 20 minutes around Berlin's and Lord Howe's changes of 2026 and a plain evening.
        let starts = [1_774_744_200, 1_792_890_000, 1_775_311_200, 1_795_298_400].flatMap { base in (0..<9).map { base + $0 * 1_200 } }
        let events = starts.enumerated().map { index, start in
            let stamp = { (instant: Int) in
                let date = Date(timeIntervalSince1970: TimeInterval(instant))
                let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
                return String(format: "%04d%02d%02dT%02d%02d%02dZ", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!)
            }
            return "BEGIN:VEVENT\r\nUID:e\(index)\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:E\(index)\r\nDTSTART:\(stamp(start))\r\n"
                + "DTEND:\(stamp(start + 600))\r\nEND:VEVENT\r\n"
        }
        let file = NSTemporaryDirectory() + "dal-hours-\(UUID().uuidString).ics"
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n" + events.joined() + "END:VCALENDAR\r\n").write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        struct Item: Decodable { let start: String; let summary: String }
        var shown: [String: String] = [:]
        for from in ["2026-03-28", "2026-10-24", "2026-04-04", "2026-11-21"] {
            let result = try ProcessRunner.dal(["list", from, "--days", "3", "--ics", file, "--json"], environment: ["TZ": zone, "LANG": "C"])
            #expect(result.status == 0, "\(result.stderr)")
            for item in try JSONDecoder().decode([Item].self, from: Data(result.stdout.utf8)) { shown[item.summary] = item.start }
        }
        for (index, start) in starts.enumerated() {
            let expected = try ProcessRunner.run("/bin/date", ["-d", "@\(start)", "+%FT%T"], environment: ["TZ": zone]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(shown["E\(index)"] == expected, "E\(index) at \(start) in \(zone)")
        }
    }
}
