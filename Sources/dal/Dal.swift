import ArgumentParser
import Foundation
import SystemServices

@main
struct Dal: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dal",
        abstract: CommandHelp.words.root.abstract,
        usage: """
            dal [<YYYY-MM[-DD]>] [<options>]      \(CommandHelp.words.root.opensTheCalendar)
            dal <subcommand> [<options>]
            """,
        discussion: """
            \(CommandHelp.words.root.discussion)

            \(openOptionsWhenHelpIsAsked)

            \(ExitStatus.summary(CommandHelp.words.root))
            """,
        version: Dal.version,
        subcommands: [OpenCommand.self, PickCommand.self, PrintCommand.self, ListCommand.self, NextCommand.self, RefreshCommand.self, SearchCommand.self, FreeCommand.self, TodoCommand.self, RemindCommand.self, ImportCommand.self, InviteCommand.self, ExportCommand.self, ConfigCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    /// `dal --version`: raised with each issue that lands a feature.
    static let version = "0.14.0"

    /// ArgumentParser's own `main`, except that what it prints goes
    /// through `StandardStreams`: `--help`, `--version` and `--locale list`
    /// that cannot be written exit 74 like every other output (its `print`
    /// lost the error in stdio's buffer, and dal exited 0 having said
    /// nothing).
    static func main() {
        MemoryRelease.useFixedThresholds()
        var status: Int32 = 0
        // The command parsed: a usage error its `run` finds (a range it
        // checks only then) is said with its own usage, not the root's.
        var parsed: ParsableCommand.Type = Dal.self
        do {
            if CommandLine.arguments.count == 1, NoArguments().isValid {
                try OpenCommand.open(NoArguments())
            } else {
                var command = try opensTheCalendar() ?? parsedByItsCommand() ?? parseAsRoot()
                parsed = type(of: command)
                try command.run()
            }
        } catch {
            status = finish(error, of: parsed)
        }
        Foundation.exit(status)
    }

    /// `dal` with only what `dal open` takes, parsed as `dal open` alone:
    /// parsing at the root builds every subcommand's options first, a
    /// third of the time before the first frame (issue 20). nil when the
    /// words name a subcommand, help or the version, or do not parse (the
    /// root then parses them again and says what is wrong in its words).
    private static func opensTheCalendar() -> ParsableCommand? {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let subcommands = Set(configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"])
        guard !arguments.contains(where: { subcommands.contains($0) || isRootWord($0) }) else { return nil }
        return try? OpenCommand.parse(arguments)
    }

    /// `dal next …` (and each command without subcommands of its own)
    /// parsed by that command alone, for the same reason: the root builds
    /// every subcommand's options first, a sixth of the time of a status
    /// bar's `dal next`. nil when the first word names no such command,
    /// help or the version is asked for, or the words do not parse (the
    /// root then parses them again and says what is wrong in its words).
    private static func parsedByItsCommand() -> ParsableCommand? {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let first = arguments.first, !arguments.contains(where: isRootWord),
              let command = configuration.subcommands.first(where: { $0.configuration.commandName == first }),
              command.configuration.subcommands.isEmpty else { return nil }
        return try? command.parseAsRoot(Array(arguments.dropFirst()))
    }

    /// A word only the root's parser answers: help, the version, the
    /// completions and the man page's text.
    private static func isRootWord(_ word: String) -> Bool {
        ["-h", "--help", "--help-hidden", "--version"].contains(word) || word.hasPrefix("--generate-") || word.hasPrefix("--experimental")
    }

    /// Says what `error` has to say (help and such on stdout, the rest on
    /// stderr) and returns the exit code.
    private static func finish(_ error: Error, of command: ParsableCommand.Type) -> Int32 {
        let code = exitCode(for: error).rawValue
        let message = code == 0
            ? CommandHelp.laidOut(fullMessage(for: error, columns: CommandHelp.parserColumns), columns: OutputTerminal.columns())
            : ParserMessages.said(error is ValidationError ? usageError(error, of: command) : fullMessage(for: error), in: RunWords.language)
        guard !message.isEmpty else { return code }
        guard code == 0 else {
            // A usage error may quote what was typed: no escape sequence
            // of it reaches the terminal.
            StandardStreams.writeError(StandardStreams.printable(message) + "\n")
            return code
        }
        do { try StandardStreams.writeOutput(message + "\n") } catch { return ExitStatus.outputError }
        return 0
    }

    /// A usage error a command's `run` found (a range it checks only then),
    /// said as the parser says its own: the message and that command's
    /// usage, not the root's.
    private static func usageError(_ error: Error, of command: ParsableCommand.Type) -> String {
        guard command != Dal.self, let validation = error as? ValidationError else { return fullMessage(for: error) }
        let usage = usageString(for: command)
        let name = usage.split(separator: " ").prefix { !$0.hasPrefix("[") && !$0.hasPrefix("<") }.joined(separator: " ")
        return "Error: \(validation.message)\nUsage: \(usage)\n  See '\(name) --help' for more information."
    }

    /// What `dal` takes, in the root help only when help is asked for:
    /// ArgumentParser builds `configuration` at every start, and making
    /// `OpenCommand`'s help took a third of the time before the first
    /// frame (issue 20).
    private static var openOptionsWhenHelpIsAsked: String {
        let helpWords: Set<String> = ["-h", "--help", "help", "--help-hidden", "--experimental-dump-help"]
        return CommandLine.arguments.dropFirst().contains(where: helpWords.contains) ? openOptions : CommandHelp.words.root.openListsThem
    }

    /// The arguments and options part of `dal help open`, so that a
    /// newcomer's `dal --help` shows what `dal` itself takes.
    private static var openOptions: String {
        let help = OpenCommand.helpMessage(columns: CommandHelp.parserColumns ?? 80)
        let start = help.range(of: "ARGUMENTS:")?.lowerBound ?? help.startIndex
        return help[start...].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("-h, --help") }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
