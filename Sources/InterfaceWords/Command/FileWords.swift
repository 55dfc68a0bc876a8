/// A file dal cannot use, or output it cannot write: the path (and line)
/// first, then what is wrong and what to do.
public struct FileWords: Sendable {
    /// A path named with `--ics` or in the config file: the path.
    public let noSuchFileOrFolder: Phrase<String>
    /// A `--data` file: the path.
    public let noSuchFile: Phrase<String>
    /// The path, the line.
    public let notICalendar: Phrase<(String, Int)>
    public let emptyNotICalendar: Phrase<(String, Int)>
    /// An error of a file the config file named: the error, the key that
    /// named it, the config file, its line.
    public let namedBy: Phrase<(String, String, String, Int)>
    /// `dal export` before any store: its path.
    public let noStoreYet: Phrase<String>
    public let noHomeForStore: String
    /// Standard output failed: the system's words, what to do.
    public let cannotWriteOutput: Phrase<(String, String)>
    public let outputClosed: String
    public let outputReaderStopped: String
    public let diskFull: String
    public let outputNotWritten: String
}
