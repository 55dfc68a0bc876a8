import InterfaceWords
import QuickAdd

/// Why the task line's words are not a task: the quick add's refusal, or
/// what a task does not take. Worded from the catalog (`said(by:)`).
public enum TaskRefusal: Error, Equatable, Sendable {
    case quickAdd(QuickAddRefusal)
    /// A repeat, length, alarm or zone (the words typed).
    case notForTasks(String)
    /// A span of days or hours (the words typed).
    case dueIsASpan(String)

    public func said(by words: ScreenWords) -> String {
        switch self {
        // The parser speaks of events; here it reads a task.
        case .quickAdd(let refusal) where refusal.problem == .typeTheEvent: words.tasks.typeTheTask
        case .quickAdd(let refusal) where refusal.problem == .giveTheEventATitle: words.tasks.giveTheTaskATitle
        case .quickAdd(let refusal): refusal.said(by: words.refusals)
        case .notForTasks(let typed): words.tasks.notForTasks(typed)
        case .dueIsASpan(let typed): words.tasks.dueIsASpan(typed)
        }
    }

    /// The sentence in English (tests, logs).
    public var reason: String { said(by: .english) }
}
