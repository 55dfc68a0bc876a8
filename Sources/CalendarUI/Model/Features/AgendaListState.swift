import CalendarCore

/// Where the agenda view (`L`) stands: the day its list begins on (the
/// cursor's when it opens; it moves on as the cursor goes below the
/// screen) and which of the cursor day's entries is picked: the one the
/// panel beside the list shows in full.
public struct AgendaListState: Equatable, Sendable {
    public internal(set) var start: CivilDate
    /// An index into `AgendaDays.entries(on: cursor, ...)`.
    public internal(set) var entry = 0

    public init(start: CivilDate) {
        self.start = start
    }
}
