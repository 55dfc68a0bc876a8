/// The sync command dal runs from inside (`S`, config `[sync]`), as the
/// reducer knows it: whether there is one, and when it runs by itself.
/// The command's words and its time limit are the runner's
/// (`Effect.startSync` carries nothing).
public struct SyncSchedule: Equatable, Sendable {
    /// The command as configured, for messages (`vdirsyncer sync`).
    public var command: String
    /// `after-write`: a sync after dal writes a change (batched).
    public var afterWrite = false
    /// `every`: a sync this often while dal is open (minutes).
    public var everyMinutes: Int?

    /// The program's name, as the status line says it (`vdirsyncer`): the
    /// whole command, with its paths, goes to the message log.
    public var name: String {
        let program = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? command
        return program.split(separator: "/").last.map(String.init) ?? program
    }

    public init(command: String, afterWrite: Bool = false, everyMinutes: Int? = nil) {
        self.command = command
        self.afterWrite = afterWrite
        self.everyMinutes = everyMinutes
    }
}

/// How a sync ended (`Action.syncEnded`).
public enum SyncOutcome: Equatable, Sendable {
    /// It exited with status 0.
    case succeeded
    /// It exited with another status (minus a signal that ended it).
    case failed(status: Int, lastLines: [String])
    /// It ran past its time limit (seconds) and was stopped.
    case timedOut(seconds: Int, lastLines: [String])
    /// It could not be started (not installed, not executable).
    case notStarted(reason: String)
    /// dal stopped it (quitting).
    case stopped
}

/// The sync feature: one at a time, the writes waiting for one, the
/// spinner, and a quit that waits for it.
public struct SyncState: Equatable, Sendable {
    /// A sync command is running.
    public internal(set) var running = false
    /// The spinner's frame on the status line while it runs.
    public internal(set) var spinnerFrame = 0
    /// dal wrote a change while a sync ran (`after-write`): one more after it.
    var wantsAnother = false
    /// The batch timer is waiting for writes to settle (`after-write`).
    var batchPending = false
    /// The periodic timer (`every`) is set.
    var everyArmed = false
    /// `q` during a sync: dal quits when it ends.
    public internal(set) var quitsWhenDone = false

    /// Time between two of the spinner's frames.
    static let spinnerMilliseconds = 120
    /// Writes within this long of each other make one sync (`after-write`).
    static let batchMilliseconds = 3000
    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The spinner's character now.
    public var spinner: Character { Self.spinnerFrames[spinnerFrame % Self.spinnerFrames.count] }
}
