import Testing
@testable import CalendarCore
@testable import CalendarUI

/// Symbols and calendar colours stay with a category's name, and a
/// calendar is never drawn in a weekend colour.
@Suite struct CategoryLooksTests {
    static let today = CivilDate(year: 2026, month: 11, day: 21)!

    /// A run as dal starts one: the calendars' categories first, then the
    /// store's (here Running), as `CalendarLaunch` does.
    static func launched(calendars names: [String], theme: Theme = .standard) -> AppState {
        var marks = MarkSet()
        let calendars = names.map { CalendarInfo(name: $0, color: nil, path: "/cal/" + $0.lowercased(), writable: true) }
        let categories = AppState.register(calendars, in: &marks, theme: theme)
        marks.addStore(MarkDocument(categories: [Category(id: "run", name: "Running", color: CategoryColor(parsing: "green")!)],
                                    marks: [MarkDocument.Marks(category: "run", dates: [today])]))
        var state = AppState(locale: .english, firstWeekday: .sunday, today: today, cursor: today, marks: marks,
                             size: ScreenSize(width: 80, height: 24))
        state.calendarCategories = categories
        state.calendars = calendars
        return state
    }

    static func look(of name: String, in state: AppState) -> (Character, CategoryColor)? {
        state.marks.categories.firstIndex { $0.name == name }.map { (state.categorySymbol($0), state.marks.categories[$0].color) }
    }

    @Test func addingACalendarChangesNoOtherCategorysSymbolOrColour() throws {
        let before = Self.launched(calendars: ["Work"])
        let after = Self.launched(calendars: ["Family", "Work"])
        let running = try #require(Self.look(of: "Running", in: before)), runningAfter = try #require(Self.look(of: "Running", in: after))
        #expect(running == runningAfter, "Running was ● and then ■ when its place in the legend moved")
        let work = try #require(Self.look(of: "Work", in: before)), workAfter = try #require(Self.look(of: "Work", in: after))
        #expect(work == workAfter)
        #expect(Set(after.categorySymbols).count == 3, "three categories, three symbols")
    }

    @Test(arguments: 1...16)
    func aSymbolGoesByTheNamesPresentNotTheirOrder(count: Int) {
        let names = (0..<count).map { "Category \(($0 * 17 + count * 5) % 41)" }
        let symbols = CategoryLooks.symbols(for: names)
        // The same names reversed and rotated: the legend in another order.
        let reversed = Array(names.reversed())
        let moved = Array(reversed.dropFirst(count / 3) + reversed.prefix(count / 3))
        let again = CategoryLooks.symbols(for: moved)
        for (position, name) in moved.enumerated() {
            #expect(again[position] == symbols[names.firstIndex(of: name)!], "\(name) among \(names)")
        }
        #expect(Set(symbols).count == count, "up to sixteen names, each its own symbol")
    }

    @Test func twoNamesWantingOneSymbolTakeTurnsByName() throws {
        // Two names whose first choice is the same symbol.
        let count = Palette.categorySymbols.count
        let names = (0..<500).map { "Calendar \($0)" }
        let first = try #require(names.first { name in
            names.contains { $0 != name && CategoryLooks.nameHash($0) % UInt32(count) == CategoryLooks.nameHash(name) % UInt32(count) }
        })
        let second = try #require(names.first { $0 != first && CategoryLooks.nameHash($0) % UInt32(count) == CategoryLooks.nameHash(first) % UInt32(count) })
        let (earlier, later) = first < second ? (first, second) : (second, first)
        let alone = CategoryLooks.symbols(for: [earlier])[0]
        for pair in [[earlier, later], [later, earlier]] {
            let symbols = CategoryLooks.symbols(for: pair)
            #expect(symbols[pair.firstIndex(of: earlier)!] == alone, "the name sorting first keeps its own")
            #expect(symbols[0] != symbols[1])
        }
    }

    @Test(arguments: [Theme.standard, Theme(sunday: .magenta, saturday: .green, selection: .cyan, range: .yellow, today: nil),
                      Theme(sunday: nil, saturday: nil, selection: .cyan, range: .yellow, today: nil)])
    func calendarsAreNeverInAWeekendColour(theme: Theme) {
        let names = (0..<20).map { "Calendar \($0)" }
        let calendars = names.map { CalendarInfo(name: $0, color: nil, path: $0) }
            + ["red", "#d62728", "blue", "#1f6fd1", "magenta", "#2ca02c", "#888888"].map {
                CalendarInfo(name: $0, color: CategoryColor(parsing: $0), path: $0)
            }
        let weekend = [theme.sunday, theme.saturday].compactMap { $0?.basic }
        for (calendar, color) in zip(calendars, CategoryLooks.calendarColors(for: calendars, theme: theme)) {
            #expect(!weekend.contains(color.nearestBasicIndex) || color.red == color.green && color.green == color.blue,
                    "\(calendar.name) is drawn in \(color), a weekend colour")
            if let own = calendar.color, !weekend.contains(own.nearestBasicIndex) { #expect(color == own, "kept as configured") }
        }
    }

    @Test func aCalendarInSundayRedIsTurnedAndKeepsItsLightness() {
        let turned = CategoryLooks.turnedOffWeekends(CategoryColor(parsing: "#d62728")!, theme: .standard)
        #expect(turned.nearestBasicIndex != 1 && turned.nearestBasicIndex != 4)
        for blue in ["#1f6fd1", "blue", "#3050c0"] {
            let looks = CategoryLooks.turnedOffWeekends(CategoryColor(parsing: blue)!, theme: .standard).nearestOfEight
            #expect(![1, 3, 4, 6].contains(looks), "\(blue) turns neither to red nor to the selection's cyan or the range's yellow")
        }
        #expect(turned.description != "#d62728")
        let lightness = { (c: CategoryColor) in (Int(max(c.red, c.green, c.blue)) + Int(min(c.red, c.green, c.blue))) / 2 }
        #expect(abs(lightness(turned) - lightness(CategoryColor(parsing: "#d62728")!)) <= 2)
    }

    /// The year page draws a marked day's number in its calendar's colour:
    /// a trip in a calendar coloured like Sundays read as a row of holidays.
    @Test func theYearPageNeverDrawsATripDayInSundayRed() throws {
        var marks = MarkSet()
        let family = CalendarInfo(name: "Family", color: CategoryColor(parsing: "#d62728"), path: "/cal/family", writable: true)
        let categories = AppState.register([family], in: &marks)
        var state = AppState(locale: .english, firstWeekday: .sunday, today: Self.today, cursor: Self.today, mode: .year, marks: marks,
                             size: ScreenSize(width: 80, height: 24))
        state.calendarCategories = categories
        state.calendars = [family]
        let trip = EventOccurrence(calendar: 0, uid: "trip", recurrenceID: nil, summary: "Trip", isAllDay: true,
                                   start: LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 10)!),
                                   end: LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 13)!))
        state.apply(.eventsLoaded(EventWindow(days: state.eventDaysOnPages, occurrences: [trip])))
        let frame = Screen.render(state)
        var tripColors: [TerminalColor?] = []
        for y in 0..<frame.height {
            for x in 0..<(frame.width - 1) where frame.character(x: x, y: y) == "1" && ["0", "1", "2"].contains(frame.character(x: x + 1, y: y))
                && frame[x, y].style.underline {
                tripColors.append(frame[x, y].style.foreground)
            }
        }
        #expect(tripColors.count == 3, "Nov 10, 11 and 12 are marked")
        #expect(tripColors.allSatisfy { $0 != nil && $0?.basic != Theme.standard.sunday?.basic })
    }
}
