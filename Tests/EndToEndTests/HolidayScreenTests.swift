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
}
