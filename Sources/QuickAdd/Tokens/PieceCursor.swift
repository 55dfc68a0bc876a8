/// Counts the pieces the phrase readers look at, so a test can check that
/// the work per piece is bounded (no reader walks back and forth).
final class WorkCounter {
    var reads = 0
}

/// A position in the pieces, moved forward by the phrase readers. A value:
/// a reader tries a form on a copy and keeps it only when the form matched.
struct PieceCursor {
    let text: TokenizedText
    private(set) var index: Int
    let work: WorkCounter

    init(_ text: TokenizedText, at index: Int, work: WorkCounter) {
        self.text = text
        self.index = index
        self.work = work
    }

    /// The next piece, if any.
    var piece: Piece? {
        work.reads += 1
        return index < text.pieces.count ? text.pieces[index] : nil
    }

    func piece(after offset: Int) -> Piece? {
        work.reads += 1
        return index + offset < text.pieces.count ? text.pieces[index + offset] : nil
    }

    /// Whether the next piece is in the same word as the one before it.
    var nextIsAdjacent: Bool {
        guard index > 0, let next = piece else { return false }
        return next.word == text.pieces[index - 1].word
    }

    /// Whether the next piece starts a word (or nothing follows).
    var nextStartsWord: Bool { !nextIsAdjacent }

    mutating func advance(_ count: Int = 1) {
        index = min(index + count, text.pieces.count)
    }

    /// Takes the next piece when it is letters equal (ignoring case) to one
    /// of `words`. (Arrays, not sets: a literal array costs nothing to
    /// make, a set is hashed at every call.)
    @discardableResult
    mutating func take(_ words: [String]) -> String? {
        guard let piece, piece.kind == .letters, words.contains(piece.folded) else { return nil }
        advance()
        return piece.folded
    }

    /// Takes the next piece when it is letters found in `table`.
    mutating func take<Value>(_ table: [String: Value]) -> Value? {
        guard let piece, piece.kind == .letters, let value = table[piece.folded] else { return nil }
        advance()
        return value
    }

    /// Takes the next piece when it is the symbol `character`.
    mutating func take(symbol character: Character) -> Bool {
        guard let piece, piece.isSymbol(character) else { return false }
        advance()
        return true
    }

    /// Takes the next piece when it is one of the symbols.
    mutating func take(symbols: [Character]) -> Bool {
        guard let piece, piece.kind == .symbol, symbols.contains(piece.text.first!) else { return false }
        advance()
        return true
    }

    /// Takes a number of at most `digits` digits.
    mutating func takeNumber(digits: ClosedRange<Int> = 1...9) -> Int? {
        guard let piece, let value = piece.number, digits.contains(piece.digitCount) else { return nil }
        advance()
        return value
    }

    /// Takes a Hangul piece that is one of `stems` followed by one of
    /// `suffixes` (particles such as 에, 부터, 까지, 마다; "" for none).
    mutating func takeHangul<Value>(_ stems: [String: Value], suffixes: [String] = [""]) -> (value: Value, suffix: String)? {
        guard let piece, piece.kind == .hangul else { return nil }
        // The longest suffix that leaves a stem wins, whatever the order.
        var found: (value: Value, suffix: String)?
        for suffix in suffixes where piece.text.hasSuffix(suffix) && suffix.count >= (found?.suffix.count ?? 0) {
            if let value = stems[String(piece.text.dropLast(suffix.count))] { found = (value, suffix) }
        }
        if found != nil { advance() }
        return found
    }

    /// Takes a Hangul piece equal to `stem` plus one of `suffixes`.
    mutating func takeHangul(_ stem: String, suffixes: [String] = [""]) -> String? {
        takeHangul([stem: ()], suffixes: suffixes)?.suffix
    }

    /// Takes the next piece when `read` gives a value for it.
    mutating func take<Value>(where read: (Piece) -> Value?) -> Value? {
        guard let piece, let value = read(piece) else { return nil }
        advance()
        return value
    }
}
