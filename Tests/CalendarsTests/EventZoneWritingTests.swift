import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars
import SystemServices

/// What dal writes when it changes an event's time: the event keeps its own
/// zone (the time typed is the viewer's, stored as the same moment in the
/// event's zone), floating stays floating, all-day stays a date,
/// RECURRENCE-ID and EXDATE take DTSTART's form, and the file's VTIMEZONE
/// still covers the event wherever it moved. Each file is read back by
/// dal, by Python's icalendar (the oracle) and by the real khal.
@Suite(.serialized) struct EventZoneWritingTests {
    let collection: String
    /// A viewer in UTC (the suite's `TZ`): the times typed are read as the
    /// screen shows them.
    let writer: VdirWriter

    init() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        collection = NSTemporaryDirectory() + "dal-zones-\(UUID().uuidString)/work"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        writer = VdirWriter(writable: [collection], zone: LocalZone(identifier: nil), stamp: { "20261122T101500Z" })
    }

    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }
    static func at(_ date: String, _ hour: Int, _ minute: Int = 0) -> LocalDateTime {
        LocalDateTime(date: day(date), secondsOfDay: hour * 3600 + minute * 60)
    }
    static func timed(_ date: String, _ from: Int, _ to: Int) -> EventDraft.Timing { .timed(start: at(date, from), end: at(date, to)) }

    func occurrences(from: String = "2026-11-01", to: String = "2026-12-31") throws -> [EventOccurrence] {
        try CalendarLoader.load([collection]).occurrences(in: Self.day(from)...Self.day(to)).sorted { $0.start < $1.start }
    }

    func reference(_ occurrence: EventOccurrence) -> EventReference { EventReference(collection: collection, occurrence: occurrence) }

    func write(_ name: String, _ lines: [String]) throws -> String {
        let path = collection + "/" + name
        try (lines.joined(separator: "\r\n") + "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// khal and dal list the same events for viewers in two zones.
    func expectClientsAgree(from: String, days: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for zone in ["Europe/Berlin", "America/New_York"] {
            let khal = try ClientReadings.khal(collection, zone: zone, from: from, days: days)
            let dal = try ClientReadings.dal(collection, zone: zone, from: from, days: days)
            #expect(!dal.isEmpty && khal == dal, "\(zone): khal \(khal)\ndal \(dal)", sourceLocation: sourceLocation)
        }
    }

    /// Python's icalendar + recurring-ical-events read what dal reads.
    func expectOracleAgrees(from: String = "2026-11-01", to: String = "2026-12-31", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/ical_oracle.py").path
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", script, "--from", from, "--to", to, "--zone", "UTC", collection])
        try #require(result.status == 0, "the oracle could not read what dal wrote: \(result.stderr)", sourceLocation: sourceLocation)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let oracle = Set(objects.map { "\($0["start"]!)→\($0["end"]!) \($0["summary"]!)" })
        let ours = Set(try occurrences(from: from, to: to).map {
            $0.isAllDay ? "\($0.start.date)→\($0.end.date) \($0.summary)" : "\($0.start)→\($0.end) \($0.summary)"
        })
        #expect(ours == oracle, "dal: \(ours.sorted())\noracle: \(oracle.sorted())", sourceLocation: sourceLocation)
    }

    /// Python's icalendar reads each VTIMEZONE of the file on its own and
    /// finds the zone database's offsets from `from` through `to`.
    func expectZonesCover(_ path: String, from: String, to: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/vtimezone_check.py").path
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", script, "--from", from, "--to", to, path])
        try #require(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        let zones = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(!zones.isEmpty, "no VTIMEZONE in \(path)", sourceLocation: sourceLocation)
        for zone in zones {
            #expect((zone["mismatches"] as? [String])?.isEmpty == true, "\(zone)", sourceLocation: sourceLocation)
        }
    }

    static let berlinZone = ["BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
                             "TZNAME:CEST", "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
                             "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "DTSTART:19701025T030000",
                             "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE"]

    /// The bug: with `TZ=UTC` a Berlin event moved by a viewer became `…Z`.
    /// Thunderbird's way of writing the zone (rules from 1970) covers it,
    /// so it stays byte for byte.
    @Test func aTimeChangedByAViewerInUTCStaysInTheEventsOwnZone() throws {
        let path = try write("berlin.ics", ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN"]
            + Self.berlinZone + ["BEGIN:VEVENT", "UID:berlin-1", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Europe/Berlin:20261124T090000",
                                 "DTEND;TZID=Europe/Berlin:20261124T100000", "SUMMARY:Review", "END:VEVENT", "END:VCALENDAR"])
        let seen = try #require(try occurrences().first)
        #expect(seen.start.description == "2026-11-24T08:00:00")
        _ = try writer.apply(.edit(reference(seen), .all, EventDraft(title: "Review", timing: Self.timed("2026-11-24", 13, 14))))
        let after = try text(path)
        #expect(after.contains("DTSTART;TZID=Europe/Berlin:20261124T140000\r\nDTEND;TZID=Europe/Berlin:20261124T150000\r\n"), "\(after)")
        #expect(after.contains(Self.berlinZone.joined(separator: "\r\n")), "a VTIMEZONE that covers the event stays as it was")
        #expect(try occurrences().map(\.start.description) == ["2026-11-24T13:00:00"], "where it was typed")
        try expectOracleAgrees()
        try expectClientsAgree(from: "2026-11-20", days: 10)
    }

    @Test func floatingStaysFloatingAndAllDayStaysADate() throws {
        let path = try write("floating.ics", ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//y//EN", "BEGIN:VEVENT", "UID:floating-1",
                                              "DTSTAMP:20260101T000000Z", "DTSTART:20261125T090000", "DTEND:20261125T100000", "SUMMARY:Swim",
                                              "END:VEVENT", "END:VCALENDAR"])
        let day = try write("day.ics", ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//y//EN", "BEGIN:VEVENT", "UID:day-1",
                                        "DTSTAMP:20260101T000000Z", "DTSTART;VALUE=DATE:20261126", "SUMMARY:Fair", "END:VEVENT", "END:VCALENDAR"])
        let swim = try #require(try occurrences().first { $0.summary == "Swim" })
        _ = try writer.apply(.edit(reference(swim), .all, EventDraft(title: "Swim", timing: Self.timed("2026-11-25", 18, 19))))
        let fair = try #require(try occurrences().first { $0.summary == "Fair" })
        _ = try writer.apply(.edit(reference(fair), .all, EventDraft(title: "Fair", timing: .allDay(first: Self.day("2026-11-27"),
                                                                                               last: Self.day("2026-11-28")))))
        let after = try text(path) + text(day)
        #expect(after.contains("DTSTART:20261125T180000\r\nDTEND:20261125T190000\r\n"), "floating, as typed: \(after)")
        #expect(after.contains("DTSTART;VALUE=DATE:20261127\r\n") && after.contains("DTEND;VALUE=DATE:20261129\r\n"))
        #expect(!after.contains("VTIMEZONE") && !after.contains("TZID"), "no zone where there was none")
        try expectOracleAgrees()
        try expectClientsAgree(from: "2026-11-24", days: 7)
    }

    /// A flight leaves in London's time and lands in New York's: each end
    /// keeps its own zone, and both zones' definitions (they cover the
    /// flight) stay as they were.
    @Test func aFlightKeepsTheZoneOfEachEnd() throws {
        let london = ["BEGIN:VTIMEZONE", "TZID:Europe/London", "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100", "TZNAME:BST",
                      "DTSTART:19700329T010000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT", "BEGIN:STANDARD",
                      "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000", "TZNAME:GMT", "DTSTART:19701025T020000",
                      "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE"]
        let newYork = ["BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400",
                       "TZNAME:EDT", "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT", "BEGIN:STANDARD",
                       "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST", "DTSTART:19701101T020000",
                       "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD", "END:VTIMEZONE"]
        let path = try write("flight.ics", ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//y//EN"] + london + newYork
            + ["BEGIN:VEVENT", "UID:flight-1", "DTSTAMP:20260101T000000Z", "SUMMARY:Flight LHR-JFK",
               "DTSTART;TZID=Europe/London:20261210T110000", "DTEND;TZID=America/New_York:20261210T140000", "END:VEVENT", "END:VCALENDAR"])
        let original = try text(path)
        let flight = try #require(try occurrences().first)
        #expect(flight.start.description == "2026-12-10T11:00:00" && flight.end.description == "2026-12-10T19:00:00")
        let later = EventDraft(title: flight.summary, timing: .timed(start: Self.at("2026-12-11", 12), end: Self.at("2026-12-11", 20)))
        _ = try writer.apply(.edit(reference(flight), .all, later))
        let after = try text(path)
        #expect(after.contains("DTSTART;TZID=Europe/London:20261211T120000") && after.contains("DTEND;TZID=America/New_York:20261211T150000"),
                "\(after)")
        let zones = original.components(separatedBy: "BEGIN:VEVENT")[0]
        #expect(after.hasPrefix(zones), "both VTIMEZONEs byte for byte")
        try expectOracleAgrees()
        try expectClientsAgree(from: "2026-12-10", days: 3)
    }

    static func newYorkSeries() -> [String] {
        ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "BEGIN:VEVENT", "UID:ny-1",
         "DTSTAMP:20260101T000000Z", "DTSTART;TZID=America/New_York:20261102T090000", "DTEND;TZID=America/New_York:20261102T100000",
         "RRULE:FREQ=WEEKLY;COUNT=4", "SUMMARY:Call", "END:VEVENT", "END:VCALENDAR"]
    }

    /// The bug: "this one" of a New York series was written in the viewer's
    /// zone and the instance named in UTC. Now the override and its
    /// RECURRENCE-ID are New York times, the EXDATE too, and the file (it
    /// had none) gains a VTIMEZONE for New York over the series.
    @Test func thisOneOfASeriesIsWrittenInTheSeriesZoneWithRecurrenceIDAndExdateInDTStartsForm() throws {
        let path = try write("ny-1.ics", Self.newYorkSeries())
        let second = try #require(try occurrences().dropFirst().first)
        #expect(second.start.description == "2026-11-09T14:00:00" && second.recurrenceID == "20261109T140000Z")
        _ = try writer.apply(.edit(reference(second), .this, EventDraft(title: "Call (later)", timing: Self.timed("2026-11-09", 16, 17))))
        let third = try #require(try occurrences().first { $0.start.date == Self.day("2026-11-16") })
        _ = try writer.apply(.delete(reference(third), .this))
        let after = try text(path)
        #expect(after.contains("RECURRENCE-ID;TZID=America/New_York:20261109T090000\r\n"), "\(after)")
        #expect(after.contains("DTSTART;TZID=America/New_York:20261109T110000\r\nDTEND;TZID=America/New_York:20261109T120000\r\n"))
        #expect(after.contains("EXDATE;TZID=America/New_York:20261116T090000\r\n"))
        #expect(!after.contains("Europe/") && !after.contains("RECURRENCE-ID:") && !after.contains("EXDATE:"), "\(after)")
        #expect(after.components(separatedBy: "BEGIN:VTIMEZONE").count == 2 && after.contains("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n"))
        #expect(try occurrences().map { "\($0.start) \($0.summary)" }
                == ["2026-11-02T14:00:00 Call", "2026-11-09T16:00:00 Call (later)", "2026-11-23T14:00:00 Call"])
        try expectZonesCover(path, from: "2026-11-01", to: "2026-11-30")
        try expectOracleAgrees()
        try expectClientsAgree(from: "2026-11-01", days: 30)
        // The override, named by its zone's time, is found again and changed, not doubled.
        let moved = try #require(try occurrences().first { $0.summary == "Call (later)" })
        _ = try writer.apply(.edit(reference(moved), .this, EventDraft(title: "Call (later still)", timing: Self.timed("2026-11-09", 17, 18))))
        let again = try text(path)
        #expect(again.components(separatedBy: "RECURRENCE-ID").count == 2 && again.contains("DTSTART;TZID=America/New_York:20261109T120000\r\n"))
        #expect(again.components(separatedBy: "BEGIN:VTIMEZONE").count == 2, "the zone is there once")
    }

    @Test(arguments: [("DTSTART;VALUE=DATE:20261102", "RECURRENCE-ID;VALUE=DATE:20261109", "EXDATE;VALUE=DATE:20261116"),
                      ("DTSTART:20261102T090000\r\nDTEND:20261102T100000", "RECURRENCE-ID:20261109T090000", "EXDATE:20261116T090000"),
                      ("DTSTART:20261102T090000Z\r\nDTEND:20261102T100000Z", "RECURRENCE-ID:20261109T090000Z", "EXDATE:20261116T090000Z")])
    func instancesOfDateFloatingAndUTCSeriesAreNamedInTheirForm(_ start: String, _ recurrenceID: String, _ exdate: String) throws {
        let path = try write("series.ics", ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//y//EN", "BEGIN:VEVENT", "UID:s-1",
                                            "DTSTAMP:20260101T000000Z", start, "RRULE:FREQ=WEEKLY;COUNT=4", "SUMMARY:Weekly",
                                            "END:VEVENT", "END:VCALENDAR"])
        let found = try occurrences()
        _ = try writer.apply(.edit(reference(found[1]), .this, EventDraft(title: "Moved", timing: reference(found[1]).timing)))
        _ = try writer.apply(.delete(reference(try #require(try occurrences().first { $0.start.date == Self.day("2026-11-16") })), .this))
        let after = try text(path)
        #expect(after.contains(recurrenceID + "\r\n") && after.contains(exdate + "\r\n"), "\(after)")
        #expect(!after.contains("VTIMEZONE"))
        try expectOracleAgrees()
        try expectClientsAgree(from: "2026-11-01", days: 30)
    }

    /// The bug: every new timed event carried libical's whole zone history,
    /// 1893 to 2038 (about 190 lines). Now: what the event uses, a series
    /// over a change of summer time both observances.
    @Test(arguments: [("Europe/Berlin", 2), ("America/New_York", 2), ("Asia/Seoul", 1)])
    func aNewEventCarriesOnlyTheZoneItUses(_ zone: String, observances: Int) throws {
        let viewer = VdirWriter(writable: [collection], zone: LocalZone(identifier: zone), stamp: { "20261122T101500Z" })
        let calendar = CalendarInfo(name: "work", color: nil, path: collection)
        let single = try viewer.apply(.add(EventDraft(title: "Single", timing: Self.timed("2026-11-24", 9, 10)), to: calendar))
        // Five mornings over the end of summer time (Europe: Oct 25; America: Nov 1).
        let series = try viewer.apply(.add(EventDraft(title: "Course", timing: Self.timed("2026-10-22", 9, 10), days: 12), to: calendar))
        for (receipt, count, from, to) in [(single, 1, "2026-11-24", "2026-11-24"), (series, observances, "2026-10-22", "2026-11-02")] {
            let text = try text(receipt.path)
            let zoneLines = text.components(separatedBy: "BEGIN:VTIMEZONE")[1].components(separatedBy: "END:VTIMEZONE")[0]
                .split(separator: "\r\n")
            #expect(text.components(separatedBy: "BEGIN:STANDARD").count + text.components(separatedBy: "BEGIN:DAYLIGHT").count - 2 == count,
                    "\(text)")
            #expect(zoneLines.count < 20 && !text.contains("1893") && text.utf8.count < 1_000, "\(text.utf8.count) bytes:\n\(text)")
            try expectZonesCover(receipt.path, from: from, to: to)
        }
        try expectOracleAgrees(from: "2026-10-01", to: "2026-11-30")
        try expectClientsAgree(from: "2026-10-20", days: 40)
    }

    /// dal adds an event in November (its VTIMEZONE has only winter time),
    /// then it moves to July: the file's VTIMEZONE is made anew for July.
    @Test func anEventMovedOutOfItsZonesSpanGetsAZoneThatCoversIt() throws {
        let berlin = VdirWriter(writable: [collection], zone: LocalZone(identifier: "Europe/Berlin"), stamp: { "20261122T101500Z" })
        let added = try berlin.apply(.add(EventDraft(title: "Visit", timing: Self.timed("2026-11-24", 9, 10)),
                                          to: CalendarInfo(name: "work", color: nil, path: collection)))
        let before = try text(added.path)
        #expect(before.contains("BEGIN:STANDARD") && !before.contains("BEGIN:DAYLIGHT"), "\(before)")
        let seen = try #require(try occurrences().first)
        _ = try writer.apply(.edit(reference(seen), .all, EventDraft(title: "Visit", timing: Self.timed("2027-07-15", 7, 8))))
        let after = try text(added.path)
        #expect(after.contains("DTSTART;TZID=Europe/Berlin:20270715T090000\r\n"), "07:00 UTC is 09:00 summer time: \(after)")
        #expect(after.contains("BEGIN:DAYLIGHT") && after.components(separatedBy: "BEGIN:VTIMEZONE").count == 2, "\(after)")
        try expectZonesCover(added.path, from: "2027-07-14", to: "2027-07-16")
        #expect(try occurrences(from: "2027-07-01", to: "2027-07-31").map(\.start.description) == ["2027-07-15T07:00:00"])
        try expectClientsAgree(from: "2027-07-10", days: 10)
    }

    /// A file the real khal wrote: a monthly series without end whose
    /// VTIMEZONE lists only two changes, no rule. "This one" of an
    /// instance after them is written, and the zone is replaced by one
    /// that keeps going: khal and dal show the same times years apart,
    /// across changes of summer time.
    @Test func aZoneWithoutRulesIsReplacedByOneThatCoversASeriesWithoutEnd() throws {
        let khalConfig = try KhalConfig(collection: collection)
        let made = try khalConfig.run(["new", "-a", "dal", "-r", "monthly", "2026-12-31", "12:00", "13:00", "Month-end"], zone: "Europe/Berlin")
        try #require(made.status == 0, "\(made.stderr)")
        let path = collection + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: collection).first { $0.hasSuffix(".ics") }))
        let written = try text(path)
        try #require(written.contains("PIMUTILS.ORG//NONSGML khal") && !written.contains("RRULE:FREQ=YEARLY"), "khal's own zone: \(written)")
        let october = try #require(try occurrences(from: "2027-10-31", to: "2027-10-31").first)
        _ = try writer.apply(.edit(reference(october), .this, EventDraft(title: "Month-end (moved)", timing: Self.timed("2027-10-31", 14, 15))))
        let after = try text(path)
        #expect(after.contains("RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3\r\n") && after.contains("RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10\r\n"),
                "rules without end: \(after)")
        #expect(after.contains("DTSTART;TZID=Europe/Berlin:20271031T150000\r\n"), "14:00 UTC, winter time again")
        try expectZonesCover(path, from: "2026-12-01", to: "2040-12-31")
        for month in ["2027-03-31", "2027-10-31", "2030-07-31", "2031-01-31", "2036-08-31"] {
            try expectClientsAgree(from: month, days: 1)
        }
        #expect(try occurrences(from: "2030-07-31", to: "2030-07-31").map(\.start.description) == ["2030-07-31T10:00:00"], "12:00 summer time")
    }

    /// A file whose VTIMEZONE is its own (here an old rule: summer time in
    /// April and September) is kept, and new times are read in it.
    @Test func aZoneTheFileDefinesItsOwnWayIsKeptAndUsed() throws {
        let own = ["BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
                   "DTSTART:19800406T020000", "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU", "END:DAYLIGHT", "BEGIN:STANDARD",
                   "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "DTSTART:19800928T030000", "RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU",
                   "END:STANDARD", "END:VTIMEZONE"]
        let path = try write("old.ics", ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//y//EN"] + own
            + ["BEGIN:VEVENT", "UID:old-1", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Europe/Berlin:20261015T090000",
               "DTEND;TZID=Europe/Berlin:20261015T100000", "SUMMARY:Old", "END:VEVENT", "END:VCALENDAR"])
        let seen = try #require(try occurrences(from: "2026-10-01", to: "2026-10-31").first)
        #expect(seen.start.description == "2026-10-15T08:00:00", "October is winter time in this definition")
        _ = try writer.apply(.edit(reference(seen), .all, EventDraft(title: "Old", timing: Self.timed("2026-10-15", 10, 11))))
        let after = try text(path)
        #expect(after.contains(own.joined(separator: "\r\n")), "the file's own definition stays")
        #expect(after.contains("DTSTART;TZID=Europe/Berlin:20261015T110000\r\n"), "10:00 UTC in that definition: \(after)")
        #expect(try occurrences(from: "2026-10-01", to: "2026-10-31").map(\.start.description) == ["2026-10-15T10:00:00"])
    }
}
