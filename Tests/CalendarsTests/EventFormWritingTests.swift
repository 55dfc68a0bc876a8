import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars
import SystemServices

/// What the edit form writes besides title and times: LOCATION and
/// DESCRIPTION, the VALARMs, and the repeat, each only when changed, with
/// the rest of the file as it was; read back by dal, the oracle and khal.
@Suite(.serialized) struct EventFormWritingTests {
    let collection: String
    let writer: VdirWriter

    init() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        collection = NSTemporaryDirectory() + "dal-form-\(UUID().uuidString)/work"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        writer = VdirWriter(writable: [collection], zone: LocalZone(identifier: "UTC"), stamp: { "20261122T101500Z" })
    }

    static let talk = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:talk@test\r\n"
        + "DTSTAMP:20261001T000000Z\r\nDTSTART;TZID=Europe/Berlin:20261124T090000\r\nDTEND;TZID=Europe/Berlin:20261124T100000\r\n"
        + "SUMMARY:Talk\r\nLOCATION:Room 1\r\nX-KEEP:yes\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Talk\r\nTRIGGER:-PT30M\r\n"
        + "END:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    func put(_ text: String) throws -> String {
        let path = collection + "/talk.ics"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func first(on day: String) throws -> EventOccurrence {
        let date = try CivilDate.parse(day)
        return try #require(try CalendarLoader.load([collection]).occurrences(in: date...date).first)
    }

    func edit(_ occurrence: EventOccurrence, _ scope: EventScope = .all, details: DetailsChange) throws -> WriteReceipt {
        let reference = EventReference(collection: collection, occurrence: occurrence)
        return try writer.apply(.edit(reference, scope, EventDraft(title: occurrence.summary, timing: reference.timing, details: details)))
    }

    @Test func whereNotesAlarmsAndANewRepeatAreWrittenAndTheRestStays() throws {
        let path = try put(Self.talk)
        let talk = try first(on: "2026-11-24")
        let weekly = try #require(RecurrencePattern(frequency: .weekly, interval: 1, byDay: [.init(ordinal: 0, weekday: .tuesday)],
                                                    until: LocalDateTime(date: CivilDate.parse("2026-12-15"), secondsOfDay: 86_399)))
        _ = try edit(talk, details: DetailsChange(location: "Hall A, first floor", notes: "Slides: 20.\nQuestions after.", alarms: [10, 60],
                                         repeats: .pattern(weekly)))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("LOCATION:Hall A\\, first floor\r\n") && text.contains("DESCRIPTION:Slides: 20.\\nQuestions after.\r\n"), "\(text)")
        #expect(text.components(separatedBy: "BEGIN:VALARM").count == 3 && text.contains("TRIGGER:-PT10M") && text.contains("TRIGGER:-PT60M"))
        #expect(!text.contains("TRIGGER:-PT30M"), "the old alarm is replaced")
        // UNTIL: 23:59:59 in Berlin on 15 December, in UTC.
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261215T225959Z\r\n"), "\(text)")
        #expect(text.contains("X-KEEP:yes\r\n") && text.contains("SEQUENCE:1\r\n") && !text.contains("SEQUENCE:2"))
        let read = try #require(try ICalendarFile(bytes: Array(text.utf8)).contents.first)
        #expect(read.rules.count == 1)
        let dal = try ClientReadings.dal(collection, zone: "Europe/Berlin", from: "2026-11-20", days: 40)
        let khal = try ClientReadings.khal(collection, zone: "Europe/Berlin", from: "2026-11-20", days: 40)
        #expect(dal.count == 4 && khal == dal, "khal \(khal)\ndal \(dal)")
    }

    /// An all-day event without TRANSP is free (as Google and Apple read
    /// it); the form's `busy` field writes TRANSP:OPAQUE and makes it busy,
    /// and `no` on a timed event writes TRANSPARENT.
    @Test func theBusyFieldWritesTRANSPAndAnAllDayEventIsFreeUntilItSaysOPAQUE() throws {
        let offsite = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:offsite@test\r\n"
            + "DTSTAMP:20261001T000000Z\r\nDTSTART;VALUE=DATE:20261124\r\nDTEND;VALUE=DATE:20261125\r\nSUMMARY:Offsite\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        let path = try put(offsite)
        let before = try first(on: "2026-11-24")
        #expect(before.attendance?.isTransparent == true, "an all-day event without TRANSP is free")
        _ = try edit(before, details: DetailsChange(busy: true))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\r\nTRANSP:OPAQUE\r\n"))
        #expect(try first(on: "2026-11-24").attendance == nil, "OPAQUE: its day is busy")
        _ = try put(Self.talk)
        let talk = try first(on: "2026-11-24")
        #expect(talk.attendance == nil, "a timed event without TRANSP is busy")
        _ = try edit(talk, details: DetailsChange(busy: false))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\r\nTRANSP:TRANSPARENT\r\n"))
        #expect(try first(on: "2026-11-24").attendance?.isTransparent == true)
    }

    @Test func emptyFieldsRemoveWhereAlarmsAndTheRepeat() throws {
        let path = try put(Self.talk.replacingOccurrences(of: "SUMMARY:Talk\r\n", with: "SUMMARY:Talk\r\nRRULE:FREQ=DAILY;COUNT=3\r\nEXDATE;TZID=Europe/Berlin:20261125T090000\r\n"))
        let talk = try first(on: "2026-11-24")
        _ = try edit(talk, details: DetailsChange(location: "", alarms: [], repeats: RepeatChange.none))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for gone in ["LOCATION:", "BEGIN:VALARM", "RRULE:", "EXDATE;"] { #expect(!text.contains("\n" + gone), "\(gone) removed: \(text)") }
        #expect(try CalendarLoader.load([collection]).occurrences(in: CivilDate.parse("2026-11-20")...CivilDate.parse("2026-12-31")).count == 1)
    }

    @Test func theRepeatOfASeriesWithChangedInstancesIsRefusedAndTheFileStays() throws {
        let series = Self.talk.replacingOccurrences(of: "SUMMARY:Talk\r\n", with: "SUMMARY:Talk\r\nRRULE:FREQ=DAILY;COUNT=3\r\n")
            .replacingOccurrences(of: "END:VCALENDAR", with: "BEGIN:VEVENT\r\nUID:talk@test\r\nDTSTAMP:20261001T000000Z\r\n"
                + "RECURRENCE-ID;TZID=Europe/Berlin:20261125T090000\r\nDTSTART;TZID=Europe/Berlin:20261125T110000\r\n"
                + "DTEND;TZID=Europe/Berlin:20261125T120000\r\nSUMMARY:Talk\r\nEND:VEVENT\r\nEND:VCALENDAR")
        let path = try put(series)
        let talk = try first(on: "2026-11-24")
        #expect(throws: WriteError.self) { try edit(talk, details: DetailsChange(repeats: .rule("FREQ=WEEKLY"))) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == series)
    }

    @Test func oneInstanceGetsItsOwnWhereInANewOverride() throws {
        let path = try put(Self.talk.replacingOccurrences(of: "SUMMARY:Talk\r\n", with: "SUMMARY:Talk\r\nRRULE:FREQ=DAILY;COUNT=3\r\n"))
        let second = try first(on: "2026-11-25")
        _ = try edit(second, .this, details: DetailsChange(location: "Hall B"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("LOCATION:Room 1\r\n") && text.contains("LOCATION:Hall B\r\n") && text.contains("RECURRENCE-ID"), "\(text)")
        let day = try CivilDate.parse("2026-11-25")
        let reread = try #require(try CalendarLoader.load([collection]).occurrences(in: day...day).first)
        #expect(reread.recurrenceID == second.recurrenceID && reread.start == second.start)
    }
}
