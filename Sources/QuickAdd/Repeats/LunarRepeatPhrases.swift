import CalendarCore

/// Yearly repeats on the Korean lunar calendar: `매년 음력 3월 3일`,
/// `음력 8월 15일마다`, `매년 음력 윤3월 1일`, `every year on lunar 3/3`,
/// `yearly on lunar leap 3/1`, `every lunar 8/15`. The event goes on the
/// next solar day of that lunar day and repeats with an RSCALE=DANGI rule.
/// Said without a repeat (`음력 3월 3일`, `lunar 3/3`), it is that one day:
/// the lunar day's next solar day from today.
enum LunarRepeatPhrases {
    static func read(_ cursor: inout PieceCursor, _ days: DayResolver) -> [Match]? {
        let start = cursor.index
        var c = cursor
        guard let (found, repeats) = readKorean(&c) ?? readEnglish(&c) else { return nil }
        cursor = c
        let pieces = start..<c.index
        switch found {
        case .problem(let reason): return [Match(construct: .notUnderstood(reason), pieces: pieces)]
        case .value(let phrase):
            guard !repeats else { return [Match(construct: .repeatRule(phrase), pieces: pieces)] }
            guard let lunar = phrase.lunar, let date = lunar.next(onOrAfter: days.today) else { return nil }
            return [Match(construct: .date(date), pieces: pieces)]
        }
    }

    // MARK: Korean

    private static func readKorean(_ c: inout PieceCursor) -> (Reading<RepeatPhrase>, repeats: Bool)? {
        let start = c.index
        let yearly = c.takeHangul(["매년": (), "매해": ()], suffixes: ["", "마다"]) != nil
        guard c.takeHangul("음력") != nil else { return nil }
        let leap = c.takeHangul("윤") != nil
        var t = c
        guard let month = t.takeNumber(digits: 1...2), t.takeHangul("월") != nil,
              let day = t.takeNumber(digits: 1...2), let particle = t.takeHangul("일", suffixes: Vocabulary.koreanParticles + ["마다"])
        else { return nil }
        c = t
        // Without 매년, only `…일마다` says it repeats.
        return (phrase(month: month, day: day, leap: leap, typed: DatePhrases.text(of: start, to: c)), yearly || particle == "마다")
    }

    // MARK: English

    private static func readEnglish(_ c: inout PieceCursor) -> (Reading<RepeatPhrase>, repeats: Bool)? {
        var repeats = true
        if c.take(["yearly", "annually"]) != nil {
            c.take(["on"])
        } else if c.take(["every", "each"]) != nil {
            if c.take(["year"]) != nil { c.take(["on"]) }
        } else {
            repeats = false
            c.take(["on"])
        }
        guard c.take(["lunar"]) != nil else { return nil }
        let leap = c.take(["leap"]) != nil
        guard let month = c.takeNumber(digits: 1...2), c.nextIsAdjacent, c.take(symbol: "/"), c.nextIsAdjacent,
              let day = c.takeNumber(digits: 1...2) else { return nil }
        return (phrase(month: month, day: day, leap: leap, typed: "lunar \(month)/\(day)"), repeats)
    }

    private static func phrase(month: Int, day: Int, leap: Bool, typed: String) -> Reading<RepeatPhrase> {
        guard let lunar = LunarDay(month: month, day: day, isLeapMonth: leap) else {
            return .problem(.notALunarDay(typed))
        }
        var phrase = RepeatPhrase(frequency: .yearly)
        phrase.lunar = lunar
        return .value(phrase)
    }
}
