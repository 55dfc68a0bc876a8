#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SystemServices

/// Facts about stdout for `dal print`, which writes plain text, not curses.
enum OutputTerminal {
    static func isTerminal() -> Bool { isatty(STDOUT_FILENO) == 1 }

    /// The width to lay out for: the terminal's, else `COLUMNS`, else 80.
    static func columns() -> Int {
        var size = winsize()
        if isTerminal(), ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let value = ProcessEnvironment.value("COLUMNS"), let columns = Int(value), columns > 0 {
            return columns
        }
        return 80
    }
}
