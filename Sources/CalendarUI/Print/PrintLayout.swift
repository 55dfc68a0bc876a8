import CalendarCore

/// What `dal print` shows, independent of how it is written out.
public struct PrintOptions: Sendable {
    public var locale: CalendarLocale
    public var firstWeekday: Weekday
    public var today: CivilDate
    public var weekNumbers: Bool
    public var theme: Theme
    /// Each day's Korean lunar date under it (`--lunar`).
    public var lunar: Bool

    public init(locale: CalendarLocale, firstWeekday: Weekday, today: CivilDate, weekNumbers: Bool, theme: Theme = .standard,
                lunar: Bool = false) {
        self.theme = theme
        self.lunar = lunar
        self.locale = locale
        self.firstWeekday = firstWeekday
        self.today = today
        self.weekNumbers = weekNumbers
    }
}

/// Lays out months and weeks like `cal`, into cell buffers.
///
/// Each day takes four columns: in-month days as ` 21 `, days of the
/// adjacent months in parentheses as `(30)`, so digits stay in the same
/// columns and a run of outside days reads `(29)(30)(31)`.
public enum PrintLayout {
    static let dayColumns = 4
    static let monthGap = 2

    public static func blockWidth(weekNumbers: Bool, compact: Bool = false, lunar: Bool = false) -> Int {
        (weekNumbers ? 8 : 7) * columns(compact: compact, lunar: lunar)
    }

    /// With lunar dates a day takes six columns (`10.20` and `윤3.1` are
    /// five wide) and a week two lines: the numbers, the lunar dates under
    /// them. A year page then keeps these wider months.
    static let lunarDayColumns = 6

    static func columns(compact: Bool, lunar: Bool) -> Int {
        lunar ? lunarDayColumns : compact ? compactDayColumns : dayColumns
    }

    /// A year page's months are narrower, as in `cal -y`: three columns a
    /// day and only the month's own days, so three fit in 66 columns.
    static let compactDayColumns = 3

    /// Title, weekday header and the weeks of one month. `rows` pads the
    /// block to a fixed number of week rows so side-by-side months align;
    /// `title` replaces `November 2026` (a year page names months alone).
    public static func month(_ page: MonthPage, options: PrintOptions, rows: Int? = nil, title: String? = nil,
                             compact: Bool = false) -> CellBuffer {
        let title = title ?? PageTitle.month(page.month, locale: options.locale)
        let weeks = (0..<page.rowCount).map { row in (0..<7).map { page.cell(row: row, column: $0) } }
        return block(title: title, weeks: weeks, options: options, rows: rows ?? page.rowCount, compact: compact)
    }

    /// Title (date range and ISO week), header and the one week containing
    /// `date`; days outside `date`'s month are in parentheses.
    public static func week(_ page: WeekPage, month: YearMonth, options: PrintOptions) -> CellBuffer {
        let title = PageTitle.week(page, locale: options.locale)
        let cells = page.days.map { PageCell(date: $0, inMonth: $0.yearMonth == month) }
        return block(title: title, weeks: [cells], options: options, rows: 1)
    }

    /// Months side by side like `cal -3`, padded to the same number of rows,
    /// or stacked with a blank line between them when `maxWidth` is too narrow.
    public static func months(_ pages: [MonthPage], options: PrintOptions, maxWidth: Int) -> CellBuffer {
        let natural = pages.map { month($0, options: options) }
        let sideBySideWidth = natural.map(\.width).reduce(0, +) + monthGap * (natural.count - 1)
        guard sideBySideWidth <= maxWidth else { return arrange(natural, sideBySide: false) }
        let rows = pages.map(\.rowCount).max() ?? 0
        return arrange(pages.map { month($0, options: options, rows: rows) }, sideBySide: true)
    }

    /// A whole year like `cal -y`: the year over its twelve months, four
    /// across when `maxWidth` allows, else three, two or one; the months of
    /// a row padded to the same number of weeks.
    public static func year(_ year: Int, options: PrintOptions, maxWidth: Int) -> CellBuffer {
        let pages = YearPage(year: year, firstWeekday: options.firstWeekday).months
        let compact = !options.lunar
        let width = blockWidth(weekNumbers: options.weekNumbers, compact: compact, lunar: options.lunar)
        let across = [4, 3, 2].first { $0 * width + ($0 - 1) * monthGap <= maxWidth } ?? 1
        let rows = stride(from: 0, to: pages.count, by: across).map { start in
            let row = Array(pages[start..<min(start + across, pages.count)])
            let weeks = row.map(\.rowCount).max() ?? 0
            return arrange(row.map { month($0, options: options, rows: weeks, title: options.locale.monthName($0.month), compact: compact) },
                           sideBySide: true)
        }
        let body = arrange(rows, sideBySide: false)
        var out = CellBuffer(width: body.width, height: body.height + 2)
        out.putCentered(String(year), x: 0, y: 0, columns: body.width, style: CellStyle(bold: true))
        out.blit(body, x: 0, y: 2)
        return out
    }

    static func arrange(_ blocks: [CellBuffer], sideBySide: Bool) -> CellBuffer {
        if sideBySide {
            let width = blocks.map(\.width).reduce(0, +) + monthGap * (blocks.count - 1)
            var out = CellBuffer(width: width, height: blocks.map(\.height).max() ?? 0)
            var x = 0
            for block in blocks {
                out.blit(block, x: x, y: 0)
                x += block.width + monthGap
            }
            return out
        }
        let height = blocks.map(\.height).reduce(0, +) + (blocks.count - 1)
        var out = CellBuffer(width: blocks.map(\.width).max() ?? 0, height: height)
        var y = 0
        for block in blocks {
            out.blit(block, x: 0, y: y)
            y += block.height + 1
        }
        return out
    }

    private static func block(title: String, weeks: [[PageCell]], options: PrintOptions, rows: Int, compact: Bool = false) -> CellBuffer {
        let columns = columns(compact: compact, lunar: options.lunar)
        let gridWidth = blockWidth(weekNumbers: options.weekNumbers, compact: compact, lunar: options.lunar)
        let width = max(gridWidth, DisplayWidth.of(title))
        let linesPerWeek = options.lunar ? 2 : 1
        var buffer = CellBuffer(width: width, height: 2 + rows * linesPerWeek)
        buffer.putCentered(title, x: 0, y: 0, columns: width, style: CellStyle(bold: true))

        var x = 0
        if options.weekNumbers {
            buffer.put(compact ? "Wk " : " Wk ", x: 0, y: 1, style: CellStyle(dim: true))
            x = columns
        }
        weekdayHeader(into: &buffer, x: x, y: 1, firstWeekday: options.firstWeekday, locale: options.locale, compact: compact,
                      dayColumns: columns) {
            CellStyle(foreground: options.theme.weekdayColor($0))
        }

        for (row, week) in weeks.enumerated() {
            let y = 2 + row * linesPerWeek
            var x = 0
            if options.weekNumbers, let first = week.first {
                let iso = ISOWeek(ofRowStarting: first.date, firstWeekday: options.firstWeekday)
                buffer.put(rightAligned(String(iso.week), columns - 1), x: 0, y: y, style: CellStyle(dim: true))
                x = columns
            }
            for (column, cell) in week.enumerated() where cell.date.isSupported && (cell.inMonth || !compact) {
                let text = compact ? rightAligned(String(cell.date.day), 2) : dayText(cell, columns: columns)
                buffer.put(text, x: x + column * columns, y: y, style: dayStyle(cell, options: options))
                if options.lunar {
                    buffer.put(rightAligned(KoreanLunarDate(cell.date).label, columns - 1), x: x + column * columns, y: y + 1,
                               style: CellStyle(dim: true))
                }
            }
        }
        return buffer
    }

    /// The weekday names over a month's day columns, two columns each
    /// (`Su`, `일`): centred in four-column days, over the digits of
    /// compact ones. The year page on screen draws the same header.
    static func weekdayHeader(into buffer: inout CellBuffer, x: Int, y: Int, firstWeekday: Weekday, locale: CalendarLocale,
                              compact: Bool, dayColumns columns: Int? = nil, style: (Weekday) -> CellStyle) {
        let columns = columns ?? (compact ? compactDayColumns : dayColumns)
        for (index, weekday) in Weekday.ordered(startingAt: firstWeekday).enumerated() {
            let symbol = DayStyle.headerSymbol(weekday, locale: locale, columns: 2)
            buffer.putCentered(symbol, x: x + index * columns, y: y, columns: compact ? 2 : columns, style: style(weekday))
        }
    }

    private static func dayText(_ cell: PageCell, columns: Int) -> String {
        let day = String(cell.date.day)
        return cell.inMonth ? rightAligned(day, columns - 1) + " " : rightAligned("(\(day))", columns)
    }

    private static func dayStyle(_ cell: PageCell, options: PrintOptions) -> CellStyle {
        CellStyle(foreground: (cell.date == options.today ? options.theme.today : nil) ?? options.theme.weekdayColor(cell.date.weekday),
                  dim: !cell.inMonth,
                  reverse: cell.date == options.today)
    }

    static func rightAligned(_ text: String, _ columns: Int) -> String {
        String(repeating: " ", count: max(0, columns - DisplayWidth.of(text))) + text
    }
}
