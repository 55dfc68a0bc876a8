import CalendarUI
import Foundation
import SystemServices

/// The one queue of actions that do not come from the terminal: the
/// calendar worker's answers, and anything else another thread has to say.
/// Posting writes a byte to a pipe whose other end is in the loop's one
/// wait (a `Reactor`'s, through `Terminal.nextEvent(timeoutMilliseconds:waking:)`), so the loop
/// sleeps until there is something to do and never polls.
public final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [Action] = []
    private let pipe = WakePipe()
    /// Readable while actions wait: what the loop's wait watches.
    public var wakeDescriptor: Int32 { pipe.readEnd }

    /// A wake at a moment of the system's wall clock (timerfd on
    /// CLOCK_REALTIME) in the same wait: it comes after a suspend, and when
    /// the clock is set, where the monotonic timeout of the loop's timers
    /// would come late (an alarm due during a suspend would wait for the
    /// rest of the timeout after the resume).
    private let wallClock = WallClockTimer()
    public var wallClockDescriptor: Int32 { wallClock?.descriptor ?? -1 }

    public init() {}

    /// Wakes the wait `milliseconds` from now on the system's wall clock,
    /// at the whole second on or after it (never before: the loop's own
    /// timer comes first while the machine is awake); nil: not at all.
    public func wakeOnWallClock(afterMilliseconds milliseconds: Int?) {
        guard let milliseconds else { return wallClock?.disarm() ?? () }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + max(0, milliseconds) * 1_000_000
        wallClock?.wake(at: Int(now.tv_sec) + (nanoseconds + 999_999_999) / 1_000_000_000)
    }

    /// Wakes the wait at `instant` (seconds since 1970, the system's clock).
    public func wake(atSystemInstant instant: Int?) {
        if let instant { wallClock?.wake(at: instant) } else { wallClock?.disarm() }
    }

    /// Whether the wall-clock wake came (or the clock was set) since the
    /// last look; takes it.
    public func takeWallClockWake() -> Bool { wallClock?.takeIfRang() ?? false }

    deinit { pipe.closeEnds() }

    /// Any thread: adds `action` and wakes the loop.
    public func post(_ action: Action) {
        lock.lock()
        queue.append(action)
        let wakes = queue.count == 1
        lock.unlock()
        // After the lock is let go: the loop, woken, takes the queue at
        // once instead of sleeping again on the lock. A take between the
        // two leaves one spare byte, one empty wake-up.
        if wakes { pipe.wake() }
    }

    public var hasArrivals: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !queue.isEmpty
    }

    /// Waits up to `milliseconds` for an action to be posted (none waiting
    /// yet); true when one is there.
    public func wait(milliseconds: Int) -> Bool {
        if hasArrivals { return true }
        var reactor = Reactor<Int32>()
        reactor.watch(pipe.readEnd, as: pipe.readEnd)
        return !reactor.wait(atMost: milliseconds).ready.isEmpty
    }

    /// The loop: everything posted so far, in order.
    public func take() -> [Action] {
        lock.lock()
        defer { lock.unlock() }
        pipe.drain()
        defer { queue = [] }
        return queue
    }
}
