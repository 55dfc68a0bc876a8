/// Lengths of time: `90m`, `1h30m`, `1h 30m`, `1.5h`, `2 hours`, `an hour`,
/// `half an hour`, `3 days`, `2 weeks`, `1시간 30분`, `90분`, `3일간`, `하루`.
enum DurationPhrases {
    private static let englishUnits: [String: Int] = [
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
        "day": 86_400, "days": 86_400,
        "wk": 604_800, "wks": 604_800, "week": 604_800, "weeks": 604_800,
    ]
    private static let unitNames = Array(englishUnits.keys)
    /// Units that must stick to their number (`90m`, not `90 m`).
    private static let stuckUnits: [String] = ["m", "h"]
    private static let koreanUnits: [String: Int] = ["분": 60, "시간": 3600, "일": 86_400, "주": 604_800, "주일": 604_800]
    /// Larger numbers are no length anyone means.
    private static let largest = 1_000_000

    /// `for` and a length, or a length alone (Korean: with `동안` or `간`
    /// after days, since `3일` alone is the 3rd).
    static func readLength(_ cursor: inout PieceCursor) -> [Match]? {
        let start = cursor.index
        var c = cursor
        let saidFor = c.take(["for"]) != nil
        guard let length = read(&c, koreanDaysNeedMarker: true, numberWords: saidFor) else { return nil }
        _ = c.takeHangul("동안")
        cursor = c
        return [Match(construct: .length(length), pieces: start..<c.index)]
    }

    /// A length at the cursor. `koreanDaysNeedMarker`: `3일` is a length
    /// only as `3일간` or `3일 동안` (alarms take `1일 전`). `numberWords`:
    /// `an hour`, `two days` (after `for`: `Take a day off` is a title).
    static func read(_ c: inout PieceCursor, koreanDaysNeedMarker: Bool, numberWords: Bool, before: Bool = false) -> Length? {
        let suffixes = before ? ["", "간", "동안", "전", "전에"] : ["", "간", "동안"]
        var total = 0, parts = 0, hasHoursOrMinutes = false, hasWeeks = false
        var lastUnit = 0, saidBefore = false
        while parts < 4, !saidBefore {
            var t = c
            var seconds: Int?, unit = 0
            if parts == 0, t.take(["half"]) != nil, t.take(["an"]) != nil, t.take(["hour"]) != nil {
                (seconds, unit) = (1800, 60)
            } else if parts == 0, let korean = t.takeHangul(["하루": 86_400, "일주일": 604_800], suffixes: suffixes) {
                (seconds, unit) = (korean.value, korean.value)
                saidBefore = korean.suffix.hasPrefix("전")
            } else if let (value, fraction, fractionDigits) = readAmount(&t, words: numberWords && parts == 0) {
                if let english = readEnglishUnit(&t) {
                    unit = english
                } else if let (korean, suffix) = t.takeHangul(koreanUnits, suffixes: suffixes) {
                    saidBefore = suffix.hasPrefix("전")
                    if korean == 86_400, koreanDaysNeedMarker, suffix.isEmpty {
                        var marker = t
                        guard marker.takeHangul("동안") != nil else { break }
                    }
                    unit = korean
                } else if lastUnit == 3600, c.nextIsAdjacent, fraction == nil, value < 60 {
                    // `1h30`: minutes after hours.
                    unit = 60
                } else {
                    break
                }
                guard value <= largest else { return nil }
                let scaled = value * unit + (fraction.map { $0 * unit / pow10(fractionDigits) } ?? 0)
                if let fraction, (fraction * unit) % (pow10(fractionDigits) * 60) != 0 { return nil }
                seconds = scaled
            } else {
                break
            }
            guard let seconds, unit != 0, unit < lastUnit || lastUnit == 0 else { break }
            total += seconds
            hasHoursOrMinutes = hasHoursOrMinutes || unit < 86_400
            hasWeeks = hasWeeks || unit >= 604_800
            lastUnit = unit
            parts += 1
            c = t
        }
        guard parts > 0 else { return nil }
        return Length(seconds: total, isWholeDays: !hasHoursOrMinutes, hasWeeks: hasWeeks, saidBefore: saidBefore)
    }

    /// A number, `1.5`, or `an`/`a`/`one`…`twelve` before a unit word.
    private static func readAmount(_ c: inout PieceCursor, words: Bool) -> (Int, Int?, Int)? {
        if words, let word = c.take(Vocabulary.numberWords) { return (word, nil, 0) }
        guard let whole = c.takeNumber() else { return nil }
        var t = c
        if t.nextIsAdjacent, t.take(symbol: "."), t.nextIsAdjacent, let piece = t.piece, piece.kind == .number, piece.digitCount <= 2 {
            t.advance()
            c = t
            return (whole, piece.number!, piece.digitCount)
        }
        return (whole, nil, 0)
    }

    private static func readEnglishUnit(_ c: inout PieceCursor) -> Int? {
        let adjacent = c.nextIsAdjacent
        var t = c
        guard let name = t.take(unitNames) else { return nil }
        if stuckUnits.contains(name), !adjacent { return nil }
        c = t
        return englishUnits[name]
    }

    private static func pow10(_ digits: Int) -> Int {
        digits == 2 ? 100 : digits == 1 ? 10 : 1
    }

    /// `all day`, `all-day`, `allday`, `종일`, `하루 종일`.
    static func readAllDay(_ cursor: inout PieceCursor) -> [Match]? {
        let start = cursor.index
        var c = cursor
        if c.take(["allday"]) != nil
            || (c.take(["all"]) != nil && (c.nextIsAdjacent ? c.take(symbol: "-") : true) && c.take(["day"]) != nil)
            || c.takeHangul(["종일": (), "하루종일": ()], suffixes: ["", "로"]) != nil
            || (c.takeHangul("하루") != nil && c.takeHangul("종일", suffixes: ["", "로"]) != nil) {
            cursor = c
            return [Match(construct: .allDay, pieces: start..<c.index)]
        }
        return nil
    }
}
