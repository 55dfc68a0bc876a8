/// A day of the Korean lunar year that repeats every year (a lunar
/// birthday, 추석): month and day, in a leap month (윤달) or not. Written as
/// RFC 7529's `RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;SKIP=FORWARD`
/// (`BYMONTH=3L` for a leap month).
public struct LunarDay: Equatable, Hashable, Sendable {
    public let month: Int
    public let day: Int
    public let isLeapMonth: Bool

    public init?(month: Int, day: Int, isLeapMonth: Bool = false) {
        guard (1...12).contains(month), (1...30).contains(day) else { return nil }
        (self.month, self.day, self.isLeapMonth) = (month, day, isLeapMonth)
    }

    /// The yearly rule, as RFC 7529 writes it.
    public var ruleText: String {
        "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=\(month)\(isLeapMonth ? "L" : "");BYMONTHDAY=\(day);SKIP=FORWARD"
    }

    /// `3.3`, `윤3.1`.
    public var label: String { (isLeapMonth ? "윤" : "") + "\(month).\(day)" }

    /// Its solar day in lunar year `year`, as SKIP=FORWARD places a day the
    /// year lacks: a leap month that year has not is the month after it,
    /// and a day past the month's end (a 30th in a month of 29) is the day
    /// after the month's last.
    public func solarDate(inLunarYear year: Int) -> CivilDate? {
        var (month, leap, year) = (self.month, self.isLeapMonth, year)
        if leap, KoreanLunarCalendar.solarDate(year: year, month: month, day: 1, leap: true) == nil {
            (month, leap) = (month % 12 + 1, false)
            if month == 1 { year += 1 }
        }
        if let date = KoreanLunarCalendar.solarDate(year: year, month: month, day: day, leap: leap) { return date }
        return KoreanLunarCalendar.solarDate(year: year, month: month, day: 29, leap: leap)?.adding(days: 1)
    }

    /// The first of its days on or after `date`.
    public func next(onOrAfter date: CivilDate) -> CivilDate? {
        for year in (date.year - 1)...(date.year + 1) {
            if let found = solarDate(inLunarYear: year), found >= date { return found }
        }
        return nil
    }
}
