/// A file that could not be read or written, with what to do about it.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    /// What is wrong, in English.
    public let message: String
    /// What is wrong as a value, for the problems a person meets most:
    /// the command line says these in the person's language
    /// (`FileWords`); the rest it says as `message` has them.
    public let reason: Reason?

    public enum Reason: Equatable, Sendable {
        case noSuchFileOrFolder
        /// A calendar file that does not begin as one, at this line.
        case notICalendar(line: Int)
        case emptyNotICalendar(line: Int)
        // Reading: the system's reason (`strerror`, English) where there is one.
        case cannotOpen(system: String)
        case isAFolder
        case notARegularFile
        case tooBig(bytes: Int, limit: Int)
        case cannotRead(system: String)
        // Writing a file in place (`AtomicFileWriter`): the temporary file beside it.
        case cannotCreateTemporary(folder: String, system: String)
        case cannotWriteTemporary(temporary: String, system: String)
        case cannotFsync(temporary: String, system: String)
        case cannotClose(temporary: String, system: String)
        case cannotRename(temporary: String, target: String, system: String)
        case cannotRemove(system: String)
        case cannotCreateFolder(folder: String, system: String)
        case cannotMakeLock(system: String)
        // The store of selections and tags, not saved (`Store.save`).
        /// The person took write permission away: its mode (`444`).
        case storeProtected(mode: String)
        case storeUnreadableNow(detail: String)
        case storeChangedUnreadable(detail: String)
        case storeTooBig(bytes: Int, limit: Int)
        case storeNotReadBack(detail: String)
        case storeLockNotCreated(lock: String, system: String)
        case storeLockRefused(lock: String, system: String)
    }

    public init(path: String, message: String, reason: Reason? = nil) {
        self.path = path
        self.message = message
        self.reason = reason
    }

    public var description: String { "\(path): \(message)" }
}
