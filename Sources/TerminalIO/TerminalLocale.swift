import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// ncurses draws wide characters only under a UTF-8 `LC_CTYPE`.
enum TerminalLocale {
    /// Takes the user's locale (`setlocale(LC_ALL, "")`). When that locale
    /// is not installed, or is not UTF-8 (plain `C`), the character type
    /// falls back to `C.UTF-8` so Korean or German names still draw; names
    /// themselves come from ICU, not from the C library.
    static func enableUTF8() {
        setlocale(LC_ALL, "")
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
