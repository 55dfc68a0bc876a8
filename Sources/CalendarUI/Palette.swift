import CalendarCore

/// The styles of the calendar screen. Every state that matters is visible
/// without colour: the cursor has brackets, selections are reverse video,
/// the pending range is dim reverse, today is bold and underlined.
public enum Palette {
    public static let title = CellStyle(bold: true)
    public static let statusBar = CellStyle(reverse: true)
    public static let statusMessage = CellStyle(bold: true, reverse: true)
    public static let selected = CellStyle(foreground: .cyan, reverse: true)
    public static let pending = CellStyle(foreground: .yellow, dim: true, reverse: true)
    public static let overlay = CellStyle.plain
    public static let overlayBorder = CellStyle(bold: true)

    /// A day's number: weekend colour by weekday, dim outside the month.
    public static func day(_ date: CivilDate, inMonth: Bool, isToday: Bool) -> CellStyle {
        CellStyle(foreground: DayStyle.weekdayColor(date.weekday), bold: isToday, dim: !inMonth, underline: isToday)
    }

    /// A category's colour: the nearest of the eight terminal colours, or
    /// of the 256-colour palette where the terminal has it.
    public static func category(_ category: Category) -> CellStyle {
        let color = category.color
        return CellStyle(foreground: TerminalColor(basic: color.nearestBasicIndex,
                                                   extended: color.namedIndex == nil ? color.nearest256Index : nil))
    }

    /// The line a category's bars are drawn with, one kind per category in
    /// key order, so that categories stay apart without colour (NO_COLOR,
    /// monochrome terminals); the ninth repeats the first.
    public static func categoryGlyph(_ index: Int) -> Character {
        let glyphs: [Character] = ["━", "═", "┅", "▬", "≡", "┉", "─", "╍"]
        return glyphs[((index % glyphs.count) + glyphs.count) % glyphs.count]
    }

    public static func header(_ weekday: Weekday) -> CellStyle {
        CellStyle(foreground: DayStyle.weekdayColor(weekday), bold: true)
    }
}
