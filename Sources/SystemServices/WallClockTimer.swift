import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// A wait for a time of day on the wall clock (Linux's timerfd on
/// CLOCK_REALTIME): unlike a timeout, it still comes after a suspend (at
/// once on resume when its time passed meanwhile), and it reports when the
/// clock is set, so a sleeper can look again.
public final class WallClockTimer {
    /// Readable when the time comes or the clock is set.
    public let descriptor: Int32

    public init?() {
        let fd = timerfd_create(CLOCK_REALTIME, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Wakes at `instant` (seconds since 1970), or when the clock is set.
    public func wake(at instant: Int) {
        var spec = itimerspec()
        spec.it_value.tv_sec = max(1, instant)
        _ = timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME) | Int32(TFD_TIMER_CANCEL_ON_SET), &spec, nil)
    }

    /// Waits for nothing any more.
    public func disarm() {
        var spec = itimerspec()
        _ = timerfd_settime(descriptor, 0, &spec, nil)
    }

    /// Without waiting: whether the time came or the clock was set since
    /// the last look (and takes it).
    public func takeIfRang() -> Bool {
        var expirations: UInt64 = 0
        let count = read(descriptor, &expirations, 8)
        return count == 8 || (count < 0 && errno == ECANCELED)
    }

    /// After a wake-up: true when it was the clock being set.
    public func take() -> Bool {
        var expirations: UInt64 = 0
        let count = read(descriptor, &expirations, 8)
        return count < 0 && errno == ECANCELED
    }
}

/// Signals as a readable descriptor (signalfd): the signals given are
/// blocked and arrive here instead, so one wait covers them too.
public final class SignalReader {
    public let descriptor: Int32

    public init?(_ signals: [Int32]) {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals { sigaddset(&mask, signal) }
        guard pthread_sigmask(SIG_BLOCK, &mask, nil) == 0 else { return nil }
        let fd = signalfd(-1, &mask, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// The signals that arrived since the last look.
    public func take() -> [Int32] {
        var found: [Int32] = []
        var info = signalfd_siginfo()
        while read(descriptor, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            found.append(Int32(info.ssi_signo))
        }
        return found
    }
}
