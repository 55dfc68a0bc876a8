import CalendarCore

/// The events of the days around the pages on screen, as the run loop last
/// loaded them from the calendars: what views draw, kept in the state so
/// that rendering stays a pure function of it.
public struct EventWindow: Equatable, Sendable {
    /// What one day holds: its first occurrences in display order and how
    /// many more there are.
    public struct Day: Equatable, Sendable {
        public var occurrences: [EventOccurrence] = []
        public var hidden = 0

        public init(occurrences: [EventOccurrence] = [], hidden: Int = 0) {
            self.occurrences = occurrences
            self.hidden = hidden
        }
    }

    public let days: ClosedRange<CivilDate>
    /// The reading of the calendars it comes from (see `Action.calendarsRead`).
    public let generation: Int
    private let byDay: [Int: Day]
    /// The calendars the occurrences' indices refer to, when the loader
    /// says (a reload may have found a new one); nil: as before.
    public let calendars: [CalendarInfo]?

    /// More than a day's cell shows, and as many as the agenda lists; the
    /// rest are counted (`dal list` prints them all).
    public static let perDayLimit = 200

    public init(days: ClosedRange<CivilDate>, byDay: [Int: Day], calendars: [CalendarInfo]? = nil, generation: Int = 0) {
        self.days = days
        self.generation = generation
        self.byDay = byDay.filter { days.contains(CivilDate(dayNumber: $0.key)) }
        self.calendars = calendars
    }

    public init(days: ClosedRange<CivilDate>, occurrences: [EventOccurrence], calendars: [CalendarInfo]? = nil, generation: Int = 0) {
        self.init(days: days, byDay: Self.group(occurrences, within: days), calendars: calendars, generation: generation)
    }

    /// Occurrences per day, each day sorted and cut to `perDayLimit`.
    public static func group(_ occurrences: [EventOccurrence], within days: ClosedRange<CivilDate>) -> [Int: Day] {
        group(occurrences, within: days, givingUpWhen: { false }) ?? [:]
    }

    /// The same, or nil as soon as `givesUp` says so: asked every few
    /// hundred occurrences and before each day's sort, so that work done
    /// ahead of need (the blocks around the page) makes way for a key
    /// within a fraction of a millisecond.
    public static func group(_ occurrences: [EventOccurrence], within days: ClosedRange<CivilDate>,
                             givingUpWhen givesUp: () -> Bool) -> [Int: Day]? {
        var all: [Int: [EventOccurrence]] = [:]
        for (index, occurrence) in occurrences.enumerated() {
            if index % 256 == 255, givesUp() { return nil }
            let first = max(occurrence.days.lowerBound, days.lowerBound), last = min(occurrence.days.upperBound, days.upperBound)
            guard first <= last else { continue }
            for dayNumber in first.dayNumber...last.dayNumber { all[dayNumber, default: []].append(occurrence) }
        }
        var byDay: [Int: Day] = [:]
        byDay.reserveCapacity(all.count)
        for (dayNumber, list) in all {
            if givesUp() { return nil }
            // Sorted by index, then gathered (the first `perDayLimit`):
            // moving the occurrences themselves (a dozen fields, four of
            // them strings) while sorting costs more than comparing them.
            let order = list.indices.sorted { EventOccurrence.displayOrder(list[$0], list[$1]) }
            byDay[dayNumber] = Day(occurrences: order.prefix(perDayLimit).map { list[$0] }, hidden: max(0, list.count - perDayLimit))
        }
        return byDay
    }

    public func occurrences(on date: CivilDate) -> [EventOccurrence] { byDay[date.dayNumber]?.occurrences ?? [] }

    /// Events on the day beyond those kept.
    public func hiddenCount(on date: CivilDate) -> Int { byDay[date.dayNumber]?.hidden ?? 0 }
}
