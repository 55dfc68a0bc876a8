import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars

/// The occurrences `dal list` keeps between runs: made from a reading of
/// only the blocks asked for, written and read back, they answer any days
/// of those blocks exactly as the whole reading does; and only for the
/// very files they were made from.
@Suite struct SavedOccurrencesTests {
    /// A vdir of plain, multi-day, all-day, repeating and overridden
    /// events in several zones, from a seed.
    static func vdir(seed: UInt64, events: Int, alarms: Bool = false) throws -> String {
        let folder = NSTemporaryDirectory() + "dal-occurrences-\(UUID().uuidString)/work"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var random = SeededGenerator(state: seed)
        let zones = ["Europe/Berlin", "America/New_York", "Asia/Seoul"]
        let rules = ["FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=DAILY;INTERVAL=3;COUNT=40", "FREQ=YEARLY"]
        for index in 0..<events {
            let day = CivilDate(year: 2026, month: 9, day: 1)!.adding(days: Int.random(in: 0..<240, using: &random))
            let stamp = { (date: CivilDate) in String(format: "%04d%02d%02d", date.year, date.month, date.day) }
            var lines = ["BEGIN:VEVENT", "UID:e\(index)@x", "DTSTAMP:20260101T000000Z", "SUMMARY:Event \(index)"]
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                lines += ["DTSTART;VALUE=DATE:\(stamp(day))", "DTEND;VALUE=DATE:\(stamp(day.adding(days: 1 + Int.random(in: 0..<4, using: &random))))"]
            case 1:
                lines += ["DTSTART:\(stamp(day))T220000Z", "DURATION:PT\(2 + Int.random(in: 0..<30, using: &random))H"]
            default:
                let zone = zones[Int.random(in: 0..<zones.count, using: &random)], hour = 7 + Int.random(in: 0..<12, using: &random)
                lines += [String(format: "DTSTART;TZID=%@:%@T%02d0000", zone, stamp(day), hour), "DURATION:PT1H"]
            }
            let repeats = Int.random(in: 0..<3, using: &random) == 0
            if repeats { lines.append("RRULE:" + rules[Int.random(in: 0..<rules.count, using: &random)]) }
            if alarms, Int.random(in: 0..<2, using: &random) == 0 {
                // A fixed moment in a series goes off once, shown with an
                // instance the look happened to expand (DECISIONS): on single events only.
                let triggers = ["TRIGGER:-PT15M", "TRIGGER:-P1D", "TRIGGER;RELATED=END:PT5M", "TRIGGER:-PT1H\r\nREPEAT:2\r\nDURATION:PT10M"]
                    + (repeats ? [] : ["TRIGGER;VALUE=DATE-TIME:20261120T080000Z"])
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Alarm \(index)", triggers[Int.random(in: 0..<triggers.count, using: &random)],
                          "END:VALARM"]
            }
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
            var random = SeededGenerator(state: seed * 31)
            for _ in 0..<6 {
                let first = CivilDate(year: 2026, month: 9, day: 1)!.adding(days: Int.random(in: 0..<240, using: &random))
                let asked = first...first.adding(days: Int.random(in: 0..<70, using: &random))
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
                    let start = window.lowerBound.adding(days: Int.random(in: 0..<window.lowerBound.days(until: window.upperBound) + 1, using: &random))
                    let days = start...min(window.upperBound, start.adding(days: Int.random(in: 0..<20, using: &random)))
                    #expect(saved.occurrences(in: days) == whole.occurrences(in: days), "seed \(seed), \(days)")
                }
            }
        }
    }

    /// `dal remind`'s answers kept: any look (a first look, a catch-up of
    /// days, the two days ahead, the next event) answered from the blocks
    /// kept is the reading's answer; alarms made for other default alarms
    /// answer nothing.
    @Test func keptAlarmsAnswerEveryLookAsTheReadingDoes() throws {
        for seed in UInt64(1)...3 {
            let folder = try Self.vdir(seed: seed, events: 80, alarms: true)
            defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
            // An event dal cannot place, years away from any look: said by every answer.
            try "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\nUID:broken@x\r\nSUMMARY:No start\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
                .write(toFile: folder + "/broken.ics", atomically: true, encoding: .utf8)
            let reading = CalendarReading(paths: [folder], writable: [], cache: nil)
            try reading.readAll()
            #expect(!reading.problems.isEmpty)
            let defaults = seed == 3 ? DefaultAlarms(timedMinutesBefore: 10, allDayAt: 9 * 3600) : .none
            var random = SeededGenerator(state: seed * 17)
            for _ in 0..<6 {
                let through = 1_788_000_000 + Int.random(in: 0..<200 * 86_400, using: &random)
                let after: Int? = Int.random(in: 0..<3, using: &random) == 0 ? nil : through - Int.random(in: 0..<3 * 86_400, using: &random)
                let made = SavedOccurrences(key: 3)
                let days = AlarmSchedule.reportDays(after: after, through: through)
                made.add(blocksOf: days, from: reading.events, warnings: [])
                made.addAlarms(blocksOf: days, settings: 5, problems: reading.alarms.problems, warnings: reading.problems) { after, through in
                    AlarmSchedule.alarms(of: reading.events, read: reading.alarms, after: after, through: through, defaults: defaults).alarms
                }
                let file = folder + "/../alarms.cache"
                made.write(to: file)
                let kept = try #require(SavedOccurrences.read(from: file, key: 3))
                let expected = AlarmSchedule.report(of: reading.events, read: reading.alarms, after: after, through: through, defaults: defaults)
                #expect(kept.alarmReport(after: after, through: through, zone: .current(), settings: 5) == expected, "seed \(seed)")
                #expect(kept.alarmReport(after: after, through: through, zone: .current(), settings: 6) == nil)
                #expect(kept.alarmWarnings == reading.problems, "the whole reading's warnings, said again by a kept answer")
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
