import CLibical
import Foundation
import CalendarCore

/// An RRULE or EXRULE of one event, answering "which instances start in
/// this window" at any distance from DTSTART: by calendar arithmetic
/// (`RecurrencePattern`) for the shapes calendars are made of, else with
/// libical's iterator (`LibicalRecurrence`). Only the rule as libical
/// parsed it is read, never the text.
final class RecurrenceRule {
    private enum Engine {
        case pattern(RecurrencePattern, last: LocalDateTime??)
        case libical(LibicalRecurrence)
        /// A yearly Korean lunar day (RSCALE=DANGI).
        case lunar(LunarYearlyRule)
    }

    let start: EventTime
    /// The rule as libical writes it back (`FREQ=WEEKLY;BYDAY=MO`): what a
    /// cached reading makes it again from.
    let text: String
    private let frequency: icalrecurrencetype_frequency
    private let interval: Int
    private var engine: Engine

    /// Iterations per window at most: a bound on work for any rule.
    static let stepLimit = LibicalRecurrence.stepLimit

    /// nil for a rule that cannot be expanded (no FREQ, INTERVAL not a
    /// positive number that fits, an RSCALE calendar libical lacks).
    /// `arithmetic: false` makes libical iterate every rule: the two
    /// engines are compared in the tests.
    init?(_ parsed: icalrecurrencetype, start: EventTime, arithmetic: Bool = true) {
        guard parsed.freq != ICAL_NO_RECURRENCE, parsed.interval >= 1 else { return nil }
        self.start = start
        var copy = parsed
        guard let written = icalrecurrencetype_as_string_r(&copy) else { return nil }
        text = String(cString: written)
        free(written)
        frequency = parsed.freq
        interval = Int(parsed.interval)
        // RSCALE (the Korean lunar calendar's yearly birthdays): libical
        // iterates it with ICU. Parsed again from the text, so that the
        // calendar's name is libical's own copy (a few bytes kept for the
        // run), not a pointer into the file's parse, which is freed.
        let own = parsed.rscale == nil ? parsed : icalrecurrencetype_from_string(text)
        let until = icaltime_is_null_time(parsed.until) == 0 ? LibicalRecurrence.wall(ofUntil: parsed.until, start: start) : nil
        if arithmetic, parsed.rscale == nil, let pattern = Self.pattern(of: parsed, start: start) {
            engine = .pattern(pattern, last: nil)
        } else if parsed.rscale != nil, let lunar = LunarYearlyRule(text: text, start: start, until: until) {
            engine = .lunar(lunar)
        } else if let iterated = LibicalRecurrence(own, start: start) {
            engine = .libical(iterated)
        } else {
            return nil
        }
    }

    /// A rule's text (`FREQ=WEEKLY;BYDAY=MO`) as libical parses it.
    convenience init?(text: String, start: EventTime, arithmetic: Bool = true) {
        self.init(icalrecurrencetype_from_string(text), start: start, arithmetic: arithmetic)
    }

    /// The rule as calendar arithmetic reads it: what its words are made
    /// from and what the form edits (nil when libical iterates it). A rule
    /// with BYSETPOS is computed but kept out of the form, which cannot
    /// show or keep that part: its text is shown and left as it is.
    var pattern: RecurrencePattern? {
        if case .pattern(let pattern, _) = engine, pattern.bySetPos.isEmpty { return pattern }
        return nil
    }

    /// Whether arithmetic answers for this rule (else libical iterates).
    var isComputed: Bool {
        if case .pattern = engine { return true }
        return false
    }

    /// Whether a block of `DayBlocks.length` days can hold more
    /// instances than `EventSeries.instanceLimit` (a rule every few
    /// minutes or seconds): then later ones in the block are not shown.
    var outrunsInstanceLimit: Bool {
        let seconds = frequency == ICAL_SECONDLY_RECURRENCE ? 1 : frequency == ICAL_MINUTELY_RECURRENCE ? 60
            : frequency == ICAL_HOURLY_RECURRENCE ? 3600 : 86_400
        return DayBlocks.length * 86_400 / (seconds * interval) > EventSeries.instanceLimit
    }

    /// Whether a block of `DayBlocks.length` days may hold more
    /// instances than a series shows in one: such a rule is expanded block
    /// by block, so that which instances show never depends on the window.
    var mayOutrunInstanceLimit: Bool {
        switch engine {
        case .pattern, .lunar: outrunsInstanceLimit
        case .libical(let iterated): outrunsInstanceLimit || iterated.mayRepeatWithinADay
        }
    }

    /// Whether each day holds at most one instance, on DTSTART's time of
    /// day (computed rules of a day or longer): no two instances can then
    /// name the same instant.
    var givesAtMostOnePerDay: Bool {
        guard case .pattern(let pattern, _) = engine else { return false }
        return ![.secondly, .minutely, .hourly].contains(pattern.frequency)
    }

    /// The start of the last instance (wall clock of DTSTART's kind), or
    /// nil when the rule goes on without end.
    var lastStart: LocalDateTime? {
        switch engine {
        case .libical(let iterated):
            return iterated.lastStart
        case .lunar(let lunar):
            return lunar.lastStart
        case .pattern(let pattern, let known):
            let last = known ?? pattern.lastStart(from: start.wall)
            if known == nil { engine = .pattern(pattern, last: .some(last)) }
            if let count = pattern.count, count <= RecurrencePattern.largestCount { return last ?? start.wall }
            return pattern.until
        }
    }

    /// `30 minutes`, `5 seconds`: the rule's step, for messages.
    var intervalText: String {
        let unit = frequency == ICAL_SECONDLY_RECURRENCE ? "second" : frequency == ICAL_MINUTELY_RECURRENCE ? "minute" : "hour"
        return interval == 1 ? unit : "\(interval) \(unit)s"
    }

    /// The starts of instances from `lower` through `upper` (wall clock of
    /// DTSTART's kind), ascending.
    func starts(from lower: LocalDateTime, through upper: LocalDateTime) -> [EventTime] {
        switch engine {
        case .libical(let iterated):
            return iterated.starts(from: lower, through: upper)
        case .lunar(let lunar):
            return lunar.starts(from: lower, through: upper)
        case .pattern(let pattern, let known):
            let last = known ?? pattern.lastStart(from: start.wall)
            if known == nil { engine = .pattern(pattern, last: .some(last)) }
            // COUNT with no instance left: the rule ends before its count.
            if let count = pattern.count, count <= RecurrencePattern.largestCount, last == nil { return [] }
            return pattern.starts(from: start.wall, between: lower, and: upper, last: last, limit: Self.stepLimit)
                .map { EventTime(wall: $0, kind: start.kind) }
        }
    }

    /// The rule as a `RecurrencePattern`, when it is of a shape that one computes.
    private static func pattern(of rule: icalrecurrencetype, start: EventTime) -> RecurrencePattern? {
        var copy = rule
        for part in [DAL_BY_SECOND, DAL_BY_MINUTE, DAL_BY_HOUR, DAL_BY_YEAR_DAY, DAL_BY_WEEK_NO]
        where dal_by_count(&copy, part) > 0 {
            return nil
        }
        let frequency: RecurrencePattern.Frequency
        switch rule.freq {
        case ICAL_SECONDLY_RECURRENCE: frequency = .secondly
        case ICAL_MINUTELY_RECURRENCE: frequency = .minutely
        case ICAL_HOURLY_RECURRENCE: frequency = .hourly
        case ICAL_DAILY_RECURRENCE: frequency = .daily
        case ICAL_WEEKLY_RECURRENCE: frequency = .weekly
        case ICAL_MONTHLY_RECURRENCE: frequency = .monthly
        case ICAL_YEARLY_RECURRENCE: frequency = .yearly
        default: return nil
        }
        let list = { (part: dal_by_part) -> [Int] in
            var size: Int32 = 0
            let count = Int(dal_by_count(&copy, part))
            guard let values = dal_by_list(&copy, part, &size) else { return [] }
            return (0..<count).map { Int(values[$0]) }
        }
        var weekdays: [RecurrencePattern.WeekdayNumber] = []
        for value in list(DAL_BY_DAY) {
            let day = Int(icalrecurrencetype_day_day_of_week(Int16(value)).rawValue)
            guard let weekday = Weekday(rawValue: day - 1) else { return nil }
            weekdays.append(.init(ordinal: Int(icalrecurrencetype_day_position(Int16(value))), weekday: weekday))
        }
        let weekStart = rule.week_start != ICAL_NO_WEEKDAY ? Weekday(rawValue: Int(rule.week_start.rawValue) - 1) ?? .monday : .monday
        let until = icaltime_is_null_time(rule.until) == 0 ? LibicalRecurrence.wall(ofUntil: rule.until, start: start) : nil
        if icaltime_is_null_time(rule.until) == 0, until == nil { return nil }
        return RecurrencePattern(frequency: frequency, interval: Int(rule.interval), byDay: weekdays, byMonthDay: list(DAL_BY_MONTH_DAY),
                                 byMonth: list(DAL_BY_MONTH), bySetPos: list(DAL_BY_SET_POS), weekStart: weekStart, until: until,
                                 count: rule.count > 0 ? Int(rule.count) : nil)
    }
}
