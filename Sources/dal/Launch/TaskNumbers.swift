import CalendarCore
import Foundation
import Storage

/// The numbers `dal todo list` prints and `dal todo done N` / `delete N`
/// take, as todoman's ids: each task keeps its number while it exists,
/// whatever is added, completed or reordered around it, so that the
/// number read in one listing still names that task in the next command.
/// Kept in `$XDG_STATE_HOME/dal/task-numbers.json` by the task's calendar
/// folder and UID; a number is not given again while dal remembers it.
struct TaskNumbers {
    static let fileName = "task-numbers.json"

    private(set) var numbers: [String: Int] = [:]
    /// The number the next new task gets.
    private(set) var next = 1
    private var changed = false
    let path: String?
    /// A file is at `path` that dal did not write: it is never replaced.
    private var foreign = false

    /// What identifies a task across readings: its folder (its calendar)
    /// and UID.
    static func key(of todo: Todo) -> String {
        AtomicFileWriter.parentDirectory(of: todo.path) + "\u{1F}" + todo.uid
    }

    /// The numbers kept at `path` (none kept, or a file dal did not write:
    /// numbering starts afresh, and the file is not written over).
    init(path: String?) {
        self.path = path
        guard let path, StateFiles.exists(path) else { return }
        guard let bytes = BoundedFileReader.readOwnFile(path, limit: 8 << 20),
              let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              object["version"] as? Int == 1, let numbers = object["numbers"] as? [String: Int], let next = object["next"] as? Int
        else {
            foreign = true
            return
        }
        self.numbers = numbers
        self.next = max(next, (numbers.values.max() ?? 0) + 1)
    }

    /// Numbers for `todos` in the order given: kept ones as they were, new
    /// ones the next free numbers. Tasks gone from the folders read (done,
    /// deleted) are forgotten; those of folders not read this time (another
    /// `--calendar`) are kept.
    mutating func assign(_ todos: [Todo], folders: Set<String>) -> [Int] {
        let keys = todos.map(Self.key)
        do {
            let present = Set(keys)
            let kept = numbers.filter { entry in
                present.contains(entry.key) || !folders.contains(String(entry.key.prefix { $0 != "\u{1F}" }))
            }
            if kept.count != numbers.count {
                numbers = kept
                changed = true
            }
            // Nothing left to confuse with: numbering starts from 1 again.
            if numbers.isEmpty, next != 1 {
                next = 1
                changed = true
            }
        }
        return keys.map { key in
            if let number = numbers[key] { return number }
            numbers[key] = next
            next += 1
            changed = true
            return next - 1
        }
    }

    /// Writes the numbers when they changed. A failure is said, not fatal:
    /// the listing stands, and the numbers are given again next time.
    mutating func save() {
        guard changed, let path else { return }
        guard !foreign else {
            StandardStreams.reportWarning(RunWords.launch.taskNumbersForeign(path))
            return
        }
        let object: [String: Any] = ["version": 1, "next": next, "numbers": numbers]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        do {
            try StateFiles.write(Array(data), to: path)
            changed = false
        } catch {
            StandardStreams.reportWarning(RunWords.launch.taskNumbersNotKept(path, StandardStreams.describe(error)))
        }
    }

    /// The file in dal's state folder, when there is one.
    static func defaultPath(environment: [String: String]) -> String? {
        Store.stateFolder(environment: environment).map { $0 + "/" + fileName }
    }
}
