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
        let calendarWords = collection.calendars.map { Array(folded($0.name).utf8) }
        let wordBytes = words.map { Array($0.utf8) }
        for event in collection.searchable {
            let inCalendar = calendarWords.indices.contains(event.calendar) ? calendarWords[event.calendar] : []
            if wordBytes.allSatisfy({ Self.occurs($0, in: event.bytes) || Self.occurs($0, in: inCalendar) }) {
                // updateValue: a nil location must not remove the match.
                matched[event.calendar, default: [:]].updateValue(event.location, forKey: event.uid)
            }
        }
        guard !matched.isEmpty else { return [] }
        // Only what matched is expanded.
        let wanted = { (calendar: Int, uid: String) in matched[calendar]?[uid] != nil }
        /// An event: its calendar and UID.
        struct Key: Hashable {
            let calendar: Int
            let uid: String
        }
        var chosen: [Key: EventOccurrence] = [:]
        func key(_ occurrence: EventOccurrence) -> Key { Key(calendar: occurrence.calendar, uid: occurrence.uid) }
        if let days {
            for occurrence in collection.occurrences(in: days, of: wanted) where chosen[key(occurrence)] == nil {
                chosen[key(occurrence)] = occurrence
            }
        } else {
            // Nearest days first: most series have an instance within a
            // month, and only those without one are looked for further.
            var pending = Set(matched.flatMap { calendar, uids in uids.keys.map { Key(calendar: calendar, uid: $0) } })
            let ahead = [(0, 31), (32, 365), (366, 366 * 2)].map { first, last in
                today.adding(days: first)...min(CivilDate.last, today.adding(days: last))
            }
            for window in ahead where !pending.isEmpty && window.lowerBound <= CivilDate.last {
                for occurrence in collection.occurrences(in: window, of: { pending.contains(Key(calendar: $0, uid: $1)) })
                where chosen[key(occurrence)] == nil {
                    chosen[key(occurrence)] = occurrence
                }
                pending.subtract(chosen.keys)
            }
            // What has no instance ahead: its last one, nearest days first
            // again (the latest instance of the nearest window it has one in).
            let behind = [(1, 31), (32, 365), (366, 3653)].map { nearest, farthest in
                max(CivilDate.first, today.adding(days: -farthest))...today.adding(days: -nearest)
            }
            for window in behind where !pending.isEmpty && window.upperBound >= CivilDate.first {
                var found: [Key: EventOccurrence] = [:]
                for occurrence in collection.occurrences(in: window, of: { pending.contains(Key(calendar: $0, uid: $1)) }) {
                    if let kept = found[key(occurrence)], kept.start > occurrence.start { continue }
                    found[key(occurrence)] = occurrence
                }
                chosen.merge(found) { old, _ in old }
                pending.subtract(found.keys)
            }
        }
        // Sorted by index: moving whole occurrences while sorting cost more.
        let found = Array(chosen.values)
        let order = found.indices.sorted { (found[$0].start, found[$0].title) < (found[$1].start, found[$1].title) }
        return order.map { found[$0] }.map { occurrence in
            SearchHit(occurrence: occurrence, calendar: collection.calendars[occurrence.calendar].name,
                      location: matched[occurrence.calendar]?[occurrence.uid] ?? nil)
        }
    }
}

/// One event's words as a search looks at them.
public struct SearchableEvent: Sendable {
    public let calendar: Int
    public let uid: String
    /// SUMMARY, LOCATION, DESCRIPTION and CATEGORIES, folded, as UTF-8:
    /// both sides folded and composed alike, a word is found byte by byte
    /// (comparing Characters cost a key press of `/` most of its time).
    public let bytes: [UInt8]
    public let location: String?

    init(calendar: Int, uid: String, text: String, location: String?) {
        self.calendar = calendar
        self.uid = uid
        bytes = Array(text.utf8)
        self.location = location
    }
}

extension EventSearch {
    /// Whether `word` occurs in `text`: each place its first byte is
    /// (`memchr`), compared from there (`memcmp`).
    static func occurs(_ word: [UInt8], in text: [UInt8]) -> Bool {
        guard let first = word.first else { return true }
        guard word.count <= text.count else { return false }
        return text.withUnsafeBytes { haystack in
            word.withUnsafeBytes { needle in
                guard let start = haystack.baseAddress, let wanted = needle.baseAddress else { return false }
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last {
                    guard let found = memchr(start + offset, Int32(first), last - offset + 1) else { return false }
                    let at = start.distance(to: UnsafeRawPointer(found))
                    if memcmp(start + at, wanted, needle.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }
}

/// Events a search can look through without reading files.
public protocol SearchableEvents: EventSource {
    var searchable: [SearchableEvent] { get }
}

extension EventCollection: SearchableEvents {}

extension WritableEvents: SearchableEvents {
    public var searchable: [SearchableEvent] { collection.searchable }
}
