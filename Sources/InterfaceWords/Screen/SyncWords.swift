/// The sync command run from inside dal (`S`, config `[sync]`): the status
/// line while it runs, how it ended, and the message log's lines. The
/// status line names the program (`vdirsyncer`); the log's heading names
/// the whole command, as configured.
public struct SyncWords: Sendable {
    /// Beside the spinner while it runs.
    public let running: String
    /// After `q` during a sync (the quit key, the cancel key as bound).
    public let quitsWhenDone: Phrase<(String, String)>
    /// Esc after that `q`.
    public let stays: String
    /// `S` with no command configured, and how to set one.
    public let notConfigured: String
    /// `S` during a sync (the command).
    public let alreadyRunning: Phrase<String>
    public let succeeded: Phrase<String>
    /// It exited with a status other than 0 (command, status).
    public let failed: Phrase<(String, Int)>
    /// A signal ended it (command, signal number).
    public let killed: Phrase<(String, Int)>
    /// Past its time limit (command, seconds): stopped.
    public let timedOut: Phrase<(String, Int)>
    /// It could not be started (command, why).
    public let notStarted: Phrase<(String, String)>
    /// dal stopped it.
    public let stopped: Phrase<String>
    /// The message log's heading over its last lines (command).
    public let lastLines: Phrase<String>
}
