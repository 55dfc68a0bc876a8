import TOMLKit

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

    /// What a value is, in a message: "a string", "an array".
    public var kindDescription: String {
        switch self {
        case .table: "a table"
        case .array: "an array"
        case .string: "a string"
        case .integer: "an integer"
        case .boolean: "a boolean (true or false)"
        case .other(let name): name
        }
    }
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
    static func parse(_ text: String, path: String) throws(ConfigError) -> [ConfigEntry] {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(path: path, line: error.source.begin.line, column: error.source.begin.column,
                              message: "not valid TOML: \(error.description)")
        } catch {
            throw ConfigError(path: path, line: nil, column: nil, message: "not valid TOML: \(error)")
        }
        let places = KeyLocator(text: text)
        return entries(of: table, at: [], places: places)
    }

    private static func entries(of table: TOMLTable, at path: [String], places: KeyLocator) -> [ConfigEntry] {
        // toml++ keeps keys sorted; the file's order reads better in
        // messages and makes "the first problem" the first in the file.
        let keyed = table.keys.map { key -> ConfigEntry in
            let place = places.place(of: path + [key]) ?? places.place(of: path) ?? (1, 1)
            return ConfigEntry(key: key, value: node(table[key]!, at: path + [key], places: places), line: place.line, column: place.column)
        }
        return keyed.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private static func node(_ value: TOMLValueConvertible, at path: [String], places: KeyLocator) -> ConfigNode {
        switch value.type {
        case .table: return .table(entries(of: value.table!, at: path, places: places))
        case .array: return .array(value.array!.map { node($0, at: path, places: places) })
        case .string: return .string(value.string!)
        case .int: return .integer(value.int!)
        case .bool: return .boolean(value.bool!)
        case .double: return .other("a decimal number")
        case .date, .time, .dateTime: return .other("a date or time")
        }
    }
}
