import Foundation
import Testing
@testable import Settings

/// What no dal config can hold is refused with its place before toml++
/// parses it: nesting deeper than any setting, more entries than any
/// config, keys longer than any name, NUL, bytes that are not UTF-8, files
/// over the size limit. Valid TOML that only looks deep (brackets in
/// strings and comments, dots in quoted keys) is not.
@Suite struct ConfigLimitsTests {
    let path = "/home/u/.config/dal/config.toml"

    func failure(_ text: String) -> String? {
        do {
            _ = try ConfigReader.parse(text, path: path, home: "/home/u")
            return nil
        } catch {
            return error.description
        }
    }

    func dotted(_ parts: Int) -> String { Array(repeating: "a", count: parts).joined(separator: ".") }

    // MARK: Nesting

    /// One level past the limit is refused where that level starts; at the
    /// limit the file reaches the checker (which finds the unknown key).
    @Test func aDottedKeyDeeperThanTheLimitIsRefusedAtThePartThatCrossesIt() {
        let depth = ConfigPrecheck.maximumDepth
        #expect(failure(dotted(depth + 1) + " = 1\n")?.hasPrefix("\(path):1:\(2 * depth + 1): nested more than \(depth) levels") == true,
                "\(failure(dotted(depth + 1) + " = 1\n") ?? "accepted")")
        #expect(failure(dotted(depth) + " = 1\n")?.hasPrefix("\(path):1:1: unknown key 'a'") == true)
        #expect(failure("# c\n\(dotted(11_000)) = 1\n")?.hasPrefix("\(path):2:\(2 * depth + 1): nested more than") == true,
                "the key of the issue (11,000 parts) costs nothing")
    }

    /// toml++ aborted (an assertion) on a `[table]` whose name starts with
    /// a character no key starts with; found by RandomConfigFileTests
    /// (seed 7316082385745666549: `[` and U+007F). Each is refused where
    /// the name should start, saying what is there.
    @Test func aTableNameStartingWithNoKeyCharacterIsRefusedWhereItStarts() {
        let cases: [(text: String, place: String, found: String)] = [
            ("[=]\n", "1:2", "'='"), ("[ .calendars]\n", "1:3", "'.'"), ("view = \"week\"\n[[#]]\n", "2:3", "'#'"),
            ("[é]\n", "1:2", "U+00E9"), ("[\u{7F}", "1:2", "U+007F"), ("[\u{1F}]\n", "1:2", "U+001F"), ("[\n]\n", "1:2", "the end of the line"),
        ]
        for (text, place, found) in cases {
            let message = failure(text)
            #expect(message?.hasPrefix("\(path):\(place): a [table]'s name starts with a letter") == true, "\(text.debugDescription): \(message ?? "accepted")")
            #expect(message?.contains("here it starts with \(found):") == true, "\(text.debugDescription): \(message ?? "accepted")")
        }
        // Names that do start as keys reach toml++ and the checker as before.
        for text in ["[calendars]\n", "[ \"calendars\" ]\n", "['calendars']\n", "[_x]\n", "[-]\n", "[1]\n", "[]\n", "["] {
            #expect(failure(text).map { !$0.contains("a [table]'s name starts") } ?? true, "\(text.debugDescription): \(failure(text) ?? "accepted")")
        }
    }

    @Test func tablesCountTheirHeadersParts() {
        let depth = ConfigPrecheck.maximumDepth
        #expect(failure("[\(dotted(depth + 1))]\n")?.hasPrefix("\(path):1:\(2 * depth + 2): nested more than") == true)
        #expect(failure("[\(dotted(depth))]\nb = 1\n")?.hasPrefix("\(path):2:1: nested more than") == true,
                "a key under a table at the limit is one level deeper")
        #expect(failure("[[\(dotted(depth))]]\n")?.hasPrefix("\(path):1:1: nested more than") == true,
                "an array of tables is a level of its own")
        #expect(failure("[\(dotted(depth - 1))]\n b = 1\n")?.contains("unknown key 'a'") == true)
    }

    @Test func arraysAndInlineTablesNestToTheSameLimit() {
        let depth = ConfigPrecheck.maximumDepth
        // `a` is one level, each array one more: the array opened at
        // column 4 + depth holds items one level too deep.
        let arrays = "a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        #expect(failure(arrays)?.hasPrefix("\(path):1:\(4 + depth): nested more than") == true, "\(failure(arrays) ?? "accepted")")
        let tables = "a = " + String(repeating: "{a = ", count: depth) + "1" + String(repeating: "}", count: depth) + "\n"
        #expect(failure(tables)?.hasPrefix("\(path):1:\(4 + 5 * (depth - 1) + 2): nested more than") == true,
                "\(failure(tables) ?? "accepted")")
        #expect(failure("a = [{b = [{c = [[[[1]]]]}]}]\n")?.contains("nested more than") == true, "arrays of inline tables")
        #expect(failure("a = " + String(repeating: "[", count: 100_000) + "\n")?.contains("nested more than") == true)
        #expect(failure("a = " + String(repeating: "{a=", count: 100_000) + "\n")?.contains("nested more than") == true)
        #expect(failure("[x]\ny = { z = [[1]] }\n")?.hasPrefix("\(path):1:1: unknown key 'x'") == true, "5 levels pass")
    }

    /// Brackets, braces and dots inside strings, comments and quoted keys
    /// are text, not nesting.
    @Test func whatOnlyLooksDeepIsNotRefused() throws {
        let deep = String(repeating: "[{", count: 50)
        let entries = try ConfigParser.parse(#"""
            # \#(deep) \#(dotted(50))
            [t]
            "\#(dotted(50))" = "\#(deep)"
            'x.\#(dotted(20))' = '\#(deep)\'
            y = """\#(deep)
            \"""\#(deep)""""
            z = '''\#(deep)
            \#(deep)'''''
            "w\"[[[[" = "k"   # \#(deep)
            [u]
            b = 1
            """#, path: path)
        #expect(entries.map(\.key) == ["t", "u"], "the scan found its way back to the tables after them")
        guard case .table(let strings) = entries.first?.value else { Issue.record("no table t"); return }
        #expect(strings.map(\.key) == [dotted(50), "x.\(dotted(20))", "y", "z", "w\"[[[["])
        #expect(strings.map(\.value) == [.string(deep), .string(deep + "\\"), .string(deep + "\n\"\"\"" + deep + "\""),
                                         .string(deep + "\n" + deep + "''"), .string("k")])
    }

    /// Columns count characters, not bytes.
    @Test func placesCountCharacters() {
        let depth = ConfigPrecheck.maximumDepth
        let key = "\"日本\"." + dotted(depth)
        #expect(failure(key + " = 1\n")?.hasPrefix("\(path):1:\(4 + 2 * depth): nested more than") == true,
                "\(failure(key + " = 1\n") ?? "accepted")")
        #expect(failure("\u{FEFF}" + dotted(depth + 1) + " = 1\n")?.hasPrefix("\(path):1:\(2 * depth + 1):") == true,
                "a byte order mark is no column")
    }

    // MARK: Size

    @Test func moreEntriesThanAnyConfigAreRefusedAtTheFirstTooMany() throws {
        let limit = ConfigPrecheck.maximumEntries
        let keys = (1..<limit).map { "c\($0) = \"red\"\n" }.joined()
        let atLimit = try ConfigReader.parse("[categories]\n" + keys, path: path)
        #expect(atLimit.categoryColors.count == limit - 1, "the table and its keys: \(limit) entries")
        #expect(failure("[categories]\n" + keys + "x = \"red\"\n")?.hasPrefix("\(path):\(limit + 1):1: more than 10,000 keys") == true)
        let items = "data = [\n" + String(repeating: "\"a\",\n", count: limit) + "]\n"
        #expect(failure(items)?.hasPrefix("\(path):\(limit + 1):1: more than 10,000") == true, "list items count too")
    }

    @Test func aKeyLongerThanAnyNameIsRefused() {
        let limit = ConfigPrecheck.maximumKeyLength
        #expect(failure("[categories]\n\"\(String(repeating: "é", count: limit + 1))\" = \"red\"\n")?
            .hasPrefix("\(path):2:1: a key of 1,001 characters") == true)
        let message = failure("[categories]\n\(String(repeating: "k", count: limit)) = 3\n") ?? ""
        #expect(message.contains("a category or calendar colour is"), "at the limit the checker speaks: \(message)")
        #expect(message.count < 400 && message.contains("… (1,000 characters)"), "and quotes the key cut short: \(message)")
    }

    /// toml++'s own message may quote the file; it stays one line.
    @Test func aParserMessageStaysOneLine() throws {
        let message = try #require(failure("\"a\\nb\" = 1\n\"a\\nb\" = 2\n"))
        #expect(message.hasPrefix("\(path):2:") && !message.contains("\n"), "\(message)")
    }

    // MARK: NUL

    @Test func nulIsFoundInStringsAndKeysButAnEscapeElsewhereIsText() throws {
        #expect(failure("a = 1 # \0\n")?.hasPrefix("\(path):1:9: a NUL character") == true, "a raw NUL anywhere")
        #expect(failure("[calendars.names]\nx = \"\"\"\nab\\U00000000\"\"\"\n")?.hasPrefix("\(path):3:3: a NUL character") == true)
        let config = try ConfigReader.parse("# \\u0000\n[calendars.names]\nx = '\\u0000'\n", path: path)
        #expect(config.calendarNames.first?.name.value == "\\u0000", "a literal string has no escapes")
    }

    // MARK: Files

    @Test func bytesThatAreNotUTF8ArePlaced() throws {
        #expect(textFailure(Array("view = \"month\"\n# caf".utf8) + [0xE9, 0x0A]) == "\(path):2:6: not UTF-8 text: the byte 0xE9 "
            + "here is not part of a UTF-8 character. A config file is TOML, which is UTF-8: save it as UTF-8 (from Latin-1: "
            + "iconv -f latin1 -t utf-8)")
        #expect(textFailure([0xEF, 0xBB, 0xBF] + Array("é=".utf8) + [0xC3, 0x28])?.hasPrefix("\(path):1:3: not UTF-8 text: "
            + "the byte 0xC3") == true, "a BOM is no column; a character cut short is placed at its first byte")
        #expect(textFailure(Array("a\r\nb".utf8) + [0xFF])?.hasPrefix("\(path):2:2:") == true)
    }

    private func textFailure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try ConfigReader.text(of: bytes, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aFileOverTheLimitIsToldWithItsSizeAndAPlace() throws {
        let file = NSTemporaryDirectory() + "dal-config-big-\(UUID().uuidString).toml"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data(repeating: 0x0A, count: ConfigReader.maximumFileBytes + 1).write(to: URL(fileURLWithPath: file))
        do {
            _ = try ConfigReader.load(environment: ["DAL_CONFIG": file])
            Issue.record("a file over the limit was read")
        } catch {
            #expect(error.description == "\(file):1:1: the file is 1,048,577 bytes, and a config file is at most 1,048,576 bytes "
                + "(1 MiB); dal's settings take a few kilobytes. Is this the right file? Point DAL_CONFIG at your config file, or "
                + "cut this one down")
        }
        try Data(repeating: 0x0A, count: ConfigReader.maximumFileBytes).write(to: URL(fileURLWithPath: file))
        #expect(try ConfigReader.load(environment: ["DAL_CONFIG": file]).path == file, "1 MiB of blank lines is a config")
    }

    // MARK: Keys and names

    @Test func aBindingOfSeveralCodePointsIsRefusedNamingTheOneToWrite() {
        let message = failure("[keys]\nquit = [\"q\", \"e\\u0301\"]\n")
        #expect(message == "\(path):2:1: quit: 'e\u{301}' cannot be typed as one key: it is 2 code points (U+0065 U+0301), "
            + "and a key sends one; write it as the one code point U+00E9 ('é')")
        #expect(failure("[keys]\nhelp = \"🇰🇷\"\n")?.hasSuffix("(U+1F1F0 U+1F1F7), and a key sends one; use one character (a, A, ?, …) "
            + "or left, right, up, down, pageup, pagedown, home, end, enter, escape, tab, backspace, space") == true)
        #expect(failure("[keys]\nhelp = \"é\"\nquit = \"한\"\n") == nil, "one code point is one key")
    }

    @Test(arguments: [
        ("[calendars]\nnew-events = \"\"\n", "2:1: new-events: the calendar's name is empty"),
        ("[calendars]\nnew-events = \" \"\n", "2:1: new-events: the calendar's name is only spaces"),
        ("[calendars.names]\nwork = \"\\t\"\n", "2:1: work: the name to show is only spaces"),
        ("[calendars.names]\nwork = \"Wo\\u001Brk\"\n", "2:1: work: the name to show holds a control character ('\\u{1b}')"),
        ("[calendars.names]\n\"\" = \"Work\"\n", "2:1: the key '' is empty; a key here is a calendar's folder name or name"),
        ("[calendars.colors]\n\" \" = \"red\"\n", "2:1: the key ' ' is only spaces"),
        ("[categories]\n\"a\\nb\" = \"red\"\n", "2:1: the key 'a\\u{a}b' holds a control character ('\\u{a}')"),
        ("data = \"  \"\n", "1:1: data: a path that is only spaces; name a file or folder"),
        ("[calendars]\nread = [\"a.ics\", \"b\\u0007.ics\"]\n", "2:1: read: a path that holds a control character ('\\u{7}')"),
        ("[calendars]\nwrite = \"\"\n", "2:1: write: a path that is empty"),
        ("locale = \" \"\n", "1:1: locale: the locale is only spaces"),
    ])
    func emptyAndControlNamesAndPathsAreRefused(text: String, expected: String) {
        let message = failure(text) ?? "accepted"
        #expect(message.hasPrefix("\(path):\(expected)"), "\(message)")
    }
}
