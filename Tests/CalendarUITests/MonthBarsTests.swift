import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// Days-long events in the month view: one bar across their days, going on
/// from week row to week row, counted where a cell has no row for them.
@Suite struct MonthBarsTests {
    typealias Fixture = EventViewGoldenTests

    static func state(width: Int, height: Int, extra: [EventOccurrence]) -> AppState {
        var state = Fixture.state(width: width, height: height, selected: [])
        state.apply(.eventsLoaded(EventWindow(days: Fixture.day("2026-09-01")...Fixture.day("2027-01-31"),
                                              occurrences: Fixture.events() + extra)))
        return state
    }

    @Test func aFiveDayEventIsOneBarWithItsTitleOnce() {
        // Mon 2026-11-09 to Fri 11-13, in one week row.
        let conference = Fixture.event(1, "Conference", Fixture.at("2026-11-09", 0), Fixture.at("2026-11-14", 0), allDay: true)
        let screen = Screen.render(Self.state(width: 120, height: 40, extra: [conference]))
        let rows = screen.lines.filter { $0.contains("Conference") }
        #expect(rows.count == 1, "\(screen.lines.joined(separator: "\n"))")
        let row = rows.first ?? ""
        // The bar runs between its caps, unbroken.
        let start = row.firstIndex(of: "▐"), end = row.lastIndex(of: "▌")
        #expect(start != nil && end != nil && row[start!...end!].contains("Conference"), "\(row)")
    }

    @Test func anEventAcrossWeekRowsGoesOnFromRowToRow() {
        // Thu 2026-11-12 to Tue 11-17: two rows of the month.
        let trip = Fixture.event(1, "Road trip", Fixture.at("2026-11-12", 0), Fixture.at("2026-11-18", 0), allDay: true)
        let screen = Screen.render(Self.state(width: 120, height: 40, extra: [trip]))
        let first = screen.lines.first { $0.contains("Road trip") && $0.contains("▶") }
        let second = screen.lines.first { $0.contains("◀") }
        #expect(first != nil, "the first row says it goes on\n\(screen.lines.joined(separator: "\n"))")
        #expect(second != nil, "the next row says it began before\n\(screen.lines.joined(separator: "\n"))")
    }

    @Test func aBarWithNoRowInACellIsCountedInItsMore() {
        let days = (0..<3).map { Fixture.event(1, "Trip \($0)", Fixture.at("2026-11-09", 0), Fixture.at("2026-11-11", 0), allDay: true) }
        let state = Self.state(width: 80, height: 24, extra: days)
        let bars = MonthBars(week: (8...14).map { Fixture.day("2026-11-\($0 < 10 ? "0" : "")\($0)") }, state: state, cellHeight: 4)
        #expect(bars.rows == 1, "a 4-row cell keeps one row for its other entries")
        #expect(bars.hidden(onColumn: 1) == 2, "Monday counts the two bars it cannot draw")
        #expect(bars.hidden(onColumn: 4) == 0)
    }
}
