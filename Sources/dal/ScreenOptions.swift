import ArgumentParser
import CalendarUI

/// What the full screen takes, shared by `dal` and `dal pick`.
struct ScreenOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The month or day to open on (default: today).", valueName: "YYYY-MM[-DD]"))
    var date: String?

    @Flag(name: .long, help: "Open in week view.")
    var week = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var sources: SourceOptions
    @OptionGroup var storage: StoreOptions

    @Flag(name: .long, help: "Turn pages without the sliding animation.")
    var noAnimation = false

    func validate() throws {
        _ = try parseDateArgument(date)
    }

    func launch(usesDefaultStore: Bool, pickMode: PickMode? = nil) -> CalendarLaunch {
        CalendarLaunch(display: display, sources: sources, storage: storage, date: date, week: week, noAnimation: noAnimation,
                       usesDefaultStore: usesDefaultStore, pickMode: pickMode)
    }
}
