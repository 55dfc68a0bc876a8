import Foundation
import PropertyBased

/// Random config files, valid and not: real settings with right and wrong
/// values, nesting of every kind from shallow to 11,000 levels, more
/// entries than any config, huge keys and strings, token soup, random
/// bytes; then, at random, a byte order mark, CRLF line ends, bytes that
/// are not UTF-8, NUL, a cut, flipped bytes. Sizes reach past the 1 MiB
/// limit.
struct ConfigFileGenerator {
    var random: Xoshiro

    init(seed: UInt64) {
        random = Xoshiro(seed: (seed, seed ^ 0x9E37_79B9_7F4A_7C15, seed &* 0xBF58_476D_1CE4_E5B9, ~seed))
    }

    mutating func file() -> [UInt8] {
        var text: [UInt8]
        switch int(0..<8) {
        case 0, 1: text = Array(settings().utf8)
        case 2: text = Array(nesting().utf8)
        case 3: text = Array(manyEntries().utf8)
        case 4: text = Array(hugeKeyOrString().utf8)
        case 5, 6: text = tokenSoup()
        default: text = (0..<int(0..<4096)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        return mutated(text)
    }

    // MARK: Shapes

    /// Settings dal knows, mostly with values it takes.
    private mutating func settings() -> String {
        var lines: [String] = []
        let topLevel: [(String, [String])] = [
            ("first-weekday", ["\"monday\"", "\"sun\"", "\"locale\"", "\"someday\"", "1"]),
            ("locale", ["\"de_DE\"", "\"ko_KR\"", "\"\"", "\"xx_YY\"", "\" \""]),
            ("view", ["\"month\"", "\"week\"", "\"year\"", "\"agenda\""]),
            ("animation", ["true", "false", "\"yes\""]),
            ("toggle-lands-on", ["\"today\"", "\"cursor\"", "2026-11-21"]),
        ]
        for (key, values) in topLevel where bool() { lines.append("\(key) = \(pick(values))") }
        if bool() {
            lines.append("[theme]")
            for key in ["sunday", "saturday", "selection", "range", "today"] where bool() {
                lines.append("\(key) = \(pick(["\"red\"", "\"bright-blue\"", "208", "\"#ff8800\"", "\"none\"", "256", "1.5"]))")
            }
        }
        if bool() {
            lines.append("[keys]")
            for key in ["next-page", "previous-page", "quit", "help", "toggle-view", "select", "open", "bogus"] where bool() {
                lines.append("\(key) = \(pick(["\"n\"", "[\"right\", \"l\"]", "[]", "\"e\\u0301\"", "\"\\u0000\"", "\"7\"", "\"é\"", "\"F1\""]))")
            }
        }
        if bool() {
            lines.append(pick(["[calendars.names]", "[calendars.colors]", "[categories]"]))
            for index in 0..<int(0..<20) {
                lines.append("\(pick(["k\(index)", "\"\"", "\"a b\"", "\"\\t\""])) = \(pick(["\"Work\"", "\"red\"", "\"#00aa00\"", "\"\"", "3"]))")
            }
        }
        if bool() {
            lines.append("[sync]")
            let values = [("command", ["\"vdirsyncer sync\"", "\"\"", "\" \"", "\"true\"", "\"a\\u0007b\"", "3"]),
                          ("after-write", ["true", "false", "\"yes\""]),
                          ("every", ["\"15m\"", "\"1h30m\"", "\"0m\"", "\"30s\"", "\"61d\"", "15"]),
                          ("timeout", ["\"90s\"", "\"5m\"", "\"0s\"", "\"-5s\"", "\"2d\"", "\"99999999999999999999s\"", "300"]),
                          ("interval", ["\"15m\""])]
            for (key, choices) in values where bool() { lines.append("\(key) = \(pick(choices))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Dotted keys, headers, arrays, inline tables and arrays of tables,
    /// from one level to far past any limit.
    private mutating func nesting() -> String {
        let depth = pick([1, 2, 3, 7, 8, 9, 10, 50, 300, 5_000, 11_000])
        let dotted = Array(repeating: pick(["a", "\"q.q\"", "'l'", "b-c"]), count: depth).joined(separator: pick([".", " . "]))
        switch int(0..<6) {
        case 0: return "\(dotted) = 1\n"
        case 1: return "[\(dotted)]\nx = 1\n"
        case 2: return "[[\(dotted)]]\n[[\(dotted)]]\n"
        case 3: return "a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: bool() ? depth : depth / 2) + "\n"
        case 4: return "a = " + String(repeating: "{a = ", count: depth) + "1" + String(repeating: "}", count: depth) + "\n"
        default:
            return "a = " + (0..<depth).map { _ in pick(["[", "{b = ", "[{c = ", "{d = ["]) }.joined() + "1\n"
        }
    }

    /// Around the entry limit, or as many as fit in 1 MiB.
    private mutating func manyEntries() -> String {
        let count = pick([9_998, 9_999, 10_000, 10_001, 60_000])
        switch int(0..<3) {
        case 0: return "[categories]\n" + (0..<count).map { "c\($0) = \"red\"\n" }.joined()
        case 1: return "[keys]\nquit = [" + String(repeating: "\"x\", ", count: count) + "]\n"
        default: return (0..<count).map { "[t\($0)]\n" }.joined()
        }
    }

    private mutating func hugeKeyOrString() -> String {
        let length = pick([999, 1_000, 1_001, 100_000, 1_040_000, 1_100_000])
        let body = String(repeating: pick(["k", "é", "日", "\\\"", "\\u00e9"]), count: length / 5)
        switch int(0..<4) {
        case 0: return "[categories]\n\"\(body)\" = \"red\"\n"
        case 1: return "[calendars.names]\nx = \"\(body)\"\n"
        case 2: return "[calendars.names]\nx = \"\"\"\n\(body)\n\(body)\"\"\"\n"
        default: return "[calendars.names]\nx = '''\(body.replacingOccurrences(of: "'", with: ""))'''\n"
        }
    }

    /// TOML's punctuation, quotes and escapes in random order: what makes
    /// a scanner lose its place.
    private mutating func tokenSoup() -> [UInt8] {
        let tokens = ["[", "]", "[[", "]]", "{", "}", "=", ".", ",", "\"", "'", "\"\"\"", "'''", "\\", "\\u0000", "\\U00000000",
                      "#", "\n", "\r\n", " ", "\t", "a", "keys", "calendars", "1", "true", "1979-05-27 07:32:00", "\"x\"", "'y'",
                      "\u{FEFF}", "\u{0}", "é", "e\u{301}"]
        return Array((0..<int(1..<3000)).map { _ in pick(tokens) }.joined().utf8)
    }

    // MARK: Mutations

    private mutating func mutated(_ text: [UInt8]) -> [UInt8] {
        var bytes = text
        if int(0..<6) == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        if int(0..<6) == 0 {
            bytes = bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        }
        if int(0..<6) == 0 { bytes.insert(pick([0xFF, 0xC3, 0x80, 0xED, 0xF8]), at: int(0..<(bytes.count + 1))) }
        if int(0..<10) == 0 { bytes.insert(0, at: int(0..<(bytes.count + 1))) }
        if int(0..<8) == 0, !bytes.isEmpty { bytes.removeLast(int(0..<bytes.count)) }
        if int(0..<8) == 0, !bytes.isEmpty {
            for _ in 0..<int(1..<8) { bytes[int(0..<bytes.count)] = UInt8.random(in: 0...255, using: &random) }
        }
        return bytes
    }

    // MARK: Choices

    private mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func bool() -> Bool { Bool.random(using: &random) }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }
}
