import CalendarCore
import InterfaceWords

/// Adding in the task panel: `a` a task beside the highlighted one (under
/// the same parent, as a new line in an outline), `A` a subtask of the
/// highlighted one. A subtask names its parent in RELATED-TO and goes into
/// its parent's calendar, where other clients look for the parent.
extension AppState {
    /// `a` (`child` false) or `A` (true): the task line opens, saying
    /// what it will add under.
    mutating func startAddingTask(_ child: Bool, rows: [TaskRow], in panel: inout TaskPanel) {
        guard !writeTargets.isEmpty else {
            message = self.words.events.noCalendarToAddTo
            return
        }
        let highlighted = rows.indices.contains(panel.selected) ? panel.selected : nil
        let parent: Todo?
        if child {
            guard let highlighted else {
                message = words.tasks.noTaskToAddUnder
                return
            }
            let task = rows[highlighted].todo
            guard isWritable(task) else {
                message = words.tasks.subtaskInReadOnly(task.title, task.calendar)
                return
            }
            parent = task
        } else {
            // Beside a subtask: under the same parent, if dal may write there.
            parent = highlighted.flatMap { Self.parentRow(of: $0, in: rows) }.map { rows[$0].todo }.flatMap { isWritable($0) ? $0 : nil }
        }
        panel.input = TaskInput(purpose: .add(under: parent))
        overlay = .tasks(panel)
    }

    /// The row a subtask's row is listed under: the nearest one above it,
    /// one level up.
    static func parentRow(of index: Int, in rows: [TaskRow]) -> Int? {
        guard rows[index].depth > 0 else { return nil }
        return rows[..<index].lastIndex { $0.depth == rows[index].depth - 1 }
    }

    /// Whether dal may change `task`'s calendar.
    func isWritable(_ task: Todo) -> Bool {
        calendars.indices.contains(task.calendarIndex) && calendars[task.calendarIndex].writable
    }

    /// Enter on the line of `a` or `A`: the task asked of the writer, or
    /// the line keeps the words and says why not.
    mutating func addTask(_ words: TaskWords, under parent: Todo?, input: TaskInput, panel: inout TaskPanel) -> [Effect] {
        guard let parent else {
            guard let target = taskTarget(named: words.calendar, panel: panel) else {
                message = self.words.events.noCalendarToAddTo
                return []
            }
            return requestTasks([.add(summary: words.summary, due: words.due, to: target)])
        }
        let home = writeTargets.first { $0.path == calendars[parent.calendarIndex].path }
        guard let home, words.calendar == nil || words.calendar == home.name else {
            var input = input
            input.error = self.words.tasks.subtaskInParentsCalendar(words.calendar ?? "", parent.calendar)
            panel.input = input
            overlay = .tasks(panel)
            return []
        }
        return requestTasks([.add(summary: words.summary, due: words.due, to: home, parent: parent.uid)])
    }
}
