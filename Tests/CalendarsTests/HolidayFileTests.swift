import Foundation
import Testing
import TestSupport
@testable import CalendarCore
@testable import Calendars
import Storage

/// A holiday calendar given as a .ics file (`holidays = ["~/cal/de.ics"]`):
/// every day its events cover is a holiday named by the SUMMARY, yearly
/// rules counted over `HolidayFile.years`.
@Suite struct HolidayFileTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static let germanDays = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//dal tests//EN
        BEGIN:VEVENT
        UID:neujahr@test
        DTSTAMP:20260101T000000Z
        DTSTART;VALUE=DATE:20200101
        DTEND;VALUE=DATE:20200102
        RRULE:FREQ=YEARLY
        SUMMARY:Neujahr
        END:VEVENT
        BEGIN:VEVENT
        UID:weihnachten-2026@test
        DTSTAMP:20260101T000000Z
        DTSTART;VALUE=DATE:20261225
        DTEND;VALUE=DATE:20261227
        SUMMARY:Weihnachten
        END:VEVENT
        END:VCALENDAR

        """

    func file(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "dal-holidays-\(UUID().uuidString).ics"
        try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func everyDayAnEventCoversIsAHolidayNamedByItsSummary() throws {
        let path = try file(Self.germanDays)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let holidays = try HolidayFile.read(path).holidays
        let calendar = try HolidayCalendar.of(["KR"]).get().adding(file: path, holidays: holidays)
        #expect(calendar.holidays(on: Self.day("2026-12-25")).map(\.name) == ["기독탄신일", "Weihnachten"])
        #expect(calendar.holidays(on: Self.day("2026-12-26")).map(\.name) == ["Weihnachten"])
        #expect(calendar.holidays(on: Self.day("2026-12-27")).isEmpty)
        #expect(calendar.sources == ["KR", path])
    }

    @Test func aYearlyRuleIsAHolidayEveryYearOfTheSpan() throws {
        let path = try file(Self.germanDays)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let newYears = try HolidayFile.read(path).holidays.filter { $0.name == "Neujahr" }.map(\.date)
        let expected = (2020...HolidayFile.years.upperBound).map { CivilDate(year: $0, month: 1, day: 1)! }
        #expect(newYears.sorted() == expected, "\(newYears.count) of \(expected.count)")
    }

    @Test func aFileThatIsNotICalendarIsRefused() throws {
        let path = try file("Neujahr 2027-01-01\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FileError.self) { try HolidayFile.read(path) }
    }

    @Test func anEventThatCannotBeReadIsSaidWithItsFileAndLine() throws {
        let broken = Self.germanDays.replacingOccurrences(of: "DTSTART;VALUE=DATE:20261225", with: "DTSTART;VALUE=DATE:2026XX25")
        let path = try file(broken)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try HolidayFile.read(path)
        #expect(!read.holidays.contains { $0.name == "Weihnachten" })
        #expect(read.holidays.contains { $0.name == "Neujahr" })
        #expect(read.warnings.count == 1 && read.warnings[0].contains(path), "\(read.warnings)")
    }
}
