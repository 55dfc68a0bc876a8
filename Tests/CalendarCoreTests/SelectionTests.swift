import Testing
@testable import CalendarCore

@Suite struct SelectionTests {
    func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    @Test func toggleSelectsAndDeselects() {
        var selection = Selection()
        selection.toggle(day("2026-11-21"))
        selection.toggle(day("2026-11-22"))
        #expect(selection.count == 2)
        selection.toggle(day("2026-11-21"))
        #expect(selection.sortedDates == [day("2026-11-22")])
    }

    @Test func rangeInEitherOrderAddsToTheSelection() {
        var selection = Selection([day("2026-11-01")])
        selection.selectRange(day("2026-11-12"), day("2026-11-10"))
        #expect(selection.sortedDates.map(\.description) == ["2026-11-01", "2026-11-10", "2026-11-11", "2026-11-12"])
    }

    @Test func runPositionsBreakAtTheEndOfARow() {
        // Sunday-first rows: Sat 2026-11-07 ends a row, Sun 2026-11-08 starts one.
        let selection = Selection(["2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08", "2026-11-09", "2026-11-12"].map(day))
        let positions = ["2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08", "2026-11-09", "2026-11-12", "2026-11-13"]
            .map { selection.runPosition(of: day($0), firstWeekday: .sunday) }
        #expect(positions == [.left, .middle, .right, .left, .right, .single, nil])
        // Monday-first, the same days run on across Saturday into Sunday.
        #expect(selection.runPosition(of: day("2026-11-07"), firstWeekday: .monday) == .middle)
        #expect(selection.runPosition(of: day("2026-11-08"), firstWeekday: .monday) == .right)
        #expect(selection.runPosition(of: day("2026-11-09"), firstWeekday: .monday) == .single)
    }
}
