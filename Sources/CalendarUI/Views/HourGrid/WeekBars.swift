import CalendarCore

/// All-day and multi-day events of a week as bars: each one once, from its
/// first to its last day in the week, in lanes so that bars on the same
/// days never share a row. A bar that began before the week or goes on
/// after it says so at that end.
struct WeekBars: Equatable {
    struct Bar: Equatable {
        let occurrence: EventOccurrence
        /// Days of the week it covers, 0-based from the week's first day.
        let days: ClosedRange<Int>
        let lane: Int
        let continuesBefore: Bool
        let continuesAfter: Bool
    }

    let bars: [Bar]
    let lanes: Int

    /// Whether an occurrence is drawn as a bar rather than in the hours:
    /// all-day events, and timed ones of a day or more (a trip, a
    /// conference), which would otherwise fill whole columns.
    static func isBar(_ occurrence: EventOccurrence) -> Bool { occurrence.lastsADay }

    /// `tasks`: open tasks due on a day of the week, as `HourGridView.tasks` makes them.
    init(week days: [CivilDate], events: EventWindow?, tasks: [EventOccurrence] = []) {
        guard events != nil || !tasks.isEmpty, let first = days.first, let last = days.last else {
            bars = []
            lanes = 0
            return
        }
        var seen = Set<EventOccurrence>()
        var found: [EventOccurrence] = []
        // Only the few bars of each day are visited: a busy week holds a
        // thousand events, and this runs every frame.
        for day in days {
            guard let kept = events?.day(on: day) else { continue }
            for index in kept.barIndices where seen.insert(kept.occurrences[index]).inserted {
                found.append(kept.occurrences[index])
            }
        }
        found += tasks.filter(Self.isBar)
        let spans = found.map { occurrence -> ClosedRange<Int> in
            let covered = occurrence.days
            return max(covered.lowerBound, first).dayNumber - first.dayNumber...min(covered.upperBound, last).dayNumber - first.dayNumber
        }
        let placed = OverlapColumns.place(spans.map { (start: $0.lowerBound, end: $0.upperBound + 1) })
        bars = found.indices.map { index in
            Bar(occurrence: found[index], days: spans[index], lane: placed[index].column,
                continuesBefore: found[index].days.lowerBound < first, continuesAfter: found[index].days.upperBound > last)
        }
        lanes = (placed.map(\.column).max() ?? -1) + 1
    }
}
