import Foundation
import Reminders
import Storage

/// `dal remind`'s state in `$XDG_STATE_HOME/dal/reminders.json`. Written
/// atomically, only as a file of dal's own (`StateFiles`); a missing or
/// torn file is a first run (no storm of old alarms), and a file dal did
/// not write is never replaced.
extension ReminderState {
    static let fileName = "reminders.json"

    /// Why a state file is not used.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The state at `path` (a first run's when there is none, or when it is
    /// dal's own cut short: `problem` says so), or why the file there is not
    /// one dal may read and replace.
    static func read(_ path: String) throws(Refusal) -> (state: ReminderState, problem: String?) {
        guard StateFiles.exists(path) else { return (ReminderState(), nil) }
        do { try StateFiles.checkPlace(path) } catch { throw Refusal(description: StandardStreams.describe(error)) }
        // A link or anything but a file of its own is not a state dal wrote
        // (and a FIFO would hold the read).
        guard Folders.isRegularFileItself(path) else {
            throw Refusal(description: RunWords.output.stateNotAFile(path))
        }
        let bytes: [UInt8]?
        do { bytes = try BoundedFileReader.read(path, limit: 16 << 20) } catch { throw Refusal(description: StandardStreams.describe(error)) }
        guard let bytes else { return (ReminderState(), nil) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], object["version"] as? Int == 1,
              let delivered = object["delivered"] as? [String: Int] else {
            // dal writes its keys sorted: its own file, cut short (a disk
            // that filled, a copy interrupted), begins so.
            if bytes.starts(with: Array(#"{"delivered":{"#.utf8)) {
                return (ReminderState(), RunWords.output.stateTorn(path))
            }
            throw Refusal(description: RunWords.output.stateNotDals(path))
        }
        return (ReminderState(lastRun: object["lastRun"] as? Int, delivered: delivered), nil)
    }

    func write(to path: String) throws {
        let object: [String: Any] = ["version": 1, "lastRun": lastRun as Any, "delivered": delivered]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        try StateFiles.write(Array(data), to: path)
    }
}
