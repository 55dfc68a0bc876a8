/// A feature that runs without a terminal (`dal remind --watch`; later a
/// status bar's feed, a subscription's refresh): its state and a reducer,
/// which a headless runner (AppLoop's `HeadlessRunner`) feeds what happened
/// and whose effects it performs. The reducer reads no clock and does no
/// I/O: tests step it event by event on a virtual clock.
public protocol HeadlessFeature {
    /// What only this feature does (deliver a notification, save its state).
    associatedtype Effect

    /// `event` happened at `now` (seconds since 1970, on the run's clock).
    mutating func apply(_ event: HeadlessEvent, now: Int) -> [HeadlessEffect<Effect>]
}

/// What a headless runner tells its feature.
public enum HeadlessEvent: Equatable, Sendable {
    /// The run began.
    case started
    /// The time asked for with `.wake(at:)` came, or the system's clock
    /// was set (a look at the time is due either way).
    case wallClock
    /// The calendars answered.
    case calendar(CalendarAnswer)
    /// Read the calendars again (SIGHUP).
    case readAgain
    /// End now (SIGTERM, SIGINT).
    case end
}

/// What a headless feature asks its runner to do.
public enum HeadlessEffect<Own> {
    /// A job for the calendars; its answer comes as `.calendar`.
    case calendar(CalendarJob)
    /// `.wallClock` at this moment (seconds since 1970), or sooner if the
    /// system's clock is set; replaces the wake asked for before.
    case wake(at: Int)
    /// The run is over.
    case stop
    /// The feature's own effect, performed by whoever runs it.
    case own(Own)
}

extension HeadlessEffect: Equatable where Own: Equatable {}
