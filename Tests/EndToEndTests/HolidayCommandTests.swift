import Foundation
import Testing
import TestSupport

/// Public holidays on the command line (issue 43): `dal list` carries them
/// as all-day entries of the calendar "Holidays" (JSON `"holiday": true`),
/// on by default in a Korean locale and off elsewhere, `--holidays none`
/// turns them off, an unknown region is a clear error, and `dal free
/// --workdays` leaves them out.
@Suite struct HolidayCommandTests {
    static let korean = ["LANG": "ko_KR.UTF-8", "TZ": "Asia/Seoul"]
    static let english = ["LANG": "C.UTF-8", "TZ": "Asia/Seoul"]

    func listed(_ arguments: [String], environment: [String: String]) throws -> [[String: Any]] {
        let result = try ProcessRunner.dal(["list"] + arguments + ["--json"], environment: environment)
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    @Test func aKoreanLocaleListsSeollalAndItsSubstituteAsHolidays() throws {
        let entries = try listed(["2027-02-05", "--to", "2027-02-10"], environment: Self.korean)
        let holidays = entries.filter { $0["holiday"] as? Bool == true }
        #expect(holidays.map { "\($0["date"]!) \($0["summary"]!)" }
                == ["2027-02-06 설날", "2027-02-07 설날", "2027-02-08 설날", "2027-02-09 대체공휴일"])
        #expect(holidays.allSatisfy { $0["calendar"] as? String == "Holidays" && $0["allDay"] as? Bool == true })
    }

    @Test func otherLocalesShowNoneUnlessAskedAndNoneTurnsThemOff() throws {
        #expect(try listed(["2027-02-05", "--to", "2027-02-10"], environment: Self.english).isEmpty)
        let asked = try listed(["2027-02-05", "--to", "2027-02-10", "--holidays", "KR"], environment: Self.english)
        #expect(asked.count == 4 && asked.allSatisfy { $0["holiday"] as? Bool == true })
        #expect(try listed(["2027-02-05", "--to", "2027-02-10", "--holidays", "none"], environment: Self.korean).isEmpty)
    }

    @Test func anUnknownRegionIsAnErrorThatSaysWhichDalHas() throws {
        let result = try ProcessRunner.dal(["list", "--holidays", "XX"], environment: Self.english)
        #expect(result.status != 0 && result.stderr.contains("'XX' is not a region dal has holidays for") && result.stderr.contains("KR"),
                "\(result.status) \(result.stderr)")
        let directory = NSTemporaryDirectory() + "dal-holidays-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/dal", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "first-weekday = \"monday\"\nholidays = [\"KR\", \"Mars\"]\n".write(toFile: directory + "/dal/config.toml", atomically: true, encoding: .utf8)
        let config = try ProcessRunner.dal(["list"], environment: Self.english.merging(["XDG_CONFIG_HOME": directory]) { $1 })
        #expect(config.status == 78 && config.stderr.contains("config.toml:2") && config.stderr.contains("'Mars'"), "\(config.stderr)")
    }

    @Test func freeOnWorkdaysLeavesTheHolidaysOut() throws {
        let directory = NSTemporaryDirectory() + "dal-holidays-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let empty = directory + "/empty.ics"
        try "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n".write(toFile: empty, atomically: true, encoding: .utf8)
        let arguments = ["free", "2027-02-08", "--to", "2027-02-10", "--workdays", "--between", "09:00-18:00", "--json",
                         "--now", "2027-02-01T00:00", "--ics", empty]
        let result = try ProcessRunner.dal(arguments, environment: Self.korean)
        try #require(result.status == 0, "\(result.stderr)")
        let slots = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        // The 8th (설날) and the 9th (its substitute) are holidays: only the 10th is a workday.
        #expect(slots.map { "\($0["start"]!)" } == ["2027-02-10T09:00"], "\(slots)")
    }

    /// Holidays of another region as a .ics file, named in the config
    /// beside KR (relative to the config's folder): listed as holidays by
    /// their summaries; a file dal cannot read stops it with the file and
    /// where the config named it (exit 65).
    @Test func aHolidayFileInTheConfigListsItsDaysBesideKoreas() throws {
        let directory = NSTemporaryDirectory() + "dal-holiday-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/dal", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let german = """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:weihnachten@test\r\nDTSTAMP:20260101T000000Z\r
            DTSTART;VALUE=DATE:20201225\r\nDTEND;VALUE=DATE:20201227\r\nRRULE:FREQ=YEARLY\r\nSUMMARY:Weihnachten\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
            """
        try german.write(toFile: directory + "/dal/de.ics", atomically: true, encoding: .utf8)
        try "holidays = [\"KR\", \"de.ics\"]\n".write(toFile: directory + "/dal/config.toml", atomically: true, encoding: .utf8)
        let environment = Self.english.merging(["XDG_CONFIG_HOME": directory]) { $1 }
        let holidays = try listed(["2027-12-24", "--to", "2027-12-27"], environment: environment).filter { $0["holiday"] as? Bool == true }
        #expect(holidays.map { "\($0["date"]!) \($0["summary"]!)" }.sorted()
                == ["2027-12-25 Weihnachten", "2027-12-25 기독탄신일", "2027-12-26 Weihnachten", "2027-12-27 대체공휴일"], "\(holidays)")

        try "holidays = [\"KR\", \"nl.ics\"]\n".write(toFile: directory + "/dal/config.toml", atomically: true, encoding: .utf8)
        let missing = try ProcessRunner.dal(["list"], environment: environment)
        #expect(missing.status == 65 && missing.stderr.contains("nl.ics") && missing.stderr.contains("config.toml:1"), "\(missing.stderr)")
    }
}
