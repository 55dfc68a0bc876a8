/// A page the calendar can show and turn: a month or a week.
public protocol CalendarPage: Equatable, Sendable {
    /// The page after this one. Built from this page alone, in O(1).
    func following() -> Self
    /// The page before this one.
    func preceding() -> Self
    /// False for pages wholly outside years 1...9999.
    var isSupported: Bool { get }
}

/// One cell of a page: a date and whether it belongs to the page's month.
public struct PageCell: Hashable, Sendable {
    public let date: CivilDate
    public let inMonth: Bool

    public init(date: CivilDate, inMonth: Bool) {
        self.date = date
        self.inMonth = inMonth
    }
}
