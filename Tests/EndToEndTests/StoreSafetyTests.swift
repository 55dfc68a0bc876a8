import CalendarCore
import Foundation
import Testing
import TestSupport

/// The store when more than one thing touches it, when it may not be
/// written, and when there is nowhere to put it: never lost silently.
@Suite struct StoreSafetyTests {
    let directory: String
    static let environment = ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "xterm-256color"]

    init() throws {
        directory = NSTemporaryDirectory() + "dal-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func start(_ arguments: String) throws -> TmuxSession {
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) \(arguments)", environment: Self.environment)
        let started = try session.waitFor("? help")
        try #require(started.ok, "dal did not start\(started.screen.dump)")
        return session
    }

    func selected(in path: String) throws -> [String] {
        let document = try MarkDocument.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        return Selection(ranges: document.selected).sortedDates.map(\.description)
    }

    @Test func twoDalOnOneStoreBothKeepTheirDays() throws {
        let path = "\(directory)/store.json"
        let a = try start("--store \(path)")
        let b = try start("--store \(path)")
        try a.send("Space")                 // A selects the 21st
        #expect(try a.waitFor("1 selected").ok)
        try b.send("l", "Space")            // B selects the 22nd, merging A's 21st
        #expect(try b.waitFor("2 selected").ok, "B shows what A saved once it saves")
        try a.send("q")
        try b.send("q")
        #expect(try a.waitFor("EXIT=0").ok && (try b.waitFor("EXIT=0").ok))
        #expect(try selected(in: path) == ["2026-11-21", "2026-11-22"])
    }

    @Test func aReadOnlyStoreKeepsChangesInARecoveryFileAndExits74() throws {
        let path = "\(directory)/store.json"
        try #"{"selected": ["2026-11-01"]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o444)
        let session = try start("--store \(path)")
        #expect(try session.waitFor("read-only").ok, "a notice says so")
        try session.send("Escape", "Space", "q")
        let done = try session.waitFor("EXIT=")
        #expect(done.screen.contains("EXIT=74"), "\(done.screen.dump)")
        let text = done.screen.joined(separator: " ")
        #expect(text.contains("were not saved") && text.contains("read-only"), "\(done.screen.dump)")
        let recovery = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("store.json.unsaved-") })
        #expect(try selected(in: "\(directory)/\(recovery)") == ["2026-11-01", "2026-11-21"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"selected": ["2026-11-01"]}"#, "the store is untouched")
    }

    /// The same in Korean: the notice, the message at exit and its reason
    /// are the run's words, the file's mode and path as they are.
    @Test func aReadOnlyStoreIsSaidInKoreanOnTheScreenAndAtExit() throws {
        let path = "\(directory)/store.json"
        try #"{"selected": ["2026-11-01"]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o444)
        let korean = Self.environment.merging(["LANG": "ko_KR.UTF-8"]) { $1 }
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) --store \(path)", environment: korean)
        let notice = try session.waitFor("읽기 전용입니다")
        #expect(notice.ok && notice.screen.joined().contains("권한 444"), "\(notice.screen.dump)")
        try session.send("Escape", "Space", "q")
        let done = try session.waitFor("EXIT=")
        #expect(done.screen.contains("EXIT=74"), "\(done.screen.dump)")
        let text = done.screen.joined(separator: " ")
        #expect(text.contains("저장하지 못했습니다") && text.contains("읽기 전용") && !text.contains("read-only"), "\(done.screen.dump)")
    }

    @Test func withoutAnyHomeTheDefaultStoreIsNotPutInASharedFolder() throws {
        // `env -i` clears HOME and XDG_DATA_HOME; root's home comes from the
        // user database, so point the data home at nothing usable instead.
        let result = try ProcessRunner.run("/usr/bin/env", ["-u", "HOME", "-u", "XDG_DATA_HOME", ProcessRunner.dalBinary, "export", "--json"],
                                           environment: ["DAL_TODAY": "2026-11-21"])
        let home = getpwuid(getuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } } ?? ""
        if home.hasPrefix("/"), home != "/" {
            #expect(!result.stderr.contains("/tmp/"), "the user database's home is used: \(result.stderr)")
        } else {
            #expect(result.status == 78)
            #expect(result.stderr.contains("Set HOME or XDG_DATA_HOME"))
        }
    }

    @Test func anEmptyStoreNameIsAUsageError() throws {
        for arguments in [["--store", ""], ["export", "--json", "--store", ""]] {
            let result = try ProcessRunner.dal(arguments, environment: ["DAL_TODAY": "2026-11-21"])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("the value of --store is empty"), "\(result.stderr)")
        }
    }
}

/// Output that cannot be written: a one-line reason and exit 74, never a
/// crash, never a silent success.
@Suite struct OutputFailureTests {
    static func shell(_ script: String) throws -> ProcessResult {
        try ProcessRunner.run("/bin/bash", ["-c", script], environment: ["DAL_TODAY": "2026-11-21", "DAL": ProcessRunner.dalBinary])
    }

    @Test(arguments: [
        ("\"$DAL\" print > /dev/full", "disk or quota is full"),
        ("\"$DAL\" print --json >&-", "standard output is closed"),
        ("trap '' PIPE; \"$DAL\" print --three | true; exit ${PIPESTATUS[0]}", ""),
    ])
    func printReportsFailedWrites(script: String, reason: String) throws {
        let result = try Self.shell(script)
        if reason.isEmpty {
            // A pipe closed early may still take the whole output; either it
            // did (0) or dal says why (74): never a trap.
            #expect([0, 74].contains(result.status), "\(result.status): \(result.stderr)")
        } else {
            #expect(result.status == 74, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("dal: cannot write to standard output:") && result.stderr.contains(reason))
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        }
    }

    @Test func exportToAFullDiskExits74() throws {
        let directory = NSTemporaryDirectory() + "dal-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try #"{"selected": ["2026-11-21"]}"#.write(toFile: "\(directory)/s.json", atomically: true, encoding: .utf8)
        for format in ["--json", "--ics"] {
            let result = try Self.shell("\"$DAL\" export \(format) --store \(directory)/s.json > /dev/full")
            #expect(result.status == 74, "\(format): \(result.stderr)")
        }
    }

    @Test(arguments: ["> /dev/full", ">&-"])
    func pickWithNowhereToWriteExits74(redirect: String) throws {
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) pick \(redirect)", environment: StoreSafetyTests.environment)
        #expect(try session.waitFor("? help").ok)
        try session.send("Enter")
        let done = try session.waitFor("EXIT=")
        #expect(done.screen.contains("EXIT=74"), "\(done.screen.dump)")
        #expect(done.screen.joined(separator: " ").contains("cannot write to standard output"))
    }

    @Test func pickIntoAClosedPipeWithSIGPIPEIgnoredExits74() throws {
        // `true` exits at once, so the pipe is closed by the time Enter is pressed.
        let script = "trap \"\" PIPE; \(ProcessRunner.dalBinary) pick | true; echo PICK=${PIPESTATUS[0]}"
        let session = try TmuxSession(command: "bash -c '\(script)'", environment: StoreSafetyTests.environment)
        #expect(try session.waitFor("? help").ok)
        Thread.sleep(forTimeInterval: 0.2)
        try session.send("Enter")
        let done = try session.waitFor("PICK=")
        #expect(done.screen.contains("PICK=74"), "\(done.screen.dump)")
        #expect(done.screen.joined(separator: " ").contains("Broken pipe"))
    }
}
