import ArgumentParser
import CalendarCore
import CalendarUI
import Foundation

struct PickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Pick dates on the full screen and print them on stdout.",
        discussion: """
            Enter prints the picked dates, one per line, ascending, and exits 0. \
            Esc or q prints nothing and exits 1; Ctrl-C exits 130. The screen is drawn \
            on /dev/tty, so `$(dal pick)` and pipes work. The store is used only with --store.
            """
    )

    @Argument(help: ArgumentHelp("The month or day to open on (default: today).", valueName: "YYYY-MM[-DD]"))
    var date: String?

    @Flag(name: .long, help: "Pick every selected day (Space selects).")
    var multiple = false

    @Flag(name: .long, help: "Pick a range: v starts it at the cursor, Enter ends it.")
    var range = false

    @Option(name: .long, help: ArgumentHelp(
        "Output format: json, or a pattern of \(DateFormat.conversions) (default %F).", valueName: "fmt"))
    var format: String?

    @Flag(name: .long, help: "Open in week view.")
    var week = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var data: DataOptions

    @Flag(name: .long, help: "Turn pages without the sliding animation.")
    var noAnimation = false

    func validate() throws {
        _ = try parseDateArgument(date)
        if multiple && range { throw ValidationError("--multiple and --range cannot be used together.") }
        if let format {
            do { _ = try DateFormat(format) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        let outputFormat = try format.map { try DateFormat($0) } ?? .iso
        var launch = CalendarLaunch(display: display, data: data, date: date, week: week,
                                    noAnimation: noAnimation, usesDefaultStore: false)
        launch.pickMode = multiple ? .multiple : range ? .range : .single
        let (state, stop) = try launch.run()
        switch stop {
        case .picked:
            FileHandle.standardOutput.write(Data(outputFormat.render(state.pickedDates, locale: state.locale).utf8))
        case .quit(.quit), .inputClosed:
            throw ExitCode(1)
        default:
            try CalendarLaunch.exit(for: stop)
        }
    }
}
