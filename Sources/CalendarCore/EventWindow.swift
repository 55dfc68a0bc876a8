/// The events of the days around the pages on screen, as the run loop last
/// loaded them from the calendars: what views draw, kept in the state so
/// that rendering stays a pure function of it.
public struct EventWindow: Equatable, Sendable {
    /// What one day holds: its first occurrences in display order and how
    /// many more there are.
    ///
    /// Also what every frame asks of each day, found once as the day is
    /// made (on the calendars' thread): a month page over a busy calendar
    /// has 42 days of up to 200 events, and going through all of them for
    /// a cell that lists one, or for a week's few bars, was a third of a
    /// frame.
    public struct Day: Equatable, Sendable {
        public let occurrences: [EventOccurrence]
        public let hidden: Int
        /// The positions of the occurrences a week draws as bars
        /// (`EventOccurrence.lastsADay`), in order.
        public let barIndices: [Int]
        /// Bit n: an occurrence of calendar n is kept; nil when one has a
        /// calendar index beyond 63 (each is then looked at).
        public let calendarBits: UInt64?

        public init(occurrences: [EventOccurrence] = [], hidden: Int = 0) {
            self.occurrences = occurrences
            self.hidden = hidden
            var bars: [Int] = [], bits: UInt64? = 0
            for index in occurrences.indices {
                if occurrences[index].lastsADay { bars.append(index) }
                let calendar = occurrences[index].calendar
                bits = (0..<64).contains(calendar) ? bits.map { $0 | 1 << UInt64(calendar) } : nil
            }
            barIndices = bars
            calendarBits = bits
        }

        /// The calendars of the kept occurrences, each once, ascending.
        public var calendars: [Int] {
            guard let bits = calendarBits else { return Array(Set(occurrences.map(\.calendar))).sorted() }
            return (0..<64).filter { bits & 1 << UInt64($0) != 0 }
        }

        /// Kept occurrences from `index` on that are not bars.
        public func nonBarCount(from index: Int) -> Int {
            max(0, occurrences.count - index) - barIndices.count { $0 >= index }
        }
    }

    /// Days in a row, shared by reference: the calendars' thread keeps its
    /// blocks of days as these, and an answer holds the few it covers, not
    /// a copy of each day. (Gathering a hundred days into a dictionary,
    /// and letting the last answer's go, took a tenth of a millisecond of
    /// each page turn: the days' memory is cold by then.)
    public final class DayRun: Sendable {
        /// The day number of the first day.
        public let first: Int
        private let days: [Day?]

        public init(first: Int, days: [Day?]) {
            self.first = first
            self.days = days
        }

        /// The days `numbers`, from `byDay`.
        public convenience init(_ numbers: ClosedRange<Int>, from byDay: [Int: Day]) {
            self.init(first: numbers.lowerBound, days: numbers.map { byDay[$0] })
        }

        /// How many days it spans.
        public var count: Int { days.count }

        public func day(_ number: Int) -> Day? {
            let index = number - first
            return days.indices.contains(index) ? days[index] : nil
        }

        /// The days that hold something, by day number.
        public var byDay: [Int: Day] {
            var byDay: [Int: Day] = [:]
            for (index, day) in days.enumerated() { if let day { byDay[first + index] = day } }
            return byDay
        }
    }

    public let days: ClosedRange<CivilDate>
    /// The reading of the calendars it comes from (see `Action.calendarsRead`).
    public let generation: Int
    /// Where the days are (a day in none of them holds nothing); days
    /// outside `days` are never read.
    private let runs: [DayRun]
    /// The calendars the occurrences' indices refer to, when the loader
    /// says (a reload may have found a new one); nil: as before.
    public let calendars: [CalendarInfo]?

    /// More than a day's cell shows, and as many as the agenda lists; the
    /// rest are counted (`dal list` prints them all).
    public static let perDayLimit = 200

    public init(days: ClosedRange<CivilDate>, runs: [DayRun], calendars: [CalendarInfo]? = nil, generation: Int = 0) {
        self.days = days
        self.generation = generation
        self.runs = runs
        self.calendars = calendars
    }

    public init(days: ClosedRange<CivilDate>, byDay: [Int: Day], calendars: [CalendarInfo]? = nil, generation: Int = 0) {
        self.init(days: days, runs: [DayRun(days.lowerBound.dayNumber...days.upperBound.dayNumber, from: byDay)],
                  calendars: calendars, generation: generation)
    }

    public init(days: ClosedRange<CivilDate>, occurrences: [EventOccurrence], calendars: [CalendarInfo]? = nil, generation: Int = 0) {
        self.init(days: days, byDay: Self.group(occurrences, within: days), calendars: calendars, generation: generation)
    }

    /// The same days, generation and calendars, and the same events on each day.
    public static func == (lhs: EventWindow, rhs: EventWindow) -> Bool {
        guard lhs.days == rhs.days, lhs.generation == rhs.generation, lhs.calendars == rhs.calendars else { return false }
        return (lhs.days.lowerBound.dayNumber...lhs.days.upperBound.dayNumber).allSatisfy { number in
            let date = CivilDate(dayNumber: number)
            return lhs.day(on: date) == rhs.day(on: date)
        }
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

    public func occurrences(on date: CivilDate) -> [EventOccurrence] { day(on: date)?.occurrences ?? [] }

    /// What the window keeps of `date`; nil for a day with nothing.
    public func day(on date: CivilDate) -> Day? {
        guard days.contains(date) else { return nil }
        for run in runs { if let day = run.day(date.dayNumber) { return day } }
        return nil
    }

    /// Events on the day beyond those kept.
    public func hiddenCount(on date: CivilDate) -> Int { day(on: date)?.hidden ?? 0 }

    /// The same window without the occurrences of `calendars` (by index):
    /// what every view draws while those calendars are hidden (`c`). The
    /// count of a day's events beyond those kept is left as it was.
    public func hiding(_ calendars: Set<Int>) -> EventWindow {
        guard !calendars.isEmpty else { return self }
        let kept = runs.map { run in
            DayRun(first: run.first, days: (0..<run.count).map { offset -> Day? in
                guard let day = run.day(run.first + offset) else { return nil }
                guard day.occurrences.contains(where: { calendars.contains($0.calendar) }) else { return day }
                let left = day.occurrences.filter { !calendars.contains($0.calendar) }
                return left.isEmpty && day.hidden == 0 ? nil : Day(occurrences: left, hidden: day.hidden)
            })
        }
        return EventWindow(days: days, runs: kept, calendars: self.calendars, generation: generation)
    }
}
