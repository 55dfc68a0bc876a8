import CalendarCore
import QuickAdd
import Testing

/// The parser works on the wall clock: whatever day it is, including the
/// days clocks change in any zone, a typed time is that time on the day
/// meant, and a range keeps its length on the clock.
@Suite struct WallClockTests {
    struct Expectation: Sendable {
        let phrase: String
        /// Days after today, or a weekday the day is the next of.
        let day: @Sendable (CivilDate) -> CivilDate
        let start: String
        let end: String
        let endDays: Int
    }

    static let expectations: [Expectation] = [
        Expectation(phrase: "tomorrow 9am Standup", day: { $0.adding(days: 1) }, start: "09:00", end: "10:00", endDays: 0),
        Expectation(phrase: "02:30 Backup", day: { $0 }, start: "02:30", end: "03:30", endDays: 0),
        Expectation(phrase: "01:00-03:00 Night shift", day: { $0 }, start: "01:00", end: "03:00", endDays: 0),
        Expectation(phrase: "22:00-01:00 Late show", day: { $0 }, start: "22:00", end: "01:00", endDays: 1),
        Expectation(phrase: "fri 2:30am Deploy", day: { $0.adding(days: Weekday.friday.offset(from: $0.weekday)) },
                    start: "02:30", end: "03:30", endDays: 0),
        Expectation(phrase: "in 1 week 1:30am Maintenance", day: { $0.adding(days: 7) }, start: "01:30", end: "02:30", endDays: 0),
        Expectation(phrase: "every day 02:30 Backup", day: { $0 }, start: "02:30", end: "03:30", endDays: 0),
        Expectation(phrase: "내일 새벽 2시 30분 배포", day: { $0.adding(days: 1) }, start: "02:30", end: "03:30", endDays: 0),
        Expectation(phrase: "모레 오전 1시 3시간 점검", day: { $0.adding(days: 2) }, start: "01:00", end: "04:00", endDays: 0),
    ]

    /// Every day of 2024 to 2028 as today: the days clocks change in
    /// Europe, the Americas and Australia are among them.
    @Test(arguments: expectations.indices)
    func typedTimesStayOnTheWallClockEveryDay(_ index: Int) {
        let expectation = Self.expectations[index]
        var day = CivilDate(year: 2024, month: 1, day: 1)!
        while day.year <= 2028 {
            let event = QuickAdd.parse(expectation.phrase, in: QuickAddContext(today: day, days: day...day)).event
            guard case .timed(let start, let end)? = event?.timing else {
                Issue.record("'\(expectation.phrase)' on \(day): \(String(describing: event))")
                return
            }
            let date = expectation.day(day)
            #expect(start.date == date && start.timeText == expectation.start, "'\(expectation.phrase)' on \(day): \(start)")
            #expect(end.date == date.adding(days: expectation.endDays) && end.timeText == expectation.end,
                    "'\(expectation.phrase)' on \(day): ends \(end)")
            day = day.adding(days: 1)
        }
    }
}
