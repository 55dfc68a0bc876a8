#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CalendarCore
import CalendarUI
import Persistence

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
        let bytes: [UInt8]?
        do {
            bytes = try BoundedFileReader.read(path, limit: maximumFileBytes)
        } catch {
            throw ConfigError(path: path, line: nil, column: nil, message: "\(error.message); dal reads its settings from this "
                + "file: make it a readable file, or point DAL_CONFIG at another")
        }
        guard let bytes else {
            if named { throw ConfigError(path: path, line: nil, column: nil, message: "no such file (named by DAL_CONFIG)") }
            return Config()
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigError(path: path, line: nil, column: nil, message: "not UTF-8 text; a config file is TOML, which is UTF-8")
        }
        return try parse(text, path: path, home: environment["HOME"])
    }

    /// Checks TOML text against the settings dal knows.
    public static func parse(_ text: String, path: String, home: String? = nil) throws(ConfigError) -> Config {
        var reading = ConfigReading(config: Config(path: path), path: path, home: home)
        try reading.read(try ConfigParser.parse(text, path: path))
        return reading.config
    }
}
