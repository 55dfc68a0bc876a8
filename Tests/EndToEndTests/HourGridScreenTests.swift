import Foundation
import Testing
import TestSupport

/// The week's hour grid in a real terminal, with the default flags: boxes
/// to scale, overlapping events side by side, a five-day event as one bar.
@Suite struct HourGridScreenTests {
    static let calendar = """
        BEGIN:VCALENDAR\r
        PRODID:-//dal tests//EN\r
        VERSION:2.0\r
        BEGIN:VEVENT\r
        UID:review\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Review\r
        DTSTART;TZID=Europe/Berlin:20261122T090000\r
        DTEND;TZID=Europe/Berlin:20261122T103000\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:alpha\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Alpha\r
        DTSTART;TZID=Europe/Berlin:20261123T140000\r
        DTEND;TZID=Europe/Berlin:20261123T150000\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:beta\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Beta\r
        DTSTART;TZID=Europe/Berlin:20261123T143000\r
        DTEND;TZID=Europe/Berlin:20261123T153000\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:conference\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Conference\r
        DTSTART;VALUE=DATE:20261124\r
        DTEND;VALUE=DATE:20261129\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func boxesAreToScaleOverlapsSideBySideAndAFiveDayEventIsOneBar() throws {
        // A moment, not only a day: the line of the time now is drawn
        // across today's column, and between 10:15 and 10:30 of the real
        // clock it took the place of the box's 10:15 row.
        let calendarScreen = try CalendarScreen(calendar: Self.calendar, width: 120, height: 50, arguments: "--week",
                                                clock: ["DAL_NOW": "2026-11-22T08:00"])
        defer { calendarScreen.remove() }
        let session = calendarScreen.session
        let ready = try session.waitFor { $0.contains { $0.contains("Review") } && $0.contains { $0.contains("Beta") } }
        #expect(ready.ok, "\(ready.screen.dump)")
        let screen = ready.screen
        let styled = try session.styledScreen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func row(startingWith label: String) throws -> Int { try #require(screen.firstIndex { $0.hasPrefix(label) }, "\(label)\(screen.dump)") }
        func column(of text: String, in line: String) throws -> Int {
            try #require(line.range(of: text), "\(text) in \(line)").lowerBound.utf16Offset(in: line)
        }

        // Four rows an hour at this height: 10:30 is two rows below 10:00.
        let nine = try row(startingWith: "09:00"), ten = try row(startingWith: "10:00")
        #expect(ten - nine == 4, "\(screen.dump)")
        let reviewX = try column(of: "Review", in: screen.first { $0.contains("Review") }!)
        #expect(screen[nine].contains("09:00 Review"), "the box starts on the 09:00 row: \(screen[nine])")
        // (tmux leaves out trailing blanks: a column past a line's end is not reversed.)
        func reversed(_ x: Int, _ y: Int) -> Bool {
            guard styled.indices.contains(y) else { return false }
            let columns = StyledLine.reverseColumns(styled[y])
            return columns.indices.contains(x) && columns[x]
        }
        #expect(reversed(reviewX, ten + 1), "the box covers 10:15")
        #expect(!reversed(reviewX, ten + 2), "and ends before the 10:30 row")
        #expect(!reversed(reviewX, nine - 1), "and starts no earlier")

        // Alpha and Beta overlap: both readable, side by side in Monday's column.
        let alpha = try #require(screen.firstIndex { $0.contains("Alpha") }), beta = try #require(screen.firstIndex { $0.contains("Beta") })
        #expect(try column(of: "Alpha", in: screen[alpha]) < column(of: "Beta", in: screen[beta]))
        let monday = try column(of: "Mon 23", in: screen[1])
        #expect(try column(of: "Beta", in: screen[beta]) - monday < 16, "Beta stays in Monday's column\(screen.dump)")

        // The conference is one bar, its title once, from Tuesday to Saturday.
        let barRow = try #require(screen.firstIndex { $0.contains("Conference") })
        #expect(screen.filter { $0.contains("Conference") }.count == 1)
        let tuesday = try column(of: "Tue 24", in: screen[1]), saturday = try column(of: "Sat 28", in: screen[1])
        #expect((tuesday...saturday + 4).allSatisfy { reversed($0, barRow) }, "one unbroken bar\n\(styled[barRow].debugDescription)")
    }

    /// `--now` sets the clock: the now-line crosses today at that time,
    /// with the time in the hours; `v` and ↓ choose 09:00–11:00 on the
    /// cursor's day, and `a` adds there.
    @Test func theNowLineAndATimeRangeChosenWithV() throws {
        let directory = NSTemporaryDirectory() + "dal-grid-\(UUID().uuidString)"
        let work = directory + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try TmuxSession(width: 120, height: 50,
                                      command: "\(ProcessRunner.dalBinary) --week --no-store --now 2026-11-22T14:37 --calendar \(work)",
                                      environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                    "XDG_CACHE_HOME": directory + "/cache", "XDG_DATA_HOME": directory + "/data"])
        let ready = try session.waitFor { $0.contains { $0.hasPrefix("14:37") } }
        #expect(ready.ok, "the time of the now-line in the hours\(ready.screen.dump)")
        let line = try #require(ready.screen.first { $0.hasPrefix("14:37") })
        #expect(line.contains("━━━"), "the line across today: \(line)")
        try session.send("v", "j", "j", "j")
        try session.expectScreen(shows: "09:00–11:00: a adds at that time")
        try session.send("a")
        try session.expectScreen(shows: "> 09:00-11:00 _")
        try session.type("Review")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Review\"")
        // An empty folder given to write gets a named calendar in it.
        let file = try #require(FileManager.default.subpaths(atPath: work)?.first { $0.hasSuffix(".ics") })
        let text = try String(contentsOfFile: work + "/" + file, encoding: .utf8)
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261122T090000\r\n") && text.contains("DTEND;TZID=Europe/Berlin:20261122T110000\r\n"),
                "\(text)")
    }
}
