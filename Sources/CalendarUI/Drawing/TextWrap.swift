/// Breaks text into lines of at most a number of display columns, at
/// spaces where it can and inside a word only when the word alone is too
/// long (or, with `breaksWords` false, cutting such a word with "…", for
/// narrow lists where "Quarterl / y" would read worse than "Quarter…").
/// CJK text breaks between characters (Hangul syllables) only where a
/// word is wider than a line, and then fills the line it begins on.
///
/// Lines are made one at a time and only as many as asked for: the work
/// is bounded by the lines shown, not by the text (a 30,000-character
/// title in a three-line cell reads about three lines of it).
public enum TextWrap {
    /// At most `maxLines` lines; when the text needs more, the last one
    /// shows as much of the rest as fits and ends with "…".
    public static func lines(_ text: String, width: Int, breaksWords: Bool = true, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        // Most titles fit their line as they are (a month page draws 42
        // cells of them at every step): nothing to break.
        if fitsAsIs(text, width: width) { return [text] }
        return brokenLines(text, width: width, breaksWords: breaksWords, maxLines: maxLines)
    }

    /// Whether the breaking would give `text` back whole as one line: no
    /// line break, no space at either end or two in a row (the breaking
    /// drops those), and no wider than `width`.
    static func fitsAsIs(_ text: String, width: Int) -> Bool {
        var previous = UInt8(ascii: " ")   // a space at the start counts as one of two in a row
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") && previous == UInt8(ascii: " ") { return false }
            previous = byte
        }
        return previous != UInt8(ascii: " ") && DisplayWidth.of(text) <= width
    }

    /// `lines` made by breaking, word by word.
    static func brokenLines(_ text: String, width: Int, breaksWords: Bool, maxLines: Int) -> [String] {
        var breaker = LineBreaker(text, width: width, breaksWords: breaksWords)
        var lines: [String] = []
        while lines.count < maxLines - 1, let line = breaker.next() { lines.append(line) }
        guard var last = breaker.next() else { return lines }
        // The rest, joined, until it is wider than the line (each piece is
        // at most a line wide, so this reads a line or two more).
        var lastWidth = DisplayWidth.of(last)
        while lastWidth <= width, let more = breaker.next() {
            last += " " + more
            lastWidth += 1 + DisplayWidth.of(more)
        }
        lines.append(DisplayWidth.fitted(last, toColumns: width))
        return lines
    }
}

/// The lines of a text, made as they are asked for. Each paragraph (split
/// at "\n") gives at least one line; words are split at " ".
struct LineBreaker: IteratorProtocol {
    private let text: String
    private let width: Int
    private let breaksWords: Bool
    private var index: String.Index
    /// The line being filled, and lines made but not handed out yet.
    private var line = "", lineWidth = 0
    private var ready: [String] = []
    private var finished = false

    init(_ text: String, width: Int, breaksWords: Bool) {
        self.text = text
        self.width = max(1, width)
        self.breaksWords = breaksWords
        index = text.startIndex
    }

    mutating func next() -> String? {
        while ready.isEmpty, !finished { step() }
        return ready.isEmpty ? nil : ready.removeFirst()
    }

    /// Places one word, or ends a paragraph.
    private mutating func step() {
        while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
        guard index < text.endIndex, text[index] != "\n" else {
            endLine()
            if index < text.endIndex { index = text.index(after: index) } else { finished = true }
            return
        }
        let word = readWord()
        if word.isWhole, word.width <= width {
            if lineWidth > 0, lineWidth + 1 + word.width <= width {
                line += " " + word.text
                lineWidth += 1 + word.width
            } else {
                if lineWidth > 0 { endLine() }
                (line, lineWidth) = (word.text, word.width)
            }
            index = word.end
            return
        }
        let following = text[word.end]
        let hasWide = word.text.unicodeScalars.contains { DisplayWidth.of($0) == 2 } || DisplayWidth.of(following) == 2
        // Wider than a line, CJK: it breaks between syllables anyway, so it
        // begins on the line being filled (`팀 카운` / `트다운`, not `팀` /
        // `카운트다` / `운`).
        if hasWide, lineWidth > 0 {
            let start = readWord(columns: width - lineWidth - 1)
            if !start.text.isEmpty {
                line += " " + start.text
                endLine()
                index = start.end
                return
            }
        }
        // Wider than a line: it starts a line of its own.
        if lineWidth > 0 { endLine() }
        if !breaksWords, !hasWide {
            line = DisplayWidth.fitted(word.text + String(following), toColumns: width)
            lineWidth = DisplayWidth.of(line)
            skipWord()
        } else {
            // A piece that fits, then the rest as a word of its own; a wide
            // character alone in a one-column line is a piece by itself.
            let piece = word.text.isEmpty ? String(following) : word.text
            ready.append(piece)
            index = word.text.isEmpty ? text.index(after: word.end) : word.end
        }
    }

    private mutating func endLine() {
        ready.append(line)
        (line, lineWidth) = ("", 0)
    }

    /// The word at `index` as far as a line holds it: its characters that
    /// fit in `columns` (a line's width), where they end, and whether the
    /// word ends there too. Never reads more than a line of a long word.
    private func readWord(columns: Int? = nil) -> (text: String, width: Int, end: String.Index, isWhole: Bool) {
        let width = columns ?? self.width
        var end = index, result = "", used = 0
        while end < text.endIndex {
            let character = text[end]
            if character == " " || character == "\n" { break }
            let columns = DisplayWidth.of(character)
            if used + columns > width { return (result, used, end, false) }
            result.append(character)
            used += columns
            end = text.index(after: end)
        }
        return (result, used, end, true)
    }

    /// Past the rest of a word cut with "…": to the next space or line
    /// break, looked for in bytes (both are one byte in UTF-8).
    private mutating func skipWord() {
        let bytes = text.utf8
        index = bytes[index...].firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") } ?? text.endIndex
    }
}
