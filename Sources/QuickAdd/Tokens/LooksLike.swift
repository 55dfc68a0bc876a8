/// Whether a word that no phrase consumed still looks like a date, time,
/// length or repeat: such a word is marked, never put in the title
/// unnoticed. Digits with a time unit stuck to them (`3pm5`, `25h?`),
/// `25:00`, `12/3`, `2026-13-45`, Korean `3시에서`, a day word with digits
/// (`tomorrow3`, `내일3`). Plain numbers (`3 people`, `2층`), ordinals
/// (`3rd floor`), decimals (`v3.5`), and `1:1` are title text.
enum LooksLike {
    private static let stuckUnits: Set<String> = [
        "am", "pm", "h", "hr", "hrs", "m", "min", "mins", "hour", "hours", "minute", "minutes", "day", "days", "week", "weeks",
    ]
    /// `3시`, `3시에서`, `2주마다`, but not `3분기` (a quarter) or `3일째`.
    private static let koreanUnitWords: Set<String> = {
        let units = ["시", "분", "일", "월", "년", "주", "개월", "시간", "번", "회"]
        let particles = ["", "에", "에서", "부터", "까지", "마다", "쯤", "간", "후", "뒤", "전", "동안", "엔", "에는", "반"]
        return Set(units.flatMap { unit in particles.map { unit + $0 } })
    }()
    private static let koreanDayWords = ["오늘", "내일", "모레", "글피", "어제", "오전", "오후", "정오", "자정", "요일", "매일", "매주", "매달", "매월", "매년"]

    /// Words that start a date, repeat or alarm: left over with a number
    /// after them (`dec 20-27x`, `every 15x`, `remind 10x`), both words
    /// are marked.
    private static let openers: Set<String> = Set(Vocabulary.months.keys).union([
        "every", "each", "remind", "reminder", "alarm", "alert", "until", "till", "til",
        "매일", "매주", "매달", "매월", "매년", "격주", "알림",
    ])

    /// For each word, whether it is marked as not understood: only words
    /// no phrase consumed and not in quotes.
    /// `dates`: the words a day or run of days was read from; a year
    /// beside one that did not join it (`2027 dec 3`) is marked.
    static func marks(in text: TokenizedText, consumed: [Bool], dates: [Bool] = []) -> [Bool] {
        var marked = text.words.indices.map { !consumed[$0] && !text.words[$0].isQuoted && dateOrTime(text.words[$0], in: text) }
        for index in text.words.indices.dropLast() {
            let (word, next) = (text.words[index], text.words[index + 1])
            guard !consumed[index], !consumed[index + 1], !word.isQuoted, !next.isQuoted, word.core.count == 1,
                  openers.contains(text.pieces[word.core.lowerBound].folded),
                  let first = next.core.first, text.pieces[first].kind == .number else { continue }
            marked[index] = true
            marked[index + 1] = true
        }
        for index in text.words.indices where !consumed[index] && isYear(text.words[index], in: text) {
            let beside = [index - 1, index + 1].filter { dates.indices.contains($0) }
            if beside.contains(where: { dates[$0] }) { marked[index] = true }
        }
        // `first thursday` with no month after it: a day of which month?
        // (The weekday alone may have been read as a day.)
        for index in text.words.indices.dropLast() where isOrdinalWeekday(index, in: text, consumed: consumed) {
            marked[index] = true
            marked[index + 1] = !consumed[index + 1]
        }
        return marked
    }

    /// `2027`: four digits alone, as years are written.
    private static func isYear(_ word: Word, in text: TokenizedText) -> Bool {
        guard !word.isQuoted, word.core.count == 1 else { return false }
        let piece = text.pieces[word.core.lowerBound]
        return piece.digitCount == 4 && (1900...2199).contains(piece.number ?? 0)
    }

    private static func isOrdinalWeekday(_ index: Int, in text: TokenizedText, consumed: [Bool]) -> Bool {
        let (word, next) = (text.words[index], text.words[index + 1])
        guard !consumed[index], !word.isQuoted, !next.isQuoted, word.core.count == 1, next.core.count == 1
        else { return false }
        return Vocabulary.ordinalWords[text.pieces[word.core.lowerBound].folded] != nil
            && Vocabulary.weekdays[text.pieces[next.core.lowerBound].folded] != nil
    }

    static func dateOrTime(_ word: Word, in text: TokenizedText) -> Bool {
        let core = word.core
        guard text.pieces[core].contains(where: { $0.kind == .number }) else { return false }
        var sawDayWord = false
        for index in core {
            let piece = text.pieces[index]
            let previous = index > core.lowerBound ? text.pieces[index - 1] : nil
            let next = index + 1 < core.upperBound ? text.pieces[index + 1] : nil
            switch piece.kind {
            case .letters:
                if previous?.kind == .number, stuckUnits.contains(piece.folded) { return true }
                if Vocabulary.dayWords.contains(piece.folded) || Vocabulary.weekdays[piece.folded] != nil
                    || Vocabulary.months[piece.folded] != nil {
                    sawDayWord = true
                }
            case .hangul:
                if previous?.kind == .number, koreanUnitWords.contains(piece.text) { return true }
                if koreanDayWords.contains(where: { piece.text.contains($0) }) { sawDayWord = true }
            case .symbol:
                guard let previous, previous.kind == .number, let next, next.kind == .number else { break }
                if piece.isSymbol(":"), next.digitCount == 2 { return true }
                if piece.isSymbol("/") { return true }
                if piece.isSymbol("-"), previous.digitCount == 4 { return true }
            default:
                break
            }
        }
        return sawDayWord
    }
}
