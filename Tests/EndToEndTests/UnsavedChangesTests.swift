import CalendarCore
import Foundation
import Testing
import TestSupport

/// A store dal cannot write, with the default flags: the notice that opens
/// by itself never eats a key, `q` always quits, and what was not saved is
/// in a recovery file the message names (exit 74).
@Suite struct UnsavedChangesTests {
    let directory: String
    static let environment = ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "xterm-256color"]

    init() throws {
        directory = NSTemporaryDirectory() + "dal-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func selected(in path: String) throws -> [String] {
        let document = try MarkDocument.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        return Selection(ranges: document.selected).sortedDates.map(\.description)
    }

    func recoveryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("store.json.unsaved-") }
    }

    /// The default store on a full disk: a 64 KiB tmpfs filled to the last
    /// block, mounted over `XDG_DATA_HOME` in a mount namespace of dal's own
    /// (`unshare`), so it vanishes with dal whatever happens to the test.
    /// Root may mount in it; others through a user namespace.
    @Test func onAFullDiskKeysStillWorkAndQQuitsWithTheDaysInARecoveryFile() throws {
        let data = directory + "/data", state = directory + "/state"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let namespace = getuid() == 0 ? "--mount" : "--mount --map-root-user"
        let script = directory + "/full-disk.sh"
        try """
            mount -t tmpfs -o size=64k dal-full "$XDG_DATA_HOME" || exit 99
            mkdir "$XDG_DATA_HOME/dal" && printf '{"selected": ["2026-11-01"]}' > "$XDG_DATA_HOME/dal/store.json" || exit 99
            dd if=/dev/zero of="$XDG_DATA_HOME/filler" bs=4096 2>/dev/null
            exec "$DAL"
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let session = try TmuxSession(command: "unshare \(namespace) sh \(script)", environment: Self.environment.merging([
            "XDG_DATA_HOME": data, "XDG_STATE_HOME": state, "DAL": ProcessRunner.dalBinary,
        ]) { $1 })
        let started = try session.waitFor("1 selected")
        try #require(started.ok, "dal did not start on the full tmpfs\(started.screen.dump)")

        try session.send("Space")
        let failed = try session.waitFor("No space left on device")
        #expect(failed.ok && failed.screen.joined().contains("Notice"), "the failed save opens its notice\(failed.screen.dump)")
        try session.send("l")
        let moved = try session.waitFor("[22]")
        #expect(moved.ok, "the first key after the notice moves the cursor\(moved.screen.dump)")
        try session.send("Space")
        let again = try session.waitFor("3 selected")
        #expect(again.ok && !again.screen.joined().contains("Notice"), "a save failing again does not reopen the notice\(again.screen.dump)")
        #expect(again.screen.last { !$0.isEmpty }?.contains("! " + data.prefix(30)) == true, "it stays on the status line\(again.screen.dump)")

        try session.send("q")
        let done = try session.waitFor("EXIT=")
        #expect(done.screen.contains("EXIT=74"), "q quits, saying changes were not kept\(done.screen.dump)")
        let recovery = try #require(recoveryFiles(in: state + "/dal").first, "the days went to the state folder\(done.screen.dump)")
        #expect(done.screen.joined().contains("were not saved"))
        #expect(try selected(in: "\(state)/dal/\(recovery)") == ["2026-11-01", "2026-11-21", "2026-11-22"])
    }

    /// The default store, made read-only: its notice opens by itself with
    /// the first frame, and the first `l` moves the cursor (19 of 19 were
    /// dropped).
    @Test func aReadOnlyStoresNoticeDoesNotSwallowTheFirstKey() throws {
        let store = directory + "/dal/store.json"
        try FileManager.default.createDirectory(atPath: directory + "/dal", withIntermediateDirectories: true)
        try #"{"selected": ["2026-11-01"]}"#.write(toFile: store, atomically: true, encoding: .utf8)
        chmod(store, 0o444)
        let session = try TmuxSession(command: ProcessRunner.dalBinary,
                                      environment: Self.environment.merging(["XDG_DATA_HOME": directory]) { $1 })
        let opened = try session.waitFor("Notice")
        try #require(opened.ok, "the read-only store's notice opens by itself\(opened.screen.dump)")
        try session.send("l")
        let moved = try session.waitFor("[22]")
        #expect(moved.ok, "the first l moves the cursor\(moved.screen.dump)")
        #expect(!moved.screen.joined().contains("Notice"), "and closes the notice")
        try session.send("q")
        #expect(try session.waitFor("EXIT=0").ok, "nothing was changed, nothing lost")
    }
}
