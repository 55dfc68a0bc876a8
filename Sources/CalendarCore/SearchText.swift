import Foundation

/// Text as a search compares it (`/`, `dal search`): case, accents and
/// width folded, composed, so that `cafe` finds `Café` and a word typed
/// in decomposed Hangul finds the syllables written composed.
public enum SearchText {
    public static func folded(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Whether every word of `query` occurs in one of `texts` (a word may
    /// be in one, the next in another), compared folded.
    public static func holdsEveryWord(of query: String, in texts: [String]) -> Bool {
        let words = folded(query).split(whereSeparator: \.isWhitespace)
        let foldedTexts = texts.map(folded)
        return !words.isEmpty && words.allSatisfy { word in foldedTexts.contains { $0.contains(word) } }
    }
}
