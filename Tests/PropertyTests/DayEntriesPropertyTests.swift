import CalendarCore
import PropertyBased
import Testing
@testable import CalendarUI

/// A day's list as a cell builds it (the first few entries, the rest
/// counted, bars left out) against the plain reading of the same day:
/// every occurrence looked at, one by one.
@Suite struct DayEntriesPropertyTests {
    static let day = CivilDate(year: 2026, month: 11, day: 21)!

    /// An occurrence of `calendar` on `day`: all day, a day long or more
    /// (a bar), overnight from the day before, or a short timed one.
    static func occurrence(_ seed: Int, calendar: Int) -> EventOccurrence {
        let start: LocalDateTime, end: LocalDateTime, allDay = seed % 5 == 0
        switch seed % 5 {
        case 0: (start, end) = (LocalDateTime(date: day), LocalDateTime(date: day.adding(days: 1 + seed % 3)))
        case 1: (start, end) = (LocalDateTime(date: day.adding(days: -1), secondsOfDay: 3600), LocalDateTime(date: day, secondsOfDay: 7200))
        case 2: (start, end) = (LocalDateTime(date: day.adding(days: -2), secondsOfDay: 600), LocalDateTime(date: day.adding(days: 1)))
        default: (start, end) = (LocalDateTime(date: day, secondsOfDay: seed % 86_000), LocalDateTime(date: day, secondsOfDay: seed % 86_000 + 300))
        }
        return EventOccurrence(calendar: calendar, uid: "e\(seed)", recurrenceID: nil, summary: "Event \(seed)", isAllDay: allDay,
                               start: start, end: end)
    }

    @Test func aCellsFirstEntriesAndCountsMatchReadingEveryOccurrence() async {
        // Calendars: two known, one gone from the list (index 2), one past 63.
        let calendarChoices = [0, 1, 0, 1, 2, 70]
        let input = zip(Gen.int(in: 0...60), Gen.int(in: 0...6), zip(Gen.int(in: 0...1), Gen.int(in: 0...3)), Gen.int(in: 0...10_000))
        await propertyCheck(count: 1500, input: input) { count, limit, flags, seed in
            let (bars, hidden) = flags
            let leavingOutBars = bars == 1
            let occurrences = (0..<count).map { index in
                Self.occurrence(seed &+ index &* 7919, calendar: calendarChoices[(seed / 7 + index * (seed % 5 + 1)) % calendarChoices.count])
            }
            let kept = EventWindow.Day(occurrences: occurrences, hidden: hidden)
            #expect(kept.barIndices == occurrences.indices.filter { occurrences[$0].lastsADay })
            #expect(kept.calendars == Array(Set(occurrences.map(\.calendar))).sorted())
            for from in 0...count + 1 {
                #expect(kept.nonBarCount(from: from) == occurrences.dropFirst(from).count { !$0.lastsADay })
            }

            var marks = MarkSet()
            let categories = AppState.register([CalendarInfo(name: "Work", color: nil, path: "work"),
                                                CalendarInfo(name: "Home", color: nil, path: "home")], in: &marks)
            var state = AppState(locale: .english, firstWeekday: .sunday, today: Self.day, cursor: Self.day, marks: marks,
                                 size: ScreenSize(width: 80, height: 24))
            state.calendarCategories = categories
            state.apply(.eventsLoaded(EventWindow(days: Self.day...Self.day, byDay: [Self.day.dayNumber: kept])))

            // The plain reading: each occurrence of a known calendar, listed
            // unless it is a bar left out.
            let known = occurrences.filter { categories.indices.contains($0.calendar) }
            let listable = known.filter { !(leavingOutBars && $0.lastsADay) }
            let entries = DayEntries(on: Self.day, state: state, limit: limit, leavingOutBars: leavingOutBars)
            #expect(entries.entries.map(\.key) == listable.prefix(limit).map { EventKey($0) })
            #expect(entries.hidden == listable.count - min(limit, listable.count) + hidden)
            #expect(entries.categories == Array(Set(known.map { categories[$0.calendar] })).sorted())
        }
    }
}
