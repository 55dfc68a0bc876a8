import ArgumentParser
import CalendarCore
import CalendarUI
import Foundation

struct PickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: CommandHelp.words.pick.abstract,
        discussion: CommandHelp.words.pick.discussion
    )

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.pick.multiple))
    var multiple = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.pick.range))
    var range = false

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.pick.format(DateFormat.conversions), valueName: "fmt"))
    var format: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.pick.free, valueName: "length"))
    var free: String?

    @OptionGroup var screen: ScreenOptions

    func validate() throws {
        if multiple && range { throw ValidationError(RunWords.options.cannotBeUsedTogether("--multiple", "--range")) }
        if let free {
            if multiple || range { throw ValidationError(RunWords.options.freePicksOneTime(multiple ? "multiple" : "range")) }
            guard let minutes = MinutesText.parse(free), minutes > 0, minutes <= 24 * 60 else {
                throw ValidationError(RunWords.options.notALengthWithinADay(free))
            }
            if let format, format != "json" {
                throw ValidationError(RunWords.options.freeFormat(format))
            }
        }
        // A tab is fine in a pattern (`$'%F\t%A'`); nothing else that moves the cursor.
        try ArgumentText.check(format, "--format", takes: RunWords.options.takesFormat(DateFormat.conversions),
                               allowsTab: true)
        if let format {
            do { _ = try DateFormat(format) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        try LoadedConfig.check()
        let outputFormat = try format.map { try DateFormat($0) } ?? .iso
        let mode: PickMode = free.flatMap(MinutesText.parse).map { .free(minutes: $0) } ?? (multiple ? .multiple : range ? .range : .single)
        let launch = screen.launch(usesDefaultStore: false, pickMode: mode)
        let outcome = try launch.run()
        if let time = outcome.pickedTime {
            let (start, end) = (Self.text(time.start), Self.text(time.end))
            try StandardStreams.writeOutput(format == "json" ? "{\"end\": \"\(end)\", \"start\": \"\(start)\"}\n" : "\(start) \(end)\n")
            return
        }
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

    /// `2026-11-27T14:00` on the viewer's clock.
    static func text(_ time: LocalDateTime) -> String { "\(time.date)T\(time.timeText)" }
}
