#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the terminal back whatever happens.
///
/// Every signal whose default would end dal, SIGTSTP (stop), SIGCONT and
/// SIGWINCH only set a flag and write a byte to a self-pipe that the input
/// wait polls, so the wait wakes up however the signal lands, and the run
/// loop quits (or suspends, or redraws) through the normal path (endwin,
/// save, exit). ncurses itself retries its read after EINTR, which is why
/// it cannot be the one waiting. Crash signals cannot return to Swift code
/// safely, so their handler restores the terminal with async-signal-safe
/// calls only (write and tcsetattr, with bytes prepared in advance) and
/// re-raises. Handling all of them also keeps Swift's crash reporter, which
/// otherwise answers SIGQUIT by printing over the calendar and waiting for
/// a key, off the screen.
enum SignalGuard {
    static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
                                       SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE, SIGPWR, SIGIO]
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

    /// Prepared before any handler is installed; read by handlers only.
    nonisolated(unsafe) static var pending: Int32 = 0
    nonisolated(unsafe) static var resized: Int32 = 0
    nonisolated(unsafe) static var suspendRequested: Int32 = 0
    /// Read and write ends of the self-pipe.
    nonisolated(unsafe) static var wakeRead: Int32 = -1
    nonisolated(unsafe) static var wakeWrite: Int32 = -1
    nonisolated(unsafe) static var ttyDescriptor: Int32 = -1
    nonisolated(unsafe) static var savedTermios = termios()
    nonisolated(unsafe) static var resetBytes: UnsafeMutableBufferPointer<UInt8>?

    /// The dispositions in place before `install`, put back by `uninstall`
    /// (a SIGPIPE or SIGHUP the shell set to be ignored stays ignored), by
    /// signal number: an array, as a dictionary keyed by `Int32` made the
    /// runtime look through every conformance in the program at each start.
    nonisolated(unsafe) static var previous: [sigaction?] = Array(repeating: nil, count: 65)

    static var handledSignals: [Int32] { terminating + crashing + [SIGWINCH, SIGCONT, SIGTSTP] }

    static func install(ttyDescriptor fd: Int32, savedTermios saved: termios, resetSequence: [UInt8]) {
        for signal in handledSignals where previous[Int(signal)] == nil {
            var old = sigaction()
            sigaction(signal, nil, &old)
            previous[Int(signal)] = old
        }
        savedTermios = saved
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, resetSequence.count))
        _ = bytes.initialize(from: resetSequence)
        resetBytes = UnsafeMutableBufferPointer(rebasing: bytes[0..<resetSequence.count])
        // Last: `emergencyRestore` may run on another thread (libical's
        // failure) and takes a descriptor as the sign that the rest is set.
        ttyDescriptor = fd
        pending = 0
        resized = 0
        if wakeRead < 0 {
            var ends: [Int32] = [0, 0]
            if pipe(&ends) == 0 {
                wakeRead = ends[0]
                wakeWrite = ends[1]
                for fd in ends { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            }
        }

        for signal in terminating {
            setHandler(signal, restart: false) { number in
                SignalGuard.pending = number
                SignalGuard.wake()
            }
        }
        // SIGCONT after a stop from outside: repaint as after a resize.
        for signal in [SIGWINCH, SIGCONT] {
            setHandler(signal, restart: true) { _ in
                SignalGuard.resized = 1
                SignalGuard.wake()
            }
        }
        setHandler(SIGTSTP, restart: true) { _ in
            SignalGuard.suspendRequested = 1
            SignalGuard.wake()
        }
        // A parent may start us with these blocked (the mask survives exec):
        // then no handler would ever run.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in handledSignals { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for signal in crashing {
            setHandler(signal, restart: false) { number in
                SignalGuard.emergencyRestore()
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    /// Puts the earlier handlers back once the terminal has been restored.
    static func uninstall() {
        ttyDescriptor = -1   // closed: nothing is to be restored on it any more
        for signal in handledSignals {
            if var old = previous[Int(signal)] { sigaction(signal, &old, nil) } else { Glibc.signal(signal, SIG_DFL) }
        }
    }

    /// Async-signal-safe: one byte into the self-pipe (a full pipe already
    /// means "wake up", so a failed write is fine).
    static func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Empties the self-pipe after a wake-up.
    static func drainWakeups() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &bytes, bytes.count) > 0 {}
    }

    /// True once per SIGWINCH.
    static func takeResize() -> Bool {
        guard resized != 0 else { return false }
        resized = 0
        return true
    }

    /// True once per SIGTSTP from outside (Ctrl-Z itself arrives as a key).
    static func takeSuspendRequest() -> Bool {
        guard suspendRequested != 0 else { return false }
        suspendRequested = 0
        return true
    }

    /// Stops the process the way the shell's Ctrl-Z does, once the terminal
    /// has been given back; returns when the shell continues it (`fg`).
    static func stopUntilContinued() {
        Glibc.signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        setHandler(SIGTSTP, restart: true) { _ in
            SignalGuard.suspendRequested = 1
            SignalGuard.wake()
        }
        resized = 0
    }

    /// Forgets Ctrl-C, Ctrl-\\ and Ctrl-Z typed while another program had
    /// the terminal (they were that program's).
    static func forgetInterrupts() {
        if pending == SIGINT || pending == SIGQUIT { pending = 0 }
        suspendRequested = 0
    }

    /// The terminating signal that arrived, if any.
    static var pendingSignal: Int32? { pending == 0 ? nil : pending }

    /// Async-signal-safe: leave the alternate screen, show the cursor,
    /// reset attributes and mouse reporting, and restore the tty modes.
    static func emergencyRestore() {
        guard ttyDescriptor >= 0 else { return }
        if let bytes = resetBytes, let base = bytes.baseAddress {
            _ = write(ttyDescriptor, base, bytes.count)
        }
        _ = tcsetattr(ttyDescriptor, TCSANOW, &savedTermios)
    }

    private static func setHandler(_ signal: Int32, restart: Bool, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: the blocking read must return so the loop sees the flag.
        action.sa_flags = restart ? SA_RESTART : 0
        sigaction(signal, &action, nil)
    }
}
