#if canImport(Glibc)
import Glibc
#endif

/// Says which generated case was running when a test process traps.
///
/// A trap kills the test process before any expectation can report the
/// input, so the case is described into a fixed buffer before it runs, and
/// a handler for the trap signals writes that buffer to stderr. It then
/// puts the previous handler back and returns: the trapping instruction
/// runs again and the usual crash report (or the default action) follows.
enum CrashContext {
    private static let capacity = 8192
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    /// The handlers in place before, by signal number.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let handlers = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
        handlers.initialize(repeating: .init(), count: 32)
        return handlers
    }()
    nonisolated(unsafe) private static var installed = false
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Remembers `description` as the case now running.
    static func running(_ description: String) {
        install()
        let bytes = Array("\nthe generated case that was running:\n\(description)\n".utf8.prefix(capacity))
        length = 0
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
        length = bytes.count
    }

    static func finished() { length = 0 }

    private static func install() {
        guard !installed else { return }
        installed = true
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                if CrashContext.length > 0 { _ = write(2, CrashContext.buffer, CrashContext.length) }
                sigaction(number, CrashContext.previous + Int(number), nil)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_NODEFER)
            sigaction(signal, &action, previous + Int(signal))
        }
    }
}
