import CalendarCore

/// Puts the phrases read from a text together: the title from the words
/// left, then the event from the phrases, or the first reason it cannot be
/// made (what was not understood, then what was said twice, then what does
/// not go together).
struct EventAssembly {
    let text: TokenizedText
    let context: QuickAddContext
    let matches: [Match]
    let consumed: [Bool]

    /// A phrase with where it was typed.
    struct Found {
        let construct: Construct
        let range: Range<Int>
        let typed: String
        /// A time whose half of the day was assumed (see `Match`).
        var assumesHalfOfDay = false
    }

    func run() -> (spans: [QuickAddSpan], outcome: Result<QuickAddEvent, QuickAddRefusal>) {
        var spans = matches.map { QuickAddSpan(role: $0.construct.role, range: text.characterRange(of: $0.pieces)) }
        var problems: [QuickAddRefusal] = matches.compactMap { match in
            guard case .notUnderstood(let reason) = match.construct else { return nil }
            return QuickAddRefusal(reason, range: text.characterRange(of: match.pieces))
        }
        var dates = [Bool](repeating: false, count: text.words.count)
        for match in matches where match.construct.role == .date {
            for piece in match.pieces { dates[text.pieces[piece].word] = true }
        }
        let marked = LooksLike.marks(in: text, consumed: consumed, dates: dates)
        let free = text.words.indices.map { !consumed[$0] && !marked[$0] && !text.words[$0].isQuoted }
        let place = PlacePhrases.find(in: text, free: free)
        if let place {
            let first = text.words[place.words.lowerBound], last = text.words[place.words.upperBound - 1]
            spans.append(QuickAddSpan(role: .location, range: first.range.lowerBound..<last.range.upperBound))
        }
        var unread: [Range<Int>] = []
        var title = TitleWords()
        for (index, word) in text.words.enumerated() {
            guard !consumed[index], place?.words.contains(index) != true else { title.skip(); continue }
            let words: String
            if word.isQuoted {
                spans.append(QuickAddSpan(role: .literal, range: word.range))
                words = text.pieces[word.pieces.lowerBound].text
            } else if marked[index] {
                spans.append(QuickAddSpan(role: .notUnderstood, range: word.range))
                // Marked words in a row are one problem: `dec 20-27x`.
                var range = word.range
                if index > 0, marked[index - 1], !consumed[index - 1], let last = unread.popLast() { range = last.lowerBound..<range.upperBound }
                unread.append(range)
                title.skip()
                continue
            } else {
                spans.append(QuickAddSpan(role: .title, range: word.range))
                words = text.text(word.range)
            }
            title.append(words, spaceBefore: word.spaceBefore, isSeparator: !word.isQuoted && isSeparator(word))
        }
        for range in unread {
            let typed = text.text(range)
            problems.append(QuickAddRefusal(.unreadable(typed), range: range))
        }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        if let first = problems.min(by: { ($0.range?.lowerBound ?? 0) < ($1.range?.lowerBound ?? 0) }) {
            return (spans, .failure(first))
        }
        let found = matches.map { match in
            let range = text.characterRange(of: match.pieces)
            return Found(construct: match.construct, range: range, typed: text.text(range), assumesHalfOfDay: match.assumesHalfOfDay)
        }
        do {
            let builder = EventBuilder(found: found, context: context, dayPart: DayPartWords.said(in: text))
            var event = try builder.event(title: title.text, saidMore: place != nil)
            event.location = place?.text
            return (spans, .success(event))
        } catch {
            return (spans, .failure(error))
        }
    }

    /// A word of punctuation alone (`-`, `@`, `·`).
    private func isSeparator(_ word: Word) -> Bool {
        text.pieces[word.pieces].allSatisfy { $0.kind == .symbol }
    }
}

/// The title from the words left over, in order, one space where the
/// text had space or a phrase between them. Punctuation that only
/// separated the title from a phrase goes with the phrase: `Lunch -
/// tomorrow - noon` is `Lunch`, `Standup, daily` is `Standup`.
struct TitleWords {
    private var words: [(text: String, isSeparator: Bool)] = []
    private var gap = false

    mutating func skip() { gap = true }

    mutating func append(_ word: String, spaceBefore: Bool, isSeparator: Bool) {
        let joined = !words.isEmpty && (spaceBefore || gap)
        words.append(((joined ? " " : "") + word, isSeparator))
        gap = false
    }

    var text: String {
        var kept = words[...]
        while kept.first?.isSeparator == true { kept.removeFirst() }
        while kept.last?.isSeparator == true { kept.removeLast() }
        var title = kept.map(\.text).joined().trimmingWhiteSpace
        while let last = title.last, last == "," || last == ";" { title.removeLast() }
        return title.trimmingWhiteSpace
    }
}

extension String {
    var trimmingWhiteSpace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
