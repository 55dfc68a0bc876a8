import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// `m` through the reducer: picking an event up, carrying it with the
/// cursor or the mouse, Tab to another calendar, Enter and Esc, and the
/// mouse drag that selects a run of days.
@Suite struct EventMoveReducerTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    let work = CalendarInfo(name: "Work", color: nil, path: "work", writable: true)
    let home = CalendarInfo(name: "Home", color: nil, path: "home", writable: true)

    func run(_ actions: [Action], on start: AppState = EventEditingTests.state()) -> (state: AppState, effects: [Effect]) {
        var state = start
        var effects: [Effect] = []
        for action in actions { effects = state.apply(action) }
        return (state, effects)
    }

    /// `m` on Saturday 21 November, the list's entry titled `title` picked.
    func pickUp(_ title: String, on start: AppState = EventEditingTests.state()) throws -> AppState {
        let list = run([.moveEvent], on: start).state
        guard case .chooseEvent(let choice) = list.overlay else { throw Failure("no list: \(list.overlay)") }
        #expect(choice.purpose == .move)
        let index = try #require(choice.options.firstIndex { $0.summary == title })
        return run([.highlightChoice(index), .pickChoice(nil)], on: list).state
    }

    struct Failure: Error, CustomStringConvertible { let description: String; init(_ text: String) { description = text } }

    func statusLine(_ state: AppState) -> String { Screen.render(state).lines.last ?? "" }

    @Test func theCursorCarriesTheEventAndEnterDropsItThatManyDaysLater() throws {
        let carried = try pickUp("Dinner with the team")
        let dinner = try #require(carried.changes.moving?.occurrence)
        #expect(carried.overlay == .none && carried.changes.moving?.scope == .all)
        let moved = run([.nextDay, .nextDay], on: carried)
        #expect(statusLine(moved.state).contains("MOVE \"Dinner with the team\" → Mon Nov 23 (+2 days): Enter drops"), "\(statusLine(moved.state))")
        let check = Golden.mismatch(ViewGoldenTests.golden(Screen.render(moved.state)), named: "event-move-80x24")
        #expect(check == nil, "\(check ?? "")")
        let dropped = run([.dropMove], on: moved.state)
        #expect(dropped.effects == [.change([.move(EventReference(collection: "work", occurrence: dinner), .all, days: 2)])])
        #expect(dropped.state.changes.moving == nil)
        // Back on its own day, nothing is written.
        let same = run([.nextDay, .previousDay, .dropMove], on: carried)
        #expect(same.effects.isEmpty && same.state.message?.hasPrefix("nothing moved") == true)
    }

    @Test func tabChoosesAnotherCalendarAndTheMoveWritesTheNewFileBeforeRemovingTheOld() throws {
        let carried = try pickUp("Dinner with the team")
        let dinner = try #require(carried.changes.moving?.occurrence)
        let toHome = run([.nextTarget, .nextDay], on: carried)
        #expect(statusLine(toHome.state).contains("+1 day) to Home"), "\(statusLine(toHome.state))")
        let reference = EventReference(collection: "work", occurrence: dinner)
        let dropped = run([.dropMove], on: toHome.state)
        #expect(dropped.effects == [.change([.copy(reference, days: 1, to: home), .delete(reference, .all)])])
        // The writer's two receipts read as one move, and `u` takes both back.
        let receipts = [WriteReceipt(path: "home/dinner.ics", before: nil, after: [1], summary: "moved"),
                        WriteReceipt(path: "work/dinner.ics", before: [1], after: nil, summary: "deleted")]
        let applied = run([.changesApplied(receipts, error: nil)], on: dropped.state).state
        #expect(applied.message == "moved \"Dinner with the team\" to Home, Sun Nov 22", "\(applied.message ?? "")")
        let undo = run([.undoChange], on: applied)
        guard case .calendar(.change(let changes)) = undo.effects.first else { Issue.record("no undo: \(undo.effects)"); return }
        #expect(changes.map { if case .undo(let receipt) = $0 { receipt.path } else { "" } } == ["work/dinner.ics", "home/dinner.ics"],
                "the old file comes back first")
        // Two Tabs: Work (Family is only read), then its own again.
        #expect(run([.nextTarget, .nextTarget], on: carried).state.changes.moving?.target == nil)
    }

    @Test func oneInstanceOfASeriesMovesAloneAndStaysInItsCalendar() throws {
        let asked = try pickUp("Yoga")
        guard case .question(let question) = asked.overlay else { Issue.record("no question: \(asked.overlay)"); return }
        #expect(question.purpose == .moveScope)
        #expect(statusLine(asked).contains("\"Yoga\" repeats. Move t only Sat Nov 21 · a all of them"), "\(statusLine(asked))")
        let this = run([.answer("t")], on: asked).state
        #expect(this.changes.moving?.scope == .this)
        let tab = run([.nextTarget], on: this).state
        #expect(tab.changes.moving?.target == nil && tab.message?.contains("stays in its calendar") == true)
        let all = run([.answer("a"), .nextWeek], on: asked).state
        let yoga = try #require(all.changes.moving?.occurrence)
        #expect(run([.dropMove], on: all).effects == [.change([.move(EventReference(collection: "work", occurrence: yoga), .all, days: 7)])])
    }

    @Test func escLeavesTheEventAndOtherChangesWaitUntilTheMoveEnds() throws {
        let carried = try pickUp("Late deploy")
        for action: Action in [.addEvent(toSelection: false), .editEvent, .deleteEvent, .moveEvent, .undoChange] {
            let refused = run([action], on: carried)
            #expect(refused.effects.isEmpty && refused.state.overlay == .none && refused.state.changes.moving != nil, "\(action)")
            #expect(refused.state.message?.hasPrefix("moving \"Late deploy\"") == true)
        }
        // The keys: Enter drops, Tab picks a calendar, Esc leaves it.
        #expect(KeyMap.action(for: .enter, in: carried) == .dropMove)
        #expect(KeyMap.action(for: .tab, in: carried) == .nextTarget)
        let left = run([.nextDay, .cancel], on: carried)
        #expect(left.state.changes.moving == nil && left.effects.isEmpty)
        #expect(left.state.message == "not moved: \"Late deploy\" stays where it was")
    }

    // MARK: The mouse

    /// The screen position of a day of November 2026 in the golden state.
    func position(_ text: String, in state: AppState) throws -> (x: Int, y: Int) {
        let grid = ScreenLayout(state: state).monthGrid(rows: 5)
        let date = Self.day(text)
        let first = Self.day("2026-11-01")   // a Sunday, the first column
        let offset = first.days(until: date)
        let origin = grid.origin(row: offset / 7, column: offset % 7)
        return (origin.x + 1, origin.y)
    }

    func drag(from: String, to: String, on state: AppState) throws -> AppState {
        let (a, b) = (try position(from, in: state), try position(to, in: state))
        return run([.click(x: a.x, y: a.y), .release(x: b.x, y: b.y)], on: state).state
    }

    @Test func aDragAcrossDaysSelectsThemAsOneRunAndADragOverARunDeselectsIt() throws {
        let start = ReducerTests.state()
        let dragged = try drag(from: "2026-11-10", to: "2026-11-13", on: start)
        #expect(dragged.selection.ranges == [Self.day("2026-11-10")...Self.day("2026-11-13")])
        #expect(dragged.cursor == Self.day("2026-11-13"))
        // Backwards over part of it: those days go, the rest stays.
        let part = try drag(from: "2026-11-12", to: "2026-11-11", on: dragged)
        #expect(part.selection.sortedDates == [Self.day("2026-11-10"), Self.day("2026-11-13")])
        // Over a run that is partly selected: the whole run is selected.
        let whole = try drag(from: "2026-11-09", to: "2026-11-14", on: part)
        #expect(whole.selection.ranges == [Self.day("2026-11-09")...Self.day("2026-11-14")])
        // A click (press and release on one day) still toggles that day alone.
        let click = try position("2026-11-20", in: start)
        #expect(run([.click(x: click.x, y: click.y), .release(x: click.x, y: click.y)], on: start).state.selection.sortedDates == [Self.day("2026-11-20")])
        // A release with no press on a day is nothing.
        #expect(run([.release(x: click.x, y: click.y)], on: start).state == start)
    }

    @Test func whileMovingTheMouseCarriesTheEventAndSelectsNothing() throws {
        let carried = try pickUp("Dinner with the team")
        let dragged = try drag(from: "2026-11-21", to: "2026-11-25", on: carried)
        #expect(dragged.cursor == Self.day("2026-11-25") && dragged.selection == carried.selection && dragged.changes.moving != nil)
        let dinner = try #require(carried.changes.moving?.occurrence)
        #expect(run([.dropMove], on: dragged).effects == [.change([.move(EventReference(collection: "work", occurrence: dinner), .all, days: 4)])])
    }
}
