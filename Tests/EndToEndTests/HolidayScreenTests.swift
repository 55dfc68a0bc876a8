import Foundation
import Testing
import TestSupport

/// Korea's holidays and 음력 on the full screen (issue 43), in a Korean
/// locale with the default flags (both on there, the page slide on):
/// paging to February 2027 shows 설날 and its substitute day in the days
/// and each lunar date beside its number; `--no-lunar` and `--holidays
/// none` take them away.
@Suite struct HolidayScreenTests {
    static let environment = ["DAL_TODAY": "2027-01-20", "TZ": "Asia/Seoul", "LANG": "ko_KR.UTF-8", "TERM": "xterm-256color"]

    func start(_ arguments: String = "") throws -> TmuxSession {
        let session = try TmuxSession(width: 120, height: 40, command: "\(ProcessRunner.dalBinary) --no-store \(arguments)",
                                      environment: Self.environment)
        try #require(try session.waitFor("2027년 1월").ok)
        return session
    }

    @Test func pagingToSeollalShowsItsHolidaysAndTheLunarDates() throws {
        let session = try start()
        try session.expectScreen(shows: "12.13", "20 January 2027 is lunar 12.13, beside its number")
        try session.send("Right")
        try session.expectScreen(shows: "2027년 2월")
        try session.expectScreen(shows: "설날")
        try session.expectScreen(shows: "대체공휴일", "the 9th makes up for 설날 on a Sunday")
        try session.expectScreen(shows: "1.1 ", "7 February 2027 is the lunar new year")
    }

    @Test func theFlagsTurnThemOff() throws {
        let session = try start("--no-lunar --holidays none")
        try session.send("Right")
        try session.expectScreen(shows: "2027년 2월")
        let screen = try session.screen().joined(separator: "\n")
        #expect(!screen.contains("설날") && !screen.contains("12.30"), "\(screen)")
    }

    /// `w`: the week of 20 January 2027 says each day's lunar date in its
    /// header (17 January is 12.10, the 23rd 12.16); Enter's day panel
    /// names the day's (음력 12.13).
    @Test func theWeekAndTheDayPanelSayTheLunarDates() throws {
        let session = try start()
        try session.send("w")
        try session.expectScreen(shows: "12.10", "17 January in the week's header")
        try session.expectScreen(shows: "12.16", "23 January in the week's header")
        try session.send("Enter")
        try session.expectScreen(shows: "음력 12.13", "the day panel's title")
    }

    /// `y`: the year page underlines the holidays; with `--holidays none`
    /// only the cursor's day is (the cursor is underlined too).
    @Test func theYearPageUnderlinesTheHolidays() throws {
        func underlinedRuns(_ arguments: String) throws -> Int {
            let session = try start(arguments)
            try session.send("y")
            try session.expectScreen(shows: "2027년")
            // SGR 4 (underline), alone or among other attributes.
            let styled = try session.styledScreen()
            return (try NSRegularExpression(pattern: "\u{1B}\\[([0-9]+;)*4(;[0-9]+)*m"))
                .numberOfMatches(in: styled, range: NSRange(styled.startIndex..., in: styled))
        }
        let with = try underlinedRuns(""), without = try underlinedRuns("--holidays none")
        // 2027 has 24 holidays; adjacent ones may share one run.
        #expect(with >= without + 15, "\(with) underlined runs with the holidays, \(without) without")
    }

    /// A holiday .ics named with `--holidays` beside KR: its days are named
    /// in the month (25 December: 기독탄신일 and Weihnachten).
    @Test func aHolidayFilesDaysAreNamedInTheMonth() throws {
        let file = NSTemporaryDirectory() + "dal-holiday-screen-\(UUID().uuidString).ics"
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:weihnachten@test\r\nDTSTAMP:20260101T000000Z\r\n"
            + "DTSTART;VALUE=DATE:20201225\r\nDTEND;VALUE=DATE:20201226\r\nRRULE:FREQ=YEARLY\r\nSUMMARY:Weihnachten\r\nEND:VEVENT\r\n"
            + "END:VCALENDAR\r\n").write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try start("--holidays KR --holidays \(file)")
        try session.send("Left")
        try session.expectScreen(shows: "2026년 12월")
        try session.expectScreen(shows: "Weihnachten", "the file's holiday")
        try session.expectScreen(shows: "기독탄신일", "Korea's, beside it")
    }
}
