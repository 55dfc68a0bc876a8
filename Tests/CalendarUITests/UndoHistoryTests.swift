import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The history of the changes made since dal opened, through the reducer:
/// `u` goes back one more each time, `U` and Ctrl-R forward, a new change
/// drops what was undone, a refused undo changes nothing, and the message
/// log lists the history. The writer is played by `writes`, which answers
/// each request as `VdirWriter` would when nothing else touched the files.
@Suite struct UndoHistoryTests {
    /// The answer of a writer that makes every change asked in `effects`.
    static func writes(_ effects: [Effect]) -> Action {
        guard case .calendar(.change(let changes)) = effects.first else { return .changesApplied([], error: "nothing asked") }
        let receipts = changes.map { change -> WriteReceipt in
            switch change {
            case .add(let draft, let calendar):
                WriteReceipt(path: "\(calendar.path)/\(draft.title).ics", before: nil, after: Array(draft.title.utf8),
                             summary: "added \"\(draft.title)\"")
            case .undo(let receipt):
                WriteReceipt(path: receipt.path, before: receipt.after, after: receipt.before,
                             summary: receipt.summary.hasPrefix("undid: ") ? "redid: " + receipt.summary.dropFirst(7) : "undid: " + receipt.summary)
            default: WriteReceipt(path: "other.ics", before: nil, after: [], summary: "changed")
            }
        }
        return .changesApplied(receipts, error: nil)
    }

    /// `state` after `action` and the writer's answer to what it asked.
    static func written(_ action: Action, on state: AppState) -> AppState {
        var state = state
        let effects = state.apply(action)
        state.apply(writes(effects))
        return state
    }

    /// Events titled `titles` added one after another through the prompt.
    static func added(_ titles: [String]) -> AppState {
        var state = EventEditingTests.state()
        for title in titles {
            for action in [Action.addEvent(toSelection: false)] + title.map({ .promptInput($0) }) { state.apply(action) }
            state = written(.promptSubmit, on: state)
        }
        return state
    }

    /// The files the history says exist now: a title's file exists while
    /// its add is done (as the writer's receipts say).
    static func files(_ state: AppState) -> [String] {
        state.changes.history.done.flatMap { $0 }.filter { $0.after != nil }.map(\.path).sorted()
    }

    @Test func uGoesBackOneChangeMoreEachTimeAndCapitalUComesForwardAgain() {
        var state = Self.added(["Alpha", "Bravo", "Charlie"])
        #expect(Self.files(state) == ["work/Alpha.ics", "work/Bravo.ics", "work/Charlie.ics"])
        state = Self.written(.undoChange, on: state)
        #expect(state.message == "undid: added \"Charlie\"")
        state = Self.written(.undoChange, on: state)
        #expect(state.message == "undid: added \"Bravo\"", "the second u goes back one more, not forward")
        #expect(Self.files(state) == ["work/Alpha.ics"])
        state = Self.written(.redoChange, on: state)
        #expect(state.message == "redid: added \"Bravo\"")
        state = Self.written(.redoChange, on: state)
        #expect(state.message == "redid: added \"Charlie\"")
        #expect(Self.files(state) == ["work/Alpha.ics", "work/Bravo.ics", "work/Charlie.ics"])
        var again = state
        #expect(again.apply(.redoChange).isEmpty && again.message == "nothing to redo")
        for _ in 0..<3 { state = Self.written(.undoChange, on: state) }
        #expect(state.message == "undid: added \"Alpha\"" && Self.files(state).isEmpty)
        #expect(state.apply(.undoChange).isEmpty && state.message == "nothing to undo")
    }

    @Test func aNewChangeAfterUndosDropsWhatWasUndone() {
        var state = Self.written(.undoChange, on: Self.added(["Alpha", "Bravo"]))
        #expect(state.changes.history.undone.count == 1)
        for action in [Action.addEvent(toSelection: false)] + "Delta".map({ .promptInput($0) }) { state.apply(action) }
        state = Self.written(.promptSubmit, on: state)
        #expect(state.changes.history.undone.isEmpty)
        #expect(state.apply(.redoChange).isEmpty && state.message == "nothing to redo")
        state = Self.written(.undoChange, on: state)
        #expect(state.message == "undid: added \"Delta\"")
    }

    @Test func anUndoTheFileNoLongerAllowsSaysWhyAndChangesNothing() {
        var state = Self.added(["Alpha", "Bravo"])
        let before = state.changes.history
        let asked = state.apply(.undoChange)
        let conflict = "nothing undone: the file changed since dal wrote it (a sync or another program): work/Bravo.ics"
        state.apply(.changesApplied([], error: conflict))
        #expect(state.message == conflict)
        #expect(state.changes.history == before, "the history as it was")
        #expect(state.apply(.undoChange) == asked, "u asks for the same undo again, never one further back past it")
    }

    @Test func theMessageLogListsTheChangesAndWhatWasUndone() {
        var state = Self.written(.undoChange, on: Self.added(["Alpha", "Bravo", "Charlie"]))
        #expect(state.changes.history.lines(in: state.words.events) == ["undone: added \"Charlie\"", "added \"Bravo\"", "added \"Alpha\""])
        state.apply(.showNotice)
        let screen = ViewGoldenTests.golden(Screen.render(state))
        for line in ["Changes since dal opened, newest first (u goes back, U forward):", "undone: added \"Charlie\"",
                     "added \"Bravo\"", "added \"Alpha\""] {
            #expect(screen.contains(line), "\(line) in\n\(screen)")
        }
    }

    @Test func capitalUAndControlRRedoOnTheCalendarAndInTheTaskPanelButNotInThePicker() {
        var state = EventEditingTests.state()
        #expect(KeyMap.action(for: .character("U"), in: state) == .redoChange)
        #expect(KeyMap.action(for: .control("r"), in: state) == .redoChange)
        state.apply(.toggleTasks)
        #expect(KeyMap.action(for: .character("U"), in: state) == .redoChange)
        #expect(KeyMap.action(for: .control("r"), in: state) == .redoChange)
        let picking = EventEditingTests.state().with { $0.pickMode = .multiple }
        #expect(KeyMap.action(for: .character("U"), in: picking) == nil && KeyMap.action(for: .control("r"), in: picking) == nil)
    }
}
