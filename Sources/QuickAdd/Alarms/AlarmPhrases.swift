/// An alarm before the event: `remind 10m`, `remind me 1 hour before`,
/// `alarm 15 min`, `알림 10분 전`, `10분 전 알림`.
enum AlarmPhrases {
    private static let englishWords: [String] = ["remind", "reminder", "alarm", "alert"]
    private static let beforeWords: [String] = ["before", "early", "earlier", "ahead", "prior", "beforehand"]

    static func read(_ cursor: inout PieceCursor) -> [Match]? {
        let start = cursor.index
        var c = cursor
        if c.take(englishWords) != nil {
            c.take(["me"])
            guard let length = DurationPhrases.read(&c, koreanDaysNeedMarker: false, numberWords: true) else {
                // `remind 10`: a number without a unit is no length.
                guard let number = c.takeNumber(), c.nextStartsWord || DatePhrases.isTrailingPunctuation(c.piece) else { return nil }
                let reason = QuickAddRefusal.Problem.alarmUnit(DatePhrases.text(of: start, to: c), number: number)
                cursor = c
                return [Match(construct: .notUnderstood(reason), pieces: start..<c.index)]
            }
            c.take(beforeWords)
            cursor = c
            return [Match(construct: .alarm(minutes: length.seconds / 60), pieces: start..<c.index)]
        }
        if c.takeHangul("알림", suffixes: ["", "은", "는"]) != nil {
            guard let length = DurationPhrases.read(&c, koreanDaysNeedMarker: false, numberWords: false, before: true) else { return nil }
            if !length.saidBefore { _ = c.takeHangul("전", suffixes: ["", "에"]) }
            cursor = c
            return [Match(construct: .alarm(minutes: length.seconds / 60), pieces: start..<c.index)]
        }
        guard let length = DurationPhrases.read(&c, koreanDaysNeedMarker: false, numberWords: false, before: true) else { return nil }
        if !length.saidBefore, c.takeHangul("전", suffixes: ["", "에"]) == nil { return nil }
        guard c.takeHangul("알림", suffixes: ["", "을", "해줘", "받기"]) != nil else { return nil }
        cursor = c
        return [Match(construct: .alarm(minutes: length.seconds / 60), pieces: start..<c.index)]
    }
}
