import CalendarCore
import Foundation
import Storage
import SystemServices
import Testing
import TestSupport
@testable import Calendars

/// `dal list` reads a file only near the days it lists: plain events far
/// from them are not parsed. What it shows must be exactly what a whole
/// reading shows for those days, and a partial reading must never be
/// taken for the file's.
@Suite(.serialized) struct WindowedReadingTests {
    init() {
        // UTC, as every suite of this target sets it: suites run side by side in one process.
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    static func shown(_ collection: EventCollection, in days: ClosedRange<CivilDate>) -> [String] {
        collection.calendars.map { "\($0)" } + collection.occurrences(in: days).map { "\($0)" }
    }

    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static func file(_ events: String, name: String = "cal") throws -> String {
        let folder = NSTemporaryDirectory() + "dal-window-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/\(name).ics"
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + events + "END:VCALENDAR\r\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func event(_ uid: String, _ lines: String...) -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\n" + lines.map { $0 + "\r\n" }.joined() + "END:VEVENT\r\n"
    }

    @Test(arguments: [31, 32, 33, 34])
    func aWindowedReadingOfRandomCalendarsShowsWhatAWholeReadingShowsForEveryWindow(seed: Int) throws {
        let folder = NSTemporaryDirectory() + "dal-window-\(seed)-\(UUID().uuidString)"
        let made = try ProcessRunner.run("/usr/bin/env", ["python3", PythonOracle.directory + "/random_calendars.py", "--seed", String(seed),
                                                          "--count", "60", "--out", folder + "/vdir/random"])
        try #require(made.status == 0, "\(made.stderr)")
        let whole = try CalendarLoader.load([folder + "/vdir"])
        var random = SeededGenerator(state: UInt64(seed))
        for _ in 0..<12 {
            let first = Self.day("2025-01-01").adding(days: Int(random.next() % (3 * 365)))
            let days = first...first.adding(days: Int(random.next() % 40))
            let windowed = try CalendarLoader.load([folder + "/vdir"], window: days)
            #expect(Self.shown(windowed, in: days) == Self.shown(whole, in: days), "\(days)")
        }
    }

    @Test func plainEventsFarFromTheWindowAreLeftUnreadAndTheReadingIsMarkedPartial() throws {
        let path = try Self.file(Self.event("near", "SUMMARY:Near", "DTSTART:20261124T090000Z", "DTEND:20261124T100000Z")
            + Self.event("far", "SUMMARY:Far", "DTSTART:20200101T090000Z", "DTEND:20200101T100000Z"))
        let bytes = try #require(try BoundedFileReader.read(path, limit: 1 << 20))
        let file = try ICalendarFile(bytes: bytes, window: Self.day("2026-11-24")...Self.day("2026-11-24"))
        #expect(file.contents.map(\.uid) == ["near"])
        #expect(file.unreadUIDs == ["far"])
        #expect(file.isPartial)
        let whole = try ICalendarFile(bytes: bytes)
        #expect(whole.contents.map(\.uid) == ["near", "far"] && !whole.isPartial)
    }

    @Test func eventsWhoseDaysOnlyLibicalCanTellAreAlwaysRead() throws {
        let path = try Self.file(
            Self.event("rule", "SUMMARY:Rule", "DTSTART:20200101T090000Z", "RRULE:FREQ=YEARLY")
            + Self.event("rdate", "SUMMARY:Rdate", "DTSTART:20200101T090000Z", "RDATE:20261124T090000Z")
            + Self.event("duration", "SUMMARY:Long", "DTSTART:20200101T090000Z", "DURATION:P3000D")
            + Self.event("moved", "SUMMARY:Moved", "DTSTART:20200101T090000Z", "RECURRENCE-ID:20261124T090000Z")
            + Self.event("broken", "SUMMARY:Broken", "DTSTART:2020-01-01")   // libical reads it; dal's bytes do not
            + Self.event("nostart", "SUMMARY:No start")
            + Self.event("long", "SUMMARY:Long by end", "DTSTART;VALUE=DATE:20200101", "DTEND;VALUE=DATE:20300101"))
        let bytes = try #require(try BoundedFileReader.read(path, limit: 1 << 20))
        let file = try ICalendarFile(bytes: bytes, window: Self.day("2026-11-24")...Self.day("2026-11-24"))
        #expect(file.contents.map(\.uid) == ["rule", "rdate", "duration", "moved", "broken", "long"])
        #expect(!file.isPartial)
        #expect(file.warnings.count == (try ICalendarFile(bytes: bytes)).warnings.count)
    }

    @Test func aQuotedParameterWithAColonDoesNotHideTheDate() throws {
        let path = try Self.file(Self.event("quoted", "SUMMARY:Quoted", "DTSTART;X-NOTE=\"a:20261124\":20200101T090000Z",
                                            "DTEND:20200101T100000Z"))
        let bytes = try #require(try BoundedFileReader.read(path, limit: 1 << 20))
        let file = try ICalendarFile(bytes: bytes, window: Self.day("2026-11-24")...Self.day("2026-11-24"))
        #expect(file.contents.isEmpty && file.unreadUIDs == ["quoted"])
    }

    @Test func aNewerCopyOutsideTheWindowStillReplacesTheOlderCopyInside() throws {
        // The same UID twice: the old copy on the day listed, the newer one
        // (SEQUENCE 1) moved a year away. Only the newer copy is the event.
        let path = try Self.file(Self.event("twice", "SUMMARY:Old", "SEQUENCE:0", "DTSTART:20261124T090000Z", "DTEND:20261124T100000Z")
            + Self.event("twice", "SUMMARY:New", "SEQUENCE:1", "DTSTART:20271124T090000Z", "DTEND:20271124T100000Z"))
        let days = Self.day("2026-11-24")...Self.day("2026-11-24")
        #expect(try CalendarLoader.load([path], window: days).occurrences(in: days).isEmpty)
    }

    @Test func aCopyInAnotherFileOfTheCollectionIsComparedToo() throws {
        let path = try Self.file(Self.event("split", "SUMMARY:Old", "SEQUENCE:0", "DTSTART:20261124T090000Z", "DTEND:20261124T100000Z"),
                                 name: "a")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let other = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
            + Self.event("split", "SUMMARY:New", "SEQUENCE:1", "DTSTART:20271124T090000Z", "DTEND:20271124T100000Z") + "END:VCALENDAR\r\n"
        try other.write(toFile: folder + "/b.ics", atomically: true, encoding: .utf8)
        let days = Self.day("2026-11-24")...Self.day("2026-11-24")
        #expect(try CalendarLoader.load([folder], window: days).occurrences(in: days).isEmpty)
        #expect(try CalendarLoader.load([folder], window: days.upperBound.adding(days: 365)...days.upperBound.adding(days: 365))
            .occurrences(in: days.upperBound.adding(days: 365)...days.upperBound.adding(days: 365)).map(\.summary) == ["New"])
    }

    @Test func anEventInAZoneFarFromUTCIsReadWhenItsLocalDayIsInTheWindow() throws {
        // 23:30 on the 22nd in UTC−11 is 10:30 on the 23rd in UTC; at +14 it is
        // two calendar days from where Kiritimati wrote it.
        // The viewer in Kiritimati is `dal list`'s (which reads windowed)
        // zone, not this process's: suites running beside this one read
        // the local time too.
        let path = try Self.file(Self.event("far-zone", "SUMMARY:Samoa", "DTSTART;TZID=Pacific/Pago_Pago:20261122T233000",
                                            "DTEND;TZID=Pacific/Pago_Pago:20261122T234500"))
        let listed = try ProcessRunner.run(ProcessRunner.dalBinary, ["list", "2026-11-24", "--days", "1", "--ics", path, "--json"],
                                           environment: ["TZ": "Pacific/Kiritimati", "LANG": "C.UTF-8"])
        #expect(listed.status == 0 && listed.stdout.contains("\"Samoa\"") && listed.stdout.contains("2026-11-24"), "\(listed.stdout)\(listed.stderr)")
    }

    @Test func aPartialReadingIsNotKeptInTheCacheSoTheFullScreenReadsTheWholeFile() throws {
        let path = try Self.file(Self.event("near", "SUMMARY:Near", "DTSTART:20261124T090000Z", "DTEND:20261124T100000Z")
            + Self.event("far", "SUMMARY:Far", "DTSTART:20200101T090000Z", "DTEND:20200101T100000Z"))
        let cache = CacheFolder(path: NSTemporaryDirectory() + "dal-window-cache-\(UUID().uuidString)")
        let days = Self.day("2026-11-24")...Self.day("2026-11-24")
        _ = try CalendarLoader.load([path], cache: cache, window: days)
        let all = Self.day("2020-01-01")...Self.day("2026-12-31")
        #expect(try CalendarLoader.load([path], cache: cache).occurrences(in: all).map(\.summary) == ["Far", "Near"])
    }
}
