import ArgumentParser
import CalendarCore
import CalendarUI
import Foundation
import TerminalIO

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

    @Flag(name: .long, help: "Turn pages without the sliding animation.")
    var noAnimation = false

    func validate() throws {
        _ = try parseDateArgument(date)
    }

    func run() throws {
        let locale = display.resolvedLocale()
        let today = try display.resolvedToday()
        let cursor = try parseDateArgument(date).map { input in
            switch input {
            case .day(let day): day
            case .month(let month): month.clampedDate(day: today.day)
            }
        } ?? today

        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        let session: TerminalSession
        do {
            session = try TerminalSession(options: TerminalOptions(useColor: !noColor))
        } catch {
            FileHandle.standardError.write(Data("dal: \(error)\n".utf8))
            throw ExitCode(TerminalError.exitCode)
        }
        var app = CalendarApp(
            session: session,
            state: AppState(locale: locale, firstWeekday: try display.resolvedWeekday(for: locale), today: today,
                            cursor: cursor, mode: week ? .week : .month, size: session.size),
            animate: !noAnimation
        )
        let stop = app.run()
        session.close()
        switch stop {
        case .quit(.quit), .inputClosed:
            return
        case .quit(.interrupt):
            throw ExitCode(130)   // 128 + SIGINT, as shells report Ctrl-C
        case .signal(let number):
            // Die of the same signal, now that the terminal is restored.
            signal(number, SIG_DFL)
            raise(number)
        }
    }
}
