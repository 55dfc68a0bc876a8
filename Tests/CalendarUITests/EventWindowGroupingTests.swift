import CalendarCore
import Testing
@testable import CalendarUI

/// A block's occurrences grouped into days, as the worker keeps them; the
/// grouping done ahead of need gives up when asked, so a key waits for
/// none of it.
@Suite struct EventWindowGroupingTests {
    static let days = CivilDate(year: 2026, month: 11, day: 20)!...CivilDate(year: 2026, month: 11, day: 22)!

    /// 300 events on each of three days, in a scrambled order, more than a day keeps.
    static let crowd: [EventOccurrence] = (0..<900).map { index in
        let date = days.lowerBound.adding(days: index % 3)
        let minute = (index * 7_919) % 1_440
        return EventOccurrence(calendar: 0, uid: "crowd-\(index)", recurrenceID: nil, summary: "Crowd \(index)", isAllDay: false,
                               start: LocalDateTime(date: date, secondsOfDay: minute * 60),
                               end: LocalDateTime(date: date, secondsOfDay: min(86_399, minute * 60 + 1_800)))
    }

    @Test func groupingNeverAskedToStopKeepsEachDaysFirstOccurrencesInDisplayOrder() throws {
        let grouped = try #require(EventWindow.group(Self.crowd, within: Self.days, givingUpWhen: { false }))
        #expect(grouped.count == 3)
        for date in [Self.days.lowerBound, Self.days.lowerBound.adding(days: 1), Self.days.upperBound] {
            let day = try #require(grouped[date.dayNumber])
            let expected = Self.crowd.filter { $0.start.date == date }.sorted(by: EventOccurrence.displayOrder)
            #expect(day.occurrences.map(\.uid) == expected.prefix(EventWindow.perDayLimit).map(\.uid))
            #expect(day.hidden == expected.count - EventWindow.perDayLimit)
        }
        #expect(EventWindow.group(Self.crowd, within: Self.days) == grouped)
    }

    @Test(arguments: [1, 2, 4])
    func groupingStopsAtTheFirstYesToGivingUp(asksBeforeStop: Int) {
        var asks = 0
        let grouped = EventWindow.group(Self.crowd, within: Self.days, givingUpWhen: {
            asks += 1
            return asks >= asksBeforeStop
        })
        #expect(grouped == nil)
        #expect(asks == asksBeforeStop, "it stops at the first yes")
    }
}

/// A window made of shared runs of days (the worker's blocks) reads as
/// one made of the same days: only its own days, each from the run that
/// holds it.
@Suite struct EventWindowRunsTests {
    @Test func aWindowOfRunsShowsTheSameDaysAsOneOfItsDaysAndNothingOutside() throws {
        let grouped = EventWindow.group(EventWindowGroupingTests.crowd, within: EventWindowGroupingTests.days)
        let first = EventWindowGroupingTests.days.lowerBound.dayNumber
        // Two runs: the first day alone, then the next two (the run goes on past the window's last day).
        let runs = [EventWindow.DayRun(first...first, from: grouped), EventWindow.DayRun(first + 1...first + 5, from: grouped)]
        let window = EventWindow(days: EventWindowGroupingTests.days, runs: runs)
        let plain = EventWindow(days: EventWindowGroupingTests.days, byDay: grouped)
        #expect(window == plain)
        for offset in 0..<3 {
            let date = CivilDate(dayNumber: first + offset)
            #expect(window.occurrences(on: date).map(\.uid) == grouped[first + offset]?.occurrences.map(\.uid))
            #expect(window.hiddenCount(on: date) == 100)
        }
        // A day a run holds but the window does not cover is not the window's.
        let later = EventWindow(days: CivilDate(dayNumber: first + 1)...CivilDate(dayNumber: first + 1), runs: runs)
        #expect(later.day(on: CivilDate(dayNumber: first)) == nil && later.day(on: CivilDate(dayNumber: first + 2)) == nil)
        #expect(later.day(on: CivilDate(dayNumber: first + 1)) == grouped[first + 1])
        // Equal days, one event fewer on a day: not equal.
        var fewer = grouped
        fewer[first + 2] = EventWindow.Day(occurrences: Array(grouped[first + 2]!.occurrences.dropLast()), hidden: 100)
        #expect(window != EventWindow(days: EventWindowGroupingTests.days, byDay: fewer))
    }
}
