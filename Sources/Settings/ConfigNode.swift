import TOMLKit
import InterfaceWords

/// A parsed TOML document as plain values, each key with the place it was
/// written, so that every later complaint can point at its line.
/// (TOMLKit reports where a syntax error is, but not where values are.)
public indirect enum ConfigNode: Equatable, Sendable {
    case table([ConfigEntry])
    case array([ConfigNode])
    case string(String)
    case integer(Int)
    case boolean(Bool)
    /// A TOML value no dal setting takes (a float, a date): its type name.
    case other(String)
}

/// One `key = value` (or `[table]`) and where its key starts.
public struct ConfigEntry: Equatable, Sendable {
    public let key: String
    public let value: ConfigNode
    public let line: Int
    public let column: Int
}

enum ConfigParser {
    /// Parses TOML text: a syntax error becomes a `ConfigError` at the
    /// parser's line and column.
    static func parse(_ text: String, path: String, words: ConfigFileWords = .english) throws(ConfigError) -> [ConfigEntry] {
        // Before toml++ sees it: what it would recurse into without end,
        // or cut at a NUL.
        try ConfigPrecheck.check(text, path: path, words: words)
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(path: path, line: error.source.begin.line, column: error.source.begin.column,
                              message: words.notValidTOML(KeyLocator.oneLine(error.description)))
        } catch {
            throw ConfigError(path: path, line: nil, column: nil, message: words.notValidTOML("\(error)"))
        }
        let places = KeyLocator(text: text)
        return try entries(of: table, at: [], places: places, path: path, words: words)
    }

    private static func entries(of table: TOMLTable, at keyPath: [String], places: KeyLocator,
                                path: String, words: ConfigFileWords) throws(ConfigError) -> [ConfigEntry] {
        let fallback = places.place(of: keyPath) ?? (1, 1)
        var keyed: [ConfigEntry] = []
        for key in table.keys {
            guard let value = table[key] else {
                throw ConfigError(path: path, line: fallback.line, column: fallback.column,
                                  message: words.keyNotReadBack(KeyLocator.shown(key)))
            }
            let node = try node(value, at: keyPath + [key], places: places, path: path, words: words)
            // A table made only by `[a.b]` or `a.b = …` is where its first key is.
            var place = places.place(of: keyPath + [key])
            if place == nil, case .table(let children) = node, let first = children.first { place = (first.line, first.column) }
            let (line, column) = place ?? fallback
            keyed.append(ConfigEntry(key: key, value: node, line: line, column: column))
        }
        // toml++ keeps keys sorted; the file's order reads better in
        // messages and makes "the first problem" the first in the file.
        return keyed.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private static func node(_ value: TOMLValueConvertible, at keyPath: [String], places: KeyLocator,
                             path: String, words: ConfigFileWords) throws(ConfigError) -> ConfigNode {
        switch value.type {
        case .table: return .table(try entries(of: value.table!, at: keyPath, places: places, path: path, words: words))
        case .array:
            var items: [ConfigNode] = []
            for item in value.array! { items.append(try node(item, at: keyPath, places: places, path: path, words: words)) }
            return .array(items)
        case .string: return .string(value.string!)
        case .int: return .integer(value.int!)
        case .bool: return .boolean(value.bool!)
        case .double: return .other(words.kindDecimal)
        case .date, .time, .dateTime: return .other(words.kindDateOrTime)
        }
    }
}
