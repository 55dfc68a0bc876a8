import Testing
@testable import CalendarCore
@testable import CalendarUI

/// What the config file's settings change once they are in the state:
/// key bindings, the theme, where `w` lands, the calendar new events go
/// to, calendar names and colours.
@Suite struct ConfiguredStateTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    func bindings(_ overrides: [(KeyBindings.Command, [Key])]) throws -> KeyBindings {
        try KeyBindings.standard.overriding(overrides)
    }

    @Test func reboundKeysDriveTheCalendarAndTheOldOnesStop() throws {
        var state = ReducerTests.state()
        let keyBindingsSetting = try bindings([(.nextPage, [.right, .character("f")]), (.toggleView, [.character("W")])])
        state = state.with { $0.keyBindings = keyBindingsSetting }
        #expect(KeyMap.action(for: .character("f"), in: state) == .nextPage)
        #expect(KeyMap.action(for: .right, in: state) == .nextPage)
        #expect(KeyMap.action(for: .character("W"), in: state) == .toggleMode)
        #expect(KeyMap.action(for: .character("w"), in: state) == nil)
        #expect(KeyMap.action(for: .character("3"), in: state) == .tag(2), "digits keep tagging")
        #expect(KeyMap.action(for: .wheelDown, in: state) == .nextPage)
    }

    @Test func promptsKeepTheirKeysWhateverTheBindings() throws {
        var state = ReducerTests.state()
        let keyBindingsSetting = try bindings([(.quit, [.character("x")]), (.nextPage, [.character("f")])])
        state = state.with { $0.keyBindings = keyBindingsSetting }
        state.apply(.openGoTo)
        #expect(KeyMap.action(for: .character("f"), in: state) == .promptInput("f"))
        #expect(KeyMap.action(for: .character("x"), in: state) == .promptInput("x"))
        #expect(KeyMap.action(for: .enter, in: state) == .promptSubmit)
    }

    @Test func theOpenKeyPicksInThePickerAndChangesAreNotForThePicker() throws {
        var state = ReducerTests.state()
        let keyBindingsSetting = try bindings([(.open, [.enter, .character("o")]), (.add, [.character("+")])])
        state = state.with { $0.keyBindings = keyBindingsSetting }
        #expect(KeyMap.action(for: .character("o"), in: state) == .showAgenda)
        #expect(KeyMap.action(for: .character("+"), in: state) == .addEvent(toSelection: false))
        state = state.with { $0.pickMode = .single }
        #expect(KeyMap.action(for: .character("o"), in: state) == .pick)
        #expect(KeyMap.action(for: .character("+"), in: state) == nil)
    }

    @Test func theHelpShowsTheKeysAsBound() throws {
        var state = ReducerTests.state()
        let standard = KeyMap.helpLines(state)
        #expect(standard.first?.keys == "← →")
        #expect(standard.contains { $0.keys == "q Ctrl-C" })
        #expect(standard.contains { $0.keys == "h l k,↑ j,↓" })
        #expect(standard.contains { $0.meaning == "month / week view (opens on today) / the days ahead" })
        let keyBindingsSetting = try bindings([(.nextPage, [.right, .character("f")]), (.undo, []), (.edit, []), (.open, [.character("o")])])
        state = state.with { $0.keyBindings = keyBindingsSetting }
        state = state.with { $0.toggleLandsOnToday = false }
        let rebound = KeyMap.helpLines(state)
        #expect(rebound.first?.keys == "← →,f")
        #expect(rebound.contains { $0.keys == "– U,Ctrl-R" && $0.meaning.hasPrefix("undo") })
        #expect(rebound.contains { $0.keys == "– d E J r" && $0.meaning.hasPrefix("change") })
        #expect(rebound.contains { $0.meaning == "month / week view (keeps the cursor's day) / the days ahead" })
        #expect(rebound.contains { $0.meaning.hasPrefix("year page (o there opens a month)") })
    }

    @Test func theStatusLineNamesTheKeysAsBound() throws {
        var state = ReducerTests.state()
        state = state.with { $0.pickMode = .multiple }
        #expect(Screen.render(state).lines.last?.contains("PICK: Space selects, Enter picks, Esc cancels") == true)
        #expect(Screen.render(state).lines.last?.hasSuffix("? help") == true)
        let keyBindingsSetting = try bindings([(.select, [.character("s")]), (.open, [.character("o")]), (.cancel, []),
                                               (.help, [.character("H")])])
        state = state.with { $0.keyBindings = keyBindingsSetting }
        let line = Screen.render(state).lines.last ?? ""
        #expect(line.contains("PICK: s selects, o picks ·"), "\(line)")
        #expect(line.hasSuffix("H help"), "\(line)")
    }

    @Test func theToggleLandsOnTheCursorWhenAsked() {
        var state = ReducerTests.state(cursor: "2027-03-10")
        state = state.with { $0.toggleLandsOnToday = false }
        state.apply(.toggleMode)
        #expect(state.cursor == Self.day("2027-03-10"))
        guard case .week(let strip) = state.pages else { Issue.record("not the week view"); return }
        #expect(strip.current.contains(Self.day("2027-03-10")))
        var standard = ReducerTests.state(cursor: "2027-03-10")
        standard.apply(.toggleMode)
        #expect(standard.cursor == standard.today)
    }

    @Test func newEventsGoToTheNamedCalendarFirst() {
        var state = EventEditingTests.state()
        state = state.with { $0.newEventsCalendar = "home" }   // the folder's name
        state.apply(.addEvent(toSelection: false))
        guard case .eventPrompt(let prompt) = state.overlay else { Issue.record("no prompt"); return }
        #expect(state.target(of: prompt)?.name == "Home")
        state.apply(.nextTarget)
        guard case .eventPrompt(let next) = state.overlay else { Issue.record("no prompt"); return }
        #expect(state.target(of: next)?.name == "Work", "Tab still goes on from there")
        var unknown = EventEditingTests.state()
        unknown = unknown.with { $0.newEventsCalendar = "nowhere" }
        unknown.apply(.addEvent(toSelection: false))
        guard case .eventPrompt(let first) = unknown.overlay else { Issue.record("no prompt"); return }
        #expect(unknown.target(of: first)?.name == "Work", "an unknown name falls back to the first")
    }

    @Test func calendarsAreRenamedAndRecolouredOnEveryReading() {
        var state = ReducerTests.state()
        state = state.with { $0.calendarOverrides = CalendarOverrides(names: ["a1b2": "Work"], colors: ["Work": CategoryColor(parsing: "magenta")!]) }
        let read = [CalendarInfo(name: "a1b2", color: nil, path: "/v/a1b2", writable: true)]
        state.apply(.eventsLoaded(EventWindow(days: Self.day("2026-10-01")...Self.day("2026-12-31"), occurrences: [], calendars: read)))
        #expect(state.calendars.map(\.name) == ["Work"])
        let category = state.marks.categories[state.calendarCategories[0]]
        #expect(category.name == "Work")
        #expect(category.color == CategoryColor(parsing: "magenta"), "a colour may name the calendar by its new name")
        state = state.with { $0.calendarOverrides = CalendarOverrides(colors: ["a1b2": CategoryColor(parsing: "magenta")!]) }
        state.apply(.eventsLoaded(EventWindow(days: Self.day("2026-10-01")...Self.day("2026-12-31"), occurrences: [],
                                              calendars: [CalendarInfo(name: "a1b2", color: nil, path: "/v/other/a1b2")])))
        #expect(state.marks.categories[state.calendarCategories[0]].color == CategoryColor(parsing: "magenta"))
    }

    /// Config colours are drawn, never kept: the store saves the data
    /// file's own colour.
    @Test func categoryColoursAreAppliedWhenDrawingOnly() {
        var state = ReducerTests.state()
        var marks = MarkSet()
        marks.addFile(MarkDocument(categories: [Category(id: "gym", name: "Gym", color: CategoryColor(parsing: "red")!),
                                                Category(id: "es", name: "Spanish", color: CategoryColor(parsing: "blue")!)],
                                   marks: []))
        state = AppState(locale: .english, firstWeekday: .sunday, today: state.today, cursor: state.cursor, marks: marks,
                         size: state.size)
        state = state.with { $0.categoryColors = ["gym": CategoryColor(parsing: "magenta")!, "Spanish": CategoryColor(parsing: "green")!] }
        #expect(state.categoryStyle(0).foreground?.basic == 5, "by id")
        #expect(state.categoryStyle(1).foreground?.basic == 2, "by name")
        state.apply(.tag(0))
        let saved = state.marks.storeDocument(selection: state.selection)
        #expect(saved.categories.first { $0.id == "gym" }?.color == CategoryColor(parsing: "red"))
    }

    @Test func theThemeColoursWeekendsSelectionRangeAndToday() {
        var state = ReducerTests.state(first: .monday)
        state = state.with { $0.theme = Theme(sunday: .magenta, saturday: nil, selection: .green, range: .blue, today: .red) }
        state.apply(.toggleSelection)                    // today, Saturday 2026-11-21, is selected
        state.apply(.nextDay)
        state.apply(.rangeKey)                           // a range from Sunday the 22nd
        let screen = Screen.render(state)
        let layout = ScreenLayout(state: state)
        let grid = layout.monthGrid(rows: 6)
        func style(of date: String) -> CellStyle {
            let (row, column) = MonthPage(containing: Self.day(date), firstWeekday: .monday).position(of: Self.day(date))!
            let origin = grid.origin(row: row, column: column)
            let text = screen.lines[origin.y]
            let label = String(Self.day(date).day)
            let offset = text.dropFirst(origin.x).range(of: label).map { text.distance(from: text.startIndex, to: $0.lowerBound) }!
            return screen[offset, origin.y].style
        }
        #expect(style(of: "2026-11-21").background == .green, "the selection")
        #expect(style(of: "2026-11-22").background == .blue, "the range")
        #expect(style(of: "2026-11-22").foreground == .white, "white text on a dark range")
        #expect(style(of: "2026-11-15").foreground == .magenta, "a Sunday")
        #expect(style(of: "2026-11-14").foreground == nil, "Saturdays without a colour")
        #expect(style(of: "2026-11-10").foreground == nil)
        var unselected = ReducerTests.state(first: .monday)
        unselected = unselected.with { $0.theme.today = .red }
        unselected.apply(.nextDay)
        #expect(Palette.day(Self.day("2026-11-21"), inMonth: true, isToday: true, theme: unselected.theme).foreground == .red)
    }
}
