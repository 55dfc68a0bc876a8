import CalendarCore

/// A repeat's instances of some years as RDATE lines, in the form of the
/// event's DTSTART (a date, a floating or UTC time, or a time of its
/// zone): what a server, phone or program that cannot read an RSCALE rule
/// shows instead (`RuleAsDates`).
enum RuleDates {
    static func lines(of rule: RecurrenceRule, years: ClosedRange<Int>) -> [String] {
        guard let first = CivilDate(year: years.lowerBound, month: 1, day: 1),
              let last = CivilDate(year: years.upperBound, month: 12, day: 31) else { return [] }
        return rule.starts(from: LocalDateTime(date: first), through: LocalDateTime(date: last, secondsOfDay: 86_399)).map(line)
    }

    static func line(_ time: EventTime) -> String {
        let date = time.wall.date
        let day = pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
        let seconds = time.wall.secondsOfDay
        let clock = "T" + pad(seconds / 3600, 2) + pad(seconds / 60 % 60, 2) + pad(seconds % 60, 2)
        switch time.kind {
        case .date: return "RDATE;VALUE=DATE:" + day
        case .floating: return "RDATE:" + day + clock
        case .utc: return "RDATE:" + day + clock + "Z"
        case .zoned(let zone): return "RDATE;TZID=" + zone.name + ":" + day + clock
        }
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
