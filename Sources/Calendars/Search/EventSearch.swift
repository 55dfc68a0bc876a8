import CalendarCore
import Foundation

/// Finding events by their words: title, location, description,
/// categories and the calendar's name, with case and accents ignored
/// (`cafe` finds `Café`), Hangul matched by syllable. Every word of the
/// query must occur (in any field).
public enum EventSearch {
    /// Text as it is compared (`SearchText.folded`).
    public static func folded(_ text: String) -> String { SearchText.folded(text) }

    /// The events of `collection` matching `query`: within `days` each
    /// series once by its first instance there; without, from `today` on
    /// (a series or event wholly past: its last instance in ten years).
    public static func search(_ query: String, in collection: SearchableEvents, days: ClosedRange<CivilDate>?, today: CivilDate) -> [SearchHit] {
        var matched: [Key: String?] = [:]   // the location of each
        let searchable = collection.searchable
        forEachMatch(of: query, in: collection) { index in
            // updateValue: a nil location must not remove the match.
            matched.updateValue(searchable[index].location, forKey: Key(searchable[index]))
        }
        guard !matched.isEmpty else { return [] }
        var chosen: [Key: EventOccurrence] = [:]
        if let days {
            // Only what matched is expanded.
            for occurrence in collection.occurrences(in: days, of: { matched[Key(calendar: $0, uid: $1)] != nil })
            where !occurrence.isCancelled && chosen[Key(occurrence)] == nil {
                chosen[Key(occurrence)] = occurrence
            }
        } else {
            chosen = nearestInstances(of: Set(matched.keys), in: collection, today: today)
        }
        return inDisplayOrder(Array(chosen.values)).map { occurrence in
            SearchHit(occurrence: occurrence, calendar: collection.calendars[occurrence.calendar].name,
                      location: matched[Key(occurrence)] ?? nil)
        }
    }

    /// An event: its calendar and UID.
    struct Key: Hashable {
        let calendar: Int
        let uid: String

        init(calendar: Int, uid: String) {
            self.calendar = calendar
            self.uid = uid
        }

        init(_ occurrence: EventOccurrence) { self.init(calendar: occurrence.calendar, uid: occurrence.uid) }
        init(_ event: SearchableEvent) { self.init(calendar: event.calendar, uid: event.uid) }
    }

    /// Calls `found` with the index in `collection.searchable` of every
    /// event whose words (or calendar's name) hold every word of `query`.
    static func forEachMatch(of query: String, in collection: SearchableEvents, _ found: (Int) -> Void) {
        forEachMatch(of: query, calendars: collection.calendars, searchable: collection.searchable, found)
    }

    /// The same over events' words and their calendars, wherever kept.
    static func forEachMatch(of query: String, calendars: [CalendarInfo], searchable: [SearchableEvent], _ found: (Int) -> Void) {
        let words = folded(query).split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
        guard !words.isEmpty else { return }
        let calendarWords = calendars.map { Array(folded($0.name).utf8) }
        for (index, event) in searchable.enumerated() {
            let inCalendar = calendarWords.indices.contains(event.calendar) ? calendarWords[event.calendar] : []
            if words.allSatisfy({ occurs($0, in: event.bytes) || occurs($0, in: inCalendar) }) { found(index) }
        }
    }

    /// Each event's instance a search shows: its next from `today`, else
    /// its last, in any year. Nearest days first: most series have an
    /// instance within a month, and only those without one are looked for
    /// further; what no window of a century either way holds (a single
    /// event in 2600, a series begun in 1700) is looked for where it can
    /// be, from its own span.
    static func nearestInstances(of keys: Set<Key>, in collection: SearchableEvents, today: CivilDate) -> [Key: EventOccurrence] {
        var chosen: [Key: EventOccurrence] = [:]
        var pending = keys
        let ahead = [(0, 31), (32, 365), (366, 366 * 2), (366 * 2 + 1, 3653), (3654, 36_524)].map { first, last in
            min(CivilDate.last, today.adding(days: first))...min(CivilDate.last, today.adding(days: last))
        }
        for window in ahead where !pending.isEmpty {
            takeFirst(in: window, of: &pending, into: &chosen, collection)
        }
        // What has no instance ahead: its last one, nearest days first
        // again (the latest instance of the nearest window it has one in).
        let behind = [(1, 31), (32, 365), (366, 3653), (3654, 36_524)].map { nearest, farthest in
            max(CivilDate.first, today.adding(days: -farthest))...max(CivilDate.first, today.adding(days: -nearest))
        }
        var farAhead = pending
        for window in behind where !pending.isEmpty {
            takeLast(in: window, of: &pending, into: &chosen, collection)
        }
        guard !pending.isEmpty else { return chosen }
        // Further than a century: each event where its span says it can be
        // (ahead first, then behind), a decade at a time, a century at most.
        farAhead.formIntersection(pending)
        let decade = 3653
        for (calendar, uid, days) in collection.possibleDays(of: { pending.contains(Key(calendar: $0, uid: $1)) }) {
            var one: Set<Key> = [Key(calendar: calendar, uid: uid)]
            var from = max(days.lowerBound, today.adding(days: 36_525))
            let aheadLimit = min(days.upperBound, from.adding(days: 36_525))
            while !one.isEmpty, farAhead.contains(Key(calendar: calendar, uid: uid)), from <= aheadLimit {
                let through = min(aheadLimit, from.adding(days: decade))
                takeFirst(in: from...through, of: &one, into: &chosen, collection)
                from = through.adding(days: 1)
                if through == CivilDate.last { break }
            }
            var until = min(days.upperBound, today.adding(days: -36_525))
            let behindLimit = max(days.lowerBound, until.adding(days: -36_525))
            while !one.isEmpty, until >= behindLimit {
                let since = max(behindLimit, until.adding(days: -decade))
                takeLast(in: since...until, of: &one, into: &chosen, collection)
                if since == CivilDate.first { break }
                until = since.adding(days: -1)
            }
        }
        return chosen
    }

    /// The first instance in `window` of each event of `pending`, which
    /// then is no longer pending.
    private static func takeFirst(in window: ClosedRange<CivilDate>, of pending: inout Set<Key>, into chosen: inout [Key: EventOccurrence],
                                  _ collection: SearchableEvents) {
        let asked = pending
        for occurrence in collection.occurrences(in: window, of: { asked.contains(Key(calendar: $0, uid: $1)) })
        where !occurrence.isCancelled && chosen[Key(occurrence)] == nil {
            chosen[Key(occurrence)] = occurrence
        }
        pending.subtract(chosen.keys)
    }

    /// The last instance in `window` of each event of `pending`.
    private static func takeLast(in window: ClosedRange<CivilDate>, of pending: inout Set<Key>, into chosen: inout [Key: EventOccurrence],
                                 _ collection: SearchableEvents) {
        let asked = pending
        var found: [Key: EventOccurrence] = [:]
        for occurrence in collection.occurrences(in: window, of: { asked.contains(Key(calendar: $0, uid: $1)) }) where !occurrence.isCancelled {
            if let kept = found[Key(occurrence)], kept.start > occurrence.start { continue }
            found[Key(occurrence)] = occurrence
        }
        chosen.merge(found) { old, _ in old }
        pending.subtract(found.keys)
    }

    /// By start, then title, as the list shows them (sorted by index:
    /// moving whole occurrences while sorting cost more).
    static func inDisplayOrder(_ found: [EventOccurrence]) -> [EventOccurrence] {
        let order = found.indices.sorted { (found[$0].start, found[$0].title) < (found[$1].start, found[$1].title) }
        return order.map { found[$0] }
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
        self.init(calendar: calendar, uid: uid, bytes: Array(text.utf8), location: location.map(PrintableText.oneLine))
    }

    /// `location`: shown and printed, one printable line.
    init(calendar: Int, uid: String, bytes: [UInt8], location: String?) {
        self.calendar = calendar
        self.uid = uid
        self.bytes = bytes
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
    /// The days any instance of the events `takes` accepts may cover.
    func possibleDays(of takes: (Int, String) -> Bool) -> [(calendar: Int, uid: String, days: ClosedRange<CivilDate>)]
}

extension EventCollection: SearchableEvents {}

extension WritableEvents: SearchableEvents {
    public var searchable: [SearchableEvent] { collection.searchable }

    public func possibleDays(of takes: (Int, String) -> Bool) -> [(calendar: Int, uid: String, days: ClosedRange<CivilDate>)] {
        collection.possibleDays(of: takes)
    }
}
