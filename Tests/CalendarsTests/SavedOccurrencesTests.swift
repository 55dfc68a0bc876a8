import CalendarCore
import Foundation
import Testing
@testable import Calendars

/// The occurrences `dal list` keeps between runs: made from a reading of
/// only the blocks asked for, written and read back, they answer any days
/// of those blocks exactly as the whole reading does; and only for the
/// very files they were made from.
@Suite struct SavedOccurrencesTests {
    /// A vdir of plain, multi-day, all-day, repeating and overridden
    /// events in several zones, from a seed.
    static func vdir(seed: UInt64, events: Int) throws -> String {
        let folder = NSTemporaryDirectory() + "dal-occurrences-\(UUID().uuidString)/work"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var random = SplitMix(seed: seed)
        let zones = ["Europe/Berlin", "America/New_York", "Asia/Seoul"]
        let rules = ["FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=DAILY;INTERVAL=3;COUNT=40", "FREQ=YEARLY"]
        for index in 0..<events {
            let day = CivilDate(year: 2026, month: 9, day: 1)!.adding(days: random.next(below: 240))
            let stamp = { (date: CivilDate) in String(format: "%04d%02d%02d", date.year, date.month, date.day) }
            var lines = ["BEGIN:VEVENT", "UID:e\(index)@x", "DTSTAMP:20260101T000000Z", "SUMMARY:Event \(index)"]
            switch random.next(below: 4) {
            case 0:
                lines += ["DTSTART;VALUE=DATE:\(stamp(day))", "DTEND;VALUE=DATE:\(stamp(day.adding(days: 1 + random.next(below: 4))))"]
            case 1:
                lines += ["DTSTART:\(stamp(day))T220000Z", "DURATION:PT\(2 + random.next(below: 30))H"]
            default:
                let zone = zones[random.next(below: zones.count)], hour = 7 + random.next(below: 12)
                lines += [String(format: "DTSTART;TZID=%@:%@T%02d0000", zone, stamp(day), hour), "DURATION:PT1H"]
            }
            if random.next(below: 3) == 0 { lines.append("RRULE:" + rules[random.next(below: rules.count)]) }
            let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN"] + lines + ["END:VEVENT", "END:VCALENDAR"])
                .joined(separator: "\r\n") + "\r\n"
            try text.write(toFile: folder + "/e\(index).ics", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func keptBlocksAnswerEveryDaySpanAsTheWholeReadingDoes() throws {
        for seed in UInt64(1)...4 {
            let folder = try Self.vdir(seed: seed, events: 120)
            defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
            let whole = try CalendarLoader.load([folder])
            var random = SplitMix(seed: seed * 31)
            for _ in 0..<6 {
                let first = CivilDate(year: 2026, month: 9, day: 1)!.adding(days: random.next(below: 240))
                let asked = first...first.adding(days: random.next(below: 70))
                let blocks = DayBlocks.blocks(of: asked)
                let window = DayBlocks.days(of: blocks.lowerBound).lowerBound...DayBlocks.days(of: blocks.upperBound).upperBound
                let windowed = try CalendarLoader.load([folder], window: window)
                let made = SavedOccurrences(key: 7)
                made.add(blocksOf: asked, from: windowed, warnings: windowed.warnings)
                let file = folder + "/../occurrences.cache"
                made.write(to: file)
                let saved = try #require(SavedOccurrences.read(from: file, key: 7))
                #expect(saved.covers(asked))
                #expect(saved.calendars == whole.calendars)
                // Any days inside the kept blocks, not only those asked.
                for _ in 0..<4 {
                    let start = window.lowerBound.adding(days: random.next(below: window.lowerBound.days(until: window.upperBound) + 1))
                    let days = start...min(window.upperBound, start.adding(days: random.next(below: 20)))
                    #expect(saved.occurrences(in: days) == whole.occurrences(in: days), "seed \(seed), \(days)")
                }
            }
        }
    }

    @Test func anotherKeyReadsNothingAndAFileChangedGivesAnotherKey() throws {
        let folder = try Self.vdir(seed: 9, events: 3)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
        let key = SavedOccurrences.key(paths: [folder], writable: [])
        let saved = SavedOccurrences(key: key)
        saved.add(blocksOf: CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 7)!,
                  from: try CalendarLoader.load([folder]), warnings: [])
        let file = folder + "/../occurrences.cache"
        saved.write(to: file)
        #expect(SavedOccurrences.read(from: file, key: key) != nil)
        #expect(SavedOccurrences.read(from: file, key: key &+ 1) == nil)
        let text = try String(contentsOfFile: folder + "/e0.ics", encoding: .utf8)
        try text.replacingOccurrences(of: "SUMMARY:Event 0", with: "SUMMARY:Renamed").write(toFile: folder + "/e0.ics", atomically: true,
                                                                                             encoding: .utf8)
        #expect(SavedOccurrences.key(paths: [folder], writable: []) != key)
    }
}

/// A small seeded generator (SplitMix64): the same vdir for the same seed.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
