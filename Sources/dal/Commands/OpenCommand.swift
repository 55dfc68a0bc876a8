import ArgumentParser

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the full-screen calendar (the default)."
    )

    @OptionGroup var screen: ScreenOptions

    func run() throws {
        try LoadedConfig.check()
        try CalendarLaunch.exit(for: try screen.launch(usesDefaultStore: true).run())
    }
}
