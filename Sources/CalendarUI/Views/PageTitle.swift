import CalendarCore

/// Titles of pages, shared by `dal print`, its JSON and the full screen.
public enum PageTitle {
    /// `November 2026`, `2026년 11월`.
    public static func month(_ month: YearMonth, locale: CalendarLocale) -> String {
        locale.title(for: month)
    }

    /// `Nov 16, 2026 – Nov 22, 2026 · 2026-W47`. The first and last weeks
    /// name only their days within 0001-01-01...9999-12-31, and no ISO
    /// week, whose year (0 or 10000) is outside too.
    public static func week(_ page: WeekPage, locale: CalendarLocale) -> String {
        let first = max(page.firstDay, CivilDate.first), last = min(page.lastDay, CivilDate.last)
        let range = "\(locale.longDate(first)) – \(locale.longDate(last))"
        let week = page.isoWeek
        return CivilDate.supportedYears.contains(week.year) ? "\(range) · \(week)" : range
    }
}
