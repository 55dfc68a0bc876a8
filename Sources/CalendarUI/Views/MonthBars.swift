import CalendarCore

/// All-day and multi-day events across the days of a month's week row,
/// one bar each, like the runs of the selection: in the calendar's colour,
/// rounded caps (`▐` `▌`) where the event starts and ends, `◀` / `▶` where
/// it goes on in the row before or after (or on another page). Bars take
/// the first rows under the day numbers of the days they cover only (the
/// other days list their own entries there); a cell too short for a lane
/// counts its bars in its "+N more".
struct MonthBars {
    let bars: WeekBars
    /// Lanes drawn: as many as the cells have rows for, keeping one row for
    /// the day's other entries.
    let rows: Int

    static let none = MonthBars(bars: WeekBars(week: [], events: nil), rows: 0)

    private init(bars: WeekBars, rows: Int) {
        self.bars = bars
        self.rows = rows
    }

    init(week: [CivilDate], state: AppState, cellHeight: Int) {
        // A cell: the day number, list rows, a blank last row. Cells with
        // fewer than two list rows draw no bars, and need none found.
        let listRows = max(0, cellHeight - 2)
        guard listRows >= 2 else {
            self = .none
            return
        }
        let bars = WeekBars(week: week, events: state.events)
        self.init(bars: bars, rows: min(bars.lanes, listRows - 1))
    }

    /// The rows the drawn bars take in the cell of `column`: down to the
    /// lowest drawn lane that covers the day (a free lane above it stays,
    /// so that a bar keeps one row across its days), none when no bar does.
    func rows(onColumn column: Int) -> Int {
        bars.bars.filter { $0.lane < rows && $0.days.contains(column) }.map { $0.lane + 1 }.max() ?? 0
    }

    /// Bars on a day of the row that have no lane drawn.
    func hidden(onColumn column: Int) -> Int {
        guard rows > 0 else { return 0 }
        return bars.bars.filter { $0.lane >= rows && $0.days.contains(column) }.count
    }

    func render(state: AppState, grid: Grid, row: Int, into buffer: inout CellBuffer, x offset: Int) {
        guard rows > 0 else { return }
        for bar in bars.bars where bar.lane < rows && state.calendarCategories.indices.contains(bar.occurrence.calendar) {
            let colour = state.categoryStyle(state.calendarCategories[bar.occurrence.calendar])
            var fill = colour
            fill.reverse = true
            let first = grid.origin(row: row, column: bar.days.lowerBound)
            let last = grid.origin(row: row, column: bar.days.upperBound)
            let startInner = DayCellPainter.inner(x: offset + first.x, width: grid.cellWidth)
            let endInner = DayCellPainter.inner(x: offset + last.x, width: grid.cellWidth)
            let left = startInner.lowerBound, right = endInner.upperBound   // exclusive
            let y = first.y + 1 + bar.lane
            guard right > left else { continue }
            buffer.fill(x: left, y: y, columns: right - left, rows: 1, style: fill)
            // The rounded ends, in the cap columns cells wide enough have.
            let capped = grid.cellWidth >= DayCellPainter.capMinimumWidth
            let startsHere = !bar.continuesBefore && bar.days.lowerBound >= 0
            if capped, startsHere { buffer.put("▐", x: left - 1, y: y, style: colour) }
            if capped, !bar.continuesAfter { buffer.put("▌", x: right, y: y, style: colour) }
            let before = bar.continuesBefore ? "◀" : ""
            let after = bar.continuesAfter ? "▶" : ""
            let room = right - left - DisplayWidth.of(before) - DisplayWidth.of(after)
            let title = DisplayWidth.fitted(DayEntries.title(of: bar.occurrence, columns: max(0, room), me: state.settings.me), toColumns: max(0, room))
            buffer.put(before + title, x: left, y: y, style: fill, maxColumns: right - left)
            if !after.isEmpty { buffer.put(after, x: right - DisplayWidth.of(after), y: y, style: fill) }
        }
    }
}
