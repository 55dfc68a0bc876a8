import Testing
@testable import CalendarCore
@testable import CalendarUI

/// The year page at every window size: its months inside the page, and
/// nothing drawn outside it (the agenda, legend and status line have the
/// rest). Slides and random sessions are `PropertyTests`' part.
@Suite struct YearPageBoundsTests {
    @Test(arguments: Array(stride(from: 1, through: 220, by: 3)))
    func monthsAndDrawingStayOnThePage(width: Int) {
        for height in 1...70 {
            var state = ViewGoldenTests.state(cursor: "2026-01-31", mode: .year, width: width, height: height,
                                              selected: ["2026-11-20", "2026-12-31", "2026-01-01"])
            // The cursor's month changes with the size, so every screenful is drawn.
            for _ in 0..<((width + height) % 12) { state.apply(.nextPage); state.apply(.previousPage); state.apply(.nextWeek) }
            let layout = ScreenLayout(state: state)
            guard !layout.isTooSmall else { continue }
            let year = layout.yearPage(cursorMonth: state.cursor.month)
            #expect(year.visibleMonths.contains(state.cursor.month), "\(width)x\(height): the cursor's month is shown")
            for month in year.visibleMonths {
                guard let origin = year.blockOrigin(month: month) else { Issue.record("no block for \(month)"); continue }
                #expect(origin.x - YearPageLayout.margin >= 0 && origin.x + YearPageLayout.blockWidth <= layout.pageWidth
                        && origin.y + YearPageLayout.blockRows <= layout.pageHeight, "\(width)x\(height): month \(month) at \(origin)")
            }
            guard case .year(let strip) = state.pages else { Issue.record("not a year page"); return }
            var buffer = CellBuffer(width: width, height: height)
            YearPageView.render(strip.current, state: state, layout: layout, showsCursor: true, into: &buffer, x: 0)
            for y in 0..<height {
                for x in 0..<width where x >= layout.pageWidth || y >= layout.pageHeight {
                    #expect(buffer[x, y] == .blank, "\(width)x\(height): drawn at \(x),\(y) outside the page")
                }
            }
        }
    }
}
