/// What the full screen's start and end say on stderr, and the files a
/// command keeps on the side (the tasks' numbers).
public struct LaunchWords: Sendable {
    /// No `/dev/tty`: the system's reason.
    public let noTerminal: Phrase<String>
    public let termUnset: String
    /// The terminal type.
    public let unknownTerminal: Phrase<String>
    public let cannotAddressCursor: Phrase<String>
    /// Why the screen did not start.
    public let cannotStart: Phrase<String>
    /// The reason when the screen gave none.
    public let storeNotWritten: String
    /// The store only read this run: its path, why (one of the two below).
    public let storeReadOnly: Phrase<(String, String)>
    /// The person took write permission away: the file's mode (`444`).
    public let storeProtected: Phrase<String>
    /// It could not be read: the file's error.
    public let storeNotLoaded: Phrase<String>
    /// The reason, the recovery file, the store's path.
    public let selectionsKeptAside: Phrase<(String, String, String)>
    /// The reason, the store as text.
    public let selectionsNotKept: Phrase<(String, String)>
    /// The tasks' numbers file that is not dal's.
    public let taskNumbersForeign: Phrase<String>
    /// The file, why it was not written.
    public let taskNumbersNotKept: Phrase<(String, String)>
}
