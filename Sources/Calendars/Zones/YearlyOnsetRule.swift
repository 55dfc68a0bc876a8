import CLibical
import CalendarCore

/// The RRULE of a VTIMEZONE observance: when, each year, clocks change
/// ("the last Sunday of March at 02:00"). Computed here, year by year,
/// instead of by libical's zone expansion, which iterates any rule it is
/// given from its DTSTART (a `FREQ=SECONDLY` zone rule never finished).
///
/// Only what zone rules are made of is read: `FREQ=YEARLY` with
/// `INTERVAL`, `BYMONTH`, `BYDAY` (with ordinals, within the month),
/// `BYMONTHDAY`, `UNTIL` and `COUNT`, and a single `BYHOUR`, `BYMINUTE`
/// and `BYSECOND` that give the change's time of day (Lotus Notes and
/// Domino write `BYMINUTE=0;BYHOUR=2`). Anything else is not a zone's
/// yearly change and is refused (`init` throws the reason).
struct YearlyOnsetRule {
    /// DTSTART of the observance: the first onset, and the time of day of all.
    let start: LocalDateTime
    let interval: Int
    let months: [Int]
    let monthDays: [Int]
    let weekdays: [(ordinal: Int, weekday: Weekday)]
    /// The onsets' time of day: DTSTART's, or BYHOUR/BYMINUTE/BYSECOND's.
    let secondsOfDay: Int
    /// The last onset's wall clock allowed (from UNTIL or COUNT).
    private(set) var lastWall: LocalDateTime?
    /// UNTIL as an instant: RFC 5545 writes it in UTC in a VTIMEZONE.
    private(set) var untilInstant: Int?

    /// Most onsets a COUNT is followed to; more is read as no end.
    static let largestCount = 10_000

    /// `offsetFrom` turns UNTIL (UTC) into this observance's wall clock.
    init(_ rule: icalrecurrencetype, start: LocalDateTime, offsetFrom: Int) throws(RefusalReason) {
        guard rule.rscale == nil else { throw RefusalReason("it uses RSCALE") }
        guard rule.freq == ICAL_YEARLY_RECURRENCE else {
            throw RefusalReason("it repeats \(Self.frequencyName(rule.freq)), not yearly")
        }
        var copy = rule
        for (part, name) in [(DAL_BY_YEAR_DAY, "BYYEARDAY"), (DAL_BY_WEEK_NO, "BYWEEKNO"), (DAL_BY_SET_POS, "BYSETPOS")]
        where dal_by_count(&copy, part) > 0 {
            throw RefusalReason("it uses \(name)")
        }
        guard rule.interval >= 1 else { throw RefusalReason("its INTERVAL is not a positive number") }
        self.start = start
        interval = Int(rule.interval)
        let list = { (part: dal_by_part) -> [Int] in
            var size: Int32 = 0
            let count = Int(dal_by_count(&copy, part))
            guard let values = dal_by_list(&copy, part, &size) else { return [] }
            return (0..<count).map { Int(values[$0]) }
        }
        // One time of day a year's change happens at; several would be
        // several changes a day, which no zone has.
        var time = [start.secondsOfDay / 3600, start.secondsOfDay / 60 % 60, start.secondsOfDay % 60]
        for (index, (part, name, limit)) in [(DAL_BY_HOUR, "BYHOUR", 23), (DAL_BY_MINUTE, "BYMINUTE", 59), (DAL_BY_SECOND, "BYSECOND", 60)]
            .enumerated() {
            let values = list(part)
            guard values.count <= 1 else { throw RefusalReason("its \(name) names more than one time of day") }
            guard let value = values.first else { continue }
            guard (0...limit).contains(value) else { throw RefusalReason("its \(name) is out of range") }
            time[index] = min(value, 59)
        }
        secondsOfDay = time[0] * 3600 + time[1] * 60 + time[2]
        months = list(DAL_BY_MONTH).filter { (1...12).contains($0) }
        monthDays = list(DAL_BY_MONTH_DAY).filter { $0 != 0 && abs($0) <= 31 }
        weekdays = list(DAL_BY_DAY).compactMap { value in
            let day = Int(icalrecurrencetype_day_day_of_week(Int16(value)).rawValue)
            guard let weekday = Weekday(rawValue: day - 1) else { return nil }
            return (Int(icalrecurrencetype_day_position(Int16(value))), weekday)
        }
        if months.isEmpty, !weekdays.isEmpty { throw RefusalReason("its BYDAY has no BYMONTH to count in") }
        if icaltime_is_null_time(rule.until) == 0,
           let date = CivilDate(year: Int(rule.until.year), month: Int(rule.until.month), day: Int(rule.until.day)) {
            let seconds = rule.until.is_date != 0 ? 86_399 : Int(rule.until.hour) * 3600 + Int(rule.until.minute) * 60 + Int(rule.until.second)
            let wall = LocalDateTime(date: date, secondsOfDay: seconds)
            if icaltime_is_utc(rule.until) != 0 {
                untilInstant = date.dayNumber * 86_400 + seconds
                lastWall = wall.adding(seconds: offsetFrom)
            } else {
                lastWall = wall
            }
        }
        if rule.count > 0, Int(rule.count) <= Self.largestCount { lastWall = wallOfOnset(number: Int(rule.count)) }
    }

    /// Whether onsets go on without end.
    var isOpenEnded: Bool { lastWall == nil }

    /// The onsets in a year, ascending, from DTSTART and within the rule's end.
    func walls(inYear year: Int) -> [LocalDateTime] {
        guard year >= start.date.year, (year - start.date.year) % interval == 0, lastWall.map({ year <= $0.date.year }) ?? true else {
            return []
        }
        var found: [LocalDateTime] = []
        for month in months.isEmpty ? [start.date.month] : months {
            guard let first = CivilDate(year: year, month: month, day: 1) else { continue }
            let length = first.yearMonth.numberOfDays
            for day in 1...length {
                let date = first.adding(days: day - 1)
                guard matches(date, day: day, length: length) else { continue }
                let wall = LocalDateTime(date: date, secondsOfDay: secondsOfDay)
                if wall >= start, lastWall.map({ wall <= $0 }) ?? true { found.append(wall) }
            }
        }
        return found.sorted()
    }

    private func matches(_ date: CivilDate, day: Int, length: Int) -> Bool {
        if monthDays.isEmpty, weekdays.isEmpty { return day == start.date.day }
        if !monthDays.isEmpty, !monthDays.contains(where: { $0 > 0 ? $0 == day : length + $0 + 1 == day }) { return false }
        guard !weekdays.isEmpty else { return true }
        let weekday = date.weekday
        let fromStart = (day - 1) / 7 + 1, fromEnd = -((length - day) / 7 + 1)
        return weekdays.contains { $0.weekday == weekday && ($0.ordinal == 0 || $0.ordinal == fromStart || $0.ordinal == fromEnd) }
    }

    /// The wall clock of the COUNT-th onset, DTSTART being the first.
    private func wallOfOnset(number count: Int) -> LocalDateTime? {
        var seen = 0
        var year = start.date.year
        // A rule whose days never come (BYMONTH=2;BYMONTHDAY=30) ends here too.
        while year <= start.date.year + Self.largestCount * interval, year <= CivilDate.supportedYears.upperBound {
            for wall in walls(inYear: year) {
                if seen == 0, wall != start { seen = 1 }
                seen += 1
                if seen >= count { return wall }
            }
            year += interval
        }
        return nil
    }

    private static func frequencyName(_ frequency: icalrecurrencetype_frequency) -> String {
        switch frequency {
        case ICAL_SECONDLY_RECURRENCE: "every second"
        case ICAL_MINUTELY_RECURRENCE: "every minute"
        case ICAL_HOURLY_RECURRENCE: "hourly"
        case ICAL_DAILY_RECURRENCE: "daily"
        case ICAL_WEEKLY_RECURRENCE: "weekly"
        case ICAL_MONTHLY_RECURRENCE: "monthly"
        default: "without a FREQ"
        }
    }
}

/// Why a part of a file is not read, for a warning.
struct RefusalReason: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
