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

            Exit codes: 0 ok, 1 `dal pick` cancelled, 64 bad command line, 65 a file dal \
            cannot use, 69 no usable terminal (use `dal print`), 74 output or changes \
            not written, 78 a bad config file (FILE:LINE:COLUMN) or no home for the store, 130 Ctrl-C.
            """,
        version: Dal.version,
        subcommands: [OpenCommand.self, PickCommand.self, PrintCommand.self, ListCommand.self, ExportCommand.self, ConfigCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    /// `dal --version`: raised with each issue that lands a feature.
    static let version = "0.13.0"

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
