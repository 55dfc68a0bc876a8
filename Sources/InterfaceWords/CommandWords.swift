/// The words of the command line: what `dal`'s commands print and the
/// errors they give, in parts named for where they are shown.
public struct CommandWords: Sendable {
    /// The frame of every message: `Error:`, `Usage:`, `warning:`, and the
    /// argument parser's own complaints said again.
    public let messages: ParserWords
    /// What is wrong with a flag or an argument (exit 64).
    public let options: OptionWords
    /// What is wrong with the config file (exit 78).
    public let configFile: ConfigFileWords
    /// A calendar, data or store file dal cannot use (exit 65, 74).
    public let files: FileWords
    /// The words of the commands' text output (not their JSON).
    public let output: OutputWords
    /// The full screen's start and end on stderr.
    public let launch: LaunchWords
    /// `dal next`'s line for a status bar.
    public let next: NextWords
    /// `--help`: what each command and flag is for.
    public let help: CommandHelpWords
    /// Why a change to a calendar was not made (the screen says these too).
    public let writes: WriteWords
    /// `dal import`'s preview, question and errors.
    public let importing: ImportWords
    /// `dal refresh` and the notes of background refreshes.
    public let subscriptions: SubscriptionWords
    /// `dal invite`: what it did, the reply it sent, why it did nothing.
    public let invitations: InvitationWords
}
