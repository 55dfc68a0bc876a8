import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The pieces of a month cell's lines: the title sharing its line with the
/// count, and the lines bars take day by day.
@Suite struct MonthCellLinesTests {
    typealias Fixture = EventViewGoldenTests

    @Test func theCountAlwaysFitsBesideATitleCutByDisplayWidth() {
        let state = SmallMonthTests.busyJanuary(width: 80, height: 24)
        let entry = DayEntry(kind: .event(.allDay), title: "새해 카운트다운 파티", category: 0, source: "", symbol: "●")
        for columns in EntryList.minimumSharedTitleColumns + 4...14 {
            var buffer = CellBuffer(width: columns, height: 1)
            #expect(EntryList.putSharingRow(entry, more: 12, times: .hidden, into: &buffer, x: 0, y: 0, columns: columns, state: state))
            let line = buffer.lines[0].trimmingCharacters(in: .whitespaces)
            #expect(line.hasSuffix(" +12") && DisplayWidth.of(line) <= columns, "\(columns): \(line)")
        }
    }

    @Test func aBarTakesLinesOnlyInTheCellsItCovers() {
        let state = SmallMonthTests.busyJanuary(width: 120, height: 40)
        let week = (0..<7).map { Fixture.day("2027-01-10").adding(days: $0) }
        let bars = MonthBars(week: week, state: state, cellHeight: 5)
        #expect((0..<7).map(bars.rows(onColumn:)) == [0, 0, 1, 1, 1, 1, 0])
    }
}
