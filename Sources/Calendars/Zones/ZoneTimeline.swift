import CalendarCore
import SystemServices

/// When a zone's offset changes, from its rules expanded through a
/// horizon: what converts between instants and the zone's wall clock as a
/// reader of exactly those rules would, and what tells two definitions of
/// one zone apart.
struct ZoneTimeline: ZoneOffsets {
    /// Onsets by instant, with the offset from each on.
    let onsets: [(instant: Int, offset: Int)]
    /// Before the first onset: its TZOFFSETFROM.
    let initialOffset: Int
    /// The last instant the timeline knows.
    let horizon: Int

    /// nil when the rules cannot be expanded (see `ZoneRules.onsetLimit`).
    init?(_ rules: ZoneRules, through horizon: Int) {
        guard let all = rules.onsets(through: horizon), let first = all.first else { return nil }
        onsets = all.map { ($0.instant, rules.observances[$0.observance].offsetTo) }
        initialOffset = rules.observances[first.observance].offsetFrom
        self.horizon = horizon
    }

    /// Seconds east of UTC at an instant.
    func offset(atInstant instant: Int) -> Int {
        var low = 0, high = onsets.count
        while low < high {
            let middle = (low + high) / 2
            if onsets[middle].instant <= instant { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : onsets[low - 1].offset
    }

    /// The instants after `lower` through `upper` where the offset really
    /// changes (an onset that only renames the zone is none), with the new
    /// offset.
    func changes(after lower: Int, through upper: Int) -> [Int: Int] {
        var found: [Int: Int] = [:]
        var current = offset(atInstant: lower)
        for onset in onsets where onset.instant > lower && onset.instant <= upper {
            if onset.offset != current { found[onset.instant] = onset.offset }
            current = onset.offset
        }
        return found
    }

    /// Whether both give the same offset at `lower` and change it at the
    /// same instants to the same offsets through `upper`.
    func agrees(with other: ZoneTimeline, from lower: Int, through upper: Int) -> Bool {
        offset(atInstant: lower) == other.offset(atInstant: lower)
            && changes(after: lower, through: upper) == other.changes(after: lower, through: upper)
    }
}
