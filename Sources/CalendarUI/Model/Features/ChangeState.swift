import CalendarCore

/// The event-editing feature's own state: what was asked of the
/// calendars' writer and what it did (`u` and `U` go back and forth
/// through it), and the event the cursor carries (`m`).
public struct ChangeState: Equatable, Sendable {
    /// The changes made since dal opened, and those undone.
    public internal(set) var history = ChangeHistory()
    /// The changes last handed to the run loop, to word what it reports.
    var requested: [EventChange] = []
    /// What the request in flight is to the history (a new change, an undo, a redo).
    var step = ChangeHistory.Step.change
    /// A change was written and the days that show it have not come yet
    /// (`AppState.waitsForAChange`).
    var awaitingReload = false
    /// The event the cursor carries (`m`), until `Enter` drops it or `Esc`.
    public internal(set) var moving: EventMove?
}
