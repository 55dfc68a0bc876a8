import CalendarCore

/// A rule in words, for the quick-add preview and an event's details:
/// "every 2 weeks on Tuesday", "매주 화요일". Each language's grammar is
/// in its folder (`English/`, `Korean/`): a rule is said by building the
/// sentence, which a catalog of fixed words could not do.
extension RecurrencePattern {
    /// `start` is DTSTART's day: rules that take their day from it
    /// ("monthly") say which ("every month on the 23rd").
    public func description(in language: CalendarLanguage, startingOn start: CivilDate? = nil) -> String {
        var text = language == .korean ? koreanDescription(start: start) : englishDescription(start: start)
        if !bySetPos.isEmpty { text += language == .korean ? koreanSetPositions : englishSetPositions }
        if let count { text += language == .korean ? ", \(count)회" : (count == 1 ? ", once" : ", \(count) times") }
        if let until {
            let date = until.date
            text += language == .korean ? ", \(date.year)년 \(date.month)월 \(date.day)일까지"
                : ", until \(date.day) \(EnglishNames.shortMonths[date.month - 1]) \(date.year)"
        }
        return text
    }

    // MARK: Shared

    /// BYDAY entries without ordinals, Monday first as people list them.
    var plainDays: [Weekday] {
        byDay.filter { $0.ordinal == 0 }.map(\.weekday).sorted { $0.offset(from: .monday) < $1.offset(from: .monday) }
    }

    static let workdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
    static let weekend: Set<Weekday> = [.saturday, .sunday]
}
