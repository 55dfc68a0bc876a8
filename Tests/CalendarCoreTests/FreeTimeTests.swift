import CalendarCore
import Testing
import TestSupport

/// Free time on instants, against marking every second of a small range
/// busy or free; the typed forms of lengths and hours.
@Suite struct FreeTimeTests {
    typealias Span = FreeTime.Span

    /// The free runs of at least `length` seconds, found second by second.
    static func bruteForce(windows: [Span], busy: [Span], length: Int, range: Int) -> [Span] {
        var open = [Bool](repeating: false, count: range)
        for window in windows { for second in max(0, window.start)..<min(range, max(window.start, window.end)) { open[second] = true } }
        for span in busy { for second in max(0, span.start)..<min(range, max(max(0, span.start), span.end)) { open[second] = false } }
        var found: [Span] = [], start: Int?
        for second in 0...range {
            let free = second < range && open[second]
            if free, start == nil { start = second }
            if !free, let begun = start {
                if second - begun >= max(length, 1) { found.append(Span(start: begun, end: second)) }
                start = nil
            }
        }
        return found
    }

    @Test func slotsAreTheFreeRunsABruteForceFindsOnRandomSpans() {
        var random = SeededGenerator(state: 26_112_026)
        for _ in 0..<2_000 {
            let range = 200
            let span = { (random: inout SeededGenerator) -> Span in
                let start = Int.random(in: -10...range, using: &random)
                return Span(start: start, end: start + Int.random(in: -5...80, using: &random))
            }
            let windows = (0..<Int.random(in: 0...4, using: &random)).map { _ in span(&random) }.filter { $0.start >= 0 && $0.end <= range }
            let busy = (0..<Int.random(in: 0...8, using: &random)).map { _ in span(&random) }
            let length = Int.random(in: 0...40, using: &random)
            #expect(FreeTime.slots(in: windows, busy: busy, atLeast: length) == Self.bruteForce(windows: windows, busy: busy, length: length, range: range),
                    "windows \(windows) busy \(busy) length \(length)")
        }
    }

    @Test(arguments: [("30m", 30), ("1h", 60), ("1h30m", 90), ("2d", 2880), ("1H", 60), ("90m", 90)])
    func aLengthIsReadInMinutes(text: String, minutes: Int) {
        #expect(MinutesText.parse(text) == minutes)
    }

    @Test(arguments: ["", "30", "m", "1x", "h1", "1.5h", "99999999999999999999m", "-5m"])
    func whatIsNotALengthIsRefused(text: String) {
        #expect(MinutesText.parse(text) == nil)
    }

    @Test func hoursAreReadAsSecondsOfTheDay() {
        #expect(FreeTime.Hours.parse("09:00-18:00") == FreeTime.Hours(start: 9 * 3600, end: 18 * 3600))
        #expect(FreeTime.Hours.parse("9-17:30") == FreeTime.Hours(start: 9 * 3600, end: 17 * 3600 + 1800))
        #expect(FreeTime.Hours.parse("22:00–02:00") == FreeTime.Hours(start: 22 * 3600, end: 2 * 3600))
        #expect(FreeTime.Hours.parse("00:00-24:00") == FreeTime.Hours(start: 0, end: 86_400))
        for wrong in ["9", "25:00-26:00", "09:60-10:00", "24:00-02:00", "a-b", "9:-10", "09:00-18:00-19:00"] {
            #expect(FreeTime.Hours.parse(wrong) == nil, "\(wrong)")
        }
    }

    @Test func windowsRunPastMidnightWhenTheirEndIsEarlierAndSkipWeekendsWhenAsked() {
        // A clock of whole hours from day 0: each wall clock names its own instant.
        let instant = { (wall: LocalDateTime) in wall.date.dayNumber * 86_400 + wall.secondsOfDay }
        let friday = CivilDate(year: 2026, month: 11, day: 27)!
        let windows = FreeTime.windows(from: friday, through: friday.adding(days: 3), hours: FreeTime.Hours(start: 22 * 3600, end: 2 * 3600),
                                       weekdaysOnly: true, instant: instant)
        let base = friday.dayNumber * 86_400
        #expect(windows == [Span(start: base + 22 * 3600, end: base + 86_400 + 2 * 3600),
                            Span(start: base + 3 * 86_400 + 22 * 3600, end: base + 4 * 86_400 + 2 * 3600)])
    }
}
