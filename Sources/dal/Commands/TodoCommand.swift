import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import Persistence

/// `dal todo`: the tasks (VTODO) in the calendars' folders, shared with
/// todoman, Thunderbird, Nextcloud Tasks and phones.
struct TodoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "List, add and complete tasks (VTODO) in the calendars' folders.",
        subcommands: [TodoListCommand.self, TodoAddCommand.self, TodoDoneCommand.self],
        defaultSubcommand: TodoListCommand.self
    )

    /// Every task of the calendars `sources` names, its problems said on stderr.
    static func read(_ sources: SourceOptions) throws -> [Todo] {
        let calendars: [CalendarInfo]
        do {
            calendars = try CalendarLoader.describe(try sources.readSetting.paths, writable: try sources.writableFolders)
        } catch {
            StandardStreams.reportError("\(error)")
            throw ExitCode(ExitStatus.dataError)
        }
        let (todos, problems) = TodoReading.read(calendars)
        for problem in problems { StandardStreams.reportError(problem) }
        return todos
    }

    /// The open tasks in the order `dal todo list` numbers them: subtasks under their parents.
    static func openInOrder(_ todos: [Todo]) -> [(todo: Todo, depth: Int)] { Todo.tree(todos.filter(\.isOpen)) }
}

struct TodoListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "The open tasks by due date, then priority (the default).",
        discussion: "Each is numbered as `dal todo done N` takes it. --all adds the completed and cancelled ones, unnumbered."
    )

    @Flag(name: .long, help: "Completed and cancelled tasks too.")
    var all = false

    @Flag(name: .long, help: "A JSON array of the tasks.")
    var json = false

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let todos = try TodoCommand.read(sources)
        let open = TodoCommand.openInOrder(todos)
        let done = all ? Todo.tree(todos.filter { !$0.isOpen }) : []
        if json {
            let objects: [[String: Any]] = (open + done).map(\.todo).map { todo in
                var object: [String: Any] = ["uid": todo.uid, "summary": todo.summary, "calendar": todo.calendar, "open": todo.isOpen,
                                             "priority": todo.priority, "percentComplete": todo.percentComplete,
                                             "categories": todo.categories, "file": todo.path]
                if let due = todo.due { object["due"] = due.text }
                if let start = todo.start { object["start"] = start.text }
                if let status = todo.status { object["status"] = status }
                if let completed = todo.completed { object["completed"] = completed }
                if let rule = todo.rule { object["repeats"] = rule }
                if !todo.relatedTo.isEmpty { object["relatedTo"] = todo.relatedTo }
                return object
            }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        for (index, row) in open.enumerated() { print(Self.line(row.todo, number: "\(index + 1)", depth: row.depth)) }
        for row in done { print(Self.line(row.todo, number: "✓", depth: row.depth)) }
    }

    /// `3  2026-11-30  !1  Write the report  [work]  (repeats)`; a
    /// subtask's title indented under its parent's.
    static func line(_ todo: Todo, number: String, depth: Int = 0) -> String {
        let due = todo.due?.text ?? "-"
        let priority = todo.priority > 0 ? "!\(todo.priority) " : ""
        let repeats = todo.rule != nil ? "  (repeats)" : ""
        let title = todo.title
        let indent = String(repeating: "  ", count: min(depth, 6))
        return "\(number)  \(due)  \(indent)\(priority)\(StandardStreams.printable(title))  [\(todo.calendar)]\(repeats)"
    }
}

struct TodoAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a task to the first calendar dal writes to (--calendar, else the config's, else its own)."
    )

    @Argument(help: ArgumentHelp("What is to be done.", valueName: "title"))
    var words: [String]

    @Option(name: .long, help: ArgumentHelp("When it is due: YYYY-MM-DD, or YYYY-MM-DDTHH:MM (local time).", valueName: "when"))
    var due: String?

    @Option(name: .long, help: ArgumentHelp("1 (highest) to 9 (lowest).", valueName: "n"))
    var priority: Int?

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        guard !words.joined().trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("give the task's title.") }
        if let priority, !(1...9).contains(priority) { throw ValidationError("--priority: \(priority) is not 1 to 9.") }
        if let due, Self.when(due) == nil {
            throw ValidationError("--due: '\(due)' is not a date or time. Accepted forms: YYYY-MM-DD or YYYY-MM-DDTHH:MM, e.g. 2026-11-30T09:00.")
        }
    }

    /// `2026-11-30` or `2026-11-30T09:00` (local time).
    static func when(_ text: String) -> Todo.When? {
        let parts = text.split(separator: "T", maxSplits: 1).map(String.init)
        guard let date = try? CivilDate.parse(parts[0]) else { return nil }
        guard parts.count == 2 else { return .date(date) }
        let clock = parts[1].split(separator: ":").map { Int($0) }
        guard parts[1].count == 5, clock.count == 2, let hour = clock[0], let minute = clock[1], (0..<24).contains(hour),
              (0..<60).contains(minute) else { return nil }
        return .time(LocalDateTime(date: date, secondsOfDay: hour * 3600 + minute * 60), instant: nil)
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        guard let calendar = try sources.defaultCalendar else {
            StandardStreams.reportError("no calendar to write to: give one with --calendar FOLDER")
            throw ExitCode(ExitStatus.usage)
        }
        let title = words.joined(separator: " ")
        do {
            let receipt = try VdirWriter(writable: try sources.writableFolders)
                .addTodo(summary: title, due: due.flatMap(Self.when), priority: priority ?? 0, to: calendar)
            print("added \"\(StandardStreams.printable(title))\" to \(receipt.path)")
        } catch {
            StandardStreams.reportError("\(error)")
            throw ExitCode(ExitStatus.outputError)
        }
    }
}

struct TodoDoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Complete a task: its number in `dal todo list`, its UID, or words of its title only it has.",
        discussion: "A repeating task gets its next instance as todoman makes it: a new task at the next date of its RRULE."
    )

    @Argument(help: ArgumentHelp("Which task.", valueName: "task"))
    var words: [String]

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let open = TodoCommand.openInOrder(try TodoCommand.read(sources)).map(\.todo)
        let query = words.joined(separator: " ")
        let found: [Todo]
        if let number = Int(query), (1...open.count).contains(number) {
            found = [open[number - 1]]
        } else if let byUID = open.first(where: { $0.uid == query }) {
            found = [byUID]
        } else {
            found = open.filter { $0.summary.localizedCaseInsensitiveContains(query) }
        }
        guard found.count == 1, let todo = found.first else {
            StandardStreams.reportError(found.isEmpty ? "no open task is \"\(query)\" (dal todo list numbers them)"
                : "\(found.count) open tasks match \"\(query)\"; give its number from dal todo list")
            throw ExitCode(1)
        }
        do {
            let receipts = try VdirWriter(writable: try sources.writableFolders).complete(todo)
            print("completed \"\(StandardStreams.printable(todo.summary))\"" + (receipts.count > 1 ? "; the next one is in \(receipts[1].path)" : ""))
        } catch {
            StandardStreams.reportError("\(error)")
            throw ExitCode(ExitStatus.outputError)
        }
    }
}
