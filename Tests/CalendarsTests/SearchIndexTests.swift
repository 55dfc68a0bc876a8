import CalendarCore
import Foundation
import SystemServices
import Testing
import TestSupport
@testable import Calendars

/// The search answers from the words kept with each reading (and its
/// cache), not from the files: on random calendars it finds exactly what a
/// scan of the files' text finds, Korean and accented words included, and
/// after a file changes on disk (same length) it finds it by its new words.
@Suite(.serialized) struct SearchIndexTests {
    init() {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    static let vocabulary = ["Café", "cafe", "Olé", "naïve", "팀", "회의", "팀회의", "Straße", "ＦＵＬＬ", "plan", "Plan", "deploy", "résumé",
                             "e\u{301}te\u{301}", "été", "커피", "dentist"]
    static let today = CivilDate(year: 2026, month: 11, day: 26)!

    /// Random events (one file each) with random words in their title,
    /// place, notes and categories, some escaped as RFC 5545 writes them.
    static func randomVdir(seed: UInt64) throws -> (folder: String, cache: CacheFolder) {
        var random = SeededGenerator(state: seed)
        let root = NSTemporaryDirectory() + "dal-search-index-\(UUID().uuidString)"
        let folder = root + "/vdir/work"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func words(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &random)).map { _ in vocabulary.randomElement(using: &random)! }.joined(separator: " ")
        }
        for index in 0..<60 {
            let day = today.adding(days: Int.random(in: -900...600, using: &random))
            var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VEVENT", "UID:e\(index)@test", "DTSTAMP:20260101T000000Z",
                         "DTSTART:\(ICalendarWriter.basic(day))T100000Z", "DURATION:PT1H", "SUMMARY:" + ICalendarWriter.escape(words(1...3))]
            if Bool.random(using: &random) { lines.append("LOCATION:" + ICalendarWriter.escape(words(1...2) + ", " + words(1...1))) }
            if Bool.random(using: &random) { lines.append("DESCRIPTION:" + ICalendarWriter.escape(words(1...4) + "\n" + words(1...2))) }
            if Int.random(in: 0..<3, using: &random) == 0 { lines.append("CATEGORIES:" + words(1...1) + "," + words(1...1)) }
            if Int.random(in: 0..<4, using: &random) == 0 { lines.append("RRULE:FREQ=WEEKLY;COUNT=10") }
            // Words in an alarm are not the event's.
            if Int.random(in: 0..<5, using: &random) == 0 {
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:zebra", "TRIGGER:-PT5M", "END:VALARM"]
            }
            lines += ["END:VEVENT", "END:VCALENDAR"]
            try (lines.map { ICalendarWriter.fold($0) }.joined(separator: "\r\n") + "\r\n").write(toFile: folder + "/e\(index).ics", atomically: true, encoding: .utf8)
        }
        return (root + "/vdir", CacheFolder(path: root + "/cache"))
    }

    /// The UIDs whose own SUMMARY, LOCATION, DESCRIPTION or CATEGORIES
    /// (or calendar name) hold every word, by scanning the files' text.
    static func scan(_ query: String, in folder: String, calendar: String) throws -> Set<String> {
        let words = EventSearch.folded(query).split(whereSeparator: \.isWhitespace).map(String.init)
        var found = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".ics") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                .replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
            var fields: [String] = [], uid = "", inAlarm = false
            for line in text {
                if line == "BEGIN:VALARM" { inAlarm = true }
                if line == "END:VALARM" { inAlarm = false }
                guard !inAlarm, let colon = line.firstIndex(of: ":") else { continue }
                let name = String(line[..<colon]), value = String(line[line.index(after: colon)...])
                if name == "UID" { uid = value }
                if ["SUMMARY", "LOCATION", "DESCRIPTION", "CATEGORIES"].contains(name) {
                    fields.append(value.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\,", with: ",")
                        .replacingOccurrences(of: "\\;", with: ";").replacingOccurrences(of: "\\\\", with: "\\"))
                }
            }
            let haystack = EventSearch.folded(fields.joined(separator: "\n") + "\n" + calendar)
            if words.allSatisfy(haystack.contains) { found.insert(uid) }
        }
        return found
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func theSearchFindsWhatAScanOfTheFilesFinds(seed: UInt64) throws {
        let (vdir, cache) = try Self.randomVdir(seed: seed)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: vdir).deletingLastPathComponent().path) }
        _ = try CalendarLoader.load([vdir], cache: cache)   // the cache warmed, as a second run finds it
        let collection = try CalendarLoader.load([vdir], cache: cache)
        var random = SeededGenerator(state: seed * 77)
        var found = 0
        let index = SearchIndex(collection: collection, today: Self.today)
        for _ in 0..<40 {
            let query = (0..<Int.random(in: 1...2, using: &random)).map { _ in Self.vocabulary.randomElement(using: &random)! }.joined(separator: " ")
            let searched = EventSearch.search(query, in: collection, days: nil, today: Self.today)
            let hits = Set(searched.map(\.occurrence.uid))
            #expect(hits == (try Self.scan(query, in: vdir + "/work", calendar: "work")), "\(query)")
            // What `/` answers from, built once for every event, answers the same, in the same order.
            #expect(index.search(query) == searched, "\(query)")
            found += hits.count
        }
        #expect(found > 40, "the queries find events: \(found)")
        #expect(EventSearch.search("zebra", in: collection, days: nil, today: Self.today).isEmpty, "an alarm's words are not the event's")
    }

    @Test func aFileChangedOnDiskIsSearchedByItsNewWords() throws {
        let (vdir, cache) = try Self.randomVdir(seed: 9)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: vdir).deletingLastPathComponent().path) }
        let file = vdir + "/work/e0.ics"
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let old = try #require(before.components(separatedBy: "\r\n").first { $0.hasPrefix("SUMMARY:") })
        _ = try CalendarLoader.load([vdir], cache: cache)
        // Same length, new words: the cache must not answer for it.
        let new = "SUMMARY:" + String(repeating: "q", count: old.count - 8)
        try before.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
        let collection = try CalendarLoader.load([vdir], cache: cache)
        let word = String(repeating: "q", count: old.count - 8)
        #expect(EventSearch.search(word, in: collection, days: nil, today: Self.today).map(\.occurrence.uid) == ["e0@test"])
    }

    @Test(arguments: [("aab", "aaab", true), ("ab", "ab", true), ("b", "ab", true), ("abc", "ab", false), ("", "x", true),
                      ("x", "", false), ("팀", "팀 회의", true), ("의x", "팀 회의", false), ("ba", "aaab", false)])
    func aWordIsFoundByItsBytes(word: String, text: String, found: Bool) {
        #expect(EventSearch.occurs(Array(word.utf8), in: Array(text.utf8)) == found)
    }
}
