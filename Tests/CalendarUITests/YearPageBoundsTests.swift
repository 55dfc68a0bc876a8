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
            // The cursor's month changes with the size, so every screenful
            // (the last ones, clamped, too) is drawn.
            let month = (width + height) % 12 + 1
            let state = ViewGoldenTests.state(cursor: "2026-\(month < 10 ? "0" : "")\(month)-15", mode: .year, width: width,
                                              height: height, selected: ["2026-11-20", "2026-12-31", "2026-01-01"])
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
            // A click lands on the day drawn there: every visible day's
            // digits, and the day the hit-test finds under them.
            for month in year.visibleMonths {
                guard let grid = year.dayGrid(month: month) else { continue }
                let page = strip.current.month(month)
                for row in 0..<page.rowCount {
                    for column in 0..<7 where page.cell(row: row, column: column).inMonth {
                        let date = page.cell(row: row, column: column).date
                        let origin = grid.origin(row: row, column: column)
                        let digits = String((1...2).map { buffer.character(x: origin.x + $0, y: origin.y) })
                        #expect(digits.trimmingPrefix(" ") == String(date.day), "\(width)x\(height): \(date) drawn as '\(digits)'")
                        #expect(layout.date(atX: origin.x + 2, y: origin.y, pages: state.pages, cursor: state.cursor) == date, "\(width)x\(height): \(date)")
                    }
                }
            }
        }
    }
}
