/// A value for runs of days, kept as sorted, disjoint ranges of day numbers
/// (`CivilDate.dayNumber`). Neighbouring ranges with equal values are
/// merged, so selecting or tagging every day from year 1 to 9999 is one
/// entry, not 3.6 million.
public struct DayRangeMap<Value: Equatable & Sendable>: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var days: ClosedRange<Int>
        public var value: Value
    }

    /// Ascending, disjoint; touching entries always hold different values.
    public private(set) var entries: [Entry] = []

    public init() {}

    /// Builds the map from entries in any order; later entries win where
    /// they overlap earlier ones.
    public init(_ entries: some Sequence<Entry>) {
        for entry in entries { assign(entry.days, entry.value) }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// How many days have a value.
    public var dayCount: Int { entries.reduce(0) { $0 + $1.days.count } }

    public func value(at day: Int) -> Value? {
        let index = firstEntry(endingOnOrAfter: day)
        guard index < entries.count, entries[index].days.contains(day) else { return nil }
        return entries[index].value
    }

    /// Gives every day of `days` the value `value` (nil: no value).
    public mutating func assign(_ days: ClosedRange<Int>, _ value: Value?) {
        let first = firstEntry(endingOnOrAfter: days.lowerBound)
        var last = first
        while last < entries.count, entries[last].days.lowerBound <= days.upperBound { last += 1 }

        var replacement: [Entry] = []
        if first < last, entries[first].days.lowerBound < days.lowerBound {
            replacement.append(Entry(days: entries[first].days.lowerBound...(days.lowerBound - 1), value: entries[first].value))
        }
        if let value { replacement.append(Entry(days: days, value: value)) }
        if first < last, entries[last - 1].days.upperBound > days.upperBound {
            replacement.append(Entry(days: (days.upperBound + 1)...entries[last - 1].days.upperBound, value: entries[last - 1].value))
        }
        entries.replaceSubrange(first..<last, with: replacement)
        // Merge with the neighbours on both sides of what was replaced.
        mergeIfTouching(at: first + replacement.count - 1)
        mergeIfTouching(at: first - 1)
    }

    /// A three-way merge, as version control merges lines: where `mine`
    /// differs from `base` (the common ancestor) it wins, everywhere else
    /// `theirs` does. Two writers of one store keep each other's changes.
    public static func merged(base: DayRangeMap, mine: DayRangeMap, theirs: DayRangeMap) -> DayRangeMap {
        // Between two consecutive boundaries of any entry, all three maps
        // are constant: decide once per such segment.
        var boundaries = Set<Int>()
        for map in [base, mine, theirs] {
            for entry in map.entries {
                boundaries.insert(entry.days.lowerBound)
                boundaries.insert(entry.days.upperBound + 1)
            }
        }
        let points = boundaries.sorted()
        var result = DayRangeMap()
        for (start, end) in zip(points, points.dropFirst()) {
            let ancestor = base.value(at: start), mineValue = mine.value(at: start)
            if let value = mineValue != ancestor ? mineValue : theirs.value(at: start) {
                result.append(start...(end - 1), value)
            }
        }
        return result
    }

    /// Adds a run after every existing one (merging with the last when
    /// they touch and agree).
    private mutating func append(_ days: ClosedRange<Int>, _ value: Value) {
        if let last = entries.last, last.days.upperBound + 1 == days.lowerBound, last.value == value {
            entries[entries.count - 1].days = last.days.lowerBound...days.upperBound
        } else {
            entries.append(Entry(days: days, value: value))
        }
    }

    /// Index of the first entry whose last day is `day` or later.
    private func firstEntry(endingOnOrAfter day: Int) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].days.upperBound < day { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Joins entry `index` with the next one when they touch and agree.
    private mutating func mergeIfTouching(at index: Int) {
        guard index >= 0, index + 1 < entries.count else { return }
        let left = entries[index], right = entries[index + 1]
        guard left.days.upperBound + 1 == right.days.lowerBound, left.value == right.value else { return }
        entries[index] = Entry(days: left.days.lowerBound...right.days.upperBound, value: left.value)
        entries.remove(at: index + 1)
    }
}

/// A set of days as sorted, disjoint, non-touching ranges.
public struct DaySet: Equatable, Sendable {
    private var map = DayRangeMap<Bool>()

    /// Days `mine` added or removed since `base`, applied to `theirs`.
    public static func merged(base: DaySet, mine: DaySet, theirs: DaySet) -> DaySet {
        var result = DaySet()
        result.map = DayRangeMap.merged(base: base.map, mine: mine.map, theirs: theirs.map)
        return result
    }

    public init() {}

    public init(_ dates: some Sequence<CivilDate>) {
        self.init(ranges: dates.map { $0...$0 })
    }

    /// The union of `ranges`, given in any order.
    public init(ranges: some Sequence<ClosedRange<CivilDate>>) {
        // Sorting first and appending keeps construction O(n log n).
        var merged: [ClosedRange<Int>] = []
        for range in ranges.map({ $0.lowerBound.dayNumber...$0.upperBound.dayNumber }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        map = DayRangeMap(merged.map { .init(days: $0, value: true) })
    }

    public var isEmpty: Bool { map.isEmpty }
    public var count: Int { map.dayCount }

    public func contains(_ date: CivilDate) -> Bool { map.value(at: date.dayNumber) != nil }

    public mutating func insert(_ range: ClosedRange<CivilDate>) {
        map.assign(range.lowerBound.dayNumber...range.upperBound.dayNumber, true)
    }

    public mutating func remove(_ range: ClosedRange<CivilDate>) {
        map.assign(range.lowerBound.dayNumber...range.upperBound.dayNumber, nil)
    }

    /// The runs of consecutive days, ascending.
    public var ranges: [ClosedRange<CivilDate>] {
        map.entries.map { CivilDate(dayNumber: $0.days.lowerBound)...CivilDate(dayNumber: $0.days.upperBound) }
    }

    /// Every day, ascending (as many as `count`: mind the size).
    public var dates: [CivilDate] {
        map.entries.flatMap { entry in entry.days.lazy.map(CivilDate.init(dayNumber:)) }
    }
}
