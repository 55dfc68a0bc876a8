import Testing
@testable import CalendarCore
@testable import CalendarUI

/// `update` on every action, starting from Saturday 2026-11-21.
@Suite struct ReducerTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static func state(cursor: String = "2026-11-21", mode: ViewMode = .month, first: Weekday = .sunday,
                      width: Int = 80, height: Int = 24) -> AppState {
        AppState(locale: .english, firstWeekday: first, today: day("2026-11-21"), cursor: day(cursor),
                 mode: mode, size: ScreenSize(width: width, height: height))
    }

    func applying(_ actions: [Action], to start: AppState = state()) -> AppState {
        actions.reduce(start, AppState.update)
    }

    func month(_ state: AppState) -> String {
        guard case .month(let buffer) = state.pages else { return "week" }
        return buffer.current.month.description
    }

    @Test func arrowsTurnMonthsAndKeepTheDayOfMonthClamped() {
        let jan31 = Self.state(cursor: "2026-01-31")
        let feb = applying([.nextPage], to: jan31)
        #expect(feb.cursor == Self.day("2026-02-28"))
        #expect(month(feb) == "2026-02")
        #expect(feb.slide == Slide(direction: 1))
        let back = applying([.previousPage], to: feb)
        #expect(back.cursor == Self.day("2026-01-28"), "clamping is not undone")
        #expect(back.slide == Slide(direction: -1))
    }

    @Test func arrowsTurnWeeksInWeekViewKeepingTheWeekday() {
        let next = applying([.nextPage], to: Self.state(mode: .week))
        #expect(next.cursor == Self.day("2026-11-28"))
        guard case .week(let buffer) = next.pages else { Issue.record("not week"); return }
        #expect(buffer.current.firstDay == Self.day("2026-11-22"))
    }

    @Test func dayAndWeekMovesTurnThePageWhenLeavingIt() {
        let end = Self.state(cursor: "2026-11-30")
        let next = applying([.nextDay], to: end)
        #expect(next.cursor == Self.day("2026-12-01"))
        #expect(month(next) == "2026-12")
        #expect(next.slide == Slide(direction: 1))
        let up = applying([.previousWeek], to: Self.state(cursor: "2026-11-03"))
        #expect(up.cursor == Self.day("2026-10-27"))
        #expect(month(up) == "2026-10")
        let within = applying([.nextWeek, .previousDay], to: Self.state())
        #expect(within.cursor == Self.day("2026-11-27"))
        #expect(within.slide == nil)
        #expect(month(within) == "2026-11")
    }

    @Test func weekViewCursorMovesTurnWeeks() {
        let state = applying([.nextDay], to: Self.state(mode: .week))   // Sat -> Sun: next week
        guard case .week(let buffer) = state.pages else { Issue.record("not week"); return }
        #expect(buffer.current.contains(Self.day("2026-11-22")))
        #expect(state.slide == Slide(direction: 1))
    }

    @Test func pageUpAndDownMoveAYear() {
        #expect(applying([.nextYear]).cursor == Self.day("2027-11-21"))
        #expect(applying([.previousYear], to: Self.state(cursor: "2024-02-29")).cursor == Self.day("2023-02-28"))
    }

    @Test func spaceTogglesAndManyDaysCanBeSelected() {
        let state = applying([.toggleSelection, .previousDay, .toggleSelection, .nextWeek, .toggleSelection])
        #expect(state.selection.sortedDates.map(\.description) == ["2026-11-20", "2026-11-21", "2026-11-27"])
        #expect(applying([.toggleSelection, .toggleSelection]).selection.isEmpty)
    }

    @Test func vRangeShowsPendingThenSelectsWithVOrSpace() {
        let pending = applying([.rangeKey, .nextDay, .nextDay, .nextDay])
        #expect(pending.pendingRange == Self.day("2026-11-21")...Self.day("2026-11-24"))
        #expect(pending.selection.isEmpty)
        #expect(applying([.rangeKey], to: pending).selection.count == 4)
        #expect(applying([.toggleSelection], to: pending).selection.count == 4)
        #expect(applying([.toggleSelection], to: pending).rangeAnchor == nil)
        // Backwards ranges work too, and Esc cancels.
        let back = applying([.rangeKey, .previousWeek, .rangeKey])
        #expect(back.selection.count == 8)
        let cancelled = applying([.cancel], to: pending)
        #expect(cancelled.rangeAnchor == nil && cancelled.selection.isEmpty)
    }

    @Test func wTogglesModeAndLandsOnToday() {
        let away = Self.state(cursor: "2030-03-05")
        let week = applying([.toggleMode], to: away)
        #expect(week.mode == .week)
        #expect(week.cursor == Self.day("2026-11-21"))
        guard case .week(let buffer) = week.pages else { Issue.record("not week"); return }
        #expect(buffer.current.contains(Self.day("2026-11-21")))
        let back = applying([.nextPage, .toggleMode], to: week)
        #expect(back.mode == .month)
        #expect(month(back) == "2026-11")
        #expect(back.cursor == Self.day("2026-11-21"))
    }

    @Test func tGoesBackToToday() {
        let state = applying([.nextPage, .nextPage, .nextDay, .goToToday])
        #expect(state.cursor == Self.day("2026-11-21"))
        #expect(month(state) == "2026-11")
    }

    @Test func goToPromptAcceptsMonthsAndDaysAndReportsErrors() {
        var state = applying([.openGoTo] + "2030-02".map(Action.promptInput) + [.promptSubmit])
        #expect(state.overlay == .none)
        #expect(month(state) == "2030-02")
        #expect(state.cursor == Self.day("2030-02-21"), "a month keeps the cursor's day")

        state = applying([.openGoTo] + "2021-02-30".map(Action.promptInput) + [.promptSubmit])
        guard case .goTo(let prompt) = state.overlay else { Issue.record("prompt closed"); return }
        #expect(prompt.error == "'2021-02-30': day 30 does not exist, 2021-02 has 28 days")
        #expect(month(state) == "2026-11", "the page stays")
        state = applying([.promptEdit(.deleteBackward), .promptEdit(.deleteBackward), .promptInput("2"), .promptInput("8"), .promptSubmit], to: state)
        #expect(state.cursor == Self.day("2021-02-28"))
        #expect(applying([.openGoTo, .promptInput("1"), .cancel]).overlay == .none)
    }

    @Test func stepsPastTheEdgesAreRefusedWithAMessage() {
        let last = applying([.nextPage], to: Self.state(cursor: "9999-12-15"))
        #expect(last.cursor == Self.day("9999-12-15"))
        #expect(last.message == "the calendar ends at 9999-12-31")
        #expect(applying([.nextDay], to: Self.state(cursor: "9999-12-31")).message == "the calendar ends at 9999-12-31")
        let first = applying([.previousDay], to: Self.state(cursor: "0001-01-01"))
        #expect(first.cursor == Self.day("0001-01-01"))
        #expect(first.message == "the calendar starts at 0001-01-01")
        #expect(applying([.nextYear], to: Self.state(cursor: "9999-03-01")).message != nil)
        // The message survives a resize and goes with the next key.
        let resized = applying([.resize(width: 100, height: 30)], to: last)
        #expect(resized.message != nil)
        #expect(applying([.previousDay], to: resized).message == nil)
    }

    @Test func helpOpensScrollsWhereItDoesNotFitAndOtherKeysClose() {
        let help = applying([.showHelp])
        #expect(help.overlay == .panel(.help, scroll: 0))
        #expect(KeyMap.action(for: .character("x"), in: help) == .dismissOverlay)
        #expect(KeyMap.action(for: .right, in: help) == .dismissOverlay)
        #expect(KeyMap.action(for: .down, in: help) == .scrollPanel(1))
        #expect(applying([.scrollPanel(3)], to: help).overlay == .panel(.help, scroll: 0), "it all fits at 80×24")
        let small = applying([.showHelp], to: Self.state(width: 28, height: 9))
        let scrolled = applying([.scrollPanel(2)], to: small)
        #expect(scrolled.overlay == .panel(.help, scroll: 2))
        let bottom = applying([.scrollPanel(.max / 2)], to: small)
        guard case .panel(_, let end) = bottom.overlay else { Issue.record("closed"); return }
        #expect(end > 10 && applying([.scrollPanel(1)], to: bottom).overlay == bottom.overlay, "stops at the end")
        #expect(applying([.scrollPanelPages(-1)], to: scrolled).overlay == .panel(.help, scroll: 0))
    }

    @Test func aNewWarningOpensInFullAndBangReopensIt() {
        var state = Self.state()
        state.apply(.setWarning("the store is read-only"))
        #expect(state.overlay == .panel(.arrivedNotice, scroll: 0))
        state.apply(.dismissOverlay)
        state.apply(.setWarning("the store is read-only"))
        #expect(state.overlay == .none, "the same warning again does not reopen it")
        #expect(KeyMap.action(for: .character("!"), in: state) == .showNotice)
        #expect(applying([.showNotice], to: state).overlay == .panel(.notice, scroll: 0))
        #expect(applying([.showNotice]).overlay == .panel(.notice, scroll: 0), "! opens with no warning too: the messages")
        #expect(applying([.setWarning(nil)], to: state).warning == nil)
    }

    @Test func everyMessageIsLoggedAndBangShowsThemWholeNewestFirst() {
        let long = "\"Standup\" is in a calendar dal only reads (--ics); add it to a folder given with --calendar to change it"
        var state = Self.state()
        state.apply(.undoChange)            // "nothing to undo"
        state.apply(.nextDay)               // clears the status line, not the log
        state.message = long
        #expect(state.notices.log == ["nothing to undo", long])
        let status = Screen.render(state).lines.last ?? ""
        #expect(status.contains("! more"), "a cut message says where to read it: \(status)")
        state.apply(.showNotice)
        let screen = Screen.render(state).lines.joined(separator: "\n")
        #expect(screen.contains("Messages"))
        #expect(screen.contains("add it to a folder given"), "the cut part is readable:\n\(screen)")
        let newest = screen.range(of: "Standup")!.lowerBound, older = screen.range(of: "nothing to undo")!.lowerBound
        #expect(newest < older, "newest first")
    }

    @Test func bangWithNothingToShowSaysSoInItsPanel() {
        let screen = Screen.render(applying([.showNotice])).lines.joined(separator: "\n")
        #expect(screen.contains("No warnings, and no messages yet."))
    }

    @Test func theLogKeepsTheNewestMessagesUpToItsLimit() {
        var state = Self.state()
        for index in 0...NoticeState.logLimit { state.message = "message \(index)" }
        #expect(state.notices.log.count == NoticeState.logLimit)
        #expect(state.notices.log.first == "message 1" && state.notices.log.last == "message \(NoticeState.logLimit)")
    }

    @Test func capitalCClearsEverySelectionAndAgainBringsItBack() {
        let selected = applying([.toggleSelection, .nextDay, .toggleSelection, .nextDay, .nextDay, .rangeKey, .nextDay, .rangeKey])
        #expect(selected.selection.count == 4)
        #expect(KeyMap.action(for: .character("C"), in: selected) == .clearSelection)
        var state = selected
        let effects = state.apply(.clearSelection)
        #expect(state.selection.isEmpty && effects.contains(.save), "cleared and saved")
        #expect(state.message == "cleared 4 days selected (C again brings them back)")
        state.apply(.nextDay)
        state.apply(.clearSelection)
        #expect(state.selection == selected.selection, "C again brings back exactly what was cleared")
        #expect(state.message == "brought back 4 days selected")
    }

    @Test func aSelectionMadeAfterClearingForgetsWhatWasCleared() {
        var state = applying([.toggleSelection, .nextDay, .toggleSelection, .clearSelection, .toggleSelection])
        #expect(state.selection.count == 1)
        state.apply(.toggleSelection)                 // deselected again: empty, but the old clear is gone
        state.apply(.clearSelection)
        #expect(state.selection.isEmpty && state.message == "nothing selected")
    }

    @Test func quitAndInterrupt() {
        #expect(applying([.quit]).quitReason == .quit)
        #expect(KeyMap.action(for: .controlC, in: Self.state()) == .interrupt)
        #expect(applying([.interrupt]).quitReason == .interrupt)
    }

    @Test func clickMovesTheCursorAndToggles() {
        let state = Self.state()
        let layout = ScreenLayout(state: state)
        let grid = layout.monthGrid(rows: 5)
        let origin = grid.origin(row: 1, column: 2)   // Tue 2026-11-10
        let clicked = applying([.click(x: origin.x + 1, y: origin.y)], to: state)
        #expect(clicked.cursor == Self.day("2026-11-10"))
        #expect(clicked.selection.contains(Self.day("2026-11-10")))
        #expect(applying([.click(x: origin.x + 1, y: origin.y)], to: clicked).selection.isEmpty)
        // A padding day of the next month opens that month at the release,
        // and the click is that one day, not a month of them.
        let padding = grid.origin(row: 4, column: 3)   // Wed 2026-12-02
        let pressed = applying([.click(x: padding.x, y: padding.y)], to: state)
        #expect(month(pressed) == "2026-11", "the page stays while the button is down")
        let next = applying([.release(x: padding.x, y: padding.y)], to: pressed)
        #expect(month(next) == "2026-12" && next.cursor == Self.day("2026-12-02"))
        #expect(next.selection.count == 1 && next.selection.contains(Self.day("2026-12-02")), "\(next.selection.count) selected")
        // The title row is not a day.
        #expect(applying([.click(x: 10, y: 0)], to: state) == state)
    }

    /// Issue 39: with motion reported while the button is down, the run
    /// follows the pointer; back on the pressed day it is that day alone.
    @Test func aDragShowsItsRunAsThePointerMoves() {
        let state = Self.state()
        let grid = ScreenLayout(state: state).monthGrid(rows: 5)
        let at = { (row: Int, column: Int) in grid.origin(row: row, column: column) }
        let pressed = applying([.click(x: at(1, 2).x + 1, y: at(1, 2).y)], to: state)   // Tue 2026-11-10
        let dragged = applying([.dragTo(x: at(1, 5).x + 1, y: at(1, 5).y)], to: pressed)   // Fri 2026-11-13
        #expect(dragged.selection.count == 4 && dragged.cursor == Self.day("2026-11-13"), "\(dragged.selection.count) selected")
        let back = applying([.dragTo(x: at(1, 2).x + 1, y: at(1, 2).y)], to: dragged)
        #expect(back.selection.count == 1 && back.selection.contains(Self.day("2026-11-10")))
        let released = applying([.dragTo(x: at(2, 2).x + 1, y: at(2, 2).y), .release(x: at(2, 2).x + 1, y: at(2, 2).y)], to: back)
        #expect(released.selection.count == 8 && released.cursor == Self.day("2026-11-17"), "\(released.selection.count) selected")
        // Motion with nothing pressed does nothing.
        #expect(applying([.dragTo(x: at(1, 5).x + 1, y: at(1, 5).y)], to: state) == state)
    }

    @Test func everyKeyHasAnAction() {
        let state = Self.state()
        let keys: [(Key, Action)] = [
            (.left, .previousPage), (.right, .nextPage), (.up, .previousWeek), (.down, .nextWeek),
            (.character("h"), .previousDay), (.character("l"), .nextDay), (.character("k"), .previousWeek),
            (.character("j"), .nextWeek), (.character(" "), .toggleSelection), (.character("v"), .rangeKey),
            (.escape, .cancel), (.character("w"), .toggleMode), (.character("t"), .goToToday),
            (.character("g"), .openGoTo), (.pageUp, .previousYear), (.pageDown, .nextYear),
            (.character("?"), .showHelp), (.character("q"), .quit), (.wheelUp, .previousPage), (.wheelDown, .nextPage),
        ]
        for (key, action) in keys {
            #expect(KeyMap.action(for: key, in: state) == action, "\(key)")
        }
        let prompt = applying([.openGoTo])
        #expect(KeyMap.action(for: .character("q"), in: prompt) == .promptInput("q"))
        #expect(KeyMap.action(for: .enter, in: prompt) == .promptSubmit)
        #expect(KeyMap.action(for: .escape, in: prompt) == .cancel)
        #expect(KeyMap.action(for: .backspace, in: prompt) == .promptEdit(.deleteBackward))
    }

    static func withCategories() -> AppState {
        var marks = MarkSet()
        marks.addCategory(Category(id: "run", name: "Running", color: CategoryColor(parsing: "green")!))
        marks.addCategory(Category(id: "rest", name: "Rest", color: CategoryColor(parsing: "#ff8800")!))
        return AppState(locale: .english, firstWeekday: .sunday, today: day("2026-11-21"), cursor: day("2026-11-21"),
                        marks: marks, size: ScreenSize(width: 80, height: 24))
    }

    /// Calendars are in the legend but not tags: key 1 is the first
    /// category of the data files even when a calendar comes before it.
    @Test func digitsSkipCalendars() {
        var marks = MarkSet()
        let team = marks.addCategory(Category(id: "calendar:team", name: "Team", color: CategoryColor(parsing: "blue")!))
        let run = marks.addCategory(Category(id: "run", name: "Running", color: CategoryColor(parsing: "green")!))
        var state = AppState(locale: .english, firstWeekday: .sunday, today: Self.day("2026-11-21"), cursor: Self.day("2026-11-21"),
                             marks: marks, size: ScreenSize(width: 80, height: 24))
        state.calendarCategories = [team]
        #expect(state.taggableCategories == [run])
        state.apply(.tag(0))
        #expect(state.marks.primaryCategory(on: Self.day("2026-11-21")) == run)
        state.apply(.tag(1))
        #expect(state.message == "no category 2 (only 1 is defined)")
    }

    @Test func digitsTagTheCursorOrTheRangeAndZeroUntags() {
        var tagged = Self.withCategories()
        #expect(tagged.apply(.tag(1)) == [.save])
        #expect(tagged.marks.primaryCategory(on: Self.day("2026-11-21")) == 1)
        let range = applying([.rangeKey, .nextDay, .nextDay, .tag(0)], to: tagged)
        #expect((21...23).allSatisfy { range.marks.primaryCategory(on: Self.day("2026-11-\($0)")) == 0 })
        #expect(range.rangeAnchor == nil)
        let untagged = applying([.untag], to: range)
        #expect(untagged.marks.primaryCategory(on: Self.day("2026-11-23")) == nil)
        let missing = applying([.tag(4)], to: Self.withCategories())
        #expect(missing.message == "no category 5 (1–2 are defined)")
        #expect(applying([.tag(0)]).message == "no categories to tag with: load a data file with --data")
        #expect(KeyMap.action(for: .character("3"), in: Self.state()) == .tag(2))
        #expect(KeyMap.action(for: .character("0"), in: Self.state()) == .untag)
    }

    @Test func pickModeEnterPicksAndEscGivesUp() {
        var state = Self.state()
        state = state.with { $0.pickMode = .multiple }
        #expect(KeyMap.action(for: .enter, in: state) == .pick)
        #expect(applying([.pick], to: state).quitReason == .picked)
        var picking = state
        #expect(picking.apply(.pick) == [.pick([Self.day("2026-11-21")])])
        #expect(applying([.cancel], to: state).quitReason == .quit)
        #expect(applying([.rangeKey, .cancel], to: state).quitReason == nil, "Esc first cancels a pending range")
        #expect(state.pickedDates == [Self.day("2026-11-21")], "nothing selected: the cursor day")
        #expect(applying([.toggleSelection, .previousWeek, .toggleSelection], to: state).pickedDates
                == [Self.day("2026-11-14"), Self.day("2026-11-21")])
        state = state.with { $0.pickMode = .range }
        #expect(applying([.rangeKey, .previousDay, .previousDay], to: state).pickedDates.map(\.description)
                == ["2026-11-19", "2026-11-20", "2026-11-21"])
        #expect(KeyMap.action(for: .enter, in: Self.state()) == .showAgenda, "outside the picker Enter lists the day")
    }

    @Test func slidesAdvanceOnTicksAndEndOnAnyOtherAction() {
        var state = applying([.nextPage])
        #expect(state.slide?.viewport(width: 80) == 20, "a quarter of the way from November")
        #expect(state.apply(.tick) == [.startTimer(.slideFrame, milliseconds: Slide.frameMilliseconds)], "the next frame is a timer")
        #expect(state.slide?.frame == 2 && state.slide?.viewport(width: 80) == 40)
        state.apply(.timerFired(.slideFrame))
        #expect(state.slide?.viewport(width: 80) == 60)
        #expect(state.apply(.timerFired(.slideFrame)) == [.stopTimer(.slideFrame)])
        #expect(state.slide == nil, "at rest after three frames")
        #expect(applying([.nextPage, .nextDay]).slide == nil)
        #expect(applying([.previousPage]).slide?.viewport(width: 80) == 140)
        #expect(applying([.nextPage, .finishSlide]).slide == nil)
        var still = Self.state()
        still = still.with { $0.animatesPages = false }
        #expect(applying([.nextPage], to: still).slide == nil)
    }

    @Test func weekPagesAtTheEdgesKeepTheCursorInTheCalendar() {
        // The week of 0001-01-01 starts on Sunday 0000-12-31 (Sunday first).
        let first = applying([.previousPage], to: Self.state(cursor: "0001-01-07", mode: .week))
        #expect(first.cursor == CivilDate.first)
        #expect(applying([.previousPage, .toggleSelection], to: first).selection.sortedDates == [CivilDate.first])
        #expect(applying([.previousPage], to: first).message == "the calendar starts at 0001-01-01")
        let last = applying([.nextPage], to: Self.state(cursor: "9999-12-25", mode: .week))
        #expect(last.cursor == CivilDate.last)
        var picking = last
        picking = picking.with { $0.pickMode = .range }
        #expect(applying([.rangeKey, .nextDay, .nextPage], to: picking).pickedDates == [CivilDate.last])
    }

    @Test func aThousandStepsBuildOnePageEach() {
        let state = applying(Array(repeating: .nextPage, count: 1000))
        #expect(month(state) == "2110-03")
        guard case .month(let buffer) = state.pages else { return }
        #expect(buffer.pagesBuilt == 1003)
    }
}

extension AppState {
    func with(_ change: (inout AppState) -> Void) -> AppState {
        var copy = self
        change(&copy)
        return copy
    }
}
