/// What the calendar's keys do, as a value: the defaults, or those of the
/// config file's `[keys]` table. Prompts, lists and panels keep their own
/// keys (typing a title must not page the calendar); so do 0–9 (tags),
/// Ctrl-C, Ctrl-Z and the mouse.
public struct KeyBindings: Equatable, Sendable {
    /// An action a key can be bound to, named as in the config file.
    public enum Command: String, CaseIterable, Sendable {
        case previousPage = "previous-page", nextPage = "next-page"
        case previousDay = "previous-day", nextDay = "next-day"
        case previousWeek = "previous-week", nextWeek = "next-week"
        case previousYear = "previous-year", nextYear = "next-year"
        case select, range, clearSelection = "clear-selection"
        case add, addToSelection = "add-to-selection", edit, editFile = "edit-file", delete, move, undo, redo
        case toggleView = "toggle-view", yearView = "year-view", agendaView = "agenda-view", freeTime = "free-time", tasks, calendars, today, goTo = "go-to"
        case search, nextMatch = "next-match", previousMatch = "previous-match"
        case join, sync
        /// `r`: my answer to an invitation in the calendar.
        case answer
        case open, cancel, help, warning, quit

        var action: Action {
            switch self {
            case .previousPage: .previousPage
            case .nextPage: .nextPage
            case .previousDay: .previousDay
            case .nextDay: .nextDay
            case .previousWeek: .previousWeek
            case .nextWeek: .nextWeek
            case .previousYear: .previousYear
            case .nextYear: .nextYear
            case .select: .toggleSelection
            case .range: .rangeKey
            case .clearSelection: .clearSelection
            case .add: .addEvent(toSelection: false)
            case .addToSelection: .addEvent(toSelection: true)
            case .edit: .editEvent
            case .delete: .deleteEvent
            case .move: .moveEvent
            case .editFile: .editInEditor
            case .undo: .undoChange
            case .redo: .redoChange
            case .toggleView: .toggleMode
            case .yearView: .toggleYear
            case .agendaView: .toggleAgenda
            case .freeTime: .toggleFreeTime
            case .tasks: .toggleTasks
            case .calendars: .toggleCalendarList
            case .today: .goToToday
            case .goTo: .openGoTo
            case .search: .openSearch
            case .nextMatch: .nextMatch(1)
            case .previousMatch: .nextMatch(-1)
            case .join: .joinCall
            case .sync: .sync
            case .answer: .answerInvitation
            case .open: .showAgenda   // .pick in `dal pick`
            case .cancel: .cancel
            case .help: .showHelp
            case .warning: .showNotice
            case .quit: .quit
            }
        }

        /// What the command changes in calendars: nothing in `dal pick`.
        var changesCalendars: Bool { [.add, .addToSelection, .edit, .editFile, .delete, .move, .undo, .redo, .tasks, .sync, .answer].contains(self) }
    }

    public static let standard = KeyBindings(keys: [
        .previousPage: [.left], .nextPage: [.right],
        .previousDay: [.character("h")], .nextDay: [.character("l")],
        .previousWeek: [.character("k"), .up], .nextWeek: [.character("j"), .down],
        .previousYear: [.pageUp], .nextYear: [.pageDown],
        .select: [.character(" ")], .range: [.character("v")], .clearSelection: [.character("C")],
        .add: [.character("a")], .addToSelection: [.character("A")],
        .edit: [.character("e")], .editFile: [.character("E")], .delete: [.character("d")], .move: [.character("m")], .undo: [.character("u")], .redo: [.character("U")],
        .toggleView: [.character("w")], .yearView: [.character("y")], .agendaView: [.character("L")], .freeTime: [.character("F")], .tasks: [.character("T")], .calendars: [.character("c")], .today: [.character("t")], .goTo: [.character("g")],
        .search: [.character("/")], .nextMatch: [.character("n")], .previousMatch: [.character("N")],
        .join: [.character("J")], .sync: [.character("S")], .answer: [.character("r")],
        .open: [.enter], .cancel: [.escape],
        .help: [.character("?")], .warning: [.character("!")], .quit: [.character("q")],
    ])

    /// The keys of each command, in the order they were given.
    public private(set) var keys: [Command: [Key]]
    private var commands: [Key: Command]

    init(keys: [Command: [Key]]) {
        self.keys = keys
        commands = [:]
        for (command, list) in keys { for key in list { commands[key] = command } }
    }

    /// The command a key means on the calendar.
    public func command(for key: Key) -> Command? { commands[key] }

    /// Keys no binding may take: they keep their meaning everywhere.
    public static func isReserved(_ key: Key) -> Bool {
        switch key {
        case .controlC, .controlZ, .control, .paste, .mouseClick, .mouseRelease, .mouseDrag, .wheelUp, .wheelDown: true
        case .character(let c): ("0"..."9").contains(c)
        default: false
        }
    }

    /// A key two commands would share after rebinding: `command` was
    /// given it, and `other` has it too (by default or also rebound).
    public struct Clash: Error, Equatable, Sendable {
        public let key: Key
        public let command: Command
        public let other: Command
        public let otherIsDefault: Bool
    }

    /// These bindings with each command of `overrides` on the keys given
    /// there instead of its own (an empty list unbinds it). Throws the first
    /// key two commands would share, in `overrides`' order.
    public func overriding(_ overrides: [(Command, [Key])]) throws(Clash) -> KeyBindings {
        var table = keys
        for (command, newKeys) in overrides { table[command] = newKeys }
        for (command, newKeys) in overrides {
            for key in newKeys {
                let others = Command.allCases.filter { $0 != command && table[$0]?.contains(key) == true }
                if let other = others.first {
                    throw Clash(key: key, command: command, other: other,
                                otherIsDefault: !overrides.contains { $0.0 == other })
                }
            }
        }
        return KeyBindings(keys: table)
    }

    // MARK: Names

    private static let namedKeys: [(String, Key)] = [
        ("left", .left), ("right", .right), ("up", .up), ("down", .down),
        ("pageup", .pageUp), ("pagedown", .pageDown), ("home", .home), ("end", .end),
        ("enter", .enter), ("escape", .escape), ("esc", .escape), ("tab", .tab), ("backspace", .backspace),
        ("space", .character(" ")),
    ]

    /// The key names the config file takes, for messages.
    public static let keyNameHelp = "one character (a, A, ?, …) or left, right, up, down, pageup, pagedown, home, end, "
        + "enter, escape, tab, backspace, space"

    /// A key from its config name: one character a keyboard types (not a
    /// control or invisible formatting character), or a name.
    public static func key(named name: String) -> Key? {
        if name.count == 1, let character = name.first,
           !character.unicodeScalars.contains(where: { [.control, .format].contains($0.properties.generalCategory) }) {
            return .character(character)
        }
        return namedKeys.first { $0.0 == name.lowercased() }?.1
    }

    /// How a key is written in the config file (and read back).
    public static func configName(of key: Key) -> String {
        if let named = namedKeys.first(where: { $0.1 == key }) { return named.0 }
        if case .character(let c) = key { return String(c) }
        return "\(key)"
    }

    /// How a key is shown in the help: arrows as arrows.
    public static func label(of key: Key) -> String {
        switch key {
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .control(let c): "Ctrl-" + c.uppercased()
        case .character(" "): "Space"
        case .character(let c): String(c)
        default: "\(key)"
        }
    }

    /// The keys of `commands` for the help, one group per command in
    /// order, a command's keys joined by commas: `← →`, `h l k,↑ j,↓`
    /// (`–` for a command without keys).
    public func labels(_ commands: [Command]) -> String {
        let groups = commands.map { (keys[$0] ?? []).map(Self.label) }
        if groups.allSatisfy(\.isEmpty) { return "(unbound)" }
        return groups.map { $0.isEmpty ? "–" : $0.joined(separator: ",") }.joined(separator: " ")
    }

    /// The first key of `command` as the status line names it, nil when
    /// it has none.
    public func firstLabel(_ command: Command) -> String? {
        keys[command]?.first.map(Self.label)
    }
}
