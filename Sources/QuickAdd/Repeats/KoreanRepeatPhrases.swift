import CalendarCore

/// Korean repeats: `매일`, `3일마다`, `매주 화요일`, `매주 월수금`, `격주 화,목`,
/// `2주마다 금요일`, `화요일마다`, `평일마다`, `매달 1일`, `매월 마지막 날`,
/// `매달 첫째 주 월요일`, `3개월마다`, `매년 12월 25일`, `2년마다`.
enum KoreanRepeatPhrases {
    typealias Day = RecurrencePattern.WeekdayNumber

    private static let intervalUnits: [String: RecurrencePattern.Frequency] = [
        "일": .daily, "주": .weekly, "달": .monthly, "개월": .monthly, "년": .yearly,
    ]
    private static let listParticles: [String] = ["", "과", "와", "랑", "이랑", "하고", "마다", "에", "에는", "엔"]

    static func read(_ c: inout PieceCursor, _ days: DayResolver) -> Reading<RepeatPhrase>? {
        if c.takeHangul("매일", suffixes: ["", "마다"]) != nil { return .value(RepeatPhrase(frequency: .daily)) }
        if c.takeHangul("매주", suffixes: ["", "마다"]) != nil {
            return .value(RepeatPhrase(frequency: .weekly, byDay: readWeekdays(&c) ?? []))
        }
        if c.takeHangul("격주", suffixes: ["", "로", "마다"]) != nil {
            return .value(RepeatPhrase(frequency: .weekly, interval: 2, byDay: readWeekdays(&c) ?? []))
        }
        if c.takeHangul(["매달": (), "매월": ()], suffixes: ["", "마다"]) != nil { return .value(monthly(1, &c)) }
        if c.takeHangul(["매년": (), "매해": ()], suffixes: ["", "마다"]) != nil {
            return .value(RepeatPhrase(frequency: .yearly, impliedDate: readDate(&c, days)))
        }
        if let (list, _) = c.takeHangul(["평일": RepeatPhrases.workdays, "주말": RepeatPhrases.weekend], suffixes: ["마다"]) {
            return .value(RepeatPhrase(frequency: .weekly, byDay: list))
        }
        // 화요일마다, 월요일과 수요일마다: a list ending in 마다.
        var t = c
        if let list = readWeekdays(&t), t.text.pieces[t.index - 1].text.hasSuffix("마다") {
            c = t
            return .value(RepeatPhrase(frequency: .weekly, byDay: list))
        }
        // 2주마다, 3일마다, 3개월마다, 2년마다
        var n = c
        guard let interval = n.takeNumber(), let (frequency, _) = n.takeHangul(intervalUnits, suffixes: ["마다"]) else { return nil }
        c = n
        guard interval >= 1 else { return .problem(.everyOneOrMore("\(interval)")) }
        switch frequency {
        case .weekly: return .value(RepeatPhrase(frequency: .weekly, interval: interval, byDay: readWeekdays(&c) ?? []))
        case .monthly: return .value(monthly(interval, &c))
        case .yearly: return .value(RepeatPhrase(frequency: .yearly, interval: interval, impliedDate: readDate(&c, days)))
        default: return .value(RepeatPhrase(frequency: frequency, interval: interval))
        }
    }

    /// `화요일`, `화요일, 목요일`, `화요일과 목요일`, `월수금`, `화,목`, `평일`, `주말`.
    private static func readWeekdays(_ c: inout PieceCursor) -> [Day]? {
        if let (list, _) = c.takeHangul(["평일": RepeatPhrases.workdays, "주말": RepeatPhrases.weekend], suffixes: listParticles) {
            return list
        }
        var found: [Weekday] = []
        while found.count < 7 {
            var t = c
            if !found.isEmpty { _ = t.take(symbols: [",", "/", "·", "、"]) }
            if let (weekday, _) = t.takeHangul(Vocabulary.koreanWeekdays, suffixes: listParticles) {
                if !found.contains(weekday) { found.append(weekday) }
            } else if let letters = t.take(where: { piece -> [Weekday]? in
                guard piece.kind == .hangul else { return nil }
                let particle = listParticles.filter { piece.text.hasSuffix($0) }.max { $0.count < $1.count } ?? ""
                let text = piece.text.dropLast(particle.count)
                let days = text.compactMap { Vocabulary.koreanWeekdayLetters[$0] }
                return !days.isEmpty && days.count == text.count && days.count <= 7 ? days : nil
            }) {
                // One letter alone (`월`, `일`) is a month or a day, not a weekday.
                guard letters.count > 1 || !found.isEmpty || t.piece?.isSymbol(",") == true || t.piece?.isSymbol("/") == true else { break }
                for weekday in letters where !found.contains(weekday) { found.append(weekday) }
            } else {
                break
            }
            c = t
            if c.text.pieces[c.index - 1].text.hasSuffix("마다") { break }
        }
        return found.isEmpty ? nil : found.map { Day(ordinal: 0, weekday: $0) }
    }

    /// `1일`, `1일, 15일`, `마지막 날`, `마지막 금요일`, `첫째 주 월요일`.
    private static func monthly(_ interval: Int, _ c: inout PieceCursor) -> RepeatPhrase {
        var phrase = RepeatPhrase(frequency: .monthly, interval: interval)
        while phrase.byDay.count + phrase.byMonthDay.count < 8 {
            var t = c
            if !(phrase.byDay.isEmpty && phrase.byMonthDay.isEmpty) { _ = t.take(symbols: [",", "/"]) }
            if let day = t.takeNumber(digits: 1...2), t.takeHangul("일", suffixes: listParticles) != nil, (1...31).contains(day) {
                phrase.byMonthDay.append(day)
            } else if t.takeHangul(["마지막날": ()], suffixes: listParticles) != nil
                        || (t.takeHangul("마지막") != nil && t.takeHangul("날", suffixes: listParticles) != nil) {
                phrase.byMonthDay.append(-1)
            } else {
                t = c
                guard let ordinal = t.takeHangul(Vocabulary.koreanOrdinals)?.value else { break }
                _ = t.takeHangul("주")
                guard let (weekday, _) = t.takeHangul(Vocabulary.koreanWeekdays, suffixes: listParticles) else { break }
                phrase.byDay.append(Day(ordinal: ordinal, weekday: weekday))
            }
            c = t
        }
        return phrase
    }

    /// `12월 25일` after 매년.
    private static func readDate(_ c: inout PieceCursor, _ days: DayResolver) -> CivilDate? {
        var t = c
        guard case .value(let day)? = DatePhrases.readDay(&t, days), day.namesMonth else { return nil }
        c = t
        return day.date
    }
}
