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
    }

    public init(path: String, message: String, reason: Reason? = nil) {
        self.path = path
        self.message = message
        self.reason = reason
    }

    public var description: String { "\(path): \(message)" }
}
