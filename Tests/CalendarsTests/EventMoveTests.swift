import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars
import SystemServices

/// Moving events (`m`): by whole days on the event's own clock, a whole
/// series with its exceptions and end, one instance, and between calendars
/// (new file first, then the old one's removal). Checked against Python's
/// recurring-ical-events (the oracle) and the real khal.
@Suite(.serialized) struct EventMoveTests {
    let root: String
    let work: String
    let home: String
    let writer: VdirWriter

    init() throws {
        // UTC, as every suite of this target sets it: suites run side by side in one process.
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        root = NSTemporaryDirectory() + "dal-move-\(UUID().uuidString)"
        work = root + "/work"
        home = root + "/home"
        for folder in [work, home] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        // The viewer is in Seoul: a move keeps the event's own clock, not the viewer's.
        writer = VdirWriter(writable: [work, home], zone: LocalZone(identifier: "Asia/Seoul"), stamp: { "20261122T101500Z" })
    }

    static let seriesFile = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VEVENT\r
        UID:choir@test\r
        DTSTAMP:20261001T000000Z\r
        DTSTART;TZID=America/New_York:20261026T090000\r
        DTEND;TZID=America/New_York:20261026T100000\r
        RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270320T035959Z\r
        EXDATE;TZID=America/New_York:20261111T090000\r
        SUMMARY:Choir\r
        X-KEEP-ME:yes\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:choir@test\r
        DTSTAMP:20261001T000000Z\r
        RECURRENCE-ID;TZID=America/New_York:20261118T090000\r
        DTSTART;TZID=America/New_York:20261118T113000\r
        DTEND;TZID=America/New_York:20261118T123000\r
        SUMMARY:Choir (late)\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    func put(_ text: String, as name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The only occurrence dal reads on `day` in `folder`, for a viewer in UTC.
    func occurrence(on day: String, in folder: String) throws -> EventOccurrence {
        let date = try CivilDate.parse(day)
        return try #require(try CalendarLoader.load([folder]).occurrences(in: date...date).first { $0.start.date == date })
    }

    func reference(_ occurrence: EventOccurrence, in folder: String) -> EventReference {
        EventReference(collection: folder, occurrence: occurrence)
    }

    /// The oracle's instances, as `start→end summary` on New York's clock.
    func oracle(_ folder: String) throws -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/ical_oracle.py").path
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", script, "--from", "2026-10-20", "--to", "2027-04-30",
                                                            "--zone", "America/New_York", folder])
        try #require(result.status == 0, "the oracle could not read the file: \(result.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return Set(objects.map { "\($0["start"]!)→\($0["end"]!) \($0["summary"]!)" }).sorted()
    }

    /// `2026-10-26T09:00:00→2026-10-26T10:00:00 Choir` with both dates `days` later.
    static func shifted(_ entry: String, days: Int) -> String {
        let (times, summary) = (entry.prefix { $0 != " " }, entry.drop { $0 != " " })
        let parts = times.split(separator: "→").map { part in
            (try! CivilDate.parse(String(part.prefix(10)))).adding(days: days).description + part.dropFirst(10)
        }
        return parts.joined(separator: "→") + summary
    }

    @Test(arguments: [1, -3, 9])
    func aWholeSeriesMovedComesThatManyDaysLaterWithItsExceptionsForTheOracleAndKhal(days: Int) throws {
        let path = try put(Self.seriesFile, as: "choir.ics", in: work)
        let before = try oracle(work)
        #expect(before.count > 30 && before.contains { $0.contains("Choir (late)") })
        let choir = try occurrence(on: "2026-11-02", in: work)
        let receipt = try writer.apply(.move(reference(choir, in: work), .all, days: days))
        #expect(receipt.path == path)
        let after = try oracle(work)
        #expect(after == before.map { Self.shifted($0, days: days) }.sorted(), "moved by \(days)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("X-KEEP-ME:yes\r\n") && text.contains("SEQUENCE:1\r\n"), "\(text)")
        // khal reads every instance as dal does, for viewers in two zones.
        for zone in ["America/New_York", "Europe/Berlin"] {
            let khal = try ClientReadings.khal(work, zone: zone, from: "2026-10-20", days: 190)
            let dal = try ClientReadings.dal(work, zone: zone, from: "2026-10-20", days: 190)
            #expect(!dal.isEmpty && khal == dal, "\(zone): khal \(khal.prefix(4))\ndal \(dal.prefix(4))")
        }
    }

    @Test func aSingleEventKeepsItsOwnClockAcrossTheDayClocksChange() throws {
        // 09:00 in Berlin on 20 October (summer time), moved ten days: 09:00
        // in Berlin on 30 October (winter time), whatever the viewer's zone.
        let path = try put("""
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//test//EN\r
            BEGIN:VEVENT\r
            UID:talk@test\r
            DTSTAMP:20261001T000000Z\r
            DTSTART;TZID=Europe/Berlin:20261020T090000\r
            DTEND;TZID=Europe/Berlin:20261020T100000\r
            SUMMARY:Talk\r
            END:VEVENT\r
            END:VCALENDAR\r

            """, as: "talk.ics", in: work)
        let talk = try occurrence(on: "2026-10-20", in: work)
        _ = try writer.apply(.move(reference(talk, in: work), .all, days: 10))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261030T090000\r\n") && text.contains("DTEND;TZID=Europe/Berlin:20261030T100000\r\n"))
        let moved = try occurrence(on: "2026-10-30", in: work)
        #expect(moved.start.secondsOfDay == 8 * 3600, "09:00 Berlin is 08:00 UTC in winter")
        #expect(try ICalendarFile(bytes: Array(text.utf8)).warnings.isEmpty)
    }

    @Test func oneInstanceMovedBecomesAnOverrideAndTheOthersStay() throws {
        _ = try put(Self.seriesFile, as: "choir.ics", in: work)
        let before = try oracle(work)
        let monday = try occurrence(on: "2026-11-30", in: work)
        // The instance is named by the times the viewer saw (this suite reads in UTC).
        let writer = VdirWriter(writable: [work], zone: LocalZone(identifier: "UTC"), stamp: { "20261122T101500Z" })
        _ = try writer.apply(.move(reference(monday, in: work), .this, days: 1))
        let moved = "2026-11-30T09:00:00→2026-11-30T10:00:00 Choir"
        #expect(before.contains(moved))
        #expect(try oracle(work) == (before.filter { $0 != moved } + [Self.shifted(moved, days: 1)]).sorted())
        // The override moved again keeps naming the instance it replaces.
        let tuesday = try #require(try CalendarLoader.load([work]).occurrences(in: CivilDate.parse("2026-12-01")...CivilDate.parse("2026-12-01"))
            .first { $0.recurrenceID?.hasPrefix("20261130") == true })
        _ = try writer.apply(.move(reference(tuesday, in: work), .this, days: 2))
        #expect(try oracle(work) == (before.filter { $0 != moved } + [Self.shifted(moved, days: 3)]).sorted())
    }

    @Test func aSeriesOnDaysItsRuleNamesOtherwiseIsRefusedAndTheFileStays() throws {
        let text = Self.seriesFile.replacingOccurrences(of: "FREQ=WEEKLY;BYDAY=MO,WE;", with: "FREQ=MONTHLY;BYDAY=-1FR;")
        let path = try put(text, as: "choir.ics", in: work)
        let first = try #require(try CalendarLoader.load([work]).occurrences(in: CivilDate.parse("2026-11-01")...CivilDate.parse("2026-12-31")).first)
        #expect(throws: WriteError.self) { try writer.apply(.move(reference(first, in: work), .all, days: 1)) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func aMoveToAnotherCalendarWritesTheNewFileBeforeTheOldGoesAndUndoPutsItBack() throws {
        let original = try put(Self.seriesFile, as: "choir.ics", in: work)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: original)))
        let choir = try occurrence(on: "2026-11-02", in: work)
        let target = CalendarInfo(name: "home", color: nil, path: home, writable: true)
        let copy = try writer.apply(.copy(reference(choir, in: work), days: 0, to: target))
        // Both are there between the two steps: a crash leaves a duplicate, not a loss.
        #expect(copy.path == home + "/choir.ics" && FileManager.default.fileExists(atPath: original))
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: copy.path))) == bytes, "moved unchanged, byte for byte")
        let removal = try writer.apply(.delete(reference(choir, in: work), .all))
        #expect(!FileManager.default.fileExists(atPath: original))
        // Undo, in reverse order: the old file comes back before the new goes.
        _ = try writer.apply(.undo(removal))
        _ = try writer.apply(.undo(copy))
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: original))) == bytes)
        #expect(!FileManager.default.fileExists(atPath: copy.path))
    }

    @Test func aMoveOntoAFileOfTheSameNameInTheOtherCalendarIsRefused() throws {
        _ = try put(Self.seriesFile, as: "choir.ics", in: work)
        let there = try put("not touched", as: "choir.ics", in: home)
        let choir = try occurrence(on: "2026-11-02", in: work)
        let target = CalendarInfo(name: "home", color: nil, path: home, writable: true)
        #expect(throws: WriteError.self) { try writer.apply(.copy(reference(choir, in: work), days: 3, to: target)) }
        #expect(try String(contentsOfFile: there, encoding: .utf8) == "not touched")
    }
}
