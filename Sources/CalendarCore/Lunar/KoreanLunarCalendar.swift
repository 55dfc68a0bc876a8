/// Lunar dates to solar ones, for the holidays and yearly lunar events.
public enum KoreanLunarCalendar {
    /// The solar day of `day` of lunar `month` (a leap month with `leap`)
    /// of lunar year `year`; nil when that month or day does not exist.
    /// A lunar day falls 0 to 80 days after the solar day of the same
    /// numbers (a leap month puts the months after it furthest behind), so
    /// the days in between are looked at.
    public static func solarDate(year: Int, month: Int, day: Int, leap: Bool = false) -> CivilDate? {
        guard let same = CivilDate(year: year, month: month, day: min(day, 28)) else { return nil }
        let wanted = KoreanLunarDate(year: year, month: month, day: day, isLeapMonth: leap)
        for offset in 0...80 {
            let date = same.adding(days: offset)
            if KoreanLunarDate(date) == wanted { return date }
        }
        return nil
    }
}
