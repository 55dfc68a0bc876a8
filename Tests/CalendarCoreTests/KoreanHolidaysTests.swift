import CalendarCore
import Foundation
import Testing

/// Korea's public holidays against a fixture of every one from 2000 to 2030
/// (Fixtures/kr-holidays-2000-2030.txt, with its sources): none missing,
/// none extra, substitutes included; and the days the issue names.
@Suite struct KoreanHolidaysTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/kr-holidays-2000-2030.txt")

    @Test func everyHolidayFrom2000To2030IsTheOfficialOneAndNoneElse() throws {
        let expected = Set(try String(contentsOf: Self.fixture, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init))
        let ours = Set((2000...2030).flatMap { KoreanHolidays.holidays(in: $0) }.map(\.description))
        #expect(expected.count > 500)
        #expect(ours.subtracting(expected).isEmpty, "extra: \(ours.subtracting(expected).sorted())")
        #expect(expected.subtracting(ours).isEmpty, "missing: \(expected.subtracting(ours).sorted())")
    }

    @Test func korea2027NewYearIsByTheKoreanLunarCalendarWithItsSubstitute() throws {
        let days = KoreanHolidays.holidays(in: try CivilDate.parse("2027-02-01")...CivilDate.parse("2027-02-28"))
        #expect(days.map(\.description) == ["2027-02-06 설날", "2027-02-07 설날", "2027-02-08 설날", "2027-02-09 대체공휴일"])
        #expect(days.last?.isSubstitute == true)
    }

    @Test func aSubstituteIsNeverGivenBeforeItsRuleWasInForce() throws {
        // 삼일절 2020 fell on a Sunday; substitutes for it began in 2021.
        #expect(KoreanHolidays.holidays(in: try CivilDate.parse("2020-03-01")...CivilDate.parse("2020-03-31")).map(\.description)
                == ["2020-03-01 삼일절"])
        // 어린이날 2013 fell on a Sunday; substitutes began in 2014.
        #expect(!KoreanHolidays.holidays(in: 2013).contains { $0.isSubstitute })
    }
}
