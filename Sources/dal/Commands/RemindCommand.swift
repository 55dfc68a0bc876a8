import AppLoop
import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import Reminders
import Storage
import SystemServices

/// `dal remind`: the alarms of the calendars that came due since its last
/// run, delivered once each; for a systemd user timer or cron.
struct RemindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remind",
        abstract: CommandHelp.words.remind.abstract,
        discussion: CommandHelp.words.remind.discussion
    )

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.remind.grace, valueName: "minutes"))
    var grace: Int = 60

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.remind.notifyCommand, valueName: "command"))
    var notifyCommand: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.remind.state, valueName: "file"))
    var state: String?

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.remind.watch))
    var watch = false

    func validate() throws {
        guard (0...10_080).contains(grace) else { throw ValidationError(RunWords.options.graceRange) }
        try ArgumentText.check(notifyCommand, "--notify-command", takes: RunWords.options.takesProgram)
        try ArgumentText.check(state, "--state", takes: RunWords.options.takesStateFile)
    }

    /// One look (or, with `--watch`, a look at every alarm and change):
    /// `ReminderFeature` on a headless runner, the calendars read by the
    /// calendar worker as the full screen's are.
    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let environment = ProcessEnvironment.all
        guard let statePath = state.map(Folders.absolute) ?? Store.stateFolder(environment: environment).map({ $0 + "/" + ReminderState.fileName }) else {
            throw ValidationError(RunWords.options.noHomeForReminders)
        }
        // A state file dal did not write is refused before anything is made beside it.
        let kept = try Self.readState(statePath)
        // One `dal remind` at a time on a state file: a run stuck (or slow)
        // is not joined by the next minute's, under cron or beside --watch.
        let held: RunLock?
        do { held = try RunLock.take(statePath + ".lock") } catch {
            StandardStreams.reportError("dal remind: " + StandardStreams.describe(error))
            throw ExitCode(ExitStatus.outputError)
        }
        guard let lock = held else {
            StandardStreams.reportNote(RunWords.output.anotherRemindRuns(statePath))
            return
        }
        defer { withExtendedLifetime(lock) {} }
        let clock = try display.resolvedClock()
        let config = try LoadedConfig.get()
        let (paths, writable) = (try sources.readSetting.paths, try sources.writableFolders)
        // A file named that is not iCalendar stops the run (exit 65), as `dal list` does.
        do { _ = try CalendarLoader.describe(paths, writable: writable) } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        // The flag, else the config file's command.
        let command = (notifyCommand ?? config.notifyCommand?.value).map(ChildProcess.arguments)
        let notifier = Notifier(command: command, environment: environment)
        var saveFailure: String?
        // Made before the calendars' thread starts: the signals it waits for are blocked first.
        let runner: HeadlessRunner<ReminderFeature>
        do {
            runner = try HeadlessRunner(
                feature: ReminderFeature(kept: kept, graceSeconds: grace * 60, watches: watch),
                // One look answers from what an earlier run kept for these
                // very files; a watch reads them (it follows their changes).
                calendars: CalendarWorker(backend: LiveCalendars(paths: paths, writable: writable, cache: SourceOptions.cacheFolder,
                                                                 defaultAlarms: config.defaultAlarms, keepsDays: false, keepsAlarms: true),
                                          sendsTasks: false, readsAtStart: watch),
                clock: clock
            ) { effect, now in
                switch effect {
                case .deliver(let alarm): notifier.deliver(alarm, now: now)
                case .summarize(let alarms): notifier.deliverSummary(of: alarms)
                case .warn(let problem): StandardStreams.reportCalendarWarning(problem)
                case .save(let state):
                    do { try state.write(to: statePath) } catch {
                        saveFailure = StandardStreams.describe(error)
                        return false
                    }
                }
                fflush(nil)   // a line on stdout is seen at once, not when the buffer fills
                return true
            }
        } catch {
            // The one reason a runner cannot be made (`HeadlessRunner.Unavailable`).
            StandardStreams.reportError(RunWords.output.remindCannotWait)
            throw ExitCode(ExitStatus.noTerminal)
        }
        _ = runner.run()
        if let saveFailure {
            StandardStreams.reportError(RunWords.output.alarmsNotKept(statePath, saveFailure))
            throw ExitCode(ExitStatus.outputError)
        }
    }

    /// The state at `statePath`, or exit 74 when it is not one dal wrote.
    static func readState(_ statePath: String) throws -> ReminderState {
        do {
            let read = try ReminderState.read(statePath)
            if let problem = read.problem { StandardStreams.reportWarning("\(problem)") }
            return read.state
        } catch {
            StandardStreams.reportError("dal remind: \(error)")
            throw ExitCode(ExitStatus.outputError)
        }
    }
}
