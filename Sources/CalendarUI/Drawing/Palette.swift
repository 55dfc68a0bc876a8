import CalendarCore

/// The styles of the calendar screen, one meaning per colour: the weekday
/// colour (Sunday red, Saturday blue) is for the weekday header and the day
/// number only; categories and calendars have their own colour and symbol;
/// cyan is the selection, yellow the pending `v` range. Every state that
/// matters is visible without colour too: the cursor has brackets,
/// selections become reverse video (the pending range also underlined),
/// today is bold and underlined, and categories differ by symbol.
public enum Palette {
    public static let title = CellStyle(bold: true)
    public static let statusBar = CellStyle(reverse: true)
    public static let statusMessage = CellStyle(bold: true, reverse: true)
    public static let overlay = CellStyle.plain
    public static let overlayBorder = CellStyle(bold: true)
    /// Secondary text: a calendar's name under an event, "+N more".
    public static let note = CellStyle(dim: true)

    /// A day's number: weekend colour by weekday, dim outside the month.
    /// A day's number: in its weekday's colour, a public holiday's in the
    /// Sunday colour (as Korean calendars draw them).
    public static func day(_ date: CivilDate, inMonth: Bool, isToday: Bool, isHoliday: Bool = false, theme: Theme) -> CellStyle {
        CellStyle(foreground: (isToday ? theme.today : nil) ?? theme.weekdayColor(isHoliday ? .sunday : date.weekday),
                  bold: isToday, dim: !inMonth, underline: isToday)
    }

    /// A category's colour: the nearest of the eight terminal colours, or
    /// of the 256-colour palette where the terminal has it.
    public static func category(_ category: Category) -> CellStyle {
        let color = category.color
        return CellStyle(foreground: TerminalColor(basic: color.nearestBasicIndex, bright: color.isBright,
                                                   extended: color.namedIndex == nil ? color.nearest256Index : nil))
    }

    /// The symbols categories are drawn with, so that they stay apart
    /// without colour (NO_COLOR, monochrome terminals): eight filled
    /// shapes, then the same outlined. Which category has which goes by
    /// its name (`CategoryLooks`, `AppState.categorySymbol`).
    public static let categorySymbols: [Character] = ["●", "■", "▲", "◆", "▼", "★", "♥", "♣", "○", "□", "△", "◇", "▽", "☆", "♡", "♧"]

    public static func header(_ weekday: Weekday, theme: Theme) -> CellStyle {
        CellStyle(foreground: theme.weekdayColor(weekday), bold: true)
    }
}
