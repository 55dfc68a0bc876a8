import CalendarCore
import Foundation
import Testing
@testable import Calendars

/// `dal import`'s merge by UID on real files in a temporary vdir: new
/// events get a file each, a newer version replaces the calendar's, an
/// instance joins its series' file, the same file twice writes nothing,
/// and a file that does not read whole is refused with its line.
@Suite struct ImportMergeTests {
    let vdir: String
    let collection: String
    let writer: VdirWriter

    init() throws {
        vdir = NSTemporaryDirectory() + "dal-import-\(UUID().uuidString)"
        collection = vdir + "/personal"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        writer = VdirWriter(writable: [vdir], zone: LocalZone(identifier: "Europe/Berlin"), stamp: { "20261128T101500Z" })
    }

    var calendar: CalendarInfo { CalendarInfo(name: "personal", color: nil, path: collection, writable: true) }

    /// A VCALENDAR around `body` (CRLF lines, as most exports).
    static func calendar(_ body: String) -> [UInt8] {
        Array(("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\n" + body + "END:VCALENDAR\n")
            .replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }

    static func event(_ uid: String, _ summary: String, sequence: Int? = nil, stamp: String = "20261101T000000Z",
                      start: String = "DTSTART:20261201T090000Z", recurrenceID: String? = nil, extra: String = "") -> String {
        "BEGIN:VEVENT\nUID:\(uid)\nDTSTAMP:\(stamp)\n" + (sequence.map { "SEQUENCE:\($0)\n" } ?? "")
            + (recurrenceID.map { "RECURRENCE-ID:\($0)\n" } ?? "") + "\(start)\nSUMMARY:\(summary)\n\(extra)END:VEVENT\n"
    }

    func source(_ bytes: [UInt8], name: String = "in.ics") throws -> ImportSource {
        try ImportSource(path: name, bytes: bytes)
    }

    /// Every file of the vdir with its bytes.
    func snapshot() throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: vdir)
        while let name = enumerator?.nextObject() as? String {
            var folder: ObjCBool = false
            let path = vdir + "/" + name
            if FileManager.default.fileExists(atPath: path, isDirectory: &folder), !folder.boolValue {
                files[name] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
        return files
    }

    func imported(_ bytes: [UInt8], holds: Set<String> = VdirWriter.componentsHeld) throws -> ImportPlan {
        let plan = try writer.planImport([try source(bytes)], into: calendar, holds: holds)
        _ = try writer.apply(plan)
        return plan
    }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aNewEventGetsAFileNamedByItsUIDAndASecondImportWritesNothing() throws {
        let file = Self.calendar(Self.event("lunch@example.com", "Lunch") + Self.event("dinner@example.com", "Dinner"))
        let first = try imported(file)
        #expect(first.entries.map(\.outcome) == [.add, .add])
        #expect(first.paths == [collection + "/lunch@example.com.ics", collection + "/dinner@example.com.ics"])
        let written = try snapshot()

        let second = try writer.planImport([try source(file)], into: calendar)
        #expect(second.entries.map(\.outcome) == [.same, .same])
        #expect(!second.changesSomething)
        _ = try writer.apply(second)
        #expect(try snapshot() == written)
        // Read back as dal reads a collection: both events, once each.
        let reading = CalendarReading(paths: [], writable: [vdir], cache: nil)
        try reading.readAll()
        #expect(reading.events.collection.searchable.map(\.uid).sorted() == ["dinner@example.com", "lunch@example.com"])
    }

    @Test func aHigherSequenceReplacesTheEventAndALowerIsLeft() throws {
        _ = try imported(Self.calendar(Self.event("dentist@x", "Dentist", sequence: 1)))
        let path = collection + "/dentist@x.ics"
        let newer = try imported(Self.calendar(Self.event("dentist@x", "Dentist moved", sequence: 2, stamp: "20261001T000000Z")))
        #expect(newer.entries.map(\.outcome) == [.replace])
        #expect(try text(path).contains("SUMMARY:Dentist moved"))
        #expect(try !text(path).contains("SUMMARY:Dentist\r\n"))
        let before = try snapshot()
        // An older SEQUENCE, even with a later DTSTAMP, is left.
        let older = try imported(Self.calendar(Self.event("dentist@x", "Dentist (old)", sequence: 1, stamp: "20261201T000000Z")))
        #expect(older.entries.map(\.outcome) == [.older])
        #expect(try snapshot() == before)
    }

    @Test func atTheSameSequenceTheLaterStampWins() throws {
        _ = try imported(Self.calendar(Self.event("call@x", "Call", stamp: "20261101T000000Z")))
        let later = try imported(Self.calendar(Self.event("call@x", "Call (later)", stamp: "20261102T000000Z")))
        #expect(later.entries.map(\.outcome) == [.replace])
        let earlier = try imported(Self.calendar(Self.event("call@x", "Call (earlier)", stamp: "20261101T120000Z")))
        #expect(earlier.entries.map(\.outcome) == [.older])
        #expect(try text(collection + "/call@x.ics").contains("SUMMARY:Call (later)"))
    }

    @Test func anInstanceJoinsItsSeriesFileWithItsZoneAndTheFileKeepsItsOwnBytes() throws {
        // The series as another program wrote it: LF lines, an X- property, a folded line.
        let series = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//other//EN\nX-OTHER:kept\nBEGIN:VEVENT\nUID:standup@x\n"
            + "DTSTAMP:20261101T000000Z\nDTSTART:20261201T080000Z\nRRULE:FREQ=DAILY;COUNT=5\nSUMMARY:Standup\n"
            + "DESCRIPTION:a long line that someone\n  folded\nEND:VEVENT\nEND:VCALENDAR\n"
        let path = collection + "/series.ics"
        try series.write(toFile: path, atomically: true, encoding: .utf8)
        let zone = "BEGIN:VTIMEZONE\nTZID:Europe/Berlin\nBEGIN:STANDARD\nDTSTART:19701025T030000\nTZOFFSETFROM:+0200\n"
            + "TZOFFSETTO:+0100\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\nEND:STANDARD\nEND:VTIMEZONE\n"
        let instance = Self.event("standup@x", "Standup (later)", start: "DTSTART;TZID=Europe/Berlin:20261203T100000",
                                  recurrenceID: "20261203T080000Z")
        let plan = try imported(Self.calendar(zone + instance))
        #expect(plan.entries.map(\.outcome) == [.join])
        #expect(plan.paths == [path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: collection) == ["series.ics"])
        let after = try text(path)
        // What was there is there, as it was; the instance and its zone in the file's own line breaks.
        #expect(after.hasPrefix(String(series.dropLast("END:VCALENDAR\n".count)).replacingOccurrences(of: "BEGIN:VEVENT", with: zone + "BEGIN:VEVENT")))
        #expect(after.contains("RECURRENCE-ID:20261203T080000Z\nDTSTART;TZID=Europe/Berlin:20261203T100000\n"))
        #expect(!after.contains("\r"))
        let reading = CalendarReading(paths: [], writable: [vdir], cache: nil)
        try reading.readAll()
        #expect(reading.events.collection.searchable.count == 2)
        #expect(reading.events.collection.warnings.isEmpty)
        // And again: nothing.
        let again = try writer.planImport([try source(Self.calendar(zone + instance))], into: calendar)
        #expect(again.entries.map(\.outcome) == [.same] && !again.changesSomething)
    }

    @Test func aUIDAnotherWritableCalendarHoldsIsMergedThere() throws {
        let work = vdir + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let there = String(decoding: Self.calendar(Self.event("review@x", "Review")), as: UTF8.self)
        try there.write(toFile: work + "/review.ics", atomically: true, encoding: .utf8)
        let plan = try imported(Self.calendar(Self.event("review@x", "Review (moved)", sequence: 3)))
        #expect(plan.entries.map(\.outcome) == [.replace] && plan.paths == [work + "/review.ics"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: collection).isEmpty)
    }

    /// A file holding two UIDs (as some tools write them) is written once with both changes.
    @Test func twoUIDsOfOneFileAreMergedInOneWrite() throws {
        let path = collection + "/both.ics"
        try Data(Self.calendar(Self.event("one@x", "One") + Self.event("two@x", "Two"))).write(to: URL(fileURLWithPath: path))
        let plan = try imported(Self.calendar(Self.event("one@x", "One (new)", sequence: 1) + Self.event("two@x", "Two (new)", sequence: 1)
            + Self.event("one@x", "One (moved)", recurrenceID: "20261201T090000Z")))
        #expect(plan.entries.map(\.outcome) == [.replace, .replace, .join] && plan.paths == [path])
        let after = try text(path)
        #expect(after.contains("SUMMARY:One (new)") && after.contains("SUMMARY:Two (new)") && after.contains("SUMMARY:One (moved)"))
        #expect(!after.contains("SUMMARY:One\r\n") && after.hasSuffix("END:VEVENT\r\nEND:VCALENDAR\r\n"))
    }

    @Test func aKindTheCalendarCannotHoldIsSaidAndSkipped() throws {
        let task = "BEGIN:VTODO\nUID:task@x\nDTSTAMP:20261101T000000Z\nSUMMARY:File taxes\nEND:VTODO\n"
        let journal = "BEGIN:VJOURNAL\nUID:note@x\nDTSTAMP:20261101T000000Z\nSUMMARY:Notes\nEND:VJOURNAL\n"
        let file = Self.calendar(Self.event("a@x", "A") + task + journal)
        let eventsOnly = try writer.planImport([try source(file)], into: calendar, holds: ["VEVENT"])
        #expect(eventsOnly.entries.map(\.outcome) == [.add, .cannotHold, .cannotHold])
        #expect(eventsOnly.entries.map(\.kind) == ["VEVENT", "VTODO", "VJOURNAL"])
        #expect(eventsOnly.paths == [collection + "/a@x.ics"])
        // By default a calendar holds events and tasks.
        let plan = try imported(file)
        #expect(plan.entries.map(\.outcome) == [.add, .add, .cannotHold])
        #expect(try text(collection + "/task@x.ics").contains("BEGIN:VTODO"))
    }

    @Test func aComponentWithoutUIDIsSkipped() throws {
        let file = Self.calendar("BEGIN:VEVENT\nDTSTAMP:20261101T000000Z\nDTSTART:20261201T090000Z\nSUMMARY:Nameless\nEND:VEVENT\n")
        let plan = try imported(file)
        #expect(plan.entries.map(\.outcome) == [.noUID] && !plan.changesSomething)
    }

    @Test func ofTwoVersionsInTheFilesTheNewerIsImported() throws {
        let old = try source(Self.calendar(Self.event("trip@x", "Trip", sequence: 1)), name: "old.ics")
        let new = try source(Self.calendar(Self.event("trip@x", "Trip (new)", sequence: 2)), name: "new.ics")
        let plan = try writer.planImport([new, old], into: calendar)
        #expect(plan.entries.count == 1 && plan.entries[0].source == "new.ics")
        _ = try writer.apply(plan)
        #expect(try text(collection + "/trip@x.ics").contains("Trip (new)"))
    }

    @Test(arguments: [
        ("SUMMARY:not a calendar\n", 1, ImportError.Reason.notICalendar),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART:20261201T090000Z\nEND:VCALENDAR\n", 2,
         ImportError.Reason.notClosed(kind: "VEVENT")),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nEND:VTODO\nEND:VEVENT\nEND:VCALENDAR\n", 4,
         ImportError.Reason.endClosesNothing(end: "VTODO", open: "VEVENT")),
    ])
    func aFileThatDoesNotReadWholeIsRefusedWithItsLine(text: String, line: Int, reason: ImportError.Reason) throws {
        #expect(throws: ImportError(path: "bad.ics", line: line, reason: reason)) {
            _ = try ImportSource(path: "bad.ics", bytes: Array(text.utf8))
        }
    }

    @Test func aDateLibicalCannotReadIsRefusedAtItsLine() throws {
        let text = "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:x@x\nDTSTAMP:20261101T000000Z\nDTSTART:tomorrow\nEND:VEVENT\nEND:VCALENDAR\n"
        do {
            _ = try ImportSource(path: "bad.ics", bytes: Array(text.utf8))
            Issue.record("a DTSTART that is no date was accepted")
        } catch {
            #expect(error.line == 6)
            guard case .unreadable(kind: "VEVENT", _) = error.reason else { Issue.record("\(error)"); return }
        }
    }

    @Test func aCalendarDalOnlyReadsIsRefused() throws {
        let elsewhere = NSTemporaryDirectory() + "dal-import-ro-\(UUID().uuidString)"
        let readOnly = CalendarInfo(name: "ro", color: nil, path: elsewhere, writable: false)
        #expect(throws: WriteError.self) {
            _ = try writer.planImport([try source(Self.calendar(Self.event("a@x", "A")))], into: readOnly)
        }
    }
}
