import CalendarCore
import CalendarUI

/// The calendars as a runner sees them: jobs by value (`CalendarJob`),
/// answered later as `CalendarAnswer`s posted to the inbox.
public protocol CalendarService: AnyObject {
    /// Begins: the first reading's problems, then answers, go to `inbox`.
    func start(posting inbox: Inbox)
    /// Takes a job; its answer, if it has one, comes through the inbox.
    func perform(_ job: CalendarJob)
    /// Ends what is under way; no answer comes after.
    func stop()
}

/// What the calendars are to the worker: read them, change them, and read
/// again what changed on disk. The executable makes one from the Calendars
/// module (libical, the vdirs, the cache); the worker is its only user, on
/// its own thread.
public protocol CalendarBackend: AnyObject {
    /// The events as last read or changed.
    var source: EventSource { get }
    /// What the last reading found wrong, one line each.
    var problems: [String] { get }
    /// Reads every calendar (from the cache for files unchanged since).
    func read()
    /// Makes one change; the reading follows it at once, from what was
    /// written (no file is read again).
    func apply(_ change: EventChange) throws -> WriteReceipt
    /// Why undoing these receipts together would stop half way (nil: it
    /// would not), asked before any is undone.
    func undoConflict(_ receipts: [WriteReceipt]) -> String?
    /// Makes one change to a task: the files written (completing a
    /// repeating task writes two); the reading follows them.
    func apply(task change: TaskChange) throws -> [WriteReceipt]
    /// Reads again what changed on disk: the paths the watch reported, or
    /// everything (nil). False when nothing the calendars hold changed (the
    /// reports were dal's own writes).
    func refresh(changed paths: [String]?) -> Bool
    /// An event's details from its file (nil: not found, or unreadable).
    func details(of occurrence: EventOccurrence) -> EventDetails?
    /// The alarms that go off after `after` (nil: a first look) up to
    /// `through`, and what comes next (`CalendarJob.findAlarms`).
    func alarms(after: Int?, through: Int) -> AlarmReport
    /// The same answer kept by an earlier run for exactly the files on
    /// disk now, with what reading them found wrong, without reading them;
    /// nil when none was kept (the files are then read).
    func savedAlarms(after: Int?, through: Int) -> (report: AlarmReport, problems: [String])?
    /// The events whose words match `query`, a series once.
    func search(_ query: String, today: CivilDate) -> [SearchHit]
    /// Makes what `search` answers from ready for `today` (`/` was opened).
    func prepareSearch(today: CivilDate)
    /// The folders whose files hold the calendars: what the worker watches.
    var watchedFolders: [String] { get }
    /// A number that changes when the calendars' files change: what the
    /// worker compares now and then where the system cannot watch folders.
    func signature() -> Int
    /// What the last `apply` or `refresh` did to the events, file by file,
    /// so that days already expanded can be patched instead of expanded
    /// again (dal's own write and a sync's alike); nil when they must be.
    var lastPatches: [EventPatch]? { get }
    /// Days expanded by an earlier run from exactly the files on disk now
    /// (see `SavedDays`); nil when none were kept or anything changed.
    func savedDays() -> SavedBlocks?
    /// What the reading is of (every file with its identity as read), to
    /// label days saved from it; nil: days are not kept.
    var readingKey: UInt64? { get }
    /// Keeps days expanded from the reading labelled `key` for the next start.
    func saveDays(_ saved: SavedBlocks)
    /// The tasks (VTODO) of the calendars' files, read now, and what of
    /// them could not be read (file:line: why).
    func todos() -> (todos: [Todo], problems: [String])
    /// The tasks `read` became when dal wrote `receipts`, from the bytes
    /// written; nil: read them all again.
    func todos(_ read: (todos: [Todo], problems: [String]), after receipts: [WriteReceipt]) -> (todos: [Todo], problems: [String])?
}

/// Expanded days kept between runs: by block, then by day number, with
/// the calendars their indices refer to and the reading they came from.
public struct SavedBlocks {
    public let key: UInt64
    public let calendars: [CalendarInfo]
    public let blocks: [Int: [Int: EventWindow.Day]]

    public init(key: UInt64, calendars: [CalendarInfo], blocks: [Int: [Int: EventWindow.Day]]) {
        self.key = key
        self.calendars = calendars
        self.blocks = blocks
    }
}

/// Calendars that only read refuse changes to tasks.
struct TasksNotWritable: Error, CustomStringConvertible {
    var description: String { "these calendars' tasks cannot be changed here" }
}

/// The events one written file changed: in calendar `calendar`, every
/// occurrence of `uids` goes, and `events` (the file's events as written)
/// come in their place. `removes`: the file held events before (an edit,
/// a delete), not only new ones (an add).
public struct EventPatch {
    public let calendar: Int
    public let uids: Set<String>
    public let events: EventSource
    public let removes: Bool

    public init(calendar: Int, uids: Set<String>, events: EventSource, removes: Bool) {
        self.calendar = calendar
        self.uids = uids
        self.events = events
        self.removes = removes
    }
}

/// Answers at once, on the loop's own thread: for tests, which want every
/// frame deterministic, and for calendars that are only read.
public final class ImmediateCalendars: CalendarService {
    private var source: EventSource
    private let problems: [String]
    private let write: ((EventChange) throws -> WriteReceipt)?
    private let reread: (() -> EventSource)?
    private let details: ((EventOccurrence) -> EventDetails?)?
    private var inbox: Inbox?
    private var generation = 0

    /// `write` makes a change; `reread` gives the events after changes;
    /// `details` an event's details.
    public init(_ source: EventSource, problems: [String] = [], write: ((EventChange) throws -> WriteReceipt)? = nil,
                reread: (() -> EventSource)? = nil, details: ((EventOccurrence) -> EventDetails?)? = nil) {
        self.source = source
        self.details = details
        self.problems = problems
        self.write = write
        self.reread = reread
    }

    public func start(posting inbox: Inbox) {
        self.inbox = inbox
        if !problems.isEmpty { inbox.post(.calendarsRead(generation: generation, problems: problems)) }
    }

    public func perform(_ job: CalendarJob) {
        switch job {
        case .loadEvents(let days, _): loadEvents(days)
        case .change(let changes): apply(changes)
        case .changeTasks:
            // Tasks are read from files, which calendars given here are not.
            inbox?.post(.changesApplied([], error: "\(TasksNotWritable())"))
        case .loadDetails(let occurrences):
            let found = occurrences.compactMap { occurrence in details?(occurrence).map { (EventKey(occurrence), $0) } }
            inbox?.post(.detailsLoaded(Dictionary(found) { first, _ in first }))
        case .findAlarms(_, let through):
            // Calendars given here have no alarms to tell (tests give events only).
            inbox?.post(.alarmsFound(AlarmReport(through: through)))
        case .readAgain:
            if let reread { source = reread() }
            generation += 1
            inbox?.post(.calendarsRead(generation: generation, problems: problems))
        case .search(let query, let today): inbox?.post(.searchResults(query: query, hits: search(query, today: today)))
        case .prepareSearch: break   // searches here look through titles as they are asked
        }
    }

    private func loadEvents(_ days: ClosedRange<CivilDate>) {
        inbox?.post(.eventsLoaded(EventWindow(days: days, occurrences: source.occurrences(in: days),
                                              calendars: source.calendars.isEmpty ? nil : source.calendars, generation: generation)))
    }

    private func apply(_ changes: [EventChange]) {
        var receipts: [WriteReceipt] = [], failure: String?
        if let write {
            for change in changes {
                do { receipts.append(try write(change)) } catch {
                    failure = "\(error)"
                    break
                }
            }
        } else {
            failure = "this dal has no calendar it may change"
        }
        if let reread { source = reread() }
        generation += 1
        inbox?.post(.changesApplied(receipts, error: failure))
        inbox?.post(.calendarsRead(generation: generation, problems: problems))
    }

    /// Titles only (tests give events, not files): a series once, its first instance.
    public func search(_ query: String, today: CivilDate) -> [SearchHit] {
        let words = query.lowercased().split(separator: " ").map(String.init)
        var seen = Set<String>(), hits: [SearchHit] = []
        for occurrence in source.occurrences(in: today...today.adding(days: 366))
        where !occurrence.isCancelled && words.allSatisfy({ occurrence.summary.lowercased().contains($0) }) && seen.insert(occurrence.uid).inserted {
            hits.append(SearchHit(occurrence: occurrence, calendar: source.calendars.indices.contains(occurrence.calendar)
                                  ? source.calendars[occurrence.calendar].name : "", location: nil))
        }
        return hits
    }

    public func stop() { inbox = nil }
}
