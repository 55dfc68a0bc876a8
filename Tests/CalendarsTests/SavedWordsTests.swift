import CalendarCore
import Foundation
import Storage
import Testing
import TestSupport
@testable import Calendars

/// What `dal search` keeps between runs: the words of every event with
/// its file. A search of the kept words that reads only the files of what
/// matched finds exactly what a search of the whole reading finds.
@Suite struct SavedWordsTests {
    @Test func aSearchOfTheKeptWordsFindsWhatTheWholeReadingFinds() throws {
        for seed in UInt64(1)...3 {
            let folder = try SavedOccurrencesTests.vdir(seed: seed, events: 90)
            defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
            // An override of a series in a file of its own, with words of its own.
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            let series = try #require(try names.first { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8).contains("RRULE") })
            let text = try String(contentsOfFile: folder + "/" + series, encoding: .utf8)
            let uid = try #require(text.split(separator: "\r\n").first { $0.hasPrefix("UID:") }).dropFirst(4)
            let start = try #require(text.split(separator: "\r\n").first { $0.hasPrefix("DTSTART") })
            let instance = start.replacingOccurrences(of: "DTSTART", with: "RECURRENCE-ID")
            try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\n\(instance)\r\n"
                 + "\(start)\r\nDURATION:PT2H\r\nSUMMARY:Moved rehearsal\r\nLOCATION:Hall B\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
                .write(toFile: folder + "/override.ics", atomically: true, encoding: .utf8)
            let reading = CalendarReading(paths: [folder], writable: [], cache: nil)
            try reading.readAll()
            let file = folder + "/../words.cache"
            SavedWords(key: 11, reading: reading).write(to: file)
            let words = try #require(SavedWords.read(from: file, key: 11))
            #expect(SavedWords.read(from: file, key: 12) == nil)
            #expect(words.warnings == reading.problems)
            let today = CivilDate(year: 2026, month: 11, day: 28)!
            for query in ["Event 1", "event 4", "rehearsal", "hall", "work", "Event 3 work", "nothing like this", "Event 8"] {
                let matched = try #require(CalendarLoader.load(files: words.files(matching: query), of: words.calendars, cache: nil))
                #expect(EventSearch.search(query, in: matched, days: nil, today: today)
                        == EventSearch.search(query, in: reading.events, days: nil, today: today), "seed \(seed): \(query)")
                let days = today.adding(days: -40)...today.adding(days: 40)
                #expect(EventSearch.search(query, in: matched, days: days, today: today)
                        == EventSearch.search(query, in: reading.events, days: days, today: today), "seed \(seed): \(query) in days")
            }
        }
    }

    /// The kept words and occurrences (with alarms) of a real reading,
    /// torn at any length or with any byte changed: read as none, never
    /// as other words or other occurrences.
    @Test func aTornOrCorruptedFileOfKeptWordsOrOccurrencesIsReadAsNone() throws {
        let folder = try SavedOccurrencesTests.vdir(seed: 4, events: 40, alarms: true)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
        let reading = CalendarReading(paths: [folder], writable: [], cache: nil)
        try reading.readAll()
        let wordsFile = folder + "/../words.cache", occurrencesFile = folder + "/../occurrences.cache"
        SavedWords(key: 5, reading: reading).write(to: wordsFile)
        let kept = SavedOccurrences(key: 5)
        let days = CivilDate(year: 2026, month: 10, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!
        kept.add(blocksOf: days, from: reading.events, warnings: ["a warning"])
        kept.addAlarms(blocksOf: days, settings: 1, problems: [], warnings: []) { after, through in
            AlarmSchedule.alarms(of: reading.events, read: reading.alarms, after: after, through: through).alarms
        }
        kept.write(to: occurrencesFile)
        let reads: [(String, () -> Bool)] = [(wordsFile, { SavedWords.read(from: wordsFile, key: 5) != nil }),
                                             (occurrencesFile, { SavedOccurrences.read(from: occurrencesFile, key: 5) != nil })]
        var generator = SeededGenerator(state: 9)
        for (file, readsSomething) in reads {
            #expect(readsSomething(), "written whole, it is read")
            let bytes = try #require(try BoundedFileReader.read(file, limit: 1 << 24))
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
                try Data(bytes[..<cut]).write(to: URL(fileURLWithPath: file))
                #expect(!readsSomething(), "torn at \(cut) of \(bytes.count)")
            }
            for _ in 0..<100 {
                var damaged = bytes
                let index = Int.random(in: 0..<damaged.count, using: &generator)
                damaged[index] ^= UInt8.random(in: 1...255, using: &generator)
                try Data(damaged).write(to: URL(fileURLWithPath: file))
                #expect(!readsSomething(), "a byte changed at \(index)")
            }
        }
    }
}
