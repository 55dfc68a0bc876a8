import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// Text that must stay readable when it is cut: Hangul titles wrapped in
/// narrow columns, and the head of a second zone's clock column.
@Suite struct ReadableHeadsAndWrapsTests {
    typealias Fixture = EventViewGoldenTests

    /// `also-show = ["America/New_York"]` beside Berlin: neither city
    /// fits the five columns of a clock column, and a stump (`New…`,
    /// `Berl…`) names no zone; the offset from UTC does.
    @Test func aZoneWhoseCityDoesNotFitIsHeadedByItsOffsetFromUTC() {
        let state = HourGridTests.state().with {
            $0.viewerZone = "Europe/Berlin"
            $0.alsoShowZones = ["America/New_York", "Asia/Seoul"]
        }
        let screen = Screen.render(state), header = screen.lines[HourGridTests.geometry(state).headerY]
        #expect(header.hasPrefix("UTC+1 UTC-5 Seoul"), "\(header)")
        #expect(!header.prefix(18).contains("…"))
        Fixture().check(state, "hour-grid-new-york-120x50")
    }

    @Test func offsetsWithMinutesOrTwoDigitHoursStillFitAClockColumn() {
        let date = ViewGoldenTests.day("2026-11-21")
        #expect(OtherZones.label("Asia/Kolkata", columns: 5, on: date) == "+5:30")
        #expect(OtherZones.label("Pacific/Kiritimati", columns: 5, on: date) == "+14")
        #expect(OtherZones.label("America/St_Johns", columns: 5, on: date) == "-3:30")
        #expect(OtherZones.label("Asia/Seoul", columns: 5, on: date) == "Seoul")
    }

    /// A Hangul word wider than its line breaks between syllables anyway:
    /// it begins on the line before, filling it, and leaves no lone
    /// syllable (`팀` / `카운트다` / `운` before).
    @Test func aHangulWordWiderThanItsLineFillsTheLineItBeginsOn() {
        #expect(TextWrap.lines("팀 카운트다운", width: 8) == ["팀 카운", "트다운"])
        #expect(TextWrap.lines("연말 카운트다운", width: 9) == ["연말 카운", "트다운"])
        #expect(TextWrap.lines("새해 카운트다운 파티", width: 9, breaksWords: false) == ["새해 카운", "트다운", "파티"])
    }

    /// A word that fits a line of its own is never broken: the line breaks
    /// at the space before it.
    @Test func aHangulWordThatFitsALineIsNeverBrokenWhereASpaceIs() {
        #expect(TextWrap.lines("새해 카운트다운 파티", width: 12) == ["새해", "카운트다운", "파티"])
        #expect(TextWrap.lines("새해 카운트다운 파티", width: 10, breaksWords: false) == ["새해", "카운트다운", "파티"])
        for width in 2...16 {
            for line in TextWrap.lines("새해 카운트다운 파티 東京 オリンピック", width: width) {
                #expect(DisplayWidth.of(line) <= width, "\(width): \(line)")
            }
        }
    }
}
