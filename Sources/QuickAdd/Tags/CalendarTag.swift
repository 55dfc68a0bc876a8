/// `#work`: the calendar to add to, named by `#` and the rest of the word.
/// `#1` is a title word (`#1 fan meeting`): a name starts with a letter.
enum CalendarTag {
    static func read(_ cursor: inout PieceCursor) -> [Match]? {
        let start = cursor.index
        guard let hash = cursor.piece, hash.isSymbol("#"), let name = cursor.piece(after: 1), name.word == hash.word,
              name.kind == .letters || name.kind == .hangul else { return nil }
        let end = cursor.text.words[hash.word].core.upperBound
        var c = cursor
        c.advance(end - start)
        cursor = c
        let text = DatePhrases.text(of: start + 1, to: c)
        return [Match(construct: .calendar(text), pieces: start..<c.index)]
    }
}
