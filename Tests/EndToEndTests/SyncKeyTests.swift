import Foundation
import Testing
import TestSupport

/// `S` with sync commands that go wrong, in a real terminal: one that
/// fails (said, its last lines under `!`), one that hangs (stopped at
/// `[sync] timeout`, with what it started), one that prints 10 MB (dal
/// keeps answering keys and shows the tail), `q` during a sync, and no
/// command at all. No process is left behind.
@Suite final class SyncKeyTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-sync-key-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/cal/work", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    var pidFile: String { directory + "/pids" }

    /// dal on an empty calendar, `S` running `script`.
    func dal(running script: String, settings: String = "") throws -> TmuxSession {
        let command = directory + "/sync-it"
        try ExecutableScript.write(script, to: command)
        try "[sync]\ncommand = \"\(command)\"\n\(settings)".write(toFile: directory + "/dal.toml", atomically: true, encoding: .utf8)
        return try dal(environment: ["DAL_CONFIG": directory + "/dal.toml"])
    }

    func dal(environment: [String: String]) throws -> TmuxSession {
        let session = try TmuxSession(width: 100, height: 30, command: "\(ProcessRunner.dalBinary) --no-store --calendar \(directory)/cal",
                                      environment: ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                    "HOME": directory].merging(environment) { _, new in new })
        try #require(try session.waitFor("? help").ok)
        return session
    }

    /// A command that hangs: it writes its own process and the one it
    /// started to `pids`, then waits for ever (its output stays open).
    var hanging: String { "#!/bin/sh\necho 'waiting for the server'\nsleep 600 &\necho $$ $! > '\(pidFile)'\nwait\n" }

    func startedProcesses() throws -> [Int32] {
        for _ in 0..<500 {
            let pids = ((try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
            if pids.count == 2 { return pids }
            usleep(10_000)
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: pidFile])
    }

    /// Whether process `pid` is gone (a zombie counts: it runs no more),
    /// allowing a few seconds.
    func isGone(_ pid: Int32) -> Bool {
        for _ in 0..<300 {
            let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            if status == nil || status!.contains(") Z ") { return true }
            usleep(10_000)
        }
        return false
    }

    @Test func aFailingSyncIsSaidAndItsLastLinesAreInTheMessageLog() throws {
        let session = try dal(running: "#!/bin/sh\necho 'Syncing dal/work'\necho 'error: Unknown error occured: 401 Unauthorized' >&2\n"
                              + "echo 'critical: 1 out of 1 tasks failed.' >&2\nexit 1\n")
        try session.send("S")
        try session.expectScreen(shows: "sync failed: sync-it exited with status 1")
        try session.send("!")
        try session.expectScreen(shows: "The last lines of \"\(directory)/sync-it\":")
        try session.expectScreen(shows: "error: Unknown error occured: 401 Unauthorized")
        try session.expectScreen(shows: "critical: 1 out of 1 tasks failed.")
    }

    @Test func aHangingSyncSpinsUntilItsTimeLimitThenIsStoppedWithWhatItStarted() throws {
        let session = try dal(running: hanging, settings: "timeout = \"3s\"\n")
        try session.send("S")
        let pids = try startedProcesses()
        // The spinner turns while it runs.
        let frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
        let first = try sees(session) { syncingLine($0) != nil }
        #expect(first.ok, "\(first.screen.dump)")
        let spinner = syncingLine(first.screen)?.first { frames.contains($0) }
        let turned = try sees(session, timeout: 2) { screen in
            syncingLine(screen).map { line in line.first { frames.contains($0) } != spinner } ?? false
        }
        #expect(turned.ok, "the spinner did not turn\(turned.screen.dump)")
        try session.expectScreen(shows: "sync stopped: sync-it did not finish within 3 s")
        for pid in pids { #expect(isGone(pid), "process \(pid) of the sync left running") }
        // Once ended, it no longer spins.
        #expect(try sees(session, timeout: 1) { syncingLine($0) != nil }.ok == false)
        try session.send("!")
        try session.expectScreen(shows: "waiting for the server", "its last line in the message log")
    }

    @Test func qDuringASyncWaitsForItAndQAgainStopsItAndQuits() throws {
        let session = try dal(running: hanging)
        try session.send("S")
        let pids = try startedProcesses()
        try session.send("q")
        try session.expectScreen(shows: "quitting after the sync (q again: now, Esc: stay)")
        try session.send("Escape")
        try session.expectScreen(shows: "dal stays open; the sync goes on")
        #expect(pids.allSatisfy { !isGoneNow($0) }, "Esc leaves the sync running")
        try session.send("q")
        try session.expectScreen(shows: "quitting after the sync")
        try session.send("q")
        try session.expectScreen(shows: "EXIT=0")
        for pid in pids { #expect(isGone(pid), "process \(pid) of the sync left running") }
    }

    /// Polls the screen until `condition` holds on one capture: while the
    /// spinner turns, two captures in a row (what `waitFor` asks) differ.
    func sees(_ session: TmuxSession, timeout: TimeInterval = 10, _ condition: ([String]) -> Bool) throws -> (ok: Bool, screen: [String]) {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try session.screen()
        while !condition(screen), Date() < deadline {
            usleep(20_000)
            screen = try session.screen()
        }
        return (condition(screen), screen)
    }

    /// The status line while a sync runs (its spinner and "syncing").
    func syncingLine(_ screen: [String]) -> String? { screen.first { $0.contains(" syncing") } }

    func isGoneNow(_ pid: Int32) -> Bool {
        let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        return status == nil || status!.contains(") Z ")
    }

    @Test func aSyncThatPrintsTenMegabytesLeavesDalAnsweringKeysAndShowsItsTail() throws {
        // It prints 10 MB, then takes its time before it ends.
        let session = try dal(running: "#!/bin/sh\nyes 'progress: another line of output' | head -c 10000000\necho\n"
                              + "echo 'error: the last words'\nsleep 3\nexit 2\n")
        try session.expectScreen(shows: "November 2026")
        try session.send("S")
        try session.send("Right")
        let paged = try sees(session) { $0.joined().contains("December 2026") && syncingLine($0) != nil }
        #expect(paged.ok, "a key during the sync did not page\(paged.screen.dump)")
        try session.expectScreen(shows: "exited with status 2")
        try session.send("!")
        try session.expectScreen(shows: "error: the last words")
    }

    /// `after-write = true`: dal's changes are synced by themselves, those
    /// made close together by one sync.
    @Test func afterWriteSyncsDalsChangesInBatches() throws {
        let runs = directory + "/runs"
        let session = try dal(running: "#!/bin/sh\necho ran >> '\(runs)'\n", settings: "after-write = true\n")
        func count() -> Int { ((try? String(contentsOfFile: runs, encoding: .utf8)) ?? "").split(separator: "\n").count }
        func waitForRuns(_ expected: Int) -> Bool {
            for _ in 0..<1000 where count() < expected { usleep(10_000) }
            return count() == expected
        }
        try session.send("a")
        try session.type("Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        #expect(waitForRuns(1), "one sync after the change")
        try session.expectScreen(shows: "synced (sync-it)")
        // Three changes in a row: one sync for them.
        for title in ["Gym", "Lunch", "Call"] {
            try session.send("a")
            try session.type(title)
            try session.send("Enter")
            try session.expectScreen(shows: "added \"\(title)\"")
        }
        #expect(waitForRuns(2))
        usleep(4_000_000)
        #expect(count() == 2, "the three changes made one sync")
    }

    @Test func sWithoutACommandSaysHowToSetOne() throws {
        let session = try dal(environment: [:])
        try session.send("S")
        try session.expectScreen(shows: "no sync command: write [sync] command = \"vdirsyncer sync\"")
    }

    /// Without `[sync] command`, vdirsyncer with a config is the default;
    /// `command = ""` turns it off.
    @Test func vdirsyncerWithAConfigIsTheDefaultCommand() throws {
        let configHome = directory + "/config"
        try FileManager.default.createDirectory(atPath: configHome + "/vdirsyncer", withIntermediateDirectories: true)
        let environment = ["XDG_CONFIG_HOME": configHome, "HOME": directory]
        let without = try ProcessRunner.dal(["config", "--print"], environment: environment)
        #expect(without.stdout.contains("# command = \"vdirsyncer sync\""), "\(without.stdout)")
        #expect(without.stdout.contains("none (no vdirsyncer with a config)"), "\(without.stdout)")
        try "[general]\n".write(toFile: configHome + "/vdirsyncer/config", atomically: true, encoding: .utf8)
        let with = try ProcessRunner.dal(["config", "--print"], environment: environment)
        #expect(with.stdout.contains("vdirsyncer sync (vdirsyncer is installed and has a config)"), "\(with.stdout)")
        try FileManager.default.createDirectory(atPath: configHome + "/dal", withIntermediateDirectories: true)
        try "[sync]\ncommand = \"\"\n".write(toFile: configHome + "/dal/config.toml", atomically: true, encoding: .utf8)
        let off = try ProcessRunner.dal(["config", "--print"], environment: environment)
        #expect(off.stdout.contains("command = \"\""), "\(off.stdout)")
    }
}
