import ArgumentParser
import Foundation

@main
struct Dal: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dal",
        abstract: "달력 (dal): a full-screen terminal calendar and date picker.",
        usage: """
            dal [<YYYY-MM[-DD]>] [<options>]      open the calendar (dal open)
            dal <subcommand> [<options>]
            """,
        discussion: """
            Run `dal` to open the calendar: the arrow keys page months, Space selects, \
            w switches to the week, ? lists every key. What `dal` (that is, `dal open`) takes:

            \(openOptions)

            \(ExitStatus.summary)
            """,
        version: Dal.version,
        subcommands: [OpenCommand.self, PickCommand.self, PrintCommand.self, ListCommand.self, SearchCommand.self, RemindCommand.self, ExportCommand.self, ConfigCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    /// `dal --version`: raised with each issue that lands a feature.
    static let version = "0.13.0"

    /// ArgumentParser's own `main`, except that what it prints goes
    /// through `StandardStreams`: `--help`, `--version` and `--locale list`
    /// that cannot be written exit 74 like every other output (its `print`
    /// lost the error in stdio's buffer, and dal exited 0 having said
    /// nothing).
    static func main() {
        var status: Int32 = 0
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            status = finish(error)
        }
        Foundation.exit(status)
    }

    /// Says what `error` has to say (help and such on stdout, the rest on
    /// stderr) and returns the exit code.
    private static func finish(_ error: Error) -> Int32 {
        let code = exitCode(for: error).rawValue
        let message = fullMessage(for: error)
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

    /// The arguments and options part of `dal help open`, so that a
    /// newcomer's `dal --help` shows what `dal` itself takes.
    private static var openOptions: String {
        let help = OpenCommand.helpMessage(columns: 80)
        let start = help.range(of: "ARGUMENTS:")?.lowerBound ?? help.startIndex
        return help[start...].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("-h, --help") }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
