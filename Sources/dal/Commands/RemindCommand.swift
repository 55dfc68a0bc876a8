import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import Persistence

/// `dal remind`: the alarms of the calendars that came due since its last
/// run, delivered once each; for a systemd user timer or cron.
struct RemindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remind",
        abstract: "Deliver the calendars' alarms that came due since the last run (for a systemd timer or cron).",
        discussion: """
            Every VALARM of every event goes off once: on the desktop with notify-send when a session bus \
            is there, else through --notify-command, else as a line on stdout. Alarms that came due while \
            dal did not run go off marked "missed" within the grace period; older ones are told as one \
            summary. What went off is kept in $XDG_STATE_HOME/dal/reminders.json. docs/reminders.md \
            says how to run it every minute.
            """
    )

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    @Option(name: .long, help: ArgumentHelp("Alarms missed by less than this many minutes still go off one by one (default 60).",
                                            valueName: "minutes"))
    var grace: Int = 60

    @Option(name: .long, help: ArgumentHelp(
        "Deliver with this program instead (split at blanks, no shell), given TITLE START END LOCATION MESSAGE.",
        valueName: "command"))
    var notifyCommand: String?

    @Option(name: .long, help: ArgumentHelp("Keep what went off in this file (default: $XDG_STATE_HOME/dal/reminders.json).",
                                            valueName: "file"))
    var state: String?

    /// A machine off for longer than this is not caught up alarm by alarm.
    static let longestCatchUp = 30 * 86_400

    func validate() throws {
        guard (0...10_080).contains(grace) else { throw ValidationError("--grace takes minutes, 0 to 10080 (a week).") }
        try ArgumentText.check(notifyCommand, "--notify-command", takes: "a program and its arguments")
        try ArgumentText.check(state, "--state", takes: "a file's path")
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let environment = ProcessInfo.processInfo.environment
        guard let statePath = state ?? Store.stateFolder(environment: environment).map({ $0 + "/" + ReminderState.fileName }) else {
            throw ValidationError("there is no home folder for the reminders' state (HOME and XDG_STATE_HOME are unset); "
                + "give one with --state FILE")
        }
        let now = try display.resolvedClock().instant()
        let collection: EventCollection
        do {
            let writable = try sources.writableFolders
            collection = try CalendarLoader.load(try sources.readSetting.paths, writable: writable)
        } catch let error as FileError {
            StandardStreams.reportError("\(error)")
            throw ExitCode(ExitStatus.dataError)
        }
        for warning in collection.warnings { StandardStreams.reportError("warning: \(warning)") }

        var (kept, problem) = ReminderState.read(statePath)
        if let problem { StandardStreams.reportError("warning: \(problem)") }
        let graceSeconds = grace * 60
        // Since the last run, when there was one and the clock did not go
        // back; else only the grace period (a first run is no storm).
        let since = kept.lastRun.flatMap { $0 <= now ? max($0, now - Self.longestCatchUp) : nil } ?? now - graceSeconds
        let (due, problems) = AlarmSchedule.alarms(of: collection, after: since, through: now)
        for problem in problems { StandardStreams.reportError("warning: \(problem)") }

        let fresh = due.filter { kept.delivered[$0.key] == nil }
        let notifier = Notifier(command: notifyCommand.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) },
                                environment: environment)
        let recent = fresh.filter { $0.fireInstant > now - graceSeconds }, old = fresh.filter { $0.fireInstant <= now - graceSeconds }
        for alarm in recent { notifier.deliver(alarm, now: now) }
        if !old.isEmpty { notifier.deliverSummary(of: old) }

        kept.lastRun = now
        for alarm in fresh { kept.delivered[alarm.key] = alarm.fireInstant }
        // Kept while a clock set back could bring them round again.
        kept.delivered = kept.delivered.filter { $0.value > now - graceSeconds - 2 * 86_400 }
        do {
            try FileManager.default.createDirectory(atPath: (statePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try kept.write(to: statePath)
        } catch {
            StandardStreams.reportError("dal could not keep what went off in \(statePath): \(error). Those alarms may go off again "
                + "on the next run; make the folder writable or give another file with --state.")
            throw ExitCode(ExitStatus.outputError)
        }
    }
}
