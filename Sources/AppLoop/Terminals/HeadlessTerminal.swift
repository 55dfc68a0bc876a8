import CalendarUI
import Foundation
import SystemServices

/// No terminal at all: the run loop as a runner without a screen (what
/// `dal remind --watch` stands on). It waits on the inbox and the timers
/// only; frames are not drawn; SIGTERM, SIGINT and SIGHUP end the wait as
/// `.signal`, for the caller to act on.
public final class HeadlessTerminal: Terminal {
    public let size: ScreenSize
    private let signals: SignalPipe

    public init(size: ScreenSize = ScreenSize(width: 80, height: 24)) {
        self.size = size
        signals = SignalPipe.shared
    }


    public func nextEvent(timeoutMilliseconds: Int32?, waking inbox: Inbox?) -> InputEvent {
        if let signal = signals.take() { return .signal(signal) }
        if let inbox, inbox.hasArrivals { return .woken }
        var fds = [pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: inbox?.wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, nfds_t(fds.count), timeoutMilliseconds ?? -1)
        if let signal = signals.take() { return .signal(signal) }
        if ready > 0, fds[1].revents != 0 { return .woken }
        return .timeout
    }

    public func hasPendingInput() -> Bool { false }
    public func draw(_ frame: CellBuffer) {}
    public func suspend() {}
    public func alert(title: String, body: String) {}
    public func runOutside(_ work: () -> Void) { work() }
}

/// SIGTERM, SIGINT and SIGHUP written to a pipe (a handler may only do
/// that much), for a headless runner's wait.
final class SignalPipe: @unchecked Sendable {
    static let shared = SignalPipe()

    private let pipe = WakePipe()
    var descriptor: Int32 { pipe.readEnd }
    private let lock = NSLock()

    private init() {
        signalPipeWriteEnd = pipe.writeEnd
        for number in [SIGTERM, SIGINT, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
    }

    /// A signal that arrived, if one did.
    func take() -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) == 1 ? Int32(byte) : nil
    }
}

/// For the signal handler, which cannot reach an object.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
