import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars
import SystemServices

/// Where new events land and how dal makes a calendar's folder: never loose
/// in a vdir's root, always a named collection; and a delete that would
/// take a sync's change with it is refused.
@Suite(.serialized) struct CollectionWritingTests {
    let root: String

    init() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        root = NSTemporaryDirectory() + "dal-collections-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    static let day = try! CivilDate.parse("2026-11-21")
    static let draft = EventDraft(title: "Dentist", timing: .allDay(first: day, last: day))

    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func anEmptyOrMissingFolderGivenToWriteTakesNewEventsInPersonal() throws {
        let empty = root + "/empty", missing = root + "/missing", vdir = root + "/vdir", collection = root + "/collection",
            named = root + "/named"
        for folder in [empty, vdir + "/work", collection, named] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".write(toFile: collection + "/a.ics", atomically: true, encoding: .utf8)
        try "Named".write(toFile: named + "/displayname", atomically: true, encoding: .utf8)
        #expect(CalendarLoader.newEventsCollection(in: empty) == empty + "/personal")
        #expect(CalendarLoader.newEventsCollection(in: missing + "/") == missing + "/personal")
        #expect(CalendarLoader.newEventsCollection(in: vdir) == vdir + "/personal", "a vdir's root is no calendar")
        #expect(CalendarLoader.newEventsCollection(in: collection) == collection, "a folder of events is one calendar")
        #expect(CalendarLoader.newEventsCollection(in: named) == named, "so is a named folder")
    }

    /// A collection dal makes gets vdirsyncer's metadata files; one that
    /// exists (vdirsyncer makes them empty, and names them at its next
    /// metasync) is left as it is.
    @Test func aCollectionDalMakesIsNamedAndColoured() throws {
        let writer = VdirWriter(writable: [root], zone: LocalZone(identifier: nil))
        let personal = CalendarInfo(name: "personal", color: CategoryColor(parsing: "#1f77b4"), path: root + "/personal", writable: true)
        let added = try writer.apply(.add(Self.draft, to: personal))
        #expect(added.path.hasPrefix(root + "/personal/"))
        #expect(text(root + "/personal/displayname") == "personal" && text(root + "/personal/color") == "#1f77b4")
        try FileManager.default.createDirectory(atPath: root + "/work", withIntermediateDirectories: true)
        _ = try writer.apply(.add(Self.draft, to: CalendarInfo(name: "work", color: nil, path: root + "/work", writable: true)))
        #expect(files(root + "/work").allSatisfy { $0.hasSuffix(".ics") }, "\(files(root + "/work"))")
        let red = CalendarInfo(name: "Red", color: CategoryColor(parsing: "red"), path: root + "/red", writable: true)
        _ = try writer.apply(.add(Self.draft, to: red))
        #expect(text(root + "/red/color") == "#cd0000", "a colour by name as vdirsyncer writes colours")
    }

    /// The whole vdir deleted while dal runs: the next add makes the
    /// calendar's folder again, named, not a loose file in the root.
    @Test func aCalendarWhoseFolderWasDeletedIsMadeAgainAsACollection() throws {
        let work = root + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try "Work".write(toFile: work + "/displayname", atomically: true, encoding: .utf8)
        let calendar = try #require(try CalendarLoader.load([], writable: [root]).calendars.first)
        #expect(calendar.name == "Work")
        try FileManager.default.removeItem(atPath: root)
        let writer = VdirWriter(writable: [root], zone: LocalZone(identifier: nil))
        let added = try writer.apply(.add(Self.draft, to: calendar))
        #expect(files(root) == ["work"], "nothing loose in the root: \(files(root))")
        #expect(text(work + "/displayname") == "Work" && added.path.hasPrefix(work + "/"))
        let read = try CalendarLoader.load([], writable: [root])
        #expect(read.calendars.map(\.name) == ["Work"])
        #expect(read.occurrences(in: Self.day...Self.day).map(\.summary) == ["Dentist"])
    }

    /// A sync added a DESCRIPTION after the event was shown: deleting what
    /// the person saw would delete the sync's change too. Refused, like an
    /// edit of a changed event; after a new reading the delete goes through.
    @Test(arguments: [EventScope.all, .this])
    func aDeleteIsRefusedWhenTheFileChangedSinceTheEventWasRead(_ scope: EventScope) throws {
        let work = root + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let rule = scope == .this ? "RRULE:FREQ=DAILY;COUNT=3\r\n" : ""
        let original = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nBEGIN:VEVENT\r\nUID:gym\r\nDTSTAMP:20260101T000000Z\r\n"
            + "DTSTART;VALUE=DATE:20261121\r\n\(rule)SUMMARY:Gym\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try original.write(toFile: work + "/gym.ics", atomically: true, encoding: .utf8)
        let days = Self.day...Self.day
        let shown = try #require(try Self.reading(writable: [root]).occurrences(in: days).first)
        #expect(shown.fileDigest != nil)
        let synced = original.replacingOccurrences(of: "SUMMARY:Gym\r\n", with: "SUMMARY:Gym\r\nDESCRIPTION:Bring a towel\r\n")
        try synced.write(toFile: work + "/gym.ics", atomically: true, encoding: .utf8)
        let writer = VdirWriter(writable: [root], zone: LocalZone(identifier: nil))
        var refusal: WriteError?
        do { _ = try writer.apply(.delete(EventReference(collection: work, occurrence: shown), scope)) } catch { refusal = error }
        #expect(refusal.map { "\($0)".contains("changed on disk since dal read it") } == true, "\(String(describing: refusal))")
        #expect(text(work + "/gym.ics") == synced, "the sync's change stays")
        let again = try #require(try Self.reading(writable: [root]).occurrences(in: days).first)
        _ = try writer.apply(.delete(EventReference(collection: work, occurrence: again), scope))
        let left = text(work + "/gym.ics")
        #expect(scope == .all ? left == nil : left?.contains("EXDATE;VALUE=DATE:20261121\r\n") == true, "deleted once read again")
    }

    /// What the full screen reads: the events with their files' digests.
    static func reading(writable: [String]) throws -> WritableEvents {
        let reading = CalendarReading(paths: [], writable: writable, cache: nil)
        try reading.readAll()
        return reading.events
    }
}
