/// Why the full screen could not start. Each message says what to do.
public enum TerminalError: Error, CustomStringConvertible, Sendable {
    case noTerminal(reason: String)
    case termUnset
    case unknownTerminal(String)
    case cannotAddressCursor(String)
    case cannotStart(String)

    public var description: String {
        switch self {
        case .noTerminal(let reason):
            "no terminal to draw on (/dev/tty: \(reason)). The full-screen calendar needs one; use `dal print` in scripts and pipes."
        case .termUnset:
            "TERM is not set, so the terminal's capabilities are unknown. Set TERM (e.g. TERM=xterm-256color) or use `dal print`."
        case .unknownTerminal(let name):
            "the terminal type '\(name)' is not in the terminfo database. Set TERM to a known type (e.g. xterm-256color) or use `dal print`."
        case .cannotAddressCursor(let name):
            "the terminal type '\(name)' cannot move the cursor, so no full screen can be drawn on it. Set TERM to your terminal's type (e.g. xterm-256color) or use `dal print`."
        case .cannotStart(let reason):
            "could not start the full screen: \(reason). Use `dal print` instead."
        }
    }
}
