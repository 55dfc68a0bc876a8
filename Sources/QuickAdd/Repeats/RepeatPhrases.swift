import CalendarCore

/// Repeats: `daily`, `weekly on tue`, `every 2 weeks`, `every weekday`,
/// `every tue and thu`, `tuesdays`, `monthly on the 1st`, `every last fri`,
/// `every dec 25`, `yearly`; `매일`, `매주 화요일`, `격주 월수금`, `매달 1일`,
/// `매달 마지막 금요일`, `매년 12월 25일`, `2주마다`, `화요일마다`.
enum RepeatPhrases {
    typealias Day = RecurrencePattern.WeekdayNumber

    static func read(_ cursor: inout PieceCursor, _ days: DayResolver) -> [Match]? {
        let start = cursor.index
        var c = cursor
        if let lunar = LunarRepeatPhrases.read(&c, days) {
            cursor = c
            return lunar
        }
        guard let found = readEnglish(&c, days) ?? KoreanRepeatPhrases.read(&c, days) else { return nil }
        cursor = c
        switch found {
        case .value(let phrase): return [Match(construct: .repeatRule(phrase), pieces: start..<c.index)]
        case .problem(let reason): return [Match(construct: .notUnderstood(reason), pieces: start..<c.index)]
        }
    }

    private static let anyWeekdays = Vocabulary.weekdays.merging(Vocabulary.weekdayPlurals) { first, _ in first }
    private static let intervalUnits: [String: RecurrencePattern.Frequency] = [
        "day": .daily, "days": .daily, "week": .weekly, "weeks": .weekly, "month": .monthly, "months": .monthly,
        "year": .yearly, "years": .yearly,
    ]
    static let workdays: [Day] = [.monday, .tuesday, .wednesday, .thursday, .friday].map { Day(ordinal: 0, weekday: $0) }
    static let weekend: [Day] = [.saturday, .sunday].map { Day(ordinal: 0, weekday: $0) }

    // MARK: English

    private static func readEnglish(_ c: inout PieceCursor, _ days: DayResolver) -> Reading<RepeatPhrase>? {
        let start = c.index
        if c.take(["daily"]) != nil { return .value(RepeatPhrase(frequency: .daily)) }
        if c.take(["weekly"]) != nil { return .value(RepeatPhrase(frequency: .weekly, byDay: readOnDays(&c) ?? [])) }
        if c.take(["biweekly", "fortnightly"]) != nil {
            return .value(RepeatPhrase(frequency: .weekly, interval: 2, byDay: readOnDays(&c) ?? []))
        }
        if c.take(["monthly"]) != nil { return .value(monthly(interval: 1, readOnMonthDays(&c))) }
        if c.take(["yearly", "annually"]) != nil { return .value(RepeatPhrase(frequency: .yearly, impliedDate: readOnDate(&c, days))) }
        var t = c
        t.take(["on"])
        if let list = readWeekdays(&t, plural: true) {
            c = t
            return .value(RepeatPhrase(frequency: .weekly, byDay: list))
        }
        // `first thursday of every month`, `the 15th of each other month`.
        var ofMonth = c
        ofMonth.take(["on"])
        if let days = readMonthDays(&ofMonth), let months = days.everyMonths {
            c = ofMonth
            return .value(monthly(interval: months, (days.byDay, days.byMonthDay)))
        }
        guard c.take(["every", "each"]) != nil else { return nil }
        var interval: Int?
        if c.take(["other"]) != nil {
            interval = 2
        } else if c.piece(after: 1).map({ !(Vocabulary.ordinalSuffixes.contains($0.folded) && c.piece?.word == $0.word) }) ?? true,
                  let number = c.takeNumber() ?? c.take(Vocabulary.countWords) {
            // A number, but not `15th` (`every 15th` is a day of the month).
            interval = number
        }
        if let frequency = c.take(intervalUnits) {
            let count = interval ?? 1
            guard count >= 1 else { return .problem(.everyOneOrMore(DatePhrases.text(of: start, to: c))) }
            switch frequency {
            case .weekly: return .value(RepeatPhrase(frequency: .weekly, interval: count, byDay: readOnDays(&c) ?? []))
            case .monthly: return .value(monthly(interval: count, readOnMonthDays(&c)))
            case .yearly: return .value(RepeatPhrase(frequency: .yearly, interval: count, impliedDate: readOnDate(&c, days)))
            default: return .value(RepeatPhrase(frequency: frequency, interval: count))
            }
        }
        if interval == nil {
            if let list = readWeekdays(&c, plural: false) { return .value(RepeatPhrase(frequency: .weekly, byDay: list)) }
            if let monthDays = readMonthDays(&c) { return .value(monthly(interval: monthDays.everyMonths ?? 1, (monthDays.byDay, monthDays.byMonthDay))) }
        }
        if c.take(["hour", "hours", "minute", "minutes", "second", "seconds", "hr", "hrs", "min", "mins"]) != nil {
            return .problem(.repeatUnits(DatePhrases.text(of: start, to: c)))
        }
        guard interval == nil else { return nil }
        var dated = c
        if case .value(let day)? = DatePhrases.readDay(&dated, days), day.namesMonth {
            c = dated
            return .value(RepeatPhrase(frequency: .yearly, impliedDate: day.date))
        }
        return nil
    }

    private static func monthly(interval: Int, _ days: (byDay: [Day], byMonthDay: [Int])?) -> RepeatPhrase {
        RepeatPhrase(frequency: .monthly, interval: interval, byDay: days?.byDay ?? [], byMonthDay: days?.byMonthDay ?? [])
    }

    /// `on tue and thu`, `on weekdays`.
    private static func readOnDays(_ c: inout PieceCursor) -> [Day]? {
        var t = c
        t.take(["on"])
        guard let list = readWeekdays(&t, plural: nil) else { return nil }
        c = t
        return list
    }

    /// `tue`, `tue, thu`, `mon wed and fri`, `weekday`, `weekends`.
    /// `plural`: true for `tuesdays` only, false for `tuesday` only.
    private static func readWeekdays(_ c: inout PieceCursor, plural: Bool?) -> [Day]? {
        if plural != false, c.take(["weekdays"]) != nil { return workdays }
        if plural != false, c.take(["weekends"]) != nil { return weekend }
        if plural != true, c.take(["weekday"]) != nil { return workdays }
        if plural != true, c.take(["weekend"]) != nil { return weekend }
        let table = plural == true ? Vocabulary.weekdayPlurals : plural == false ? Vocabulary.weekdays
            : anyWeekdays
        guard let first = c.take(table) else { return nil }
        var found = [first]
        while found.count < 7 {
            var t = c
            _ = t.take(symbols: [",", "/", "&", "+"])
            t.take(["and"])
            guard let next = t.take(table) else { break }
            if !found.contains(next) { found.append(next) }
            c = t
        }
        return found.map { Day(ordinal: 0, weekday: $0) }
    }

    /// `on the 1st`, `on the 1st and 15th`, `on the last day`, `on the
    /// last fri`, `on the second tuesday` (of each month).
    private static func readOnMonthDays(_ c: inout PieceCursor) -> (byDay: [Day], byMonthDay: [Int])? {
        var t = c
        guard t.take(["on"]) != nil, let found = readMonthDays(&t) else { return nil }
        c = t
        return (found.byDay, found.byMonthDay)
    }

    /// Days of a month, and when `of every month` (`of the month`, `of
    /// each other month`) followed, every how many months.
    private static func readMonthDays(_ c: inout PieceCursor) -> (byDay: [Day], byMonthDay: [Int], everyMonths: Int?)? {
        var t = c
        t.take(["the"])
        var byDay: [Day] = [], byMonthDay: [Int] = []
        while byDay.count + byMonthDay.count < 8 {
            var item = t
            if !(byDay.isEmpty && byMonthDay.isEmpty) {
                _ = item.take(symbol: ",")
                item.take(["and"])
                item.take(["the"])
            }
            if let (ordinal, isWord) = readOrdinal(&item) {
                if let weekday = item.take(Vocabulary.weekdays) {
                    byDay.append(Day(ordinal: ordinal, weekday: weekday))
                } else if ordinal == -1, item.take(["day"]) != nil {
                    byMonthDay.append(-1)
                } else if !isWord {
                    // `the 15th`; not `second` alone, which is a unit.
                    byMonthDay.append(ordinal)
                } else {
                    break
                }
            } else {
                break
            }
            t = item
        }
        guard !(byDay.isEmpty && byMonthDay.isEmpty) else { return nil }
        var end = t
        var everyMonths: Int?
        if end.take(["of"]) != nil, end.take(["the", "every", "each"]) != nil {
            let months = end.take(["other"]) != nil ? 2 : 1
            if end.take(["month"]) != nil {
                t = end
                everyMonths = months
            }
        }
        c = t
        return (byDay, byMonthDay, everyMonths)
    }

    /// `first` … `fifth`, `last`, or `1st` … `31st`; whether it was a word.
    private static func readOrdinal(_ c: inout PieceCursor) -> (Int, Bool)? {
        if let word = c.take(Vocabulary.ordinalWords) { return (word, true) }
        var t = c
        guard let number = t.takeNumber(digits: 1...2), (1...31).contains(number), t.nextIsAdjacent,
              t.take(Vocabulary.ordinalSuffixes) != nil else { return nil }
        c = t
        return (number, false)
    }

    /// `on dec 3`, `on 3 december`.
    private static func readOnDate(_ c: inout PieceCursor, _ days: DayResolver) -> CivilDate? {
        var t = c
        guard t.take(["on"]) != nil, case .value(let day)? = DatePhrases.readDay(&t, days), day.namesMonth else { return nil }
        c = t
        return day.date
    }
}
