import CalendarCore

/// The alarms feature: notices of alarms that went off (the first on
/// screen, the rest behind it), snoozes, and what the clock waits for
/// (`AlarmNotices.swift`, `AlarmReducer`).
public struct AlarmState: Equatable, Sendable {
    /// Alarms that went off while dal is open: the first is shown, the
    /// rest wait behind it.
    public internal(set) var notices: [DueAlarm] = []
    /// Whether the notice on screen has waited long enough, untouched,
    /// for `Enter` to dismiss it.
    public internal(set) var noticeArmed = false
    /// The alarm whose notice is on screen (its key), and whether a key
    /// went past it: either starts the wait for `noticeArmed` again.
    var noticeShown: String?
    var noticeNeedsArming = false
    /// The snooze `z` just made, while its message shows: `z` again puts
    /// it off longer.
    var lastSnooze: SnoozedAlarm?
    /// Alarms snoozed, each to go off again at its time.
    var snoozed: [SnoozedAlarm] = []
    /// What comes next, from the calendars' last look at the clock.
    public internal(set) var nextEvent: EventOccurrence?
    /// Whether the calendars answered a look at the clock yet.
    var answered = false
    /// When the next alarm goes off (seconds since 1970).
    var nextAlarm: Int?
    /// Where the last look at the alarms ended: the next begins there.
    var lookedThrough: Int?
    /// When the `.clock` timer was last set to wake dal (seconds since
    /// 1970; nil: not running).
    var clockWake: Int?
    /// The calendars changed (dal's own write, a sync, an editor): the
    /// clock is looked at again at once, so that the next alarm and the
    /// next event are asked for anew (an alarm of an event just added goes
    /// off even when nothing earlier would have woken dal).
    var stale = false
    /// The look asked for by `stale` is under way: until the clock is
    /// read, no other wake replaces it.
    var lookPending = false
}

/// An alarm put off with `z`, and when it goes off again.
struct SnoozedAlarm: Equatable, Sendable {
    let alarm: DueAlarm
    let time: LocalDateTime
    /// How long it was put off, in minutes.
    var minutes = 0
}
