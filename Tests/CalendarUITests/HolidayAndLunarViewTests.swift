import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// Korea's holidays and lunar dates on the screen (issue 43): a holiday's
/// number in the Sunday colour and its name in the day, a substitute
/// holiday named 대체공휴일, the lunar date beside the number (in narrow
/// cells only on a lunar month's 1st and 15th). Goldens in ko_KR.
@Suite struct HolidayAndLunarViewTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    /// February 2027 in ko_KR: 설날 on 6-8 February, its substitute on the 9th.
    static func state(width: Int, height: Int, holidays: [String] = ["KR"], lunar: Bool = true, mode: ViewMode = .month,
                      cursor: String = "2027-02-03") -> AppState {
        let state = AppState(locale: CalendarLocale(identifier: "ko_KR"), firstWeekday: .sunday, today: day("2027-02-03"),
                             cursor: day(cursor), mode: mode, marks: MarkSet(), size: ScreenSize(width: width, height: height))
        let calendar = try! HolidayCalendar.of(holidays).get()
        return state.with { $0.holidays = calendar; $0.showsLunar = lunar }
    }

    func screen(_ state: AppState) -> [String] { Screen.render(state).lines }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theMonthOfSeollalShowsItsHolidaysAndLunarDates(width: Int, height: Int) {
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(Self.state(width: width, height: height))),
                                       named: "holidays-lunar-ko-\(width)x\(height)")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func aHolidaysNumberIsInTheSundayColourAndItsNameInTheDay() {
        let state = Self.state(width: 120, height: 40)
        let frame = Screen.render(state)
        let text = frame.lines.joined(separator: "\n")
        #expect(text.contains("설날") && text.contains("대체공휴일"), "\(text)")
        // The 9th (a Tuesday, the substitute) and the 10th (a Wednesday, no holiday).
        func numberColour(_ number: String) -> TerminalColor? {
            for y in 0..<frame.height {
                let line = Array(frame.lines[y])
                for x in 1..<max(1, line.count - number.count) where String(line[x..<(x + number.count)]) == number
                    && line[x - 1] == " " && line[x + number.count] == " " && frame.lines[y].contains(" 12 ") && frame.lines[y].contains(" 13 ") {
                    return frame[x, y].style.foreground
                }
            }
            return nil
        }
        #expect(numberColour("9") == state.theme.weekdayColor(.sunday), "the 9th in the Sunday colour")
        #expect(numberColour("10") == state.theme.weekdayColor(.wednesday), "the 10th in its own colour")
    }

    @Test func withoutHolidaysAndLunarDatesNeitherNamesNorLunarDatesAreShown() {
        let text = screen(Self.state(width: 120, height: 40, holidays: [], lunar: false)).joined(separator: "\n")
        #expect(!text.contains("설날") && !text.contains("12.30"), "\(text)")
    }

    @Test func aNarrowCellSaysTheLunarDateOnlyOnTheFirstAndFifteenth() {
        let text = screen(Self.state(width: 80, height: 24)).joined(separator: "\n")
        // 2027-02-07 is lunar 1.1, 2027-02-21 lunar 1.15; 2027-02-08 (1.2) is not labelled.
        #expect(text.contains("1.1") && text.contains("1.15") && !text.contains("1.2 "), "\(text)")
    }

    @Test func aWideCellSaysEveryDaysLunarDate() {
        let text = screen(Self.state(width: 200, height: 60)).joined(separator: "\n")
        #expect(text.contains("12.30") && text.contains("1.2") && text.contains("1.3"), "\(text)")
    }

    /// The week of 설날 (7-13 February 2027): each day's header says its
    /// lunar date, in the hour grid (tall windows) and in the columns of
    /// short ones.
    @Test(arguments: [(120, 40), (80, 12)])
    func theWeeksHeadersSayEachDaysLunarDate(width: Int, height: Int) {
        let state = Self.state(width: width, height: height, mode: .week, cursor: "2027-02-09")
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(state)), named: "holidays-lunar-week-ko-\(width)x\(height)")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        let text = Screen.render(state).lines.joined(separator: "\n")
        // 2027-02-07 is lunar 1.1, 2027-02-13 lunar 1.7.
        #expect(text.contains("1.1") && text.contains("1.7"), "\(text)")
    }

    /// A day with marks keeps its lunar date in the hour grid's header: the
    /// shorter day form makes room beside its symbols.
    @Test func aBusyDaysHeaderStillSaysItsLunarDate() {
        var marks = MarkSet()
        let run = marks.addCategory(Category(id: "run", name: "Running", color: CategoryColor(parsing: "green")!))
        for day in ["2027-02-08", "2027-02-09", "2027-02-10", "2027-02-11", "2027-02-12"] { marks.tag(Self.day(day), category: run) }
        var state = AppState(locale: CalendarLocale(identifier: "ko_KR"), firstWeekday: .sunday, today: Self.day("2027-02-03"),
                             cursor: Self.day("2027-02-09"), mode: .week, marks: marks, size: ScreenSize(width: 120, height: 40))
        state = state.with { $0.showsLunar = true }
        let header = Screen.render(state).lines[1]
        // 2027-02-08 is lunar 1.2, through 2027-02-12 lunar 1.6.
        for label in ["1.2", "1.3", "1.4", "1.5", "1.6"] { #expect(header.contains(label), "\(label) in \(header)") }
    }

    @Test func theDayPanelsTitleNamesTheLunarDate() {
        // 2027-02-03 is lunar 12.27 of the year before.
        let state = Self.state(width: 200, height: 60)
        #expect(AgendaView.title(of: state.cursor, state: state, width: 60).hasSuffix("음력 12.27"))
        let without = Self.state(width: 200, height: 60, lunar: false)
        #expect(!AgendaView.title(of: without.cursor, state: without, width: 60).contains("음력"))
    }

    /// The year 2027 in ko_KR: every holiday marked (the Sunday colour,
    /// underlined), none of them darkening the heat map.
    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theYearPageMarksEveryHoliday(width: Int, height: Int) {
        let state = Self.state(width: width, height: height, mode: .year, cursor: "2027-05-05")
        let frame = Screen.render(state)
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(frame), named: "holidays-year-ko-\(width)x\(height)")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func aHolidayOnTheYearPageIsUnderlinedInTheSundayColourWithoutAShade() {
        // 2027-05-13 is 부처님오신날 (lunar 4.8); the 12th is a plain Wednesday.
        let state = Self.state(width: 200, height: 60, mode: .year, cursor: "2027-01-04")
        let plain = Self.state(width: 200, height: 60, holidays: [], mode: .year, cursor: "2027-01-04")
        let frame = Screen.render(state), bare = Screen.render(plain)
        var differing: [(Int, Int)] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y] != bare[x, y] { differing.append((x, y)) }
        }
        // Only the holidays' digits differ from the page without holidays.
        let styles = differing.map { frame[$0.0, $0.1].style }
        #expect(!styles.isEmpty)
        #expect(styles.allSatisfy { $0.underline && $0.foreground == state.theme.weekdayColor(.sunday) && $0.background == nil },
                "\(styles)")
        // Each holiday's two columns (` 1`, `25`), nothing else.
        let holidays = (1...12).flatMap { month in (1...31).compactMap { CivilDate(year: 2027, month: month, day: $0) } }
            .filter { state.settings.holidays.isHoliday($0) }
        #expect(holidays.count == 24, "\(holidays)")
        #expect(differing.count == 2 * holidays.count, "\(differing.map { "\($0.0),\($0.1)" }) for \(holidays)")
    }
}
