/// Where each key of a TOML file is written: the line and column of
/// `key =` (or of a `[table]` header), by its full dotted path. A small
/// scanner over text TOMLKit has already accepted, so it only needs to
/// tell keys from values: it skips strings, comments and the inside of
/// arrays and inline tables spanning lines.
struct KeyLocator {
    private var places: [[String]: (line: Int, column: Int)] = [:]

    init(text: String) {
        var table: [String] = []
        var depth = 0            // open [ and { of values spanning lines
        var multilineQuote: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            if let quote = multilineQuote {
                guard let end = rest.range(of: quote) else { continue }
                rest = rest[end.upperBound...]
                multilineQuote = nil
            }
            let indent = rest.prefix { $0 == " " || $0 == "\t" }.count
            rest = rest.dropFirst(indent)
            if depth == 0, rest.first == "[" {
                let isArray = rest.hasPrefix("[[")
                let inner = rest.dropFirst(isArray ? 2 : 1)
                table = Self.keyPath(inner.prefix { $0 != "]" })
                if places[table] == nil { places[table] = (index + 1, indent + 1) }
                continue
            }
            if depth == 0, let equals = Self.keyEnd(rest) {
                let path = table + Self.keyPath(rest[..<equals])
                if places[path] == nil { places[path] = (index + 1, indent + 1) }
                rest = rest[rest.index(after: equals)...]
            }
            Self.scanValue(rest, depth: &depth, multilineQuote: &multilineQuote)
        }
    }

    func place(of path: [String]) -> (line: Int, column: Int)? {
        places[path]
    }

    /// The `=` after a key at the start of `text`, if it is a key line.
    private static func keyEnd(_ text: Substring) -> Substring.Index? {
        var index = text.startIndex
        var quote: Character?
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "=" {
                return index == text.startIndex ? nil : index
            } else if !(character.isLetter || character.isNumber || "_-. \t".contains(character)) {
                return nil
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `a.b`, `"a.b"` or `a . "b c"` as its parts.
    static func keyPath(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current)
                current = ""
            } else if character != " " && character != "\t" {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// Follows brackets and strings of a value to the end of the line.
    private static func scanValue(_ text: Substring, depth: inout Int, multilineQuote: inout String?) {
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("\"\"\"") || rest.hasPrefix("'''") {
                let quote = String(rest.prefix(3))
                let after = text.index(index, offsetBy: 3)
                guard let end = text[after...].range(of: quote) else { multilineQuote = quote; return }
                index = end.upperBound
                continue
            }
            let character = text[index]
            switch character {
            case "#": return
            case "\"", "'":
                var next = text.index(after: index)
                while next < text.endIndex, text[next] != character {
                    if character == "\"", text[next] == "\\" { next = text.index(after: next) }
                    if next < text.endIndex { next = text.index(after: next) }
                }
                index = next < text.endIndex ? text.index(after: next) : next
                continue
            case "[", "{": depth += 1
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
            index = text.index(after: index)
        }
    }
}
