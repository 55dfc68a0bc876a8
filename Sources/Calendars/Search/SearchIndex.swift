import CalendarCore

/// What `/` answers each key press from: every event's instance a search
/// shows (`EventSearch.nearestInstances`), found once for a reading and a
/// day, in the list's order. A key press then only matches words and
/// marks ranks: a letter every one of 10,000 events has costs no
/// expansion and no sort.
public final class SearchIndex: @unchecked Sendable {
    /// The reading it was built from (nil once that reading is gone), and for which day.
    public private(set) weak var collection: (any AnyObject & SearchableEvents)?
    public let today: CivilDate
    /// Each event's shown instance, in display order.
    private let ordered: [EventOccurrence]
    /// For each of `collection.searchable`, the rank of its event's
    /// instance in `ordered` (nil: no instance within ten years either way).
    private let rankOf: [Int?]

    public init(collection: any AnyObject & SearchableEvents, today: CivilDate) {
        self.collection = collection
        self.today = today
        let searchable = collection.searchable
        let chosen = EventSearch.nearestInstances(of: Set(searchable.map(EventSearch.Key.init)), in: collection, today: today)
        ordered = EventSearch.inDisplayOrder(Array(chosen.values))
        var rank: [EventSearch.Key: Int] = [:]
        rank.reserveCapacity(ordered.count)
        for (index, occurrence) in ordered.enumerated() { rank[EventSearch.Key(occurrence)] = index }
        rankOf = searchable.map { rank[EventSearch.Key($0)] }
    }

    /// Whether it answers for `collection` on `today`.
    public func answers(for collection: any AnyObject & SearchableEvents, today: CivilDate) -> Bool {
        self.collection === collection && self.today == today
    }

    /// The events matching `query`, as `EventSearch.search` finds them
    /// without days.
    public func search(_ query: String) -> [SearchHit] {
        guard let collection else { return [] }
        let searchable = collection.searchable
        // The location of each rank matched: its event's last part that matched, as the search keeps it.
        var matched = [String??](repeating: nil, count: ordered.count)
        EventSearch.forEachMatch(of: query, in: collection) { index in
            if let rank = rankOf[index] { matched[rank] = .some(searchable[index].location) }
        }
        let names = collection.calendars.map(\.name)
        return ordered.indices.compactMap { rank in
            guard let location = matched[rank] else { return nil }
            let occurrence = ordered[rank]
            return SearchHit(occurrence: occurrence, calendar: names[occurrence.calendar], location: location)
        }
    }
}
