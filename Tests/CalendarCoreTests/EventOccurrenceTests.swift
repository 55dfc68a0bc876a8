import Foundation
import Testing
@testable import CalendarCore

/// How an event lies on each of its days: what the agenda and `dal list`
/// write as its time span.
@Suite struct EventOccurrenceTests {
    static func at(_ date: String, _ hour: Int, _ minute: Int = 0) -> LocalDateTime {
        LocalDateTime(date: try! CivilDate.parse(date), secondsOfDay: hour * 3600 + minute * 60)
    }

    static func event(_ start: LocalDateTime, _ end: LocalDateTime, allDay: Bool = false) -> EventOccurrence {
        EventOccurrence(calendar: 0, uid: "u", recurrenceID: nil, summary: "s", isAllDay: allDay, start: start, end: end)
    }

    @Test func timeTextIsHoursAndMinutesForEveryMinuteOfTheDay() {
        for minute in 0..<1440 {
            let text = LocalDateTime(date: try! CivilDate.parse("2026-11-21"), secondsOfDay: minute * 60 + minute % 60).timeText
            #expect(text == String(format: "%02d:%02d", minute / 60, minute % 60))
        }
    }

    static func parts(_ event: EventOccurrence) -> [String] {
        var parts: [String] = []
        var day = event.days.lowerBound
        while day <= event.days.upperBound {
            switch event.part(on: day) {
            case .allDay: parts.append("all day")
            case .within(let start, let end): parts.append(start + "-" + end)
            case .starts(let start): parts.append(start + "→")
            case .ends(let end): parts.append("→" + end)
            case .throughout: parts.append("→ →")
            }
            day = day.adding(days: 1)
        }
        return parts
    }

    @Test(arguments: [
        (event(at("2026-11-21", 9), at("2026-11-21", 10)), ["09:00-10:00"]),
        (event(at("2026-11-21", 9), at("2026-11-21", 9)), ["09:00-09:00"]),   // zero length: its start day
        (event(at("2026-11-20", 22), at("2026-11-21", 2)), ["22:00→", "→02:00"]),
        (event(at("2026-11-21", 22), at("2026-11-22", 0)), ["22:00-24:00"]),   // ends at midnight: one day
        (event(at("2026-11-20", 10), at("2026-11-22", 10)), ["10:00→", "→ →", "→10:00"]),
        (event(at("2026-11-20", 20), at("2026-11-23", 0)), ["20:00→", "→ →", "→ →"]),
        (event(at("2026-11-21", 0), at("2026-11-24", 0), allDay: true), ["all day", "all day", "all day"]),
        // Clocks going back: an hour later reads earlier on the wall clock.
        (event(at("2026-11-01", 1, 30), at("2026-11-01", 1)), ["01:30-01:00"]),
    ])
    func timeSpansOnEachDay(event: EventOccurrence, expected: [String]) {
        #expect(Self.parts(event) == expected)
    }

    @Test func theLastDayOfTheCalendarHasNoNextMidnight() {
        let last = CivilDate.last
        let event = Self.event(LocalDateTime(date: last, secondsOfDay: 3600), LocalDateTime(date: last, secondsOfDay: 7200))
        #expect(event.part(on: last) == .within(start: "01:00", end: "02:00"))
    }

    @Test(arguments: [("Standup", "Standup"), ("two\nlines\there", "two lines here"), ("  \u{7}  ", "(no title)"),
                      ("", "(no title)"), ("회의\r\n끝", "회의  끝")])
    func titlesAreOneLine(summary: String, title: String) {
        var event = Self.event(Self.at("2026-11-21", 9), Self.at("2026-11-21", 10))
        event.summary = summary
        #expect(event.title == title)
    }
}
