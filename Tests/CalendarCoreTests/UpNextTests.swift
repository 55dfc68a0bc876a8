import Testing
@testable import CalendarCore

/// `dal next`'s choice: the event on now (the one started last), else the
/// next to start; minutes rounded up; "soon" within 15 minutes; all-day
/// events never chosen but listed first in the rest of today.
@Suite struct UpNextTests {
    static let day = try! CivilDate.parse("2026-11-21")

    /// A wall clock as seconds since the day's midnight: a zone without
    /// offsets, so the expected minutes can be counted by hand.
    static func at(_ hour: Int, _ minute: Int, day: CivilDate = day) -> Int { (day.dayNumber * 1440 + hour * 60 + minute) * 60 }
    static func instant(_ wall: LocalDateTime) -> Int { wall.date.dayNumber * 86_400 + wall.secondsOfDay }

    static func event(_ title: String, _ start: (Int, Int), _ end: (Int, Int), day: CivilDate = day) -> EventOccurrence {
        EventOccurrence(calendar: 0, uid: title, recurrenceID: nil, summary: title, isAllDay: false,
                        start: LocalDateTime(date: day, secondsOfDay: start.0 * 3600 + start.1 * 60),
                        end: LocalDateTime(date: day, secondsOfDay: end.0 * 3600 + end.1 * 60))
    }

    static let allDay = EventOccurrence(calendar: 0, uid: "trip", recurrenceID: nil, summary: "Trip", isAllDay: true,
                                        start: LocalDateTime(date: day), end: LocalDateTime(date: day.adding(days: 1)))

    func upNext(_ events: [EventOccurrence], at now: Int) -> UpNext {
        UpNext(occurrences: events, now: now, today: Self.day, instant: Self.instant)
    }

    @Test func theNextEventIsSoonWithinFifteenMinutesAndLaterBeyond() {
        let events = [Self.allDay, Self.event("Dentist", (14, 10), (15, 0)), Self.event("Call", (16, 0), (16, 30))]
        let soon = upNext(events, at: Self.at(13, 55))
        #expect(soon.event?.summary == "Dentist" && soon.kind == .soon && soon.minutes == 15)
        let later = upNext(events, at: Self.at(13, 54))
        #expect(later.kind == .later && later.minutes == 16)
        // 30 seconds before the start: "in 1m", not "in 0m".
        let close = upNext(events, at: Self.at(14, 9) + 30)
        #expect(close.minutes == 1)
    }

    @Test func theEventOnNowIsTheOneStartedLastWithTheMinutesLeftAndHowFarItIs() {
        let events = [Self.event("Work", (9, 0), (17, 0)), Self.event("Standup", (9, 15), (9, 30)), Self.event("Lunch", (12, 0), (13, 0))]
        let now = upNext(events, at: Self.at(9, 20))
        #expect(now.event?.summary == "Standup" && now.kind == .now && now.minutes == 10 && now.percentage == 33)
        let work = upNext(events, at: Self.at(13, 0))
        #expect(work.event?.summary == "Work" && work.minutes == 240 && work.percentage == 50)
    }

    @Test func anAllDayEventIsNeverChosenButLeadsTheRestOfToday() {
        let events = [Self.allDay, Self.event("Dinner", (19, 0), (21, 0)), Self.event("Lunch", (12, 0), (13, 0)),
                      Self.event("Tomorrow", (9, 0), (10, 0), day: Self.day.adding(days: 1))]
        let next = upNext(events, at: Self.at(14, 0))
        #expect(next.event?.summary == "Dinner")
        #expect(next.restOfToday.map(\.summary) == ["Trip", "Dinner"])
        let late = upNext(events, at: Self.at(22, 0))
        #expect(late.event?.summary == "Tomorrow" && late.kind == .later && late.minutes == 11 * 60)
        #expect(upNext([Self.allDay], at: Self.at(8, 0)).kind == .none)
    }
}
