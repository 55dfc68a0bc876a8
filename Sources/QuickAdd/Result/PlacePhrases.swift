/// Where an event is, from the words no other phrase read: `at Main St`,
/// `in Berlin`, `@ Joe's`, `강남역에서`. After `at` and `in` a place must
/// start like a name (a capital, a digit, or a letter of a script without
/// capitals such as Hangul), so that `Fill in forms` and `Dinner at home`
/// stay titles; after `@` any word is a place. The place runs over the
/// words after it up to the next phrase, a comma, or a word that starts
/// another part of the title (`with`, `for`, `and`, …).
struct Place {
    /// The words that say it (with `at`, `in` or `@`), as word indices.
    let words: Range<Int>
    let text: String
}

enum PlacePhrases {
    private static let markers: Set<String> = ["at", "in"]
    private static let stops: Set<String> = ["with", "for", "and", "to", "about", "re", "at", "in", "on", "from", "by"]
    private static let koreanSuffix = "에서"

    /// The first place in the text, or nil. `free` says which words no
    /// phrase read and nothing marked.
    static func find(in text: TokenizedText, free: [Bool]) -> Place? {
        for index in text.words.indices where free[index] {
            let word = text.words[index]
            if let korean = koreanPlace(word, in: text) { return Place(words: index..<index + 1, text: korean) }
            guard index + 1 < text.words.count, free[index + 1], word.core.count == 1 else { continue }
            let marker = text.pieces[word.core.lowerBound]
            let isAt = marker.kind == .symbol && marker.isSymbol("@") && word.pieces.count == 1
            guard isAt || (marker.kind == .letters && markers.contains(marker.folded) && startsLikeName(text.words[index + 1], in: text))
            else { continue }
            var end = index + 1
            while end < text.words.count, free[end] {
                let next = text.words[end]
                if end > index + 1, isStop(next, in: text) { break }
                end += 1
                if let last = next.pieces.last, next.core.upperBound <= last, text.pieces[last].isSymbol(",") { break }
            }
            let range = text.words[index + 1].range.lowerBound..<text.words[end - 1].range.upperBound
            let place = trimmed(text.text(range))
            guard !place.isEmpty else { continue }
            return Place(words: index..<end, text: place)
        }
        return nil
    }

    /// `강남역에서`: a word of Hangul ending in 에서, with a name before it.
    private static func koreanPlace(_ word: Word, in text: TokenizedText) -> String? {
        guard word.core.count == 1 else { return nil }
        let piece = text.pieces[word.core.lowerBound]
        guard piece.kind == .hangul, piece.text.hasSuffix(koreanSuffix), piece.text.count > koreanSuffix.count else { return nil }
        return String(piece.text.dropLast(koreanSuffix.count))
    }

    private static func startsLikeName(_ word: Word, in text: TokenizedText) -> Bool {
        guard !word.isQuoted, let first = word.core.first.map({ text.pieces[$0] }), let character = first.text.first else { return false }
        switch first.kind {
        case .number, .hangul: return true
        case .letters: return character.isUppercase || !(character.isUppercase || character.isLowercase)
        default: return false
        }
    }

    private static func isStop(_ word: Word, in text: TokenizedText) -> Bool {
        guard word.core.count == 1 else { return false }
        let piece = text.pieces[word.core.lowerBound]
        return piece.kind == .symbol || (piece.kind == .letters && stops.contains(piece.folded))
    }

    private static func trimmed(_ text: String) -> String {
        var place = text.trimmingWhiteSpace
        while let last = place.last, last == "," || last == ";" || last == "." { place.removeLast() }
        return place.trimmingWhiteSpace
    }
}
