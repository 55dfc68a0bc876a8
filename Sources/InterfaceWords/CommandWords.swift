/// The words of the command line: what `dal`'s commands print and the
/// errors they give. Each entry says where it is shown.
public struct CommandWords: Sendable {
    /// `--language` or the config's `language` named no language dal speaks.
    public let unknownLanguage: Phrase<String>
}
