/// A task (VTODO, RFC 5545 3.6.2) as todoman, Thunderbird, Nextcloud Tasks
/// and phones keep them in the same vdir folders as events.
public struct Todo: Equatable, Sendable {
    /// The summary as one line to show, as an event's (`EventOccurrence.title`):
    /// control characters as spaces, an empty one reads "(no title)".
    public var title: String {
        let line = PrintableText.oneLine(summary)
        return line.isEmpty ? "(no title)" : line
    }

    /// DUE or DTSTART: a date, or a time on the viewer's clock.
    public enum When: Equatable, Sendable, Comparable {
        case date(CivilDate)
        /// The local wall clock, and the instant when the time names one.
        case time(LocalDateTime, instant: Int?)

        /// Where it sorts: a date at the start of its day.
        public var local: LocalDateTime {
            switch self {
            case .date(let date): LocalDateTime(date: date)
            case .time(let time, _): time
            }
        }

        public var date: CivilDate { local.date }

        public static func < (a: When, b: When) -> Bool { a.local < b.local }

        /// `2026-11-30` or `2026-11-30 09:00`.
        public var text: String {
            switch self {
            case .date(let date): date.description
            case .time(let time, _): "\(time.date) \(time.timeText)"
            }
        }
    }

    public var uid: String
    public var summary: String
    public var due: When?
    public var start: When?
    /// 1 (highest) to 9 (lowest); 0: none given.
    public var priority: Int
    /// NEEDS-ACTION, IN-PROCESS, COMPLETED, CANCELLED (uppercased); nil: none given.
    public var status: String?
    public var percentComplete: Int
    /// COMPLETED as written (a UTC time, `20261126T101500Z`).
    public var completed: String?
    public var categories: [String]
    /// RRULE as written: a repeating task.
    public var rule: String?
    /// RELATED-TO: the UIDs of its parent tasks.
    public var relatedTo: [String]
    /// The file and its calendar's name.
    public var path: String
    public var calendar: String
    /// The calendar's index among those read together (as events carry it).
    public var calendarIndex = 0

    public init(uid: String, summary: String, due: When? = nil, start: When? = nil, priority: Int = 0, status: String? = nil,
                percentComplete: Int = 0, completed: String? = nil, categories: [String] = [], rule: String? = nil,
                relatedTo: [String] = [], path: String = "", calendar: String = "") {
        self.uid = uid
        self.summary = summary
        self.due = due
        self.start = start
        self.priority = priority
        self.status = status
        self.percentComplete = percentComplete
        self.completed = completed
        self.categories = categories
        self.rule = rule
        self.relatedTo = relatedTo
        self.path = path
        self.calendar = calendar
    }

    /// The same task in another reading (changed, or moved in the list):
    /// its calendar and UID.
    public func isSameTask(as other: Todo) -> Bool { uid == other.uid && calendarIndex == other.calendarIndex && calendar == other.calendar }

    /// Not done: neither COMPLETED nor CANCELLED, and no COMPLETED time
    /// (todoman counts either as done).
    public var isOpen: Bool { completed == nil && status != "COMPLETED" && status != "CANCELLED" }

    /// Tasks in list order with each parent's subtasks (RELATED-TO) right
    /// under it, one deeper; a subtask whose parent is not among them
    /// stands on its own. Every task is there once, parents in a circle too.
    public static func tree(_ todos: [Todo]) -> [(todo: Todo, depth: Int)] {
        let listed = todos.sorted(by: listOrder)
        let uids = Set(listed.map(\.uid))
        var children: [String: [Todo]] = [:], roots: [Todo] = []
        for todo in listed {
            if let parent = todo.relatedTo.first(where: { uids.contains($0) && $0 != todo.uid }) {
                children[parent, default: []].append(todo)
            } else {
                roots.append(todo)
            }
        }
        var rows: [(todo: Todo, depth: Int)] = [], placed = Set<String>()
        // Depth first with a stack of its own, not the program's: a chain of
        // subtasks 10,000 deep (or any depth) is as safe as a flat list.
        func place(_ top: Todo) {
            var pending: [(todo: Todo, depth: Int)] = [(top, 0)]
            while let (todo, depth) = pending.popLast() {
                // A UID twice, or parents in a circle, is listed once.
                guard placed.insert(todo.uid + "\u{0}" + todo.path).inserted else { continue }
                rows.append((todo, depth))
                // Reversed onto the stack: the first child comes off first.
                for child in (children[todo.uid] ?? []).reversed() { pending.append((child, depth + 1)) }
            }
        }
        for root in roots { place(root) }
        // Subtasks whose parents form a circle have no root: listed at the end.
        for todo in listed where !placed.contains(todo.uid + "\u{0}" + todo.path) { place(todo) }
        return rows
    }

    /// How `dal todo list` orders them: by due (none last), then priority
    /// (1 first, none last), then title.
    public static func listOrder(_ a: Todo, _ b: Todo) -> Bool {
        switch (a.due, b.due) {
        case (let x?, let y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        let rank = { (todo: Todo) in todo.priority == 0 ? 10 : todo.priority }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        return a.summary != b.summary ? a.summary < b.summary : a.uid < b.uid
    }
}
