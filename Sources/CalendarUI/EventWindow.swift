import CalendarCore

/// The events of the days around the pages on screen, as the run loop last
/// loaded them from the calendars: what views draw, kept in the state so
/// that rendering stays a pure function of it.
public struct EventWindow: Equatable, Sendable {
    public let days: ClosedRange<CivilDate>
    /// Occurrences covering each day (by day number), in display order, at
    /// most `perDayLimit`; `hidden` counts the rest.
    private var byDay: [Int: [EventOccurrence]] = [:]
    private var hidden: [Int: Int] = [:]

    /// More than a day can ever show.
    public static let perDayLimit = 100

    public init(days: ClosedRange<CivilDate>, occurrences: [EventOccurrence]) {
        self.days = days
        for occurrence in occurrences {
            let first = max(occurrence.days.lowerBound, days.lowerBound), last = min(occurrence.days.upperBound, days.upperBound)
            guard first <= last else { continue }
            for dayNumber in first.dayNumber...last.dayNumber {
                if byDay[dayNumber, default: []].count < Self.perDayLimit {
                    byDay[dayNumber, default: []].append(occurrence)
                } else {
                    hidden[dayNumber, default: 0] += 1
                }
            }
        }
        for key in byDay.keys { byDay[key]?.sort(by: EventOccurrence.displayOrder) }
    }

    public func occurrences(on date: CivilDate) -> [EventOccurrence] { byDay[date.dayNumber] ?? [] }

    /// Events on the day beyond those kept.
    public func hiddenCount(on date: CivilDate) -> Int { hidden[date.dayNumber] ?? 0 }
}
