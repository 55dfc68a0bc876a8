import Foundation
import Testing
@testable import CalendarCore

/// RECURRENCE-ID texts kept packed: every form reads back exactly as it
/// came, and a packed value equals the same text read in.
@Suite struct RecurrenceIDTests {
    /// The text written with Foundation's formatting, not dal's digits.
    static func expected(_ wall: LocalDateTime, _ form: RecurrenceID.Form) -> String {
        let (year, month, day) = wall.date.components
        let date = String(format: "%04d%02d%02d", year, month, day)
        let seconds = wall.secondsOfDay
        let time = String(format: "T%02d%02d%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
        switch form {
        case .date: return date
        case .floating: return date + time
        case .utc: return date + time + "Z"
        }
    }

    static let walls: [LocalDateTime] = {
        var walls: [LocalDateTime] = []
        for year in [0, 1, 1582, 1969, 1970, 2026, 2400, 9999] {
            var day = CivilDate(year: year, month: 1, day: 1)!
            while day.year == year {
                walls.append(LocalDateTime(date: day, secondsOfDay: (day.dayNumber &* 7_919) & 0xFFFF % 86_400))
                day = day.adding(days: 3)
            }
        }
        return walls + [LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 31)!, secondsOfDay: 86_399),
                        LocalDateTime(date: CivilDate(year: 2028, month: 2, day: 29)!, secondsOfDay: 0)]
    }()

    @Test(arguments: [RecurrenceID.Form.date, .floating, .utc])
    func aWallIsWrittenInItsFormAndReadBackEqual(form: RecurrenceID.Form) {
        for wall in Self.walls {
            let packed = RecurrenceID(wall: wall, form: form)
            let text = Self.expected(wall, form)
            #expect(packed.text == text)
            #expect(RecurrenceID(text) == packed)
            #expect(RecurrenceID(text).text == text)
        }
    }

    @Test(arguments: ["", "2026112", "2026-11-21", "20261131", "20260229", "20261121T240000", "20261121T086000Z",
                      "20261121t080000", "20261121T080000z", "20261121T080000+0100", "20261121T0800", "２０２６１１２１",
                      "20261121 080000", "-0261121", "+0261121", "20261121T080000ZZ", "2026112１"])
    func aTextInNoneOfTheFormsIsKeptAsItCame(text: String) {
        let kept = RecurrenceID(text)
        #expect(kept.text == text)
        #expect(kept == RecurrenceID(text))
        #expect(kept != RecurrenceID("20261121"))
    }

    @Test(arguments: [RecurrenceID.Form.date, .floating, .utc])
    func aPackedValueReadsBackAsTheSameText(form: RecurrenceID.Form) throws {
        for wall in Self.walls {
            let packed = RecurrenceID(wall: wall, form: form)
            let value = try #require(packed.packedValue)
            #expect(RecurrenceID(packedValue: value) == packed)
            #expect(RecurrenceID(packedValue: value)?.text == Self.expected(wall, form))
        }
        #expect(RecurrenceID("20261121T080000+0100").packedValue == nil, "a text kept as text has no number")
    }

    @Test func numbersNoTextPacksToAreRefused() {
        let good = RecurrenceID("20261121T080000Z").packedValue!
        let bad: [UInt64] = [good | 3 << 40, good | 1 << 42, good & ~(0xF << 22), good | 0x1FFFF,
                             RecurrenceID("20260228").packedValue! + (1 << 17), RecurrenceID("20261121").packedValue! | 60]
        for value in bad { #expect(RecurrenceID(packedValue: value) == nil, "\(String(value, radix: 2))") }
    }

    @Test func aYearBeyondFourDigitsIsWrittenAsTheYear() {
        let wall = LocalDateTime(date: CivilDate(year: 10_000, month: 1, day: 1)!, secondsOfDay: 0)
        #expect(RecurrenceID(wall: wall, form: .utc).text == "10000")
    }

    @Test func aDateIgnoresTheTimeOfDay() {
        let day = CivilDate(year: 2026, month: 11, day: 21)!
        #expect(RecurrenceID(wall: LocalDateTime(date: day, secondsOfDay: 3_600), form: .date)
                == RecurrenceID(wall: LocalDateTime(date: day), form: .date))
    }

    @Test func anOccurrenceReadsBackEveryFieldItWasGiven() {
        let starts = [LocalDateTime(date: CivilDate(dayNumber: -719_468), secondsOfDay: 0),
                      LocalDateTime(date: CivilDate(dayNumber: -1), secondsOfDay: 86_399),
                      LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 26)!, secondsOfDay: 45_296),
                      LocalDateTime(date: CivilDate(year: 9999, month: 12, day: 31)!, secondsOfDay: 86_399)]
        for (index, start) in starts.enumerated() {
            let end = LocalDateTime(date: start.date.adding(days: 1), secondsOfDay: 0)
            var occurrence = EventOccurrence(calendar: index * 1_000, uid: "u", recurrenceID: "20261121T080000Z", summary: "s",
                                             isAllDay: false, start: start, end: end)
            #expect(occurrence.start == start && occurrence.end == end && occurrence.calendar == index * 1_000)
            #expect(occurrence.recurrenceID == "20261121T080000Z" && occurrence.instants == nil)
            occurrence.instants = .init(start: -5, end: Int.max)
            #expect(occurrence.instants == .init(start: -5, end: Int.max))
            occurrence.end = start
            #expect(occurrence.end == start && occurrence.start == start)
            occurrence.recurrenceID = nil
            #expect(occurrence.instance == nil)
        }
    }
}
