import CalendarCore

/// A day as typed.
struct DayPhrase {
    var date: CivilDate
    /// The Korean particle on its last word (`부터`, `까지`, or "").
    var particle: String = ""
    /// It named a month (`dec 3`, `2026-12-03`, `12월 3일`), so a bare day
    /// may end a range after it (`dec 3-5`).
    var namesMonth = false
    /// Its year was typed (`dec 3 2027`, `2027-12-03`, `2027년 12월 3일`).
    var namesYear = false
}

/// What a reader found: a phrase, or a phrase that looks like one but
/// cannot be read, with why.
enum Reading<Value> {
    case value(Value)
    case problem(QuickAddRefusal.Problem)
}

/// Days and runs of days, in English, Korean and ISO forms.
enum DatePhrases {
    /// A day or a run of days at the cursor, with `on` or `from` before it;
    /// an ISO date-time (`2026-12-03T15:00`) gives a day and a time.
    static func read(_ cursor: inout PieceCursor, _ days: DayResolver) -> [Match]? {
        let start = cursor.index
        var c = cursor
        if c.take(["from"]) == nil { c.take(["on"]) }
        let day: DayPhrase
        switch readDay(&c, days) {
        case nil: return nil
        case .problem(let reason)?:
            cursor = c
            return [Match(construct: .notUnderstood(reason), pieces: start..<c.index)]
        case .value(let found)?: day = found
        }
        let dayEnd = c.index
        if c.nextIsAdjacent, c.piece?.folded == "t" {
            var timed = c
            timed.advance()
            if let clock = ClockPhrases.readIsoTime(&timed) {
                cursor = timed
                return [Match(construct: .date(day.date), pieces: start..<dayEnd), Match(construct: clock, pieces: dayEnd..<timed.index)]
            }
        }
        var ranged = c
        if let last = readRangeEnd(&ranged, after: day, days) {
            cursor = ranged
            switch last {
            case .value(var lastDay):
                var day = day
                // `jan 12-14 2027`, `dec 28 - jan 2, 2027`: the year after the range is the last day's.
                if day.namesMonth, !day.namesYear, !lastDay.namesYear, let year = readYear(&ranged) {
                    guard let last = CivilDate(year: year, month: lastDay.date.month, day: lastDay.date.day),
                          let first = CivilDate(year: day.date.month > last.month ? year - 1 : year, month: day.date.month, day: day.date.day),
                          first.isSupported, last.isSupported else {
                        cursor = ranged
                        return [Match(construct: .notUnderstood(.notARunOfDays(text(of: start, to: ranged))), pieces: start..<ranged.index)]
                    }
                    (day.date, lastDay.date) = (first, last)
                    cursor = ranged
                }
                guard lastDay.date >= day.date else {
                    return [Match(construct: .notUnderstood(.endsBeforeItStarts(text(of: start, to: ranged))), pieces: start..<ranged.index)]
                }
                return [Match(construct: .dateRange(day.date, lastDay.date), pieces: start..<ranged.index)]
            case .problem(let reason):
                return [Match(construct: .notUnderstood(reason), pieces: start..<ranged.index)]
            }
        }
        cursor = c
        return [Match(construct: .date(day.date, untilParticle: day.particle == "까지"), pieces: start..<c.index)]
    }

    /// `- dec 5`, `to fri`, `-5` (after a day with a month), `~5일`, or
    /// after `3일부터` simply `5일까지`.
    private static func readRangeEnd(_ c: inout PieceCursor, after first: DayPhrase, _ days: DayResolver) -> Reading<DayPhrase>? {
        var r = c
        let separated = r.take(symbols: rangeMarks) || r.take(["to", "through", "thru"]) != nil
        guard separated || first.particle == "부터" else { return nil }
        let anchored = days.counting(after: first.date)
        if let last = readDay(&r, anchored) {
            c = r
            return last
        }
        // `dec 3-5`: a bare day of the same month (or the next, when smaller).
        guard first.namesMonth, let day = r.takeNumber(digits: 1...2) else { return nil }
        if r.nextIsAdjacent { r.take(Vocabulary.ordinalSuffixes) }
        if r.nextIsAdjacent, !isTrailingPunctuation(r.piece) { return nil }
        c = r
        guard let date = anchored.dayOfMonth(day) else { return .problem(.notADayOfTheMonth("\(day)")) }
        return .value(DayPhrase(date: date))
    }

    /// One day in any of the forms, or nil when the cursor is not at one.
    static func readDay(_ c: inout PieceCursor, _ days: DayResolver) -> Reading<DayPhrase>? {
        for form in [readEnglishWords, readMonthDay, readNumericDate, readKoreanWords, readKoreanMonthDay] {
            var t = c
            if let found = form(&t, days) {
                c = t
                return found
            }
        }
        return nil
    }

    // MARK: English words

    private static let relativeWords: [String: Int] = ["today": 0, "tonight": 0, "tomorrow": 1, "tmrw": 1, "tmr": 1, "yesterday": -1]

    private static func readEnglishWords(_ c: inout PieceCursor, _ days: DayResolver) -> Reading<DayPhrase>? {
        let start = c.index
        if let offset = c.take(relativeWords) { return .value(DayPhrase(date: days.today.adding(days: offset))) }
        var t = c
        t.take(["the"])
        if t.take(["day"]) != nil, t.take(["after"]) != nil, t.take(["tomorrow"]) != nil {
            c = t
            return .value(DayPhrase(date: days.today.adding(days: 2)))
        }
        if let weeksAhead = c.take(["this": 0, "next": 1, "last": -1]) {
            if let weekday = c.take(Vocabulary.weekdays) { return .value(DayPhrase(date: days.inWeek(weeksAhead, weekday))) }
            if c.take(["week", "month", "year", "weekend"]) != nil {
                return .problem(.whichDay(text(of: start, to: c), inKorean: false))
            }
            return nil
        }
        if let weekday = c.take(Vocabulary.weekdays) { return .value(DayPhrase(date: days.coming(weekday))) }
        if c.take(["in"]) != nil {
            guard let amount = c.takeNumber() ?? c.take(Vocabulary.numberWords) else { return nil }
            if let unit = c.take(["day": .days, "days": .days, "week": .weeks, "weeks": .weeks, "month": .months, "months": .months,
                                  "year": .years, "years": .years] as [String: DayResolver.Unit]) {
                return .value(DayPhrase(date: days.later(amount, unit)))
            }
            if c.take(["hour", "hours", "hr", "hrs", "h", "minute", "minutes", "min", "mins", "m"]) != nil {
                return .problem(.noClock(text(of: start, to: c), inKorean: false))
            }
            return nil
        }
        return nil
    }

    /// `dec 3`, `december 3rd, 2027`, `3 dec`, `3rd of december 2027`, `the 3rd`.
    private static func readMonthDay(_ c: inout PieceCursor, _ days: DayResolver) -> Reading<DayPhrase>? {
        let start = c.index
        var month: Int?, day: Int?
        if let named = c.take(Vocabulary.months) {
            if c.nextIsAdjacent { _ = c.take(symbol: ".") }
            guard let number = readDayNumber(&c) else { return nil }
            (month, day) = (named, number)
        } else {
            let the = c.take(["the"]) != nil
            guard let number = readDayNumber(&c, suffixRequired: the) else { return nil }
            var m = c
            m.take(["of"])
            if let named = m.take(Vocabulary.months) {
                c = m
                if c.nextIsAdjacent { _ = c.take(symbol: ".") }
                (month, day) = (named, number)
            } else {
                guard the else { return nil }
                guard let date = days.dayOfMonth(number) else { return .problem(.noMonthHasThatDay(text(of: start, to: c))) }
                return .value(DayPhrase(date: date))
            }
        }
        guard let month, let day else { return nil }
        if let year = readYear(&c) {
            guard let date = CivilDate(year: year, month: month, day: day), date.isSupported else {
                return .problem(.notADate(text(of: start, to: c)))
            }
            return .value(DayPhrase(date: date, namesMonth: true, namesYear: true))
        }
        guard let date = days.monthDay(month: month, day: day) else {
            return .problem(.monthHasDays(text(of: start, to: c), month: month, days: CivilDate.daysIn(month: month, year: 2000)))
        }
        return .value(DayPhrase(date: date, namesMonth: true))
    }

    /// `2027` or `, 2027` after a month and day, with nothing stuck to it.
    private static func readYear(_ c: inout PieceCursor) -> Int? {
        var y = c
        _ = y.take(symbol: ",")
        guard let year = y.takeNumber(digits: 4...4), !y.nextIsAdjacent || isTrailingPunctuation(y.piece) else { return nil }
        c = y
        return year
    }

    /// A day of the month (1 or 2 digits), with `st`/`nd`/`rd`/`th` stuck
    /// to it, and nothing else stuck to it.
    private static func readDayNumber(_ c: inout PieceCursor, suffixRequired: Bool = false) -> Int? {
        guard let number = c.takeNumber(digits: 1...2) else { return nil }
        let suffixed = c.nextIsAdjacent && c.take(Vocabulary.ordinalSuffixes) != nil
        guard suffixed || !suffixRequired else { return nil }
        if c.nextIsAdjacent, !isTrailingPunctuation(c.piece), !isRangeMark(c.piece) { return nil }
        return number
    }

    // MARK: Numbers

    /// `2026-12-03`, `2026/12/03`, `2026.12.03`; `12/3` is refused (day
    /// first or month first?), as is `2026-12` (a month is not a day).
    private static func readNumericDate(_ c: inout PieceCursor, _ days: DayResolver) -> Reading<DayPhrase>? {
        let start = c.index
        guard let first = c.piece, first.kind == .number, first.number != nil else { return nil }
        c.advance()
        guard c.nextIsAdjacent, let separator = c.piece, ["-", "/", "."].contains(where: separator.isSymbol) else { return nil }
        c.advance()
        guard c.nextIsAdjacent, let second = c.takeNumber(digits: 1...2) else { return nil }
        let mark = separator.text.first!
        var third: Int?, thirdDigits = 0
        var t = c
        if t.nextIsAdjacent, t.take(symbol: mark), t.nextIsAdjacent, let piece = t.piece, piece.kind == .number, let value = piece.number {
            t.advance()
            third = value
            thirdDigits = piece.digitCount
            c = t
        }
        if c.nextIsAdjacent, !isTrailingPunctuation(c.piece), c.piece?.folded != "t" { return nil }
        let typed = text(of: start, to: c)
        if first.digitCount == 4 {
            guard let day = third, thirdDigits <= 2 else {
                return mark == "." ? nil : .problem(.monthNotDay(typed))
            }
            guard let date = CivilDate(year: first.number!, month: second, day: day), date.isSupported else {
                return .problem(.notAnISODate(typed))
            }
            return .value(DayPhrase(date: date, namesMonth: true, namesYear: true))
        }
        guard mark == "/", first.digitCount <= 2, (1...31).contains(first.number!), (1...31).contains(second) else { return nil }
        return .problem(.dayOrMonthFirst(typed))
    }

    // MARK: Korean

    private static let koreanRelative: [String: Int] = [
        "오늘": 0, "내일": 1, "모레": 2, "내일모레": 2, "글피": 3, "어제": -1, "그제": -2, "그저께": -2,
    ]
    private static let koreanWeeks: [String: Int] = ["이번": 0, "다음": 1, "다다음": 2, "지난": -1]
    private static let koreanWeekWords: [String: Int] = ["이번주": 0, "다음주": 1, "다다음주": 2, "지난주": -1]
    private static let laterSuffixes = ["", "후", "뒤", "후에", "뒤에"]
    private static let laterWords: [String: Void] = ["후": (), "뒤": (), "후에": (), "뒤에": ()]
    private static let koreanUnits: [String: DayResolver.Unit] = ["일": .days, "주": .weeks, "주일": .weeks, "달": .months, "개월": .months, "년": .years]

    private static func readKoreanWords(_ c: inout PieceCursor, _ days: DayResolver) -> Reading<DayPhrase>? {
        let start = c.index
        if let (offset, particle) = c.takeHangul(koreanRelative, suffixes: Vocabulary.koreanParticles) {
            return .value(DayPhrase(date: days.today.adding(days: offset), particle: particle))
        }
        var weeksAhead: Int?, saidWeek = false
        if let ahead = c.takeHangul(koreanWeekWords)?.value {
            (weeksAhead, saidWeek) = (ahead, true)
        } else if let ahead = c.takeHangul(koreanWeeks)?.value {
            weeksAhead = ahead
            saidWeek = c.takeHangul("주") != nil
            if !saidWeek, c.takeHangul(["달": (), "해": ()]) != nil { saidWeek = true }
        } else if c.takeHangul(["이번달": (), "다음달": ()]) != nil {
            saidWeek = true
        }
        if let (weekday, particle) = c.takeHangul(Vocabulary.koreanWeekdays, suffixes: Vocabulary.koreanParticles) {
            let date = weeksAhead.map { days.inWeek($0, weekday) } ?? days.coming(weekday)
            return .value(DayPhrase(date: date, particle: particle))
        }
        if saidWeek { return .problem(.whichDay(text(of: start, to: c), inKorean: true)) }
        guard weeksAhead == nil else { return nil }
        // 3일 후, 2주 뒤, 일주일 후
        if let suffix = c.takeHangul("일주일", suffixes: laterSuffixes) {
            if suffix.isEmpty, c.takeHangul(laterWords) == nil { return nil }
            return .value(DayPhrase(date: days.later(1, .weeks)))
        }
        guard let amount = c.takeNumber() else { return nil }
        return readLater(&c, amount: amount, days, start: start)
    }

    /// After a number: `일 후`, `주 뒤`, `개월 후에`; `시간 후` is refused.
    private static func readLater(_ c: inout PieceCursor, amount: Int, _ days: DayResolver, start: Int) -> Reading<DayPhrase>? {
        var t = c
        if let (unit, suffix) = t.takeHangul(koreanUnits, suffixes: laterSuffixes) {
            if suffix.isEmpty, t.takeHangul(laterWords) == nil { return nil }
            c = t
            return .value(DayPhrase(date: days.later(amount, unit)))
        }
        if let (_, suffix) = t.takeHangul(["시간": (), "분": ()], suffixes: laterSuffixes),
           !suffix.isEmpty || t.takeHangul(laterWords) != nil {
            c = t
            return .problem(.noClock(text(of: start, to: c), inKorean: true))
        }
        return nil
    }

    /// `12월 3일`, `2026년 12월 3일에`, `3일` (the next 3rd).
    private static func readKoreanMonthDay(_ c: inout PieceCursor, _ days: DayResolver) -> Reading<DayPhrase>? {
        let start = c.index
        var year: Int?, month: Int?
        var t = c
        if let number = t.takeNumber(digits: 1...4), t.takeHangul("년") != nil {
            year = number
            c = t
        }
        t = c
        if let number = t.takeNumber(digits: 1...2), t.takeHangul("월") != nil {
            month = number
            c = t
        } else if year != nil {
            return nil
        }
        guard let day = c.takeNumber(digits: 1...2), let particle = c.takeHangul("일", suffixes: Vocabulary.koreanParticles) else {
            return nil
        }
        // 3일 동안 is a length, not the 3rd.
        var next = c
        if month == nil, next.takeHangul("동안") != nil { return nil }
        let typed = text(of: start, to: c)
        guard let month else {
            guard let date = days.dayOfMonth(day) else { return .problem(.noMonthHasThatDay(typed)) }
            return .value(DayPhrase(date: date, particle: particle))
        }
        if let year {
            guard let date = CivilDate(year: year, month: month, day: day), date.isSupported else {
                return .problem(.notADate(typed))
            }
            return .value(DayPhrase(date: date, particle: particle, namesMonth: true, namesYear: true))
        }
        guard let date = days.monthDay(month: month, day: day) else { return .problem(.notADate(typed)) }
        return .value(DayPhrase(date: date, particle: particle, namesMonth: true))
    }

    // MARK: Helpers

    /// `-`, `–`, `—`, `~`: between the ends of a range.
    static let rangeMarks: [Character] = ["-", "–", "—", "~"]

    static func isRangeMark(_ piece: Piece?) -> Bool {
        guard let piece, piece.kind == .symbol else { return false }
        return rangeMarks.contains(piece.text.first!)
    }

    static func isTrailingPunctuation(_ piece: Piece?) -> Bool {
        guard let piece, piece.kind == .symbol else { return false }
        return TokenizedText.trailingPunctuation.contains(piece.text.first!)
    }

    /// The typed text from piece `start` up to the cursor.
    static func text(of start: Int, to c: PieceCursor) -> String {
        guard c.index > start else { return "" }
        return c.text.text(c.text.characterRange(of: start..<c.index))
    }
}
