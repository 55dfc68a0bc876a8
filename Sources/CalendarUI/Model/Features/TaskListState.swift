import CalendarCore

/// The calendars' tasks as last read: what the task panel lists and the
/// days show as due.
public struct TaskListState: Equatable, Sendable {
    /// Every task of the calendars, open and done.
    public internal(set) var all: [Todo] = []
    /// The open tasks with a due date, by the due day's number: what each
    /// day lists (sorted once when they arrive, not on every frame).
    public internal(set) var dueByDay: [Int: [Todo]] = [:]
    /// What of the tasks could not be read.
    var warning: String?

    /// The tasks read now.
    mutating func adopt(_ todos: [Todo]) {
        all = todos
        dueByDay = Dictionary(grouping: todos.filter { $0.isOpen && $0.due != nil }) { $0.due!.date.dayNumber }
            .mapValues { $0.sorted(by: Todo.listOrder) }
    }
}
