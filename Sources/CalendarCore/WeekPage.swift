/// The seven days of one week, starting on the screen's first weekday.
public struct WeekPage: CalendarPage, Hashable {
    public let firstDay: CivilDate
    public let firstWeekday: Weekday

    public init(containing date: CivilDate, firstWeekday: Weekday) {
        self.firstWeekday = firstWeekday
        firstDay = date.startOfWeek(firstWeekday: firstWeekday)
    }

    public var days: [CivilDate] { (0..<7).map { firstDay.adding(days: $0) } }
    public var lastDay: CivilDate { firstDay.adding(days: 6) }

    public func contains(_ date: CivilDate) -> Bool { date >= firstDay && date <= lastDay }

    /// The ISO week of the Thursday on this page, whatever the first weekday.
    public var isoWeek: ISOWeek { ISOWeek(ofRowStarting: firstDay, firstWeekday: firstWeekday) }

    /// A week is shown while any of its days is within years 1...9999.
    public var isSupported: Bool { lastDay >= CivilDate.first && firstDay <= CivilDate.last }

    public func following() -> WeekPage { WeekPage(containing: firstDay.adding(days: 7), firstWeekday: firstWeekday) }
    public func preceding() -> WeekPage { WeekPage(containing: firstDay.adding(days: -7), firstWeekday: firstWeekday) }
}
