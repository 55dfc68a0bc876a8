import AppLoop
import CalendarCore
import CalendarUI
import Calendars
import Storage
import SystemServices

/// The calendars as the run loop's worker uses them: read through the
/// Calendars module (libical, the vdirs, the cache of readings) and
/// changed through its writer. Used on the worker's thread only.
final class LiveCalendars: CalendarBackend {
    private var reading: CalendarReading
    private let writer: VdirWriter
    private let paths: [String]
    private let readPaths: [String], writable: [String]
    /// Where the first screen's expanded days are kept between runs.
    private let savedDaysFile: String?
    /// A file named directly that is not iCalendar; said as a problem here
    /// (the full screen checked every file before it opened).
    private var failure: String?

    /// Why libical cannot be opened, once a reading found it so: changes
    /// are then refused with it instead of ending dal.
    private var unopened: String?

    /// The config's alarms for events without their own.
    private let defaultAlarms: DefaultAlarms

    /// Where the alarms' answers are kept between runs (`dal remind`'s).
    private let keptAlarmsFile: String?
    /// The names' fingerprint as the reading began (`SavedOccurrences.namesKey`).
    private var namesAtRead: UInt64 = 0

    /// `keepsDays`: the first screen's days are kept between runs (the
    /// full screen's; a runner without a screen shows no days).
    /// `keepsAlarms`: the answers of alarm looks are kept between runs, and
    /// a look is answered from them while the files are as they were
    /// (`dal remind`, run every minute by cron or a timer).
    init(paths: [String], writable: [String], cache: CacheFolder?, defaultAlarms: DefaultAlarms = .none, keepsDays: Bool = true,
         keepsAlarms: Bool = false) {
        self.defaultAlarms = defaultAlarms
        reading = CalendarReading(paths: paths, writable: writable, cache: cache)
        writer = VdirWriter(writable: writable, parses: reading.parses)
        self.paths = paths + writable
        (readPaths, self.writable) = (paths, writable)
        savedDaysFile = keepsDays ? cache.map { SavedDays.file(paths: paths, writable: writable, in: $0) } : nil
        keptAlarmsFile = keepsAlarms ? cache.map { SavedOccurrences.file(paths: paths, writable: writable, in: $0) } : nil
    }

    var source: EventSource { reading.events }
    /// What the screen and `dal remind` say, in the run's words.
    var problems: [String] { (failure.map { [$0] } ?? []) + reading.problems.map(RunWords.files.describe(calendarProblem:)) }
    /// As the reading gives them (English), for the files kept between runs.
    private var readProblems: [String] { (failure.map { [$0] } ?? []) + reading.problems }
    var watchedFolders: [String] { reading.watchedFolders }

    func read() {
        // Without libical the worker reads nothing and says why, on the
        // screen, instead of ending dal while the terminal is being set up.
        // Without calendars (the default folder not made yet) it is not
        // opened at all.
        if paths.contains(where: Folders.exists), let reason = LibicalLibrary.unopenedReason {
            reading = CalendarReading(paths: [], writable: [], cache: nil)
            failure = reason
            unopened = reason
            return
        }
        if keptAlarmsFile != nil { namesAtRead = SavedOccurrences.namesKey(paths: readPaths, writable: writable) }
        do {
            try reading.readAll()
            failure = nil
        } catch {
            failure = StandardStreams.describe(error)
        }
    }

    func apply(_ change: EventChange) throws -> WriteReceipt {
        let receipt = try worded {
            try refuseWithoutLibical()
            return try reading.apply(change, with: writer)
        }
        if case .answer(let reference, let address, let answer, let comment) = change { try sendReply(reference, address, answer, comment, receipt) }
        return receipt
    }

    /// `r`'s reply, from the event's file as written: through the config's
    /// `send-command`. Without one, or when it fails, the answer stays in
    /// the calendar and the screen says the reply was not sent.
    private func sendReply(_ reference: EventReference, _ address: String, _ answer: InvitationAnswer, _ comment: String?,
                           _ receipt: WriteReceipt) throws {
        let words = RunWords.invitations
        guard let sender = ReplySender.configured() else { throw Refusal(description: words.answeredNotSent) }
        guard let bytes = receipt.after, let invitation = try? Invitation(path: receipt.path, bytes: bytes).only(uid: reference.uid) else { return }
        let reply = invitation.reply(as: address, answer: answer, comment: comment, stamp: LocalClock.utcStamp())
        if let failure = sender.send(reply, of: invitation, as: address, answer: answer, comment: comment) { throw Refusal(description: failure) }
    }

    /// Without libical, every change (an event's or a task's) is refused
    /// with the reason it could not be opened.
    private func refuseWithoutLibical() throws {
        if let unopened { throw WriteError.refused(.noLibical(reason: unopened)) }
    }

    func undoConflict(_ receipts: [WriteReceipt]) -> String? { writer.undoConflict(receipts).map(RunWords.writes.describe) }

    func apply(task change: TaskChange) throws -> [WriteReceipt] {
        try worded {
            try refuseWithoutLibical()
            return try reading.apply(change, with: writer)
        }
    }

    /// A change refused, said in the run's words: the screen's message log
    /// shows the error as it describes itself.
    private func worded<Result>(_ change: () throws -> Result) throws -> Result {
        do { return try change() } catch { throw Refusal(description: StandardStreams.describe(error)) }
    }

    private struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The reading followed the files written: its tasks are theirs.
    func todos(_ read: (todos: [Todo], problems: [String]), after receipts: [WriteReceipt]) -> (todos: [Todo], problems: [String])? {
        todos()
    }

    func refresh(changed paths: [String]?) -> Bool {
        reading.refresh(changed: paths)
    }

    func details(of occurrence: EventOccurrence) -> EventDetails? {
        let calendars = reading.events.calendars
        guard calendars.indices.contains(occurrence.calendar) else { return nil }
        return EventDetailsReader.details(of: occurrence, in: calendars[occurrence.calendar], viewer: writer.zone, parses: reading.parses)
    }

    func signature() -> Int { CalendarLoader.signature(of: paths) }

    func todos() -> (todos: [Todo], problems: [String]) {
        let read = reading.todos
        return (read.todos, read.problems.map(RunWords.files.describe(calendarProblem:)))
    }

    func search(_ query: String, today: CivilDate) -> [SearchHit] {
        prepareSearch(today: today)
        return searchIndex?.search(query) ?? []
    }

    /// What `/` answers from, for the reading and the day it was built for.
    private var searchIndex: SearchIndex?

    func prepareSearch(today: CivilDate) {
        let events = reading.events
        if searchIndex?.answers(for: events, today: today) != true { searchIndex = SearchIndex(collection: events, today: today) }
    }

    func alarms(after: Int?, through: Int) -> AlarmReport {
        let report = AlarmSchedule.report(of: reading.events, read: reading.alarms, after: after, through: through, zone: writer.zone,
                                          defaults: defaultAlarms)
        if failure == nil, unopened == nil { keepAlarms(after: after, through: through) }
        return report
    }

    func savedAlarms(after: Int?, through: Int) -> (report: AlarmReport, problems: [String])? {
        guard let keptAlarmsFile,
              let kept = SavedOccurrences.read(from: keptAlarmsFile, key: SavedOccurrences.key(paths: readPaths, writable: writable)),
              let report = kept.alarmReport(after: after, through: through, zone: writer.zone,
                                            settings: SavedOccurrences.settings(of: defaultAlarms))
        else { return nil }
        return (report, kept.alarmWarnings)
    }

    /// The occurrences and alarms of the days a look went through, kept
    /// for the next run, labelled with the files as they were read.
    private func keepAlarms(after: Int?, through: Int) {
        guard let keptAlarmsFile else { return }
        let key = SavedOccurrences.key(files: reading.readKey, names: namesAtRead)
        let kept = SavedOccurrences.read(from: keptAlarmsFile, key: key) ?? SavedOccurrences(key: key)
        let settings = SavedOccurrences.settings(of: defaultAlarms)
        // A watch looks every few minutes: the file is written when it lacks something.
        guard kept.alarmReport(after: after, through: through, zone: writer.zone, settings: settings) == nil else { return }
        let days = AlarmSchedule.reportDays(after: after, through: through)
        let events = reading.events
        if !kept.covers(days) { kept.add(blocksOf: days, from: events, warnings: readProblems) }
        kept.addAlarms(blocksOf: days, settings: settings, problems: reading.alarms.problems, warnings: readProblems) {
            after, through in
            AlarmSchedule.alarms(of: events, read: reading.alarms, after: after, through: through, zone: writer.zone, defaults: defaultAlarms)
                .alarms
        }
        kept.write(to: keptAlarmsFile)
    }

    func savedDays() -> SavedBlocks? {
        guard let savedDaysFile else { return nil }
        let saved = SavedDays.read(from: savedDaysFile) {
            SavedDays.key(files: CalendarReading.filesKey(paths: readPaths, writable: writable))
        }
        guard let saved else { return nil }
        return SavedBlocks(key: saved.key, calendars: saved.calendars, blocks: saved.blocks.mapValues { days in
            days.mapValues { EventWindow.Day(occurrences: $0.occurrences, hidden: $0.hidden) }
        })
    }

    var readingKey: UInt64? { failure == nil ? SavedDays.key(files: reading.readKey) : nil }

    func saveDays(_ saved: SavedBlocks) {
        guard let savedDaysFile else { return }
        SavedDays(key: saved.key, calendars: saved.calendars, blocks: saved.blocks.mapValues { days in
            days.mapValues { ($0.occurrences, $0.hidden) }
        }).write(to: savedDaysFile)
    }

    var lastPatches: [EventPatch]? {
        reading.lastChanges?.map { EventPatch(calendar: $0.calendar, uids: $0.uids, events: $0.events, removes: $0.removes) }
    }
}
