/// What a path or a name given to dal must be, in the config file and on
/// the command line alike: something (not empty, not only spaces) on one
/// line (no control characters). `--calendar ''` once made dal write
/// events into `/`; a tab or an escape in a name is a slip of the shell,
/// never a name a person means.
public enum SettingText {
    /// What is wrong with `text` as a path or name ("is empty"), or nil.
    /// `allowsTab`: a tab is fine where text is printed as it is
    /// (`dal pick --format '%F\t%A'`).
    public static func problem(_ text: String, allowsTab: Bool = false) -> String? {
        if text.isEmpty { return "is empty" }
        if text.unicodeScalars.allSatisfy(\.properties.isWhitespace) { return "is only spaces" }
        let control = text.unicodeScalars.first { scalar in
            scalar.properties.generalCategory == .control && !(allowsTab && scalar == "\t")
        }
        if let control { return "holds a control character (\(KeyLocator.shown(String(control))))" }
        return nil
    }
}
