import CalendarCore
import Foundation
import Testing
import TestSupport

/// `--ics` through the binary with real zones, and `dal export`.
@Suite struct CalendarFileTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-ics-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = "\(directory)/\(name)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// 02:00 UTC on the 21st and 08:00 Tokyo on the 21st are both still the
    /// 20th in New York; the week view lists them under Friday the 20th.
    @Test func eventsLandOnTheirLocalDayInWeekView() throws {
        let ics = try write("team.ics", """
            BEGIN:VCALENDAR\r
            X-WR-CALNAME:Team\r
            BEGIN:VEVENT\r
            SUMMARY:Late call\r
            DTSTART:20261121T020000Z\r
            DTEND:20261121T030000Z\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            SUMMARY:Tokyo sync\r
            DTSTART;TZID=Asia/Tokyo:20261121T080000\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            SUMMARY:Standup\r
            DTSTART;VALUE=DATE:20261116\r
            RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=2\r
            END:VEVENT\r
            END:VCALENDAR\r

            """)
        let session = try TmuxSession(width: 120, height: 20,
                                      command: "\(ProcessRunner.dalBinary) --week --no-store --ics \(ics)",
                                      environment: ["DAL_TODAY": "2026-11-21", "TZ": "America/New_York", "LANG": "C.UTF-8", "TERM": "screen"])
        let screen = try session.waitFor("Late call")
        #expect(screen.ok, "\(screen.screen.dump)")
        let dates = try #require(screen.screen.first { $0.contains("Nov 20") })
        let column = try #require(dates.range(of: "Nov 20")).lowerBound.utf16Offset(in: dates)
        for summary in ["· Late call", "· Tokyo sync"] {
            let row = try #require(screen.screen.first { $0.contains(summary) }, "\(summary)\(screen.screen.dump)")
            let x = row.range(of: summary)!.lowerBound.utf16Offset(in: row)
            #expect(abs(x - column) < 120 / 7, "\(summary) under Fri Nov 20\(screen.screen.dump)")
        }
        #expect(screen.screen.filter { $0.contains("· Standup") }.count == 1, "Mon 16 and Wed 18 share one row of entries")
        #expect(screen.screen.contains { $0.contains("Team") }, "the legend names the calendar")
    }

    @Test func aMalformedCalendarStopsWithItsLineAndExit65() throws {
        let ics = try write("bad.ics", "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:2021-08-02\nEND:VEVENT\nEND:VCALENDAR\n")
        let result = try ProcessRunner.dal(["--ics", ics], environment: ["DAL_TODAY": "2026-11-21"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(ics): 3: DTSTART '2021-08-02' is not a date"), "\(result.stderr)")
    }

    @Test func exportWritesTheStoreAsICalendarAndJSON() throws {
        let store = try write("store.json", #"{"categories": [], "marks": [], "selected": ["2026-11-21", "2026-11-22", "2026-12-25"]}"#)
        let ics = try ProcessRunner.dal(["export", "--ics", "--store", store], environment: ["DAL_TODAY": "2026-11-21"])
        #expect(ics.status == 0, "\(ics.stderr)")
        #expect(ics.stdout.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        let parsed = try ICalendarParser.parse(ics.stdout)
        let expander = RecurrenceExpander(horizon: CivilDate.last) { ($0.date, $0.secondsOfDay) }
        let days = parsed.events.flatMap { expander.days(of: $0) }.map(\.description).sorted()
        #expect(days == ["2026-11-21", "2026-11-22", "2026-12-25"])

        let json = try ProcessRunner.dal(["export", "--json", "--store", store])
        #expect(json.stdout.contains(#""selected": ["2026-11-21/2026-11-22", "2026-12-25"]"#), "runs of days: \(json.stdout)")
        #expect(Selection(ranges: try MarkDocument.parse(Array(json.stdout.utf8)).selected).sortedDates.map(\.description)
                == ["2026-11-21", "2026-11-22", "2026-12-25"])

        let missing = try ProcessRunner.dal(["export", "--ics", "--store", "\(directory)/none.json"])
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("no store yet"))
    }
}
