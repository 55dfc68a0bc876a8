import ArgumentParser
import CalendarCore
import CalendarUI

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the full-screen calendar (the default)."
    )

    @Argument(help: ArgumentHelp("The month or day to open on (default: today).", valueName: "YYYY-MM[-DD]"))
    var date: String?

    @OptionGroup var display: DisplayOptions

    func validate() throws {
        _ = try parseDateArgument(date)
    }

    func run() throws {
        throw ValidationError("the full-screen calendar is not built yet; use `dal print`.")
    }
}
