import CalendarUI
import Foundation
import Testing
import TestSupport

/// The built `dal` in a real terminal (tmux), keys in, screen out, with the
/// flags users have (pages slide). Every run pins today to 2026-11-21 (a
/// Saturday).
@Suite struct FullScreenTests {
    static let environment = ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "screen"]

    func start(_ arguments: String = "", width: Int = 80, height: Int = 24,
               environment: [String: String] = [:], ready: String = "? help") throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height, command: "\(ProcessRunner.dalBinary) \(arguments)",
                                      environment: Self.environment.merging(environment) { $1 })
        let started = try session.waitFor(ready)
        try #require(started.ok, "dal did not start: \(started.screen.dump)")
        return session
    }

    @Test func twelveStepsForwardAndBackReturnToTheStartMonth() throws {
        let session = try start()
        try session.expectScreen(shows: "November 2026")
        try session.send("Right")
        try session.expectScreen(shows: "December 2026", "after one animated step")
        try session.send("Right", repeat: 11)
        try session.expectScreen(shows: "November 2027")
        try session.send("Left", repeat: 12)
        try session.expectScreen(shows: "November 2026")
        #expect(try session.screen().contains { $0.contains("[21]") }, "the cursor is back on the 21st")
    }

    @Test func aThousandRightArrowsAtOnceLandExactly() throws {
        let session = try start()
        try session.send("Right", repeat: 1000)
        // 2026-11 + 1000 months = 2110-03.
        try session.expectScreen(shows: "March 2110")
        try session.send("h")
        try session.expectScreen(shows: "[20]", "and the calendar still answers keys")
    }

    @Test func bothArrowEncodingsTurnPages() throws {
        let session = try start()
        try session.sendBytes([0x1B, 0x5B, 0x43])   // ESC [ C
        try session.expectScreen(shows: "December 2026")
        try session.sendBytes([0x1B, 0x4F, 0x43])   // ESC O C
        try session.expectScreen(shows: "January 2027")
        try session.sendBytes([0x1B, 0x5B, 0x44])   // ESC [ D
        try session.expectScreen(shows: "December 2026")
        try session.sendBytes([0x1B, 0x4F, 0x44])   // ESC O D
        try session.expectScreen(shows: "November 2026")
    }

    @Test func wTogglesToTheWeekOfTodayAndBack() throws {
        let session = try start("2030-03-05")
        try session.expectScreen(shows: "March 2030")
        try session.send("w")
        try session.expectScreen(shows: "Nov 15, 2026 – Nov 21, 2026 · 2026-W47")
        try session.expectScreen(shows: "WEEK")
        try session.expectScreen(shows: "[Nov 21]", "the cursor is on today")
        try session.send("w")
        try session.expectScreen(shows: "November 2026")
        try session.expectScreen(shows: "MONTH")
    }

    @Test func spaceSelectsThreeDaysAndVSelectsARange() throws {
        let session = try start()
        try session.send("Space", "h", "Space", "h", "Space")
        try session.expectScreen(shows: "3 selected")
        // Range from Mon 23 to Thu 26 (cursor is on Thu 19).
        try session.send("j", "h", "h", "h", "v", "l", "l", "l")
        try session.expectScreen(shows: "range 4 days")
        try session.send("v")
        try session.expectScreen(shows: "7 selected")
        // Selected days are drawn on cyan (SGR 46); unselected are not.
        let styled = try session.styledScreen()
        let row = styled.split(separator: "\n").first { $0.contains("23") && $0.contains("26") }.map(String.init) ?? ""
        #expect(row.contains("46m"), "row of the range is highlighted: \(row.debugDescription)")
        try session.send("Space")   // the cursor (26) is selected: Space deselects it
        try session.expectScreen(shows: "6 selected")
    }

    @Test func resizingToOneByOneAndBackRecovers() throws {
        let session = try start()
        // At 1×1 the only cell is the bottom-right corner, which curses does
        // not write; what matters is that dal survives and recovers.
        try session.resize(width: 1, height: 1)
        Thread.sleep(forTimeInterval: 0.3)
        try session.resize(width: 20, height: 3)
        try session.expectScreen(shows: "window too small", "after 1×1")
        try session.resize(width: 40, height: 5)
        try session.expectScreen(shows: "window too small (need 28×9)")
        try session.resize(width: 80, height: 24)
        try session.expectScreen(shows: "November 2026")
        try session.send("Right")
        try session.expectScreen(shows: "December 2026")
        #expect(!(try session.screen().contains { $0.hasPrefix("EXIT=") }))
    }

    /// Every signal that ends dal restores the terminal first. dal runs with
    /// Swift's crash reporter in its default state, as for users: it must
    /// not answer SIGQUIT by printing over the calendar and waiting.
    @Test(arguments: [("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("USR1", SIGUSR1), ("USR2", SIGUSR2),
                      ("ALRM", SIGALRM)])
    func aSignalRestoresTheTerminal(name: String, signal: Int32) throws {
        let command = "echo BEFORE-DAL; env -u SWIFT_BACKTRACE \(ProcessRunner.dalBinary); s=$?; "
            + "stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$' | tr '\\n' ' '; echo; (exit $s)"
        let session = try TmuxSession(command: command, environment: Self.environment)
        try #require(try session.waitFor("? help").ok)
        let pid = try #require(try session.programID(), "no dal process under the pane's shell")
        kill(pid, signal)
        let done = try session.waitFor("EXIT=")
        #expect(done.ok, "dal did not exit on SIG\(name)\(done.screen.dump)")
        #expect(done.screen.contains("EXIT=\(128 + signal)"), "dies of the signal\(done.screen.dump)")
        #expect(done.screen.contains { $0.contains("BEFORE-DAL") }, "the alternate screen was left")
        #expect(done.screen.contains("icanon echo"), "echo and canonical mode restored (not -icanon -echo)\(done.screen.dump)")
        #expect(try session.paneVariable("alternate_on") == "0")
        #expect(try session.paneVariable("cursor_flag") == "1", "cursor shown")
    }

    @Test func koreanHeaderLinesUpWithTheGrid() throws {
        // In Korean the help key says 도움말.
        let session = try start(environment: ["LANG": "ko_KR.UTF-8"], ready: "? 도움말")
        try session.expectScreen(shows: "2026년 11월")
        let screen = try session.screen()
        let header = try #require(screen.first { $0.contains("일") && $0.contains("토") })
        let week = try #require(screen.first { $0.contains("[21]") })
        let headerCentres = centres(of: ["일", "월", "화", "수", "목", "금", "토"], in: header)
        let dayCentres = centres(of: ["15", "16", "17", "18", "19", "20", "21"], in: week)
        #expect(headerCentres.count == 7 && dayCentres.count == 7)
        for (h, d) in zip(headerCentres, dayCentres) {
            #expect(abs(h - d) <= 1, "header at column \(h), days at \(d)\(screen.dump)")
        }
    }

    /// Display-column centre (times two, to stay integral) of each token.
    private func centres(of tokens: [String], in line: String) -> [Int] {
        tokens.compactMap { token in
            guard let range = line.range(of: token) else { return nil }
            let start = DisplayWidth.of(String(line[..<range.lowerBound]))
            return start * 2 + DisplayWidth.of(token)
        }.map { $0 / 2 }
    }

    @Test func helpOverlayListsKeysAndAnyKeyClosesIt() throws {
        let session = try start()
        try session.send("?")
        try session.expectScreen(shows: "Keys (any key closes)")
        try session.expectScreen(shows: "month / week view (opens on today)")
        try session.send("x")
        let closed = try session.waitFor { !$0.contains { $0.contains("any key closes") } }
        #expect(closed.ok, "\(closed.screen.dump)")
    }

    @Test func goToPromptJumpsAndReportsBadInput() throws {
        let session = try start()
        try session.send("g")
        try session.type("2030-13")
        try session.send("Enter")
        try session.expectScreen(shows: "month 13 does not exist")
        try session.expectScreen(shows: "November 2026", "the page stays")
        try session.send("BSpace", "BSpace")
        try session.type("02")
        try session.send("Enter")
        try session.expectScreen(shows: "February 2030")
        try session.send("t")
        try session.expectScreen(shows: "November 2026")
        try session.send("PageDown")
        try session.expectScreen(shows: "November 2027")
    }

    @Test func mouseClickTogglesADayAndTheWheelPages() throws {
        let session = try start()
        let screen = try session.screen()
        let rowIndex = try #require(screen.firstIndex { $0.contains("10") && $0.contains("12") })
        let column = try #require(screen[rowIndex].range(of: "10")).lowerBound.utf16Offset(in: screen[rowIndex])
        // X10 mouse report: ESC [ M, button+32, column+33, row+33 (press, then release).
        try session.sendBytes([0x1B, 0x5B, 0x4D, 32, UInt8(column + 33), UInt8(rowIndex + 33)])
        try session.sendBytes([0x1B, 0x5B, 0x4D, 35, UInt8(column + 33), UInt8(rowIndex + 33)])
        try session.expectScreen(shows: "[10]")
        try session.expectScreen(shows: "1 selected")
        try session.sendBytes([0x1B, 0x5B, 0x4D, 97, 40, 40])   // wheel down
        try session.expectScreen(shows: "December 2026")
    }

    /// Monochrome (vt100), `NO_COLOR` and 256-colour terminals: the cursor
    /// has brackets in all of them, a selection is cyan where there is
    /// colour and reverse video where there is not; colour codes appear only
    /// where colour is wanted and available.
    @Test(arguments: [("TERM", "vt100", false), ("NO_COLOR", "1", false), ("TERM", "xterm-256color", true)])
    func selectionsStayVisibleWithAndWithoutColour(variable: String, value: String, coloured: Bool) throws {
        let session = try start(environment: [variable: value])
        try session.send("Space")
        try session.expectScreen(shows: "1 selected")
        try session.expectScreen(shows: "[21]")
        let row = try session.styledScreen().split(separator: "\n").first { $0.contains("15") && $0.contains("20") }.map(String.init) ?? ""
        if coloured {
            #expect(row.contains("46m"), "cyan behind the selected day: \(row.debugDescription)")
        } else {
            #expect(row.contains("7m") || row.contains(";7"), "reverse video on the selected day: \(row.debugDescription)")
        }
        let screen = try session.styledScreen()
        let hasColour = screen.contains("\u{1B}[31m") || screen.contains("\u{1B}[34m") || screen.contains(";31m") || screen.contains(";34m")
        #expect(hasColour == coloured, "weekend colours only with colour: \(screen.debugDescription.prefix(400))")
    }

    @Test func qQuitsWithZeroAndCtrlCWith130() throws {
        let quit = try start()
        try quit.send("q")
        try quit.expectScreen(shows: "EXIT=0")
        let interrupted = try start()
        try interrupted.send("C-c")
        try interrupted.expectScreen(shows: "EXIT=130")
    }
}
