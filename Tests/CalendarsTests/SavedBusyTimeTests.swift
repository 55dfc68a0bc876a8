import CalendarCore
import Foundation
import Testing
@testable import Calendars

/// The busy time `dal free` keeps between runs: read back as written, by
/// block of days (days before 1970 too), each occurrence once however many
/// blocks it spans, and only for the very files it was made from.
@Suite struct SavedBusyTimeTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    @Test func blocksCoverEveryDayOnceOnBothSidesOf1970() {
        for text in ["1969-12-31", "1970-01-01", "2026-11-26", "0001-01-01", "9999-12-31"] {
            let date = Self.day(text)
            #expect(SavedBusyTime.days(of: SavedBusyTime.block(of: date)).contains(date), "\(text)")
        }
        #expect(SavedBusyTime.block(of: Self.day("1969-12-31")) == -1)
    }

    @Test func whatIsWrittenIsReadBackAndAnotherKeyReadsNothing() throws {
        let folder = NSTemporaryDirectory() + "dal-busy-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let block = SavedBusyTime.block(of: Self.day("2026-11-26"))
        let first = SavedBusyTime.days(of: block).lowerBound.dayNumber
        let entry = SavedBusyTime.Entry(uid: "a@x", start: 1_790_000_000, end: 1_790_003_600, days: first...first + 40,
                                        declinedBy: ["me@example.com"])
        let saved = SavedBusyTime(key: 42, blocks: [block: [entry], block + 1: [entry]], warnings: ["work/x.ics:3: a problem"])
        saved.write(to: folder + "/busy.cache")
        #expect(SavedBusyTime.read(from: folder + "/busy.cache", key: 42) == saved)
        #expect(SavedBusyTime.read(from: folder + "/busy.cache", key: 43) == nil)
        // Spanning both blocks, it is one occurrence.
        let days = SavedBusyTime.days(of: block).lowerBound...SavedBusyTime.days(of: block + 1).upperBound
        #expect(saved.entries(overlapping: days) == [entry])
        #expect(saved.entries(overlapping: days.lowerBound...days.upperBound.adding(days: 1)) == nil, "a block not kept")
    }

    /// More blocks than are kept, asked at once (`dal free` over five
    /// years): all of them are there for the run that asked.
    @Test func blocksAskedForAreKeptHoweverMany() {
        var saved = SavedBusyTime(key: 1)
        let empty = EventCollection(calendars: [], contents: [], warnings: [])
        saved.add(blocks: Array(600..<700), of: empty, warnings: [], instant: { _ in 0 })
        #expect(saved.entries(overlapping: SavedBusyTime.days(of: 600).lowerBound...SavedBusyTime.days(of: 699).upperBound) == [])
        saved.add(blocks: [800], of: empty, warnings: [], instant: { _ in 0 })
        #expect(saved.blocks.count == 48 && saved.blocks[800] != nil && saved.blocks[699] != nil && saved.blocks[600] == nil)
    }

    @Test func theKeyChangesWhenAFileOfTheCalendarsChanges() throws {
        let folder = NSTemporaryDirectory() + "dal-busy-\(UUID().uuidString)/work"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
        let event = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\nUID:a@x\r\nDTSTAMP:20260101T000000Z\r\n"
            + "DTSTART:20261126T100000Z\r\nDURATION:PT1H\r\nSUMMARY:A\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try event.write(toFile: folder + "/a.ics", atomically: true, encoding: .utf8)
        let before = SavedBusyTime.key(paths: [folder], writable: [])
        #expect(SavedBusyTime.key(paths: [folder], writable: []) == before)
        try event.replacingOccurrences(of: "T100000Z", with: "T110000Z").write(toFile: folder + "/a.ics", atomically: true, encoding: .utf8)
        #expect(SavedBusyTime.key(paths: [folder], writable: []) != before)
        let changed = SavedBusyTime.key(paths: [folder], writable: [])
        try event.write(toFile: folder + "/b.ics", atomically: true, encoding: .utf8)
        #expect(SavedBusyTime.key(paths: [folder], writable: []) != changed, "a file added")
    }
}
