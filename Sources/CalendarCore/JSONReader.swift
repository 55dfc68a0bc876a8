/// A strict JSON reader for data and store files (RFC 8259), which, unlike
/// Foundation's, says where a problem is (line and column), rejects
/// duplicate keys, and rejects invalid UTF-8 instead of repairing it.
public struct JSONNode: Equatable, Sendable {
    // Not `indirect`: nesting goes through arrays already, and boxing every
    // node would cost an allocation per value in 100,000-date files.
    public enum Value: Equatable, Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public struct Member: Equatable, Sendable {
        public let key: String
        public let keyPosition: SourcePosition
        public let value: JSONNode
    }

    public let value: Value
    public let position: SourcePosition
}

/// 1-based line and column (columns count characters, not bytes).
public struct SourcePosition: Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public var description: String { "\(line):\(column)" }
}

public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let message: String
    public let position: SourcePosition
}

public enum JSONReader {
    /// Nesting deeper than this is refused rather than risking the stack.
    public static let maximumDepth = 64

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var scanner = Scanner(bytes: bytes)
        try scanner.checkUTF8()
        scanner.skipWhitespace()
        let node = try scanner.value(depth: 0)
        scanner.skipWhitespace()
        guard scanner.atEnd else { throw scanner.error("unexpected text after the JSON value") }
        return node
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte order mark is allowed and skipped.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        var atEnd: Bool { index >= bytes.count }
        var position: SourcePosition { SourcePosition(line: line, column: column) }
        func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(message: message, position: position) }
        func error(_ message: String, at position: SourcePosition) -> JSONSyntaxError {
            JSONSyntaxError(message: message, position: position)
        }

        /// Finds the first invalid UTF-8 sequence, with its position.
        func checkUTF8() throws(JSONSyntaxError) {
            var line = 1, column = 1, i = index
            while i < bytes.count {
                let byte = bytes[i]
                let length: Int
                switch byte {
                case 0x00...0x7F: length = 1
                case 0xC2...0xDF: length = 2
                case 0xE0...0xEF: length = 3
                case 0xF0...0xF4: length = 4
                default: length = 0
                }
                var valid = length > 0 && i + length <= bytes.count
                if valid, length > 1 {
                    valid = bytes[(i + 1)..<(i + length)].allSatisfy { $0 & 0xC0 == 0x80 }
                    // Overlong forms, surrogates and values past U+10FFFF.
                    if valid, byte == 0xE0 { valid = bytes[i + 1] >= 0xA0 }
                    if valid, byte == 0xED { valid = bytes[i + 1] < 0xA0 }
                    if valid, byte == 0xF0 { valid = bytes[i + 1] >= 0x90 }
                    if valid, byte == 0xF4 { valid = bytes[i + 1] < 0x90 }
                }
                guard valid else {
                    throw JSONSyntaxError(message: "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(i))",
                                          position: SourcePosition(line: line, column: column))
                }
                if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
                i += length
            }
        }

        mutating func advance() {
            guard index < bytes.count else { return }
            let byte = bytes[index]
            index += 1
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
            guard index < bytes.count, bytes[index] == byte else { throw error("expected \(what)") }
            advance()
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            guard depth <= JSONReader.maximumDepth else { throw error("nesting deeper than \(JSONReader.maximumDepth) levels") }
            guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
            let start = position
            switch bytes[index] {
            case UInt8(ascii: "{"): return JSONNode(value: try object(depth: depth), position: start)
            case UInt8(ascii: "["): return JSONNode(value: try array(depth: depth), position: start)
            case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), position: start)
            case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), position: start)
            case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), position: start)
            case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: .number(try number()), position: start)
            default: throw error("unexpected character, expected a value")
            }
        }

        mutating func literal(_ word: String) throws(JSONSyntaxError) {
            for byte in word.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal, expected '\(word)'") }
                advance()
            }
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
            advance()   // {
            var members: [JSONNode.Member] = []
            var seen = Set<String>()
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { advance(); return .object(members) }
            while true {
                skipWhitespace()
                let keyPosition = position
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let key = try string()
                guard seen.insert(key).inserted else { throw error("duplicate key \"\(key)\"", at: keyPosition) }
                skipWhitespace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                skipWhitespace()
                members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: try value(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
                if bytes[index] == UInt8(ascii: ",") { advance(); continue }
                if bytes[index] == UInt8(ascii: "}") { advance(); return .object(members) }
                throw error("expected ',' or '}'")
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
            advance()   // [
            var elements: [JSONNode] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { advance(); return .array(elements) }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
                if bytes[index] == UInt8(ascii: ",") { advance(); continue }
                if bytes[index] == UInt8(ascii: "]") { advance(); return .array(elements) }
                throw error("expected ',' or ']'")
            }
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            advance()   // opening quote
            var scalars = String.UnicodeScalarView()
            var run = index   // start of the current run of plain bytes
            func flush(_ bytes: [UInt8], _ from: Int, _ to: Int, into scalars: inout String.UnicodeScalarView) {
                if to > from { scalars.append(contentsOf: String(decoding: bytes[from..<to], as: UTF8.self).unicodeScalars) }
            }
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    // Most strings (every date) have no escapes: one conversion.
                    let plain = scalars.isEmpty ? String(decoding: bytes[run..<index], as: UTF8.self) : nil
                    if plain == nil { flush(bytes, run, index, into: &scalars) }
                    advance()
                    return plain ?? String(scalars)
                }
                if byte < 0x20 { throw error("control character in a string (escape it)") }
                if byte != UInt8(ascii: "\\") { advance(); continue }
                flush(bytes, run, index, into: &scalars)
                advance()
                guard index < bytes.count else { throw error("unterminated escape") }
                let escape = bytes[index]
                advance()
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("lone surrogate in \\u escape") }
                        advance(); advance()
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
                run = index
            }
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let digit = hexValue(bytes[index]) else { throw error("expected four hex digits") }
                value = value * 16 + digit
                advance()
            }
            return value
        }

        func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        mutating func number() throws(JSONSyntaxError) -> Double {
            let start = index
            func digits(_ scanner: inout Scanner) -> Int {
                var count = 0
                while scanner.index < scanner.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.bytes[scanner.index]) {
                    scanner.advance(); count += 1
                }
                return count
            }
            if bytes[index] == UInt8(ascii: "-") { advance() }
            let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
            let integerDigits = digits(&self)
            guard integerDigits > 0 else { throw error("invalid number") }
            if leadingZero && integerDigits > 1 { throw error("numbers may not have leading zeros") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                advance()
                guard digits(&self) > 0 else { throw error("invalid number: digits expected after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                advance()
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
                guard digits(&self) > 0 else { throw error("invalid number: digits expected in the exponent") }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("invalid number") }
            return value
        }
    }
}
