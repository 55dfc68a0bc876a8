import CalendarCore

/// The events of a reading for the full screen: those of calendars dal
/// may change carry the digest of the file they were read from, so that a
/// delete confirmed later can tell whether a sync changed the file since.
public final class WritableEvents: EventSource, @unchecked Sendable {
    public let collection: EventCollection
    /// By calendar index, then UID.
    private let digests: [Int: [String: UInt64]]

    init(collection: EventCollection, digests: [Int: [String: UInt64]]) {
        self.collection = collection
        self.digests = digests
    }

    public var calendars: [CalendarInfo] { collection.calendars }
    public var warnings: [String] { collection.warnings }

    public func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
        withDigests(collection.occurrences(in: days))
    }

    public func occurrences(in days: ClosedRange<CivilDate>, of wanted: (Int, String) -> Bool) -> [EventOccurrence] {
        withDigests(collection.occurrences(in: days, of: wanted))
    }

    public func unorderedOccurrences(in days: ClosedRange<CivilDate>, of wanted: (Int, String) -> Bool) -> [EventOccurrence] {
        withDigests(collection.unorderedOccurrences(in: days, of: wanted))
    }

    private func withDigests(_ occurrences: [EventOccurrence]) -> [EventOccurrence] {
        occurrences.map { occurrence in
            guard let digest = digests[occurrence.calendar]?[occurrence.uid] else { return occurrence }
            var read = occurrence
            read.fileDigest = digest
            return read
        }
    }
}
