import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The month at 80×24 and the bars of days-long events: cells with one
/// line to list in still show a title, and a bar takes lines only in the
/// days it covers (goldens, `RECORD=1` rewrites them).
@Suite struct SmallMonthTests {
    typealias Fixture = EventViewGoldenTests

    /// January 2027 has six week rows (the 1st is a Friday), so at 80×24
    /// each cell has one line under its number: busy weekdays, a CJK
    /// title, and a four-day conference in the second week.
    static func busyJanuary(width: Int, height: Int) -> AppState {
        var state = Fixture.state(width: width, height: height, selected: [])
        state.jump(to: Fixture.day("2027-01-13"))
        var events: [EventOccurrence] = []
        for offset in 0..<31 {
            let date = Fixture.day("2027-01-01").adding(days: offset)
            guard date.weekday != .saturday, date.weekday != .sunday else { continue }
            let at = { (hour: Int, minute: Int) in LocalDateTime(date: date, secondsOfDay: hour * 3600 + minute * 60) }
            events.append(Fixture.event(0, "Standup", at(9, 0), at(9, 15)))
            events.append(Fixture.event(0, "Design review", at(11, 0), at(12, 0)))
            if offset % 3 == 0 { events.append(Fixture.event(1, "새해 카운트다운 파티", at(19, 0), at(21, 0))) }
        }
        events.append(Fixture.event(1, "Conference", Fixture.at("2027-01-12", 0), Fixture.at("2027-01-16", 0), allDay: true))
        state.apply(.eventsLoaded(EventWindow(days: Fixture.day("2026-11-01")...Fixture.day("2027-03-31"), occurrences: events)))
        return state
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func busySixWeekMonth(width: Int, height: Int) {
        Fixture().check(Self.busyJanuary(width: width, height: height), "month-busy-six-weeks-\(width)x\(height)")
    }

    @Test func aCellWithOneLineShowsTheFirstTitleAndTheCountInThatLine() {
        let screen = Screen.render(Self.busyJanuary(width: 80, height: 24)).lines.joined(separator: "\n")
        #expect(screen.contains("● Sta… +1") && screen.contains("□ Con… +3"), "\(screen)")
        #expect(!screen.contains("more"), "no cell is only a count\n\(screen)")
    }

    /// The 24th (a Tuesday) has no bar, but the bars of its week row (the
    /// birthday on the 22nd, the trip from the 26th) used to take its
    /// first line, leaving it `+2 more`.
    @Test func aDayWithoutABarListsItsEventsInTheLinesBarsTakeElsewhere() {
        let screen = Screen.render(Fixture.state(width: 80, height: 24)).lines
        let row = screen.firstIndex { $0.contains("Grandma") } ?? 0
        #expect(screen[row].contains("● Standup"), "the 24th's first line is its own\n\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("□ 치과") }, "\(screen.joined(separator: "\n"))")
    }
}
