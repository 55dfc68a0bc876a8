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
        let session = try TmuxSession(width: 160, height: 20,
                                      command: "\(ProcessRunner.dalBinary) --week --no-store --ics \(ics)",
                                      environment: ["DAL_TODAY": "2026-11-21", "TZ": "America/New_York", "LANG": "C.UTF-8", "TERM": "screen"])
        let screen = try session.waitFor("21:00 Late")
        #expect(screen.ok, "\(screen.screen.dump)")
        let dates = try #require(screen.screen.first { $0.contains("Nov 20") })
        let column = try #require(dates.range(of: "Nov 20")).lowerBound.utf16Offset(in: dates)
        for summary in ["21:00 Late", "18:00 Tokyo"] {
            let row = try #require(screen.screen.first { $0.contains(summary) }, "\(summary)\(screen.screen.dump)")
            let x = row.range(of: summary)!.lowerBound.utf16Offset(in: row)
            #expect(abs(x - column) < 160 / 7, "\(summary) under Fri Nov 20\(screen.screen.dump)")
        }
        // (Team's symbol, ▽, goes with its name: docs/keys.md.)
        #expect(screen.screen.filter { $0.contains("▽ Standup") }.count == 1, "Mon 16 and Wed 18 share one row of entries\(screen.screen.dump)")
        #expect(screen.screen.contains { $0.contains("Team") }, "the legend names the calendar")
    }

    static let vdir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ICalendarCorpus/vdir").path

    /// A vdir of two calendars (Work #ff0000, Home #00aa00): both in the
    /// legend by their display names, their events on their days, each in
    /// its own colour (the 256-colour palette: 34), except that Work's red
    /// is Sunday's and is turned to a crimson pink (198), so that its days
    /// do not read as Sundays. Symbols go with the names (Work ●, Home ♡).
    @Test func aVdirOfTwoCalendarsShowsBothInTheirColours() throws {
        let session = try TmuxSession(width: 160, height: 24, command: "\(ProcessRunner.dalBinary) 2026-11-21 --week --no-store --ics \(Self.vdir)",
                                      environment: ["DAL_TODAY": "2026-11-21", "TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color"])
        #expect(try session.waitFor("♡ Home").ok && (try session.waitFor("● Work").ok))
        try session.send("Right")
        // The page slides in from the right: Thursday's birthday arrives last.
        let week = try session.waitFor { $0.contains { $0.contains("birthday") } && $0.contains { $0.contains("Dentist") } }
        #expect(week.ok, "\(week.screen.dump)")
        #expect(week.screen.contains { $0.contains("Standup") }, "\(week.screen.dump)")
        let styled = try session.styledScreen()
        let dentist = styled.split(separator: "\n").first { $0.contains("Dentist") }.map(String.init) ?? ""
        let standup = styled.split(separator: "\n").first { $0.contains("Standup") }.map(String.init) ?? ""
        #expect(dentist.contains("38;5;34m"), "Home's green: \(dentist.debugDescription)")
        #expect(standup.contains("38;5;198m") && !standup.contains("38;5;196m"), "Work's red, turned: \(standup.debugDescription)")
    }

    /// Without colour the two calendars still look different: each has its
    /// own symbol in the legend and before its events.
    @Test func withoutColourCalendarsAreToldApartByTheirSymbols() throws {
        let session = try TmuxSession(width: 160, height: 24, command: "\(ProcessRunner.dalBinary) 2026-11-23 --week --no-store --ics \(Self.vdir)",
                                      environment: ["DAL_TODAY": "2026-11-21", "TZ": "Europe/Berlin", "LANG": "C.UTF-8",
                                                    "TERM": "xterm-256color", "NO_COLOR": "1"])
        let screen = try session.waitFor { $0.contains { $0.contains("Dentist") } }
        #expect(screen.screen.contains { $0.contains("♡ Home") && $0.contains("● Work") }, "\(screen.screen.dump)")
        #expect(screen.screen.contains { $0.contains("♡ 16:00 Dentist") }, "\(screen.screen.dump)")
        #expect(screen.screen.contains { $0.contains("● 09:15 Standup") }, "\(screen.screen.dump)")
    }

    @Test func listOnAVdirNamesEachCalendar() throws {
        let result = try ProcessRunner.dal(["list", "2026-11-23", "--days", "4", "--ics", Self.vdir],
                                           environment: ["DAL_TODAY": "2026-11-21", "TZ": "Europe/Berlin"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            Monday 2026-11-23
              09:15-09:30   Standup  [Work]
            Tuesday 2026-11-24
              09:15-09:30   Standup  [Work]
              16:00-16:30   Dentist  [Home]
            Wednesday 2026-11-25
              09:15-09:30   Standup  [Work]
            Thursday 2026-11-26
              all day       Mum's birthday  [Home]
              09:15-09:30   Standup  [Work]

            """, "\(result.stdout)")
    }

    @Test func aFileThatIsNotICalendarStopsWithItsLineAndExit65() throws {
        let json = try write("data.ics", "{\"categories\": []}\n")
        for arguments in [["--ics", json], ["list", "--ics", json]] {
            let result = try ProcessRunner.dal(arguments, environment: ["DAL_TODAY": "2026-11-21", "TERM": "xterm"])
            #expect(result.status == 65)
            #expect(result.stderr.contains("\(json): 1: this is not an iCalendar file"), "\(result.stderr)")
        }
    }

    @Test func aBrokenEventIsNamedAndTheOthersAreShown() throws {
        let ics = try write("mixed.ics", """
            BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:test\n\
            BEGIN:VEVENT\nUID:ok\nSUMMARY:Works\nDTSTART;VALUE=DATE:20261121\nEND:VEVENT\n\
            BEGIN:VEVENT\nUID:bad-1\nSUMMARY:Broken\nDTSTART:tomorrow\nEND:VEVENT\n\
            END:VCALENDAR\n
            """)
        let result = try ProcessRunner.dal(["list", "2026-11-21", "--ics", ics], environment: ["DAL_TODAY": "2026-11-21"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Works"))
        #expect(result.stderr.contains("\(ics):12: event \"Broken\" (UID bad-1)") && result.stderr.contains("not shown"), "\(result.stderr)")
    }

    @Test func exportWritesTheStoreAsICalendarAndJSON() throws {
        let store = try write("store.json", #"{"categories": [], "marks": [], "selected": ["2026-11-21", "2026-11-22", "2026-12-25"]}"#)
        let ics = try ProcessRunner.dal(["export", "--ics", "--store", store], environment: ["DAL_TODAY": "2026-11-21"])
        #expect(ics.status == 0, "\(ics.stderr)")
        #expect(ics.stdout.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        // dal reads back what it exported.
        try ics.stdout.write(toFile: "\(directory)/exported.ics", atomically: true, encoding: .utf8)
        let listed = try ProcessRunner.dal(["list", "2026-11-01", "--to", "2026-12-31", "--ics", "\(directory)/exported.ics"],
                                           environment: ["DAL_TODAY": "2026-11-21"])
        #expect(listed.stdout.components(separatedBy: "Selected in dal").count - 1 == 3, "\(listed.stdout)")
        for day in ["2026-11-21", "2026-11-22", "2026-12-25"] { #expect(listed.stdout.contains(day), "\(listed.stdout)") }

        let json = try ProcessRunner.dal(["export", "--json", "--store", store])
        #expect(json.stdout.contains(#""selected": ["2026-11-21/2026-11-22", "2026-12-25"]"#), "runs of days: \(json.stdout)")
        #expect(Selection(ranges: try MarkDocument.parse(Array(json.stdout.utf8)).selected).sortedDates.map(\.description)
                == ["2026-11-21", "2026-11-22", "2026-12-25"])

        let missing = try ProcessRunner.dal(["export", "--ics", "--store", "\(directory)/none.json"])
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("no store yet"))
    }
}
