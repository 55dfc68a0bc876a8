import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import Storage
import SystemServices

/// `dal todo`: the tasks (VTODO) in the calendars' folders, shared with
/// todoman, Thunderbird, Nextcloud Tasks and phones.
struct TodoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: CommandHelp.words.todo.abstract,
        subcommands: [TodoListCommand.self, TodoAddCommand.self, TodoDoneCommand.self, TodoDeleteCommand.self],
        defaultSubcommand: TodoListCommand.self
    )

    /// Every task of the calendars `sources` names, its problems said on
    /// stderr, and the folders they were read from.
    static func read(_ sources: SourceOptions) throws -> (todos: [Todo], folders: Set<String>) {
        // The one reading of the calendars, through the cache: a file
        // unchanged since it was last read is not read again.
        let reading = CalendarReading(paths: try sources.readSetting.paths, writable: try sources.writableFolders,
                                      cache: SourceOptions.cacheFolder)
        do { try reading.readAll() } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.dataError)
        }
        let calendars = reading.calendarInfos
        let (todos, problems) = reading.todos
        for problem in problems { StandardStreams.reportError(RunWords.files.describe(calendarProblem: problem)) }
        let folders = calendars.map { Folders.isDirectory($0.path) ? $0.path : AtomicFileWriter.parentDirectory(of: $0.path) }
        return (todos, Set(folders))
    }

    /// The open tasks in the order `dal todo list` shows them (subtasks
    /// under their parents), each with its number (`TaskNumbers`: the
    /// same task keeps its number from one command to the next).
    static func openNumbered(_ todos: [Todo], folders: Set<String>) -> [(todo: Todo, depth: Int, number: Int)] {
        let open = Todo.tree(todos.filter(\.isOpen))
        var numbers = TaskNumbers(path: TaskNumbers.defaultPath(environment: ProcessEnvironment.all))
        let assigned = numbers.assign(open.map(\.todo), folders: folders)
        numbers.save()
        return zip(open, assigned).map { ($0.todo, $0.depth, $1) }
    }

    /// The one open task `words` names: its number in `dal todo list`,
    /// its UID, or words of its title no other open task has.
    static func find(_ words: [String], in open: [(todo: Todo, depth: Int, number: Int)]) throws -> Todo {
        let query = words.joined(separator: " ")
        let found: [Todo]
        if let number = Int(query.trimmingCharacters(in: .whitespaces)) {
            found = open.filter { $0.number == number }.map(\.todo)
            guard !found.isEmpty else {
                StandardStreams.reportError(RunWords.output.noTaskNumbered(number))
                throw ExitCode(1)
            }
        } else if let byUID = open.first(where: { $0.todo.uid == query }) {
            found = [byUID.todo]
        } else {
            found = open.map(\.todo).filter { $0.summary.localizedCaseInsensitiveContains(query) }
        }
        guard found.count == 1, let todo = found.first else {
            StandardStreams.reportError(found.isEmpty ? RunWords.output.noTaskMatches(StandardStreams.printable(query))
                : RunWords.output.manyTasksMatch(found.count, StandardStreams.printable(query)))
            throw ExitCode(1)
        }
        return todo
    }
}

struct TodoListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: CommandHelp.words.todo.listAbstract,
        discussion: CommandHelp.words.todo.listDiscussion
    )

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.todo.all))
    var all = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.todo.json))
    var json = false

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let (todos, folders) = try TodoCommand.read(sources)
        let open = TodoCommand.openNumbered(todos, folders: folders)
        let done = all ? Todo.tree(todos.filter { !$0.isOpen }) : []
        if json {
            let rows = open.map { ($0.todo, Optional($0.number)) } + done.map { ($0.todo, Int?.none) }
            let objects: [[String: Any]] = rows.map { todo, number in
                var object: [String: Any] = ["uid": todo.uid, "summary": todo.summary, "calendar": todo.calendar, "open": todo.isOpen,
                                             "priority": todo.priority, "percentComplete": todo.percentComplete,
                                             "categories": todo.categories, "file": todo.path]
                if let number { object["id"] = number }
                if let due = todo.due { object["due"] = due.text }
                if let start = todo.start { object["start"] = start.text }
                if let status = todo.status { object["status"] = status }
                if let completed = todo.completed { object["completed"] = completed }
                if let rule = todo.rule { object["repeats"] = rule }
                if !todo.relatedTo.isEmpty { object["relatedTo"] = todo.relatedTo }
                return object
            }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            print(StandardStreams.json(data))
            return
        }
        for row in open { print(Self.line(row.todo, number: "\(row.number)", depth: row.depth)) }
        for row in done { print(Self.line(row.todo, number: "✓", depth: row.depth)) }
    }

    /// `3  2026-11-30  !1  Write the report  [work]  (repeats)`; a
    /// subtask's title indented under its parent's.
    static func line(_ todo: Todo, number: String, depth: Int = 0) -> String {
        let due = todo.due?.text ?? "-"
        let priority = todo.priority > 0 ? "!\(todo.priority) " : ""
        let repeats = todo.rule != nil ? "  " + RunWords.output.repeats : ""
        let title = todo.title
        let indent = String(repeating: "  ", count: min(depth, 6))
        return "\(number)  \(due)  \(indent)\(priority)\(StandardStreams.printable(title))  [\(StandardStreams.printable(todo.calendar))]\(repeats)"
    }
}

struct TodoAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: CommandHelp.words.todo.addAbstract
    )

    @Argument(help: ArgumentHelp(CommandHelp.words.todo.title, valueName: "title"))
    var words: [String]

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.todo.due, valueName: "when"))
    var due: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.todo.priority, valueName: "n"))
    var priority: Int?

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        guard !words.joined().trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError(RunWords.options.giveTaskTitle) }
        if let priority, !(1...9).contains(priority) { throw ValidationError(RunWords.options.priorityRange(priority)) }
        if let due, Self.when(due) == nil {
            throw ValidationError(RunWords.options.notADue(StandardStreams.printable(due)))
        }
    }

    /// `2026-11-30` or `2026-11-30T09:00` (local time); nil for anything else.
    static func when(_ text: String) -> Todo.When? {
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, let date = try? CivilDate.parse(first) else { return nil }
        guard parts.count == 2 else { return .date(date) }
        let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts[1].count == 5, clock.count == 2, let hour = clock[0], let minute = clock[1], (0..<24).contains(hour),
              (0..<60).contains(minute) else { return nil }
        return .time(LocalDateTime(date: date, secondsOfDay: hour * 3600 + minute * 60), instant: nil)
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        guard let calendar = try sources.newEventsCalendar else {
            StandardStreams.reportError(RunWords.output.noCalendarForTasks)
            throw ExitCode(ExitStatus.usage)
        }
        let title = words.joined(separator: " ")
        do {
            let receipt = try VdirWriter(writable: try sources.writableFolders)
                .addTodo(summary: title, due: due.flatMap(Self.when), priority: priority ?? 0, to: calendar)
            print(RunWords.output.taskAdded(StandardStreams.printable(title), receipt.path))
        } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.outputError)
        }
    }
}

struct TodoDoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: CommandHelp.words.todo.doneAbstract,
        discussion: CommandHelp.words.todo.doneDiscussion
    )

    @Argument(help: ArgumentHelp(CommandHelp.words.todo.task, valueName: "task"))
    var words: [String]

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        guard !words.joined().trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError(RunWords.options.sayWhichTask) }
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let (todos, folders) = try TodoCommand.read(sources)
        let todo = try TodoCommand.find(words, in: TodoCommand.openNumbered(todos, folders: folders))
        do {
            let receipts = try VdirWriter(writable: try sources.writableFolders).complete(todo)
            let title = StandardStreams.printable(todo.summary)
            print(receipts.count > 1 ? RunWords.output.taskCompletedWithNext(title, receipts[1].path) : RunWords.output.taskCompleted(title))
        } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.outputError)
        }
    }
}

struct TodoDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: CommandHelp.words.todo.deleteAbstract,
        discussion: CommandHelp.words.todo.deleteDiscussion
    )

    @Argument(help: ArgumentHelp(CommandHelp.words.todo.task, valueName: "task"))
    var words: [String]

    @OptionGroup var sources: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        guard !words.joined().trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError(RunWords.options.sayWhichTask) }
    }

    func run() throws {
        try LoadedConfig.check()
        try display.applyTimeZone()
        let (todos, folders) = try TodoCommand.read(sources)
        let todo = try TodoCommand.find(words, in: TodoCommand.openNumbered(todos, folders: folders))
        do {
            _ = try VdirWriter(writable: try sources.writableFolders).delete(todo)
            print(RunWords.output.taskDeleted(StandardStreams.printable(todo.summary)))
        } catch {
            StandardStreams.report(error)
            throw ExitCode(ExitStatus.outputError)
        }
    }
}
