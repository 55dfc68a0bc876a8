import CalendarCore
import Foundation
import Persistence

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
    public static func search(_ query: String, in collection: EventSource, days: ClosedRange<CivilDate>?, today: CivilDate) -> [SearchHit] {
        let words = folded(query).split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return [] }
        var matched: [Int: [String: String?]] = [:]   // calendar → uid → location
        for (index, calendar) in collection.calendars.enumerated() {
            let files = CalendarLoader.isDirectory(calendar.path) ? CalendarLoader.icsFiles(in: calendar.path) : [calendar.path]
            let calendarWords = folded(calendar.name)
            for file in files {
                guard let bytes = try? BoundedFileReader.read(file, limit: CalendarLoader.maximumFileBytes),
                      let editor = try? EventFileEditor(bytes: bytes) else { continue }
                for content in editor.file.contents {
                    guard let block = content.block else { continue }
                    let location = editor.value(of: "LOCATION", in: block).map(ICalendarFile.unescaped)
                    let fields = [content.summary, location, editor.value(of: "DESCRIPTION", in: block).map(ICalendarFile.unescaped),
                                  editor.value(of: "CATEGORIES", in: block)].compactMap { $0 }
                    let haystack = folded(fields.joined(separator: "\n")) + "\n" + calendarWords
                    if words.allSatisfy({ haystack.contains($0) }) {
                        // updateValue: a nil location must not remove the match.
                        matched[index, default: [:]].updateValue(location.flatMap { $0.isEmpty ? nil : $0 }, forKey: content.uid)
                    }
                }
            }
        }
        guard !matched.isEmpty else { return [] }
        func isMatch(_ occurrence: EventOccurrence) -> Bool { matched[occurrence.calendar]?[occurrence.uid] != nil }
        var chosen: [String: EventOccurrence] = [:]
        func key(_ occurrence: EventOccurrence) -> String { "\(occurrence.calendar)\u{1F}\(occurrence.uid)" }
        if let days {
            for occurrence in collection.occurrences(in: days) where isMatch(occurrence) && chosen[key(occurrence)] == nil {
                chosen[key(occurrence)] = occurrence
            }
        } else {
            let coming = today...min(CivilDate.last, today.adding(days: 366 * 2))
            for occurrence in collection.occurrences(in: coming) where isMatch(occurrence) && chosen[key(occurrence)] == nil {
                chosen[key(occurrence)] = occurrence
            }
            // What has no instance ahead: its last one (the days come in order).
            let ahead = Set(chosen.keys)
            let behind = max(CivilDate.first, today.adding(days: -3653))...today.adding(days: -1)
            for occurrence in collection.occurrences(in: behind) where isMatch(occurrence) && !ahead.contains(key(occurrence)) {
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
