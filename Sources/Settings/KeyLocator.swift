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
        Self.forEachLine(of: text) { index, line in
            var rest = line
            if let quote = multilineQuote {
                guard let end = Self.closing(quote, in: rest) else { return }
                rest = rest[end...]
                multilineQuote = nil
            }
            let indent = rest.prefix { $0 == " " || $0 == "\t" }.count
            rest = rest.dropFirst(indent)
            // Blank and comment lines hold nothing to find (and may be a
            // million of them).
            if rest.isEmpty || rest.first == "#" { return }
            if depth == 0, rest.first == "[" {
                let isArray = rest.hasPrefix("[[")
                let inner = rest.dropFirst(isArray ? 2 : 1)
                table = Self.keyPath(inner.prefix { $0 != "]" })
                if places[table] == nil { places[table] = (index + 1, indent + 1) }
                return
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

    /// Calls `body` with each line's number (from 0) and text, as TOML
    /// counts lines: LF or CRLF ends one (a Swift `Character` holds CRLF as
    /// one, so look at bytes), and a byte order mark before the first is
    /// not part of it. No array of lines: a 1 MiB file of blank lines is a
    /// million of them.
    static func forEachLine(of text: String, _ body: (Int, Substring) -> Void) {
        let bytes = text.utf8
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.index(bytes.startIndex, offsetBy: 3) : bytes.startIndex
        var number = 0
        while true {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var lineEnd = end
            if lineEnd > start, bytes[bytes.index(before: lineEnd)] == 0x0D { lineEnd = bytes.index(before: lineEnd) }
            body(number, text[start..<lineEnd])
            guard end < bytes.endIndex else { return }
            start = bytes.index(after: end)
            number += 1
        }
    }

    /// The most characters of a key or value a message quotes: a whole
    /// 1 MB key would bury the message.
    static let longestShown = 80

    /// A key or value for a message: in quotes, control characters escaped,
    /// so that a message stays one line, and cut if long.
    static func shown(_ text: String) -> String {
        "'" + escaped(text, limit: longestShown) + "'"
    }

    /// Another program's message (toml++'s), which may quote the file, as
    /// one line of a bounded length.
    static func oneLine(_ text: String) -> String {
        escaped(text, limit: 5 * longestShown)
    }

    private static func escaped(_ text: String, limit: Int) -> String {
        var out = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit { return out + "… (\(text.unicodeScalars.count.formatted) characters)" }
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The `=` after a key at the start of `text`, if it is a key line.
    private static func keyEnd(_ text: Substring) -> Substring.Index? {
        var index = text.startIndex
        var quote: Character?
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == "\\", open == "\"" {
                    index = text.index(after: index)
                    if index == text.endIndex { return nil }
                } else if character == open {
                    quote = nil
                }
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

    /// `a.b`, `"a.b"` or `a . "b c"` as its parts; escapes of basic
    /// strings (`"a\"b"`, `"\u0041"`) decoded as TOML decodes them.
    static func keyPath(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\", open == "\"", index < text.endIndex {
                    current += decodeEscape(text, at: &index)
                } else {
                    current.append(character)
                }
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

    /// The escape after a backslash at `index`, moving past it.
    private static func decodeEscape(_ text: Substring, at index: inout Substring.Index) -> String {
        let letter = text[index]
        index = text.index(after: index)
        switch letter {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "b": return "\u{8}"
        case "f": return "\u{C}"
        case "e": return "\u{1B}"
        case "u", "U":
            let digits = text[index...].prefix(letter == "u" ? 4 : 8)
            index = digits.endIndex
            return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? ""
        default: return String(letter)
        }
    }

    /// Where a multi-line string's closing quotes end, skipping escaped
    /// quotes in a basic one.
    private static func closing(_ quote: String, in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if quote == "\"\"\"", text[index] == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if text[index...].hasPrefix(quote) {
                // Up to two more quotes may belong to the string (`""""`).
                var end = text.index(index, offsetBy: 3)
                var extra = 0
                while extra < 2, end < text.endIndex, String(text[end]) == String(quote.first!) {
                    end = text.index(after: end)
                    extra += 1
                }
                return end
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Follows brackets and strings of a value to the end of the line.
    private static func scanValue(_ text: Substring, depth: inout Int, multilineQuote: inout String?) {
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("\"\"\"") || rest.hasPrefix("'''") {
                let quote = String(rest.prefix(3))
                let after = text.index(index, offsetBy: 3)
                guard let end = closing(quote, in: text[after...]) else { multilineQuote = quote; return }
                index = end
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
