import CalendarCore
import PropertyBased
import Testing
@testable import CalendarUI

/// Issue 40: tasks whose RELATED-TO make chains of any depth (10,000 deep
/// crashed `dal todo list` and `T` with a stack overflow), circles,
/// tasks their own parent, parents that are missing and UIDs twice.
/// `Todo.tree` lists every task once, each subtask right under its
/// parent's subtree, one deeper; the task panel draws every frame and its
/// keys move through all of them.
@Suite struct TaskTreePropertyTests {
    struct Case: CustomStringConvertible {
        let count: Int
        /// For each task: which earlier (or later: a circle) task is its
        /// parent, or none.
        let parents: [Int?]
        let duplicates: Int
        var description: String { "\(count) tasks, \(duplicates) UIDs twice, parents \(parents.prefix(20))…" }

        var todos: [Todo] {
            var todos = (0..<count).map { index in
                Todo(uid: "t\(index)", summary: "Task \(index)", due: index % 3 == 0 ? .date(CivilDate(year: 2026, month: 12, day: 1 + index % 28)!) : nil,
                     relatedTo: parents[index].map { ["t\($0)"] } ?? [], path: "/nonexistent/tasks/t\(index).ics", calendar: "Tasks")
            }
            for index in 0..<min(duplicates, count) { todos.append(todos[index]) }
            return todos
        }
    }

    /// A chain (each the child of the one before: as deep as it is long),
    /// a circle of them, random parents, or each its own parent.
    static let generator = zip(Gen.int(in: 1...12_000), Gen.int(in: 0...3), Gen.int(in: 0...1_000_000), Gen.int(in: 0...3))
        .map { count, shape, seed, duplicates -> Case in
            let parents: [Int?] = (0..<count).map { index in
                switch shape {
                case 0: index == 0 ? nil : index - 1
                case 1: (index + count - 1) % count
                case 2: (index &* 7919 &+ seed) % 5 == 0 ? nil : (index &* 104_729 &+ seed) % count
                default: index
                }
            }
            return Case(count: count, parents: parents, duplicates: duplicates)
        }

    @Test func everyTaskIsListedOnceUnderItsParentWhateverTheirRelations() async {
        await propertyCheck(count: 40, input: Self.generator) { test in
            let todos = test.todos
            let rows = Todo.tree(todos)
            let keys = rows.map { $0.todo.uid + "\u{0}" + $0.todo.path }
            #expect(Set(keys).count == keys.count, "each once: \(test)")
            #expect(Set(keys) == Set(todos.map { $0.uid + "\u{0}" + $0.path }), "every one: \(test)")
            for (index, row) in rows.enumerated() {
                guard row.depth > 0 else { continue }
                // Its parent is the nearest row above, one shallower.
                let above = rows[..<index].last { $0.depth == row.depth - 1 }
                #expect(above.map { row.todo.relatedTo.contains($0.todo.uid) } == true, "row \(index) at depth \(row.depth): \(test)")
                if above == nil { break }
            }
        }
    }

    @Test func theTaskPanelDrawsAndMovesThroughADeepChain() {
        let chain = Case(count: 10_000, parents: (0..<10_000).map { $0 == 0 ? nil : $0 - 1 }, duplicates: 0)
        let today = CivilDate(year: 2026, month: 11, day: 21)!
        var state = AppState(locale: .english, firstWeekday: .monday, today: today, cursor: today, mode: .month,
                             size: ScreenSize(width: 100, height: 30))
        state.apply(.todosLoaded(chain.todos, problems: []))
        state.apply(.toggleTasks)
        for action: Action in [.moveChoice(5_000), .moveChoice(-.max / 2), .moveChoice(.max / 2)] {
            state.apply(action)
            let frame = Screen.render(state)
            #expect(frame.width == 100 && frame.height == 30)
        }
        guard case .tasks(let panel) = state.overlay else { Issue.record("the panel closed"); return }
        #expect(panel.selected == 9_999)
    }
}
