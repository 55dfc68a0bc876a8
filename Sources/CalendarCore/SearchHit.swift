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

extension SearchHit {
    /// Two lists of hits, each in its order, as one by date (the first's
    /// before the second's on the same day).
    public static func byDate(_ first: [SearchHit], _ second: [SearchHit]) -> [SearchHit] {
        var merged: [SearchHit] = [], rest = second[...]
        for hit in first {
            while let next = rest.first, next.occurrence.start.date < hit.occurrence.start.date {
                merged.append(next)
                rest = rest.dropFirst()
            }
            merged.append(hit)
        }
        return merged + rest
    }
}
