import PropertyBased
import Testing
@testable import CalendarUI

/// `TextWrap` makes lines one at a time and stops at `maxLines` (a
/// 30,000-character title in a three-line cell reads about three lines of
/// it). Whatever it reads, its lines are those of wrapping the whole text
/// and cutting afterwards, as dal did before.
@Suite struct TextWrapPropertyTests {
    /// Words of one script each (a word mixing Latin and CJK is cut by
    /// the characters a line shows, not by the whole word).
    static let words = ["a", "to", "Standup", "Quarterly", "supercalifragilisticexpialidocious", "치과", "日本語の予定表です",
                        "🎉", "👨‍👩‍👧🏳️‍🌈🇰🇷", "e\u{301}te\u{301}", "", "\n", "  ", "x\ny"]

    /// The wrap dal used before lines were made as asked (with issue 42's
    /// CJK rule): every line of the text, then the first `maxLines - 1`
    /// and the rest joined and cut.
    static func reference(_ text: String, width: Int, breaksWords: Bool, maxLines: Int) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
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
                // Wider than a line, CJK: it begins on the line being
                // filled, broken between syllables (issue 42).
                let isWide = word.unicodeScalars.contains { DisplayWidth.of($0) == 2 }
                if isWide, wordWidth > width, lineWidth > 0, width - lineWidth - 1 > 0 {
                    let head = DisplayWidth.truncate(word, toColumns: width - lineWidth - 1)
                    if !head.isEmpty {
                        line += " " + head
                        word = String(word.dropFirst(head.count))
                        wordWidth = DisplayWidth.of(word)
                    }
                }
                if lineWidth > 0 { lines.append(line) }
                while wordWidth > width {
                    let piece = DisplayWidth.truncate(word, toColumns: width)
                    let cut = piece.isEmpty ? String(word.prefix(1)) : piece
                    lines.append(cut)
                    word = String(word.dropFirst(cut.count))
                    wordWidth = DisplayWidth.of(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        guard lines.count > maxLines else { return lines }
        return Array(lines.prefix(maxLines - 1)) + [DisplayWidth.fitted(lines.dropFirst(maxLines - 1).joined(separator: " "), toColumns: width)]
    }

    @Test func linesAreThoseOfTheWholeWrapCutAfterwards() async {
        let text = Gen.int(in: 0...(Self.words.count - 1)).array(of: 0...30)
            .map { $0.map { Self.words[$0] }.joined(separator: " ") }
        await propertyCheck(count: 3000, input: zip(text, Gen.int(in: 1...24), Gen.bool, Gen.int(in: 1...6))) {
            text, width, breaksWords, maxLines in
            let expected = Self.reference(text, width: width, breaksWords: breaksWords, maxLines: maxLines)
            #expect(TextWrap.lines(text, width: width, breaksWords: breaksWords, maxLines: maxLines) == expected,
                    "\(text.debugDescription) at \(width) columns, \(maxLines) lines, breaksWords \(breaksWords)")
            #expect(TextWrap.lines(text, width: width, breaksWords: breaksWords) == Self.reference(text, width: width,
                    breaksWords: breaksWords, maxLines: .max), "without a limit: every line")
        }
    }

    /// The shortcut for a text that fits (most titles) says so only where
    /// breaking would give the text back whole.
    @Test func aTextTakenAsItFitsIsWhatBreakingItGives() async {
        let text = Gen.int(in: 0...(Self.words.count - 1)).array(of: 0...4)
            .map { $0.map { Self.words[$0] }.joined(separator: " ") }
        await propertyCheck(count: 3000, input: zip(text, Gen.int(in: 1...40), Gen.bool)) { text, width, breaksWords in
            guard TextWrap.fitsAsIs(text, width: width) else { return }
            #expect(TextWrap.brokenLines(text, width: width, breaksWords: breaksWords, maxLines: .max) == [text],
                    "\(text.debugDescription) at \(width) columns")
        }
    }

    @Test func everyLineFitsItsWidth() async {
        let text = Gen.int(in: 0...(Self.words.count - 1)).array(of: 0...30)
            .map { $0.map { Self.words[$0] }.joined(separator: " ") }
        await propertyCheck(count: 1000, input: zip(text, Gen.int(in: 1...24), Gen.bool, Gen.int(in: 1...6))) {
            text, width, breaksWords, maxLines in
            let lines = TextWrap.lines(text, width: width, breaksWords: breaksWords, maxLines: maxLines)
            #expect(lines.count <= maxLines)
            // A wide character alone in a one-column line is the only exception.
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width || $0.count == 1 }, "\(lines)")
        }
    }
}
