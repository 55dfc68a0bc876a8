import CalendarCore

/// A calendar dal reads: a file, or a folder of one-event files (a vdir
/// collection, as khal and vdirsyncer keep them).
/// Every event of the calendars given, answering "what is on these days"
/// by expanding recurring events only for the days asked for, never years
/// ahead at start. Not thread-safe (libical): use it from one thread.
public final class EventCollection: EventSource, @unchecked Sendable {
    public let calendars: [CalendarInfo]
    /// `FILE:LINE: what is wrong` for events left out or read in part.
    public let warnings: [String]

    /// Events that do not recur, in local time, by first day.
    private let singles: [EventOccurrence]
    /// Those of them longer than a month, checked one by one.
    private let longSingles: [EventOccurrence]
    /// Recurring events by the first day they may cover.
    private let series: [EventSeries]
    private let seriesStarts: [CivilDate]
    /// Every event's folded words, for `EventSearch`: from the reading
    /// (and its cache), so that a search reads no file.
    public let searchable: [SearchableEvent]

    init(calendars: [CalendarInfo], contents: [[EventContent]], warnings: [String]) {
        self.calendars = calendars
        searchable = contents.enumerated().flatMap { calendar, events in
            events.map { SearchableEvent(calendar: calendar, uid: $0.uid, text: $0.searchText, location: $0.location) }
        }
        var singles: [EventOccurrence] = [], series: [EventSeries] = [], warnings = warnings
        for (calendar, events) in contents.enumerated() {
            // One UID is one event: of several copies, the newest counts
            // (the later in the files when two are as new).
            // Indices, not copies: a calendar may hold 100,000 events.
            var masters: [String: Int] = [:], order: [String] = []
            masters.reserveCapacity(events.count)
            var overrides: [String: [EventContent]] = [:]
            for index in events.indices {
                guard events[index].recurrenceID == nil else { overrides[events[index].uid, default: []].append(events[index]); continue }
                let uid = events[index].uid
                if let known = masters[uid] {
                    if !(events[index].version < events[known].version) { masters[uid] = index }
                } else {
                    masters[uid] = index
                    order.append(uid)
                }
            }
            for uid in order {
                let master = events[masters[uid]!]
                let one = EventSeries(calendar: calendar, master: master)
                guard master.recurs else {
                    singles += one.occurrences(in: CivilDate.first...CivilDate.last)
                    continue
                }
                for content in overrides.removeValue(forKey: uid) ?? [] { one.addOverride(content) }
                series.append(one)
            }
            // An override without its series still happened: show it alone,
            // once, as khal does (the newest copy of each instance).
            for uid in overrides.keys.sorted() {
                var newest: [String: EventContent] = [:]
                for content in overrides[uid]! {
                    let key = content.recurrenceID!.recurrenceIDText
                    if let known = newest[key], content.version < known.version { continue }
                    newest[key] = content
                }
                for key in newest.keys.sorted() {
                    let orphan = newest[key]!
                    if orphan.recurs {
                        warnings.append("\(orphan.origin.map { "\($0): " } ?? "")event \"\(orphan.summary)\" (UID \(uid))" + CalendarProblem.orphanEnd)
                    }
                    singles += EventSeries(calendar: calendar, master: orphan.withoutRecurrence).occurrences(in: CivilDate.first...CivilDate.last)
                }
            }
        }
        self.warnings = warnings
        let isLong = { (event: EventOccurrence) in event.days.lowerBound.days(until: event.days.upperBound) > 31 }
        self.singles = singles.filter { !isLong($0) }.sorted { $0.start < $1.start }
        longSingles = singles.filter(isLong)
        let spans = series.map(\.span.lowerBound)
        let order = spans.indices.sorted { spans[$0] < spans[$1] }
        self.series = order.map { series[$0] }
        seriesStarts = order.map { spans[$0] }
    }

    /// The days any instance of the events `takes` accepts may cover: a
    /// single event's own days, a series' span (for a search that looks
    /// further than its windows).
    public func possibleDays(of takes: (Int, String) -> Bool) -> [(calendar: Int, uid: String, days: ClosedRange<CivilDate>)] {
        var found: [(calendar: Int, uid: String, days: ClosedRange<CivilDate>)] = []
        for single in singles + longSingles where takes(single.calendar, single.uid) { found.append((single.calendar, single.uid, single.days)) }
        for one in series where takes(one.calendar, one.master.uid) { found.append((one.calendar, one.master.uid, one.span)) }
        return found
    }

    /// No calendars at all.
    public static var empty: EventCollection { EventCollection(calendars: [], contents: [], warnings: []) }

    public func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
        occurrences(in: days, of: { _, _ in true })
    }

    public func occurrences(in days: ClosedRange<CivilDate>, of takes: (Int, String) -> Bool) -> [EventOccurrence] {
        let found = unorderedOccurrences(in: days, of: takes)
        // Sorted by index, then gathered: moving the occurrences themselves
        // (a dozen fields, four of them strings) while sorting cost more
        // than finding them.
        let firstDays = found.map(\.days.lowerBound)
        let order = found.indices.sorted { a, b in
            firstDays[a] != firstDays[b] ? firstDays[a] < firstDays[b] : EventOccurrence.displayOrder(found[a], found[b])
        }
        return order.map { found[$0] }
    }

    public func unorderedOccurrences(in days: ClosedRange<CivilDate>, of takes: (Int, String) -> Bool) -> [EventOccurrence] {
        var found: [EventOccurrence] = longSingles.filter { $0.days.overlaps(days) && takes($0.calendar, $0.uid) }
        // Short events that cover a day of the window start at most 31 days before it.
        let earliest = LocalDateTime(date: days.lowerBound.adding(days: -32))
        var index = lowerBound(of: earliest)
        while index < singles.count, singles[index].start.date <= days.upperBound {
            if singles[index].days.overlaps(days), takes(singles[index].calendar, singles[index].uid) { found.append(singles[index]) }
            index += 1
        }
        // Series that may cover a day of the window: begun by its end, not
        // ended before it. A series shows at most `EventSeries.instanceLimit`
        // instances a block, so long windows are asked block by block; rules
        // that may give more than that in a block are expanded whole blocks,
        // so that the instances shown do not depend on the window asked for.
        let blocks = DayBlocks.blocks(of: days)
        // An instance longer than a day can come from two blocks: it is
        // known within its series by its start and RECURRENCE-ID (hashing
        // whole occurrences cost a long window most of its time).
        struct Instance: Hashable {
            let start: LocalDateTime
            let recurrenceID: RecurrenceID?
        }
        var seen = Set<Instance>()
        for one in series[..<Self.upperBound(of: days.upperBound, in: seriesStarts)]
        where one.span.upperBound >= days.lowerBound && takes(one.calendar, one.master.uid) {
            seen.removeAll(keepingCapacity: true)
            // Only the blocks the series can reach: a long window over a
            // short series (a search's ten years) costs its own weeks.
            let reach = max(blocks.lowerBound, DayBlocks.block(of: one.span.lowerBound))...max(blocks.lowerBound, min(blocks.upperBound, DayBlocks.block(of: one.span.upperBound)))
            for block in reach {
                let blockDays = DayBlocks.days(of: block)
                let first = blockDays.lowerBound, last = blockDays.upperBound
                let asked = one.expandsByBlock ? first...last : max(first, days.lowerBound)...min(last, days.upperBound)
                for occurrence in one.occurrences(in: asked) where occurrence.days.overlaps(days) {
                    if blocks.count == 1 || seen.insert(Instance(start: occurrence.start, recurrenceID: occurrence.instance)).inserted {
                        found.append(occurrence)
                    }
                }
            }
        }
        return found
    }


    /// The index after the last of `starts` (ascending) at or before `date`.
    private static func upperBound(of date: CivilDate, in starts: [CivilDate]) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= date { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// First index of `singles` starting at or after `time`.
    private func lowerBound(of time: LocalDateTime) -> Int {
        var low = 0, high = singles.count
        while low < high {
            let mid = (low + high) / 2
            if singles[mid].start < time { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
