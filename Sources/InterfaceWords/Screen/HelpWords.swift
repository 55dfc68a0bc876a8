/// The help overlay (`?`): what each key does, one entry a line, beside
/// its keys as bound.
public struct HelpWords: Sendable {
    public let pages: String
    public let cursor: String
    public let open: String
    public let years: String
    public let select: String
    public let range: String
    public let clearSelection: String
    public let cancel: String
    public let add: String
    public let edit: String
    public let search: String
    /// The open key as bound.
    public let move: Phrase<String>
    public let undo: String
    public let tag: String
    /// What the view key does to the cursor (`opensOnToday` or `keepsCursorDay`).
    public let views: Phrase<String>
    public let opensOnToday: String
    public let keepsCursorDay: String
    /// The open key as bound.
    public let yearAndFreeTime: Phrase<String>
    public let tasks: String
    public let todayAndGoTo: String
    /// The mouse's name in the key column, and what it does.
    public let mouseKey: String
    public let mouse: String
    public let help: String
    public let suspend: String
    public let quit: String
}
