/// What a path or a name given to dal must be, in the config file and on
/// the command line alike: something (not empty, not only spaces) on one
/// line (no control characters). `--calendar ''` once made dal write
/// events into `/`; a tab or an escape in a name is a slip of the shell,
/// never a name a person means.
public enum SettingText {
    /// What can be wrong with a path or name: a value, so that the
    /// command line can say it in the person's language.
    public enum Problem: Equatable, Sendable {
        case empty
        case onlySpaces
        /// The control character as messages show it (`"\u{1B}"`).
        case control(String)
    }

    /// What is wrong with `text` as a path or name, or nil.
    /// `allowsTab`: a tab is fine where text is printed as it is
    /// (`dal pick --format '%F\t%A'`).
    public static func check(_ text: String, allowsTab: Bool = false) -> Problem? {
        if text.isEmpty { return .empty }
        if text.unicodeScalars.allSatisfy(\.properties.isWhitespace) { return .onlySpaces }
        let control = text.unicodeScalars.first { scalar in
            scalar.properties.generalCategory == .control && !(allowsTab && scalar == "\t")
        }
        if let control { return .control(KeyLocator.shown(String(control))) }
        return nil
    }
}
