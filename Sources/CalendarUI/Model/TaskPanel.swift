import CalendarCore
import InterfaceWords
import QuickAdd

/// The task panel (`T`): the calendars' tasks by due date and priority,
/// subtasks under their parents, with keys to add, change, complete,
/// reopen and delete them (`u` undoes, as for events).
public struct TaskPanel: Equatable, Sendable {
    /// The highlighted row.
    public var selected = 0
    /// Done and cancelled tasks are listed too (to reopen one).
    public var showsDone = false
    /// A task being typed (`a`) or changed (`e`).
    public var input: TaskInput?
    /// The file of a task just added: highlighted once the tasks are read.
    var follows: String?

    public init() {}
}

/// The line of the task panel: a new task's words, or a task's changed.
public struct TaskInput: Equatable, Sendable, LinePrompt {
    public enum Purpose: Equatable, Sendable {
        /// A new task; under `parent` (`A`, or `a` beside a subtask), a subtask of it.
        case add(under: Todo?)
        case edit(Todo)
    }

    public var purpose: Purpose
    public var text = ""
    public var cursorFromEnd = 0
    public var history: HistoryPosition?
    /// Why Enter was refused (the calendars' writer, or the words).
    public var error: String?

    public init(purpose: Purpose, text: String = "") {
        self.purpose = purpose
        self.text = text
    }
}

/// The keys of the task panel that are its own.
public enum TaskPanelKey: Equatable, Sendable {
    /// `a`: a task beside the highlighted one (under the same parent);
    /// `A`: a subtask of the highlighted one.
    case add, addSubtask
    case edit, toggleDone, delete, showDone
    /// `Enter`: the highlighted task's due day on the calendar.
    case goToDue
}

/// One line of the panel: a task and how deep it sits under parents.
public struct TaskRow: Equatable, Sendable {
    public let todo: Todo
    public let depth: Int
}

/// What the task line's words say: a title, and a due day or time.
public struct TaskWords: Equatable, Sendable {
    public var summary: String
    public var due: Todo.When?
    /// A calendar named with `#name`.
    public var calendar: String?
}

extension TaskPanel {
    /// The tasks as the panel lists them: open ones (and done ones when
    /// shown) by due date, priority and title, each parent's subtasks
    /// (RELATED-TO) under it, indented. A subtask whose parent is not
    /// listed stands on its own.
    public static func rows(_ tasks: [Todo], showsDone: Bool) -> [TaskRow] {
        Todo.tree(tasks.filter { showsDone || $0.isOpen }).map { TaskRow(todo: $0.todo, depth: $0.depth) }
    }
}

extension AppState {
    /// The rows of the open task panel (none when it is not open).
    public var taskRows: [TaskRow] {
        guard case .tasks(let panel) = overlay else { return [] }
        return TaskPanel.rows(taskList.all, showsDone: panel.showsDone)
    }

    /// `T`: the task panel, or closed again.
    mutating func toggleTasks() {
        if case .tasks = overlay { overlay = .none } else { overlay = .tasks(TaskPanel()) }
    }

    /// ↑ ↓ in the panel.
    mutating func moveTaskSelection(by offset: Int) {
        guard case .tasks(var panel) = overlay else { return }
        let count = TaskPanel.rows(taskList.all, showsDone: panel.showsDone).count
        panel.selected = min(max(0, panel.selected + offset), max(0, count - 1))
        overlay = .tasks(panel)
    }

    /// A key of the panel's own.
    mutating func taskKey(_ key: TaskPanelKey) -> [Effect] {
        guard case .tasks(var panel) = overlay else { return [] }
        let rows = TaskPanel.rows(taskList.all, showsDone: panel.showsDone)
        let selected = rows.indices.contains(panel.selected) ? rows[panel.selected].todo : nil
        switch key {
        case .showDone:
            panel.showsDone.toggle()
            // The highlighted task stays highlighted.
            let now = TaskPanel.rows(taskList.all, showsDone: panel.showsDone)
            panel.selected = selected.flatMap { task in now.firstIndex { $0.todo == task } } ?? 0
            overlay = .tasks(panel)
            return []
        case .add, .addSubtask:
            startAddingTask(key == .addSubtask, rows: rows, in: &panel)
            return []
        case .goToDue:
            guard let selected else { return [] }
            guard let due = selected.due else {
                message = words.tasks.noDueDay(selected.summary)
                return []
            }
            overlay = .none
            jump(to: due.date)
            return []
        case .edit, .toggleDone, .delete:
            guard let task = selected else {
                message = panel.showsDone ? words.tasks.noTasksAddOne : words.tasks.noOpenTasksAddOne
                return []
            }
            guard isWritable(task) else {
                message = words.tasks.readOnlyTask(task.summary, task.calendar)
                return []
            }
            switch key {
            case .edit:
                panel.input = TaskInput(purpose: .edit(task), text: Self.editText(of: task))
                overlay = .tasks(panel)
                return []
            case .delete: return requestTasks([.delete(task)])
            default: return requestTasks([task.isOpen ? .complete(task) : .reopen(task)])
            }
        }
    }

    /// What `e` starts from: the title, then the due day (and time) as the
    /// task line reads them back.
    static func editText(of task: Todo) -> String {
        // In quotes, the title is read as it is (its words are no day, no
        // repeat, no calendar), unless it has quotes of its own.
        let line = PrintableText.oneLine(task.summary)
        let title = line.contains("\"") ? line : "\"\(line)\""
        guard let due = task.due else { return title }
        return title + " " + due.text
    }

    mutating func requestTasks(_ asked: [TaskChange]) -> [Effect] {
        // Tasks are worded by their receipts; the events' wording has nothing to add.
        changes.requested = []
        changes.step = .change
        return [.changeTasks(asked)]
    }

    /// What the task line's words say, for the preview and for Enter;
    /// nil with the reason when Enter would refuse them.
    func taskWords(_ text: String) -> Result<TaskWords, TaskRefusal> {
        let parse = QuickAdd.parse(text, in: QuickAddContext(today: today, days: today...today, firstWeekday: firstWeekday,
                                                             calendars: writeTargets.map(\.name)))
        let event: QuickAddEvent
        switch parse.outcome {
        case .failure(let refusal):
            return .failure(.quickAdd(refusal))
        case .success(let found): event = found
        }
        // A task has a title and a due day or time: what else an event
        // takes is said, not dropped.
        let characters = Array(text)
        if let other = parse.spans.first(where: { [.repeatRule, .length, .alarm, .zone, .notUnderstood].contains($0.role) }) {
            let words = String(characters[other.range])
            return .failure(.notForTasks(words))
        }
        let roles = Set(parse.spans.map(\.role))
        // One due day or time: a span of days or hours is the event's kind of time, not a task's.
        let timeSpans = parse.spans.filter { $0.role == .time || $0.role == .date }
        let clockWords = parse.spans.filter { $0.role == .time }.map { String(characters[$0.range]) }
        let isRange: Bool = switch event.timing {
        case .allDay(let first, let last): first != last
        case .timed: clockWords.count > 1
            || clockWords.contains { $0.contains("-") || $0.contains("–") || $0.contains("~") || $0.contains(" to ") || $0.contains("까지") }
        }
        if isRange {
            let first = timeSpans.map(\.range.lowerBound).min() ?? 0, last = timeSpans.map(\.range.upperBound).max() ?? characters.count
            let words = String(characters[first..<max(first, last)])
            return .failure(.dueIsASpan(words))
        }
        var due: Todo.When?
        switch event.timing {
        case .timed(let start, _) where roles.contains(.time): due = .time(start, instant: nil)
        case .timed(let start, _) where roles.contains(.date): due = .date(start.date)
        case .allDay(let first, _) where roles.contains(.date) || roles.contains(.allDay): due = .date(first)
        default: due = nil
        }
        return .success(TaskWords(summary: event.title, due: due, calendar: event.calendar))
    }

    /// Enter on the task line: the task added or changed.
    mutating func submitTaskInput() -> [Effect] {
        guard case .tasks(var panel) = overlay, var input = panel.input else { return [] }
        let words: TaskWords
        switch taskWords(input.text) {
        case .failure(let refusal):
            input.error = refusal.said(by: self.words)
            panel.input = input
            overlay = .tasks(panel)
            return []
        case .success(let found): words = found
        }
        switch input.purpose {
        case .add(let parent):
            return addTask(words, under: parent, input: input, panel: &panel)
        case .edit(let task):
            if let calendar = words.calendar {
                input.error = self.words.tasks.staysInCalendar(calendar, task.calendar)
                panel.input = input
                overlay = .tasks(panel)
                return []
            }
            // What was not changed is kept as it was: a title of several
            // lines (shown on one), a due time with seconds (shown to the minute).
            let summary = words.summary == PrintableText.oneLine(task.summary) ? task.summary : words.summary
            let due = words.due?.local == task.due.map(Self.toTheMinute) ? task.due : words.due
            if let due, let start = task.start, due < start {
                input.error = self.words.tasks.dueBeforeStart(due.text, start.text)
                panel.input = input
                overlay = .tasks(panel)
                return []
            }
            guard summary != task.summary || due != task.due else {
                panel.input = nil
                overlay = .tasks(panel)
                message = self.words.events.nothingChanged
                return []
            }
            return requestTasks([.edit(task, summary: summary, due: due)])
        }
    }

    /// A due day or time as the task line reads it back: to the minute.
    private static func toTheMinute(_ when: Todo.When) -> LocalDateTime {
        let local = when.local
        return LocalDateTime(date: local.date, secondsOfDay: local.secondsOfDay / 60 * 60)
    }

    /// Where a new task goes: the calendar typed (`#name`), else the
    /// highlighted task's when dal may change it, else the first calendar
    /// that holds tasks, else where new events go.
    func taskTarget(named name: String?, panel: TaskPanel) -> CalendarInfo? {
        let targets = writeTargets
        if let name, let named = targets.first(where: { $0.name == name }) { return named }
        let rows = TaskPanel.rows(taskList.all, showsDone: panel.showsDone)
        let paths = (rows.indices.contains(panel.selected) ? [rows[panel.selected].todo] : []) + taskList.all
        for task in paths where calendars.indices.contains(task.calendarIndex) {
            if let found = targets.first(where: { $0.path == calendars[task.calendarIndex].path }) { return found }
        }
        return targets.first { isNewEventsCalendar($0) } ?? targets.first
    }

    /// The writer's answer to the panel: the line closes on success, or
    /// keeps the words and says why not.
    mutating func taskChangesApplied(_ receipts: [WriteReceipt], error: String?) -> Bool {
        guard case .tasks(var panel) = overlay else { return false }
        if let error, var input = panel.input {
            input.error = receipts.isEmpty ? error : words.events.thenFailed(Self.summary(of: receipts, words: words.events), error)
            panel.input = input
        } else if let error {
            message = error
        } else {
            // The highlight goes to the task written: one added, changed, or
            // brought back by `u` (a task completed and hidden lets it stay
            // in its row).
            panel.follows = receipts.first?.path
            panel.input = nil
            message = Self.summary(of: receipts, words: words.events)
        }
        overlay = .tasks(panel)
        return true
    }
}
