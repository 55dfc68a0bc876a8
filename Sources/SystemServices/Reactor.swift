#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one wait under every runner of dal — the full screen, the calendar
/// worker, the headless runners (`dal remind --watch`): the descriptors
/// that may wake it (a terminal, an inbox's pipe, a folder watch, signals,
/// a wall-clock timer), each named by the runner's own `Source`, and
/// deadlines on a clock that only goes forward. A runner sleeps in `wait`
/// until one of them is ready; without a deadline the wait has no end, so
/// nothing polls.
public struct Reactor<Source: Hashable> {
    private var watched: [(descriptor: Int32, source: Source)] = []
    /// The deadlines, on `milliseconds`' clock.
    public private(set) var deadlines = Deadlines<Source>()
    /// The clock deadlines count on: the system's monotonic one, or a
    /// test's.
    public let milliseconds: () -> Int

    public init(milliseconds: @escaping () -> Int = { MonotonicClock.milliseconds }) {
        self.milliseconds = milliseconds
    }

    /// `source` wakes the wait when `descriptor` is readable or closed
    /// (replacing what `source` named before; -1 names nothing).
    public mutating func watch(_ descriptor: Int32, as source: Source) {
        forget(source)
        if descriptor >= 0 { watched.append((descriptor, source)) }
    }

    public mutating func forget(_ source: Source) {
        watched.removeAll { $0.source == source }
    }

    /// `timer` is due `milliseconds` from now (replacing its deadline).
    public mutating func start(_ timer: Source, in milliseconds: Int) {
        deadlines.start(timer, at: self.milliseconds() + max(0, milliseconds))
    }

    public mutating func stop(_ timer: Source) { deadlines.stop(timer) }

    /// What woke a wait.
    public struct Wake {
        /// Descriptors readable, or closed at the other end, in the order watched.
        public var ready: [Source] = []
        /// Of those, the ones hung up or in error (a terminal closed):
        /// readable, but maybe with nothing left to read.
        public var closed: [Source] = []
        /// Timers whose deadline passed, earliest first; they are done.
        public var due: [Source] = []

        /// Whether `source` is among the ready or the due.
        public func contains(_ source: Source) -> Bool { ready.contains(source) || due.contains(source) }
    }

    /// Sleeps until a watched descriptor is ready or a deadline passes;
    /// `atMost` milliseconds at most when given (then it may wake with
    /// nothing). A signal that interrupts the wait wakes it with nothing
    /// too: the runner looks at its flags and waits again.
    public mutating func wait(atMost limit: Int? = nil) -> Wake {
        let now = milliseconds()
        let timeout = [deadlines.timeout(now: now), limit.map { max(0, $0) }].compactMap { $0 }.min()
        var descriptors = watched.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        let count = poll(&descriptors, nfds_t(descriptors.count), timeout.map { Int32(clamping: $0) } ?? -1)
        var wake = Wake()
        if count > 0 {
            for (index, descriptor) in descriptors.enumerated() where descriptor.revents != 0 {
                wake.ready.append(watched[index].source)
                if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { wake.closed.append(watched[index].source) }
            }
        }
        wake.due = deadlines.takeDue(now: milliseconds())
        return wake
    }
}

/// Deadlines by name, on a clock the owner reads (the system's monotonic
/// clock, or a test's virtual one): how long a wait may last, and which
/// timers are due.
public struct Deadlines<ID: Hashable> {
    private var deadlines: [ID: Int] = [:]

    public init() {}

    public mutating func start(_ id: ID, at deadline: Int) { deadlines[id] = deadline }
    public mutating func stop(_ id: ID) { deadlines[id] = nil }
    public func isRunning(_ id: ID) -> Bool { deadlines[id] != nil }
    public var isEmpty: Bool { deadlines.isEmpty }

    /// How long a wait may last from `now`: nil without deadlines.
    public func timeout(now: Int) -> Int? {
        deadlines.values.min().map { max(0, $0 - now) }
    }

    /// The timers due at `now`, earliest first; they are done.
    public mutating func takeDue(now: Int) -> [ID] {
        let due = deadlines.filter { $0.value <= now }.sorted { $0.value < $1.value }.map(\.key)
        for id in due { deadlines[id] = nil }
        return due
    }
}
