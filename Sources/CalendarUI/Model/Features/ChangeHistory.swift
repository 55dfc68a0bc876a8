import CalendarCore
import InterfaceWords

/// The changes dal made to the calendars since it opened, as the writer's
/// receipts: `u` takes back the newest of `done`, `U` (Ctrl-R) makes the
/// newest of `undone` again. A new change drops `undone`, as editors do.
public struct ChangeHistory: Equatable, Sendable {
    /// What a request to the writer is to the history.
    public enum Step: Equatable, Sendable {
        /// A new change (add, edit, delete, move, a task's, an alarm dismissed).
        case change
        /// `u`: the newest change taken back.
        case undo
        /// `U`: the newest undo taken back.
        case redo
    }

    /// Each receipt holds a file's bytes before and after: the oldest go
    /// past this many, so that a long session does not keep every version.
    static let limit = 100

    /// The changes made (or made again), oldest first; each one the
    /// receipts of one person's change, which `u` takes back together.
    public private(set) var done: [[WriteReceipt]] = []
    /// The receipts of the undos, in the order they were made: the last
    /// is what `U` makes again (by undoing the undo).
    public private(set) var undone: [[WriteReceipt]] = []

    /// The receipts `step` would take back (empty: none).
    func next(_ step: Step) -> [WriteReceipt] {
        switch step {
        case .change: []
        case .undo: done.last ?? []
        case .redo: undone.last ?? []
        }
    }

    /// The history for the message log (`!`), newest first: what was
    /// undone (`U` makes it again, the first of them next), then what was
    /// done (`u` takes back the first of them next), each as the change
    /// first said it (not `undid: …` again).
    public func lines(in words: EventWords) -> [String] {
        undone.map { words.undone(Self.said($0, words: words)) } + done.reversed().map { Self.said($0, words: words) }
    }

    /// `added "X"` for the receipts of an add, of its undo's undo, ….
    private static func said(_ receipts: [WriteReceipt], words: EventWords) -> String {
        var text = Substring(AppState.summary(of: receipts, words: words))
        for prefix in ["undid: ", "redid: "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        return String(text)
    }

    /// The writer wrote `receipts` for a request of `step` (maybe only
    /// part of it before it failed; none when it refused, which leaves the
    /// history as it was).
    mutating func record(_ receipts: [WriteReceipt], of step: Step) {
        guard !receipts.isEmpty else { return }
        switch step {
        case .change:
            push(receipts, onto: &done)
            undone = []
        case .undo: move(receipts, from: &done, to: &undone)
        case .redo: move(receipts, from: &undone, to: &done)
        }
    }

    /// The newest entry of `source` was taken back (its receipts were
    /// undone last first): what was written goes to `target`, and what of
    /// the entry was not reached stays.
    private func move(_ receipts: [WriteReceipt], from source: inout [[WriteReceipt]], to target: inout [[WriteReceipt]]) {
        if let entry = source.popLast(), receipts.count < entry.count { source.append(Array(entry.dropLast(receipts.count))) }
        // Kept as written (the change's last file first): undone last first
        // in turn, a redo writes the files in the change's own order (a
        // move's new file before the old one goes: never a loss).
        push(receipts, onto: &target)
    }

    private func push(_ receipts: [WriteReceipt], onto list: inout [[WriteReceipt]]) {
        list.append(receipts)
        if list.count > Self.limit { list.removeFirst(list.count - Self.limit) }
    }
}
