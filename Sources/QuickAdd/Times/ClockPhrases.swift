/// A time of day as typed, before am/pm is settled across a range.
struct Clock {
    enum Meridiem { case am, pm }

    var hour: Int
    var minute = 0
    var meridiem: Meridiem?
    /// `noon`, `midnight`, `정오`, `자정`: a time by itself.
    var fixed = false
    /// `15:00`, `15시`: a clock with a unit, read on 24 hours when it
    /// has no am/pm. A bare number (`3` in `3-4pm`) has none.
    var hasUnit = true
    /// `3시`: Korean hours say nothing about morning or afternoon.
    var isKoreanHour = false
    /// The Korean particle on its last word.
    var particle = ""
    /// The typed text, for messages.
    var typed = ""

    /// An hour from 1 to 12 typed with nothing that says its half of the
    /// day (`at 3`, `3시`, the `9` of `9-11`): read as people mean it,
    /// 7 to 11 in the morning and 12 to 6 in the afternoon and evening
    /// (`assumedMeridiem`), and shown as assumed so it can be flipped.
    var needsAssumption: Bool {
        meridiem == nil && !fixed && (isKoreanHour || !hasUnit) && (1...12).contains(hour)
    }

    var assumedMeridiem: Meridiem { (7...11).contains(hour) ? .am : .pm }

    /// Seconds of the day, or why not.
    func seconds() -> Reading<Int> {
        if needsAssumption {
            var settled = self
            settled.meridiem = assumedMeridiem
            return settled.seconds()
        }
        if fixed { return .value(hour * 3600) }
        guard (0...59).contains(minute) else { return .problem(.minutesOutOfRange(typed)) }
        if let meridiem {
            guard (1...12).contains(hour) else { return .problem(.twelveHoursOutOfRange(typed)) }
            return .value(((hour % 12) + (meridiem == .pm ? 12 : 0)) * 3600 + minute * 60)
        }
        if hour == 24, minute == 0 { return .value(0) }
        guard (0...23).contains(hour) else { return .problem(.hoursOutOfRange(typed)) }
        return .value(hour * 3600 + minute * 60)
    }

    /// A range's end takes am/pm from its start (`3pm-5`) and its start
    /// from its end (`3-4pm`, `11-1pm` is 11am): the same half of the day,
    /// or the other when that puts the start after the end.
    static func settle(_ start: Clock, _ end: Clock) -> (Clock, Clock) {
        var (start, end) = (start, end)
        if start.meridiem == nil, !start.fixed, let meridiem = end.meridiem, (1...12).contains(start.hour) {
            start.meridiem = meridiem
            if case .value(let s) = start.seconds(), case .value(let e) = end.seconds(), s >= e { start.meridiem = meridiem.flipped }
        }
        if end.meridiem == nil, !end.fixed, let meridiem = start.meridiem, (1...12).contains(end.hour) {
            end.meridiem = meridiem
            if case .value(let s) = start.seconds(), case .value(let e) = end.seconds(), e <= s { end.meridiem = meridiem.flipped }
        }
        return (start, end)
    }
}

extension Clock.Meridiem {
    var flipped: Clock.Meridiem { self == .am ? .pm : .am }
}

/// Times and ranges of times: `15:00`, `3pm`, `3:30 p.m.`, `noon`, `3-4pm`,
/// `15:00-16:30`, `from 9 to 5pm`, `오후 3시 30분`, `오후 3시부터 5시까지`,
/// with a zone after them (`15:00 Asia/Seoul`, `3pm KST`).
enum ClockPhrases {
    static func read(_ cursor: inout PieceCursor) -> [Match]? {
        let start = cursor.index
        var c = cursor
        let prefix = c.take(["from", "between", "at", "until", "till", "til"]) ?? (c.take(symbol: "@") ? "at" : nil)
        guard let first = readClock(&c, bare: prefix != "until" && prefix != "till" && prefix != "til") else { return nil }
        var construct: Construct
        var r = c
        let separated = prefix == "between" ? r.take(["and"]) != nil
            : r.take(symbols: rangeMarks) || r.take(["to", "till", "til", "until", "thru"]) != nil
        var assumed = false
        if (separated || first.particle == "부터") && prefix != "until" && prefix != "till" && prefix != "til",
           let last = readClock(&r, bare: true), first.hasUnit || last.hasUnit || Self.isHour(first) && Self.isHour(last) {
            c = r
            // `9-11`, `3시부터 5시까지`: the start's half of the day is
            // assumed, and the end follows it.
            var start = first
            if start.needsAssumption, last.meridiem == nil {
                start.meridiem = start.assumedMeridiem
                assumed = true
            }
            let (settledStart, settledEnd) = Clock.settle(start, last)
            switch (settledStart.seconds(), settledEnd.seconds()) {
            case (.value(let s), .value(let e)): construct = .timeRange(s, e)
            case (.problem(let reason), _), (_, .problem(let reason)): construct = .notUnderstood(reason)
            }
        } else if !first.hasUnit {
            guard prefix == "at" else { return nil }
            var clock = first
            if clock.needsAssumption {
                clock.meridiem = clock.assumedMeridiem
                assumed = true
            }
            clock.hasUnit = true
            construct = single(clock, prefix: prefix)
        } else {
            assumed = first.needsAssumption
            construct = single(first, prefix: prefix)
        }
        var matches = [Match(construct: construct, pieces: start..<c.index, assumesHalfOfDay: assumed)]
        if case .notUnderstood = construct {} else {
            let zoneStart = c.index
            if let zone = ZonePhrases.read(&c) { matches.append(Match(construct: zone, pieces: zoneStart..<c.index)) }
        }
        cursor = c
        return matches
    }

    /// A bare number that can be an hour, for a range of bare numbers
    /// (`9-11`).
    private static func isHour(_ clock: Clock) -> Bool { (0...24).contains(clock.hour) && clock.minute == 0 }

    private static func single(_ clock: Clock, prefix: String?) -> Construct {
        let isEnd = prefix == "until" || prefix == "till" || prefix == "til" || clock.particle == "까지"
        if clock.hour == 24, !isEnd, clock.meridiem == nil {
            return .notUnderstood(.endOfDayAsStart(clock.typed))
        }
        switch clock.seconds() {
        case .value(let seconds):
            return isEnd ? .endTime(seconds) : .time(seconds)
        case .problem(let reason):
            return .notUnderstood(reason)
        }
    }

    /// `T15:00` after an ISO date.
    static func readIsoTime(_ c: inout PieceCursor) -> Construct? {
        let start = c.index
        guard let hour = c.takeNumber(digits: 2...2), c.nextIsAdjacent, c.take(symbol: ":"), c.nextIsAdjacent,
              let minute = c.takeNumber(digits: 2...2) else { return nil }
        let clock = Clock(hour: hour, minute: minute, typed: DatePhrases.text(of: start, to: c))
        switch clock.seconds() {
        case .value(let seconds): return .time(seconds)
        case .problem(let reason): return .notUnderstood(reason)
        }
    }

    private static let rangeMarks = DatePhrases.rangeMarks
    private static let hourSuffixes = Vocabulary.koreanParticles + Vocabulary.koreanParticles.map { "반" + $0 }
    private static let fixedWords: [String: Int] = ["noon": 12, "midday": 12, "midnight": 0]
    private static let koreanFixed: [String: Int] = ["정오": 12, "자정": 0]
    private static let koreanMeridiems: [String: Clock.Meridiem?] = [
        "오전": .am, "오후": .pm, "아침": .am, "새벽": .am, "저녁": .pm, "밤": nil,
    ]

    /// One time of day; a bare number (`3`) only when `bare`.
    static func readClock(_ c: inout PieceCursor, bare: Bool) -> Clock? {
        let start = c.index
        if let hour = c.take(fixedWords) { return Clock(hour: hour, fixed: true) }
        if let (hour, particle) = c.takeHangul(koreanFixed, suffixes: Vocabulary.koreanParticles) {
            return Clock(hour: hour, fixed: true, particle: particle)
        }
        let koreanMeridiem = c.takeHangul(koreanMeridiems)
        guard let hour = c.takeNumber(digits: 1...2) else { return nil }
        var clock = Clock(hour: hour)
        if let (meridiem, _) = koreanMeridiem {
            // 밤 12시 is midnight, 밤 1시 to 5시 before dawn, 밤 6시 on the evening.
            clock.meridiem = meridiem ?? (hour == 12 || hour <= 5 ? .am : .pm)
        }
        var t = c
        if t.nextIsAdjacent, t.take(symbol: ":"), t.nextIsAdjacent, let minutePiece = t.piece, minutePiece.digitCount == 2 {
            t.advance()
            clock.minute = minutePiece.number!
            c = t
            if let meridiem = readMeridiem(&c) { clock.meridiem = clock.meridiem ?? meridiem }
        } else if var particle = c.takeHangul("시", suffixes: hourSuffixes) {
            clock.isKoreanHour = clock.meridiem == nil
            // 3시반: half past, stuck to the hour.
            if particle.hasPrefix("반") {
                clock.minute = 30
                particle.removeFirst()
            }
            clock.particle = particle
            var m = c
            if clock.minute == 30 {
                // 3시반 has its minutes already.
            } else if let minute = m.takeNumber(digits: 1...2), minute < 60,
                      let particle = m.takeHangul("분", suffixes: Vocabulary.koreanParticles) {
                // `3시 90분` is 3 o'clock for 90 minutes.
                clock.minute = minute
                clock.particle = particle
                c = m
            } else if let particle = m.takeHangul("반", suffixes: Vocabulary.koreanParticles) {
                clock.minute = 30
                clock.particle = particle
                c = m
            }
        } else if let meridiem = readMeridiem(&c) {
            clock.meridiem = meridiem
        } else if koreanMeridiem != nil {
            // 오후 3-5시: the hour's unit comes at the end of the range.
            guard bare else { return nil }
            clock.hasUnit = false
        } else {
            let next = c.nextIsAdjacent ? c.piece : nil
            guard bare, next == nil || DatePhrases.isTrailingPunctuation(next) || rangeMarks.contains(where: { next!.isSymbol($0) })
            else { return nil }
            clock.hasUnit = false
        }
        clock.typed = DatePhrases.text(of: start, to: c)
        return clock
    }

    /// `pm`, `PM`, `p.m.` after a number. Not `3p` or `1a`: `Room 1a`
    /// and `Plan 2b` are no times.
    private static func readMeridiem(_ c: inout PieceCursor) -> Clock.Meridiem? {
        var t = c
        if let word = t.take(["am", "pm"]) {
            c = t
            return word == "am" ? .am : .pm
        }
        guard let letter = t.take(["a", "p"]), t.nextIsAdjacent, t.take(symbol: "."), t.nextIsAdjacent, t.take(["m"]) != nil else {
            return nil
        }
        if t.nextIsAdjacent { _ = t.take(symbol: ".") }
        c = t
        return letter == "a" ? .am : .pm
    }
}
