/// Breaks text into lines of at most a number of display columns, at
/// spaces where it can and inside a word only when the word alone is too
/// long (or, with `breaksWords` false, cutting such a word with "…", for
/// narrow lists where "Quarterl / y" would read worse than "Quarter…").
/// CJK text, which has no spaces, breaks between characters.
public enum TextWrap {
    public static func lines(_ text: String, width: Int, breaksWords: Bool = true) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = String(word)
                var wordWidth = DisplayWidth.of(word)
                if !breaksWords, wordWidth > width, !word.unicodeScalars.contains(where: { DisplayWidth.of($0) == 2 }) {
                    word = DisplayWidth.fitted(word, toColumns: width)
                    wordWidth = DisplayWidth.of(word)
                }
                if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 { lines.append(line) }
                // A word wider than the line is cut into pieces that fit.
                while wordWidth > width {
                    let piece = DisplayWidth.truncate(word, toColumns: width)
                    let cut = piece.isEmpty ? String(word.prefix(1)) : piece   // a wide character in a one-column line
                    lines.append(cut)
                    word = String(word.dropFirst(cut.count))
                    wordWidth = DisplayWidth.of(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}
