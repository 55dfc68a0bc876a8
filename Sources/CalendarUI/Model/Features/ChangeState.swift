import CalendarCore

/// The event-editing feature's own state: what was asked of the
/// calendars' writer and what it did (`u` takes that back), and the event
/// the cursor carries (`m`).
public struct ChangeState: Equatable, Sendable {
    /// The receipts of the last add, change, delete or undo: what `u` takes back.
    public internal(set) var last: [WriteReceipt] = []
    /// The changes last handed to the run loop, to word what it reports.
    var requested: [EventChange] = []
    /// A change was written and the days that show it have not come yet
    /// (`AppState.waitsForAChange`).
    var awaitingReload = false
    /// The event the cursor carries (`m`), until `Enter` drops it or `Esc`.
    public internal(set) var moving: EventMove?
}
