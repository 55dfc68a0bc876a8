import CalendarCore
import Foundation
import Testing
@testable import Calendars
import SystemServices

/// How a calendar's copies, overrides and odd values become occurrences,
/// and what dal says about what it reads otherwise than written. (Which
/// instances show is compared with the RFC 5545 oracle end to end on the
/// corpus; here: the warnings, and that work stays bounded.)
@Suite(.serialized) struct SeriesReadingTests {
    init() {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    static func read(_ events: String, path: String = "cal.ics") throws -> (file: ICalendarFile, collection: EventCollection) {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n" + events + "END:VCALENDAR\r\n"
        let file = try ICalendarFile(bytes: Array(text.utf8), path: path)
        let collection = EventCollection(calendars: [CalendarInfo(name: "t", color: nil, path: "t")], contents: [file.contents],
                                         warnings: file.warnings)
        return (file, collection)
    }

    static func starts(_ collection: EventCollection, _ from: String, _ through: String) throws -> [String] {
        try collection.occurrences(in: CivilDate.parse(from)...CivilDate.parse(through)).map { "\($0.start) \($0.summary)" }
    }

    /// Issue 18: such an event was expanded to year 9999 at load (8.8 s).
    @Test func anOverrideWithoutItsSeriesButWithARuleShowsOnceWithAWarningAtOnce() throws {
        let clock = ContinuousClock()
        var read: (file: ICalendarFile, collection: EventCollection)?
        let elapsed = try clock.measure {
            read = try Self.read("BEGIN:VEVENT\r\nUID:o\r\nSUMMARY:Orphan\r\nRECURRENCE-ID:20261110T090000Z\r\n"
                + "DTSTART:20261112T100000Z\r\nDTEND:20261112T110000Z\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\n")
        }
        let collection = try #require(read?.collection)
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
        #expect(try Self.starts(collection, "2026-11-01", "2026-12-31") == ["2026-11-12T10:00:00 Orphan"])
        #expect(collection.warnings == ["cal.ics:4: event \"Orphan\" (UID o) changes one instance (RECURRENCE-ID) of a series that "
            + "is not in its calendar, yet repeats itself: shown once, at its DTSTART, as khal shows it"], "\(collection.warnings)")
    }

    /// RFC 7529: a rule in another calendar system is counted in it
    /// (libical with ICU): a yearly Chinese lunar date moves on the solar
    /// calendar, with no warning.
    @Test func aRuleInAnotherCalendarSystemIsCountedInThatCalendar() throws {
        let read = try Self.read("BEGIN:VEVENT\r\nUID:r\r\nSUMMARY:Lunar\r\nDTSTART;VALUE=DATE:20261112\r\n"
            + "RRULE:RSCALE=CHINESE;FREQ=YEARLY\r\nEND:VEVENT\r\n")
        #expect(read.file.warnings.isEmpty, "\(read.file.warnings)")
        // The 4th of the 10th Chinese month: 12 Nov 2026, 1 Nov 2027, 19 Nov 2028.
        #expect(try Self.starts(read.collection, "2026-11-01", "2028-12-31").map { String($0.prefix(10)) }
                == ["2026-11-12", "2027-11-01", "2028-11-19"])
    }

    @Test func anEndBeforeTheStartIsSaidAndReadAsNoLength() throws {
        let read = try Self.read("BEGIN:VEVENT\r\nUID:e\r\nSUMMARY:Backwards\r\nDTSTART:20261126T083000Z\r\n"
            + "DTEND:20261126T080000Z\r\nEND:VEVENT\r\n")
        let found = read.collection.occurrences(in: try CivilDate.parse("2026-11-26")...CivilDate.parse("2026-11-26"))
        #expect(found.map { "\($0.start)–\($0.end)" } == ["2026-11-26T08:30:00–2026-11-26T08:30:00"])
        #expect(read.file.warnings == ["8: event \"Backwards\" (UID e): ends before it starts; read as ending when it starts"])
    }

    @Test func anAllDayEventEndingTheDayItStartsLastsThatDayWithoutAWarning() throws {
        let read = try Self.read("BEGIN:VEVENT\r\nUID:a\r\nSUMMARY:Holiday\r\nDTSTART;VALUE=DATE:20261125\r\n"
            + "DTEND;VALUE=DATE:20261125\r\nEND:VEVENT\r\n")
        let found = read.collection.occurrences(in: try CivilDate.parse("2026-11-20")...CivilDate.parse("2026-11-30"))
        #expect(found.map { "\($0.start.date)–\($0.end.date)" } == ["2026-11-25–2026-11-26"])
        #expect(read.file.warnings.isEmpty)
    }

    @Test func theNewestCopyOfAnEventWinsBySequenceThenByWhenItChanged() throws {
        let event = { (sequence: Int, stamp: String, day: String, title: String) in
            "BEGIN:VEVENT\r\nUID:v\r\nSEQUENCE:\(sequence)\r\nDTSTAMP:\(stamp)\r\nSUMMARY:\(title)\r\nDTSTART:\(day)T090000Z\r\nEND:VEVENT\r\n"
        }
        let bySequence = try Self.read(event(2, "20260101T000000Z", "20261103", "New") + event(1, "20260301T000000Z", "20261104", "Old"))
        #expect(try Self.starts(bySequence.collection, "2026-11-01", "2026-11-30") == ["2026-11-03T09:00:00 New"])
        let byStamp = try Self.read(event(1, "20260301T000000Z", "20261103", "New") + event(1, "20260101T000000Z", "20261104", "Old"))
        #expect(try Self.starts(byStamp.collection, "2026-11-01", "2026-11-30") == ["2026-11-03T09:00:00 New"])
        let tie = try Self.read(event(1, "20260101T000000Z", "20261103", "First") + event(1, "20260101T000000Z", "20261104", "Second"))
        #expect(try Self.starts(tie.collection, "2026-11-01", "2026-11-30") == ["2026-11-04T09:00:00 Second"], "the later in the file")
    }
}
