/// What a status bar shows (`dal next`): the event on now, else the next
/// one to start, and the rest of today. Timed events only: an all-day
/// event is the day's context, not something that starts (it is listed
/// with the rest of the day). Declined and cancelled events count as the
/// calendars list them; a status bar shows what the calendar shows.
public struct UpNext: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// On now.
        case now
        /// Starts within `soonMinutes`.
        case soon
        case later
        /// Nothing on now or ahead within the span looked at.
        case none
    }

    /// The event shown: on now, or the next.
    public let event: EventOccurrence?
    public let kind: Kind
    /// Whole minutes until it starts (next), or until it ends (now),
    /// rounded up: "in 1m" until the minute it starts.
    public let minutes: Int
    /// How much of it has passed, 0–100 (on now), else 0.
    public let percentage: Int
    /// Today's events from now on (all-day ones first), for a tooltip.
    public let restOfToday: [EventOccurrence]

    /// "soon" is this close or closer.
    public static let soonMinutes = 15

    /// `occurrences`: those of today and the days ahead looked at;
    /// `instant` turns a wall time without one into an instant (the local
    /// zone's), as `FreeTime` does.
    public init(occurrences: [EventOccurrence], now: Int, today: CivilDate, instant: (LocalDateTime) -> Int) {
        func span(_ occurrence: EventOccurrence) -> (start: Int, end: Int) {
            occurrence.instants.map { ($0.start, $0.end) } ?? (instant(occurrence.start), instant(occurrence.end))
        }
        // A cancelled event is on nobody's clock.
        let timed = occurrences.filter { !$0.isAllDay && !$0.isCancelled }.map { ($0, span($0)) }
        // On now: the one that started last (a meeting inside a work block).
        let current = timed.filter { $0.1.start <= now && now < $0.1.end }.max { $0.1.start < $1.1.start }
        let next = timed.filter { $0.1.start > now }.min { ($0.1.start, $0.0.summary) < ($1.1.start, $1.0.summary) }
        if let (event, span) = current {
            self.event = event
            kind = .now
            minutes = Self.minutes(from: now, to: span.end)
            percentage = span.end > span.start ? min(100, max(0, (now - span.start) * 100 / (span.end - span.start))) : 100
        } else if let (event, span) = next {
            self.event = event
            minutes = Self.minutes(from: now, to: span.start)
            kind = minutes <= Self.soonMinutes ? .soon : .later
            percentage = 0
        } else {
            (event, kind, minutes, percentage) = (nil, .none, 0, 0)
        }
        let todays = occurrences.filter { $0.days.contains(today) }
        restOfToday = todays.filter(\.isAllDay) + timed.filter { $0.0.days.contains(today) && $0.1.end > now }
            .sorted { ($0.1.start, $0.0.summary) < ($1.1.start, $1.0.summary) }.map(\.0)
    }

    private static func minutes(from now: Int, to instant: Int) -> Int {
        max(0, (instant - now + 59) / 60)
    }
}
