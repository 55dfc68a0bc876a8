import CalendarCore
import CalendarUI
import Foundation
import Persistence

/// The calendars on a thread of their own, which alone touches the backend
/// (libical, the files, the writer): requests arrive by value, answers go
/// to the loop's inbox. The thread sleeps in one `poll` on its requests and
/// on the watch of the calendar folders, so a change a sync makes is read
/// again (only the files that changed) and shown without the loop or the
/// worker waking for anything else.
///
/// Days are expanded in blocks; after the blocks asked for, those around
/// them are prepared while nothing else is asked, so that the next page
/// turn finds them ready.
public final class CalendarWorker: CalendarService, @unchecked Sendable {

    /// How many blocks (`DayBlocks`) on each side of a request to
    /// prepare (besides those a year on and back), and how many are kept
    /// (the oldest of those not on or around the page go first; those
    /// never go, see `keep`). A day keeps up to 200
    /// occurrences, so a block of a calendar that busy is 0.7 MB: 20
    /// blocks keep a page and what is prepared around it (13 to 16 blocks)
    /// and a few of the last place looked at, near the memory budget
    /// (docs/performance.md).
    static let prefetchBlocks = 4
    static let keptBlocks = 20
    /// After the watch reports a change, how long to wait for quiet (a
    /// sync writes many files) before reading them.
    static let settleMilliseconds: Int32 = 150
    /// How long the blocks around the page wait after an answer: the loop
    /// draws the answer's frame meanwhile. With the worker busy on the
    /// other core, the loop took 1.1–1.2 ms for a year step's frame over
    /// 5,000 unbounded rules; with this pause 0.7–0.9 ms (`perf sched`,
    /// two cores: shared caches, or a host's shared core).
    static let framePauseMilliseconds: Int32 = 4
    /// Where folders cannot be watched: how often to compare their signature.
    static let signatureMilliseconds: Int32 = 2000

    private let backend: CalendarBackend
    private let lock = NSLock()
    private var requests: [CalendarJob] = []
    private var stopped = false
    private let requestPipe = WakePipe()
    private var inbox: Inbox?
    /// What was found before there was an inbox (after an early `begin`), in order.
    private var unposted: [Action] = []
    private var ended = false
    /// The loop's side only.
    private var started = false
    /// Guarded by `lock` only at the start; then the worker thread's own:
    private var generation = 0
    private var blocks: [Int: EventWindow.DayRun] = [:]
    private var blockOrder: [Int] = []
    private var prefetch: [Int] = []

    public init(backend: CalendarBackend) {
        self.backend = backend
    }

    deinit { requestPipe.closeEnds() }

    /// Starts reading now (the saved days, then the files), while the
    /// terminal is still being set up, so that the events are ready about
    /// when the first frame is; what is found is kept for
    /// `start(posting:)`'s inbox.
    public func begin() {
        guard !started else { return }
        started = JoinedThreads.detached(named: "dal calendars") { [self] in work() } != nil
    }

    /// Answers go to `inbox` from now on, after what was found before it
    /// (the thread starts if `begin` did not start it).
    public func start(posting inbox: Inbox) {
        lock.withLock {
            self.inbox = inbox
            // Under the lock: an answer the thread posts meanwhile comes after these.
            for action in unposted { inbox.post(action) }
            unposted = []
        }
        begin()
    }

    public func perform(_ job: CalendarJob) { send(job) }

    /// Whether the thread has finished (after `stop`).
    public var hasEnded: Bool { lock.withLock { ended } }

    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        requestPipe.wake()
    }

    private func send(_ request: CalendarJob) {
        lock.lock()
        requests.append(request)
        lock.unlock()
        requestPipe.wake()
    }

    // MARK: The thread

    private func work() {
        defer { lock.withLock { ended = true } }
        // Days an earlier run expanded from these very files: on screen
        // before the files are read.
        let saved = backend.savedDays()
        if let saved { showSaved(saved) }
        backend.read()
        if let saved {
            if backend.readingKey == saved.key, backend.source.calendars == saved.calendars {
                lastSaved = (saved.key, generation, Set(saved.blocks.keys))
            } else {
                // The files changed meanwhile: expanded again from the reading.
                blocks = [:]
                blockOrder = []
                generation += 1
            }
        }
        post(.calendarsRead(generation: generation, problems: backend.problems))
        let watch = FolderWatch(folders: backend.watchedFolders)
        // Without inotify for some folder, their signature is compared now and then.
        var polled: Bool { watch.map { !$0.unwatched.isEmpty } ?? true }
        var signature = polled ? backend.signature() : 0
        var settling = false, answered = false
        while true {
            // Sleep until asked, or until the folders change; wake at once
            // while blocks wait to be prepared (a moment after an answer,
            // while its frame is drawn), and briefly to let a burst of file
            // changes settle.
            let timeout: Int32 = settling ? Self.settleMilliseconds : !prefetch.isEmpty ? (answered ? Self.framePauseMilliseconds : 0)
                : polled ? Self.signatureMilliseconds : -1
            answered = false
            var fds = [pollfd(fd: requestPipe.readEnd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: watch?.descriptor ?? -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            // Emptied before the requests are taken: one sent after this
            // writes again, so its wake-up is never lost.
            if fds[0].revents != 0 { requestPipe.drain() }
            lock.lock()
            if stopped { lock.unlock(); return }
            // The days on screen first: alarms and searches, which read
            // every file, wait behind them.
            let taken = requests.filter(\.isUrgent) + requests.filter { !$0.isUrgent }
            requests = []
            lock.unlock()

            // Changes on disk: gather them until the folders are quiet.
            if let watch, fds[1].revents != 0 {
                let changed = watch.takeChanges()
                pendingChanges = changed.map { (pendingChanges ?? []) + $0 }
                settling = true
            } else if settling, ready == 0 {
                settling = false
                refresh(pendingChanges, watch: watch)
                pendingChanges = []
            } else if polled, ready == 0, prefetch.isEmpty {
                let now = backend.signature()
                if now != signature { refresh(nil, watch: nil) }
                signature = now
            }

            // Of the searches typed meanwhile only the newest is worth an answer.
            let newestSearch = taken.lastIndex { if case .search = $0 { true } else { false } }
            for (index, request) in taken.enumerated() {
                switch request {
                case .loadEvents(let days, _):
                    answer(days)
                    answered = true
                case .change(let changes):
                    // An undo of several files is checked whole first: all of them, or none.
                    let undone = changes.compactMap { if case .undo(let receipt) = $0 { receipt } else { nil } }
                    if undone.count == changes.count, undone.count > 1, let conflict = backend.undoConflict(undone) {
                        post(.changesApplied([], error: conflict))
                        continue
                    }
                    applyChanges(changes) { [try backend.apply($0)] }
                    watch?.watch(backend.watchedFolders)
                case .changeTasks(let changes):
                    applyChanges(changes) { try backend.apply(task: $0) }
                    watch?.watch(backend.watchedFolders)
                case .loadDetails(let occurrences):
                    let found = occurrences.compactMap { occurrence in backend.details(of: occurrence).map { (EventKey(occurrence), $0) } }
                    post(.detailsLoaded(Dictionary(found) { first, _ in first }))
                case .checkAlarms(let now): post(.alarmsChecked(backend.alarmReport(through: now)))
                case .search(let query, let today):
                    guard index == newestSearch else { continue }
                    post(.searchResults(query: query, hits: backend.search(query, today: today)))
                case .prepareSearch(let today): backend.prepareSearch(today: today)
                }
            }
            if taken.isEmpty, !prefetch.isEmpty { prefetchNext() }
            // The tasks when nothing else waits: reading them reads every
            // file again, and no day on screen should wait for that.
            if taken.isEmpty, prefetch.isEmpty, !settling, tasksStale {
                tasksStale = false
                // Only a change is worth waking the loop for (none: no tasks, as the screen starts).
                postTasks(backend.todos())
            }
            // As soon as the first screen is expanded: a run may end before the blocks around it are.
            if !settling { saveFirstScreen() }
        }
    }

    /// The tasks were not read since the calendars' files were.
    private var tasksStale = true
    /// The tasks (and their problems) last sent to the loop.
    private var postedTasks: (todos: [Todo], problems: [String]) = ([], [])

    /// Sends the tasks when they changed: only a change is worth waking
    /// the loop for (none: no tasks, as the screen starts).
    private func postTasks(_ read: (todos: [Todo], problems: [String])) {
        guard read.todos != postedTasks.todos || read.problems != postedTasks.problems else { return }
        postedTasks = read
        post(.todosLoaded(read.todos, problems: read.problems))
    }

    // MARK: Days kept between runs

    /// The blocks of the first days asked for: what the next start shows
    /// from the saved days.
    private var firstBlocks: ClosedRange<Int>?
    /// The reading, generation and blocks last saved (or found saved).
    private var lastSaved: (key: UInt64, generation: Int, blocks: Set<Int>)?

    /// Posts the longest run of saved blocks as one window.
    private func showSaved(_ saved: SavedBlocks) {
        blocks = saved.blocks.reduce(into: [:]) { blocks, saved in blocks[saved.key] = Self.run(saved.value, block: saved.key) }
        blockOrder = saved.blocks.keys.sorted()
        var best: ClosedRange<Int>?, start: Int?
        for (index, block) in blockOrder.enumerated() {
            if index == 0 || blockOrder[index - 1] != block - 1 { start = block }
            if let start, best.map({ block - start > $0.count - 1 }) ?? true { best = start...block }
        }
        guard let best else { return }
        let days = DayBlocks.days(of: best.lowerBound).lowerBound...DayBlocks.days(of: best.upperBound).upperBound
        postedCalendars = saved.calendars
        post(.eventsLoaded(EventWindow(days: days, runs: best.map { blocks[$0]! }, calendars: saved.calendars.isEmpty ? nil : saved.calendars,
                                       generation: generation)))
    }

    /// Whether `block` is of the first screen and not saved yet from this
    /// generation's reading.
    private func awaitsSaving(_ block: Int) -> Bool {
        guard let firstBlocks, firstBlocks.contains(block) else { return false }
        return lastSaved.map { $0.generation != generation || !$0.blocks.contains(block) } ?? true
    }

    /// Saves the first screen's blocks once they are expanded from the
    /// present reading, when they differ from what was saved.
    private func saveFirstScreen() {
        guard let firstBlocks, firstBlocks.allSatisfy({ blocks[$0] != nil }) else { return }
        let present = Set(firstBlocks)
        guard lastSaved.map({ $0.generation != generation || $0.blocks != present }) ?? true, let key = backend.readingKey else { return }
        lastSaved = (key, generation, present)
        guard !backend.source.calendars.isEmpty else { return }
        backend.saveDays(SavedBlocks(key: key, calendars: backend.source.calendars,
                                     blocks: Dictionary(uniqueKeysWithValues: firstBlocks.map { ($0, blocks[$0]!.byDay) })))
    }

    /// Paths the watch reported since the folders were last quiet; nil:
    /// the system dropped reports, so everything is read again.
    private var pendingChanges: [String]? = []

    private func refresh(_ changed: [String]?, watch: FolderWatch?) {
        let found = backend.refresh(changed: changed)
        // Collections made meanwhile (by dal or a sync) are watched too.
        watch?.watch(backend.watchedFolders)
        if found { newReading() }
    }

    /// Makes changes (to events or tasks) in order until one fails, and
    /// follows what they wrote: the days on screen patched, the tasks
    /// read from the written bytes.
    private func applyChanges<Change>(_ changes: [Change], _ make: (Change) throws -> [WriteReceipt]) {
        var receipts: [WriteReceipt] = [], failure: String?, patches: [EventPatch]? = []
        for change in changes {
            do {
                receipts += try make(change)
                if let patch = backend.lastPatch { patches?.append(patch) } else { patches = nil }
            } catch {
                failure = "\(error)"
                break
            }
        }
        post(.changesApplied(receipts, error: failure))
        // Also after a failure: a conflict means the file changed; the
        // backend read it again, so everything is expanded again.
        if failure == nil, let patches { newReading(patching: patches) } else { newReading() }
        // After the days on screen: tasks not read yet are read when the
        // worker is idle, all of them; read ones follow the bytes written.
        if !tasksStale {
            if let read = backend.todos(postedTasks, after: receipts) { postTasks(read) } else { tasksStale = true }
        }
    }

    /// A new generation of events: every block expanded again, or the
    /// blocks kept and patched where only the events of written files
    /// changed (an add in a calendar of thousands then costs the events it
    /// adds, not a new expansion of the page).
    private func newReading(patching patches: [EventPatch]? = nil) {
        generation += 1
        // dal's own event writes leave the tasks as they were.
        if patches == nil { tasksStale = true }
        if let patches {
            // The days on screen first, shown with the change before
            // anything else; then the other blocks kept; the whole reading
            // is built again after (its problems need it).
            let onScreen = lastAnswered.map(Self.blocks(of:)).map(Set.init) ?? []
            for block in blocks.keys where onScreen.contains(block) { blocks[block] = patch(blocks[block]!, block: block, with: patches) }
            if let days = lastAnswered, onScreen.allSatisfy({ blocks[$0] != nil }) {
                post(.eventsLoaded(EventWindow(days: days, runs: runs(of: days), calendars: nil, generation: generation)))
            }
            for block in blocks.keys where !onScreen.contains(block) { blocks[block] = patch(blocks[block]!, block: block, with: patches) }
            for (index, block) in blockOrder.enumerated().reversed() where blocks[block] == nil { blockOrder.remove(at: index) }
        } else {
            blocks = [:]
            blockOrder = []
            prefetch = []
        }
        post(.calendarsRead(generation: generation, problems: backend.problems))
    }

    /// A block with the patches applied, day by day; nil (expand it
    /// again) when a patch removes events and a day of the block had more
    /// events than a day keeps: one of its hidden ones would have to come
    /// up, and only a new expansion knows which. Added events need no such
    /// care: a day keeps its first ones in display order and counts the rest.
    private func patch(_ run: EventWindow.DayRun, block: Int, with patches: [EventPatch]) -> EventWindow.DayRun? {
        let days = run.byDay
        if patches.contains(where: \.removes), days.values.contains(where: { $0.hidden > 0 }) { return nil }
        let range = Self.days(ofBlock: block)
        var patched = days
        for patch in patches {
            let added = EventWindow.group(patch.events.occurrences(in: range), within: range)
            for dayNumber in Set(patched.keys).union(added.keys) {
                let day = patched[dayNumber] ?? EventWindow.Day()
                let staying = day.occurrences.filter { $0.calendar != patch.calendar || !patch.uids.contains($0.uid) }
                let incoming = added[dayNumber] ?? EventWindow.Day()
                let all = (staying + incoming.occurrences).sorted(by: EventOccurrence.displayOrder)
                let kept = EventWindow.Day(occurrences: Array(all.prefix(EventWindow.perDayLimit)),
                                           hidden: day.hidden + incoming.hidden + max(0, all.count - EventWindow.perDayLimit))
                patched[dayNumber] = kept.occurrences.isEmpty && kept.hidden == 0 ? nil : kept
            }
        }
        return Self.run(patched, block: block)
    }

    /// The events of `days`, then the blocks around them in the background.
    private func answer(_ days: ClosedRange<CivilDate>) {
        let wanted = Self.blocks(of: days)
        if firstBlocks == nil { firstBlocks = wanted }
        lastAnswered = days
        // The page asked for is the one kept from now on: with the blocks
        // around the last page still counted as the page, preparing this
        // one's let go of its own blocks, and the answer went without
        // their days (every jump to a page far away, once the blocks
        // around the page before were all prepared).
        aroundPage = Set(wanted)
        for block in wanted { prepare(block) }
        // The calendars only when they differ from the last sent: each
        // answer's list is adopted again (names, colours, categories).
        let calendars = backend.source.calendars
        let changed = calendars.isEmpty || calendars == postedCalendars ? nil : calendars
        postedCalendars = calendars
        post(.eventsLoaded(EventWindow(days: days, runs: runs(of: days), calendars: changed, generation: generation)))
        // The same days a year on first (PgDn: its blocks cost the most to
        // miss, four at once), then the next page, then a year back (PgUp)
        // and the page before, then further pages. A year on, the pages'
        // grid starts up to a week earlier or later (weekdays move): a week
        // more on each side.
        let yearOn = Self.blocks(of: days.lowerBound.adding(days: 365 - 7)...days.upperBound.adding(days: 366 + 7))
        let yearBack = Self.blocks(of: days.lowerBound.adding(days: -366 - 7)...days.upperBound.adding(days: -365 + 7))
        let around = Array(yearOn) + [wanted.upperBound + 1] + Array(yearBack) + [wanted.lowerBound - 1]
            + (2...Self.prefetchBlocks).flatMap { [wanted.upperBound + $0, wanted.lowerBound - $0] }
        // No more than are kept: on a year page, preparing all of them
        // would push out the blocks on screen.
        var queued = Set<Int>()
        let ahead = around.filter { !wanted.contains($0) && queued.insert($0).inserted }.prefix(max(0, Self.keptBlocks - wanted.count))
        aroundPage = Set(wanted).union(ahead)
        prefetch = ahead.filter { blocks[$0] == nil }
    }

    /// The blocks on screen and those prepared ahead around them: never
    /// let go, even when more are kept than `keptBlocks` for a while.
    private var aroundPage: Set<Int> = []

    /// The calendars the last answer named.
    private var postedCalendars: [CalendarInfo] = []

    /// The days last asked for: shown again at once after a write.
    private var lastAnswered: ClosedRange<CivilDate>?

    static func blocks(of days: ClosedRange<CivilDate>) -> ClosedRange<Int> { DayBlocks.blocks(of: days) }

    /// The blocks prepared of `days`: an answer shares them.
    private func runs(of days: ClosedRange<CivilDate>) -> [EventWindow.DayRun] { Self.blocks(of: days).compactMap { blocks[$0] } }

    /// A block's days as kept.
    static func run(_ byDay: [Int: EventWindow.Day], block: Int) -> EventWindow.DayRun {
        EventWindow.DayRun(DayBlocks.dayNumbers(of: block), from: byDay)
    }

    private func prepare(_ block: Int) {
        if blocks[block] != nil {
            if let index = blockOrder.lastIndex(of: block), index < blockOrder.count - 1 {
                blockOrder.remove(at: index)
                blockOrder.append(block)
            }
            return
        }
        if let grouped = grouped(Self.days(ofBlock: block), givingUpWhen: { false }) { keep(grouped, as: block) }
    }

    /// Days looked at first when a block is expanded: a calendar busier than
    /// `EventWindow.perDayLimit` events a day on them (100,000 daily
    /// events) is expanded these few days at a time, so that no more than a
    /// few days' occurrences are held before each day keeps its first
    /// ones; an ordinary one, the rest of the block at once. (A whole block
    /// of 100,000 daily events was 3.2 million occurrences, the full screen
    /// 800 MB.)
    static let probeDays = 4

    /// The occurrences of `days` grouped by day (each day's first
    /// `EventWindow.perDayLimit`), or nil as soon as `givesUp` says so.
    private func grouped(_ days: ClosedRange<CivilDate>, givingUpWhen givesUp: () -> Bool) -> [Int: EventWindow.Day]? {
        var result: [Int: EventWindow.Day] = [:]
        var first = days.lowerBound, length = Self.probeDays
        while first <= days.upperBound {
            let part = first...min(days.upperBound, first.adding(days: length - 1))
            var interrupted = false
            // Unordered: the grouping sorts each day, and gives way while it does.
            let found = backend.source.unorderedOccurrences(in: part) { _, _ in
                if !interrupted, givesUp() { interrupted = true }
                return !interrupted
            }
            guard !interrupted, let grouped = EventWindow.group(found, within: part, givingUpWhen: givesUp) else { return nil }
            result.merge(grouped) { _, new in new }
            let partDays = part.lowerBound.days(until: part.upperBound) + 1
            if found.count <= partDays * EventWindow.perDayLimit { length = DayBlocks.length }
            first = part.upperBound.adding(days: 1)
        }
        return result
    }

    /// The next block around the page, prepared unless a request that
    /// waits for an answer (a key) comes meanwhile: then the expansion
    /// stops at the next event, or the grouping into days within a few
    /// hundred occurrences, and the block waits its turn again, so a key
    /// is answered after one event's expansion, not a whole block's (some
    /// 20 ms with thousands of repeating events, a sixth of it grouping).
    private func prefetchNext() {
        let block = prefetch.removeFirst()
        guard blocks[block] == nil else { return }
        if let grouped = grouped(Self.days(ofBlock: block), givingUpWhen: { hasUrgentRequest }) {
            keep(grouped, as: block)
        } else {
            prefetch.insert(block, at: 0)
        }
    }

    private var hasUrgentRequest: Bool { lock.withLock { requests.contains(where: \.isUrgent) } }

    static func days(ofBlock block: Int) -> ClosedRange<CivilDate> { DayBlocks.days(of: block) }

    private func keep(_ days: [Int: EventWindow.Day], as block: Int) {
        blocks[block] = Self.run(days, block: block)
        blockOrder.append(block)
        // The first screen's blocks stay until they are saved: keys that
        // came while the calendars were read (a year page turned, many
        // steps) would otherwise push them out before the save, and the
        // next start would find no saved days. The oldest of the blocks no
        // longer around the page goes first: by age alone, a step's
        // blocks a year on and back pushed out the block the next month
        // step needed, prepared at the step before (with 5,000 unbounded
        // rules each such step waited 17 ms for it). The page's own blocks
        // never go: when only they and the first screen's are left, a few
        // more are kept for a while (the page and what is prepared around
        // it are no more than `keptBlocks`).
        guard blockOrder.count > Self.keptBlocks else { return }
        if let index = blockOrder.indices.first(where: { !awaitsSaving(blockOrder[$0]) && !aroundPage.contains(blockOrder[$0]) }) {
            blocks[blockOrder.remove(at: index)] = nil
        }
    }

    /// Before there is an inbox (after an early `begin`), the action is
    /// kept for it: the thread goes on reading meanwhile.
    private func post(_ action: Action) {
        lock.withLock {
            guard !stopped else { return }
            if let inbox { inbox.post(action) } else { unposted.append(action) }
        }
    }

    static func block(of date: CivilDate) -> Int { DayBlocks.block(of: date) }
}
