/// A config file dal cannot use: where (file:line:column) and what is
/// wrong, said before anything else happens; dal stops with exit 78.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    /// nil when the file could not be read at all.
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(path: String, line: Int?, column: Int?, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        guard let line else { return "\(path): \(message)" }
        return "\(path):\(line):\(column ?? 1): \(message)"
    }
}
