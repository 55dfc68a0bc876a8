import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars
import SystemServices
import QuickAdd

/// Yearly events on the Korean lunar calendar, as any client writes them
/// (RFC 7529: `RRULE:RSCALE=DANGI;FREQ=YEARLY;…;SKIP=FORWARD`): dal puts
/// them on the solar days the KASI-based oracle (korean-lunar-calendar)
/// gives for 30 years, a missing 30th day and a missing leap month
/// falling forward to the next day as SKIP=FORWARD says.
@Suite(.serialized) struct LunarRepeatReadingTests {
    init() {
        ProcessEnvironment.set("TZ", to: "UTC")
        tzset()
    }

    /// The oracle's solar days of `kind` for the 30 lunar years 2021 through
    /// 2050 (the oracle's tables end with 2050):
    /// `3.3` (the 3rd of the 3rd month), `1.30` (the 30th of the 1st month,
    /// else the 1st of the 2nd), `3L.1` (the 1st of a leap 3rd month, else
    /// the 1st of the 4th).
    func oracle(_ kind: String) throws -> [String] {
        let script = """
            import sys
            from korean_lunar_calendar import KoreanLunarCalendar
            k = KoreanLunarCalendar()
            kind = sys.argv[1]
            for year in range(2021, 2051):
                if kind == "3.3":
                    ok = k.setLunarDate(year, 3, 3, False)
                elif kind == "1.30":
                    ok = k.setLunarDate(year, 1, 30, False) or k.setLunarDate(year, 2, 1, False)
                else:
                    ok = k.setLunarDate(year, 3, 1, True) or k.setLunarDate(year, 4, 1, False)
                assert ok, (kind, year)
                print(k.SolarIsoFormat())
            """
        return try PythonOracle.run(script, arguments: [kind]).split(separator: "\n").map(String.init)
    }

    func dal(rule: String, start: String) throws -> [String] {
        let directory = NSTemporaryDirectory() + "dal-lunar-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:lunar@test\r\nDTSTAMP:20260101T000000Z\r\n"
            + "DTSTART;VALUE=DATE:\(start)\r\nSUMMARY:Grandma\r\nRRULE:\(rule)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
            .write(toFile: directory + "/lunar.ics", atomically: true, encoding: .utf8)
        let loaded = try CalendarLoader.load([directory])
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        return loaded.occurrences(in: try CivilDate.parse("2021-01-01")...CivilDate.parse("2051-01-31")).map { "\($0.start.date)" }
    }

    /// DTSTART on the oracle's first day, as a client writes it.
    func check(_ kind: String, rule: String) throws {
        let expected = try oracle(kind)
        let start = try #require(expected.first).replacingOccurrences(of: "-", with: "")
        #expect(try dal(rule: rule, start: start) == expected)
    }

    @Test func aLunarBirthdayLandsOnTheOraclesSolarDaysForThirtyYears() throws {
        try check("3.3", rule: "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;SKIP=FORWARD")
    }

    @Test func aThirtiethDayAMonthLacksFallsForwardToTheNextMonthsFirst() throws {
        try check("1.30", rule: "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=30;SKIP=FORWARD")
    }

    @Test func aLeapMonthDayFallsForwardInYearsWithoutThatLeapMonth() throws {
        try check("3L.1", rule: "RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3L;BYMONTHDAY=1;SKIP=FORWARD")
    }

    /// `매년 음력 3월 3일 할머니 생신` typed in the add prompt: the written file
    /// says RSCALE=DANGI, Python's icalendar reads and writes the rule back
    /// unchanged, and dal reads it on the oracle's days.
    @Test func aTypedLunarBirthdayIsWrittenAsRSCALEAndReadBackOnTheOraclesDays() throws {
        let context = QuickAddContext(today: try CivilDate.parse("2026-11-23"), days: try CivilDate.parse("2026-11-23")...CivilDate.parse("2026-11-23"))
        let event = try #require(QuickAdd.parse("매년 음력 3월 3일 할머니 생신", in: context).event)
        let collection = NSTemporaryDirectory() + "dal-lunar-\(UUID().uuidString)/family"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (collection as NSString).deletingLastPathComponent) }
        let writer = VdirWriter(writable: [collection], zone: LocalZone(identifier: "Asia/Seoul"), stamp: { "20261123T101500Z" })
        let receipt = try writer.apply(.add(event.draft, to: CalendarInfo(name: "family", color: nil, path: collection, writable: true)))
        let text = try String(contentsOfFile: receipt.path, encoding: .utf8)
        let rule = "RRULE:RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;SKIP=FORWARD"
        #expect(text.contains("DTSTART;VALUE=DATE:20270409\r\n") && text.contains(rule + "\r\n"), "\(text)")
        let script = "import icalendar,sys\nc=icalendar.Calendar.from_ical(open(sys.argv[1],'rb').read())\n"
            + "print([l for l in c.to_ical().decode().splitlines() if l.startswith('RRULE')][0])"
        let python = try PythonOracle.run(script, arguments: [receipt.path]).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(Set(python.dropFirst(6).split(separator: ";")) == Set(rule.dropFirst(6).split(separator: ";")), "icalendar wrote \(python)")
        let days = try CalendarLoader.load([collection]).occurrences(in: try CivilDate.parse("2027-01-01")...CivilDate.parse("2051-01-31"))
        #expect(days.map { "\($0.start.date)" } == Array(try oracle("3.3").dropFirst(6)), "2027 is the oracle's seventh year")
    }
}
