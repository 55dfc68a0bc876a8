import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// Subtasks from the task panel: `A` adds under the highlighted task, `a`
/// beside it (under its parent, if it has one), what the line says, and
/// what is refused.
@Suite struct TaskSubtaskTests {
    typealias Tasks = TaskPanelTests

    /// The panel open with the task `uid` highlighted.
    static func highlighting(_ uid: String) -> AppState {
        var state = Tasks.state(tasks: Tasks.sample)
        state.apply(.toggleTasks)
        let row = state.taskRows.firstIndex { $0.todo.uid == uid } ?? -1
        state.apply(.moveChoice(row))
        return state
    }

    /// The change Enter asks for after `key` and `text`.
    static func added(_ key: Key, _ text: String, on state: AppState) -> [Effect] {
        var state = state
        if let action = KeyMap.action(for: key, in: state) { state.apply(action) }
        for character in text { state.apply(.promptInput(character)) }
        return state.apply(.promptSubmit)
    }

    static var work: CalendarInfo { CalendarInfo(name: "Work", color: nil, path: "/cal/0", writable: true) }

    @Test func capitalAOnAHighlightedTaskAddsASubtaskOfItInItsCalendar() {
        let state = Self.highlighting("milk")
        guard case .tasks(let panel) = state.overlay else { Issue.record("no panel"); return }
        #expect(state.taskRows[panel.selected].todo.uid == "milk")
        #expect(Self.added(.character("A"), "buy oats", on: state) == [.changeTasks([.add(summary: "buy oats", due: nil, to: Self.work, parent: "milk")])])
    }

    @Test func aOnASubtaskAddsASiblingUnderTheSameParentAndOnATopLevelTaskATopLevelOne() {
        #expect(Self.added(.character("a"), "tables", on: Self.highlighting("figures"))
            == [.changeTasks([.add(summary: "tables", due: nil, to: Self.work, parent: "report")])])
        #expect(Self.added(.character("a"), "tables", on: Self.highlighting("report"))
            == [.changeTasks([.add(summary: "tables", due: nil, to: Self.work, parent: nil)])])
    }

    @Test func theLineSaysWhichTaskTheSubtaskGoesUnder() {
        var state = Self.highlighting("milk")
        state.apply(.taskKey(.addSubtask))
        for character in "buy oats" { state.apply(.promptInput(character)) }
        guard case .tasks(let panel) = state.overlay, let input = panel.input else { Issue.record("no line"); return }
        #expect(TaskPanelView.preview(input, state: state).map(\.text).joined() == "Enter adds a subtask of \"Buy milk\", no due day: \"buy oats\"")
    }

    @Test func aSubtaskOfATaskInACalendarDalOnlyReadsIsRefusedWithTheReason() {
        var state = Self.highlighting("cake")
        #expect(state.apply(.taskKey(.addSubtask)).isEmpty)
        #expect(state.message == "\"Bake a cake\" is in Family, which dal only reads: its subtasks cannot be added there")
        guard case .tasks(let panel) = state.overlay else { Issue.record("the panel closed"); return }
        #expect(panel.input == nil)
    }
}
