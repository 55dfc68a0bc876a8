/// The words of `dal --help` and each command's help: what a command is
/// for, what each of its flags does, and the frame the argument parser
/// lays them out in (`USAGE:`, `OPTIONS:`). Not named for the full
/// screen's help (`HelpWords`), which lists keys.
public struct CommandHelpWords: Sendable {
    public let frame: HelpFrameWords
    public let root: RootHelpWords
    /// Flags of the full screen (`dal`, `dal pick`, `dal config`).
    public let screen: ScreenOptionHelpWords
    /// Flags of how days are shown, taken by every command that shows them.
    public let display: DisplayOptionHelpWords
    /// Flags naming the files dal reads and writes.
    public let sources: SourceOptionHelpWords
    public let open: OpenHelpWords
    public let pick: PickHelpWords
    public let print: PrintHelpWords
    public let list: ListHelpWords
    public let next: NextHelpWords
    public let refresh: RefreshHelpWords
    public let search: SearchHelpWords
    public let free: FreeHelpWords
    public let todo: TodoHelpWords
    public let remind: RemindHelpWords
    public let importing: ImportHelpWords
    public let invite: InviteHelpWords
    public let export: ExportHelpWords
    public let config: ConfigHelpWords
}

/// The argument parser's headings and its own lines, said again.
public struct HelpFrameWords: Sendable {
    public let overview: String
    public let usage: String
    public let arguments: String
    public let options: String
    public let subcommands: String
    /// After a subcommand's name in the list: the one run without a name.
    public let defaultSubcommand: String
    public let showHelp: String
    public let showVersion: String
    public let showSubcommandHelp: String
    /// `See 'dal help <subcommand>' for detailed help.`, given the command's name.
    public let seeSubcommandHelp: Phrase<String>
    /// After a flag's help: the value it has when not given.
    public let defaultValue: Phrase<String>
    /// After a flag's help: the values it takes.
    public let values: Phrase<String>
}

public struct RootHelpWords: Sendable {
    public let abstract: String
    /// The usage's note on the first line: what `dal` alone does.
    public let opensTheCalendar: String
    public let discussion: String
    /// In place of `dal open`'s flags when help was not asked for.
    public let openListsThem: String
    /// `Exit codes: …`, given the codes and their meanings joined.
    public let exitCodes: Phrase<String>
    public let exitOK: String
    public let exitPickCancelled: String
    public let exitUsage: String
    public let exitDataError: String
    public let exitNoTerminal: String
    public let exitOutputError: String
    public let exitSubscriptionFailed: String
    public let exitConfiguration: String
    public let exitInterrupted: String
}

public struct ScreenOptionHelpWords: Sendable {
    public let date: String
    public let week: String
    public let view: String
    public let animation: String
    public let only: String
}

public struct DisplayOptionHelpWords: Sendable {
    public let firstWeekday: String
    public let locale: String
    public let today: String
    public let now: String
    public let holidays: String
    public let birthdays: String
    public let lunar: String
    public let language: String
    public let timeZone: String
}

public struct SourceOptionHelpWords: Sendable {
    public let data: String
    public let ics: String
    public let calendar: String
    public let store: String
    public let noStore: String
}

public struct OpenHelpWords: Sendable {
    public let abstract: String
}

public struct PickHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let multiple: String
    public let range: String
    /// Given the date pattern's conversions (`%Y %m %d …`).
    public let format: Phrase<String>
    public let free: String
}

public struct PrintHelpWords: Sendable {
    public let abstract: String
    public let date: String
    public let year: String
    public let three: String
    public let week: String
    public let weekNumbers: String
    public let color: String
    public let json: String
}

public struct ListHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let from: String
    public let days: String
    public let to: String
    public let json: String
}

public struct NextHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let format: String
    public let width: String
    public let days: String
    public let watch: String
    public let join: String
}

public struct RefreshHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let names: String
    public let due: String
    public let maxTime: String
}

public struct SearchHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let text: String
    public let from: String
    public let to: String
    public let json: String
}

public struct FreeHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let from: String
    public let to: String
    public let length: String
    public let between: String
    public let weekdays: String
    public let me: String
    public let json: String
}

public struct TodoHelpWords: Sendable {
    public let abstract: String
    public let listAbstract: String
    public let listDiscussion: String
    public let all: String
    public let json: String
    public let addAbstract: String
    public let title: String
    public let due: String
    public let priority: String
    public let doneAbstract: String
    public let doneDiscussion: String
    public let deleteAbstract: String
    public let deleteDiscussion: String
    /// The argument of `done` and `delete`.
    public let task: String
}

public struct RemindHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let grace: String
    public let notifyCommand: String
    public let state: String
    public let watch: String
}

public struct ImportHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let files: String
    public let into: String
    public let yes: String
}

public struct InviteHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let file: String
    public let accept: String
    public let tentative: String
    public let decline: String
    public let comment: String
    public let me: String
    public let print: String
}

public struct ExportHelpWords: Sendable {
    public let abstract: String
    public let ics: String
    public let json: String
    public let store: String
}

public struct ConfigHelpWords: Sendable {
    public let abstract: String
    public let discussion: String
    public let print: String
    public let path: String
}
