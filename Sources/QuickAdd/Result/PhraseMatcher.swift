/// Reads the phrases of a typed text, left to right, each reader tried in
/// turn at the start of each word. A phrase must cover whole words (or
/// end where another phrase of the same word begins: `오후3시`, `3pm-5pm`);
/// one that ends inside a word is dropped, and the word is then title
/// text, or marked when it looks like a date or time (`3pm5`).
///
/// Each reader looks at a bounded number of pieces and never backs up
/// past its start, so the work is linear in the length of the text.
struct PhraseMatcher {
    let text: TokenizedText
    let days: DayResolver
    let work: WorkCounter

    /// The phrases found, in order, and for each word whether phrases
    /// consumed it.
    func matches() -> (matches: [Match], consumed: [Bool]) {
        var found: [Match] = []
        var index = 0
        var lastEnd = -1
        while index < text.pieces.count {
            let word = text.words[text.pieces[index].word]
            if index < word.core.lowerBound {
                index = word.core.lowerBound
                continue
            }
            let canStart = !word.isQuoted && index < word.core.upperBound && (index == word.core.lowerBound || index == lastEnd)
            if canStart, let matches = read(at: index), let last = matches.last, last.pieces.upperBound > index {
                found += matches
                index = last.pieces.upperBound
                lastEnd = index
                continue
            }
            index = word.pieces.upperBound
        }
        return keepWholeWords(found)
    }

    private func read(at index: Int) -> [Match]? {
        let days = days
        let readers: [(inout PieceCursor) -> [Match]?] = [
            CalendarTag.read,
            AlarmPhrases.read,
            { RepeatPhrases.read(&$0, days) },
            { RepeatEndPhrases.read(&$0, days) },
            { DatePhrases.read(&$0, days) },
            ClockPhrases.read,
            DurationPhrases.readAllDay,
            DurationPhrases.readLength,
            Self.misplacedZone,
        ]
        for reader in readers {
            var cursor = PieceCursor(text, at: index, work: work)
            if let found = reader(&cursor) { return found }
        }
        return nil
    }

    /// `Asia/Seoul` anywhere but after a time.
    private static func misplacedZone(_ c: inout PieceCursor) -> [Match]? {
        let start = c.index
        guard let name = ZonePhrases.readAreaName(&c) else { return nil }
        return [Match(construct: .notUnderstood(.zoneAfterTime(name)),
                      pieces: start..<c.index)]
    }

    /// Drops phrases that end or begin inside a word they do not cover,
    /// until every remaining phrase covers whole words.
    private func keepWholeWords(_ matches: [Match]) -> (matches: [Match], consumed: [Bool]) {
        var kept = [Bool](repeating: true, count: matches.count)
        var covered = [Int](repeating: 0, count: text.words.count)
        var touching = [[Int]](repeating: [], count: text.words.count)
        func coreCount(of match: Match, in word: Int) -> Int {
            text.words[word].core.clamped(to: match.pieces).count
        }
        func words(of match: Match) -> ClosedRange<Int> {
            text.pieces[match.pieces.lowerBound].word...text.pieces[match.pieces.upperBound - 1].word
        }
        for (index, match) in matches.enumerated() {
            for word in words(of: match) {
                covered[word] += coreCount(of: match, in: word)
                touching[word].append(index)
            }
        }
        func isWhole(_ word: Int) -> Bool { covered[word] == text.words[word].core.count }
        var pending = touching.indices.filter { !touching[$0].isEmpty && !isWhole($0) }
        while let word = pending.popLast() {
            for index in touching[word] where kept[index] {
                kept[index] = false
                for other in words(of: matches[index]) {
                    let wasWhole = isWhole(other)
                    covered[other] -= coreCount(of: matches[index], in: other)
                    if wasWhole { pending.append(other) }
                }
            }
        }
        let consumed = text.words.indices.map { word in touching[word].contains { kept[$0] } && isWhole(word) }
        return (zip(matches, kept).filter(\.1).map(\.0), consumed)
    }
}
