import CalendarCore
@testable import CalendarUI

extension Action {
    /// The clock showing `time`, its moment counted as if the zone were
    /// UTC: the reducer only compares the moments it is given.
    static func clock(_ time: LocalDateTime) -> Action { .clock(time, instant: TestClock.instant(time)) }
}

enum TestClock {
    static func instant(_ time: LocalDateTime) -> Int { time.date.dayNumber * 86_400 + time.secondsOfDay }
}
