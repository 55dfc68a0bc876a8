import ArgumentParser

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the full-screen calendar (the default)."
    )

    @Argument(help: ArgumentHelp("The month or day to open on (default: today).", valueName: "YYYY-MM[-DD]"))
    var date: String?

    @Flag(name: .long, help: "Open in week view.")
    var week = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var data: DataOptions

    @Flag(name: .long, help: "Turn pages without the sliding animation.")
    var noAnimation = false

    func validate() throws {
        _ = try parseDateArgument(date)
    }

    func run() throws {
        let launch = CalendarLaunch(display: display, data: data, date: date, week: week,
                                    noAnimation: noAnimation, usesDefaultStore: true)
        try CalendarLaunch.exit(for: try launch.run().stop)
    }
}
