import ArgumentParser

@main
struct Dal: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dal",
        abstract: "달력 (dal): a full-screen terminal calendar and date picker.",
        discussion: """
            Run `dal` to open the calendar. Exit codes: 0 ok, 64 bad command line, \
            69 no usable terminal (use `dal print`).
            """,
        subcommands: [OpenCommand.self, PickCommand.self, PrintCommand.self, ExportCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}
