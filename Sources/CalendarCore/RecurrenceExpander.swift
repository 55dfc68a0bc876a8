/// Expands events into the local days they cover.
///
/// Occurrences are generated in the event's own zone (so "every Monday
/// 09:00 Europe/Berlin" stays on Monday there), then each occurrence's start
/// and end are turned into local days by `localDay`, which the caller backs
/// with the system's time-zone database. Unbounded rules stop at `horizon`.
public struct RecurrenceExpander: Sendable {
    /// Turns an event time into the local civil date and seconds of day.
    public typealias LocalDay = @Sendable (EventTime) -> (date: CivilDate, secondsOfDay: Int)

    public let horizon: CivilDate
    /// Occurrences per event at most, whatever the rule says.
    public let maximumOccurrences: Int
    public let localDay: LocalDay

    public init(horizon: CivilDate, maximumOccurrences: Int = 20_000, localDay: @escaping LocalDay) {
        self.horizon = horizon
        self.maximumOccurrences = maximumOccurrences
        self.localDay = localDay
    }

    /// Every local day the event covers, with repeats removed.
    public func days(of event: CalendarEvent) -> [CivilDate] {
        var days: [CivilDate] = []
        var seen = Set<Int>()
        for start in occurrenceStarts(of: event) {
            for day in self.days(ofOccurrenceAt: start, event: event) where seen.insert(day.dayNumber).inserted {
                days.append(day)
            }
        }
        return days
    }

    // MARK: Occurrences

    /// Start times of the occurrences, DTSTART first, EXDATEs removed.
    public func occurrenceStarts(of event: CalendarEvent) -> [EventTime] {
        let start = event.start
        guard let rule = event.rule else { return event.exceptions.contains(start.date) ? [] : [start] }
        let last = min(rule.until ?? horizon, horizon, CivilDate.last)
        var dates: [CivilDate] = [start.date]
        var period = 0
        var stalled = 0
        generation: while dates.count < min(rule.count ?? .max, maximumOccurrences) {
            let candidates = self.candidates(rule: rule, start: start.date, period: period)
            period += 1
            guard let first = candidates.first else {
                // Months or years without a matching day (e.g. the 31st).
                stalled += 1
                if stalled > 1000 { break }
                continue
            }
            stalled = 0
            if first > last { break }
            for date in candidates where date > start.date {
                if date > last || dates.count >= min(rule.count ?? .max, maximumOccurrences) { break generation }
                dates.append(date)
            }
        }
        return dates.filter { !event.exceptions.contains($0) }
            .map { EventTime(date: $0, secondsOfDay: start.secondsOfDay, zone: start.zone) }
    }

    /// The rule's dates in period number `period` (a day, week, month or
    /// year after DTSTART's), ascending.
    func candidates(rule: RecurrenceRule, start: CivilDate, period: Int) -> [CivilDate] {
        let step = period * rule.interval
        let weekdays = Set(rule.byDay.map(\.weekday))
        switch rule.frequency {
        case .daily:
            let date = start.adding(days: step)
            return weekdays.isEmpty || weekdays.contains(date.weekday) ? [date] : []
        case .weekly:
            let weekStart = start.startOfWeek(firstWeekday: rule.weekStart).adding(days: 7 * step)
            let wanted = weekdays.isEmpty ? [start.weekday] : Array(weekdays)
            return wanted.map { weekStart.adding(days: $0.offset(from: rule.weekStart)) }.sorted()
        case .monthly:
            let month = start.yearMonth.adding(months: step)
            guard month.isSupported else { return [] }
            if rule.byDay.isEmpty {
                return start.day <= month.numberOfDays ? [month.clampedDate(day: start.day)] : []
            }
            return Self.matches(rule.byDay, from: month.firstDay, through: month.lastDay)
        case .yearly:
            let year = start.year + step
            guard CivilDate.supportedYears.contains(year) else { return [] }
            if rule.byDay.isEmpty {
                return CivilDate(year: year, month: start.month, day: start.day).map { [$0] } ?? []
            }
            return Self.matches(rule.byDay, from: CivilDate(year: year, month: 1, day: 1)!, through: CivilDate(year: year, month: 12, day: 31)!)
        }
    }

    /// Days in `first...last` matching BYDAY entries: every such weekday,
    /// or the nth (from the end when negative).
    static func matches(_ entries: [RecurrenceRule.WeekdayEntry], from first: CivilDate, through last: CivilDate) -> [CivilDate] {
        var result = Set<CivilDate>()
        for entry in entries {
            let firstMatch = first.adding(days: entry.weekday.offset(from: first.weekday))
            let all = stride(from: 0, through: firstMatch.days(until: last), by: 7).map { firstMatch.adding(days: $0) }
            guard let ordinal = entry.ordinal else { result.formUnion(all); continue }
            let index = ordinal > 0 ? ordinal - 1 : all.count + ordinal
            if all.indices.contains(index) { result.insert(all[index]) }
        }
        return result.sorted()
    }

    // MARK: Days of one occurrence

    func days(ofOccurrenceAt start: EventTime, event: CalendarEvent) -> [CivilDate] {
        if start.zone == .allDay {
            let length: Int
            if let end = event.end { length = event.start.date.days(until: end.date) }
            else if let duration = event.duration { length = duration.days }
            else { length = 1 }
            return (0..<max(1, length)).map { start.date.adding(days: $0) }
        }
        let first = localDay(start)
        guard let end = occurrenceEnd(start, event: event) else { return [first.date] }
        var last = localDay(end)
        // An end at local midnight does not reach into that day.
        if last.secondsOfDay == 0, last.date > first.date { last.date = last.date.adding(days: -1) }
        guard last.date >= first.date else { return [first.date] }
        return (0...first.date.days(until: last.date)).map { first.date.adding(days: $0) }
    }

    /// The end of an occurrence: the same length as DTSTART to DTEND, or
    /// DTSTART plus DURATION, in wall-clock time of the event's zone.
    func occurrenceEnd(_ start: EventTime, event: CalendarEvent) -> EventTime? {
        if let end = event.end {
            let seconds = event.start.date.days(until: end.date) * 86_400 + end.secondsOfDay - event.start.secondsOfDay
            return start.adding(seconds: seconds)
        }
        if let duration = event.duration {
            return start.adding(days: duration.days).adding(seconds: duration.seconds)
        }
        return nil
    }
}
