import Foundation
import Testing
import TestSupport

/// The mouse in tmux with the default flags, as SGR reports (mode 1006)
/// with motion while the button is down (mode 1002): a click on a day of
/// the next month shown on the page is that one day, a drag shows its run
/// as it goes, and a carried event lands on the day clicked.
@Suite final class MouseScreenTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-mouse-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/work", withIntermediateDirectories: true)
        try "Work".write(toFile: directory + "/work/displayname", atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func start(_ arguments: String) throws -> TmuxSession {
        let session = try TmuxSession(width: 120, height: 40, command: "\(ProcessRunner.dalBinary) \(arguments)",
                                      environment: ["DAL_NOW": "2026-11-29T10:00", "TZ": "Europe/Berlin", "LANG": "C.UTF-8",
                                                    "TERM": "xterm-256color", "XDG_DATA_HOME": directory + "/data"])
        try #require(try session.waitFor("? help").ok)
        return session
    }

    /// Where a day's number is: the last row that shows `day` beside `neighbour`.
    func position(of day: String, besides neighbour: String, in session: TmuxSession) throws -> (column: Int, row: Int) {
        let screen = try session.screen()
        let row = try #require(screen.lastIndex { $0.contains(" \(day) ") && $0.contains(" \(neighbour) ") }, "\(screen.dump)")
        let column = try #require(screen[row].range(of: " \(day) ")).lowerBound.utf16Offset(in: screen[row]) + 1
        return (column, row)
    }

    func sgr(_ button: Int, _ at: (column: Int, row: Int), release: Bool = false) -> [UInt8] {
        Array("\u{1B}[<\(button);\(at.column + 1);\(at.row + 1)\(release ? "m" : "M")".utf8)
    }

    /// Issue 39: `dal 2026-11-29`, a click on the 2 of December in the
    /// last row: December opens with that one day selected (the release
    /// was read on the new page: 29 were).
    @Test func aClickOnADayOfTheNextMonthSelectsThatDayAlone() throws {
        let session = try start("2026-11-29 --no-store")
        let december2 = try position(of: "2", besides: "3", in: session)
        try session.sendBytes(sgr(0, december2) + sgr(0, december2, release: true))
        try session.expectScreen(shows: "December 2026")
        try session.expectScreen(shows: "1 selected")
        try session.expectScreen(shows: "[ 2]", "the cursor on Dec 2")
    }

    /// Issue 39: with the button down, the run follows the pointer (motion
    /// reports), before any release.
    @Test func aDragShowsItsRunWhileTheButtonIsDown() throws {
        let session = try start("2026-11-29 --no-store")
        let from = try position(of: "10", besides: "11", in: session)
        let through = try position(of: "13", besides: "12", in: session)
        try session.sendBytes(sgr(0, from))
        try session.expectScreen(shows: "1 selected")
        try session.sendBytes(sgr(32, through))
        try session.expectScreen(shows: "4 selected", "shown as the pointer moves, the button still down")
        try session.sendBytes(sgr(32, from))
        try session.expectScreen(shows: "1 selected", "back on the first day")
        try session.sendBytes(sgr(32, through) + sgr(0, through, release: true))
        try session.expectScreen(shows: "4 selected")
    }

    /// Issue 39: in a move, a click on a day of the next month shown on the
    /// page carries the event there, not a month further.
    @Test func aCarriedEventClickedOntoTheNextMonthsDayLandsThere() throws {
        let session = try start("2026-11-29 --no-store --calendar \(directory)/work")
        try session.send("a")
        try session.type("09:00 Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        try session.send("m")
        try session.expectScreen(shows: "MOVE \"Dentist\"")
        let december2 = try position(of: "2", besides: "3", in: session)
        try session.sendBytes(sgr(0, december2) + sgr(0, december2, release: true))
        try session.expectScreen(shows: "→ Wed Dec 2 (+3 days)")
    }
}
