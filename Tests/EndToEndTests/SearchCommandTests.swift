import Foundation
import Testing
import TestSupport

/// `dal search`: words in the title, location, description or categories,
/// case and accents ignored, Hangul by syllable; a series once by its next
/// instance; a past event by its last one; JSON for scripts.
@Suite struct SearchCommandTests {
    static let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VEVENT\r
        UID:coffee\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;TZID=Europe/Berlin:20261201T100000\r
        DTEND;TZID=Europe/Berlin:20261201T110000\r
        SUMMARY:Coffee at Café Olé\r
        LOCATION:Kreuzberg\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:meeting\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;TZID=Europe/Berlin:20261102T090000\r
        DTEND;TZID=Europe/Berlin:20261102T091500\r
        RRULE:FREQ=WEEKLY\r
        SUMMARY:팀 회의\r
        DESCRIPTION:Weekly sync\\, agenda in the doc\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:trip\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;VALUE=DATE:20250301\r
        SUMMARY:Old trip\r
        CATEGORIES:Travel,Family\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:far-ahead\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;TZID=Europe/Berlin:20310612T190000\r
        DTEND;TZID=Europe/Berlin:20310612T210000\r
        SUMMARY:Crème brûlée class\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:far-future-series\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;VALUE=DATE:20400229\r
        RRULE:FREQ=YEARLY\r
        SUMMARY:Leap-day reunion\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:centuries-ago\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;VALUE=DATE:18890315\r
        SUMMARY:Founding of the choir\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    func search(_ words: [String]) throws -> ProcessResult {
        let directory = NSTemporaryDirectory() + "dal-search-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Self.calendar.write(toFile: directory + "/team.ics", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try ProcessRunner.run(ProcessRunner.dalBinary, ["search"] + words + ["--ics", directory + "/team.ics"],
                                     environment: ["TZ": "Europe/Berlin", "DAL_TODAY": "2026-11-26", "LANG": "C.UTF-8"])
    }

    @Test(arguments: [
        (["cafe"], "2026-12-01 10:00-11:00  Coffee at Café Olé  [team]  @ Kreuzberg"),
        (["CAFÉ", "ole"], "2026-12-01 10:00-11:00  Coffee at Café Olé  [team]  @ Kreuzberg"),
        (["kreuzberg"], "2026-12-01 10:00-11:00  Coffee at Café Olé  [team]  @ Kreuzberg"),
        (["회의"], "2026-11-30 09:00-09:15  팀 회의 (repeats)  [team]"),
        (["회"], "2026-11-30 09:00-09:15  팀 회의 (repeats)  [team]"),
        (["sync", "agenda"], "2026-11-30 09:00-09:15  팀 회의 (repeats)  [team]"),
        (["travel"], "2025-03-01 all day      Old trip  [team]"),
        // Issue 39: every year, not only two ahead and ten behind.
        (["brulee"], "2031-06-12 19:00-21:00  Crème brûlée class  [team]"),
        (["reunion"], "2040-02-29 all day      Leap-day reunion (repeats)  [team]"),
        (["choir"], "1889-03-15 all day      Founding of the choir  [team]"),
    ])
    func aWordFindsItsEventOnceByItsNextInstance(words: [String], line: String) throws {
        let result = try search(words)
        #expect(result.status == 0 && result.stdout == line + "\n", "\(words): \(result.stdout)\(result.stderr)")
    }

    @Test func nothingFoundSaysSoAndExits1() throws {
        let result = try search(["dentist"])
        #expect(result.status == 1 && result.stdout.isEmpty && result.stderr.contains("nothing found for \"dentist\""))
    }

    @Test func withDaysASeriesIsFoundByItsFirstInstanceThereAsJSON() throws {
        let result = try search(["sync", "--from", "2026-12-10", "--to", "2026-12-31", "--json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 1)
        #expect(objects.first?["start"] as? String == "2026-12-14T09:00" && objects.first?["repeats"] as? Bool == true, "\(objects)")
    }

    /// `/` in the full screen (tmux, default flags): the words typed find
    /// the event as the search command does, Enter goes to its day.
    @Test func slashFindsAnEventAndEnterGoesToItsDay() throws {
        let screen = try CalendarScreen(calendar: Self.calendar, width: 100, height: 30, clock: ["DAL_TODAY": "2026-11-26"])
        defer { screen.remove() }
        let session = screen.session
        try session.expectScreen(shows: "? help")
        try session.send("/")
        try session.type("cafe")
        try session.expectScreen(shows: "2026-12-01 10:00–11:00  Coffee at Café Olé  [team]")
        try session.send("Enter")
        try session.expectScreen(shows: "December 2026")
        try session.expectScreen(shows: "[ 1]", "the cursor on the event's day")
        try session.expectScreen(shows: "1 of 1 found · n next · N previous")
    }

    /// Issue 39: `/` finds an event five years ahead, and Enter goes there.
    @Test func slashFindsAnEventYearsAhead() throws {
        let screen = try CalendarScreen(calendar: Self.calendar, width: 100, height: 30, clock: ["DAL_TODAY": "2026-11-26"])
        defer { screen.remove() }
        let session = screen.session
        try session.expectScreen(shows: "? help")
        try session.send("/")
        try session.type("brulee")
        try session.expectScreen(shows: "2031-06-12 19:00–21:00  Crème brûlée class  [team]")
        try session.send("Enter")
        try session.expectScreen(shows: "June 2031")
    }
}
