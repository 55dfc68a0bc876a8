import Foundation

/// A day of the Korean lunar calendar (음력), as the Korea Astronomy and
/// Space Science Institute publishes it: months begin on the new moon as
/// seen from Seoul (UTC+9 in the tables, whatever the viewer's zone), so
/// they differ from the Chinese calendar's on some days (2027's 설날 is
/// 7 February, a day after China's). Foundation's `dangi` calendar (ICU's
/// Korean calendar) gives them; `chinese` does not. Checked against the
/// KASI-based oracle for every day 1950–2050 (LunarDateTests).
public struct KoreanLunarDate: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The lunar year, numbered as the solar year it mostly falls in
    /// (lunar 12.30 of 2026 is in February 2027).
    public let year: Int
    public let month: Int
    public let day: Int
    /// A leap month (윤달) repeats the month before it.
    public let isLeapMonth: Bool

    public init(year: Int, month: Int, day: Int, isLeapMonth: Bool) {
        (self.year, self.month, self.day, self.isLeapMonth) = (year, month, day, isLeapMonth)
    }

    /// The lunar day of a solar one.
    public init(_ date: CivilDate) {
        let noon = Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400 + 3 * 3600)
        let parts = Self.calendar.dateComponents([.month, .day, .isLeapMonth], from: noon)
        let month = parts.month ?? 1
        // Lunar months run a few weeks behind the solar ones: lunar 11 or
        // 12 early in a solar year still belongs to the year before.
        year = month >= 10 && date.month <= 3 ? date.year - 1 : date.year
        self.month = month
        day = parts.day ?? 1
        isLeapMonth = parts.isLeapMonth ?? false
    }

    /// `3.1`, a leap month's `윤3.1`: how a day cell labels it.
    public var label: String { (isLeapMonth ? "윤" : "") + "\(month).\(day)" }

    public var description: String { "\(year)-\(isLeapMonth ? "윤" : "")\(month)-\(day)" }

    /// ICU's Korean calendar on Korea's clock.
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .dangi)
        calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
        return calendar
    }()
}
