import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// Rendered frames against golden text files (`RECORD=1` rewrites them).
/// Each file holds the text of the frame, then a style layer with one
/// letter per cell (blank for plain), then what each letter stands for:
/// its colours (basic name, `+bright`, `/256-colour index`) and attributes.
@Suite struct ViewGoldenTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static func state(cursor: String = "2026-11-21", mode: ViewMode = .month, locale: String = "en_US",
                      width: Int = 80, height: Int = 24, selected: [String] = []) -> AppState {
        let locale = CalendarLocale(identifier: locale)
        return AppState(locale: locale, firstWeekday: locale.firstWeekday, today: day("2026-11-21"),
                        cursor: day(cursor), mode: mode, selection: Selection(selected.map(day)),
                        size: ScreenSize(width: width, height: height))
    }

    static func golden(_ buffer: CellBuffer) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var letters: [CellStyle: Character] = [.plain: " "]
        var legend: [String] = []
        let styles = (0..<buffer.height).map { y in
            var line = ""
            for x in 0..<buffer.width {
                let style = buffer[x, y].style
                if letters[style] == nil {
                    let letter = alphabet[min(legend.count, alphabet.count - 1)]
                    letters[style] = letter
                    legend.append("\(letter): \(describe(style))")
                }
                line.append(letters[style]!)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
        return (buffer.lines + ["--- styles"] + styles + ["--- legend"] + legend).joined(separator: "\n") + "\n"
    }

    static func describe(_ style: CellStyle) -> String {
        func color(_ color: TerminalColor) -> String {
            CategoryColor.names[color.basic] + (color.bright ? "+bright" : "") + (color.extended.map { "/\($0)" } ?? "")
        }
        var parts: [String] = []
        if let foreground = style.foreground { parts.append("fg " + color(foreground)) }
        if let background = style.background { parts.append("bg " + color(background)) }
        for (on, name) in [(style.bold, "bold"), (style.dim, "dim"), (style.reverse, "reverse"), (style.underline, "underline")] where on {
            parts.append(name)
        }
        return parts.joined(separator: ", ")
    }

    func check(_ state: AppState, _ name: String, viewport: Int? = nil) {
        let mismatch = Golden.mismatch(Self.golden(Screen.render(state, viewport: viewport)), named: name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func monthView80x24() { check(Self.state(), "month-80x24") }

    @Test func monthViewWithRunsAndAPendingRange() {
        // Thu 5 to Mon 9 crosses the end of a Sunday-first row; 12 stands alone;
        // 24..26 is a pending v range ending at the cursor.
        var state = Self.state(cursor: "2026-11-24", width: 60, height: 12,
                               selected: ["2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08", "2026-11-09", "2026-11-12"])
        state.apply(.rangeKey)
        state.apply(.nextDay)
        state.apply(.nextDay)
        check(state, "month-runs-60x12")
    }

    @Test func monthViewKorean() { check(Self.state(locale: "ko_KR", width: 40, height: 12), "month-ko-40x12") }

    @Test func monthViewMondayFirstGerman() { check(Self.state(locale: "de_DE", width: 50, height: 14), "month-de-50x14") }

    @Test func weekViewColumns() {
        check(Self.state(mode: .week, width: 80, height: 12, selected: ["2026-11-17", "2026-11-18", "2026-11-20"]), "week-columns-80x12")
    }

    @Test func weekViewRowsWhenNarrow() {
        check(Self.state(mode: .week, width: 40, height: 12, selected: ["2026-11-17", "2026-11-18"]), "week-rows-40x12")
    }

    @Test func helpOverlay() {
        var state = Self.state()
        state.apply(.showHelp)
        check(state, "help-80x24")
    }

    @Test func helpInTheSmallestWindowScrolls() {
        var state = Self.state(width: 28, height: 9)
        state.apply(.showHelp)
        check(state, "help-28x9-top")
        state.apply(.scrollPanelPages(1))
        check(state, "help-28x9-page2")
    }

    @Test func aLongWarningIsCutOnTheStatusLineAndWholeInItsPanel() {
        var state = Self.state(width: 60, height: 12)
        state.apply(.setWarning("changes are not saved: the store /home/someone/.local/share/dal/store.json is read-only: "
            + "the file is read-only (mode 444); make it writable (chmod u+w) to keep changes"))
        check(state, "notice-60x12")
        state.apply(.dismissOverlay)
        check(state, "warning-status-60x12")
    }

    @Test func goToPromptWithAnError() {
        var state = Self.state(width: 70, height: 10)
        state.apply(.openGoTo)
        for c in "2026-13" { state.apply(.promptInput(c)) }
        state.apply(.promptSubmit)
        check(state, "goto-error-70x10")
    }

    @Test func refusedStepAtTheEnd() {
        var state = Self.state(cursor: "9999-12-31", width: 60, height: 10)
        state.apply(.nextPage)
        check(state, "edge-9999-60x10")
    }

    @Test(arguments: [(1, 1), (5, 2), (20, 5), (27, 9), (28, 8), (28, 9), (200, 60)])
    func tinyAndLargeWindows(width: Int, height: Int) {
        check(Self.state(width: width, height: height), "size-\(width)x\(height)")
    }

    @Test func slideViewportHalfwayToTheNextPage() {
        check(Self.state(width: 60, height: 10), "slide-half-60x10", viewport: 90)
    }

    @Test func marksDrawSymbolsAndALegend() {
        var marks = MarkSet()
        let run = marks.addCategory(Category(id: "run", name: "Running", color: CategoryColor(parsing: "green")!))
        let rest = marks.addCategory(Category(id: "rest", name: "Rest day", color: CategoryColor(parsing: "#ff8800")!))
        marks.addFileMarks(["2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08", "2026-11-10"].map { Self.day($0)...Self.day($0) }, category: run)
        marks.tag(Self.day("2026-11-12"), category: rest)
        let team = marks.addCategory(Category(id: "calendar:team", name: "Team", color: CategoryColor(parsing: "blue")!))
        let locale = CalendarLocale.english
        var month = AppState(locale: locale, firstWeekday: .sunday, today: Self.day("2026-11-21"), cursor: Self.day("2026-11-21"),
                             marks: marks, size: ScreenSize(width: 70, height: 16))
        month.calendarCategories = [team]
        let dentist = EventOccurrence(calendar: 0, uid: "d", recurrenceID: nil, summary: "Dentist", isAllDay: false,
                                      start: LocalDateTime(date: Self.day("2026-11-19"), secondsOfDay: 9 * 3600),
                                      end: LocalDateTime(date: Self.day("2026-11-19"), secondsOfDay: 10 * 3600))
        month.apply(.eventsLoaded(EventWindow(days: Self.day("2026-09-01")...Self.day("2027-01-31"), occurrences: [dentist])))
        check(month, "marks-month-70x16")
        var week = month
        week.apply(.toggleMode)
        check(week, "marks-week-80x12".replacingOccurrences(of: "80x12", with: "70x16"))
    }

    @Test func firstMonthLeavesYearZeroBlank() {
        check(Self.state(cursor: "0001-01-01", width: 60, height: 10), "month-0001-01-60x10")
    }
}
