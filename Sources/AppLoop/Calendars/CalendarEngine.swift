import CalendarCore
import CalendarUI

/// The calendars' side of dal, synchronous: jobs in, answers out, on one
/// thread (the worker's, or a test's). It alone uses the backend (libical,
/// the files, the writer) and keeps the days expanded (`DayCache`); the
/// worker around it only waits (for jobs, for the folders, for time) and
/// calls it, so every answer can be stepped through in a test.
final class CalendarEngine {
    private let backend: CalendarBackend
    private let post: (CalendarAnswer) -> Void
    private var days = DayCache()
    private(set) var generation = 0
    /// The calendars the last answer named.
    private var postedCalendars: [CalendarInfo] = []
    /// The tasks were not read since the calendars' files were.
    private var tasksStale = true
    /// The tasks (and their problems) last sent.
    private var postedTasks: (todos: [Todo], problems: [String]) = ([], [])
    /// The blocks of the first days asked for: what the next start shows
    /// from the saved days.
    private var firstBlocks: ClosedRange<Int>?
    /// The reading, generation and blocks last saved (or found saved).
    private var lastSaved: (key: UInt64, generation: Int, blocks: Set<Int>)?

    /// Whether the tasks are read and sent at all.
    private let sendsTasks: Bool
    /// Whether the files are read at the start (the full screen, a watch),
    /// or only when a job needs them and no earlier run kept its answer
    /// (a one-shot `dal remind`).
    private let readsAtStart: Bool
    private var hasRead = false
    /// The problems of the answers kept, said once (as a reading says them).
    private var keptProblemsSaid = false

    init(backend: CalendarBackend, sendsTasks: Bool = true, readsAtStart: Bool = true, post: @escaping (CalendarAnswer) -> Void) {
        self.backend = backend
        self.post = post
        self.sendsTasks = sendsTasks
        self.readsAtStart = readsAtStart
        tasksStale = sendsTasks
    }

    /// The folders whose files make the calendars: what to watch.
    var watchedFolders: [String] { backend.watchedFolders }
    /// A number that changes with the calendars' files (where they cannot be watched).
    func signature() -> Int { backend.signature() }

    // MARK: Start

    /// The days an earlier run expanded from these very files, on screen
    /// before the files are read; then the reading.
    func start() {
        if readsAtStart { read() }
    }

    private func read() {
        hasRead = true
        let saved = backend.savedDays()
        if let saved { showSaved(saved) }
        backend.read()
        if let saved {
            if backend.readingKey == saved.key, backend.source.calendars == saved.calendars {
                lastSaved = (saved.key, generation, Set(saved.blocks.keys))
            } else {
                // The files changed meanwhile: expanded again from the reading.
                days.clear()
                generation += 1
            }
        }
        days.pinned = { [unowned self] in awaitsSaving($0) }
        post(.calendarsRead(generation: generation, problems: backend.problems))
    }

    /// Shows the longest run of saved blocks as one window.
    private func showSaved(_ saved: SavedBlocks) {
        days.adopt(saved.blocks)
        let kept = saved.blocks.keys.sorted()
        var best: ClosedRange<Int>?, start: Int?
        for (index, block) in kept.enumerated() {
            if index == 0 || kept[index - 1] != block - 1 { start = block }
            if let start, best.map({ block - start > $0.count - 1 }) ?? true { best = start...block }
        }
        guard let best else { return }
        let shown = DayBlocks.days(of: best.lowerBound).lowerBound...DayBlocks.days(of: best.upperBound).upperBound
        postedCalendars = saved.calendars
        post(.eventsLoaded(EventWindow(days: shown, runs: days.runs(of: shown), calendars: saved.calendars.isEmpty ? nil : saved.calendars,
                                       generation: generation)))
    }

    // MARK: Jobs

    /// Does the jobs taken together, urgent ones first; of the searches
    /// typed meanwhile only the newest is answered.
    func perform(_ jobs: [CalendarJob]) {
        let ordered = jobs.filter(\.isUrgent) + jobs.filter { !$0.isUrgent }
        let newestSearch = ordered.lastIndex { if case .search = $0 { true } else { false } }
        for (index, job) in ordered.enumerated() {
            if case .search = job, index != newestSearch { continue }
            perform(job)
        }
    }

    func perform(_ job: CalendarJob) {
        if !hasRead {
            if case .findAlarms(let after, let through) = job, let kept = backend.savedAlarms(after: after, through: through) {
                if !keptProblemsSaid {
                    keptProblemsSaid = true
                    post(.calendarsRead(generation: generation, problems: kept.problems))
                }
                return post(.alarmsFound(kept.report))
            }
            read()
        }
        switch job {
        case .loadEvents(let asked, _): answer(asked)
        case .change(let changes):
            // An undo of several files is checked whole first: all of them, or none.
            let undone = changes.compactMap { if case .undo(let receipt) = $0 { receipt } else { nil } }
            if undone.count == changes.count, undone.count > 1, let conflict = backend.undoConflict(undone) {
                return post(.changesApplied([], error: conflict))
            }
            applyChanges(changes) { [try backend.apply($0)] }
        case .changeTasks(let changes): applyChanges(changes) { try backend.apply(task: $0) }
        case .loadDetails(let occurrences):
            let found = occurrences.compactMap { occurrence in backend.details(of: occurrence).map { (EventKey(occurrence), $0) } }
            post(.detailsLoaded(Dictionary(found) { first, _ in first }))
        case .findAlarms(let after, let through): post(.alarmsFound(backend.alarms(after: after, through: through)))
        case .readAgain: filesChanged(nil)
        case .search(let query, let today): post(.searchResults(query: query, hits: backend.search(query, today: today)))
        case .prepareSearch(let today): backend.prepareSearch(today: today)
        }
    }

    /// The events of `asked`, then the blocks around them in the background.
    private func answer(_ asked: ClosedRange<CivilDate>) {
        if firstBlocks == nil { firstBlocks = DayBlocks.blocks(of: asked) }
        days.ask(asked, from: backend.source)
        // The calendars only when they differ from the last sent: each
        // answer's list is adopted again (names, colours, categories).
        let calendars = backend.source.calendars
        let changed = calendars.isEmpty || calendars == postedCalendars ? nil : calendars
        postedCalendars = calendars
        post(.eventsLoaded(EventWindow(days: asked, runs: days.runs(of: asked), calendars: changed, generation: generation)))
    }

    /// Makes changes (to events or tasks) in order until one fails, and
    /// follows what they wrote: the days kept patched, the tasks read from
    /// the written bytes.
    private func applyChanges<Change>(_ changes: [Change], _ make: (Change) throws -> [WriteReceipt]) {
        var receipts: [WriteReceipt] = [], failure: String?, patches: [EventPatch]? = []
        for change in changes {
            do {
                receipts += try make(change)
                if let more = backend.lastPatches { patches?.append(contentsOf: more) } else { patches = nil }
            } catch {
                failure = "\(error)"
                break
            }
        }
        post(.changesApplied(receipts, error: failure))
        // Also after a failure: a conflict means the file changed; the
        // backend read it again, so everything is expanded again.
        newReading(patching: failure == nil ? patches : nil, tasksFollow: failure == nil && patches != nil)
        // After the days on screen: tasks not read yet are read when the
        // engine is idle, all of them; read ones follow the bytes written.
        if sendsTasks, !tasksStale {
            if let read = backend.todos(postedTasks, after: receipts) { postTasks(read) } else { tasksStale = sendsTasks }
        }
    }

    // MARK: Files changed on disk

    /// What a sync, an editor or another program changed: the paths the
    /// watch reported, or anything (nil). The files that changed are read
    /// again and followed as dal's own writes are: the days kept are
    /// patched, not dropped.
    func filesChanged(_ paths: [String]?) {
        guard hasRead else { return read() }
        guard backend.refresh(changed: paths) else { return }
        newReading(patching: backend.lastPatches, tasksFollow: false)
    }

    /// A new generation of events: the days kept patched where only the
    /// events of some files changed (an add in a calendar of thousands
    /// then costs the events it adds, not a new expansion of the page),
    /// else every block expanded again. `tasksFollow`: the tasks follow
    /// from the bytes written (dal's own writes); else they are read again.
    private func newReading(patching patches: [EventPatch]?, tasksFollow: Bool) {
        generation += 1
        if let patches {
            // The days on screen first, shown with the change before
            // anything else; then the other blocks kept.
            if let shown = days.patchAsked(with: patches) {
                post(.eventsLoaded(EventWindow(days: shown, runs: days.runs(of: shown), calendars: nil, generation: generation)))
            }
            days.patchTheRest(with: patches)
        } else {
            days.clear()
        }
        if !tasksFollow { tasksStale = sendsTasks }
        post(.calendarsRead(generation: generation, problems: backend.problems))
    }

    // MARK: When nothing is asked

    /// The blocks kept now.
    var keptBlocks: Set<Int> { Set(days.blocks.keys) }

    /// Blocks wait to be prepared around the page.
    var isPreparing: Bool { !days.prefetch.isEmpty }

    /// Work for when no job waits: the next block around the page (given
    /// up when `givesUp` says a job came), else the tasks when they were
    /// not read since the files were; then the first screen saved for the
    /// next start, as soon as it is expanded.
    func workWhenIdle(givingUpWhen givesUp: () -> Bool) {
        if isPreparing {
            days.prepareNext(from: backend.source, givingUpWhen: givesUp)
        } else if tasksStale {
            tasksStale = false
            postTasks(backend.todos())
        }
    }

    /// Whether `workWhenIdle` has something to do.
    var hasIdleWork: Bool { isPreparing || tasksStale }

    /// Sends the tasks when they changed: only a change is worth waking
    /// the runner for (none: no tasks, as the screen starts).
    private func postTasks(_ read: (todos: [Todo], problems: [String])) {
        guard read.todos != postedTasks.todos || read.problems != postedTasks.problems else { return }
        postedTasks = read
        post(.todosLoaded(read.todos, problems: read.problems))
    }

    // MARK: Days kept between runs

    /// Whether `block` is of the first screen and not saved yet from this
    /// generation's reading.
    private func awaitsSaving(_ block: Int) -> Bool {
        guard let firstBlocks, firstBlocks.contains(block) else { return false }
        return lastSaved.map { $0.generation != generation || !$0.blocks.contains(block) } ?? true
    }

    /// Saves the first screen's blocks once they are expanded from the
    /// present reading, when they differ from what was saved: as soon as
    /// they are (a run may end before the blocks around them are).
    func saveFirstScreen() {
        guard let firstBlocks, firstBlocks.allSatisfy({ days.blocks[$0] != nil }) else { return }
        let present = Set(firstBlocks)
        guard lastSaved.map({ $0.generation != generation || $0.blocks != present }) ?? true, let key = backend.readingKey else { return }
        lastSaved = (key, generation, present)
        guard !backend.source.calendars.isEmpty else { return }
        backend.saveDays(SavedBlocks(key: key, calendars: backend.source.calendars,
                                     blocks: Dictionary(uniqueKeysWithValues: firstBlocks.map { ($0, days.blocks[$0]!.byDay) })))
    }
}
