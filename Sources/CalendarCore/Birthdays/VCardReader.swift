/// A small, strict reader of the vCard line format (RFC 2425/6350, and
/// vCard 2.1's older habits): lines unfolded, each split into group, name,
/// parameters and value. It reads only what a birthday needs; it knows
/// nothing of files (the caller reads the bytes) and nothing of dates.
public enum VCardReader {
    /// One content line, unfolded: `item1.X-ABDATE;TYPE=pref:2001-06-01`.
    public struct Line: Equatable, Sendable {
        /// The group before the dot (`item1`), nil when none.
        public let group: String?
        /// The property's name, upper case (`BDAY`).
        public let name: String
        /// Parameters by upper-case name; vCard 2.1's bare words (`;HOME`)
        /// are `TYPE` values. Values keep their case.
        public let parameters: [String: [String]]
        /// The raw value: escapes are left for `text` to undo (a date's
        /// value has none).
        public let value: String
        /// The line the property starts on, from 1.
        public let number: Int

        public func parameter(_ name: String) -> String? { parameters[name.uppercased()]?.first }

        /// The value as text: `\n`, `\,`, `\;`, `\\` undone.
        public var text: String { VCardReader.unescaped(value) }
    }

    /// One `BEGIN:VCARD` … `END:VCARD`.
    public struct Card: Equatable, Sendable {
        public let lines: [Line]
        /// The `BEGIN:VCARD` line.
        public let number: Int

        public func first(_ name: String) -> Line? { lines.first { $0.name == name } }
        public func all(_ name: String) -> [Line] { lines.filter { $0.name == name } }
    }

    /// A line the reader could not use, and why.
    public struct Problem: Equatable, Sendable {
        public let line: Int
        public let reason: CardProblem.Reason
    }

    /// The cards of a file's text, and what in it is not the vCard format.
    public static func cards(in text: String) -> (cards: [Card], problems: [Problem]) {
        var cards: [Card] = []
        var problems: [Problem] = []
        var open: (number: Int, lines: [Line])?
        for (number, raw) in unfolded(text) {
            guard let line = parse(raw, number: number) else {
                problems.append(Problem(line: number, reason: .notNameValue))
                continue
            }
            switch (line.name, line.text.uppercased()) {
            case ("BEGIN", "VCARD"):
                if let card = open { problems.append(Problem(line: card.number, reason: .noEnd)) }
                open = (number, [])
            case ("END", "VCARD"):
                guard let card = open else {
                    problems.append(Problem(line: number, reason: .endWithoutBegin))
                    continue
                }
                cards.append(Card(lines: card.lines, number: card.number))
                open = nil
            default:
                if open == nil {
                    problems.append(Problem(line: number, reason: .outsideCard))
                } else {
                    open?.lines.append(line)
                }
            }
        }
        if let card = open { problems.append(Problem(line: card.number, reason: .noEnd)) }
        return (cards, problems)
    }

    /// Physical lines joined into content lines, each with the number of
    /// its first line: a line starting with a space or tab continues the
    /// one before (the blank is dropped); vCard 2.1's quoted-printable
    /// values continue after a line ending in `=`. Blank lines are skipped.
    static func unfolded(_ text: String) -> [(Int, String)] {
        var result: [(Int, String)] = []
        var quotedPrintable = false
        var number = 0
        // By Character, "\r\n" is one: `isNewline` splits at it, at "\n" and at a lone "\r".
        for physical in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            var line = Substring(physical)
            if number == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
            if let last = result.indices.last {
                if line.first == " " || line.first == "\t" {
                    result[last].1 += line.dropFirst()
                    continue
                }
                if quotedPrintable, result[last].1.hasSuffix("=") {
                    result[last].1 = String(result[last].1.dropLast()) + line
                    continue
                }
            }
            guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            result.append((number, String(line)))
            let head = line.prefix { $0 != ":" }.uppercased()
            quotedPrintable = head.contains("QUOTED-PRINTABLE")
        }
        return result
    }

    /// `group.NAME;PARAM=a,b;PARAM="x:y":value`, or nil when there is no
    /// colon or no name.
    static func parse(_ line: String, number: Int) -> Line? {
        var index = line.startIndex
        var head = ""
        var parameters: [String: [String]] = [:]
        // The name (and group), up to ';' or ':'.
        while index < line.endIndex, line[index] != ";", line[index] != ":" {
            head.append(line[index])
            index = line.index(after: index)
        }
        guard index < line.endIndex else { return nil }
        // Parameters: each up to the next ';' or ':' outside quotes.
        while index < line.endIndex, line[index] == ";" {
            index = line.index(after: index)
            var parameter = ""
            var quoted = false
            while index < line.endIndex, quoted || (line[index] != ";" && line[index] != ":") {
                if line[index] == "\"" { quoted.toggle() } else { parameter.append(line[index]) }
                index = line.index(after: index)
            }
            if let equals = parameter.firstIndex(of: "=") {
                let key = parameter[..<equals].trimmingBlanks.uppercased()
                let values = parameter[parameter.index(after: equals)...].split(separator: ",").map { String($0) }
                parameters[key, default: []] += values
            } else if !parameter.isEmpty {
                parameters["TYPE", default: []].append(parameter)
            }
        }
        guard index < line.endIndex, line[index] == ":" else { return nil }
        let value = String(line[line.index(after: index)...])
        let parts = head.split(separator: ".", maxSplits: 1)
        let (group, name) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : (nil, head)
        let trimmed = name.trimmingBlanks.uppercased()
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        var decoded = value
        if parameters["ENCODING"]?.first?.uppercased() == "QUOTED-PRINTABLE" { decoded = quotedPrintable(value) }
        return Line(group: group, name: trimmed, parameters: parameters, value: decoded, number: number)
    }

    static func unescaped(_ value: String) -> String {
        var out = ""
        var escaping = false
        for character in value {
            if escaping {
                switch character {
                case "n", "N": out.append("\n")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        if escaping { out.append("\\") }
        return out
    }

    /// vCard 2.1's `=C3=A9` bytes, as UTF-8.
    static func quotedPrintable(_ value: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(value.utf8)[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            if byte == UInt8(ascii: "="), utf8.count >= 2,
               let high = hexDigit(utf8[utf8.startIndex]), let low = hexDigit(utf8[utf8.startIndex + 1]) {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}

extension StringProtocol {
    fileprivate var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
