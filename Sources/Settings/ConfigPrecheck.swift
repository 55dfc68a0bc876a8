import InterfaceWords

/// A bounded look at a config file's text before TOMLKit parses it: one
/// pass over the bytes, with no memory beyond a few counters, that refuses
/// what no dal config can hold and what would make parsing it costly.
/// toml++ and the conversion to `ConfigNode` recurse once per level of
/// nesting; a key of 11,000 dotted parts overflowed the stack (and a
/// 10,000-part key cost 850 MB) before this check.
///
/// It follows TOML's strings, comments, keys, arrays and inline tables
/// exactly for valid TOML. Past a syntax error it may lose its place; that
/// is harmless, because toml++ stops at that error and never builds what
/// lies beyond it.
struct ConfigPrecheck {
    /// Levels a value may be nested in: each part of a key (with its
    /// `[table]`) is one, each array (and each `[[array]]`) one more. dal's
    /// deepest settings have 3 (`calendars.colors.work = "red"`,
    /// `keys.quit = ["q"]`); the margin lets a key one level too deep get
    /// the checker's message, which names the setting.
    static let maximumDepth = 8
    /// Keys, `[tables]` and list items together: a dal config has a few
    /// dozen, a few hundred with many calendars and categories.
    static let maximumEntries = 10_000
    /// Characters in one part of a key: setting names are short, calendar
    /// folder names at most 255 bytes, category names a line.
    static let maximumKeyLength = 1_000

    private let bytes: [UInt8]
    private let path: String
    private let words: ConfigFileWords
    private var index = 0
    private var line = 1
    private var column = 1
    private var entries = 0
    /// The level of the keys after the last `[table]` header.
    private var tableDepth = 0

    /// Throws the first problem, with its line and column.
    static func check(_ text: String, path: String, words: ConfigFileWords = .english) throws(ConfigError) {
        var check = ConfigPrecheck(bytes: Array(text.utf8), path: path, words: words)
        try check.document()
    }

    private init(bytes: [UInt8], path: String, words: ConfigFileWords) {
        self.bytes = bytes
        self.path = path
        self.words = words
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }   // a byte order mark is no column
    }

    // MARK: Grammar

    private mutating func document() throws(ConfigError) {
        while true {
            try skipBlank(newlines: true)
            guard let byte = peek else { return }
            if byte == ascii("[") {
                try header()
            } else {
                try keyValue(level: tableDepth)
            }
            // The rest of the line: a comment, or (in a file TOML refuses)
            // anything; toml++ says what is wrong there.
            while let byte = peek, byte != ascii("\n") { try advance() }
        }
    }

    /// `[a.b]` or `[[a.b]]`.
    private mutating func header() throws(ConfigError) {
        let start = place
        try advance()
        let isArray = peek == ascii("[")
        if isArray { try advance() }
        // toml++ asserts (and dal aborted) when a header's name starts with
        // anything but a key: `[=]`, `[.a]`, `[é]`, a `[` that ends its line.
        // `[]`, and a file that ends after `[`, it reports itself.
        try skipBlank(newlines: false)
        if let byte = peek, byte != ascii("]"), !Self.startsKey(byte) { throw notATableName(at: place) }
        let parts = try key(level: 0)
        tableDepth = parts + (isArray ? 1 : 0)
        if tableDepth > Self.maximumDepth { throw tooDeep(at: start) }
    }

    /// `key = value`, its key's parts one level each below `level`.
    private mutating func keyValue(level: Int) throws(ConfigError) {
        let parts = try key(level: level)
        try skipBlank(newlines: false)
        // Without a key there is no value to follow (and no level to
        // count: `{={={…` must not nest here).
        guard parts > 0, peek == ascii("=") else { return }
        try advance()
        try skipBlank(newlines: false)
        try value(level: level + parts)
    }

    /// A dotted key; returns its number of parts. Each part is checked for
    /// its level and length, the key counted as one entry.
    private mutating func key(level: Int) throws(ConfigError) -> Int {
        try skipBlank(newlines: false)
        let keyStart = place
        var parts = 0
        while true {
            try skipBlank(newlines: false)
            let start = place
            let length: Int
            switch peek {
            case ascii("\""): length = try basicString(allowsMultiline: false)
            case ascii("'"): length = try literalString(allowsMultiline: false)
            default:
                var count = 0
                while let byte = peek, !Self.endsBareKey(byte) {
                    if byte & 0xC0 != 0x80 { count += 1 }
                    try advance()
                }
                guard count > 0 else { return try counted(parts, at: keyStart) }
                length = count
            }
            parts += 1
            if level + parts > Self.maximumDepth { throw tooDeep(at: start) }
            if length > Self.maximumKeyLength { throw tooLong(length, at: start) }
            try skipBlank(newlines: false)
            guard peek == ascii(".") else { return try counted(parts, at: keyStart) }
            try advance()
        }
    }

    private mutating func counted(_ parts: Int, at start: (line: Int, column: Int)) throws(ConfigError) -> Int {
        if parts > 0 { try countEntry(at: start) }
        return parts
    }

    /// A value at `level`: a string, an array, an inline table or a bare
    /// word (number, boolean, date). Consumes nothing where none starts.
    private mutating func value(level: Int) throws(ConfigError) {
        switch peek {
        case ascii("\""): _ = try basicString(allowsMultiline: true)
        case ascii("'"): _ = try literalString(allowsMultiline: true)
        case ascii("["): try array(level: level + 1)
        case ascii("{"): try inlineTable(level: level)
        default:
            while let byte = peek, !Self.endsBareValue(byte) { try advance() }
        }
    }

    /// `[a, b, …]`, its items at `level`; may span lines.
    private mutating func array(level: Int) throws(ConfigError) {
        if level > Self.maximumDepth { throw tooDeep(at: place) }
        try advance()
        var expectsItem = true
        while true {
            try skipBlank(newlines: true)
            guard let byte = peek else { return }
            switch byte {
            case ascii("]"): try advance(); return
            case ascii(","): try advance(); expectsItem = true
            default:
                if expectsItem { try countEntry(at: place) }
                expectsItem = false
                let before = index
                try value(level: level)
                if index == before { try advance() }   // not a value: TOML refuses it
            }
        }
    }

    /// `{ a = 1, b.c = 2 }`, the table itself at `level`.
    private mutating func inlineTable(level: Int) throws(ConfigError) {
        try advance()
        while true {
            try skipBlank(newlines: true)
            guard let byte = peek else { return }
            switch byte {
            case ascii("}"): try advance(); return
            case ascii(","): try advance()
            default:
                let before = index
                try keyValue(level: level)
                if index == before { try advance() }
            }
        }
    }

    // MARK: Strings

    /// `"…"` or `"""…"""`; returns its length in characters (for keys).
    private mutating func basicString(allowsMultiline: Bool) throws(ConfigError) -> Int {
        let multiline = allowsMultiline && startsWith("\"\"\"")
        for _ in 0..<(multiline ? 3 : 1) { try advance() }
        var length = 0
        while let byte = peek {
            if byte == ascii("\\") {
                if escapesNUL { throw nulError(at: place) }
                try advance()
                if peek != nil { try advance() }
                length += 1
            } else if multiline, startsWith("\"\"\"") {
                try closeMultiline(ascii("\""))
                return length
            } else if byte == ascii("\"") && !multiline {
                try advance()
                return length
            } else if byte == ascii("\n") && !multiline {
                return length   // unterminated: TOML refuses it
            } else {
                if byte & 0xC0 != 0x80 { length += 1 }
                try advance()
            }
        }
        return length
    }

    /// `'…'` or `'''…'''`: no escapes.
    private mutating func literalString(allowsMultiline: Bool) throws(ConfigError) -> Int {
        let multiline = allowsMultiline && startsWith("'''")
        for _ in 0..<(multiline ? 3 : 1) { try advance() }
        var length = 0
        while let byte = peek {
            if multiline, startsWith("'''") {
                try closeMultiline(ascii("'"))
                return length
            } else if byte == ascii("'") && !multiline {
                try advance()
                return length
            } else if byte == ascii("\n") && !multiline {
                return length
            } else {
                if byte & 0xC0 != 0x80 { length += 1 }
                try advance()
            }
        }
        return length
    }

    /// The three closing quotes, and up to two more that belong to the
    /// string (`""""` ends a string with a quote in it).
    private mutating func closeMultiline(_ quote: UInt8) throws(ConfigError) {
        for _ in 0..<3 { try advance() }
        for _ in 0..<2 where peek == quote { try advance() }
    }

    /// `\u0000` or `\U00000000` at a backslash: toml++ would end the text
    /// there and read something else than the file says.
    private var escapesNUL: Bool {
        startsWith("\\u0000") || startsWith("\\U00000000")
    }

    // MARK: Bytes

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var place: (line: Int, column: Int) { (line, column) }

    /// Moves past one byte, keeping the line and the column (counted in
    /// characters: continuation bytes of UTF-8 are no column).
    private mutating func advance() throws(ConfigError) {
        let byte = bytes[index]
        if byte == 0 { throw nulError(at: place) }
        index += 1
        if byte == ascii("\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Spaces and tabs; with `newlines`, also line ends and comments.
    private mutating func skipBlank(newlines: Bool) throws(ConfigError) {
        while let byte = peek {
            if byte == ascii(" ") || byte == ascii("\t") || byte == ascii("\r") {
                try advance()
            } else if newlines, byte == ascii("\n") {
                try advance()
            } else if newlines, byte == ascii("#") {
                while let byte = peek, byte != ascii("\n") { try advance() }
            } else {
                return
            }
        }
    }

    private func startsWith(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in (0..<count).allSatisfy { bytes[index + $0] == prefix[$0] } }
    }

    /// A bare key's characters (TOML's A–Z a–z 0–9 - _) and the quotes.
    private static func startsKey(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii("A")...ascii("Z"), ascii("a")...ascii("z"), ascii("0")...ascii("9"), ascii("-"), ascii("_"),
             ascii("\""), ascii("'"): true
        default: false
        }
    }

    private static func endsBareKey(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii(" "), ascii("\t"), ascii("\r"), ascii("\n"), ascii("="), ascii("."), ascii("["), ascii("]"),
             ascii("{"), ascii("}"), ascii(","), ascii("#"), ascii("\""), ascii("'"): true
        default: false
        }
    }

    private static func endsBareValue(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii(" "), ascii("\t"), ascii("\r"), ascii("\n"), ascii(","), ascii("]"), ascii("}"), ascii("#"),
             ascii("["), ascii("{"), ascii("\""), ascii("'"): true
        default: false
        }
    }

    // MARK: Limits

    private mutating func countEntry(at start: (line: Int, column: Int)) throws(ConfigError) {
        entries += 1
        if entries > Self.maximumEntries {
            throw error(at: start, words.tooManyEntries(Self.maximumEntries.formatted))
        }
    }

    private func tooDeep(at start: (line: Int, column: Int)) -> ConfigError {
        error(at: start, words.nestedTooDeep(Self.maximumDepth))
    }

    private func tooLong(_ length: Int, at start: (line: Int, column: Int)) -> ConfigError {
        error(at: start, words.keyTooLong(length.formatted, Self.maximumKeyLength.formatted))
    }

    /// At the character that cannot start a `[table]`'s name, which the
    /// message shows as typed, or by its code point when it cannot be seen.
    private func notATableName(at start: (line: Int, column: Int)) -> ConfigError {
        let scalar = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
        let found: String
        switch scalar?.value {
        case 0x0A: found = words.theEndOfTheLine
        case .some(let value) where (0x21...0x7E).contains(value): found = "'\(scalar!)'"
        case .some(let value):
            let hex = String(value, radix: 16, uppercase: true)
            found = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        case nil: found = words.nothing
        }
        return error(at: start, words.tableNameStartsWith(found))
    }

    private func nulError(at start: (line: Int, column: Int)) -> ConfigError {
        error(at: start, words.nulCharacter)
    }

    private func error(at start: (line: Int, column: Int), _ message: String) -> ConfigError {
        ConfigError(path: path, line: start.line, column: start.column, message: message)
    }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

extension Int {
    /// 10000 as "10,000", as the messages write numbers.
    var formatted: String {
        let digits = String(magnitude)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (self < 0 ? "-" : "") + out
    }
}
