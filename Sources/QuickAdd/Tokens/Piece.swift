/// One piece of what was typed: a run of ASCII digits, of letters, of
/// Hangul, one other character, or a passage in double quotes. Phrases are
/// read from pieces, so `3pm`, `3 pm`, `15:00-16:30` and `오후3시에` need no
/// patterns over characters.
struct Piece: Sendable {
    enum Kind: Sendable, Equatable {
        case number, letters, hangul, symbol
        /// The text between straight double quotes, kept literal.
        case quoted
    }

    let kind: Kind
    /// As typed (for `quoted`, without the quotes).
    let text: String
    /// Lower case, to compare with the vocabulary.
    let folded: String
    /// Characters of the typed text (for `quoted`, with the quotes).
    let range: Range<Int>
    /// Index of its word: a run without white space (a quoted passage is a
    /// word of its own).
    let word: Int
    /// The value of a `number` of at most nine digits.
    let number: Int?

    var digitCount: Int { kind == .number ? range.count : 0 }

    func isSymbol(_ character: Character) -> Bool {
        kind == .symbol && text.first == character
    }
}

/// A run of pieces without white space between them.
struct Word: Sendable {
    /// All its pieces.
    let pieces: Range<Int>
    /// Its pieces without the punctuation around it (`(`, `,`, `.`, …),
    /// which goes with the word: `tomorrow,` is read as `tomorrow`.
    let core: Range<Int>
    let range: Range<Int>
    /// White space comes before it (the title keeps one space there).
    let spaceBefore: Bool
    var isQuoted: Bool
}

/// The typed text cut into pieces and words.
struct TokenizedText: Sendable {
    let characters: [Character]
    let pieces: [Piece]
    let words: [Word]

    init(_ text: String) {
        let characters = Array(text)
        var pieces: [Piece] = [], words: [Word] = []
        var wordStart: (piece: Int, character: Int, spaceBefore: Bool)?
        var sawSpace = false
        func closeWord(at end: Int) {
            guard let start = wordStart else { return }
            let range = start.piece..<pieces.count
            words.append(Word(pieces: range, core: Self.core(of: range, in: pieces), range: start.character..<end,
                              spaceBefore: start.spaceBefore, isQuoted: false))
            wordStart = nil
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                closeWord(at: index)
                sawSpace = true
                index += 1
                continue
            }
            if character == "\"" {
                closeWord(at: index)
                let close = characters[(index + 1)...].firstIndex(of: "\"")
                let inner = String(characters[(index + 1)..<(close ?? characters.count)])
                let end = close.map { $0 + 1 } ?? characters.count
                pieces.append(Piece(kind: .quoted, text: inner, folded: inner, range: index..<end, word: words.count, number: nil))
                words.append(Word(pieces: (pieces.count - 1)..<pieces.count, core: (pieces.count - 1)..<pieces.count,
                                  range: index..<end, spaceBefore: sawSpace && index > 0, isQuoted: true))
                sawSpace = false
                index = end
                continue
            }
            if wordStart == nil {
                wordStart = (pieces.count, index, sawSpace && !words.isEmpty)
                sawSpace = false
            }
            let kind = Self.kind(of: character)
            var end = index + 1
            if kind != .symbol {
                while end < characters.count, Self.kind(of: characters[end]) == kind, characters[end] != "\"" { end += 1 }
            }
            let text = String(characters[index..<end])
            let number = kind == .number && end - index <= 9 ? Int(text) : nil
            pieces.append(Piece(kind: kind, text: text, folded: kind == .letters ? text.lowercased() : text,
                                range: index..<end, word: words.count, number: number))
            index = end
        }
        closeWord(at: characters.count)
        self.characters = characters
        self.pieces = pieces
        self.words = words
    }

    func text(_ range: Range<Int>) -> String {
        String(characters[range.clamped(to: 0..<characters.count)])
    }

    /// The characters from the first to the last of `pieces`.
    func characterRange(of pieces: Range<Int>) -> Range<Int> {
        self.pieces[pieces.lowerBound].range.lowerBound..<self.pieces[pieces.upperBound - 1].range.upperBound
    }

    private static func kind(of character: Character) -> Piece.Kind {
        if character.isASCII, character.isNumber { return .number }
        if let scalar = character.unicodeScalars.first, isHangul(scalar) { return .hangul }
        if character.isLetter { return .letters }
        return .symbol
    }

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value) || (0x3131...0x318E).contains(scalar.value)
    }

    static let leadingPunctuation: Set<Character> = ["(", "["]
    static let trailingPunctuation: Set<Character> = [",", ".", ";", ":", "!", "?", ")", "]"]

    private static func core(of range: Range<Int>, in pieces: [Piece]) -> Range<Int> {
        var low = range.lowerBound, high = range.upperBound
        while low < high, pieces[low].kind == .symbol, leadingPunctuation.contains(pieces[low].text.first!) { low += 1 }
        while high > low, pieces[high - 1].kind == .symbol, trailingPunctuation.contains(pieces[high - 1].text.first!) { high -= 1 }
        return low..<high
    }
}
