import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars
import SystemServices

/// The `e` form's `as dates` for a lunar birthday (RSCALE=DANGI): the
/// next 20 years' solar days as RDATE beside the rule, or instead of it,
/// on the KASI-based oracle's days. With the dates alone, khal (which
/// stops at any RSCALE rule) lists the same days dal does; python
/// icalendar reads the rule and the dates back unchanged.
@Suite(.serialized) struct LunarDatesWritingTests {
    let collection: String
    let writer: VdirWriter

    init() throws {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
        collection = NSTemporaryDirectory() + "dal-lunar-dates-\(UUID().uuidString)/family"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        writer = VdirWriter(writable: [collection], zone: LocalZone(identifier: "UTC"), stamp: { "20261128T101500Z" })
    }

    static let birthday = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:grandma@test\r\n"
        + "DTSTAMP:20261001T000000Z\r\nDTSTART;VALUE=DATE:20260419\r\nDTEND;VALUE=DATE:20260420\r\nSUMMARY:할머니 생신\r\n"
        + "RRULE:RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;SKIP=FORWARD\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    /// The oracle's solar days of lunar 3.3 in the lunar years 2027-2046.
    func oracle() throws -> [String] {
        let script = """
            from korean_lunar_calendar import KoreanLunarCalendar
            k = KoreanLunarCalendar()
            for year in range(2027, 2047):
                assert k.setLunarDate(year, 3, 3, False)
                print(k.SolarIsoFormat())
            """
        return try PythonOracle.run(script, arguments: []).split(separator: "\n").map(String.init)
    }

    func write(_ asDates: RuleAsDates) throws -> String {
        let path = collection + "/grandma.ics"
        try Self.birthday.write(toFile: path, atomically: true, encoding: .utf8)
        let day = try CivilDate.parse("2027-04-09")
        let occurrence = try #require(try CalendarLoader.load([collection]).occurrences(in: day...day).first)
        let reference = EventReference(collection: collection, occurrence: occurrence)
        var details = DetailsChange()
        details.ruleAsDates = asDates
        details.datesFromYear = 2027
        _ = try writer.apply(.edit(reference, .all, EventDraft(title: occurrence.summary, timing: reference.timing, details: details)))
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    func rdates(_ text: String) -> [String] {
        text.components(separatedBy: "\r\n").filter { $0.hasPrefix("RDATE;VALUE=DATE:") }.map { line in
            let value = line.dropFirst("RDATE;VALUE=DATE:".count)
            return "\(value.prefix(4))-\(value.dropFirst(4).prefix(2))-\(value.suffix(2))"
        }
    }

    @Test func yesWritesTheOraclesNextTwentyDaysBesideTheRule() throws {
        let text = try write(.ruleAndDates)
        #expect(text.contains("RRULE:RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;SKIP=FORWARD\r\n"), "\(text)")
        let expected = try oracle()
        #expect(rdates(text) == expected)
        // dal counts each day once (RFC 5545: an RDATE the rule also makes is one instance).
        let days = try ClientReadings.dal(collection, zone: "UTC", from: "2027-01-01", days: 366 * 3)
        #expect(days.count == 3, "\(days)")
        // Python icalendar reads the rule (its parts in its own order) and every date back.
        let read = try PythonOracle.run("""
            import sys, icalendar
            event = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read()).walk('VEVENT')[0]
            rdates = event.get('RDATE')
            rdates = rdates if isinstance(rdates, list) else [rdates]
            print(';'.join(sorted(event['RRULE'].to_ical().decode().split(';'))))
            print(sum(len(r.dts) for r in rdates))
            """, arguments: [collection + "/grandma.ics"])
        #expect(read == "BYMONTH=3;BYMONTHDAY=3;FREQ=YEARLY;RSCALE=DANGI;SKIP=FORWARD\n20\n", "\(read)")
    }

    @Test func onlyWritesTheDatesAloneAndKhalListsTheDaysDalDoes() throws {
        let text = try write(.datesOnly)
        let expected = try oracle()
        #expect(!text.contains("RRULE") && rdates(text) == expected, "\(text)")
        let dal = try ClientReadings.dal(collection, zone: "Asia/Seoul", from: "2026-01-01", days: 366 * 21)
        let khal = try ClientReadings.khal(collection, zone: "Asia/Seoul", from: "2026-01-01", days: 366 * 21)
        #expect(dal.count == 21 && khal == dal, "khal \(khal)\ndal \(dal)")
    }

    @Test func noRemovesTheDatesAndKeepsTheRule() throws {
        let path = collection + "/grandma.ics"
        _ = try write(.ruleAndDates)
        let day = try CivilDate.parse("2028-03-28")
        let occurrence = try #require(try CalendarLoader.load([collection]).occurrences(in: day...day).first)
        let reference = EventReference(collection: collection, occurrence: occurrence)
        var details = DetailsChange()
        details.ruleAsDates = .ruleOnly
        details.datesFromYear = 2027
        _ = try writer.apply(.edit(reference, .all, EventDraft(title: occurrence.summary, timing: reference.timing, details: details)))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("RDATE") && text.contains("RRULE:RSCALE=DANGI"), "\(text)")
    }
}
