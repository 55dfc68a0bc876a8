import ArgumentParser

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: CommandHelp.words.open.abstract
    )

    @OptionGroup var screen: ScreenOptions

    func run() throws {
        try Self.open(screen)
    }

    /// Opens the calendar as `choices` say (parsed, or `NoArguments`).
    static func open(_ choices: some ScreenChoices) throws {
        try LoadedConfig.check()
        try CalendarLaunch.exit(for: try choices.launch(usesDefaultStore: true).run())
    }
}
