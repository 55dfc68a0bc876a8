import CalendarCore
import Foundation

/// Finding events by their words: title, location, description,
/// categories and the calendar's name, with case and accents ignored
/// (`cafe` finds `Café`), Hangul matched by syllable. Every word of the
/// query must occur (in any field).
public enum EventSearch {
    /// Text as it is compared: case, accents and width folded, composed.
    public static func folded(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The events of `collection` matching `query`: within `days` each
    /// series once by its first instance there; without, from `today` on
    /// (a series or event wholly past: its last instance in ten years).
    public static func search(_ query: String, in collection: SearchableEvents, days: ClosedRange<CivilDate>?, today: CivilDate) -> [SearchHit] {
        let words = folded(query).split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return [] }
        var matched: [Int: [String: String?]] = [:]   // calendar → uid → location
        let calendarWords = collection.calendars.map { folded($0.name) }
        for event in collection.searchable {
            let inCalendar = calendarWords.indices.contains(event.calendar) ? calendarWords[event.calendar] : ""
            if words.allSatisfy({ event.text.contains($0) || inCalendar.contains($0) }) {
                // updateValue: a nil location must not remove the match.
                matched[event.calendar, default: [:]].updateValue(event.location, forKey: event.uid)
            }
        }
        guard !matched.isEmpty else { return [] }
        func isMatch(_ occurrence: EventOccurrence) -> Bool { matched[occurrence.calendar]?[occurrence.uid] != nil }
        // Only what matched is expanded.
        let wanted = { (calendar: Int, uid: String) in matched[calendar]?[uid] != nil }
        var chosen: [String: EventOccurrence] = [:]
        func key(_ occurrence: EventOccurrence) -> String { "\(occurrence.calendar)\u{1F}\(occurrence.uid)" }
        if let days {
            for occurrence in collection.occurrences(in: days, of: wanted) where isMatch(occurrence) && chosen[key(occurrence)] == nil {
                chosen[key(occurrence)] = occurrence
            }
        } else {
            let coming = today...min(CivilDate.last, today.adding(days: 366 * 2))
            for occurrence in collection.occurrences(in: coming, of: wanted) where isMatch(occurrence) && chosen[key(occurrence)] == nil {
                chosen[key(occurrence)] = occurrence
            }
            // What has no instance ahead: its last one (the days come in order).
            let ahead = Set(chosen.keys)
            let behind = max(CivilDate.first, today.adding(days: -3653))...today.adding(days: -1)
            for occurrence in collection.occurrences(in: behind, of: wanted) where isMatch(occurrence) && !ahead.contains(key(occurrence)) {
                if let kept = chosen[key(occurrence)], kept.start > occurrence.start { continue }
                chosen[key(occurrence)] = occurrence
            }
        }
        return chosen.values.sorted { ($0.start, $0.title) < ($1.start, $1.title) }.map { occurrence in
            SearchHit(occurrence: occurrence, calendar: collection.calendars[occurrence.calendar].name,
                      location: matched[occurrence.calendar]?[occurrence.uid] ?? nil)
        }
    }
}

/// One event's words as a search looks at them.
public struct SearchableEvent: Sendable {
    public let calendar: Int
    public let uid: String
    /// SUMMARY, LOCATION, DESCRIPTION and CATEGORIES, folded.
    public let text: String
    public let location: String?
}

/// Events a search can look through without reading files.
public protocol SearchableEvents: EventSource {
    var searchable: [SearchableEvent] { get }
}

extension EventCollection: SearchableEvents {}

extension WritableEvents: SearchableEvents {
    public var searchable: [SearchableEvent] { collection.searchable }
}
