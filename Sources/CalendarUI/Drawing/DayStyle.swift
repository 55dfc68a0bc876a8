import CalendarCore

/// How weekdays are named in headers, shared by every view.
public enum DayStyle {
    /// The header symbol of a weekday in `columns` columns: the locale's
    /// short name without its abbreviation dot ("dim." -> "di", "Sun" -> "Su",
    /// "일" -> "일").
    public static func headerSymbol(_ weekday: Weekday, locale: CalendarLocale, columns: Int) -> String {
        var name = locale.shortWeekdayNames[weekday.rawValue]
        while name.hasSuffix(".") { name.removeLast() }
        return DisplayWidth.truncate(name, toColumns: columns)
    }
}
