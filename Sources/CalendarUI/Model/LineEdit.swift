/// One change to a prompt's line, as readline and every shell make them.
public enum LineEdit: Equatable, Sendable {
    /// Typed or pasted text, at the cursor.
    case insert(String)
    /// Backspace, Delete.
    case deleteBackward, deleteForward
    /// ← → (Ctrl-B, Ctrl-F), Home End (Ctrl-A, Ctrl-E).
    case left, right, home, end
    /// Ctrl-U, Ctrl-K: the text before / after the cursor.
    case deleteToStart, deleteToEnd
    /// Ctrl-W: the word before the cursor (and the spaces after it).
    case deleteWordBackward
}

/// The text of a prompt and its cursor. The cursor is counted in
/// characters from the end, so that text which arrives at the end (the
/// usual typing) keeps it there without being told.
public struct PromptLine: Equatable, Sendable {
    public var text: String
    public var cursorFromEnd: Int

    public init(text: String = "", cursorFromEnd: Int = 0) {
        self.text = text
        self.cursorFromEnd = min(max(0, cursorFromEnd), text.count)
    }

    /// The characters before and after the cursor.
    public var beforeCursor: Substring { text.dropLast(cursorFromEnd) }
    public var afterCursor: Substring { text.suffix(cursorFromEnd) }

    /// Most characters a prompt holds: far more than any date, event or
    /// search needs, and few enough that every key, and every frame, is
    /// answered at once (a paste of 30,000 characters froze the screen
    /// for a minute and a half, each key's edit and preview going through
    /// the whole text).
    public static let maximumLength = 1_000

    /// Applies `edit`; true when an insert was cut to `maximumLength`.
    @discardableResult
    public mutating func apply(_ edit: LineEdit) -> Bool {
        var before = beforeCursor
        var after = afterCursor
        var cut = false
        switch edit {
        case .insert(let typed):
            let cleaned = Self.oneLine(typed)
            let room = max(0, Self.maximumLength - before.count - after.count)
            cut = cleaned.count > room
            before += cut ? String(cleaned.prefix(room)) : cleaned
        case .deleteBackward: _ = before.popLast()
        case .deleteForward: _ = after.popFirst()
        case .left: if let last = before.popLast() { after.insert(last, at: after.startIndex) }
        case .right: if let first = after.popFirst() { before.append(first) }
        case .home: after = before + after; before = ""
        case .end: before += after; after = ""
        case .deleteToStart: before = ""
        case .deleteToEnd: after = ""
        case .deleteWordBackward:
            while before.last?.isWhitespace == true { before.removeLast() }
            while before.last.map({ !$0.isWhitespace }) == true { before.removeLast() }
        }
        text = String(before + after)
        cursorFromEnd = after.count
        return cut
    }

    /// A paste's line breaks and tabs become spaces and other control
    /// characters go: a prompt is one line, and what is typed is shown.
    static func oneLine(_ typed: String) -> String {
        String(typed.compactMap { character -> Character? in
            guard character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return character }
            return character.isWhitespace || character.isNewline ? " " : nil
        })
    }
}

/// What was entered in the prompts in this session, newest last, for ↑ ↓.
public struct PromptHistory: Equatable, Sendable {
    public static let limit = 100
    public private(set) var entries: [String] = []

    public init() {}

    /// Remembers an entered line (once: entering it again moves it to
    /// the newest place).
    public mutating func remember(_ line: String) {
        let line = line.trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { return }
        entries.removeAll { $0 == line }
        entries.append(line)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }
}

/// Where ↑ ↓ are in the history while a prompt is open: which entry is
/// shown (counted back from the newest) and what was typed before the
/// first ↑, which ↓ past the newest brings back.
public struct HistoryPosition: Equatable, Sendable {
    public var back: Int
    public var draft: String
}

extension PromptLine {
    /// ↑ (-1) or ↓ (+1) through `history`: the older or newer entry, with
    /// the cursor at its end; below the newest, the draft again.
    mutating func recall(_ step: Int, from history: PromptHistory, position: inout HistoryPosition?) {
        let current = position ?? HistoryPosition(back: 0, draft: text)
        let back = min(max(0, current.back - step), history.entries.count)
        guard back != current.back else { return }
        position = HistoryPosition(back: back, draft: current.draft)
        self = PromptLine(text: back == 0 ? current.draft : history.entries[history.entries.count - back])
    }
}

/// A prompt that is edited as a line: the go-to and the event prompt.
protocol LinePrompt {
    var text: String { get set }
    var cursorFromEnd: Int { get set }
    var history: HistoryPosition? { get set }
    var error: String? { get set }
}

extension LinePrompt {
    var line: PromptLine {
        get { PromptLine(text: text, cursorFromEnd: cursorFromEnd) }
        set { text = newValue.text; cursorFromEnd = newValue.cursorFromEnd }
    }

    /// A line editing key: the text changed clears the refusal shown.
    /// True when an insert was cut to the longest line.
    @discardableResult
    mutating func edit(_ edit: LineEdit) -> Bool {
        let before = text
        let cut = line.apply(edit)
        if text != before { error = nil }
        return cut
    }

    /// ↑ (-1) ↓ (+1): an older or newer entry of `history`.
    mutating func recall(_ step: Int, from entries: PromptHistory) {
        var recalled = line
        var position = history
        recalled.recall(step, from: entries, position: &position)
        if recalled.text != text { error = nil }
        line = recalled
        history = position
    }
}
