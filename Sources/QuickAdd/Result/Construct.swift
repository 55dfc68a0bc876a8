import CalendarCore

/// What one phrase of the typed text says.
enum Construct: Equatable, Sendable {
    /// A day. `untilParticle`: written with 까지 (`12월 31일까지`), which
    /// ends a repeat.
    case date(CivilDate, untilParticle: Bool = false)
    /// Days in a row, first through last.
    case dateRange(CivilDate, CivilDate)
    /// A start time (seconds of the day on the wall clock).
    case time(Int)
    case timeRange(Int, Int)
    /// `until 5pm` after a start typed elsewhere.
    case endTime(Int)
    /// `for 90m`, `2 hours`, `3 days`.
    case length(Length)
    case allDay
    case repeatRule(RepeatPhrase)
    case until(CivilDate)
    case count(Int)
    case alarm(minutes: Int)
    case calendar(String)
    /// An IANA zone name for the times (as typed, or from the table of
    /// abbreviations).
    case zone(String)
    /// Looks like one of the above but is not one: why, for the person.
    case notUnderstood(QuickAddRefusal.Problem)

    var role: QuickAddSpan.Role {
        switch self {
        case .date, .dateRange: .date
        case .time, .timeRange, .endTime: .time
        case .length: .length
        case .allDay: .allDay
        case .repeatRule, .until, .count: .repeatRule
        case .alarm: .alarm
        case .calendar: .calendar
        case .zone: .zone
        case .notUnderstood: .notUnderstood
        }
    }
}

/// A length of time; a whole number of days can also be the length of an
/// all-day event.
struct Length: Equatable, Sendable {
    var seconds: Int
    /// Only days and weeks were said (`3 days`), no hours or minutes.
    var isWholeDays: Bool
    /// Weeks or longer were said (`for 6 weeks`).
    var hasWeeks: Bool = false
    /// Ended with Korean 전 ("before"), as in `10분 전`.
    var saidBefore: Bool = false
}

/// A repeat as said, before it is anchored on a first day.
struct RepeatPhrase: Equatable, Sendable {
    var frequency: RecurrencePattern.Frequency
    var interval: Int = 1
    var byDay: [RecurrencePattern.WeekdayNumber] = []
    var byMonthDay: [Int] = []
    /// The day it names, for `every dec 25` and `매년 12월 25일`.
    var impliedDate: CivilDate?
    /// A day of the Korean lunar year (`매년 음력 3월 3일`): repeats by RSCALE=DANGI.
    var lunar: LunarDay?
}

/// Pieces of the text read as one construct.
struct Match: Sendable {
    var construct: Construct
    var pieces: Range<Int>
    /// A time whose half of the day was assumed (`at 3`, `10시`): the
    /// day's words (`tonight`, `morning`) or the preview's Tab may move it.
    var assumesHalfOfDay = false
}
