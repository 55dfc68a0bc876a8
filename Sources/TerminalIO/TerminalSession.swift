import AppLoop
import CNcursesw
import CalendarUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct TerminalOptions: Sendable {
    /// False for `NO_COLOR` or `--color never`: attributes only.
    public var useColor: Bool
    public var mouse: Bool

    public init(useColor: Bool, mouse: Bool = true) {
        self.useColor = useColor
        self.mouse = mouse
    }
}

/// The full-screen terminal: set up on `/dev/tty` (so stdout stays free
/// for picked dates), drawn into from `CellBuffer`s, read as `InputEvent`s,
/// and always given back by `close()`, signals or crashes.
public final class TerminalSession: Terminal {
    /// Short, so `Esc` answers at once; long enough for a sequence that
    /// arrives in one write.
    public static let escapeDelayMilliseconds: Int32 = 25

    private let tty: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private var colors: ColorPairs
    private var previousFrame: CellBuffer?
    private var isClosed = false

    public init(options: TerminalOptions) throws(TerminalError) {
        TerminalLocale.enableUTF8()
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else { throw .termUnset }
        guard let tty = fopen("/dev/tty", "r+") else {
            throw .noTerminal(reason: String(cString: strerror(errno)))
        }
        // Ask terminfo first with an error slot, so that ncurses neither
        // prints nor exits on an unknown TERM.
        var status: Int32 = 0
        guard setupterm(term, fileno(tty), &status) == OK else {
            fclose(tty)
            throw .unknownTerminal(term)
        }
        dal_forget_terminfo()

        var saved = termios()
        tcgetattr(fileno(tty), &saved)
        guard let screen = newterm(term, tty, tty) else {
            fclose(tty)
            throw .cannotStart("newterm failed for TERM=\(term)")
        }
        self.tty = tty
        self.screen = screen
        set_term(screen)
        raw()           // Ctrl-C arrives as a key, so quitting runs the normal path
        noecho()
        nonl()
        keypad(dal_stdscr(), true)
        set_escdelay(TerminalSession.escapeDelayMilliseconds)
        curs_set(0)
        TerminalSession.defineArrowEncodings()
        if options.mouse {
            mouseinterval(0)
            mousemask(dal_button1_pressed() | dal_button4_pressed() | dal_button5_pressed(), nil)
        }
        colors = ColorPairs(wanted: options.useColor)
        SignalGuard.install(ttyDescriptor: fileno(tty), savedTermios: saved,
                            resetSequence: TerminalSession.resetSequence(mouse: options.mouse))
    }

    deinit { close() }

    public var size: ScreenSize {
        ScreenSize(width: Int(getmaxx(dal_stdscr())), height: Int(getmaxy(dal_stdscr())))
    }

    /// Gives the terminal back: normal screen, cursor, modes. Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        mousemask(0, nil)
        curs_set(1)
        endwin()
        delscreen(screen)
        fclose(tty)
        SignalGuard.uninstall()
    }

    // MARK: Input

    /// Waits for input: forever when `timeoutMilliseconds` is nil (a
    /// blocking poll, so an idle calendar uses no CPU), else at most that long.
    public func nextEvent(timeoutMilliseconds: Int32?) -> InputEvent {
        let deadline = timeoutMilliseconds.map { monotonicMilliseconds() + Int($0) }
        while true {
            if let signal = SignalGuard.pendingSignal { return .signal(signal) }
            if SignalGuard.takeResize() { return resized() }
            // ncurses may already hold decoded input (the rest of a sequence).
            if let event = readKey(waitMilliseconds: 0) { return event }

            let remaining = deadline.map { max(0, $0 - monotonicMilliseconds()) }
            if remaining == 0 { return .timeout }
            var fds = [pollfd(fd: fileno(tty), events: Int16(POLLIN), revents: 0),
                       pollfd(fd: SignalGuard.wakeRead, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, nfds_t(fds.count), Int32(remaining ?? -1))
            if ready < 0 { continue }              // EINTR: check the flags again
            if ready == 0 { return .timeout }
            if fds[1].revents != 0 { SignalGuard.drainWakeups(); continue }
            if fds[0].revents & Int16(POLLIN) != 0 {
                if let event = readKey(waitMilliseconds: 0) { return event }
                if fds[0].revents & Int16(POLLHUP) != 0 { return .inputClosed }
                // A byte that started a sequence: ncurses waited the escape delay.
                continue
            }
            if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .inputClosed }
        }
    }

    /// One key from curses without blocking, or nil when none is ready.
    private func readKey(waitMilliseconds: Int32) -> InputEvent? {
        wtimeout(dal_stdscr(), waitMilliseconds)
        var character: wint_t = 0
        let result = wget_wch(dal_stdscr(), &character)
        if result == ERR { return nil }
        if result == dal_key_code_yes() { return functionKey(Int32(character)) }
        return KeyDecoding.character(UInt32(character)).map(InputEvent.key) ?? .timeout
    }

    /// Reads the new size from the tty and tells curses about it.
    /// `resize_term`, not `resizeterm`: the latter also pushes a KEY_RESIZE
    /// into the input, which would come back here as one more resize.
    private func resized() -> InputEvent {
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

    private func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }

    /// Whether input is already waiting (keys typed ahead, a paste, a held key).
    public func hasPendingInput() -> Bool {
        wtimeout(dal_stdscr(), 0)
        var character: wint_t = 0
        let result = wget_wch(dal_stdscr(), &character)
        guard result != ERR else { return false }
        if result == dal_key_code_yes() { ungetch(Int32(character)) } else { unget_wch(wchar_t(character)) }
        return true
    }

    private func functionKey(_ code: Int32) -> InputEvent {
        if code == dal_key_resize() { return currentSize() }
        if code == dal_key_mouse() {
            var event = MEVENT()
            guard getmouse(&event) == OK else { return .timeout }
            return KeyDecoding.mouse(buttons: event.bstate, x: Int(event.x), y: Int(event.y)).map(InputEvent.key) ?? .timeout
        }
        return KeyDecoding.functionKey(code).map(InputEvent.key) ?? .timeout
    }

    /// Terminals send arrows as `ESC [ C` (normal mode) or `ESC O C`
    /// (application mode), whatever terminfo says; teach ncurses both.
    private static func defineArrowEncodings() {
        let keys: [(String, Int32)] = [("A", KEY_UP), ("B", KEY_DOWN), ("C", KEY_RIGHT), ("D", KEY_LEFT),
                                       ("H", KEY_HOME), ("F", KEY_END)]
        for (final, code) in keys {
            define_key("\u{1B}[" + final, code)
            define_key("\u{1B}O" + final, code)
        }
        define_key("\u{1B}[5~", KEY_PPAGE)
        define_key("\u{1B}[6~", KEY_NPAGE)
    }

    /// What to write to the terminal if the process dies without endwin.
    private static func resetSequence(mouse: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = dal_tigetstr(capability) { bytes += Array(String(cString: value).utf8) }
        }
        if mouse { bytes += Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l".utf8) }
        return bytes
    }

    // MARK: Output

    /// Draws a frame. Only the runs of cells that differ from the previous
    /// frame are handed to curses, which in turn sends only what changed.
    public func draw(_ frame: CellBuffer) {
        let runs = FrameDiff.runs(from: previousFrame, to: frame)
        if previousFrame?.width != frame.width || previousFrame?.height != frame.height { werase(dal_stdscr()) }
        var cell = cchar_t()
        for run in runs {
            for x in run.x..<(run.x + run.count) where !frame[x, run.y].isContinuation {
                write(frame[x, run.y], scalars: frame.scalars(x: x, y: run.y), x: x, y: run.y, into: &cell)
            }
        }
        previousFrame = frame
        wnoutrefresh(dal_stdscr())
        doupdate()
    }

    /// Forgets the last frame so the next draw repaints everything.
    public func invalidate() {
        previousFrame = nil
        clearok(dal_stdscr(), true)
    }

    private func write(_ source: Cell, scalars: [Unicode.Scalar], x: Int, y: Int, into cell: inout cchar_t) {
        var attributes: attr_t = 0
        let style = colors.enabled ? source.style : source.style.withoutColor
        if style.bold { attributes |= dal_attr_bold() }
        if style.dim { attributes |= dal_attr_dim() }
        if style.reverse { attributes |= dal_attr_reverse() }
        if style.underline { attributes |= dal_attr_underline() }
        let pair = colors.pair(for: style)
        // A cchar_t holds a base character and up to four combining marks.
        var text = scalars.prefix(5).map { wchar_t(bitPattern: $0.value) } + [0]
        if setcchar(&cell, &text, attributes, pair, nil) == ERR {
            // Two spacing characters (a flag) do not fit one cell: draw the first.
            var first = [text[0], 0]
            setcchar(&cell, &first, attributes, pair, nil)
        }
        mvwadd_wch(dal_stdscr(), Int32(y), Int32(x), &cell)
    }
}
