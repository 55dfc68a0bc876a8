/// One event found by a search: a single event, or a series once (its
/// next instance from today, else its last one).
public struct SearchHit: Equatable, Sendable {
    public let occurrence: EventOccurrence
    public let calendar: String
    public let location: String?

    public init(occurrence: EventOccurrence, calendar: String, location: String?) {
        self.occurrence = occurrence
        self.calendar = calendar
        self.location = location
    }
}
