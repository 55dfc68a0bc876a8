import CalendarUI
import Foundation
import Synchronization
import SystemServices

/// `S`'s sync command, run in the background: `start` returns at once and
/// its end comes back through the inbox as `.syncEnded`, like a calendar
/// answer. The files it changes reach the screen through the calendars'
/// folder watch, not through it.
public protocol BackgroundSync: AnyObject {
    /// Starts the command (the reducer never asks for a second at once).
    func start(posting inbox: Inbox)
    /// Stops a command under way, with all it started, and returns once
    /// it is gone (quitting: no process is left behind).
    func stop()
}

/// The sync command of config `[sync]`: its words split at blanks and run
/// without a shell (as `$EDITOR` is), in a group of its own, on a thread
/// that waits for it, with a time limit; the last lines of what it prints
/// are kept (a bounded tail, however much it prints).
public final class SyncCommand: BackgroundSync, @unchecked Sendable {
    public let arguments: [String]
    public let timeLimitSeconds: Int
    /// The run under way (or the last): how to stop it, and a signal
    /// given when its thread is done.
    private final class Run: @unchecked Sendable {
        let stop = ChildStop()
        let ended = DispatchSemaphore(value: 0)
    }
    private let current = Mutex<Run?>(nil)

    /// The lines of a failure's output the message log keeps.
    public static let keptLines = 20

    public init(arguments: [String], timeLimitSeconds: Int) {
        self.arguments = arguments
        self.timeLimitSeconds = timeLimitSeconds
    }

    public func start(posting inbox: Inbox) {
        let run = Run()
        current.withLock { $0 = run }
        let (arguments, limit) = (self.arguments, timeLimitSeconds)
        let started = JoinedThreads.detached(named: "dal sync") {
            let captured = ChildProcess.runCapturing(arguments, timeLimit: limit, stop: run.stop)
            inbox.post(.syncEnded(Self.outcome(of: captured)))
            run.ended.signal()
        }
        if started == nil {
            run.ended.signal()
            inbox.post(.syncEnded(.notStarted(reason: "no thread to run it on")))
        }
    }

    public func stop() {
        guard let run = current.withLock({ taken in defer { taken = nil }; return taken }) else { return }
        run.stop.stop()
        run.ended.wait()
    }

    /// What the reducer hears of a run.
    static func outcome(of run: ChildProcess.CapturedRun) -> SyncOutcome {
        switch run.end {
        case .exited(0): .succeeded
        case .exited(let status): .failed(status: Int(status), lastLines: run.lastLines(keptLines))
        case .timedOut(let seconds): .timedOut(seconds: seconds, lastLines: run.lastLines(keptLines))
        case .notStarted(let reason): .notStarted(reason: reason)
        case .stopped: .stopped
        }
    }
}
