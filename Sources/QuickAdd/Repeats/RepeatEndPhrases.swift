/// How a repeat ends: `until dec 31`, `till 2027-01-31`, `10 times`,
/// `10번`, `10회`. (`12월 31일까지` is a day with 까지, read as a day.)
enum RepeatEndPhrases {
    static func read(_ cursor: inout PieceCursor, _ days: DayResolver) -> [Match]? {
        let start = cursor.index
        var c = cursor
        if c.take(["until", "till", "til"]) != nil {
            guard let day = DatePhrases.readDay(&c, days) else { return nil }
            cursor = c
            switch day {
            case .value(let phrase): return [Match(construct: .until(phrase.date), pieces: start..<c.index)]
            case .problem(let reason): return [Match(construct: .notUnderstood(reason), pieces: start..<c.index)]
            }
        }
        c.take(["for"])
        if let count = c.takeNumber() ?? c.take(Vocabulary.countWords),
           c.take(["times", "time"]) != nil {
            cursor = c
            return [Match(construct: .count(count), pieces: start..<c.index)]
        }
        c = cursor
        if let count = c.takeNumber(), c.takeHangul(["번": (), "회": ()], suffixes: ["", "만"]) != nil {
            _ = c.takeHangul("반복", suffixes: ["", "해", "하기"])
            cursor = c
            return [Match(construct: .count(count), pieces: start..<c.index)]
        }
        return nil
    }
}
