#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CalendarCore
import CalendarUI
import Storage

/// Reads `$XDG_CONFIG_HOME/dal/config.toml` into a checked `Config`. A
/// file that is not there is no config; a file that is there must be
/// right in every key, or dal stops with the first problem's place.
public enum ConfigReader {
    /// Config files are small; anything bigger is not one.
    static let maximumFileBytes = 1 << 20

    /// `DAL_CONFIG` when set, else `$XDG_CONFIG_HOME/dal/config.toml`, else
    /// `~/.config/dal/config.toml`; nil without any home.
    public static func path(environment: [String: String]) -> (path: String, named: Bool)? {
        if let named = environment["DAL_CONFIG"], !named.isEmpty { return (named, true) }
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return (base + "/dal/config.toml", false) }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home + "/.config/dal/config.toml", false)
    }

    /// The config of this environment (an empty one when there is no file;
    /// a file named by `DAL_CONFIG` must exist).
    public static func load(environment: [String: String]) throws(ConfigError) -> Config {
        guard let (path, named) = path(environment: environment) else { return Config() }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            // A pipe would keep dal waiting for a writer at every start.
            throw ConfigError(path: path, line: nil, column: nil, message: "not a regular file; dal reads its settings from a "
                + "file: make it one, or point DAL_CONFIG at another")
        }
        if info.st_mode & S_IFMT == S_IFREG, info.st_size > maximumFileBytes { throw tooBig(path, bytes: Int(info.st_size)) }
        let bytes: [UInt8]?
        do {
            bytes = try BoundedFileReader.read(path, limit: maximumFileBytes, streams: true)
        } catch {
            // It grew past the limit after the look above.
            if stat(path, &info) == 0, info.st_size > maximumFileBytes { throw tooBig(path, bytes: Int(info.st_size)) }
            throw ConfigError(path: path, line: nil, column: nil, message: "\(error.message); dal reads its settings from this "
                + "file: make it a readable file, or point DAL_CONFIG at another")
        }
        guard let bytes else {
            if named { throw ConfigError(path: path, line: nil, column: nil, message: "no such file (named by DAL_CONFIG)") }
            return Config()
        }
        let text = try Self.text(of: bytes, path: path)
        return try parse(text, path: path, home: environment["HOME"])
    }

    /// A file too big to be a config: said at its first line, so that the
    /// message has a place like every other.
    private static func tooBig(_ path: String, bytes: Int) -> ConfigError {
        ConfigError(path: path, line: 1, column: 1, message: "the file is \(bytes.formatted) bytes, and a config file is at most "
            + "\(maximumFileBytes.formatted) bytes (1 MiB); dal's settings take a few kilobytes. Is this the right file? Point "
            + "DAL_CONFIG at your config file, or cut this one down")
    }

    /// The file's text, or the line and column of its first byte that is
    /// not UTF-8 (columns count characters, as in every message).
    static func text(of bytes: [UInt8], path: String) throws(ConfigError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var (offset, line, column) = (0, 1, 1)
        while case .valid(let scalar) = parser.parseScalar(from: &input) {
            if scalar.first == 0x0A {
                (line, column) = (line + 1, 1)
            } else if offset != 0 || Array(scalar) != [0xEF, 0xBB, 0xBF] {   // a byte order mark is no column
                column += 1
            }
            offset += scalar.count
        }
        let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
        throw ConfigError(path: path, line: line, column: column, message: "not UTF-8 text: the byte \(byte) here is not part of "
            + "a UTF-8 character. A config file is TOML, which is UTF-8: save it as UTF-8 (from Latin-1: iconv -f latin1 -t utf-8)")
    }

    /// Checks TOML text against the settings dal knows.
    public static func parse(_ text: String, path: String, home: String? = nil) throws(ConfigError) -> Config {
        var reading = ConfigReading(config: Config(path: path), path: path, home: home)
        try reading.read(try ConfigParser.parse(text, path: path))
        return reading.config
    }
}
