import CalendarCore

/// Colour rules shared by every view: Sundays red, Saturdays blue, by
/// weekday and whatever the first weekday on screen.
public enum DayStyle {
    public static func weekdayColor(_ weekday: Weekday) -> TerminalColor? {
        switch weekday {
        case .sunday: .red
        case .saturday: .blue
        default: nil
        }
    }

    /// The header symbol of a weekday in `columns` columns: the locale's
    /// short name without its abbreviation dot ("dim." -> "di", "Sun" -> "Su",
    /// "일" -> "일").
    public static func headerSymbol(_ weekday: Weekday, locale: CalendarLocale, columns: Int) -> String {
        var name = locale.shortWeekdayNames[weekday.rawValue]
        while name.hasSuffix(".") { name.removeLast() }
        return DisplayWidth.truncate(name, toColumns: columns)
    }
}
