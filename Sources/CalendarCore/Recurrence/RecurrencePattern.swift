/// A recurrence rule (RFC 5545 3.3.10) of the shapes calendars are made of,
/// computed by calendar arithmetic straight for the days asked for: no
/// iteration from DTSTART, so a rule from 1990 costs what one from last
/// week costs, and COUNT is found without walking the instances.
///
/// Supported (`init` returns nil otherwise, and the caller iterates with
/// libical):
/// - DAILY, WEEKLY, MONTHLY, YEARLY with INTERVAL, COUNT or UNTIL, WKST;
/// - BYMONTH, BYMONTHDAY (also negative) and BYDAY (with ordinals where
///   RFC 5545 allows them: MONTHLY, and YEARLY with BYMONTH), as the RFC's
///   table says each expands or limits;
/// - BYSETPOS over each period's days (a day holds one instance here, so
///   the period's set is its days): "the last weekday of the month";
/// - HOURLY, MINUTELY, SECONDLY without BY parts.
/// Not: BYWEEKNO, BYYEARDAY, BYHOUR, BYMINUTE, BYSECOND, and YEARLY rules
/// with BYDAY or BYMONTHDAY but no BYMONTH.
///
/// Times are wall-clock times of DTSTART's kind; the caller applies zones.
public struct RecurrencePattern: Hashable, Sendable {
    public enum Frequency: Int, Sendable {
        case secondly, minutely, hourly, daily, weekly, monthly, yearly
    }

    public struct WeekdayNumber: Hashable, Sendable {
        /// 0: every such weekday of the period; n: the nth; -n: the nth from the end.
        public let ordinal: Int
        public let weekday: Weekday

        public init(ordinal: Int, weekday: Weekday) {
            self.ordinal = ordinal
            self.weekday = weekday
        }
    }

    public let frequency: Frequency
    public let interval: Int
    public let byDay: [WeekdayNumber]
    public let byMonthDay: [Int]
    public let byMonth: [Int]
    /// BYSETPOS: which of each period's days are kept (1 the first, -1 the
    /// last), counted before DTSTART, UNTIL and COUNT cut the series.
    public let bySetPos: [Int]
    public let weekStart: Weekday
    /// The last instance allowed (UNTIL on DTSTART's wall clock).
    public let until: LocalDateTime?
    public let count: Int?

    /// Most COUNT followed; a larger one is read as no end (beyond year
    /// 9999 for any real rule).
    public static let largestCount = 500_000

    public init?(frequency: Frequency, interval: Int, byDay: [WeekdayNumber] = [], byMonthDay: [Int] = [],
                 byMonth: [Int] = [], bySetPos: [Int] = [], weekStart: Weekday = .monday, until: LocalDateTime? = nil,
                 count: Int? = nil) {
        guard interval >= 1, byMonth.allSatisfy({ (1...12).contains($0) }), bySetPos.allSatisfy({ $0 != 0 && abs($0) <= 366 }),
              byMonthDay.allSatisfy({ $0 != 0 && abs($0) <= 31 }), byDay.allSatisfy({ abs($0.ordinal) <= 53 }) else { return nil }
        let ordinals = byDay.contains { $0.ordinal != 0 }
        switch frequency {
        case .secondly, .minutely, .hourly:
            guard byDay.isEmpty, byMonthDay.isEmpty, byMonth.isEmpty, bySetPos.isEmpty else { return nil }
        case .daily:
            guard !ordinals else { return nil }
        case .weekly:
            guard !ordinals, byMonthDay.isEmpty else { return nil }
        case .monthly:
            guard byDay.allSatisfy({ abs($0.ordinal) <= 5 }) else { return nil }
        case .yearly:
            guard byMonth.isEmpty ? byDay.isEmpty && byMonthDay.isEmpty : byDay.allSatisfy({ abs($0.ordinal) <= 5 }) else { return nil }
        }
        self.frequency = frequency
        self.interval = interval
        self.byDay = byDay
        self.byMonthDay = byMonthDay
        self.byMonth = byMonth.sorted()
        self.bySetPos = bySetPos
        self.weekStart = weekStart
        self.until = until
        self.count = count.flatMap { $0 > 0 ? $0 : nil }
    }

    // MARK: Instances

    /// The starts from `lower` through `upper`, ascending, at most `limit`
    /// (DTSTART included when the rule gives it; the caller adds DTSTART
    /// itself, which RFC 5545 counts as the first instance always). `last`
    /// is `lastStart(from:)` for a rule with COUNT.
    public func starts(from start: LocalDateTime, between lower: LocalDateTime, and upper: LocalDateTime,
                       last: LocalDateTime?, limit: Int) -> [LocalDateTime] {
        var bound = upper
        if let until, until < bound { bound = until }
        if let last, last < bound { bound = last }
        let low = max(lower, start)
        guard low <= bound, limit > 0 else { return [] }
        var found: [LocalDateTime] = []
        if let unit = secondsPerStep {
            let step = unit * interval
            let skipped = max(0, (start.seconds(until: low) + step - 1) / step)
            var time = start.adding(seconds: skipped * step)
            while time <= bound, found.count < limit {
                found.append(time)
                time = time.adding(seconds: step)
            }
            return found
        }
        var period = periodStart(containing: low.date, start: start.date)
        while period <= bound.date, found.count < limit {
            for date in dates(inPeriodStarting: period, start: start.date) {
                let time = LocalDateTime(date: date, secondsOfDay: start.secondsOfDay)
                guard time >= low else { continue }
                guard time <= bound, found.count < limit else { return found }
                found.append(time)
            }
            period = nextPeriod(after: period)
        }
        return found
    }

    /// The COUNT-th instance (DTSTART the first), or nil without COUNT or
    /// when the rule ends before it.
    public func lastStart(from start: LocalDateTime) -> LocalDateTime? {
        guard let count, count <= Self.largestCount else { return nil }
        guard count > 1 else { return start }
        if let unit = secondsPerStep { return bounded(start.adding(seconds: (count - 1) * unit * interval)) }
        if frequency == .daily, byDay.isEmpty, byMonthDay.isEmpty, byMonth.isEmpty {
            return bounded(LocalDateTime(date: start.date.adding(days: (count - 1) * interval), secondsOfDay: start.secondsOfDay))
        }
        var seen = 0
        var period = periodStart(containing: start.date, start: start.date)
        let horizon = CivilDate.last.adding(days: 400)
        var emptyPeriods = 0
        while period <= horizon {
            let dates = dates(inPeriodStarting: period, start: start.date)
            emptyPeriods = dates.isEmpty ? emptyPeriods + 1 : 0
            // A rule whose days never come (BYMONTH=2;BYMONTHDAY=30) has no more.
            if emptyPeriods > 400 * 12 { return nil }
            for date in dates {
                let time = LocalDateTime(date: date, secondsOfDay: start.secondsOfDay)
                guard time >= start else { continue }
                if let until, time > until { return nil }
                // DTSTART counts first even where the rule would not give it.
                if seen == 0, time != start { seen = 1 }
                seen += 1
                if seen >= count { return time }
            }
            period = nextPeriod(after: period)
        }
        return nil
    }

    private func bounded(_ time: LocalDateTime) -> LocalDateTime? {
        until.map { time <= $0 ? time : nil } ?? time
    }

    private var secondsPerStep: Int? {
        switch frequency {
        case .secondly: 1
        case .minutely: 60
        case .hourly: 3600
        default: nil
        }
    }

    // MARK: Periods

    /// The first day of the period in the rule's phase (DTSTART's period
    /// plus whole intervals) at or before the one holding `date`.
    private func periodStart(containing date: CivilDate, start: CivilDate) -> CivilDate {
        let target = max(date, start)
        switch frequency {
        case .weekly:
            let first = start.startOfWeek(firstWeekday: weekStart)
            let weeks = first.days(until: target.startOfWeek(firstWeekday: weekStart)) / 7
            return first.adding(days: weeks / interval * interval * 7)
        case .monthly:
            let months = (target.year - start.year) * 12 + target.month - start.month
            return start.yearMonth.adding(months: months / interval * interval).firstDay
        case .yearly:
            let years = (target.year - start.year) / interval * interval
            return CivilDate(year: start.year + years, month: 1, day: 1)!
        default:
            return start.adding(days: start.days(until: target) / interval * interval)
        }
    }

    private func nextPeriod(after period: CivilDate) -> CivilDate {
        switch frequency {
        case .weekly: period.adding(days: 7 * interval)
        case .monthly: period.yearMonth.adding(months: interval).firstDay
        case .yearly: CivilDate(year: period.year + interval, month: 1, day: 1) ?? CivilDate.last.adding(days: 1000)
        default: period.adding(days: interval)
        }
    }

    /// The days the rule gives in one period, ascending.
    private func dates(inPeriodStarting period: CivilDate, start: CivilDate) -> [CivilDate] {
        let all = allDates(inPeriodStarting: period, start: start)
        guard !bySetPos.isEmpty else { return all }
        let kept = Set(bySetPos.compactMap { position -> Int? in
            let index = position > 0 ? position - 1 : all.count + position
            return all.indices.contains(index) ? index : nil
        })
        return all.indices.filter(kept.contains).map { all[$0] }
    }

    /// The days of one period before BYSETPOS chooses among them.
    private func allDates(inPeriodStarting period: CivilDate, start: CivilDate) -> [CivilDate] {
        switch frequency {
        case .weekly:
            let weekdays = byDay.isEmpty ? [start.weekday] : byDay.map(\.weekday)
            return (0..<7).map { period.adding(days: $0) }.filter { weekdays.contains($0.weekday) && monthAllowed($0) }
        case .monthly:
            guard monthAllowed(period) else { return [] }
            return days(inMonth: period.yearMonth, start: start)
        case .yearly:
            guard !byMonth.isEmpty else {
                return CivilDate(year: period.year, month: start.month, day: start.day).map { [$0] } ?? []
            }
            return byMonth.flatMap { days(inMonth: YearMonth(year: period.year, month: $0)!, start: start) }
        default:
            let date = period
            guard monthAllowed(date) else { return [] }
            if !byMonthDay.isEmpty, !byMonthDay.contains(where: { Self.monthDay($0, in: date.yearMonth) == date.day }) { return [] }
            if !byDay.isEmpty, !byDay.contains(where: { $0.weekday == date.weekday }) { return [] }
            return [date]
        }
    }

    /// BYMONTHDAY and BYDAY within one month (BYDAY limits BYMONTHDAY when
    /// both are given); DTSTART's day of month when neither is.
    private func days(inMonth month: YearMonth, start: CivilDate) -> [CivilDate] {
        let length = month.numberOfDays, first = month.firstDay
        var days: [Int]
        if !byMonthDay.isEmpty {
            days = byMonthDay.compactMap { Self.monthDay($0, in: month) }
            if !byDay.isEmpty {
                days = days.filter { day in byDay.contains { matches($0, day: day, first: first, length: length) } }
            }
        } else if !byDay.isEmpty {
            days = (1...length).filter { day in byDay.contains { matches($0, day: day, first: first, length: length) } }
        } else {
            days = start.day <= length ? [start.day] : []
        }
        return Set(days).sorted().map { first.adding(days: $0 - 1) }
    }

    private func matches(_ entry: WeekdayNumber, day: Int, first: CivilDate, length: Int) -> Bool {
        guard first.adding(days: day - 1).weekday == entry.weekday else { return false }
        if entry.ordinal > 0 { return (day - 1) / 7 + 1 == entry.ordinal }
        if entry.ordinal < 0 { return (length - day) / 7 + 1 == -entry.ordinal }
        return true
    }

    private func monthAllowed(_ date: CivilDate) -> Bool {
        byMonth.isEmpty || byMonth.contains(date.month)
    }

    /// A BYMONTHDAY value as a day of `month` (negative: from its end), or
    /// nil when the month has no such day.
    private static func monthDay(_ value: Int, in month: YearMonth) -> Int? {
        let length = month.numberOfDays
        let day = value > 0 ? value : length + value + 1
        return (1...length).contains(day) ? day : nil
    }
}
