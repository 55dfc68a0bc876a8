import Foundation
import Testing
import TestSupport

/// What a newcomer met with the default flags and an empty home: a bare
/// grid with no word of where to begin, `Tab` that did nothing, and
/// deletes that did not say how much went.
@Suite struct NewcomerTests {
    let home: String

    init() throws {
        home = NSTemporaryDirectory() + "dal-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    /// `dal` with nothing but an empty home folder (100 columns: the undo message is long).
    func start() throws -> TmuxSession {
        let session = try TmuxSession(width: 100, command: ProcessRunner.dalBinary, environment: [
            "HOME": home, "XDG_DATA_HOME": home + "/.local/share", "XDG_CONFIG_HOME": home + "/.config",
            "DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "xterm-256color",
        ])
        try #require(try session.waitFor("? help").ok)
        return session
    }

    @Test func aFirstRunSaysWhereToBeginUntilTheFirstKey() throws {
        let session = try start()
        try session.expectScreen(shows: "a adds an event · dal --ics FILE shows a calendar")
        try session.send("l")
        let gone = try session.waitFor { $0.contains { $0.contains("[22]") } && !$0.joined().contains("adds an event") }
        #expect(gone.ok, "the hint goes with the first key\(gone.screen.dump)")
    }

    @Test func tabWithOneCalendarAndDeletingAFiveDayEventSaySo() throws {
        let session = try start()
        try session.send("v", "l", "l", "l", "l", "a")
        try session.expectScreen(shows: "Add on Nov 21 – Nov 25 to personal")
        try session.send("Tab")
        try session.expectScreen(shows: "Tab: personal is the only calendar dal can add to")
        try session.type("Trip to Jeju")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Trip to Jeju\"")
        // On its days once read back (a key sooner meets issue 19's own-write race, not this test's matter).
        let read = try session.waitFor { $0.contains { $0.contains("Trip to J") && !$0.contains("added") } }
        try #require(read.ok, "the event is read back\(read.screen.dump)")
        try session.send("d")
        try session.expectScreen(shows: "Delete \"Trip to Jeju\" (5 days, Nov 21 – Nov 25)? y deletes")
        try session.send("y")
        try session.expectScreen(shows: "deleted \"Trip to Jeju\" (5 days, Nov 21 – Nov 25)")
        try session.send("u")
        try session.expectScreen(shows: "undid: deleted \"Trip to Jeju\" (5 days, Nov 21 – Nov 25)")
        try session.send("q")
        #expect(try session.waitFor("EXIT=0").ok)
    }
}
