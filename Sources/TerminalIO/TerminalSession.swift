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
/// for picked dates), drawn into from `CellBuffer`s, read as `InputEvent`s
/// (TerminalSession+Input.swift), suspended on Ctrl-Z, and always given
/// back by `close()`, signals or crashes.
public final class TerminalSession: Terminal {
    /// Short, so `Esc` answers at once; long enough for a sequence that
    /// arrives in one write.
    public static let escapeDelayMilliseconds: Int32 = 25

    let tty: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private let options: TerminalOptions
    private var colors: ColorPairs
    private var shown = FrameHistory()
    private var isClosed = false
    var utf8 = UTF8Assembler()

    /// The user's locale for the C library, as the session runs in (UTF-8
    /// characters at least). `setlocale` must not run while other threads
    /// use the C library's locale: a launch that starts threads before
    /// the session calls this first; the session calls it again, to no effect.
    public static func takeUsersLocale() {
        TerminalLocale.enableUTF8()
    }

    /// Gives the terminal back at once, from any thread, without ncurses
    /// (async-signal-safe writes of bytes prepared when the session began;
    /// nothing before a session has begun): for dal ending where the run
    /// loop cannot close the session first.
    public static let giveBackAtOnce: @convention(c) () -> Void = { SignalGuard.emergencyRestore() }

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
        // A terminal that cannot move its cursor (TERM=dumb) gets a blank
        // screen from curses: say so instead.
        let canAddress = dal_tigetstr("cup") != nil
        dal_forget_terminfo()
        guard canAddress else {
            fclose(tty)
            throw .cannotAddressCursor(term)
        }

        var saved = termios()
        tcgetattr(fileno(tty), &saved)
        guard let screen = newterm(term, tty, tty) else {
            fclose(tty)
            throw .cannotStart("newterm failed for TERM=\(term)")
        }
        self.tty = tty
        self.screen = screen
        self.options = options
        set_term(screen)
        raw()           // Ctrl-C and Ctrl-Z arrive as keys, so they run the normal path
        noecho()
        nonl()
        keypad(dal_stdscr(), true)
        set_escdelay(TerminalSession.escapeDelayMilliseconds)
        curs_set(0)
        // Until its first endwin ncurses flushes its output at every
        // cursor move (its "initial" state, meant for programs that only
        // use terminfo): a frame went out in some forty writes, forty
        // packets over ssh. Leaving and resuming once, before anything is
        // drawn, makes a frame one write (docs/performance.md).
        endwin()
        doupdate()
        TerminalSession.defineKeySequences()
        colors = ColorPairs(wanted: options.useColor)
        SignalGuard.install(ttyDescriptor: fileno(tty), savedTermios: saved,
                            resetSequence: TerminalSession.resetSequence(mouse: options.mouse))
        setTerminalModes(on: options.mouse)
    }

    deinit { close() }

    public var size: ScreenSize {
        ScreenSize(width: Int(getmaxx(dal_stdscr())), height: Int(getmaxy(dal_stdscr())))
    }

    /// Gives the terminal back: normal screen, cursor, modes. Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        setTerminalModes(on: false)
        curs_set(1)
        endwin()
        delscreen(screen)
        fclose(tty)
        SignalGuard.uninstall()
    }

    /// Ctrl-Z: gives the terminal back and stops, as every full-screen
    /// program does; after `fg` the screen is set up again and repainted.
    public func suspend() {
        setTerminalModes(on: false)
        curs_set(1)
        endwin()
        SignalGuard.stopUntilContinued()
        reset_prog_mode()
        curs_set(0)
        setTerminalModes(on: options.mouse)
        _ = resized()   // the window may have changed while stopped
    }

    /// An alarm: the bell, and a desktop notification through the
    /// terminal where it is known to show one (VTE's OSC 777; iTerm2,
    /// WezTerm and Ghostty's OSC 9). Elsewhere (and inside tmux, which
    /// would swallow it) only the bell: an unknown sequence could show as
    /// text.
    public func alert(title: String, body: String) {
        beep()
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        guard variable("TMUX") == nil else { return }
        func clean(_ text: String) -> String {
            String(text.unicodeScalars.filter { $0.properties.generalCategory != .control && $0 != ";" }.map(Character.init))
        }
        var sequence: String?
        if variable("VTE_VERSION") != nil {
            sequence = "\u{1B}]777;notify;\(clean(title));\(clean(body))\u{07}"
        } else if ["iTerm.app", "WezTerm", "ghostty"].contains(variable("TERM_PROGRAM") ?? "") {
            sequence = "\u{1B}]9;\(clean(title)) · \(clean(body))\u{07}"
        }
        if let sequence {
            fputs(sequence, tty)
            fflush(tty)
        }
    }

    /// `E`: the editor gets the terminal as after `close` (its own screen,
    /// modes off), and dal takes it back after. A Ctrl-C or Ctrl-\\ typed
    /// in the editor reaches dal too (one process group): it was the
    /// editor's, and dal does not quit for it.
    public func runOutside(_ work: () -> Void) {
        setTerminalModes(on: false)
        curs_set(1)
        endwin()
        work()
        SignalGuard.forgetInterrupts()
        reset_prog_mode()
        curs_set(0)
        setTerminalModes(on: options.mouse)
        _ = resized()
    }

    /// Bracketed paste (mode 2004: a paste arrives marked, as one insert
    /// in a prompt) and mouse reports as SGR (mode 1006), with X10 (mode
    /// 1000) as the fallback older terminals send, and motion while a
    /// button is down (mode 1002: a drag shows its run as it goes); dal
    /// decodes them itself.
    private func setTerminalModes(on: Bool) {
        var modes = "\u{1B}[?2004" + (on ? "h" : "l")
        if options.mouse { modes += on ? "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" : "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" }
        fputs(modes, tty)
        fflush(tty)
    }

    /// What to write to the terminal if the process dies without endwin.
    private static func resetSequence(mouse: Bool) -> [UInt8] {
        var bytes = Array("\u{1B}[?2004l".utf8)
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
        let (runs, clear) = shown.changes(to: frame)
        if clear { werase(dal_stdscr()) }
        var cell = cchar_t()
        for run in runs {
            for x in run.x..<(run.x + run.count) where !frame[x, run.y].isContinuation {
                write(frame[x, run.y], scalars: frame.scalars(x: x, y: run.y), x: x, y: run.y, into: &cell)
            }
        }
        wnoutrefresh(dal_stdscr())
        doupdate()
    }

    /// Forgets the last frame so the next draw repaints everything.
    public func invalidate() {
        shown.forget()
        clearok(dal_stdscr(), true)
    }

    private func write(_ source: Cell, scalars: [Unicode.Scalar], x: Int, y: Int, into cell: inout cchar_t) {
        var attributes: attr_t = 0
        let style = colors.enabled ? source.style : source.style.withoutColor
        // Bright colours on a terminal of eight are its bold ones.
        let colorCount = Int(dal_colors())
        if style.bold || style.foreground?.needsBold(forTerminalColors: colorCount) == true { attributes |= dal_attr_bold() }
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
