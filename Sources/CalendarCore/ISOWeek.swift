/// An ISO 8601 week: weeks start on Monday and belong to the year that holds
/// their Thursday, so 2024-12-30 is 2025-W01 and 2026-12-31 is 2026-W53.
/// It does not depend on the first weekday a screen uses.
public struct ISOWeek: Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let week: Int

    public init(containing date: CivilDate) {
        let daysSinceMonday = date.weekday.offset(from: .monday)
        let thursday = date.adding(days: 3 - daysSinceMonday)
        year = thursday.year
        week = (thursday.dayOfYear - 1) / 7 + 1
    }

    /// The ISO week of a screen row of seven days: the week of the row's
    /// Thursday, so a Sunday-first row is numbered like its Monday to Saturday.
    public init(ofRowStarting start: CivilDate, firstWeekday: Weekday) {
        self.init(containing: start.adding(days: Weekday.thursday.offset(from: firstWeekday)))
    }

    /// `2026-W47`.
    public var description: String { "\(pad(year, 4))-W\(pad(week, 2))" }
}
