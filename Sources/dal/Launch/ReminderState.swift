import Foundation
import Persistence

/// What `dal remind` keeps between runs, in `$XDG_STATE_HOME/dal/reminders.json`:
/// when it last looked, and which firings it delivered (by `DueAlarm.key`)
/// that a clock set back could bring round again. Written atomically; a
/// torn, foreign or missing file is a first run (no storm of old alarms).
struct ReminderState: Equatable {
    /// The clock (seconds since 1970) at the end of the last run.
    var lastRun: Int?
    /// Delivered firings still recent enough to matter, by key: their time.
    var delivered: [String: Int] = [:]

    static let fileName = "reminders.json"

    /// The state at `path`, and what was wrong with the file, if anything.
    static func read(_ path: String) -> (state: ReminderState, problem: String?) {
        let bytes: [UInt8]?
        do { bytes = try BoundedFileReader.read(path, limit: 16 << 20) } catch {
            return (ReminderState(), "\(path): \(error); starting afresh")
        }
        guard let bytes else { return (ReminderState(), nil) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], object["version"] as? Int == 1,
              let delivered = object["delivered"] as? [String: Int] else {
            return (ReminderState(), "\(path) is not a state dal wrote (torn or changed by hand); starting afresh: only alarms of "
                + "the last grace period can go off")
        }
        return (ReminderState(lastRun: object["lastRun"] as? Int, delivered: delivered), nil)
    }

    func write(to path: String) throws {
        let object: [String: Any] = ["version": 1, "lastRun": lastRun as Any, "delivered": delivered]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        try AtomicFileWriter.write(Array(data), to: path)
    }
}
