import CalendarCore

/// Where the year page puts its twelve months: compact month blocks as
/// `dal print -y` lays them out (a name, a weekday header, six week rows,
/// three columns a day), in bands of as many months across as the page
/// width holds (6, 4, 3, 2 or 1, so that every band is full), under the
/// year as a title. Shared by `YearPageView` and mouse hit-testing.
///
/// When every band fits with rows to spare, the weeks grow taller (up to
/// four rows a week) so that the months fill the window's height, each
/// day a block the heat map shades.
///
/// When the page is too short for every band, it shows as many bands as
/// fit, a screenful at a time: the screenful holding the cursor's month
/// (the last one ends with December). The scroll is a function of the
/// cursor alone, so no view keeps state and a page slides in with the same
/// months showing.
public struct YearPageLayout: Equatable, Sendable {
    /// Three columns a day, 21 a month, as in `dal print -y`.
    static let dayColumns = PrintLayout.compactDayColumns
    static let blockWidth = PrintLayout.blockWidth(weekNumbers: false, compact: true)
    static let blockGap = PrintLayout.monthGap
    /// The cursor's `[` stands in the column before a month's first day
    /// column (its `]` in the blank column after a day's digits).
    static let margin = 1
    /// The year, then a blank row.
    static let titleRows = 2
    /// A month's name, the weekday header and six weeks of one row (every month fits).
    static let blockRows = 2 + 6
    static let maximumWeekRows = 4
    /// A blank row between two bands.
    static let bandGap = 1
    static let acrossChoices = [6, 4, 3, 2, 1]

    /// The smallest page that shows one band of one month.
    static let minimumPageWidth = blockWidth + 2 * margin
    static let minimumPageHeight = titleRows + blockRows

    /// Months side by side in a band.
    public let across: Int
    /// Bands that fit the page height (at least one), and the first shown.
    public let visibleBands: Int
    public let firstBand: Int
    /// The left edge of the first month's day columns.
    let originX: Int
    /// Rows a week takes (1 to 4).
    public let weekRows: Int

    public init(pageWidth: Int, pageHeight: Int, cursorMonth: Int) {
        across = Self.acrossChoices.first { Self.width(across: $0) + 2 * Self.margin <= pageWidth } ?? 1
        originX = max(Self.margin, (pageWidth - Self.width(across: across)) / 2)
        let bands = 12 / across
        let fitting = (pageHeight - Self.titleRows + Self.bandGap) / (Self.blockRows + Self.bandGap)
        visibleBands = min(bands, max(1, fitting))
        weekRows = visibleBands < bands ? 1 : (1...Self.maximumWeekRows).last { rows in
            Self.titleRows + bands * (2 + 6 * rows) + (bands - 1) * Self.bandGap <= pageHeight
        } ?? 1
        let cursorBand = (min(max(cursorMonth, 1), 12) - 1) / across
        firstBand = min(cursorBand / visibleBands * visibleBands, bands - visibleBands)
    }

    static func width(across: Int) -> Int { across * blockWidth + (across - 1) * blockGap }

    /// The months on screen, January = 1.
    public var visibleMonths: ClosedRange<Int> { (firstBand * across + 1)...((firstBand + visibleBands) * across) }

    /// Months above and below the screenful, for the title row's hints.
    var hiddenBefore: ClosedRange<Int>? { firstBand > 0 ? 1...(visibleMonths.lowerBound - 1) : nil }
    var hiddenAfter: ClosedRange<Int>? { visibleMonths.upperBound < 12 ? (visibleMonths.upperBound + 1)...12 : nil }

    /// The top-left corner of a month's block (its name's row), nil when
    /// the month is scrolled out of view.
    func blockOrigin(month: Int) -> (x: Int, y: Int)? {
        guard visibleMonths.contains(month) else { return nil }
        let band = (month - 1) / across - firstBand, column = (month - 1) % across
        return (originX + column * (Self.blockWidth + Self.blockGap), Self.titleRows + band * (2 + 6 * weekRows + Self.bandGap))
    }

    /// A month's day cells: a cell is the column of the cursor's `[` and
    /// the two digits, so that its `]` falls into the next cell's first
    /// column (blank, as only the digits are drawn there).
    func dayGrid(month: Int) -> Grid? {
        blockOrigin(month: month).map { origin in
            Grid(originX: origin.x - Self.margin, originY: origin.y + 2, cellWidth: Self.dayColumns, cellHeight: weekRows,
                 rows: 6, columns: 7)
        }
    }

    /// The day of `page` drawn at a position, if any (the days of other
    /// months are not drawn on a year page).
    func date(atX x: Int, y: Int, page: YearPage) -> CivilDate? {
        for month in visibleMonths {
            guard let cell = dayGrid(month: month)?.cell(atX: x, y: y) else { continue }
            let day = page.month(month).cell(row: cell.row, column: cell.column)
            return day.inMonth ? day.date : nil
        }
        return nil
    }
}
