#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CalendarCore
import CalendarUI
import InterfaceWords
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
    /// a file named by `DAL_CONFIG` must exist), its problems said in `words`.
    public static func load(environment: [String: String], words: ConfigFileWords = .english) throws(ConfigError) -> Config {
        guard let (path, named) = path(environment: environment) else { return Config() }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            // A pipe would keep dal waiting for a writer at every start.
            throw ConfigError(path: path, line: nil, column: nil, message: words.notARegularFile)
        }
        if info.st_mode & S_IFMT == S_IFREG, info.st_size > maximumFileBytes { throw tooBig(path, bytes: Int(info.st_size), words: words) }
        let bytes: [UInt8]?
        do {
            bytes = try BoundedFileReader.read(path, limit: maximumFileBytes, streams: true)
        } catch {
            // It grew past the limit after the look above.
            if stat(path, &info) == 0, info.st_size > maximumFileBytes { throw tooBig(path, bytes: Int(info.st_size), words: words) }
            throw ConfigError(path: path, line: nil, column: nil, message: words.cannotRead(error.message))
        }
        guard let bytes else {
            if named { throw ConfigError(path: path, line: nil, column: nil, message: words.noSuchFileNamedByDalConfig) }
            return Config()
        }
        let text = try Self.text(of: bytes, path: path, words: words)
        return try parse(text, path: path, home: environment["HOME"], words: words)
    }

    /// A file too big to be a config: said at its first line, so that the
    /// message has a place like every other.
    private static func tooBig(_ path: String, bytes: Int, words: ConfigFileWords) -> ConfigError {
        ConfigError(path: path, line: 1, column: 1, message: words.tooBig(bytes.formatted, maximumFileBytes.formatted))
    }

    /// The file's text, or the line and column of its first byte that is
    /// not UTF-8 (columns count characters, as in every message).
    static func text(of bytes: [UInt8], path: String, words: ConfigFileWords = .english) throws(ConfigError) -> String {
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
        throw ConfigError(path: path, line: line, column: column, message: words.notUTF8(byte))
    }

    /// Checks TOML text against the settings dal knows.
    public static func parse(_ text: String, path: String, home: String? = nil, words: ConfigFileWords = .english) throws(ConfigError) -> Config {
        var reading = ConfigReading(config: Config(path: path), path: path, home: home, words: words)
        try reading.read(try ConfigParser.parse(text, path: path, words: words))
        return reading.config
    }
}
