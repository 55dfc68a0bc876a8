import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import Storage
import SystemServices

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

    @Flag(name: .long, help: "Keep running: sleep until the next alarm or a change of the calendars' files (SIGHUP reads them again).")
    var watch = false

    func validate() throws {
        guard (0...10_080).contains(grace) else { throw ValidationError("--grace takes minutes, 0 to 10080 (a week).") }
        try ArgumentText.check(notifyCommand, "--notify-command", takes: "a program and its arguments")
        try ArgumentText.check(state, "--state", takes: "a file's path")
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let environment = ProcessEnvironment.all
        guard let statePath = state.map(Folders.absolute) ?? Store.stateFolder(environment: environment).map({ $0 + "/" + ReminderState.fileName }) else {
            throw ValidationError("there is no home folder for the reminders' state (HOME and XDG_STATE_HOME are unset); "
                + "give one with --state FILE")
        }
        // A state file dal did not write is refused before anything is made beside it.
        _ = try Reminders.readState(statePath)
        // One `dal remind` at a time on a state file: a run stuck (or slow)
        // is not joined by the next minute's, under cron or beside --watch.
        let held: RunLock?
        do { held = try RunLock.take(statePath + ".lock") } catch {
            StandardStreams.reportError("dal remind: \(error)")
            throw ExitCode(ExitStatus.outputError)
        }
        guard let lock = held else {
            StandardStreams.reportError("note: another dal remind is running on \(statePath); this one leaves the alarms to it")
            return
        }
        defer { withExtendedLifetime(lock) {} }
        let clock = try display.resolvedClock()
        // Blocked before any thread starts, so that they arrive in the wait.
        let signals = watch ? SignalReader([SIGHUP, SIGTERM, SIGINT]) : nil
        let config = try LoadedConfig.get()
        // The flag, else the config file's command.
        let command = (notifyCommand ?? config.notifyCommand?.value).map(ChildProcess.arguments)
        var reminders = try Reminders(statePath: statePath, graceSeconds: grace * 60, defaults: config.defaultAlarms,
                                  notifier: Notifier(command: command, environment: environment))
        var collection = try readCalendars()
        var now = clock.instant()
        reminders.deliver(from: collection, now: now)
        try reminders.save()
        guard watch else { return }

        guard let signals, let timer = WallClockTimer() else {
            StandardStreams.reportError("dal remind --watch needs Linux's timerfd and signalfd, which this system refused")
            throw ExitCode(ExitStatus.noTerminal)
        }
        let given = try sources.readSetting.paths + (try sources.writableFolders)
        let folders = FolderWatch(folders: Self.folders(of: collection, given: given))
        if folders == nil { StandardStreams.reportError("warning: the calendar folders cannot be watched; changes are read at the next alarm") }
        while true {
            // Wake at the next alarm (on the system's clock), or in a day to
            // look again. Each look delivers up to its `now` and the next
            // is after that same `now`: no alarm falls between.
            let next = reminders.nextAlarm(in: collection, after: now) ?? now + 86_400
            timer.wake(at: next - clock.offset)
            var waits = [pollfd(fd: timer.descriptor, events: Int16(POLLIN), revents: 0),
                         pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
                         pollfd(fd: folders?.descriptor ?? -1, events: Int16(POLLIN), revents: 0)]
            guard poll(&waits, nfds_t(waits.count), -1) >= 0 || errno == EINTR else { break }
            var reread = false
            now = clock.instant()
            if waits[0].revents != 0, !timer.take() { now = max(now, next) }   // its time came (the clock was not set)
            if waits[1].revents != 0 {
                let arrived = signals.take()
                if arrived.contains(where: { $0 == SIGTERM || $0 == SIGINT }) { break }
                if arrived.contains(SIGHUP) { reread = true }
            }
            if let folders, waits[2].revents != 0 {
                // A sync writes many files: let them settle, then read once.
                _ = folders.takeChanges()
                usleep(150_000)
                _ = folders.takeChanges()
                reread = true
            }
            if reread {
                if let fresh = try? readCalendars() { collection = fresh }
                folders?.watch(Self.folders(of: collection, given: given))
            }
            reminders.deliver(from: collection, now: now)
            try reminders.save()
        }
        try reminders.save()
    }

    /// Every calendar, read now (a file that is not iCalendar stops a
    /// one-shot run with exit 65, as `dal list` does).
    private func readCalendars() throws -> EventCollection {
        do {
            let writable = try sources.writableFolders
            // Through the cache of readings: run every minute, it reads only the files that changed.
            let collection = try CalendarLoader.load(try sources.readSetting.paths, writable: writable, cache: SourceOptions.cacheFolder)
            for warning in collection.warnings { StandardStreams.reportError("warning: \(warning)") }
            return collection
        } catch let error as FileError {
            StandardStreams.reportError("\(error)")
            throw ExitCode(ExitStatus.dataError)
        }
    }

    /// The folders whose files make the calendars, and the folders given
    /// (a vdir a sync adds calendars to). Not the folders they are in: their
    /// other files would wake dal for nothing (a calendar folder deleted and
    /// made again is read at the next alarm, or on SIGHUP).
    static func folders(of collection: EventCollection, given: [String]) -> [String] {
        let folders = collection.calendars.map { Folders.isDirectory($0.path) ? $0.path : ($0.path as NSString).deletingLastPathComponent }
        return Array(Set(folders + given.filter(Folders.isDirectory))).sorted()
    }
}

/// What `dal remind` does each time it looks: the alarms that came due
/// since it last looked, delivered once each, and the state that says so.
struct Reminders {
    let statePath: String
    let graceSeconds: Int
    let notifier: Notifier
    /// The config's alarms for events without their own.
    let defaults: DefaultAlarms
    /// What went off, and where the last look ended (`lastRun`).
    var kept: ReminderState

    /// Throws (exit 74, nothing written) when the state file is not one
    /// dal wrote, or not where dal may keep one.
    init(statePath: String, graceSeconds: Int, defaults: DefaultAlarms, notifier: Notifier) throws {
        self.defaults = defaults
        self.statePath = statePath
        self.graceSeconds = graceSeconds
        self.notifier = notifier
        let read = try Self.readState(statePath)
        kept = read.state
        if let problem = read.problem { StandardStreams.reportError("warning: \(problem)") }
    }

    /// The state at `statePath`, or exit 74 when it is not one dal wrote.
    static func readState(_ statePath: String) throws -> (state: ReminderState, problem: String?) {
        do { return try ReminderState.read(statePath) } catch {
            StandardStreams.reportError("dal remind: \(error)")
            throw ExitCode(ExitStatus.outputError)
        }
    }

    /// Delivers what went off after the last look and up to `now`.
    mutating func deliver(from collection: EventCollection, now: Int) {
        // Since the last look, when there was one and the clock did not go
        // back; else only the grace period (a first run is no storm).
        let after = kept.lastRun.flatMap { $0 <= now ? max($0, now - RemindCommand.longestCatchUp) : nil } ?? now - graceSeconds
        let (due, problems) = AlarmSchedule.alarms(of: collection, after: after, through: now, defaults: defaults)
        for problem in problems { StandardStreams.reportError("warning: \(problem)") }
        let fresh = due.filter { kept.delivered[$0.key] == nil }
        let recent = fresh.filter { $0.fireInstant > now - graceSeconds }, old = fresh.filter { $0.fireInstant <= now - graceSeconds }
        for alarm in recent { notifier.deliver(alarm, now: now) }
        if !old.isEmpty { notifier.deliverSummary(of: old) }
        fflush(nil)   // a line on stdout is seen at once, not when the buffer fills
        kept.lastRun = now
        for alarm in fresh { kept.delivered[alarm.key] = alarm.fireInstant }
        // Kept while a later run could look at them again: as far back as a
        // catch-up reaches (a clock set back and forward again, by any
        // amount, must not retell them), and all those after now (the
        // clock was set back).
        let forgotten = now - RemindCommand.longestCatchUp - graceSeconds - 2 * 86_400
        kept.delivered = kept.delivered.filter { $0.value > forgotten }
    }

    /// When the next alarm not delivered yet goes off, within two days.
    func nextAlarm(in collection: EventCollection, after now: Int) -> Int? {
        AlarmSchedule.alarms(of: collection, after: now, through: now + 2 * 86_400, defaults: defaults).alarms
            .first { kept.delivered[$0.key] == nil }?.fireInstant
    }

    func save() throws {
        do {
            try kept.write(to: statePath)
        } catch {
            StandardStreams.reportError("dal could not keep what went off in \(statePath): \(error). Those alarms may go off again "
                + "on the next run; make the folder writable or give another file with --state.")
            throw ExitCode(ExitStatus.outputError)
        }
    }
}
