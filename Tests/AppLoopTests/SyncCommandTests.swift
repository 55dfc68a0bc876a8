import Foundation
import Testing
@testable import AppLoop
@testable import CalendarUI
@testable import SystemServices

/// The sync command as the loop runs it: on a thread of its own, its end
/// posted to the inbox; a failure's last lines kept, a command that hangs
/// stopped at its time limit with all it started, one that prints
/// megabytes kept to its tail, and one under way stopped when dal quits.
@Suite struct SyncCommandTests {
    /// The one action the command posts, waited for up to `seconds`.
    func ended(_ inbox: Inbox, within seconds: Int = 20) -> SyncOutcome? {
        let deadline = MonotonicClock.milliseconds + seconds * 1000
        while MonotonicClock.milliseconds < deadline {
            _ = inbox.wait(milliseconds: 100)
            for action in inbox.take() { if case .syncEnded(let outcome) = action { return outcome } }
        }
        return nil
    }

    /// Whether process `pid` is gone (allowing it a moment to be reaped).
    static func isGone(_ pid: Int32) -> Bool {
        for _ in 0..<200 {
            let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            if status == nil || status!.contains(") Z ") { return true }
            usleep(10_000)
        }
        return false
    }

    func pids(in file: String) throws -> [Int32] {
        try String(contentsOfFile: file, encoding: .utf8).split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
    }

    @Test func aFailingCommandEndsWithItsStatusAndLastLines() {
        let inbox = Inbox()
        let command = SyncCommand(arguments: ["sh", "-c", "for i in $(seq 1 30); do echo line $i; done; echo 'error: server said no' >&2; exit 3"],
                                  timeLimitSeconds: 20)
        command.start(posting: inbox)
        let lines = (12...30).map { "line \($0)" } + ["error: server said no"]
        #expect(ended(inbox) == .failed(status: 3, lastLines: lines))
        command.stop()   // after the end: nothing to stop, returns at once
    }

    @Test func aCommandThatHangsIsStoppedAtItsTimeLimitWithWhatItStarted() throws {
        let file = NSTemporaryDirectory() + "dal-sync-pids-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let inbox = Inbox()
        let started = MonotonicClock.milliseconds
        let command = SyncCommand(arguments: ["sh", "-c", "echo waiting for the server; sleep 600 & echo $$ $! > \(file); wait"], timeLimitSeconds: 1)
        command.start(posting: inbox)
        #expect(ended(inbox) == .timedOut(seconds: 1, lastLines: ["waiting for the server"]))
        #expect(MonotonicClock.milliseconds - started < 5000)
        let pids = try pids(in: file)
        #expect(pids.count == 2)
        for pid in pids { #expect(Self.isGone(pid), "process \(pid) left running") }
    }

    @Test func aCommandThatPrintsMegabytesKeepsOnlyItsTail() {
        let run = ChildProcess.runCapturing(["sh", "-c", "yes 'a line of output' | head -c 10000000; echo; echo the end; exit 1"],
                                            timeLimit: 30, keepingBytes: 64 * 1024)
        #expect(run.end == .exited(1))
        #expect(run.totalBytes > 10_000_000)
        #expect(run.tail.count <= 64 * 1024)
        #expect(run.lastLines(3) == ["a line of output", String("a line of output\n".prefix(10_000_000 % 17)), "the end"],
                "10,000,000 bytes end inside a line")
    }

    @Test func stopEndsACommandUnderWayAndLeavesNoProcess() throws {
        let file = NSTemporaryDirectory() + "dal-sync-pids-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let inbox = Inbox()
        let command = SyncCommand(arguments: ["sh", "-c", "sleep 600 & echo $$ $! > \(file); wait"], timeLimitSeconds: 600)
        command.start(posting: inbox)
        for _ in 0..<500 where (try? pids(in: file))?.count != 2 { usleep(10_000) }
        let before = MonotonicClock.milliseconds
        command.stop()
        #expect(MonotonicClock.milliseconds - before < 3000)
        #expect(ended(inbox, within: 1) == .stopped)
        for pid in try pids(in: file) { #expect(Self.isGone(pid), "process \(pid) left running") }
    }

    @Test func aCommandThatIsNotInstalledIsSaid() {
        let inbox = Inbox()
        let command = SyncCommand(arguments: ["dal-no-such-sync-program"], timeLimitSeconds: 5)
        command.start(posting: inbox)
        guard case .notStarted(let reason) = ended(inbox) else { Issue.record("it was said to start"); return }
        #expect(reason.contains("No such file"))
    }
}
