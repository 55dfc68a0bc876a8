import Testing
@testable import CalendarCore
@testable import CalendarUI
import InterfaceWords

/// What a day lists and how its parts are drawn: order, time spans, cut
/// titles, colours on the selection, the legend in a narrow window.
@Suite struct DayEntriesTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    @Test func marksThenAllDayThenByTimeWithSpans() {
        let state = EventViewGoldenTests.state(width: 80, height: 24)
        let saturday = DayEntries(on: Self.day("2026-11-21"), state: state)
        #expect(saturday.entries.map(\.title) == ["Running", "Late deploy", "Dinner with the team", "Movie night"])
        #expect(saturday.entries.map { $0.spanText(.english) } == ["", "→02:00", "19:00–21:00", "20:30–24:00"])
        #expect(saturday.entries.map(\.timeText) == [nil, "→02:00", "19:00", "20:30"])
        #expect(saturday.categories == [0, 2, 3], "Running, Work, Family: each once, in legend order")
        let friday = DayEntries(on: Self.day("2026-11-20"), state: state)
        #expect(friday.entries.map { $0.spanText(.english) } == ["09:00–09:15", "22:00→"])
        let trip = DayEntries(on: Self.day("2026-11-27"), state: state)
        #expect(trip.entries.first?.spanText(.english) == "all day" && trip.entries.first?.title == "Trip to Busan")
    }

    @Test func entryListsCutByDisplayWidthAndCountWhatIsLeft() {
        let state = EventViewGoldenTests.state(width: 80, height: 24)
        var buffer = CellBuffer(width: 12, height: 2)
        EntryList.render(DayEntries(on: Self.day("2026-11-21"), state: state), into: &buffer, x: 0, y: 0, columns: 12, rows: 2,
                         times: .inline, state: state)
        #expect(buffer.lines == ["▽ Running", "+3 more"])
        var wide = CellBuffer(width: 11, height: 2)
        EntryList.render(DayEntries(on: Self.day("2026-11-24"), state: state), into: &wide, x: 0, y: 0, columns: 11, rows: 2,
                         times: .hidden, state: state)
        // "□ 치과 예약 (dentist)" in 11 columns: the cut falls inside the wide characters.
        #expect(wide.lines == ["● Standup", "□ 치과 예…"])
    }

    @Test func textOnTheSelectionKeepsBlueAndTurnsOtherColoursBlack() {
        var blue = CellStyle(foreground: TerminalColor(basic: 4, extended: 26))
        Highlight.selected.restyle(&blue)
        #expect(blue.foreground?.basic == 4 && blue.background == .cyan)
        for light in [TerminalColor.green, .yellow, .cyan, .white, .red, .magenta, TerminalColor(basic: 1, bright: true),
                      TerminalColor(basic: 4, bright: true)] {
            var style = CellStyle(foreground: light, bold: true)
            Highlight.pending.restyle(&style)
            #expect(style.foreground == .black && style.background == .yellow && style.underline && style.bold)
        }
        var plain = CellStyle.plain
        Highlight.selected.restyle(&plain)
        #expect(plain == Highlight.selected.fill)
    }

    @Test func textOnADarkThemeSelectionIsWhite() {
        let dark = Highlight(kind: .selected, color: .magenta)
        var blue = CellStyle(foreground: .blue)
        dark.restyle(&blue)
        #expect(blue.foreground == .white && blue.background == .magenta)
        #expect(dark.fill.foreground == .white)
        #expect(Highlight(kind: .selected, color: TerminalColor(basic: 5, bright: true)).fill.foreground == .black)
    }

    @Test func withoutColourABackgroundBecomesReverseVideo() {
        #expect(Highlight.selected.fill.withoutColor == CellStyle(reverse: true))
        #expect(Highlight.pending.fill.withoutColor == CellStyle(reverse: true, underline: true))
        #expect(Highlight.selected.cap.withoutColor == .plain, "caps are half blocks in the text colour")
    }

    /// The eight automatic calendar colours on terminals of 256, 16 and 8
    /// colours: all distinct, and none is the selection's cyan or the
    /// pending range's yellow.
    @Test(arguments: [256, 16, 8])
    func automaticCalendarColoursStayDistinct(colors: Int) {
        let colours = (0..<8).map { Palette.category(Category(id: "\($0)", name: "", color: CalendarColors.automatic($0))).foreground! }
        let drawn = colours.map { "\($0.index(forTerminalColors: colors)) \($0.needsBold(forTerminalColors: colors))" }
        #expect(Set(drawn).count == 8, "\(drawn)")
        #expect(!colours.contains { [3, 6].contains($0.basic) }, "no yellow or cyan")
    }

    @Test func theLegendShortensNamesThenCountsWhatDoesNotFit() {
        var marks = MarkSet()
        for name in ["Running", "Rest day", "Family dinners", "Work travel", "Exams"] {
            marks.addCategory(Category(id: name, name: name, color: CategoryColor(parsing: "green")!))
        }
        func legend(width: Int) -> String {
            let state = AppState(locale: .english, firstWeekday: .sunday, today: Self.day("2026-11-21"),
                                 cursor: Self.day("2026-11-21"), marks: marks, size: ScreenSize(width: width, height: 24))
            var buffer = CellBuffer(width: width, height: 1)
            StatusLineView.renderLegend(state, into: &buffer, y: 0)
            return buffer.lines[0]
        }
        #expect(legend(width: 120) == " ▽ 1 Running   ☆ 2 Rest day   ▼ 3 Family dinners   ★ 4 Work travel   ◆ 5 Exams")
        #expect(legend(width: 70) == " ▽ 1 Running   ☆ 2 Rest d…   ▼ 3 Family…   ★ 4 Work t…   ◆ 5 Exams")
        #expect(legend(width: 40) == " ▽ 1 Run…   ☆ 2 Res…   ▼ 3 Fam…   +2")
    }

    @Test func agendaKeysMoveTheDayAndOtherKeysClose() {
        var state = EventViewGoldenTests.state(width: 80, height: 24)
        state.apply(KeyMap.action(for: .enter, in: state)!)
        #expect(state.overlay == .panel(.agenda, scroll: 0))
        #expect(KeyMap.action(for: .left, in: state) == .previousDay)
        #expect(KeyMap.action(for: .character("l"), in: state) == .nextDay)
        #expect(KeyMap.action(for: .down, in: state) == .scrollPanel(1))
        #expect(KeyMap.action(for: .character("q"), in: state) == .dismissOverlay)
        state.apply(.showHelp)
        #expect(KeyMap.action(for: .left, in: state) == .dismissOverlay, "in the help, arrows close it")
    }

    @Test func longWordsAreCutNotSplitWhenAsked() {
        #expect(TextWrap.lines("Quarterly planning", width: 8) == ["Quarterl", "y", "planning"])
        #expect(TextWrap.lines("Quarterly planning", width: 8, breaksWords: false) == ["Quarter…", "planning"])
        #expect(TextWrap.lines("치과예약입니다", width: 6, breaksWords: false) == ["치과예", "약입니", "다"], "CJK still breaks")
    }
}

/// The standard theme's highlights, for the tests above.
extension Highlight {
    static let selected = Highlight(kind: .selected, color: Theme.standard.selection)
    static let pending = Highlight(kind: .pending, color: Theme.standard.range)
}
