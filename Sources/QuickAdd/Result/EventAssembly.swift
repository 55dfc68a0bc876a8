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
    }

    func run() -> (spans: [QuickAddSpan], outcome: Result<QuickAddEvent, QuickAddRefusal>) {
        var spans = matches.map { QuickAddSpan(role: $0.construct.role, range: text.characterRange(of: $0.pieces)) }
        var problems: [QuickAddRefusal] = matches.compactMap { match in
            guard case .notUnderstood(let reason) = match.construct else { return nil }
            return QuickAddRefusal(reason, range: text.characterRange(of: match.pieces))
        }
        let marked = LooksLike.marks(in: text, consumed: consumed)
        var unread: [Range<Int>] = []
        var title = ""
        var gap = false
        for (index, word) in text.words.enumerated() {
            guard !consumed[index] else { gap = true; continue }
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
                gap = true
                continue
            } else {
                spans.append(QuickAddSpan(role: .title, range: word.range))
                words = text.text(word.range)
            }
            if !title.isEmpty, word.spaceBefore || gap { title += " " }
            title += words
            gap = false
        }
        for range in unread {
            let typed = text.text(range)
            problems.append(QuickAddRefusal("'\(typed)' looks like a date or time dal cannot read: correct it, or put it in quotes "
                                            + "(\"\(typed)\") to keep it in the title", range: range))
        }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        if let first = problems.min(by: { ($0.range?.lowerBound ?? 0) < ($1.range?.lowerBound ?? 0) }) {
            return (spans, .failure(first))
        }
        let found = matches.map { Found(construct: $0.construct, range: text.characterRange(of: $0.pieces), typed: text.text(text.characterRange(of: $0.pieces))) }
        do {
            let event = try EventBuilder(found: found, context: context).event(title: title.trimmingWhiteSpace)
            return (spans, .success(event))
        } catch {
            return (spans, .failure(error))
        }
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
