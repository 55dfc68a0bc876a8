import Foundation
import Testing
import TestSupport

/// The one-shot commands answer from what an earlier run kept
/// (`$XDG_CACHE_HOME/dal`, here under a home of the test's own), and only
/// for the very files on disk: an event changed, added or renamed between
/// two runs is answered as the files now say, by `dal search` and `dal list`
/// alike, with the default flags.
@Suite struct KeptAnswersTests {
    static func event(uid: String, title: String, day: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\n"
            + "DTSTART;TZID=Europe/Berlin:\(day)T100000\r\nDTEND;TZID=Europe/Berlin:\(day)T110000\r\nSUMMARY:\(title)\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    @Test func searchAndListAnswerAsTheFilesSayAfterEveryChange() throws {
        let home = NSTemporaryDirectory() + "dal-kept-\(UUID().uuidString)"
        let calendar = home + "/calendars/work"
        try FileManager.default.createDirectory(atPath: calendar, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try Self.event(uid: "coffee", title: "Coffee with Ann", day: "20261201").write(toFile: calendar + "/coffee.ics", atomically: true, encoding: .utf8)
        try Self.event(uid: "review", title: "Design review", day: "20261202").write(toFile: calendar + "/review.ics", atomically: true, encoding: .utf8)
        // One cache for every run (the runner gives each run an empty one otherwise).
        let environment = ["HOME": home, "XDG_CACHE_HOME": home + "/.cache", "TZ": "Europe/Berlin", "DAL_TODAY": "2026-11-26", "LANG": "C.UTF-8"]
        func search(_ words: String) throws -> ProcessResult {
            try ProcessRunner.dal(["search", words, "--ics", home + "/calendars"], environment: environment)
        }
        func list() throws -> String {
            let result = try ProcessRunner.dal(["list", "2026-11-30", "--days", "7", "--ics", home + "/calendars"], environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        for _ in 0..<2 {
            #expect(try search("coffee").stdout == "2026-12-01 10:00-11:00  Coffee with Ann  [work]\n")
            #expect(try list().contains("Coffee with Ann  [work]"))
        }
        #expect(FileManager.default.fileExists(atPath: home + "/.cache/dal"), "the answers were kept")

        // Changed in place: found by its new words only, listed by its new title.
        try Self.event(uid: "coffee", title: "Tea with Ann", day: "20261201").write(toFile: calendar + "/coffee.ics", atomically: true, encoding: .utf8)
        let gone = try search("coffee")
        #expect(gone.status == 1 && gone.stdout.isEmpty, "\(gone.stdout)")
        #expect(try search("tea").stdout == "2026-12-01 10:00-11:00  Tea with Ann  [work]\n")
        #expect(try list().contains("Tea with Ann  [work]") && !(try list().contains("Coffee")))

        // An event added.
        try Self.event(uid: "lunch", title: "Team lunch", day: "20261203").write(toFile: calendar + "/lunch.ics", atomically: true, encoding: .utf8)
        #expect(try search("lunch").stdout == "2026-12-03 10:00-11:00  Team lunch  [work]\n")
        #expect(try list().contains("Team lunch  [work]"))

        // The calendar renamed (its displayname file; no event file changed).
        try "Office\n".write(toFile: calendar + "/displayname", atomically: true, encoding: .utf8)
        #expect(try search("review").stdout == "2026-12-02 10:00-11:00  Design review  [Office]\n")
        #expect(try list().contains("Design review  [Office]"))
    }

    /// `dal remind` run as cron runs it: a look kept for the files answers
    /// the next one; an alarm moved between two runs goes off at its new
    /// time, not its old one.
    @Test func remindAnswersAsTheFilesSayAfterAnAlarmMoved() throws {
        let home = NSTemporaryDirectory() + "dal-kept-\(UUID().uuidString)"
        let calendar = home + "/calendars/work"
        try FileManager.default.createDirectory(atPath: calendar, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        func write(start: String) throws {
            try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:call\r\nDTSTAMP:20260101T000000Z\r\n"
                 + "DTSTART;TZID=Europe/Berlin:20261201T\(start)00\r\nDURATION:PT1H\r\nSUMMARY:Call Seoul\r\n"
                 + "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Call\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
                .write(toFile: calendar + "/call.ics", atomically: true, encoding: .utf8)
        }
        let environment = ["HOME": home, "XDG_CACHE_HOME": home + "/.cache", "TZ": "Europe/Berlin", "LANG": "C.UTF-8"]
        func remind(at now: String) throws -> String {
            let result = try ProcessRunner.dal(["remind", "--ics", home + "/calendars", "--now", now, "--state", home + "/state.json"],
                                               environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        try write(start: "1500")
        #expect(try remind(at: "2026-12-01T13:00").isEmpty)
        #expect(try remind(at: "2026-12-01T13:30").isEmpty, "answered from the kept look")
        try write(start: "1400")
        let moved = try remind(at: "2026-12-01T13:51")
        #expect(moved.contains("13:50") && moved.contains("Call Seoul"), "\(moved)")
        #expect(try remind(at: "2026-12-01T14:51").isEmpty, "its old time is gone")
    }
}
