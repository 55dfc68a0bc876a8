/// `dal next --watch` as a feature of a headless runner: the status bar's
/// line printed again only when it changes, the runner woken only at the
/// moment it next would. The reducer reads no clock: the local zone comes
/// in as two functions, the line's text as a third (its words and format
/// are the command's), so tests step it on a virtual clock in any zone.
public struct UpNextWatch: HeadlessFeature {
    public enum Effect: Equatable, Sendable {
        /// The line changed: print it.
        case show(String)
    }

    /// The run's clock as the reducer needs it, from the run's zone.
    public struct LocalTime: Sendable {
        /// The local day an instant (seconds since 1970) falls on.
        public let day: @Sendable (Int) -> CivilDate
        /// The instant of a local wall time (the zone's).
        public let instant: @Sendable (LocalDateTime) -> Int

        public init(day: @escaping @Sendable (Int) -> CivilDate, instant: @escaping @Sendable (LocalDateTime) -> Int) {
            (self.day, self.instant) = (day, instant)
        }
    }

    /// How many days are looked at, today first.
    public let days: Int
    private let time: LocalTime
    /// The line for what is up next (`14:10 Dentist (in 25m)`), as printed,
    /// given the calendars' names and colours.
    private let render: (UpNext, _ today: CivilDate, [CalendarInfo]) -> String

    /// The days the events were asked for, and what they hold.
    private var window: ClosedRange<CivilDate>?
    private var occurrences: [EventOccurrence] = []
    private var calendars: [CalendarInfo] = []
    private var generation = 0
    private var loaded = false
    /// The line printed last.
    public private(set) var shown: String?

    public init(days: Int, time: LocalTime, render: @escaping (UpNext, _ today: CivilDate, [CalendarInfo]) -> String) {
        (self.days, self.time, self.render) = (days, time, render)
    }

    public mutating func apply(_ event: HeadlessEvent, now: Int) -> [HeadlessEffect<Effect>] {
        switch event {
        case .started:
            return load(now)
        case .wallClock:
            // A new day looks at a new span of days.
            guard loaded, window?.lowerBound == time.day(now) else { return load(now) }
            return show(now)
        case .calendar(.eventsLoaded(let loaded)) where loaded.days == window && loaded.generation >= generation:
            occurrences = Self.distinct(loaded)
            if let named = loaded.calendars { calendars = named }
            self.loaded = true
            return show(now)
        case .calendar(.calendarsRead(let reading, _)):
            // The files changed (a sync, an editor, SIGHUP): the events again.
            generation = reading
            return load(now)
        case .readAgain:
            return [.calendar(.readAgain)]
        case .end:
            return [.stop]
        case .calendar:
            return []
        }
    }

    private mutating func load(_ now: Int) -> [HeadlessEffect<Effect>] {
        let today = time.day(now)
        window = today...today.adding(days: days - 1)
        return [.calendar(.loadEvents(window!, generation: generation))]
    }

    /// The line now, printed if it changed, and a wake-up when it next changes.
    private mutating func show(_ now: Int) -> [HeadlessEffect<Effect>] {
        let line = line(at: now)
        var effects: [HeadlessEffect<Effect>] = []
        if line != shown {
            shown = line
            effects.append(.own(.show(line)))
        }
        return effects + [.wake(at: nextChange(after: now, from: line))]
    }

    private func line(at moment: Int) -> String {
        let today = time.day(moment)
        return render(UpNext(occurrences: occurrences, now: moment, today: today, instant: time.instant), today, calendars)
    }

    /// The first moment the line differs from `line`: tried at each moment
    /// something in it can change (a minute of the count down, an event's
    /// start or end, midnight), in order; at the latest the next midnight,
    /// when the days looked at move on.
    func nextChange(after now: Int, from line: String) -> Int {
        let midnight = time.instant(LocalDateTime(date: time.day(now).adding(days: 1), secondsOfDay: 0))
        // Every start and end, and the minutes counted down to each: a
        // count changes a whole number of minutes before its edge, so the
        // edges' seconds past the minute (mostly one: :00) give them all.
        var moments = Set<Int>(), lastEdge: [Int: Int] = [:]
        for occurrence in occurrences {
            let (start, end) = span(occurrence)
            for edge in [start, end] where edge > now {
                if edge < midnight { moments.insert(edge) }
                let phase = ((edge % 60) + 60) % 60
                lastEdge[phase] = max(lastEdge[phase] ?? edge, edge)
            }
        }
        for (phase, last) in lastEdge {
            var minute = now - ((now % 60) + 60) % 60 + phase
            if minute <= now { minute += 60 }
            while minute < min(last, midnight) {
                moments.insert(minute)
                minute += 60
            }
        }
        for moment in moments.sorted() where self.line(at: moment) != line { return moment }
        return midnight
    }

    private func span(_ occurrence: EventOccurrence) -> (Int, Int) {
        occurrence.instants.map { ($0.start, $0.end) } ?? (time.instant(occurrence.start), time.instant(occurrence.end))
    }

    /// Each occurrence once (one over several days is on each of them).
    private static func distinct(_ window: EventWindow) -> [EventOccurrence] {
        var seen = Set<EventKey>(), all: [EventOccurrence] = []
        var day = window.days.lowerBound
        while day <= window.days.upperBound {
            for occurrence in window.occurrences(on: day) where seen.insert(EventKey(occurrence)).inserted { all.append(occurrence) }
            day = day.adding(days: 1)
        }
        return all
    }
}
