import Foundation
import Testing
import TestSupport

/// `--timezone` and the config file's `timezone`: times shown in another
/// zone than TZ's, with the default flags otherwise; unknown zones refused.
@Suite struct TimeZoneOptionTests {
    let home: String
    let ics: String

    init() throws {
        home = NSTemporaryDirectory() + "dal-e2e-zone-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/dal", withIntermediateDirectories: true)
        ics = home + "/team.ics"
        try HourGridScreenTests.calendar.write(toFile: ics, atomically: true, encoding: .utf8)
    }

    /// Berlin's clock, as a person in Berlin runs dal; the moment pinned
    /// (not only the day), so that the hour grid's line of the time now
    /// is never on a row these tests read (at 09:01 it took the place of
    /// the 09:00 row's label).
    var environment: [String: String] {
        ["DAL_NOW": "2026-11-22T12:30", "TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
         "XDG_CONFIG_HOME": home, "XDG_CACHE_HOME": home + "/cache"]
    }

    func list(_ extra: [String]) throws -> ProcessResult {
        try ProcessRunner.dal(["list", "2026-11-22", "--days", "1", "--ics", ics] + extra, environment: environment)
    }

    @Test func aBerlinMorningIsSeoulsEveningWithTheFlag() throws {
        let berlin = try list([])
        #expect(berlin.stdout.split(separator: "\n").contains { $0.contains("09:00-10:30") && $0.contains("Review") }, "\(berlin.stdout)")
        let seoul = try list(["--timezone", "Asia/Seoul"])
        #expect(seoul.status == 0, "\(seoul.stderr)")
        #expect(seoul.stdout.split(separator: "\n").contains { $0.contains("17:00-18:30") && $0.contains("Review") }, "\(seoul.stdout)")
    }

    @Test func theConfigFileSetsTheZoneAndTheFlagWins() throws {
        try "timezone = \"Asia/Seoul\"\n".write(toFile: home + "/dal/config.toml", atomically: true, encoding: .utf8)
        #expect(try list([]).stdout.split(separator: "\n").contains { $0.contains("17:00-18:30") && $0.contains("Review") })
        #expect(try list(["--timezone", "America/New_York"]).stdout.split(separator: "\n").contains { $0.contains("03:00-04:30") && $0.contains("Review") })
        let printed = try ProcessRunner.dal(["config", "--print"], environment: environment)
        #expect(printed.stdout.contains("timezone = \"Asia/Seoul\""), "\(printed.stdout)")
    }

    @Test func anUnknownZoneIsRefusedWithWhatToName() throws {
        let flag = try list(["--timezone", "Mars/Olympus"])
        #expect(flag.status == 64)
        #expect(flag.stderr.contains("'Mars/Olympus' is not a zone") && flag.stderr.contains("Asia/Seoul"), "\(flag.stderr)")
        #expect(try list(["--timezone", "../../etc/passwd"]).status == 64, "no way out of the zone database")
        try "locale = \"en_US\"\ntimezone = \"Nowhere/City\"\n".write(toFile: home + "/dal/config.toml", atomically: true, encoding: .utf8)
        let file = try list([])
        #expect(file.status == 78)
        #expect(file.stderr.contains("config.toml:2:") && file.stderr.contains("Nowhere/City"), "\(file.stderr)")
    }

    /// The full screen: the week's hour grid puts the Berlin 09:00 review at 17:00.
    @Test func theHourGridShowsTheOtherZonesHours() throws {
        let session = try TmuxSession(width: 120, height: 50,
                                      command: "\(ProcessRunner.dalBinary) --week --no-store --timezone Asia/Seoul --ics \(ics)",
                                      environment: environment)
        let screen = try session.waitFor("17:00 Review")
        #expect(screen.ok, "\(screen.screen.dump)")
    }

    /// The config file's `also-show`: Seoul's hours beside Berlin's in the
    /// week's grid, at 120×50 with the default flags.
    @Test func theSecondZoneColumnShowsSeoulTimes() throws {
        try "also-show = [\"Asia/Seoul\"]\n".write(toFile: home + "/dal/config.toml", atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 120, height: 50, command: "\(ProcessRunner.dalBinary) --week --no-store --ics \(ics)",
                                      environment: environment)
        let screen = try session.waitFor("09:00 Review")
        #expect(screen.ok, "\(screen.screen.dump)")
        #expect(screen.screen.contains { $0.hasPrefix("UTC+1 Seoul") }, "the viewer's Berlin, too wide for its column, by its offset: \(screen.screen.dump)")
        #expect(screen.screen.contains { $0.hasPrefix("09:00 17:00") && $0.contains("09:00 Review") }, "\(screen.screen.dump)")
        let printed = try ProcessRunner.dal(["config", "--print"], environment: environment)
        #expect(printed.stdout.contains("also-show = [\"Asia/Seoul\"]"), "\(printed.stdout)")
    }
}
