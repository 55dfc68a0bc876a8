#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the terminal back whatever happens.
///
/// Terminating signals (SIGTERM, SIGHUP, SIGINT) only set a flag: the read
/// they interrupt returns, and the run loop quits through the normal path
/// (endwin, save, exit). Crash signals cannot return to Swift code safely,
/// so their handler restores the terminal with async-signal-safe calls only
/// (write and tcsetattr, with bytes prepared in advance) and re-raises.
enum SignalGuard {
    static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT]
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Prepared before any handler is installed; read by handlers only.
    nonisolated(unsafe) static var pending: Int32 = 0
    nonisolated(unsafe) static var ttyDescriptor: Int32 = -1
    nonisolated(unsafe) static var savedTermios = termios()
    nonisolated(unsafe) static var resetBytes: UnsafeMutableBufferPointer<UInt8>?

    static func install(ttyDescriptor fd: Int32, savedTermios saved: termios, resetSequence: [UInt8]) {
        ttyDescriptor = fd
        savedTermios = saved
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, resetSequence.count))
        _ = bytes.initialize(from: resetSequence)
        resetBytes = UnsafeMutableBufferPointer(rebasing: bytes[0..<resetSequence.count])
        pending = 0

        for signal in terminating {
            setHandler(signal, restart: false) { number in SignalGuard.pending = number }
        }
        for signal in crashing {
            setHandler(signal, restart: false) { number in
                SignalGuard.emergencyRestore()
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    /// Puts the default handlers back once the terminal has been restored.
    static func uninstall() {
        for signal in terminating + crashing { Glibc.signal(signal, SIG_DFL) }
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
