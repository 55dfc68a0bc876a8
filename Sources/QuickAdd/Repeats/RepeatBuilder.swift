import CalendarCore

/// A repeat as said, made into a rule and anchored: the event moves to the
/// rule's first day on or after the day it was typed for (`every tue` on
/// a Sunday starts on Tuesday), since RFC 5545 counts DTSTART as an
/// instance even when the rule would not give it.
struct RepeatBuilder {
    let phrase: RepeatPhrase
    let found: EventAssembly.Found
    /// The viewer's first weekday: WKST of `every 2 weeks on sun and mon`,
    /// so both days fall in the same week as on screen. Monday (RFC 5545's
    /// default, not written) wherever WKST changes nothing.
    let weekStart: Weekday

    /// Years searched for the first day of a rule (`every feb 29`).
    private static let searchedDays = 366 * 30

    func anchored(timing: EventDraft.Timing, until: EventAssembly.Found?, count: EventAssembly.Found?)
        throws(QuickAddRefusal) -> (RecurrencePattern, EventDraft.Timing) {
        let start: LocalDateTime, isAllDay: Bool
        switch timing {
        case .allDay(let first, _): (start, isAllDay) = (LocalDateTime(date: first), true)
        case .timed(let begin, _): (start, isAllDay) = (begin, false)
        }
        var untilTime: LocalDateTime?
        switch until?.construct {
        case .until(let date)?, .date(let date, _)?: untilTime = LocalDateTime(date: date, secondsOfDay: isAllDay ? 0 : 86_399)
        default: break
        }
        var times: Int?
        if let count, case .count(let value) = count.construct {
            guard (1...EventBuilder.largestCount).contains(value) else {
                throw QuickAddRefusal(.countOutOfRange(count.typed, largest: EventBuilder.largestCount), range: count.range)
            }
            times = value
        }
        let sharesWeeks = phrase.frequency == .weekly && phrase.interval > 1 && phrase.byDay.count > 1
        let wkst = sharesWeeks ? weekStart : .monday
        guard let pattern = RecurrencePattern(frequency: phrase.frequency, interval: phrase.interval, byDay: phrase.byDay,
                                              byMonthDay: phrase.byMonthDay, weekStart: wkst, until: untilTime, count: times),
              // The first day matching the rule, whatever the interval's phase:
              // `every 2 months on the 1st` typed on 23 Nov starts on 1 Dec.
              let finder = RecurrencePattern(frequency: phrase.frequency, interval: 1, byDay: phrase.byDay,
                                             byMonthDay: phrase.byMonthDay, weekStart: wkst)
        else {
            throw QuickAddRefusal(.neverInAMonth(found.typed), range: found.range)
        }
        let horizon = LocalDateTime(date: start.date.adding(days: Self.searchedDays), secondsOfDay: 86_399)
        guard let first = finder.starts(from: start, between: start, and: horizon, last: nil, limit: 1).first else {
            throw QuickAddRefusal(.never(found.typed), range: found.range)
        }
        if let untilTime, let until, first > untilTime {
            throw QuickAddRefusal(.untilBeforeFirst(until.typed, first: first.date), range: until.range)
        }
        if let count, times != nil {
            guard let last = pattern.lastStart(from: first), last.date.isSupported else {
                throw QuickAddRefusal(.countPastLastDay(count.typed), range: count.range)
            }
        }
        let shift = start.date.days(until: first.date)
        switch timing {
        case .allDay(let a, let b): return (pattern, .allDay(first: a.adding(days: shift), last: b.adding(days: shift)))
        case .timed(let a, let b): return (pattern, .timed(start: a.shifted(days: shift), end: b.shifted(days: shift)))
        }
    }
}
