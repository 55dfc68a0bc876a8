import CalendarCore
import Foundation
import Storage
import SystemServices
import Testing
import TestSupport
@testable import Calendars

/// Days kept between runs are trusted only for the very files they were
/// expanded from: the key of the files on disk equals the key of a reading
/// exactly when nothing was added, removed or changed since, and a saved
/// file that is torn, corrupted or of another key is read as none.
@Suite(.serialized) struct SavedDaysTests {
    init() {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    static func event(_ uid: String, _ title: String, day: String = "20261124") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal//test//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\n"
            + "SUMMARY:\(title)\r\nDTSTART:\(day)T090000Z\r\nDTEND:\(day)T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    /// A folder of collections with a few event files, and a loose file named directly.
    static func calendars() throws -> (root: String, file: String) {
        let root = NSTemporaryDirectory() + "dal-saved-\(UUID().uuidString)"
        for (collection, count) in [("work", 3), ("home", 2)] {
            try FileManager.default.createDirectory(atPath: "\(root)/vdir/\(collection)", withIntermediateDirectories: true)
            for index in 0..<count {
                try event("\(collection)-\(index)", "\(collection) \(index)").write(toFile: "\(root)/vdir/\(collection)/\(index).ics",
                                                                                   atomically: false, encoding: .utf8)
            }
        }
        try event("loose", "Loose").write(toFile: "\(root)/loose.ics", atomically: false, encoding: .utf8)
        return (root, "\(root)/loose.ics")
    }

    static func readKey(_ root: String, _ file: String) throws -> UInt64 {
        let reading = CalendarReading(paths: [root + "/vdir", file], writable: [], cache: nil)
        try reading.readAll()
        return reading.readKey
    }

    @Test func theFilesOnDiskHaveTheKeyOfTheirReadingUntilAnyOfThemChanges() throws {
        let (root, file) = try Self.calendars()
        let paths = [root + "/vdir", file]
        let read = try Self.readKey(root, file)
        #expect(CalendarReading.filesKey(paths: paths, writable: []) == read)
        #expect(CalendarReading.filesKey(paths: paths, writable: []) == read, "the same files give the same key every time")

        // Each kind of change gives another key, and a reading of the new state agrees with the disk again.
        let changes: [(String, () throws -> Void)] = [
            ("an edit of the same size", { try Self.event("work-0", "work X").write(toFile: "\(root)/vdir/work/0.ics", atomically: false, encoding: .utf8) }),
            ("a touch", {
                var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
                #expect(utimensat(AT_FDCWD, "\(root)/vdir/home/1.ics", &times, 0) == 0)
            }),
            ("a file added", { try Self.event("new", "New").write(toFile: "\(root)/vdir/home/new.ics", atomically: false, encoding: .utf8) }),
            ("a file removed", { try FileManager.default.removeItem(atPath: "\(root)/vdir/work/2.ics") }),
            ("a file renamed", { try FileManager.default.moveItem(atPath: "\(root)/vdir/work/1.ics", toPath: "\(root)/vdir/work/one.ics") }),
            ("the file named directly replaced", { try Self.event("loose", "Loose").write(toFile: file, atomically: true, encoding: .utf8) }),
            ("a collection added", {
                try FileManager.default.createDirectory(atPath: "\(root)/vdir/club", withIntermediateDirectories: true)
                try Self.event("club", "Club").write(toFile: "\(root)/vdir/club/c.ics", atomically: false, encoding: .utf8)
            }),
        ]
        var known: Set<UInt64> = [read]
        for (what, change) in changes {
            try change()
            let now = CalendarReading.filesKey(paths: paths, writable: [])
            #expect(known.insert(now).inserted, "\(what) gives a key not seen before")
            #expect(try Self.readKey(root, file) == now, "after \(what), a reading of the files has their key")
        }
    }

    @Test func aFileThatCannotBeReadCountsInTheKeyLikeTheOthers() throws {
        let (root, file) = try Self.calendars()
        try "not a calendar".write(toFile: "\(root)/vdir/work/broken.ics", atomically: false, encoding: .utf8)
        let reading = CalendarReading(paths: [root + "/vdir", file], writable: [], cache: nil)
        try reading.readAll()
        #expect(!reading.problems.isEmpty)
        #expect(reading.readKey == CalendarReading.filesKey(paths: [root + "/vdir", file], writable: []))
    }

    static func sample(key: UInt64) -> SavedDays {
        var occurrence = EventOccurrence(calendar: 1, uid: "u-1", recurrenceID: "20261124T090000Z", summary: "Stand-up ☕ 회의",
                                         isAllDay: false, start: LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 24)!, secondsOfDay: 32_400),
                                         end: LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 24)!, secondsOfDay: 36_000))
        occurrence.fileDigest = 0xDEAD_BEEF_0000_0001
        let allDay = EventOccurrence(calendar: 0, uid: "u-2", recurrenceID: nil, summary: "Trip", isAllDay: true,
                                     start: LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 23)!),
                                     end: LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 26)!))
        let day = CivilDate(year: 2026, month: 11, day: 24)!.dayNumber
        return SavedDays(key: key, calendars: [CalendarInfo(name: "Home", color: CategoryColor(parsing: "#12ab34"), path: "/h", writable: true),
                                               CalendarInfo(name: "Work", color: CategoryColor(parsing: "red"), path: "/w")],
                         blocks: [day / 32: [day: ([allDay, occurrence, occurrence], 7), day + 1: ([allDay], 0)]])
    }

    static func same(_ a: SavedDays?, _ b: SavedDays) -> Bool {
        guard let a, a.key == b.key, a.calendars == b.calendars, a.blocks.keys.sorted() == b.blocks.keys.sorted() else { return false }
        return a.blocks.allSatisfy { block, days in
            let other = b.blocks[block]!
            return days.keys.sorted() == other.keys.sorted()
                && days.allSatisfy { $0.value.occurrences == other[$0.key]!.occurrences && $0.value.hidden == other[$0.key]!.hidden }
        }
    }

    @Test func savedDaysComeBackWholeUnderTheirKeyOnly() throws {
        let file = NSTemporaryDirectory() + "dal-days-\(UUID().uuidString)/days.cache"
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let saved = Self.sample(key: 42)
        saved.write(to: file)
        #expect(Self.same(SavedDays.read(from: file, keyedBy: { 42 }), saved))
        #expect(SavedDays.read(from: file, keyedBy: { 43 }) == nil, "days of other files are not used")
        #expect(SavedDays.read(from: file + ".missing", keyedBy: { 42 }) == nil)
    }

    @Test func aTornOrCorruptedFileOfSavedDaysIsReadAsNone() throws {
        let file = NSTemporaryDirectory() + "dal-days-\(UUID().uuidString)/days.cache"
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        Self.sample(key: 7).write(to: file)
        let bytes = try #require(try BoundedFileReader.read(file, limit: 1 << 20))
        var generator = SeededGenerator(state: 5)
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
            try Data(bytes[..<cut]).write(to: URL(fileURLWithPath: file))
            #expect(SavedDays.read(from: file, keyedBy: { 7 }) == nil, "torn at \(cut) of \(bytes.count)")
        }
        for _ in 0..<200 {
            var damaged = bytes
            let index = Int.random(in: 0..<damaged.count, using: &generator)
            damaged[index] ^= UInt8.random(in: 1...255, using: &generator)
            try Data(damaged).write(to: URL(fileURLWithPath: file))
            #expect(SavedDays.read(from: file, keyedBy: { 7 }) == nil, "a byte changed at \(index)")
        }
    }

    @Test func theKeyOfTheDaysNamesTheZoneTheyWereExpandedIn() {
        let utc = SavedDays.key(files: 99, zone: "UTC")
        #expect(SavedDays.key(files: 99, zone: "Asia/Seoul") != utc)
        #expect(SavedDays.key(files: 99, zone: nil) != utc)
        #expect(SavedDays.key(files: 99, zone: "UTC") == utc)
        #expect(SavedDays.key(files: 98, zone: "UTC") != utc)
    }
}
