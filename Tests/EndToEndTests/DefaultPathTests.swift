import CalendarCore
import Foundation
import Testing
import TestSupport

/// What a new user does first, with the flags users have (pages slide): the
/// paths that once crashed dal on its first `Space` `→`. Each test quits,
/// reopens on the same store and pages again.
@Suite struct DefaultPathTests {
    let directory: String
    static let environment = ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "xterm-256color"]

    init() throws {
        directory = NSTemporaryDirectory() + "dal-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// `dal ARGUMENTS` on a store in this test's folder, stdout to `out.txt`.
    func start(_ arguments: String = "") throws -> TmuxSession {
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) \(arguments) > \(directory)/out.txt",
                                      environment: Self.environment.merging(["XDG_DATA_HOME": directory]) { $1 })
        try expect(session, shows: "? help", "dal did not start")
        return session
    }

    func expect(_ session: TmuxSession, shows text: String, _ comment: String = "",
                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try session.waitFor(text)
        #expect(result.ok, "expected '\(text)' \(comment)\(result.screen.dump)", sourceLocation: sourceLocation)
    }

    func quit(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try session.send("q")
        let result = try session.waitFor("EXIT=")
        #expect(result.screen.contains("EXIT=0"), "quits cleanly\(result.screen.dump)", sourceLocation: sourceLocation)
    }

    var stored: String { (try? String(contentsOfFile: "\(directory)/dal/store.json", encoding: .utf8)) ?? "<no store>" }

    @Test func spaceThenRightArrowInMonthViewThenReopen() throws {
        let first = try start()
        try first.send("Space", "Right")
        try expect(first, shows: "December 2026")
        try first.send("Space", "Left")
        try expect(first, shows: "November 2026")
        try expect(first, shows: "2 selected")
        try quit(first)
        #expect(stored.contains(#""selected": ["2026-11-21", "2026-12-21"]"#), "\(stored)")

        let again = try start()
        try expect(again, shows: "2 selected", "the selection came back")
        try again.send("Right")
        try expect(again, shows: "December 2026", "and the first → after reopening slides too")
        try again.send("Right", "Right")
        try expect(again, shows: "February 2027")
        try quit(again)
    }

    @Test func spaceThenRightArrowInWeekViewThenReopen() throws {
        let first = try start("--week")
        try first.send("Space", "Right")
        try expect(first, shows: "Nov 22, 2026 – Nov 28, 2026")
        try first.send("Space", "Right")
        try expect(first, shows: "Nov 29, 2026 – Dec 5, 2026")
        try quit(first)
        #expect(stored.contains(#""selected": ["2026-11-21", "2026-11-28"]"#), "\(stored)")

        let again = try start("--week")
        try expect(again, shows: "2 selected")
        try again.send("Space", "Left")
        try expect(again, shows: "Nov 8, 2026 – Nov 14, 2026")
        try expect(again, shows: "1 selected", "Space deselected today")
        try quit(again)
    }

    @Test func jPastTheEndOfTheMonthSlidesToTheNextThenReopen() throws {
        let first = try start("2026-11-28")
        try first.send("Space", "j")
        try expect(first, shows: "December 2026")
        try expect(first, shows: "[ 5]")
        try first.send("Space", "j", "j", "j", "j")
        try expect(first, shows: "January 2027", "j keeps paging")
        try quit(first)
        #expect(stored.contains(#""selected": ["2026-11-28", "2026-12-05"]"#), "\(stored)")

        let again = try start("2026-11-28")
        try expect(again, shows: "2 selected")
        try again.send("j")
        try expect(again, shows: "December 2026")
        try quit(again)
    }

    @Test func pickMultipleAcrossAPageTurn() throws {
        let session = try start("pick --multiple")
        try session.send("Space", "Right", "Space", "l", "Space", "Enter")
        #expect(try session.waitFor("EXIT=0").ok)
        let out = (try? String(contentsOfFile: "\(directory)/out.txt", encoding: .utf8)) ?? ""
        #expect(out == "2026-11-21\n2026-12-21\n2026-12-22\n")
    }

    /// `--no-animation` is a flag users have; this is its own test. (Every
    /// other end-to-end test runs with the default, the slide on.) The same
    /// page turn is recorded with the slide and without: the slide writes
    /// each of its frames, every one moving the whole page; without it, the
    /// new page is written once.
    @Test func noAnimationTurnsPagesAtOnce() throws {
        func bytesForOnePageTurn(_ arguments: String) throws -> Int {
            let session = try start(arguments)
            let recording = try session.recordOutput()
            try session.send("Right")
            try expect(session, shows: "December 2026")
            let written = try recording.finish().count
            try quit(session)
            return written
        }
        let sliding = try bytesForOnePageTurn(""), still = try bytesForOnePageTurn("--no-animation")
        #expect(still > 0 && still * 2 < sliding, "\(still) bytes without the slide, \(sliding) with it")
    }

    /// curses waits a whole second after ESC for the rest of a sequence
    /// unless told otherwise; dal sets a short wait, so Esc answers at once.
    @Test func escapeAnswersAtOnce() throws {
        let session = try start()
        try session.send("g")
        try expect(session, shows: "Go to")
        let sent = Date()
        try session.send("Escape")
        let closed = try session.waitFor { !$0.joined().contains("Go to") }
        let elapsed = Date().timeIntervalSince(sent)
        #expect(closed.ok && elapsed < 0.5, "the prompt closed after \(elapsed) s\(closed.screen.dump)")
        try quit(session)
    }

    // MARK: The edges of the calendar

    @Test func theFirstWeekStopsTheCursorOnTheFirstDay() throws {
        let first = try start("--week 0001-01-07 --first-weekday sunday")
        try first.send("Left")
        try expect(first, shows: "[Jan 1]")
        try first.send("Space")
        try expect(first, shows: "1 selected")
        try quit(first)
        #expect(stored.contains(#""selected": ["0001-01-01"]"#), "\(stored)")

        let again = try start("--week 0001-01-07 --first-weekday sunday")
        try expect(again, shows: "1 selected")
        #expect(!(try again.screen().joined().contains("read-only")), "the store it wrote loads")
        try quit(again)
    }

    @Test func theLastWeekPicksTheLastDay() throws {
        let session = try start("pick --week 9999-12-25 --first-weekday sunday")
        try session.send("Right")
        try expect(session, shows: "[Dec 31]")
        try session.send("Enter")
        #expect(try session.waitFor("EXIT=0").ok)
        #expect((try? String(contentsOfFile: "\(directory)/out.txt", encoding: .utf8)) == "9999-12-31\n")
    }

    @Test func fiveThousandYearsSelectedAreStoredAsOneRunAndReadBack() throws {
        let first = try start("0001-01-01")
        try first.send("v", "g")
        try first.type("5000-01-01")
        try first.send("Enter")
        try expect(first, shows: "January 5000")
        try first.send("v")
        try expect(first, shows: "1825848 selected")
        try quit(first)
        #expect(stored.contains(#""selected": ["0001-01-01/5000-01-01"]"#), "\(stored.prefix(300))")
        #expect(stored.utf8.count < 200, "one run, not 1.8 million days")

        let again = try start()
        try expect(again, shows: "1825848 selected")
        #expect(!(try again.screen().joined().contains("read-only")))
        try quit(again)
        let export = try ProcessRunner.dal(["export", "--json", "--store", "\(directory)/dal/store.json"])
        #expect(export.status == 0, "\(export.stderr)")
    }
}
