import CalendarUI
import SystemServices

/// What the run loop needs of a terminal: its size, events, a clock and a
/// place to draw frames. `TerminalSession` (ncurses) is the real one;
/// `TestTerminal` keeps everything in memory for tests. (A runner with no
/// terminal at all is a `HeadlessRunner`.)
public protocol Terminal: AnyObject {
    var size: ScreenSize { get }
    /// Waits for the next event: forever when `timeoutMilliseconds` is nil,
    /// else at most that long (then `.timeout`); `.woken` as soon as
    /// `inbox` has actions. The loop's only wait.
    func nextEvent(timeoutMilliseconds: Int32?, waking inbox: Inbox?) -> InputEvent
    /// Whether an event is already waiting (keys typed ahead, a paste).
    func hasPendingInput() -> Bool
    /// Shows a frame the size of the terminal.
    func draw(_ frame: CellBuffer)
    /// Gives the terminal back and stops until continued (Ctrl-Z, `fg`);
    /// the next frame is drawn in full.
    func suspend()
    /// An alarm went off: the bell, and the terminal's own desktop
    /// notification where it has one.
    func alert(title: String, body: String)
    /// Gives the terminal to another program (an editor) while `work`
    /// runs, then takes it back; the next frame is drawn in full.
    func runOutside(_ work: () -> Void)
    /// Milliseconds on a clock that only goes forward: what timers count on.
    var milliseconds: Int { get }
}

extension Terminal {
    /// Real terminals count on the system's monotonic clock.
    public var milliseconds: Int { MonotonicClock.milliseconds }
}
