import CLibical

/// libical is opened at its first call (`LibicalLoader.c`), not when dal
/// starts; a call when it cannot be opened ends dal, saying why, with
/// status 69.
public enum LibicalLibrary {
    /// What must happen before dal ends for want of libical, on whichever
    /// thread made the call: the full screen gives the terminal back so
    /// that the reason is read on the normal screen. Set before any thread
    /// can call libical.
    public static func beforeEndingUnopened(_ hook: @convention(c) () -> Void) {
        dal_libical_set_exit_hook(hook)
    }

    /// Why libical cannot be opened, and what to do; nil once it is open.
    /// For a thread that must say so instead of ending dal.
    public static var unopenedReason: String? {
        dal_libical_open().map { reason in
            "cannot open libical, which dal reads calendars with: \(String(cString: reason)). \(String(cString: dal_libical_advice))"
        }
    }
}
