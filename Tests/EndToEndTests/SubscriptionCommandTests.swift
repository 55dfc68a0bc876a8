import Foundation
import Testing
import TestSupport

/// Subscriptions through the built `dal`, against a local feed: `dal
/// refresh` keeps a copy and then costs a 304, a failing server leaves it,
/// and the copy is a read-only calendar named by the config (`dal list`).
@Suite(.serialized) struct SubscriptionCommandTests {
    let server: SubscriptionServer
    let home: String

    init() throws {
        server = try SubscriptionServer()
        home = NSTemporaryDirectory() + "dal-subs-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/config/dal", withIntermediateDirectories: true)
    }

    func configure(_ subscriptions: [(String, String)]) throws {
        let lines = subscriptions.map { "\"\($0.0)\" = \"\($0.1)\"" }.joined(separator: "\n")
        try "[subscriptions]\n\(lines)\nrefresh = \"6h\"\n".write(toFile: home + "/config/dal/config.toml", atomically: true, encoding: .utf8)
    }

    func dal(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.dal(arguments, environment: ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
                                                       "XDG_DATA_HOME": home + "/data", "XDG_CACHE_HOME": home + "/cache", "TZ": "UTC",
                                                       "LANG": "C.UTF-8"])
    }

    @Test func refreshKeepsACopyShownReadOnlyAndAFailureKeepsIt() throws {
        defer { server.stop(); try? FileManager.default.removeItem(atPath: home) }
        let webcal = server.url("/calendar.ics").replacingOccurrences(of: "http://", with: "webcal://")
        try configure([("Holidays", webcal), ("Broken", server.url("/garbage.ics"))])
        let first = try dal(["refresh"])
        #expect(first.status == 75)
        #expect(first.stdout == "Holidays: updated (341 bytes)\n")
        #expect(first.stderr.contains("Broken: the answer is not an iCalendar file") && first.stderr.contains("no copy to show yet"))
        let again = try dal(["refresh", "Holidays"])
        #expect(again.status == 0 && again.stdout == "Holidays: not changed since the last copy\n", "\(again.stderr)")
        #expect(try dal(["refresh", "--due"]).stdout.isEmpty, "nothing is due 6h on")
        let listed = try dal(["list", "2026-12-25", "--days", "1"])
        #expect(listed.stdout.contains("Feed day v1  [Holidays]"), "\(listed.stdout) \(listed.stderr)")

        // The server starts failing: the copy stays, and says so.
        try configure([("Holidays", webcal)])
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: home + "/state/dal/subscriptions")
            .first { $0.hasPrefix("Holidays-") })
        let copy = home + "/state/dal/subscriptions/" + folder + "/calendar.ics"
        let before = try String(contentsOfFile: copy, encoding: .utf8)
        try configure([("Holidays", server.url("/error.ics"))])
        let failed = try dal(["refresh"])
        #expect(failed.status == 75 && failed.stderr.contains("the server answered HTTP 500"))
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == before)
        #expect(try dal(["refresh", "Nope"]).status == 64)
    }

    @Test func aSubscriptionIsListedByItsNameAndDalRemindRunsWithIt() throws {
        defer { server.stop(); try? FileManager.default.removeItem(atPath: home) }
        try configure([("Holidays", server.url("/calendar.ics"))])
        #expect(try dal(["refresh"]).status == 0)
        // Its VALARM (an hour before 2026-12-25) is silenced; a first look rings nothing of it either way (SubscriptionFetchTests checks the silence).
        let remind = try dal(["remind", "--now", "2026-12-24T23:30"])
        #expect(remind.status == 0 && !remind.stdout.contains("Feed day"), "\(remind.stdout)")
        let json = try dal(["list", "2026-12-25", "--days", "1", "--json"])
        #expect(json.stdout.contains("\"calendar\" : \"Holidays\""))
    }
}

/// `dal next --join` and `dal list --json`'s `"join"`, with `$BROWSER` a
/// script that writes down what it was given.
@Suite struct JoinCommandTests {
    static let invitations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../CalendarsTests/Fixtures/Invitations").standardized.path

    @Test func nextJoinOpensThePrintedLinkAndListCarriesIt() throws {
        let folder = NSTemporaryDirectory() + "dal-join-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let browser = folder + "/browser"
        try ExecutableScript.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > \(folder)/opened\n", to: browser)
        let environment = ["HOME": folder, "XDG_CONFIG_HOME": folder, "XDG_STATE_HOME": folder, "XDG_CACHE_HOME": folder,
                           "XDG_DATA_HOME": folder, "TZ": "UTC", "BROWSER": browser]
        let zoom = "https://us02web.zoom.us/j/85012345678?pwd=aBcDeFgHiJkLmNoPqRsTuVwXyZ.1"
        let joined = try ProcessRunner.dal(["next", "--join", "--ics", Self.invitations + "/zoom.ics", "--now", "2026-12-02T12:00"],
                                           environment: environment)
        #expect(joined.status == 0 && joined.stdout == zoom + "\n", "\(joined.stderr)")
        #expect(try String(contentsOfFile: folder + "/opened", encoding: .utf8) == zoom + "\n")
        let none = try ProcessRunner.dal(["next", "--join", "--ics", Self.invitations + "/no-link.ics", "--now", "2026-12-08T11:00"],
                                         environment: environment)
        #expect(none.status == 1 && none.stderr.contains("\"Lunch talk\" has no meeting link"))
        var missing = environment
        missing["BROWSER"] = folder + "/no-such-browser"
        #expect(try ProcessRunner.dal(["next", "--join", "--ics", Self.invitations + "/zoom.ics", "--now", "2026-12-02T12:00"],
                                      environment: missing).status == 69)
        let listed = try ProcessRunner.dal(["list", "2026-12-01", "--days", "1", "--json", "--ics", Self.invitations + "/outlook-teams.ics",
                                            "--ics", Self.invitations + "/google-meet-description-only.ics"], environment: environment)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(Set(objects.compactMap { $0["join"] as? String }.map { String($0.prefix(40)) })
            == ["https://teams.microsoft.com/l/meetup-joi", "https://meet.google.com/xyz-abcd-efg"])
    }
}

/// The full screen fetches its subscriptions in the background: the feed's
/// event appears on its day without a key, and a feed that fails is said
/// on the status line and in the message log (`!`).
@Suite(.serialized) struct SubscriptionScreenTests {
    @Test func theBackgroundRefreshShowsTheFeedAndSaysAFailure() throws {
        let server = try SubscriptionServer()
        let home = NSTemporaryDirectory() + "dal-subs-screen-\(UUID().uuidString)"
        defer { server.stop(); try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/config/dal", withIntermediateDirectories: true)
        try "[subscriptions]\nHolidays = \"\(server.url("/calendar.ics"))\"\nBroken = \"\(server.url("/error.ics"))\"\n"
            .write(toFile: home + "/config/dal/config.toml", atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 120, height: 40, command: "\(ProcessRunner.dalBinary) --no-store",
                                      environment: ["DAL_TODAY": "2026-12-24", "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                    "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_STATE_HOME": home + "/state",
                                                    "XDG_DATA_HOME": home + "/data", "XDG_CACHE_HOME": home + "/cache"])
        try #require(try session.waitFor("December 2026").ok)
        try session.expectScreen(shows: "Feed day", "the feed's event on 25 December, fetched in the background")
        try session.expectScreen(shows: "Broken: the server answered HTTP 500")
        try session.send("!")
        try session.expectScreen(shows: "there is no copy to show yet")
    }
}

/// `J` on the full screen: the cursor day's one event with a link (a Zoom
/// invitation) opens in `$BROWSER`, the status line says so, and the day
/// panel shows the link as `join`.
@Suite struct JoinScreenTests {
    @Test func jOpensTheMeetingLinkOfTheCursorDay() throws {
        let folder = NSTemporaryDirectory() + "dal-join-screen-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let browser = folder + "/browser"
        try ExecutableScript.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > \(folder)/opened\n", to: browser)
        let session = try TmuxSession(width: 120, height: 40,
                                      command: "\(ProcessRunner.dalBinary) --no-store --ics \(JoinCommandTests.invitations)/zoom.ics",
                                      environment: ["DAL_TODAY": "2026-12-02", "TZ": "America/New_York", "LANG": "C.UTF-8",
                                                    "TERM": "xterm-256color", "BROWSER": browser, "HOME": folder,
                                                    "XDG_CONFIG_HOME": folder, "XDG_STATE_HOME": folder, "XDG_CACHE_HOME": folder,
                                                    "XDG_DATA_HOME": folder])
        try #require(try session.waitFor("December 2026").ok)
        try session.expectScreen(shows: "Weekly sync")
        try session.send("J")
        try session.expectScreen(shows: "opening https://us02web.zoom.us/j/85012345678")
        #expect(try String(contentsOfFile: folder + "/opened", encoding: .utf8)
            == "https://us02web.zoom.us/j/85012345678?pwd=aBcDeFgHiJkLmNoPqRsTuVwXyZ.1\n")
        try session.send("Enter")
        try session.expectScreen(shows: "join       https://us02web.zoom.us/j/", "the day panel's join line")
    }
}
