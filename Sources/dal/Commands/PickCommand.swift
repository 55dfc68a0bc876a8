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

    @Flag(name: .long, help: "Pick every selected day (Space selects).")
    var multiple = false

    @Flag(name: .long, help: "Pick a range: v starts it at the cursor, Enter ends it.")
    var range = false

    @Option(name: .long, help: ArgumentHelp(
        "Output format: json, or a pattern of \(DateFormat.conversions) (default %F).", valueName: "fmt"))
    var format: String?

    @OptionGroup var screen: ScreenOptions

    func validate() throws {
        if multiple && range { throw ValidationError("--multiple and --range cannot be used together.") }
        // A tab is fine in a pattern (`$'%F\t%A'`); nothing else that moves the cursor.
        try ArgumentText.check(format, "--format", takes: "json, or a pattern of \(DateFormat.conversions), e.g. '%d.%m.%Y'",
                               allowsTab: true)
        if let format {
            do { _ = try DateFormat(format) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        try LoadedConfig.check()
        let outputFormat = try format.map { try DateFormat($0) } ?? .iso
        let launch = screen.launch(usesDefaultStore: false, pickMode: multiple ? .multiple : range ? .range : .single)
        let outcome = try launch.run()
        if let picked = outcome.picked {
            try StandardStreams.writeOutput(outputFormat.render(picked, locale: outcome.state.locale))
            return
        }
        switch outcome.stop {
        case .quit(.quit), .inputClosed:
            throw ExitCode(ExitStatus.pickCancelled)
        default:
            try CalendarLaunch.exit(for: outcome)
        }
    }
}
