import CalendarUI

/// What waiting on a terminal produced.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case resize(width: Int, height: Int)
    /// A terminating signal arrived (SIGTERM, SIGHUP, SIGINT).
    case signal(Int32)
    /// SIGTSTP from outside: stop like Ctrl-Z.
    case suspend
    /// The terminal's input is gone (hung up or closed): quit, do not spin.
    case inputClosed
    /// Nothing arrived within the wait.
    case timeout
    /// The inbox the wait watched has actions.
    case woken
}
