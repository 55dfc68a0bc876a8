import CalendarCore

/// Where things go on a screen of a given size. Shared by the views that
/// draw and by mouse hit-testing, so a click lands on the day it shows.
public struct ScreenLayout: Equatable, Sendable {
    public let size: ScreenSize
    public let mode: ViewMode
    /// A row above the status line for the category legend.
    public let hasLegend: Bool
    /// Room for the agenda panel is taken on wide windows only when there
    /// are categories or calendars to list.
    public let hasAgenda: Bool
    /// Zones besides the viewer's whose hours the week's grid shows.
    public let otherZones: Int

    /// The narrowest day cell (a cursor label `[21]` needs four columns).
    public static let minimumCellWidth = 4
    /// Week view switches from seven columns to seven rows below this
    /// column width.
    public static let minimumWeekColumnWidth = 10
    static let titleRows = 2        // title + weekday header
    static let statusRows = 1
    /// Windows at least this wide show the cursor day's agenda beside the
    /// pages.
    public static let agendaMinimumWindowWidth = 120

    public init(size: ScreenSize, mode: ViewMode, hasLegend: Bool = false, hasAgenda: Bool = false, otherZones: Int = 0) {
        self.otherZones = otherZones
        self.size = size
        self.mode = mode
        self.hasLegend = hasLegend
        self.hasAgenda = hasAgenda
    }

    public init(state: AppState) {
        self.init(size: state.size, mode: state.mode, hasLegend: !state.marks.isEmpty, hasAgenda: !state.marks.isEmpty,
                  otherZones: state.settings.alsoShowZones.count)
    }

    /// Columns of the hour grid's hours: the viewer's and each other zone's.
    public var hourColumnsWidth: Int { HourGridGeometry.hourColumnWidth * (1 + otherZones) }

    var legendRows: Int { hasLegend ? 1 : 0 }

    /// The smallest window the view can be drawn in.
    public var minimumSize: ScreenSize {
        switch mode {
        case .month:
            // Six week rows fit every month.
            ScreenSize(width: 7 * ScreenLayout.minimumCellWidth,
                       height: ScreenLayout.titleRows + 6 + ScreenLayout.statusRows + legendRows)
        case .week:
            ScreenSize(width: 7 * ScreenLayout.minimumCellWidth, height: 1 + 7 + ScreenLayout.statusRows + legendRows)
        case .agenda:
            // A day's header and two of its lines under the title.
            ScreenSize(width: 7 * ScreenLayout.minimumCellWidth, height: 1 + 3 + ScreenLayout.statusRows + legendRows)
        case .year:
            // One month with the year over it; 80×24 shows six.
            ScreenSize(width: YearPageLayout.minimumPageWidth,
                       height: YearPageLayout.minimumPageHeight + ScreenLayout.statusRows + legendRows)
        }
    }

    public var isTooSmall: Bool {
        size.width < minimumSize.width || size.height < minimumSize.height
    }

    /// Columns of the agenda panel at the right (0: none).
    public var agendaWidth: Int {
        guard hasAgenda, size.width >= ScreenLayout.agendaMinimumWindowWidth else { return 0 }
        // The hour grid is the week's agenda: below this width its columns need the room more.
        if size.width < ScreenLayout.hourGridAgendaMinimumWindowWidth, hourGridFits(pageWidth: size.width) { return 0 }
        return min(44, max(30, size.width / 4))
    }

    /// Windows at least this wide show the agenda beside the hour grid too.
    static let hourGridAgendaMinimumWindowWidth = 160

    /// Columns of a page: the window left of the agenda.
    public var pageWidth: Int { size.width - agendaWidth }

    /// Rows above the status line.
    public var pageHeight: Int { max(0, size.height - ScreenLayout.statusRows - legendRows) }

    /// Week view as seven columns (wide windows) or seven rows (narrow).
    public var weekUsesColumns: Bool {
        pageWidth / 7 >= ScreenLayout.minimumWeekColumnWidth && pageHeight >= ScreenLayout.titleRows + 2
    }

    /// Week view as an hour grid: seven columns with room for the hours
    /// (a list per day below that).
    public var weekUsesHourGrid: Bool { hourGridFits(pageWidth: pageWidth) }

    /// Week view as the cursor's day alone on the hour grid: tall windows
    /// too narrow for seven columns of it.
    public var weekUsesDayGrid: Bool {
        mode == .week && !weekUsesHourGrid && pageHeight >= HourGridGeometry.minimumPageHeight
            && pageWidth - hourColumnsWidth >= ScreenLayout.minimumDayGridWidth
    }

    /// Either form of the hour grid.
    public var weekUsesTimeGrid: Bool { weekUsesHourGrid || weekUsesDayGrid }

    /// The narrowest day column the day's grid is drawn with.
    static let minimumDayGridWidth = 20

    /// The days the hour grid shows of a week page: all seven, or the one
    /// on the cursor's weekday (the cursor's own day on the current page).
    func gridDays(of page: WeekPage, cursor: CivilDate) -> [CivilDate] {
        guard weekUsesDayGrid else { return page.days }
        return [page.days.first { $0.weekday == cursor.weekday } ?? page.days[0]]
    }

    private func hourGridFits(pageWidth: Int) -> Bool {
        mode == .week && pageWidth - hourColumnsWidth >= 7 * ScreenLayout.minimumWeekColumnWidth
            && pageHeight >= HourGridGeometry.minimumPageHeight
    }

    /// The day grid of a month page with `rows` week rows.
    public func monthGrid(rows: Int) -> Grid {
        let cellWidth = max(ScreenLayout.minimumCellWidth, pageWidth / 7)
        let cellHeight = max(1, (pageHeight - ScreenLayout.titleRows) / max(rows, 1))
        return Grid(originX: max(0, (pageWidth - 7 * cellWidth) / 2), originY: ScreenLayout.titleRows,
                    cellWidth: cellWidth, cellHeight: cellHeight, rows: rows, columns: 7)
    }

    /// Seven day columns (one row of cells) or seven day rows.
    public var weekGrid: Grid {
        if weekUsesTimeGrid {
            // The day columns right of the hours (clicks find the day there).
            let geometry = HourGridGeometry(layout: self, barLanes: 0, topMinute: 0)
            return Grid(originX: geometry.daysX, originY: 1, cellWidth: geometry.dayWidth,
                        cellHeight: max(1, pageHeight - 1), rows: 1, columns: geometry.columns)
        }
        if weekUsesColumns {
            let cellWidth = pageWidth / 7
            return Grid(originX: (pageWidth - 7 * cellWidth) / 2, originY: 1, cellWidth: cellWidth,
                        cellHeight: max(1, pageHeight - 1), rows: 1, columns: 7)
        }
        return Grid(originX: 0, originY: 1, cellWidth: pageWidth,
                    cellHeight: max(1, (pageHeight - 1) / 7), rows: 7, columns: 1)
    }

    /// The months of a year page, scrolled to show the cursor's month.
    public func yearPage(cursorMonth: Int) -> YearPageLayout {
        YearPageLayout(pageWidth: pageWidth, pageHeight: pageHeight, cursorMonth: cursorMonth)
    }

    /// The date drawn at a screen position on the current page (`cursor`
    /// decides which months a year page shows).
    public func date(atX x: Int, y: Int, pages: Pages, cursor: CivilDate) -> CivilDate? {
        guard !isTooSmall, y < pageHeight, x < pageWidth else { return nil }
        switch pages {
        case .month(let buffer):
            let page = buffer.current
            guard let cell = monthGrid(rows: page.rowCount).cell(atX: x, y: y) else { return nil }
            return page.cell(row: cell.row, column: cell.column).date
        case .week(let buffer):
            guard let cell = weekGrid.cell(atX: x, y: y) else { return nil }
            if weekUsesDayGrid { return gridDays(of: buffer.current, cursor: cursor)[0] }
            return buffer.current.firstDay.adding(days: weekUsesColumns ? cell.column : cell.row)
        case .year(let buffer):
            return yearPage(cursorMonth: cursor.month).date(atX: x, y: y, page: buffer.current)
        }
    }
}

/// A rectangle of equal cells.
public struct Grid: Equatable, Sendable {
    public let originX, originY, cellWidth, cellHeight, rows, columns: Int

    /// Top-left corner of a cell.
    public func origin(row: Int, column: Int) -> (x: Int, y: Int) {
        (originX + column * cellWidth, originY + row * cellHeight)
    }

    /// The cell at a screen position, if any.
    public func cell(atX x: Int, y: Int) -> (row: Int, column: Int)? {
        guard x >= originX, y >= originY else { return nil }
        let column = (x - originX) / cellWidth, row = (y - originY) / cellHeight
        guard row < rows, column < columns else { return nil }
        return (row, column)
    }
}
