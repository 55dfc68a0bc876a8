import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars
import SystemServices

/// Adding, editing, deleting and undoing events in a vdir collection:
/// files readable by dal and by Python's icalendar (the independent
/// oracle), edits that keep every byte they do not need to change, and
/// conflicts when a file changed on disk since it was read.
@Suite(.serialized) struct VdirWriterTests {
    let collection: String
    let writer: VdirWriter

    init() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        collection = NSTemporaryDirectory() + "dal-vdir-\(UUID().uuidString)/work"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        writer = VdirWriter(writable: [collection], zone: LocalZone(identifier: "Europe/Berlin"), stamp: { "20261122T101500Z" })
    }

    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }
    static func at(_ date: String, _ hour: Int, _ minute: Int = 0) -> LocalDateTime {
        LocalDateTime(date: day(date), secondsOfDay: hour * 3600 + minute * 60)
    }

    /// What dal reads from the collection, for a viewer in UTC.
    func occurrences(from: String = "2026-11-01", to: String = "2026-12-31") throws -> [EventOccurrence] {
        try CalendarLoader.load([collection]).occurrences(in: Self.day(from)...Self.day(to)).sorted { $0.start < $1.start }
    }

    /// The collection as the add prompt names it.
    var calendar: CalendarInfo { CalendarInfo(name: "work", color: nil, path: collection, writable: true) }

    func reference(_ occurrence: EventOccurrence) -> EventReference {
        EventReference(collection: collection, occurrence: occurrence)
    }

    /// Python's icalendar + recurring-ical-events read the same folder as
    /// dal does: the same (day, start, end, summary, uid) entries.
    func expectOracleAgrees(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/ical_oracle.py").path
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", script, "--from", "2026-11-01", "--to", "2026-12-31",
                                                            "--zone", "UTC", collection])
        try #require(result.status == 0, "the oracle could not read what dal wrote: \(result.stderr)", sourceLocation: sourceLocation)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let oracle = Set(objects.map { "\($0["date"]!) \($0["start"]!)→\($0["end"]!) \($0["summary"]!) \($0["uid"]!)" })
        var ours = Set<String>()
        for occurrence in try occurrences() {
            var day = occurrence.days.lowerBound
            while day <= occurrence.days.upperBound {
                let start = occurrence.isAllDay ? occurrence.start.date.description : occurrence.start.description
                let end = occurrence.isAllDay ? occurrence.end.date.description : occurrence.end.description
                ours.insert("\(day) \(start)→\(end) \(occurrence.summary) \(occurrence.uid)")
                day = day.adding(days: 1)
            }
        }
        #expect(ours == oracle, "dal: \(ours.sorted())\noracle: \(oracle.sorted())", sourceLocation: sourceLocation)
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: collection).sorted()
    }

    @Test func addsAllDayAndTimedEventsAsNewFilesBothReadersAgreeOn() throws {
        let allDay = try writer.apply(.add(EventDraft(title: "Trip, to Busan; 부산", timing: .allDay(first: Self.day("2026-11-26"),
                                                                                              last: Self.day("2026-11-28"))),
                                           to: calendar))
        let timed = try writer.apply(.add(EventDraft(title: "Standup", timing: .timed(start: Self.at("2026-11-23", 9),
                                                                                     end: Self.at("2026-11-23", 9, 15)), days: 5),
                                          to: calendar))
        #expect(allDay.before == nil && timed.before == nil)
        let names = try files()
        #expect(names.count == 2 && names.allSatisfy { $0.hasSuffix("@dal.ics") }, "\(names)")
        let text = String(decoding: try #require(timed.after), as: UTF8.self)
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261123T090000\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"))
        #expect(text.contains("RRULE:FREQ=DAILY;COUNT=5\r\n") && text.contains("DTSTAMP:20261122T101500Z\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF line breaks only")
        let found = try occurrences()
        #expect(found.filter { $0.summary == "Standup" }.map(\.start.description)
                == (23...27).map { "2026-11-\($0)T08:00:00" }, "09:00 in Berlin is 08:00 UTC, Monday to Friday")
        #expect(found.first { $0.isAllDay }?.summary == "Trip, to Busan; 부산")
        try expectOracleAgrees()
    }

    /// A file written by another program: LF line breaks, folded lines,
    /// X- properties, an ATTENDEE and a VALARM. Changing the title and time
    /// changes those lines, the version and stamps, and not a byte else.
    @Test func editingAForeignFileKeepsEverythingElseByteForByte() throws {
        let foreign = """
            BEGIN:VCALENDAR
            PRODID:-//Other//Program//EN
            VERSION:2.0
            X-WR-CALNAME:Work
            BEGIN:VEVENT
            UID:foreign-1
            DTSTAMP:20260101T000000Z
            DTSTART:20261124T140000Z
            DURATION:PT1H
            SUMMARY:Review
            DESCRIPTION:A long description that is folded because it is longer than seve
             nty-five octets\\, with an escaped comma
            ATTENDEE;CN="Kim, J.";ROLE=REQ-PARTICIPANT:mailto:kim@example.com
            X-CUSTOM-THING;X-PARAM=1:keep me
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Reminder
            TRIGGER:-PT15M
            END:VALARM
            END:VEVENT
            END:VCALENDAR

            """
        let path = collection + "/foreign-1.ics"
        try foreign.write(toFile: path, atomically: true, encoding: .utf8)
        let review = try #require(try occurrences().first)
        _ = try writer.apply(.edit(reference(review), .all, EventDraft(title: "Design review",
                                                                  timing: .timed(start: Self.at("2026-11-24", 16), end: Self.at("2026-11-24", 17)))))
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let kept = ["PRODID:-//Other//Program//EN", "X-WR-CALNAME:Work",
                    "DESCRIPTION:A long description that is folded because it is longer than seve\n nty-five octets\\, with an escaped comma",
                    "ATTENDEE;CN=\"Kim, J.\";ROLE=REQ-PARTICIPANT:mailto:kim@example.com", "X-CUSTOM-THING;X-PARAM=1:keep me",
                    "BEGIN:VALARM\nACTION:DISPLAY\nDESCRIPTION:Reminder\nTRIGGER:-PT15M\nEND:VALARM"]
        for text in kept { #expect(after.contains(text + "\n"), "kept as it was: \(text)") }
        #expect(!after.contains("\r"), "LF stays LF")
        #expect(!after.contains("DURATION") && after.contains("DTSTART:20261124T150000Z\n") && after.contains("DTEND:20261124T160000Z\n"),
                "16:00 to 17:00 typed in Berlin, in the event's own zone (UTC)")
        #expect(!after.contains("VTIMEZONE"), "no zone written, none defined")
        #expect(after.contains("SEQUENCE:1\n") && after.contains("DTSTAMP:20261122T101500Z\n"))
        // Line for line, only SUMMARY, DTSTART, DTEND/DURATION, stamps and SEQUENCE differ.
        let changed = Set(after.split(separator: "\n")).symmetricDifference(Set(foreign.split(separator: "\n")))
            .map { String($0.prefix { $0 != ":" && $0 != ";" }) }
        #expect(Set(changed).isSubset(of: ["SUMMARY", "DTSTART", "DTEND", "DURATION", "DTSTAMP", "LAST-MODIFIED", "SEQUENCE",
                                           "BEGIN", "TZID", "X-LIC-LOCATION", "TZNAME", "TZOFFSETFROM", "TZOFFSETTO", "RRULE",
                                           "END", "RDATE"]), "\(changed)")
        #expect(try occurrences().map(\.start.description) == ["2026-11-24T15:00:00"], "16:00 Berlin")
        try expectOracleAgrees()
    }

    @discardableResult func addWeeklySeries() throws -> WriteReceipt {
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Other//Program//EN\r
            BEGIN:VEVENT\r
            UID:weekly-1\r
            DTSTAMP:20260101T000000Z\r
            DTSTART:20261102T090000Z\r
            DTEND:20261102T093000Z\r
            RRULE:FREQ=WEEKLY;COUNT=4\r
            SUMMARY:Planning\r
            X-KEEP:yes\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Planning\r
            TRIGGER:-PT5M\r
            END:VALARM\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let path = collection + "/weekly.ics"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return WriteReceipt(path: path, before: nil, after: Array(text.utf8), summary: "")
    }

    @Test func editingOneInstanceOfASeriesAddsAnOverrideThatKeepsTheRest() throws {
        try addWeeklySeries()
        let second = try #require(try occurrences().dropFirst().first)
        #expect(second.start.description == "2026-11-09T09:00:00" && second.recurrenceID == "20261109T090000Z")
        let receipt = try writer.apply(.edit(reference(second), .this,
                                             EventDraft(title: "Planning (moved)", timing: .timed(start: Self.at("2026-11-10", 14),
                                                                                                  end: Self.at("2026-11-10", 15)))))
        let text = String(decoding: try #require(receipt.after), as: UTF8.self)
        #expect(text.contains("RECURRENCE-ID:20261109T090000Z\r\n") && text.components(separatedBy: "X-KEEP:yes").count == 3,
                "the override carries the series' unknown properties")
        #expect(text.components(separatedBy: "BEGIN:VALARM").count == 3, "and its alarm")
        #expect(try occurrences().map(\.start.description)
                == ["2026-11-02T09:00:00", "2026-11-10T13:00:00", "2026-11-16T09:00:00", "2026-11-23T09:00:00"])
        try expectOracleAgrees()
        // Editing the moved instance again changes its override, not a new one.
        let moved = try #require(try occurrences().first { $0.summary == "Planning (moved)" })
        _ = try writer.apply(.edit(reference(moved), .this, EventDraft(title: "Planning (moved again)", timing: .allDay(first: Self.day("2026-11-11"),
                                                                                                                   last: Self.day("2026-11-11")))))
        let again = try String(contentsOfFile: collection + "/weekly.ics", encoding: .utf8)
        #expect(again.components(separatedBy: "RECURRENCE-ID").count == 2 && again.contains("SEQUENCE:2\r\n"))
        #expect(try occurrences().first { $0.summary.hasPrefix("Planning (moved") }?.isAllDay == true)
        try expectOracleAgrees()
    }

    @Test func deletingOneInstanceAddsAnExdateAndAllRemovesTheFile() throws {
        try addWeeklySeries()
        let third = try #require(try occurrences().dropFirst(2).first)
        _ = try writer.apply(.delete(reference(third), .this))
        #expect(try occurrences().map(\.start.description) == ["2026-11-02T09:00:00", "2026-11-09T09:00:00", "2026-11-23T09:00:00"])
        #expect(try String(contentsOfFile: collection + "/weekly.ics", encoding: .utf8).contains("EXDATE:20261116T090000Z\r\n"))
        try expectOracleAgrees()
        let first = try #require(try occurrences().first)
        let gone = try writer.apply(.delete(reference(first), .all))
        let left = try files()
        #expect(gone.after == nil && left.isEmpty, "the file held only this event")
        // Undo puts it back byte for byte, and undoing that removes it again.
        let back = try writer.apply(.undo(gone))
        #expect(try Data(contentsOf: URL(fileURLWithPath: collection + "/weekly.ics")) == Data(try #require(gone.before)))
        _ = try writer.apply(.undo(back))
        #expect(try files().isEmpty)
    }

    @Test func undoOfAnAddRemovesTheFileAndOfAnEditRestoresIt() throws {
        let added = try writer.apply(.add(EventDraft(title: "Dentist", timing: .timed(start: Self.at("2026-11-24", 15), end: Self.at("2026-11-24", 16))),
                                          to: calendar))
        let event = try #require(try occurrences().first)
        let edited = try writer.apply(.edit(reference(event), .all, EventDraft(title: "Dentist (Dr. Kim)",
                                                                             timing: .timed(start: Self.at("2026-11-24", 15), end: Self.at("2026-11-24", 16)))))
        _ = try writer.apply(.undo(edited))
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: added.path))) == added.after)
        _ = try writer.apply(.undo(added))
        #expect(try files().isEmpty)
    }

    /// A sync changed the event after dal read it: the edit is refused and
    /// the file stays as the sync left it.
    @Test func aFileChangedOnDiskIsNotOverwritten() throws {
        let added = try writer.apply(.add(EventDraft(title: "Dinner", timing: .allDay(first: Self.day("2026-11-21"), last: Self.day("2026-11-21"))),
                                          to: calendar))
        let seen = try #require(try occurrences().first)
        let synced = String(decoding: try #require(added.after), as: UTF8.self).replacingOccurrences(of: "SUMMARY:Dinner", with: "SUMMARY:Dinner at 7")
        try synced.write(toFile: added.path, atomically: true, encoding: .utf8)
        #expect(throws: WriteError.self) {
            try writer.apply(.edit(reference(seen), .all, EventDraft(title: "Lunch", timing: .allDay(first: Self.day("2026-11-21"), last: Self.day("2026-11-21")))))
        }
        #expect(throws: WriteError.self) { try writer.apply(.delete(reference(seen), .all)) }
        #expect(throws: WriteError.self, "undo of a file changed since") { try writer.apply(.undo(added)) }
        #expect(try String(contentsOfFile: added.path, encoding: .utf8) == synced)

        // Only the end moved (the title and start as seen): a conflict too.
        let meeting = try writer.apply(.add(EventDraft(title: "Review", timing: .timed(start: Self.at("2026-11-24", 14),
                                                                                       end: Self.at("2026-11-24", 15))),
                                            to: calendar))
        let review = try #require(try occurrences().first { $0.summary == "Review" })
        let longer = String(decoding: try #require(meeting.after), as: UTF8.self)
            .replacingOccurrences(of: "DTEND;TZID=Europe/Berlin:20261124T150000", with: "DTEND;TZID=Europe/Berlin:20261124T170000")
        try longer.write(toFile: meeting.path, atomically: true, encoding: .utf8)
        #expect(throws: WriteError.self) {
            try writer.apply(.edit(reference(review), .all, EventDraft(title: "Review notes", timing: reference(review).timing)))
        }
        #expect(try String(contentsOfFile: meeting.path, encoding: .utf8) == longer)
        #expect(VdirWriter.undone("undid: added \"X\"") == "redid: added \"X\"" && VdirWriter.undone("redid: x") == "undid: x")
    }

    @Test func calendarsGivenToReadAreNeverWritten() throws {
        let other = NSTemporaryDirectory() + "dal-vdir-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        #expect(throws: WriteError.self) {
            try writer.apply(.add(EventDraft(title: "x", timing: .allDay(first: Self.day("2026-11-21"), last: Self.day("2026-11-21"))),
                                  to: CalendarInfo(name: "other", color: nil, path: other)))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: other).isEmpty)
    }

    @Test func aFolderThatCannotBeWrittenIsAClearErrorAndNothingChanges() throws {
        try addWeeklySeries()
        let before = try Data(contentsOf: URL(fileURLWithPath: collection + "/weekly.ics"))
        chmod(collection, 0o555)
        defer { chmod(collection, 0o755) }
        let first = try #require(try occurrences().first)
        var failure: WriteError?
        do { _ = try writer.apply(.delete(reference(first), .this)) } catch { failure = error }
        if getuid() != 0 {   // root writes anywhere
            #expect(failure.map { "\($0)".contains("cannot create a temporary file") } == true, "\(String(describing: failure))")
            #expect(try Data(contentsOf: URL(fileURLWithPath: collection + "/weekly.ics")) == before)
        }
        // A folder that vanished: the add says so.
        let gone = NSTemporaryDirectory() + "dal-vdir-\(UUID().uuidString)/deleted"
        let writer = VdirWriter(writable: [gone], zone: LocalZone(identifier: nil))
        let made = try writer.apply(.add(EventDraft(title: "x", timing: .allDay(first: Self.day("2026-11-21"), last: Self.day("2026-11-21"))),
                                         to: CalendarInfo(name: "deleted", color: nil, path: gone)))
        #expect(FileManager.default.fileExists(atPath: made.path), "a missing collection is created on the first write")
    }

    @Test func temporaryFilesOfKilledWritesGoOnceAMinuteOld() throws {
        let old = collection + "/.a@dal.ics.tmp-Ab12Cd", fresh = collection + "/.b@dal.ics.tmp-Ef34Gh"
        let keep = collection + "/.notes.tmp-old"
        for path in [old, fresh, keep] { #expect(FileManager.default.createFile(atPath: path, contents: Data("BEGIN:VCAL".utf8))) }
        var times = [timeval(tv_sec: time(nil) - 120, tv_usec: 0), timeval(tv_sec: time(nil) - 120, tv_usec: 0)]
        utimes(old, &times)
        utimes(keep, &times)
        _ = try writer.apply(.add(EventDraft(title: "x", timing: .allDay(first: Self.day("2026-11-21"), last: Self.day("2026-11-21"))),
                                  to: calendar))
        #expect(!FileManager.default.fileExists(atPath: old), "a killed write's file, two minutes old")
        #expect(FileManager.default.fileExists(atPath: fresh), "maybe a write still running elsewhere")
        #expect(FileManager.default.fileExists(atPath: keep), "not a temporary file's name")
    }

    /// A series in another zone, seen in UTC: a new title leaves DTSTART
    /// and DTEND as they are (zone and all); a new time for the whole
    /// series is refused when instances were removed, never half done.
    @Test func aSeriesKeepsItsTimesWhenOnlyTheTitleChangesAndIsNotMovedWithItsExceptions() throws {
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Other//Program//EN\r
            BEGIN:VEVENT\r
            UID:la-1\r
            DTSTAMP:20260101T000000Z\r
            DTSTART;TZID=America/Los_Angeles:20261102T170000\r
            DTEND;TZID=America/Los_Angeles:20261102T180000\r
            RRULE:FREQ=WEEKLY;COUNT=4\r
            EXDATE;TZID=America/Los_Angeles:20261109T170000\r
            SUMMARY:Call\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            TRIGGER:-PT5M\r
            END:VALARM\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let path = collection + "/la-1.ics"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let first = try #require(try occurrences().first)
        #expect(first.start.description == "2026-11-03T01:00:00", "17:00 in LA is 01:00 UTC the next day")
        let renamed = EventDraft(title: "Call with LA", timing: EventReference(collection: collection, occurrence: first).timing)
        _ = try writer.apply(.edit(reference(first), .all, renamed))
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.contains("DTSTART;TZID=America/Los_Angeles:20261102T170000\r\n"), "\(after)")
        #expect(after.contains("SUMMARY:Call with LA\r\n") && after.contains("SEQUENCE:1\r\n") && after.contains("DTSTAMP:20261122T101500Z\r\n"))
        #expect(after.range(of: "SEQUENCE:1")!.lowerBound < after.range(of: "BEGIN:VALARM")!.lowerBound,
                "new properties go before the alarm (RFC 5545's order)")
        #expect(try occurrences().map(\.start.description) == ["2026-11-03T01:00:00", "2026-11-17T01:00:00", "2026-11-24T01:00:00"])
        let moved = try #require(try occurrences().first)
        let later = EventDraft(title: "Call with LA", timing: .timed(start: Self.at("2026-11-03", 3), end: Self.at("2026-11-03", 4)))
        var refusal: WriteError?
        do { _ = try writer.apply(.edit(reference(moved), .all, later)) } catch { refusal = error }
        #expect(refusal.map { "\($0)".contains("does not move the whole series") } == true, "\(String(describing: refusal))")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == after, "nothing written")
    }

    @Test func deletingAllOfAnEventKeepsAFileThatHoldsMore() throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nBEGIN:VEVENT\r\nUID:both\r\nDTSTAMP:20260101T000000Z\r\n"
            + "DTSTART;VALUE=DATE:20261121\r\nSUMMARY:Party\r\nEND:VEVENT\r\nBEGIN:VTODO\r\nUID:todo\r\nDTSTAMP:20260101T000000Z\r\n"
            + "SUMMARY:Buy cake\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let path = collection + "/both.ics"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let party = try #require(try occurrences().first)
        _ = try writer.apply(.delete(reference(party), .all))
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.contains("BEGIN:VTODO") && !after.contains("Party"), "\(after)")
    }

    @Test func newEventFilesFollowTheUmaskLikeOtherCalendarPrograms() throws {
        let mask = umask(0o022)
        defer { umask(mask) }
        let added = try writer.apply(.add(EventDraft(title: "x", timing: .allDay(first: Self.day("2026-11-21"), last: Self.day("2026-11-21"))),
                                          to: calendar))
        var info = stat()
        #expect(stat(added.path, &info) == 0 && info.st_mode & 0o777 == 0o644, "\(String(info.st_mode & 0o777, radix: 8))")
    }
}
