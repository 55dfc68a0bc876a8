import Foundation
import Testing
import TestSupport

/// What a person reads on the screen with calendars and a data file: the
/// demo of the README's picture (`docs/demo`: a vdir of two calendars and
/// `running.json`) through the built binary with its default flags, in tmux.
@Suite struct EventViewTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/demo").standardized.path
    /// At noon of the demo's day: the real time of day would let the
    /// demo's 18:30 alarm ring over the screens these tests read.
    static let environment = ["DAL_TODAY": "2026-11-21", "DAL_NOW": "2026-11-21T12:00", "TZ": "Europe/Berlin", "LANG": "C.UTF-8",
                              "TERM": "xterm-256color"]

    func start(width: Int, height: Int, _ arguments: String = "") throws -> TmuxSession {
        let session = try TmuxSession(
            width: width, height: height,
            command: "\(ProcessRunner.dalBinary) \(arguments) --no-store --ics \(Self.demo)/calendars --data \(Self.demo)/running.json",
            environment: Self.environment)
        // The calendars are read on a worker thread: wait for their events.
        let started = try session.waitFor { $0.contains { $0.contains("Grandm") } }
        try #require(started.ok, "no events on screen: \(started.screen.dump)")
        return session
    }

    /// The column where `text` starts on the first row holding it.
    func column(of text: String, in screen: [String]) -> Int? {
        screen.lazy.compactMap { row in row.range(of: text).map { DisplayColumns.of(row[..<$0.lowerBound]) } }.first
    }

    @Test func monthCellsListTitlesAndTimesUnderTheirDays() throws {
        let session = try start(width: 150, height: 34)
        let screen = try session.screen()
        // The page, without the legend and status line (and the agenda
        // beside it, which lists the cursor day only).
        let page = screen.dropLast(3).map { String($0.prefix(110)) }
        for text in ["09:15 Stand", "13:00 Quart", "19:00 Dinn", "Grandma", "Trip to", "Running", "Exams"] {
            #expect(page.contains { $0.contains(text) }, "'\(text)' in a month cell\(screen.dump)")
        }
        // Thursday the 19th's planning is listed under the 19.
        let day = try #require(screen.firstIndex { $0.contains(" 19 ") })
        let planning = try #require(screen.firstIndex { $0.contains("13:00 Quart") })
        #expect(planning > day && planning - day <= 3, "\(screen.dump)")
        let dayColumn = try #require(column(of: " 19 ", in: [screen[day]]))
        let planningColumn = try #require(column(of: "13:00 Quart", in: [screen[planning]]))
        #expect(abs(dayColumn - planningColumn) < 150 / 7, "under the 19\(screen.dump)")
    }

    /// Pages away, a year back, then `t`: today's month shows its events
    /// again, from its first week to its last. The jump once came back
    /// without the days of the month's first block (the worker let go of
    /// them while preparing the page), until another key asked again.
    @Test func backToTodayAfterAYearBackShowsTheMonthsEventsAgain() throws {
        let session = try start(width: 100, height: 30)
        try #require(try session.waitFor { $0.contains { $0.contains("Team offsite") } }.ok, "the 4th's offsite, at the start")
        for (key, title) in [("Right", "December 2026"), ("Right", "January 2027"), ("PPage", "January 2026")] {
            try session.send(key)
            try session.expectScreen(shows: title)
        }
        // The blocks around January 2026 all prepared (the demo's are quick).
        usleep(1_000_000)
        try session.send("t")
        try session.expectScreen(shows: "November 2026")
        let back = try session.waitFor(timeout: 3) { $0.contains { $0.contains("Team offsite") } }
        #expect(back.ok, "the 4th's offsite again\(back.screen.dump)")
        // The other weeks too: the exams (12th, 13th), the trip (26th to 28th), the 30th's standup.
        let screen = try session.screen()
        for text in ["Exams", "Trip to Busan"] { #expect(screen.contains { $0.contains(text) }, "\(text) again\(screen.dump)") }
        let lastWeek = try #require(screen.firstIndex { $0.contains(" 30 ") }, "\(screen.dump)")
        #expect(screen[lastWeek...].prefix(3).contains { $0.contains("Standup") }, "the 30th's standup\(screen.dump)")
    }

    @Test func aSmallWindowSaysHowManyMoreThereAre() throws {
        let session = try start(width: 80, height: 24)
        // Saturday has four entries and room for one under its number.
        let screen = try session.screen()
        let more = try #require(screen.first { $0.contains("+3 more") }, "\(screen.dump)")
        let saturday = try #require(screen.first { $0.contains("[21]") })
        #expect(abs((column(of: "+3 more", in: [more]) ?? 0) - (column(of: "[21]", in: [saturday]) ?? 0)) < 80 / 7,
                "under the 21st\(screen.dump)")
    }

    @Test func weekViewListsEachDayInTimeOrder() throws {
        // Just too narrow for the agenda, which would list Saturday too, and
        // just too short for the hour grid (HourGridScreenTests), which draws days as time.
        let session = try start(width: 119, height: 31)
        try session.send("w")
        try session.expectScreen(shows: "2026-W47")
        let screen = try session.screen()
        // Saturday: the mark, the deploy that began on Friday, then by time.
        let page = screen.dropLast(3)   // not the legend
        let order = ["Running", "→02:00 Late", "19:00 Dinner", "20:30 Movie"].map { text in
            page.lastIndex { $0.contains(text) }
        }
        #expect(order.allSatisfy { $0 != nil }, "\(screen.dump)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "in time order\(screen.dump)")
        #expect(screen.contains { $0.contains("22:00 Late") }, "Friday's start time\(screen.dump)")
    }

    @Test func enterShowsTheDaysEventsWithEveryDetailOfTheirFiles() throws {
        let session = try start(width: 100, height: 40)
        try session.send("Enter")
        try session.expectScreen(shows: "where      Trattoria Da Enzo, Kreuzberg", "the location, unescaped")
        try session.expectScreen(shows: "alarm      30 min before the start")
        try session.expectScreen(shows: "attendee   Ann <ann@example.com> (accepted)")
        try session.expectScreen(shows: "notes      Table for six at 19:00.")
        try session.expectScreen(shows: "Bring the photos from the trip.", "the description's second line")
        try session.expectScreen(shows: "also has   X-DAL-DEMO", "what is not shown is named")
        try session.send("Left")
        try session.expectScreen(shows: "Friday, November 20, 2026")
        try session.expectScreen(shows: "Late deploy")
        #expect(!(try session.screen()).contains { $0.contains("Trattoria") }, "the panel moved to Friday")
    }

    @Test func theAgendaBesideThePagesFollowsTheCursor() throws {
        let session = try start(width: 150, height: 34)
        try session.expectScreen(shows: "Saturday, November 21, 2026")
        try session.expectScreen(shows: "19:00–21:00 Dinner with friends")
        try session.send("h")
        try session.expectScreen(shows: "Friday, November 20, 2026")
        try session.expectScreen(shows: "22:00→")
        try session.send("l", "l")
        try session.expectScreen(shows: "Sunday, November 22, 2026")
        try session.expectScreen(shows: "all day     Grandma's birthday")
        try session.send("Right")   // the page turns; the agenda follows
        try session.expectScreen(shows: "Tuesday, December 22, 2026")
        try session.expectScreen(shows: "09:15–09:30 Standup")
        // Narrower than 120 columns the pages take the whole width.
        try session.resize(width: 100, height: 30)
        let narrow = try session.waitFor { !$0.contains { $0.contains("December 22, 2026") } }
        #expect(narrow.ok, "no agenda panel at 100 columns\(narrow.screen.dump)")
    }

    @Test func enterOpensTheDaysAgendaOnANarrowWindow() throws {
        let session = try start(width: 80, height: 24)
        try session.send("Enter")
        try session.expectScreen(shows: "Saturday, November 21, 2026")
        try session.expectScreen(shows: "20:30–23:00 Movie night")
        try session.send("Right")   // a day, in the agenda
        try session.expectScreen(shows: "Sunday, November 22, 2026")
        try session.send("Escape")
        let closed = try session.waitFor { !$0.contains { $0.contains("Sunday, November 22") } }
        #expect(closed.ok, "\(closed.screen.dump)")
        try session.expectScreen(shows: "[22]", "the cursor stayed on the day the agenda showed")
    }
}

/// Display columns of text as a terminal counts them (CJK two).
enum DisplayColumns {
    static func of(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ((0x1100...0x115F).contains($1.value) || (0x2E80...0xD7A3).contains($1.value) ? 2 : 1) }
    }
}
