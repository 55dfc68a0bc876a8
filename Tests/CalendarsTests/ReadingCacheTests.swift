import CalendarCore
import Foundation
import Storage
import SystemServices
import Testing
import TestSupport
@testable import Calendars

/// The cache of readings in `$XDG_CACHE_HOME/dal` saves reading files
/// again; it must never show anything the files do not hold: the events
/// from a warm cache equal those read from the files, a file changed in any
/// way is read again, and a cache that is torn or corrupted is rebuilt.
@Suite(.serialized) struct ReadingCacheTests {
    init() {
        // UTC, as every suite of this target sets it: suites run side by side in one process.
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    static let window = try! CivilDate.parse("2025-06-01")...CivilDate.parse("2028-06-30")

    /// Everything a reading shows: the calendars, the warnings, and every
    /// occurrence of the window with all its fields.
    static func shown(_ collection: EventCollection) -> [String] {
        collection.calendars.map { "\($0)" } + collection.warnings + collection.occurrences(in: window).map { "\($0)" }
    }

    /// A vdir of random calendars (the RFC 5545 oracle's generator: rules,
    /// zones, overrides, exceptions), in a fresh folder with a fresh cache.
    static func randomVdir(seed: Int) throws -> (vdir: String, cache: CacheFolder) {
        let folder = NSTemporaryDirectory() + "dal-cache-\(seed)-\(UUID().uuidString)"
        let made = try ProcessRunner.run("/usr/bin/env", ["python3", PythonOracle.directory + "/random_calendars.py", "--seed", String(seed),
                                                          "--count", "40", "--out", folder + "/vdir/random"])
        try #require(made.status == 0, "\(made.stderr)")
        return (folder + "/vdir", CacheFolder(path: folder + "/cache"))
    }

    @Test(arguments: [11, 12, 13])
    func aWarmCacheShowsExactlyWhatReadingTheFilesShows(seed: Int) throws {
        let (vdir, cache) = try Self.randomVdir(seed: seed)
        let fresh = Self.shown(try CalendarLoader.load([vdir]))
        let cold = Self.shown(try CalendarLoader.load([vdir], cache: cache))
        let cacheFiles = Folders.entries(in: cache.path).map(\.name)
        #expect(cacheFiles.count == 1 && cacheFiles[0].hasSuffix(".cache"), "\(cacheFiles)")
        let warm = Self.shown(try CalendarLoader.load([vdir], cache: cache))
        #expect(cold == fresh)
        #expect(warm == fresh, "first difference: \(zip(warm, fresh).first { $0 != $1 }.map { "\($0)\n≠ \($1)" } ?? "in length")")
    }

    /// Every stored property of every event survives the cache: a field
    /// added to `EventContent` and forgotten in `CachedReading` fails here.
    @Test func everyFieldOfAnEventComesBackFromTheCache() throws {
        let (vdir, _) = try Self.randomVdir(seed: 21)
        for file in CalendarLoader.icsFiles(in: vdir + "/random") {
            let read = try ICalendarFile(bytes: try #require(try BoundedFileReader.read(file, limit: 1 << 24)), path: file)
            var writer = BinaryWriter()
            CachedReading.encode(read, into: &writer)
            var reader = BinaryReader(writer.bytes)
            let back = try CachedReading.decode(&reader, path: file)
            #expect(reader.isAtEnd)
            #expect(back.name == read.name && back.color == read.color && back.warnings == read.warnings)
            #expect(back.contents.map(Self.fields) == read.contents.map(Self.fields), "\(file)")
        }
    }

    /// What free time and the search read from an event (TRANSP, who
    /// declined, its place and folded words) comes back from the cache,
    /// which the random calendars above do not write.
    @Test func attendanceAndSearchWordsComeBackFromTheCache() throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:a@t\r\nDTSTAMP:20260101T000000Z\r\n"
            + "DTSTART:20261130T090000Z\r\nDURATION:PT1H\r\nSUMMARY:Café\r\nLOCATION:Room 4\r\nDESCRIPTION:팀 회의\r\n"
            + "TRANSP:TRANSPARENT\r\nATTENDEE;PARTSTAT=DECLINED:mailto:Ann@Example.com\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let read = try ICalendarFile(bytes: Array(text.utf8), path: "/t.ics")
        var writer = BinaryWriter()
        CachedReading.encode(read, into: &writer)
        var reader = BinaryReader(writer.bytes)
        let back = try CachedReading.decode(&reader, path: "/t.ics")
        let content = try #require(back.contents.first)
        #expect(content.attendance?.description == "transparent, declined by ann@example.com")
        #expect(content.location == "Room 4")
        #expect(content.searchText == EventSearch.folded("Café\nRoom 4\n팀 회의"))
        #expect(back.contents.map(Self.fields) == read.contents.map(Self.fields))
    }

    /// A content's stored properties by name, as text: rules by the text
    /// libical writes, zones by name, anything else as it describes itself.
    static func fields(_ content: EventContent) -> [String] {
        Mirror(reflecting: content).children.map { child in
            let value: String
            switch child.value {
            case let rules as [RecurrenceRule]: value = rules.map(\.text).joined(separator: " | ")
            case let origin as EventOrigin?: value = origin.map { "\($0)" } ?? "nil"
            default: value = describe(child.value)
            }
            return "\(child.label ?? "?"): \(value)"
        }
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case let time as EventTime: "\(time.wall) \(time.kind)"
        case let time as EventTime?: time.map(describe) ?? "nil"
        case let times as [EventTime]: times.map(describe).joined(separator: ", ")
        case let extras as [(start: EventTime, length: EventLength?)]: extras.map { "\(describe($0.start)) \(String(describing: $0.length))" }.joined()
        default: String(describing: value)
        }
    }

    @Test func aFileChangedInAnyWayIsReadAgain() throws {
        let (vdir, cache) = try Self.randomVdir(seed: 31)
        _ = try CalendarLoader.load([vdir], cache: cache)
        let file = try #require(CalendarLoader.icsFiles(in: vdir + "/random").first)
        var bytes = try #require(try BoundedFileReader.read(file, limit: 1 << 24))
        var info = stat()
        stat(file, &info)
        // The same size and modification time, other bytes: the file's
        // change time still tells it apart.
        let summary = Array("SUMMARY:".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: summary) }) + summary.count
        bytes[at] = bytes[at] == UInt8(ascii: "Q") ? UInt8(ascii: "Z") : UInt8(ascii: "Q")
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        utimensat(AT_FDCWD, file, &times, 0)
        #expect(Self.shown(try CalendarLoader.load([vdir], cache: cache)) == Self.shown(try CalendarLoader.load([vdir])))
        // A file gone, and one added.
        try FileManager.default.removeItem(atPath: file)
        try Data(CalendarsTests.calendar("BEGIN:VEVENT\r\nUID:new\r\nSUMMARY:New\r\nDTSTART:20261201T100000Z\r\nEND:VEVENT\r\n"))
            .write(to: URL(fileURLWithPath: vdir + "/random/new.ics"))
        let after = Self.shown(try CalendarLoader.load([vdir], cache: cache))
        #expect(after == Self.shown(try CalendarLoader.load([vdir])))
        #expect(after.contains { $0.contains("summary: \"New\"") })
    }

    @Test func aTornOrCorruptedCacheIsRebuiltAndNeverShown() throws {
        let (vdir, cache) = try Self.randomVdir(seed: 41)
        let fresh = Self.shown(try CalendarLoader.load([vdir]))
        _ = try CalendarLoader.load([vdir], cache: cache)
        let cacheFile = cache.path + "/" + (Folders.entries(in: cache.path).first?.name ?? "")
        let good = try #require(try BoundedFileReader.read(cacheFile, limit: 1 << 26))
        var random = SeededGenerator(state: 41)
        for round in 0..<40 {
            var bad = good
            if round % 2 == 0 {
                bad = Array(bad.prefix(Int.random(in: 0..<bad.count, using: &random)))
            } else {
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    bad[Int.random(in: 0..<bad.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                }
            }
            try Data(bad).write(to: URL(fileURLWithPath: cacheFile))
            #expect(Self.shown(try CalendarLoader.load([vdir], cache: cache)) == fresh, "round \(round)")
            #expect(try BoundedFileReader.read(cacheFile, limit: 1 << 26) == good, "round \(round): the cache is written anew")
        }
    }

    @Test func aCacheThatCannotBeWrittenCostsTimeNotEvents() throws {
        let (vdir, _) = try Self.randomVdir(seed: 51)
        let blocked = NSTemporaryDirectory() + "dal-cache-blocked-\(UUID().uuidString)"
        try Data("a file where the cache folder would be".utf8).write(to: URL(fileURLWithPath: blocked))
        defer { unlink(blocked) }
        #expect(Self.shown(try CalendarLoader.load([vdir], cache: CacheFolder(path: blocked + "/dal"))) == Self.shown(try CalendarLoader.load([vdir])))
    }
}
