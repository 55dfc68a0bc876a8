import CLibical
import CalendarCore

/// An RRULE or EXRULE of a shape `RecurrencePattern` does not compute
/// (BYSETPOS, BYWEEKNO, BYYEARDAY, BYHOUR…), expanded with libical's
/// iterator for the window asked for, at any distance from DTSTART.
///
/// - libical iterates wall-clock times of DTSTART's zone as floating times
///   (pure calendar arithmetic); the zone is applied to each result. Given
///   the zone, libical 3.0 moves a time skipped by summer time to the next
///   hour and keeps it there for the following days.
/// - libical iterates from a start and stops at year 2582. To answer a
///   window far from DTSTART, iteration starts from an *anchor*: a point in
///   the same phase of the rule (a whole number of intervals after DTSTART)
///   just before the window, with the BY parts DTSTART implies made
///   explicit. Past year 2500, anchor and window move back whole 400-year
///   cycles, in which the Gregorian calendar repeats exactly, and the
///   results move forward again.
/// - COUNT is turned into the last instance once (iterating from DTSTART),
///   so every window can use an anchor.
/// - Two BY parts libical 3.0 gets wrong are applied here instead: negative
///   BYMONTHDAY in rules more frequent than monthly (libical drops the
///   negative days), and BYSETPOS (libical ignores it in weekly rules and
///   miscounts a month whose -1st day is also named by number).
final class LibicalRecurrence {
    private var rule: icalrecurrencetype
    private let frequency: icalrecurrencetype_frequency
    private let interval: Int
    let start: EventTime
    private let count: Int?
    /// On DTSTART's wall clock (or the date, for all-day events).
    private var until: LocalDateTime?
    private var countResolved: Bool
    /// BYMONTHDAY values applied here (libical is given none).
    private var monthDays: [Int] = []
    /// BYSETPOS values applied here per period (libical is given none).
    private var setPositions: [Int] = []
    private var weekStart: Weekday = .monday
    /// RSCALE (RFC 7529): the rule counts in another calendar (the Korean
    /// lunar one: DANGI). Iterated from DTSTART itself, neither from a later
    /// anchor nor shifted by Gregorian 400-year cycles, which hold only in
    /// the Gregorian calendar; a yearly lunar rule is a step a year.
    private var isOtherCalendar = false

    /// A COUNT beyond this is read as no end: finding the last instance
    /// would take too long, and it lies beyond year 9999 for any real rule.
    static let largestCount = 500_000
    /// Iterations per window at most: a bound on work for any rule.
    static let stepLimit = 200_000

    /// nil for a rule libical cannot iterate (no FREQ, INTERVAL not a
    /// positive number that fits, an RSCALE calendar ICU does not have). A
    /// rule libical refuses later (say, a BYMONTHDAY of 40) gives no
    /// instances. An RSCALE rule's calendar name must outlive the rule:
    /// `RecurrenceRule` gives it one parsed from text.
    init?(_ parsed: icalrecurrencetype, start: EventTime) {
        guard parsed.freq != ICAL_NO_RECURRENCE, parsed.interval >= 1 else { return nil }
        if parsed.rscale != nil {
            // libical built without ICU, or a calendar ICU does not have: no iterator.
            guard let probe = icalrecur_iterator_new(parsed, start.wall.icalTime) else { return nil }
            icalrecur_iterator_free(probe)
            isOtherCalendar = true
        }
        rule = parsed
        frequency = parsed.freq
        interval = Int(parsed.interval)
        self.start = start
        count = parsed.count > 0 ? Int(parsed.count) : nil
        countResolved = count == nil
        rule.count = 0
        rule.until = icaltime_null_time()
        if icaltime_is_null_time(parsed.until) == 0 { until = Self.wall(ofUntil: parsed.until, start: start) }
        if parsed.week_start != ICAL_NO_WEEKDAY { weekStart = Weekday(rawValue: Int(parsed.week_start.rawValue) - 1) ?? .monday }
        takeOverBuggyParts()
    }

    /// The start of the last instance, or nil when the rule has no end
    /// (or a COUNT too large to follow).
    var lastStart: LocalDateTime? {
        resolveCountIfNeeded()
        return until
    }

    /// Whether a day can hold more than one instance (BYHOUR, BYMINUTE,
    /// BYSECOND, or a frequency under a day).
    var mayRepeatWithinADay: Bool {
        var copy = rule
        return [ICAL_SECONDLY_RECURRENCE, ICAL_MINUTELY_RECURRENCE, ICAL_HOURLY_RECURRENCE].contains(frequency)
            || [DAL_BY_HOUR, DAL_BY_MINUTE, DAL_BY_SECOND].contains { dal_by_count(&copy, $0) > 0 }
    }

    /// The starts of instances from `lower` through `upper` (wall clock of
    /// DTSTART's kind), ascending.
    func starts(from lower: LocalDateTime, through upper: LocalDateTime) -> [EventTime] {
        guard upper >= start.wall else { return [] }
        resolveCountIfNeeded()
        var found: [EventTime] = []
        iterate(from: max(lower, start.wall), through: upper) { found.append($0); return true }
        return found
    }

    // MARK: Iteration

    /// Calls `body` with each start in the range until it returns false,
    /// splitting long ranges so that no part crosses libical's years.
    private func iterate(from lower: LocalDateTime, through upper: LocalDateTime, _ body: (EventTime) -> Bool) {
        guard lower <= upper else { return }
        if let until, until < lower { return }
        var chunkStart = lower
        while chunkStart <= upper {
            let chunkEnd = min(upper, LocalDateTime(date: chunkStart.date.adding(days: 300 * 365), secondsOfDay: 86_399))
            guard iterateChunk(from: chunkStart, through: chunkEnd, body) else { return }
            chunkStart = LocalDateTime(date: chunkEnd.date.adding(days: 1), secondsOfDay: 0)
        }
    }

    /// One range of at most about 300 years. Returns false when `body`
    /// asked to stop or the rule ended.
    private func iterateChunk(from lower: LocalDateTime, through upper: LocalDateTime, _ body: (EventTime) -> Bool) -> Bool {
        // A BYSETPOS period must be seen whole: widen the range by one.
        let margin = setPositions.isEmpty ? 0 : periodDays
        let wideLower = lower.shifted(days: -margin), wideUpper = upper.shifted(days: margin)
        let anchor = isOtherCalendar ? start : self.anchor(notAfter: wideLower)
        let cycles = isOtherCalendar ? 0 : EventTime.cyclesBack(for: wideUpper)
        let shiftDays = cycles * EventTime.cycleDays
        let libicalRule = anchor.wall == start.wall && anchor.kind == start.kind ? rule : ruleWithExplicitDefaults()
        guard let iterator = icalrecur_iterator_new(libicalRule, anchor.floatingForIteration(cycles: cycles).icalTime) else { return false }
        defer { icalrecur_iterator_free(iterator) }

        var period: [LocalDateTime] = [], periodOf: Int?
        var finished = true, exhausted = true
        func emit(_ walls: [LocalDateTime]) -> Bool {
            for wall in walls where wall >= lower && wall <= upper && until.map({ wall <= $0 }) ?? true {
                if !body(EventTime(wall: wall, kind: start.kind)) { return false }
            }
            return true
        }
        for _ in 0..<Self.stepLimit {
            let next = icalrecur_iterator_next(iterator)
            guard icaltime_is_null_time(next) == 0, let found = start.with(wallOf: next) else { exhausted = false; break }
            let wall = found.wall.shifted(days: shiftDays)
            // Past UNTIL (and past the week BYSETPOS needs whole): done.
            if let until, wall > until.shifted(days: margin) { finished = false; exhausted = false; break }
            if wall > wideUpper { exhausted = false; break }
            guard matchesMonthDays(wall.date) else { continue }
            guard !setPositions.isEmpty else {
                if !emit([wall]) { return false }
                continue
            }
            let thisPeriod = periodKey(of: wall.date)
            if thisPeriod != periodOf, !period.isEmpty {
                if !emit(selectPositions(period)) { return false }
                period = []
            }
            periodOf = thisPeriod
            if period.last != wall { period.append(wall) }
        }
        if !period.isEmpty, !emit(selectPositions(period)) { return false }
        // Out of steps: more instances than any window shows; stop.
        if exhausted { return false }
        return finished
    }

    /// A point in the rule's phase (DTSTART plus whole intervals) at or
    /// before `target` less a day, or DTSTART itself. With BYSETPOS, the
    /// start of that period: positions count every instance of the period,
    /// also those before DTSTART (which are then not shown).
    private func anchor(notAfter target: LocalDateTime) -> EventTime {
        let found = phaseAnchor(notAfter: target)
        guard !setPositions.isEmpty else { return found }
        let date = found.wall.date
        let first: CivilDate
        switch frequency {
        case ICAL_WEEKLY_RECURRENCE: first = date.startOfWeek(firstWeekday: weekStart)
        case ICAL_MONTHLY_RECURRENCE: first = date.yearMonth.firstDay
        case ICAL_YEARLY_RECURRENCE: first = CivilDate(year: date.year, month: 1, day: 1)!
        default: first = date
        }
        return EventTime(wall: LocalDateTime(date: first, secondsOfDay: found.wall.secondsOfDay), kind: start.kind)
    }

    /// Which BYSETPOS period a day is in, and how long periods are at most.
    private func periodKey(of date: CivilDate) -> Int {
        switch frequency {
        case ICAL_WEEKLY_RECURRENCE: date.startOfWeek(firstWeekday: weekStart).dayNumber
        case ICAL_MONTHLY_RECURRENCE: date.year * 12 + date.month
        case ICAL_YEARLY_RECURRENCE: date.year
        default: date.dayNumber
        }
    }

    private var periodDays: Int {
        switch frequency {
        case ICAL_WEEKLY_RECURRENCE: 7
        case ICAL_MONTHLY_RECURRENCE: 31
        case ICAL_YEARLY_RECURRENCE: 366
        default: 1
        }
    }

    private func phaseAnchor(notAfter target: LocalDateTime) -> EventTime {
        let goal = target.shifted(days: -1)
        guard goal > start.wall else { return start }
        let n = interval
        func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
        let wall: LocalDateTime
        switch frequency {
        case ICAL_DAILY_RECURRENCE:
            wall = start.wall.shifted(days: floorDiv(start.wall.date.days(until: goal.date), n) * n)
        case ICAL_WEEKLY_RECURRENCE:
            wall = start.wall.shifted(days: floorDiv(start.wall.date.days(until: goal.date), 7 * n) * 7 * n)
        case ICAL_MONTHLY_RECURRENCE:
            let (y0, m0, _) = start.wall.date.components, (y1, m1, _) = goal.date.components
            let months = floorDiv((y1 * 12 + m1) - (y0 * 12 + m0), n) * n
            let month = YearMonth(year: y0, month: m0)!.adding(months: months)
            wall = LocalDateTime(date: month.firstDay, secondsOfDay: start.wall.secondsOfDay)
        case ICAL_YEARLY_RECURRENCE:
            let years = floorDiv(goal.date.year - start.wall.date.year, n) * n
            wall = LocalDateTime(date: CivilDate(year: start.wall.date.year + years, month: 1, day: 1)!,
                                 secondsOfDay: start.wall.secondsOfDay)
        default:
            let unit = frequency == ICAL_HOURLY_RECURRENCE ? 3600 : frequency == ICAL_MINUTELY_RECURRENCE ? 60 : 1
            let step = unit * n
            wall = start.wall.adding(seconds: floorDiv(start.wall.seconds(until: goal), step) * step)
        }
        return wall <= start.wall ? start : EventTime(wall: wall, kind: start.kind)
    }

    /// The rule with the BY parts DTSTART implies written out (RFC 5545
    /// 3.3.10), so that an anchor other than DTSTART gives the same days.
    private func ruleWithExplicitDefaults() -> icalrecurrencetype {
        var explicit = rule
        let (_, month, day) = start.wall.date.components
        let has = { (part: dal_by_part) in dal_by_count(&explicit, part) > 0 }
        let hasMonthDays = has(DAL_BY_MONTH_DAY) || !monthDays.isEmpty
        switch frequency {
        case ICAL_WEEKLY_RECURRENCE where !has(DAL_BY_DAY):
            dal_by_set_single(&explicit, DAL_BY_DAY, Int16(start.wall.date.weekday.rawValue + 1))
        case ICAL_MONTHLY_RECURRENCE where !has(DAL_BY_DAY) && !hasMonthDays:
            dal_by_set_single(&explicit, DAL_BY_MONTH_DAY, Int16(day))
        case ICAL_YEARLY_RECURRENCE where !has(DAL_BY_DAY) && !hasMonthDays && !has(DAL_BY_YEAR_DAY) && !has(DAL_BY_WEEK_NO):
            if !has(DAL_BY_MONTH) { dal_by_set_single(&explicit, DAL_BY_MONTH, Int16(month)) }
            dal_by_set_single(&explicit, DAL_BY_MONTH_DAY, Int16(day))
        default:
            break
        }
        return explicit
    }

    // MARK: Parts applied here

    /// Moves the BY parts libical 3.0 mishandles out of the rule it is given.
    private func takeOverBuggyParts() {
        let frequent = [ICAL_DAILY_RECURRENCE, ICAL_HOURLY_RECURRENCE, ICAL_MINUTELY_RECURRENCE, ICAL_SECONDLY_RECURRENCE].contains(frequency)
        let days = values(DAL_BY_MONTH_DAY)
        if frequent, days.contains(where: { $0 < 0 }) {
            monthDays = days
            dal_by_set_single(&rule, DAL_BY_MONTH_DAY, Int16(ICAL_RECURRENCE_ARRAY_MAX.rawValue))
        }
        let periodic = [ICAL_DAILY_RECURRENCE, ICAL_WEEKLY_RECURRENCE, ICAL_MONTHLY_RECURRENCE, ICAL_YEARLY_RECURRENCE].contains(frequency)
        if periodic, !values(DAL_BY_SET_POS).isEmpty {
            setPositions = values(DAL_BY_SET_POS)
            dal_by_set_single(&rule, DAL_BY_SET_POS, Int16(ICAL_RECURRENCE_ARRAY_MAX.rawValue))
        }
    }

    private func values(_ part: dal_by_part) -> [Int] {
        var copy = rule
        var size: Int32 = 0
        let count = Int(dal_by_count(&copy, part))
        guard let list = dal_by_list(&copy, part, &size) else { return [] }
        return (0..<count).map { Int(list[$0]) }
    }

    /// BYMONTHDAY as a limit: the day of the month, or counted from its end.
    private func matchesMonthDays(_ date: CivilDate) -> Bool {
        guard !monthDays.isEmpty else { return true }
        let (_, _, day) = date.components, length = date.yearMonth.numberOfDays
        return monthDays.contains { $0 > 0 ? $0 == day : length + $0 + 1 == day }
    }

    /// BYSETPOS within one period's instances: 1 the first, -1 the last.
    private func selectPositions(_ period: [LocalDateTime]) -> [LocalDateTime] {
        let chosen = Set(setPositions.compactMap { position -> Int? in
            let index = position > 0 ? position - 1 : period.count + position
            return period.indices.contains(index) ? index : nil
        })
        return period.indices.filter(chosen.contains).map { period[$0] }
    }

    // MARK: COUNT and UNTIL

    /// COUNT becomes UNTIL: the start of the last counted instance.
    private func resolveCountIfNeeded() {
        guard !countResolved, let count else { return }
        countResolved = true
        guard count <= Self.largestCount else { return }
        var seen = 0
        var last: LocalDateTime?
        iterate(from: start.wall, through: LocalDateTime(date: CivilDate.last.adding(days: 400), secondsOfDay: 0)) { time in
            // DTSTART counts as the first instance even when the rule would
            // not give it (RFC 5545 3.3.10); libical then leaves it out.
            if seen == 0, time.wall != start.wall { seen = 1 }
            seen += 1
            last = time.wall
            return seen < count
        }
        if count == 1 { last = start.wall; seen = 1 }
        if seen >= count, let last { until = last }
    }

    /// UNTIL on DTSTART's wall clock: RFC 5545 writes it in UTC when
    /// DTSTART has a zone (Google's `20260110T045959Z` ends a New York
    /// series on the 9th), as a date for all-day events.
    static func wall(ofUntil until: icaltimetype, start: EventTime) -> LocalDateTime? {
        guard let date = CivilDate(year: Int(until.year), month: Int(until.month), day: Int(until.day)) else { return nil }
        if until.is_date != 0 {
            // A date UNTIL on a timed series includes that whole day.
            return LocalDateTime(date: date, secondsOfDay: start.isDate ? 0 : 86_399)
        }
        let wall = LocalDateTime(date: date, secondsOfDay: Int(until.hour) * 3600 + Int(until.minute) * 60 + Int(until.second))
        guard icaltime_is_utc(until) != 0 else { return wall }
        switch start.kind {
        case .zoned(let zone):
            let instant = wall.date.dayNumber * 86_400 + wall.secondsOfDay
            return EventTime.wall(ofInstant: instant, in: zone)
        case .date:
            return LocalDateTime(date: wall.date)
        case .utc, .floating:
            return wall
        }
    }
}

extension EventTime {
    /// What libical iterates: the wall clock as a floating time (or the
    /// date), `cycles` × 400 years earlier.
    func floatingForIteration(cycles: Int) -> EventTime {
        EventTime(wall: wall.shifted(days: -cycles * EventTime.cycleDays), kind: isDate ? .date : .floating)
    }

    /// The wall clock of a zone at an instant, for any year.
    static func wall(ofInstant instant: Int, in zone: Zone) -> LocalDateTime {
        let day = instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
        let cycles = cyclesBack(for: LocalDateTime(date: CivilDate(dayNumber: day)))
        let shift = cycles * cycleDays
        return zone.wall(ofInstant: instant - shift * 86_400).shifted(days: shift)
    }
}
