import CalendarCore

/// Titles of pages, shared by `dal print`, its JSON and the full screen.
public enum PageTitle {
    /// `November 2026`, `2026년 11월`.
    public static func month(_ month: YearMonth, locale: CalendarLocale) -> String {
        locale.title(for: month)
    }

    /// `Nov 16, 2026 – Nov 22, 2026 · 2026-W47`.
    public static func week(_ page: WeekPage, locale: CalendarLocale) -> String {
        "\(locale.longDate(page.firstDay)) – \(locale.longDate(page.lastDay)) · \(page.isoWeek)"
    }
}
