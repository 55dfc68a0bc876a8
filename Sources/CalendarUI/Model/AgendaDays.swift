import CalendarCore

/// The days of the agenda view (`L`) as `dal list` prints them: only days
/// that list something, each day's entries with the all-day ones first
/// (marks among them, named after their category), then by start, then by
/// title. The reducer moves through them, the view draws them.
enum AgendaDays {
    /// How far the agenda looks for a day with entries, read or not: a
    /// year (a calendar with nothing for a year shows its end note).
    static let farthestDays = 366

    /// The entries of `date` in `dal list`'s order.
    static func entries(on date: CivilDate, state: AppState) -> [DayEntry] {
        let entries = DayEntries(on: date, state: state).entries
        return entries.indices.sorted { comesFirst(entries[$0], $0, before: entries[$1], $1) }.map { entries[$0] }
    }

    /// `EventOccurrence.displayOrder` on the entries of one day: all day
    /// before timed, then by start (those begun on an earlier day first,
    /// in the calendar window's order), then by title.
    private static func comesFirst(_ a: DayEntry, _ aIndex: Int, before b: DayEntry, _ bIndex: Int) -> Bool {
        let (aKey, bKey) = (startKey(a), startKey(b))
        if aKey != bKey { return aKey < bKey }
        let ordersByTitle = aKey.allDay == 0 || aKey.start != ""
        if ordersByTitle, a.title != b.title { return a.title < b.title }
        return aIndex < bIndex
    }

    /// 0 for all day, 1 for timed; the start (`""` for an event that
    /// began on an earlier day).
    private static func startKey(_ entry: DayEntry) -> (allDay: Int, start: String) {
        switch entry.kind {
        case .mark, .event(.allDay): (0, "")
        case .event(.ends), .event(.throughout): (1, "")
        case .event(.within(let start, _)), .event(.starts(let start)): (1, start)
        }
    }

    /// The days read: those of the event window, or without calendars, any.
    static func readDays(_ state: AppState) -> ClosedRange<CivilDate> {
        guard state.hasCalendars else { return CivilDate.first...CivilDate.last }
        return state.events?.days ?? state.cursor...state.cursor
    }

    /// The first day from `date` on (`direction` 1) or back (-1), `date`
    /// included, that lists something; nil when none does among the days
    /// read (or within `farthestDays`).
    static func listedDay(from date: CivilDate, direction: Int, state: AppState) -> CivilDate? {
        let read = readDays(state)
        var day = date
        for _ in 0..<farthestDays {
            guard read.contains(day), day.isSupported else { return nil }
            // Counted, not built: a day's entries beyond `limit` are.
            if DayEntries(on: day, state: state, limit: 0).total > 0 { return day }
            day = day.adding(days: direction)
        }
        return nil
    }

    /// The days the agenda asks the calendars for: from before its first
    /// day to two months past the cursor, in 30-day blocks, so that moving
    /// day by day asks again only when a block is crossed.
    static func daysToRead(start: CivilDate, cursor: CivilDate) -> ClosedRange<CivilDate> {
        func blockStart(_ date: CivilDate) -> Int { date.dayNumber - ((date.dayNumber % 30) + 30) % 30 }
        let first = blockStart(min(start, cursor)) - 30, last = blockStart(max(start, cursor)) + 89
        return max(CivilDate.first, CivilDate(dayNumber: first))...min(CivilDate.last, CivilDate(dayNumber: last))
    }
}
