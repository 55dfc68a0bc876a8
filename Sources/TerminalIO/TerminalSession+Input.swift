import AppLoop
import CNcursesw
import CalendarUI
import SystemServices
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the terminal: the runner's one wait (a `Reactor`) on the tty,
/// the signal self-pipe and the inbox, bytes from curses (`wgetch`, which decodes the key sequences
/// terminfo and `define_key` name), UTF-8 and mouse reports decoded here.
extension TerminalSession {
    /// What wakes the wait for input.
    enum Waker: Hashable { case tty, signals, inbox, wallClock }

    /// Codes `define_key` gives the starts of mouse reports; curses returns
    /// them and dal reads the rest of the report itself.
    static let x10MouseCode: Int32 = 0o777 + 1
    static let sgrMouseCode: Int32 = 0o777 + 2
    /// The marks around a bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`).
    static let pasteStartCode: Int32 = 0o777 + 3
    static let pasteEndCode: Int32 = 0o777 + 4
    /// A paste longer than this is cut: a prompt holds one line.
    static let pasteLimitBytes = 64 * 1024
    /// How long the rest of a sequence (UTF-8, a mouse report) may take to
    /// arrive once it has started.
    static let sequenceMilliseconds: Int32 = 50

    /// Waits for input, a signal, or actions in `inbox` (`.woken`): forever
    /// when `timeoutMilliseconds` is nil (a blocking poll, so an idle
    /// calendar uses no CPU), else at most that long.
    public func nextEvent(timeoutMilliseconds: Int32?, waking inbox: Inbox?) -> InputEvent {
        let deadline = timeoutMilliseconds.map { milliseconds + Int($0) }
        while true {
            if let signal = SignalGuard.pendingSignal { return .signal(signal) }
            if SignalGuard.takeSuspendRequest() { return .suspend }
            if SignalGuard.takeResize() { return resized() }
            // curses may already hold input (the rest of a paste).
            if let event = readKey() { return event }

            if let inbox, inbox.hasArrivals { return .woken }

            let remaining = deadline.map { max(0, $0 - milliseconds) }
            if remaining == 0 { return .timeout }
            var reactor = Reactor<Waker>()
            reactor.watch(fileno(tty), as: .tty)
            reactor.watch(SignalGuard.wakeRead, as: .signals)
            reactor.watch(inbox?.wakeDescriptor ?? -1, as: .inbox)
            reactor.watch(inbox?.wallClockDescriptor ?? -1, as: .wallClock)
            let wake = reactor.wait(atMost: remaining)
            // Nothing ready: the time ran out, or a signal cut the wait
            // short (its flags are looked at again).
            if wake.ready.isEmpty {
                if deadline.map({ $0 <= milliseconds }) ?? false { return .timeout }
                continue
            }
            if wake.contains(.signals) { SignalGuard.drainWakeups(); continue }
            if wake.contains(.inbox) || wake.contains(.wallClock) { return .woken }
            if let event = readKey() { return event }
            // Readable with no key: bytes that made none (a dropped byte,
            // half a sequence), or the terminal hung up.
            if wake.closed.contains(.tty) { return .inputClosed }
        }
    }

    /// Whether input is already waiting (keys typed ahead, a paste, a held key).
    public func hasPendingInput() -> Bool {
        wtimeout(dal_stdscr(), 0)
        let code = wgetch(dal_stdscr())
        guard code != ERR else { return false }
        ungetch(code)
        return true
    }

    /// One key from what is waiting, or nil when nothing (or nothing that
    /// makes a key) is there. Never blocks longer than a sequence takes.
    private func readKey() -> InputEvent? {
        while true {
            guard let code = nextCode(waitMilliseconds: utf8.isInsideSequence ? Self.sequenceMilliseconds : 0) else {
                utf8.abandon()
                return nil
            }
            if code > 0xFF {
                utf8.abandon()
                if let event = functionKey(code) { return event }
                continue
            }
            switch utf8.feed(UInt8(code)) {
            case .scalar(let scalar):
                if scalar.value == 27, skipsUnknownSequence() { continue }
                if let key = KeyDecoding.character(scalar.value) { return .key(key) }
            case .needMore, .dropped:
                continue
            case .restart(let byte):
                ungetch(Int32(byte))
            }
        }
    }

    /// After an `ESC` that curses did not match to a key: when a control
    /// sequence follows (`ESC [ 1 ~`, Home from a terminal whose terminfo
    /// dal was not given), reads it to its end and drops it, so that its
    /// `1` does not tag a day. Returns false for a lone Escape.
    private func skipsUnknownSequence() -> Bool {
        guard let next = nextCode(waitMilliseconds: 0) else { return false }
        switch next {
        case Int32(UInt8(ascii: "[")):
            // Parameter and intermediate bytes, up to the final byte.
            for _ in 0..<16 {
                guard let byte = nextCode(waitMilliseconds: Self.sequenceMilliseconds) else { break }
                if (0x40...0x7E).contains(byte) { break }
            }
            return true
        case Int32(UInt8(ascii: "O")):
            _ = nextCode(waitMilliseconds: Self.sequenceMilliseconds)
            return true
        default:
            ungetch(next)
            return false
        }
    }

    private func nextCode(waitMilliseconds: Int32) -> Int32? {
        wtimeout(dal_stdscr(), waitMilliseconds)
        let code = wgetch(dal_stdscr())
        return code == ERR ? nil : code
    }

    private func functionKey(_ code: Int32) -> InputEvent? {
        if code == dal_key_resize() { return currentSize() }
        if code == Self.x10MouseCode || (code == dal_key_mouse() && Self.terminfoMouseIsX10) {
            let bytes = (0..<3).compactMap { _ in nextCode(waitMilliseconds: Self.sequenceMilliseconds) }.map { UInt8(truncatingIfNeeded: $0) }
            return MouseReport.x10(bytes).map(InputEvent.key)
        }
        if code == Self.pasteStartCode { return .key(.paste(readPaste())) }
        if code == Self.pasteEndCode { return nil }
        if code == Self.sgrMouseCode || code == dal_key_mouse() {
            var bytes: [UInt8] = []
            while bytes.count < 32, let next = nextCode(waitMilliseconds: Self.sequenceMilliseconds) {
                bytes.append(UInt8(truncatingIfNeeded: next))
                if next == Int32(UInt8(ascii: "M")) || next == Int32(UInt8(ascii: "m")) { break }
            }
            return MouseReport.sgr(bytes).map(InputEvent.key)
        }
        return KeyDecoding.functionKey(code).map(InputEvent.key)
    }

    /// The pasted bytes up to the end mark, as text (invalid UTF-8
    /// replaced). A paste whose end never comes stops when the bytes stop
    /// arriving, so a lost mark cannot swallow the keys typed after it.
    private func readPaste() -> String {
        var bytes: [UInt8] = []
        while let code = nextCode(waitMilliseconds: Self.sequenceMilliseconds * 4), code != Self.pasteEndCode {
            if code <= 0xFF, bytes.count < Self.pasteLimitBytes { bytes.append(UInt8(code)) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the terminfo entry's own mouse key (`kmous`) is the X10
    /// prefix, which curses may report as KEY_MOUSE before our definition.
    nonisolated(unsafe) static var terminfoMouseIsX10 = true

    /// Terminals send arrows as `ESC [ C` (normal mode) or `ESC O C`
    /// (application mode), whatever terminfo says; teach curses both, and
    /// the starts of both mouse report encodings.
    static func defineKeySequences() {
        terminfoMouseIsX10 = dal_tigetstr("kmous").map { String(cString: $0) } != "\u{1B}[<"
        let keys: [(String, Int32)] = [("A", KEY_UP), ("B", KEY_DOWN), ("C", KEY_RIGHT), ("D", KEY_LEFT),
                                       ("H", KEY_HOME), ("F", KEY_END)]
        for (final, code) in keys {
            define_key("\u{1B}[" + final, code)
            define_key("\u{1B}O" + final, code)
        }
        define_key("\u{1B}[5~", KEY_PPAGE)
        define_key("\u{1B}[6~", KEY_NPAGE)
        // Home and End as tmux, screen, the Linux console and rxvt send
        // them, whichever TERM dal was given.
        for (sequence, code) in [("1~", KEY_HOME), ("7~", KEY_HOME), ("4~", KEY_END), ("8~", KEY_END)] {
            define_key("\u{1B}[" + sequence, code)
        }
        define_key("\u{1B}[3~", KEY_DC)
        define_key("\u{1B}[200~", pasteStartCode)
        define_key("\u{1B}[201~", pasteEndCode)
        define_key("\u{1B}[M", x10MouseCode)
        define_key("\u{1B}[<", sgrMouseCode)
    }

    /// Reads the new size from the tty and tells curses about it.
    /// `resize_term`, not `resizeterm`: the latter also pushes a KEY_RESIZE
    /// into the input, which would come back here as one more resize.
    func resized() -> InputEvent {
        var winsize = winsize()
        if ioctl(fileno(tty), UInt(TIOCGWINSZ), &winsize) == 0 {
            resize_term(Int32(winsize.ws_row), Int32(winsize.ws_col))
        }
        return currentSize()
    }

    /// A resize event for the size curses now has; the next frame repaints.
    private func currentSize() -> InputEvent {
        invalidate()
        return .resize(width: size.width, height: size.height)
    }

}
