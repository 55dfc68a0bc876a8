import CalendarCore
import Foundation
import QuickAdd
import Testing
import TestSupport
@testable import Calendars
import SystemServices

/// What the add prompt writes for a typed event: the repeat as an RRULE,
/// the alarm as a VALARM, a typed zone as the event's TZID with its
/// VTIMEZONE. Each file is read back by dal, by Python's icalendar +
/// recurring-ical-events (the oracle) and by the real khal, over more than
/// a year, and they agree on every instance.
@Suite(.serialized) struct QuickAddWritingTests {
    init() {
        // UTC, as every suite of this target sets it: suites run side by side in one process.
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    /// Today is Tuesday 24 November 2026; the viewer is in Berlin.
    static let context = QuickAddContext(today: try! CivilDate.parse("2026-11-24"),
                                         days: try! CivilDate.parse("2026-11-24")...CivilDate.parse("2026-11-24"))

    static let phrases = [
        "every tue 18:00 Choir",
        "every weekday 9am Standup until jan 15",
        "monthly on the 1st Rent",
        "every last fri 17:00-18:30 Drinks",
        "yearly Anniversary",
        "every 2 weeks 10am Review 10 times",
        "dec 3 9am KST Call Seoul every 2 weeks until mar 31",
        "매주 화요일 오후 3시 회의",
        "매달 1일 오전 9시 정산",
        "every sat 23:30 Late show for 2h",
        "tomorrow 3pm Dentist remind 10m",
        // Issue 42: read as said.
        "Book club first thursday of every month 7pm",
        "last friday of the month 17:00 Drinks",
        "next friday 9-11 dentist at Main St",
        "Conference Jan 12-14 2027 in Berlin",
        "Drinks tonight at 8",
        "매주 목요일 10시 회의",
        "매월 첫째 주 목요일 독서 모임",
        "강남역에서 저녁 7시 약속",
    ]

    /// Python icalendar's reading of a written file's event: SUMMARY,
    /// LOCATION and TRANSP ("-" where absent).
    func icalendarReading(_ file: String) throws -> String {
        let script = "import icalendar,sys\nfor e in icalendar.Calendar.from_ical(open(sys.argv[1],'rb').read()).walk('VEVENT'):\n"
            + "    print('|'.join(str(e.get(k, '-')) for k in ('SUMMARY', 'LOCATION', 'TRANSP')))"
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script, file])
        try #require(result.status == 0, "icalendar could not read what dal wrote: \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: [
        ("next friday 9-11 dentist at Main St", "dentist|Main St|-"),
        ("Conference Jan 12-14 2027 in Berlin", "Conference|Berlin|TRANSPARENT"),
        ("Party 8pm @ Joe's", "Party|Joe's|-"),
        ("강남역에서 저녁 7시 약속", "약속|강남역|-"),
        ("내일 회의실에서 워크숍", "워크숍|회의실|TRANSPARENT"),
        ("Offsite dec 3", "Offsite|-|TRANSPARENT"),
    ])
    func aTypedPlaceIsTheLocationAndAnAllDayEventIsFreeAsIcalendarReadsThem(phrase: String, expected: String) throws {
        let (_, file, _) = try write(phrase)
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(try icalendarReading(file) == expected, "\(phrase): \(written)")
    }

    /// Writes the phrase's event into a fresh collection; returns its file.
    func write(_ phrase: String) throws -> (collection: String, file: String, draft: EventDraft) {
        let event = try #require(QuickAdd.parse(phrase, in: Self.context).event, "\(phrase) is an event")
        let collection = NSTemporaryDirectory() + "dal-quickadd-\(UUID().uuidString)/work"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        let writer = VdirWriter(writable: [collection], zone: LocalZone(identifier: "Europe/Berlin"), stamp: { "20261124T101500Z" })
        let receipt = try writer.apply(.add(event.draft, to: CalendarInfo(name: "work", color: nil, path: collection, writable: true)))
        return (collection, receipt.path, event.draft)
    }

    @Test(arguments: phrases)
    func aTypedEventIsWrittenSoTheOracleAndKhalReadEveryInstanceAsDalDoes(phrase: String) throws {
        let (collection, file, draft) = try write(phrase)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("RRULE:") == (draft.recurrence != nil), "\(text)")
        // The oracle, over two years from today.
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/ical_oracle.py").path
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", script, "--from", "2026-11-24", "--to", "2028-11-23",
                                                            "--zone", "UTC", collection])
        try #require(result.status == 0, "the oracle could not read what dal wrote: \(result.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let oracle = Set(objects.map { "\($0["start"]!)→\($0["end"]!) \($0["summary"]!)" })
        let days = try CivilDate.parse("2026-11-24")...CivilDate.parse("2028-11-23")
        let ours = Set(try CalendarLoader.load([collection]).occurrences(in: days).map {
            $0.isAllDay ? "\($0.start.date)→\($0.end.date) \($0.summary)" : "\($0.start)→\($0.end) \($0.summary)"
        })
        #expect(!ours.isEmpty && ours == oracle, "\(phrase)\ndal: \(ours.sorted().prefix(6))\noracle: \(oracle.sorted().prefix(6))")
        // khal, for viewers in two zones.
        for zone in ["Europe/Berlin", "America/New_York"] {
            let khal = try ClientReadings.khal(collection, zone: zone, from: "2026-11-24", days: 400)
            let dal = try ClientReadings.dal(collection, zone: zone, from: "2026-11-24", days: 400)
            #expect(!dal.isEmpty && khal == dal, "\(phrase) in \(zone): khal \(khal.prefix(4))\ndal \(dal.prefix(4))")
        }
    }

    @Test func anAlarmIsAVALARMBeforeTheStartThatLibicalReads() throws {
        let (_, file, _) = try write("tomorrow 3pm Dentist remind 10m")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Dentist\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\n"), "\(text)")
        let read = try ICalendarFile(bytes: Array(text.utf8))
        #expect(read.warnings.isEmpty && read.contents.count == 1)
    }

    @Test func aTypedZoneIsTheEventsZoneWithUNTILInUTC() throws {
        let (_, file, _) = try write("dec 3 9am KST Call Seoul every 2 weeks until mar 31")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("DTSTART;TZID=Asia/Seoul:20261203T090000"), "\(text)")
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Asia/Seoul"), "\(text)")
        // 23:59:59 on 31 March in Seoul is 14:59:59 UTC.
        #expect(text.contains("RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270331T145959Z"), "\(text)")
    }

    @Test func aZoneTheSystemDoesNotKnowIsRefusedAndNothingIsWritten() throws {
        let collection = NSTemporaryDirectory() + "dal-quickadd-\(UUID().uuidString)/work"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        let writer = VdirWriter(writable: [collection], zone: LocalZone(identifier: "Europe/Berlin"), stamp: { "20261124T101500Z" })
        let start = LocalDateTime(date: try CivilDate.parse("2026-12-03"), secondsOfDay: 9 * 3600)
        let draft = EventDraft(title: "Call", timing: .timed(start: start, end: start.adding(seconds: 3600)), zone: "Mars/Olympus_Mons")
        #expect(throws: WriteError.self) { try writer.apply(.add(draft, to: CalendarInfo(name: "work", color: nil, path: collection, writable: true))) }
        #expect(CalendarLoader.icsFiles(in: collection).isEmpty)
    }
}
