import CalendarCore
import CalendarUI
import Foundation
import Storage
import SystemServices

/// The calendars on a thread of their own: a `CalendarEngine` there, and
/// one wait (a `Reactor`) for everything that moves it — the jobs sent from the run
/// loop, the watch of the calendar folders, and time (a burst of file
/// changes settling, the blocks prepared around the page, a look at
/// folders that cannot be watched). Answers go to the runner's inbox.
/// What the wait found is handed to `WorkerSteps`, which decides what to
/// do and how long to wait next: the tests step that with a virtual clock.
public final class CalendarWorker: CalendarService, @unchecked Sendable {
    private let backend: CalendarBackend
    private let lock = NSCondition()
    private var requests: [CalendarJob] = []
    private var stopped = false
    private let requestPipe = WakePipe()
    private var inbox: Inbox?
    /// What was found before there was an inbox (after an early `begin`), in order.
    private var unposted: [Action] = []
    private var ended = false
    /// The loop's side only.
    private var started = false

    private let sendsTasks: Bool
    private let readsAtStart: Bool

    /// `sendsTasks`: the tasks are read and sent as they change (the full
    /// screen's task panel); a runner that has none does without.
    /// `readsAtStart`: the files are read as the thread starts, else only
    /// when a job needs them (`CalendarEngine`).
    public init(backend: CalendarBackend, sendsTasks: Bool = true, readsAtStart: Bool = true) {
        self.backend = backend
        self.sendsTasks = sendsTasks
        self.readsAtStart = readsAtStart
    }

    deinit { requestPipe.closeEnds() }

    /// Starts reading now (the saved days, then the files), while the
    /// terminal is still being set up, so that the events are ready about
    /// when the first frame is; what is found is kept for
    /// `start(posting:)`'s inbox.
    public func begin() {
        guard !started else { return }
        started = JoinedThreads.detached(named: "dal calendars") { [self] in work() } != nil
    }

    /// Answers go to `inbox` from now on, after what was found before it
    /// (the thread starts if `begin` did not start it).
    public func start(posting inbox: Inbox) {
        lock.withLock {
            self.inbox = inbox
            // Under the lock: an answer the thread posts meanwhile comes after these.
            for action in unposted { inbox.post(action) }
            unposted = []
        }
        begin()
    }

    public func perform(_ job: CalendarJob) {
        lock.withLock { requests.append(job) }
        requestPipe.wake()
    }

    /// Whether the thread has finished (after `stop`).
    public var hasEnded: Bool { lock.withLock { ended } }

    /// Waits up to `milliseconds` for the thread to finish (after `stop`);
    /// whether it has.
    public func waitUntilEnded(milliseconds: Int) -> Bool {
        lock.withLock {
            let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
            while !ended, lock.wait(until: deadline) {}
            return ended
        }
    }

    public func stop() {
        lock.withLock { stopped = true }
        requestPipe.wake()
    }

    // MARK: The thread

    private func work() {
        defer {
            lock.withLock {
                ended = true
                lock.broadcast()
            }
        }
        let engine = CalendarEngine(backend: backend, sendsTasks: sendsTasks, readsAtStart: readsAtStart) { [self] answer in post(.calendar(answer)) }
        engine.start()
        let watch = FolderWatch(folders: engine.watchedFolders)
        var steps = WorkerSteps(engine: engine, watched: watch.map { $0.unwatched.isEmpty } ?? false)
        var reactor = Reactor<Waker>()
        reactor.watch(requestPipe.readEnd, as: .jobs)
        reactor.watch(watch?.descriptor ?? -1, as: .folders)
        if let timeout = steps.nextTimeout { reactor.start(.step, in: timeout) }
        while true {
            let wake = reactor.wait()
            // Emptied before the requests are taken: one sent after this
            // writes again, so its wake-up is never lost.
            if wake.contains(.jobs) { requestPipe.drain() }
            let jobs: [CalendarJob]? = lock.withLock {
                if stopped { return nil }
                defer { requests = [] }
                return requests
            }
            guard let jobs else { return }
            let changes: [String]?? = if let watch, wake.contains(.folders) { .some(watch.takeChanges()) } else { .none }
            let timeout = steps.step(jobs: jobs, changes: changes, timedOut: wake.contains(.step)) { [self] in
                lock.withLock { requests.contains(where: \.isUrgent) }
            }
            if let timeout { reactor.start(.step, in: timeout) } else { reactor.stop(.step) }
            // Collections made meanwhile (by dal or a sync) are watched too.
            watch?.watch(engine.watchedFolders)
        }
    }

    /// What wakes the worker: a job sent, the folders' watch, the time
    /// `WorkerSteps` asked for.
    private enum Waker: Hashable { case jobs, folders, step }

    /// Before there is an inbox (after an early `begin`), the action is
    /// kept for it: the thread goes on reading meanwhile.
    private func post(_ action: Action) {
        lock.withLock {
            guard !stopped else { return }
            if let inbox { inbox.post(action) } else { unposted.append(action) }
        }
    }
}

/// What the worker does with each wake-up of its wait, and how long the
/// next wait may last: a burst of file changes is gathered until the
/// folders are quiet, then read once; the blocks around the page are
/// prepared while no job waits (a moment after an answer, while the run
/// loop draws its frame); folders that cannot be watched are compared now
/// and then. No clock is read here: time is what the waits say.
struct WorkerSteps {
    /// After the watch reports a change, how long to wait for quiet (a
    /// sync writes many files) before reading them.
    static let settleMilliseconds = 150
    /// How long the blocks around the page wait after an answer: the loop
    /// draws the answer's frame meanwhile. With the worker busy on the
    /// other core, the loop took 1.1–1.2 ms for a year step's frame over
    /// 5,000 unbounded rules; with this pause 0.7–0.9 ms (`perf sched`,
    /// two cores: shared caches, or a host's shared core).
    static let framePauseMilliseconds = 4
    /// Where folders cannot be watched: how often to compare their signature.
    static let signatureMilliseconds = 2000

    let engine: CalendarEngine
    /// Whether every folder is watched; else they are compared by signature.
    let watched: Bool
    private var signature: Int
    private var settling = false
    private var answered = false
    /// Paths the watch reported since the folders were last quiet; nil:
    /// the system dropped reports, so everything is read again.
    private var pending: [String]? = []

    init(engine: CalendarEngine, watched: Bool) {
        self.engine = engine
        self.watched = watched
        signature = watched ? 0 : engine.signature()
    }

    /// Sleep until asked, or until the folders change; wake at once while
    /// blocks wait to be prepared (a moment after an answer, while its
    /// frame is drawn), and briefly to let a burst of file changes settle.
    /// nil: until something comes.
    var nextTimeout: Int? {
        settling ? Self.settleMilliseconds : engine.hasIdleWork ? (answered ? Self.framePauseMilliseconds : 0)
            : watched ? nil : Self.signatureMilliseconds
    }

    /// One wake-up: the jobs sent, what the watch reported (`.none`: it
    /// did not wake; `.some(nil)`: it dropped reports), and whether the
    /// wait ran out. `urgent` says whether a job came meanwhile (the
    /// blocks being prepared give way to it). Returns the next timeout.
    mutating func step(jobs: [CalendarJob], changes: [String]??, timedOut: Bool, urgent: () -> Bool) -> Int? {
        answered = false
        if case .some(let reported) = changes {
            // Changes on disk: gathered until the folders are quiet.
            pending = reported.flatMap { reported in pending.map { $0 + reported } }
            settling = true
        } else if settling, timedOut {
            settling = false
            engine.filesChanged(pending)
            pending = []
        } else if !watched, timedOut, !engine.isPreparing {
            let now = engine.signature()
            if now != signature { engine.filesChanged(nil) }
            signature = now
        }
        engine.perform(jobs)
        answered = jobs.contains { if case .loadEvents = $0 { true } else { false } }
        if jobs.isEmpty, !settling { engine.workWhenIdle(givingUpWhen: urgent) }
        if !settling { engine.saveFirstScreen() }
        return nextTimeout
    }
}
