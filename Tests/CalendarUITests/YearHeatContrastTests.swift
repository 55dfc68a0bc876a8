import Foundation
import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The year page's heat map: every day number drawn on a shade reads on
/// it, at WCAG 2's 4.5:1, whatever the colour of its calendar.
@Suite struct YearHeatContrastTests {
    static func day(_ text: String) -> CivilDate { ViewGoldenTests.day(text) }

    /// An oracle apart from the view's code: xterm's RGB of a 256-colour
    /// palette index and WCAG 2's relative luminance and contrast ratio.
    static func rgb(_ index: Int) -> [Double] {
        let system: [[Double]] = [[0, 0, 0], [205, 0, 0], [0, 205, 0], [205, 205, 0], [0, 0, 238], [205, 0, 205], [0, 205, 205],
                                  [229, 229, 229], [127, 127, 127], [255, 0, 0], [0, 255, 0], [255, 255, 0], [92, 92, 255],
                                  [255, 0, 255], [0, 255, 255], [255, 255, 255]]
        let steps: [Double] = [0, 95, 135, 175, 215, 255]
        return index < 16 ? system[index]
            : index < 232 ? [steps[(index - 16) / 36], steps[(index - 16) / 6 % 6], steps[(index - 16) % 6]]
            : Array(repeating: Double(8 + 10 * (index - 232)), count: 3)
    }

    static func luminance(_ index: Int) -> Double {
        let channels = rgb(index)
        let linear = channels.map { $0 / 255 }.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func ratio(_ first: Int, _ second: Int) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// November 2026 in one calendar of `color`: days with 1, 2, 4 and 7
    /// events (the four shades), on weekdays, a Saturday, a Sunday and today.
    static func heatState(color: CategoryColor?, width: Int = 80, height: Int = 24) -> AppState {
        var marks = MarkSet()
        let team = AppState.register([CalendarInfo(name: "Team", color: color, path: "team")], in: &marks)[0]
        var state = AppState(locale: .english, firstWeekday: .sunday, today: day("2026-11-21"), cursor: day("2026-11-24"), mode: .year,
                             selection: Selection([]), marks: marks, size: ScreenSize(width: width, height: height))
        state.calendarCategories = [team]
        let busy = [("2026-11-02", 1), ("2026-11-03", 2), ("2026-11-04", 4), ("2026-11-05", 7), ("2026-11-01", 7), ("2026-11-07", 4),
                    ("2026-11-14", 2), ("2026-11-21", 7), ("2026-11-10", 1)]
        let events = busy.flatMap { date, count in
            (0..<count).map { hour in
                EventOccurrence(calendar: 0, uid: "\(date)-\(hour)", recurrenceID: nil, summary: "Busy", isAllDay: false,
                                start: LocalDateTime(date: day(date), secondsOfDay: (8 + hour) * 3600),
                                end: LocalDateTime(date: day(date), secondsOfDay: (9 + hour) * 3600))
            }
        }
        state.apply(.eventsLoaded(EventWindow(days: state.eventDaysOnPages, occurrences: events)))
        return state
    }

    /// The ratio of each shaded cell's text to its shade, on a 256-colour terminal.
    static func shadedRatios(_ state: AppState) -> [(Int, Int, Double)] {
        let shades = Set((1...HeatShade.levels).map { HeatShade.color(level: $0) })
        let buffer = Screen.render(state)
        var found: [(Int, Int, Double)] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let style = buffer[x, y].style
                guard let background = style.background, shades.contains(background), buffer.character(x: x, y: y) != " " else { continue }
                // The terminal's own text colour is not known: it counts as failing.
                let text = style.foreground.map { ratio($0.index(forTerminalColors: 256), background.index(forTerminalColors: 256)) } ?? 0
                found.append((x, y, text))
            }
        }
        return found
    }

    @Test func purpleDayNumbersOnTheMiddleGreysReachFourPointFiveToOne() {
        let state = Self.heatState(color: CategoryColor(parsing: "#af5fd7"))
        let ratios = Self.shadedRatios(state)
        #expect(ratios.count == 12, "the digits of the nine busy days are shaded: \(ratios.count)")
        for (x, y, ratio) in ratios { #expect(ratio >= 4.5, "\(x),\(y): \(ratio)") }
        ViewGoldenTests().check(state, "year-heat-80x24")
    }

    /// Every shade against every colour a calendar can have: the eight
    /// named ones and every colour of the 256-colour palette.
    @Test func everyShadeReadsWithEveryCalendarColour() {
        let hex = (16..<256).map { index -> String in
            "#" + Self.rgb(index).map { String(Int($0), radix: 16).leftPadded(to: 2) }.joined()
        }
        for name in CategoryColor.names + hex {
            for (x, y, ratio) in Self.shadedRatios(Self.heatState(color: CategoryColor(parsing: name))) where ratio < 4.5 {
                Issue.record("\(name) at \(x),\(y): \(ratio)")
            }
        }
    }

    @Test(arguments: [(120, 40), (200, 60)])
    func heatMapGolden(width: Int, height: Int) {
        ViewGoldenTests().check(Self.heatState(color: CategoryColor(parsing: "#af5fd7"), width: width, height: height),
                                "year-heat-\(width)x\(height)")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
