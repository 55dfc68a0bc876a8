import CalendarCore
import CalendarUI

/// The calendars' days as the screen asks for them, expanded block by
/// block (`DayBlocks`) and kept: the page asked for, the blocks prepared
/// around it, and a few of the places looked at before. Synchronous: the
/// calendar engine owns it on its thread, and tests step it directly.
struct DayCache {
    /// How many blocks on each side of a request to prepare (besides
    /// those a year on and back), and how many are kept (the oldest of
    /// those not on or around the page go first; those never go, see
    /// `keep`). A day keeps up to 200 occurrences, so a block of a calendar
    /// that busy is 0.7 MB: 20 blocks keep a page and what is prepared
    /// around it (13 to 16 blocks) and a few of the last place looked at,
    /// near the memory budget (docs/performance.md).
    static let prefetchBlocks = 4
    static let keptBlocks = 20

    /// Days looked at first when a block is expanded: a calendar busier
    /// than `EventWindow.perDayLimit` events a day on them (100,000 daily
    /// events) is expanded these few days at a time, so that no more than
    /// a few days' occurrences are held before each day keeps its first
    /// ones; an ordinary one, the rest of the block at once. (A whole block
    /// of 100,000 daily events was 3.2 million occurrences, the full screen
    /// 800 MB.)
    static let probeDays = 4

    private(set) var blocks: [Int: EventWindow.DayRun] = [:]
    private var order: [Int] = []
    /// Blocks around the page not prepared yet, nearest to need first.
    private(set) var prefetch: [Int] = []
    /// The blocks on screen and those prepared ahead around them: never
    /// let go, even when more are kept than `keptBlocks` for a while.
    private var aroundPage: Set<Int> = []
    /// The days last asked for: shown again at once after a change.
    private(set) var lastAsked: ClosedRange<CivilDate>?
    /// Blocks that must stay whatever else comes (the first screen's,
    /// until they are saved for the next start).
    var pinned: (Int) -> Bool = { _ in false }

    /// Nothing kept (a new reading that patches cannot follow).
    mutating func clear() {
        blocks = [:]
        order = []
        prefetch = []
    }

    /// Blocks made elsewhere (saved by an earlier run), kept as they are.
    mutating func adopt(_ saved: [Int: [Int: EventWindow.Day]]) {
        blocks = saved.reduce(into: [:]) { blocks, saved in blocks[saved.key] = Self.run(saved.value, block: saved.key) }
        order = saved.keys.sorted()
    }

    /// The blocks kept of `days`: an answer shares them.
    func runs(of days: ClosedRange<CivilDate>) -> [EventWindow.DayRun] { DayBlocks.blocks(of: days).compactMap { blocks[$0] } }

    /// Whether every block of `days` is kept.
    func holds(_ days: ClosedRange<CivilDate>) -> Bool { DayBlocks.blocks(of: days).allSatisfy { blocks[$0] != nil } }

    /// A block's days as kept.
    static func run(_ byDay: [Int: EventWindow.Day], block: Int) -> EventWindow.DayRun {
        EventWindow.DayRun(DayBlocks.dayNumbers(of: block), from: byDay)
    }

    // MARK: Asking

    /// The days of `days` made ready from `source`, then the blocks to
    /// prepare around them queued: the same days a year on first (PgDn:
    /// its blocks cost the most to miss, four at once), then the next
    /// page, then a year back (PgUp) and the page before, then further
    /// pages. A year on, the pages' grid starts up to a week earlier or
    /// later (weekdays move): a week more on each side.
    mutating func ask(_ days: ClosedRange<CivilDate>, from source: EventSource) {
        let wanted = DayBlocks.blocks(of: days)
        lastAsked = days
        // The page asked for is the one kept from now on: with the blocks
        // around the last page still counted as the page, preparing this
        // one's let go of its own blocks, and the answer went without
        // their days (every jump to a page far away, once the blocks
        // around the page before were all prepared).
        aroundPage = Set(wanted)
        for block in wanted { prepare(block, from: source) }
        let yearOn = DayBlocks.blocks(of: days.lowerBound.adding(days: 365 - 7)...days.upperBound.adding(days: 366 + 7))
        let yearBack = DayBlocks.blocks(of: days.lowerBound.adding(days: -366 - 7)...days.upperBound.adding(days: -365 + 7))
        let around = Array(yearOn) + [wanted.upperBound + 1] + Array(yearBack) + [wanted.lowerBound - 1]
            + (2...Self.prefetchBlocks).flatMap { [wanted.upperBound + $0, wanted.lowerBound - $0] }
        // No more than are kept: on a year page, preparing all of them
        // would push out the blocks on screen.
        var queued = Set<Int>()
        let ahead = around.filter { !wanted.contains($0) && queued.insert($0).inserted }.prefix(max(0, Self.keptBlocks - wanted.count))
        aroundPage = Set(wanted).union(ahead)
        prefetch = ahead.filter { blocks[$0] == nil }
    }

    private mutating func prepare(_ block: Int, from source: EventSource) {
        if blocks[block] != nil {
            if let index = order.lastIndex(of: block), index < order.count - 1 {
                order.remove(at: index)
                order.append(block)
            }
            return
        }
        if let grouped = Self.grouped(DayBlocks.days(of: block), from: source, givingUpWhen: { false }) { keep(grouped, as: block) }
    }

    /// The next block around the page, prepared unless `givesUp` says a
    /// request that waits for an answer (a key) came meanwhile: then the
    /// expansion stops at the next event, or the grouping into days within
    /// a few hundred occurrences, and the block waits its turn again, so a
    /// key is answered after one event's expansion, not a whole block's
    /// (some 20 ms with thousands of repeating events, a sixth of it
    /// grouping).
    mutating func prepareNext(from source: EventSource, givingUpWhen givesUp: () -> Bool) {
        guard !prefetch.isEmpty else { return }
        let block = prefetch.removeFirst()
        guard blocks[block] == nil else { return }
        if let grouped = Self.grouped(DayBlocks.days(of: block), from: source, givingUpWhen: givesUp) {
            keep(grouped, as: block)
        } else {
            prefetch.insert(block, at: 0)
        }
    }

    /// The occurrences of `days` grouped by day (each day's first
    /// `EventWindow.perDayLimit`), or nil as soon as `givesUp` says so.
    static func grouped(_ days: ClosedRange<CivilDate>, from source: EventSource, givingUpWhen givesUp: () -> Bool) -> [Int: EventWindow.Day]? {
        var result: [Int: EventWindow.Day] = [:]
        var first = days.lowerBound, length = probeDays
        while first <= days.upperBound {
            let part = first...min(days.upperBound, first.adding(days: length - 1))
            var interrupted = false
            // Unordered: the grouping sorts each day, and gives way while it does.
            let found = source.unorderedOccurrences(in: part) { _, _ in
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

    private mutating func keep(_ days: [Int: EventWindow.Day], as block: Int) {
        blocks[block] = Self.run(days, block: block)
        order.append(block)
        // The pinned blocks stay (the first screen's, until saved: keys
        // that came while the calendars were read would otherwise push
        // them out before the save, and the next start would find no
        // saved days). The oldest of the blocks no longer around the page
        // goes first: by age alone, a step's blocks a year on and back
        // pushed out the block the next month step needed, prepared at the
        // step before (with 5,000 unbounded rules each such step waited
        // 17 ms for it). The page's own blocks never go: when only they
        // and the pinned ones are left, a few more are kept for a while
        // (the page and what is prepared around it are no more than
        // `keptBlocks`).
        guard order.count > Self.keptBlocks else { return }
        if let index = order.indices.first(where: { !pinned(order[$0]) && !aroundPage.contains(order[$0]) }) {
            blocks[order.remove(at: index)] = nil
        }
    }

    // MARK: Changes

    /// The blocks of the days last asked for, with the patches applied:
    /// those days when they are all still kept (to be answered before the
    /// other blocks are patched, `patchTheRest`).
    mutating func patchAsked(with patches: [EventPatch]) -> ClosedRange<CivilDate>? {
        guard let days = lastAsked else { return nil }
        for block in DayBlocks.blocks(of: days) where blocks[block] != nil {
            blocks[block] = Self.patch(blocks[block]!, block: block, with: patches)
        }
        forgetDropped()
        return holds(days) ? days : nil
    }

    /// Every other block kept, with the patches applied.
    mutating func patchTheRest(with patches: [EventPatch]) {
        let asked = lastAsked.map { Set(DayBlocks.blocks(of: $0)) } ?? []
        for block in blocks.keys where !asked.contains(block) { blocks[block] = Self.patch(blocks[block]!, block: block, with: patches) }
        forgetDropped()
    }

    /// Blocks a patch could not follow go (they are expanded again when asked).
    private mutating func forgetDropped() {
        for (index, block) in order.enumerated().reversed() where blocks[block] == nil { order.remove(at: index) }
    }

    /// A block with the patches applied, day by day; nil (expand it
    /// again) when a patch removes events and a day of the block had more
    /// events than a day keeps: one of its hidden ones would have to come
    /// up, and only a new expansion knows which. Added events need no such
    /// care: a day keeps its first ones in display order and counts the rest.
    static func patch(_ kept: EventWindow.DayRun, block: Int, with patches: [EventPatch]) -> EventWindow.DayRun? {
        let days = kept.byDay
        if patches.contains(where: \.removes), days.values.contains(where: { $0.hidden > 0 }) { return nil }
        let range = DayBlocks.days(of: block)
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
        return run(patched, block: block)
    }
}
