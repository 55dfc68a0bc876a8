import CalendarCore

extension RecurrencePattern {
    // MARK: English

    func englishDescription(start: CivilDate?) -> String {
        let every = { (unit: String) in interval == 1 ? "every \(unit)" : "every \(interval) \(unit)s" }
        switch frequency {
        case .secondly: return every("second")
        case .minutely: return every("minute")
        case .hourly: return every("hour")
        case .daily: return every("day") + englishLimits(days: plainDays)
        case .weekly:
            let days = plainDays.isEmpty ? start.map { [$0.weekday] } ?? [] : plainDays
            let named = englishDayList(days)
            if interval == 1, !days.isEmpty, byMonth.isEmpty { return "every " + named }
            return every("week") + (days.isEmpty ? "" : " on " + named) + englishLimits(days: [])
        case .monthly:
            return every("month") + englishMonthDays(start: start) + englishLimits(days: [])
        case .yearly:
            guard !byMonth.isEmpty else {
                return every("year") + (start.map { " on \($0.day) \(EnglishNames.months[$0.month - 1])" } ?? "")
            }
            let months = englishList(byMonth.map { EnglishNames.months[$0 - 1] })
            if byDay.isEmpty, byMonthDay.isEmpty {
                return every("year") + " in " + months + (start.map { " on the " + Self.englishOrdinal($0.day) } ?? "")
            }
            return every("year") + englishMonthDays(start: nil) + " of " + months
        }
    }

    /// BYMONTHDAY and BYDAY of a monthly or yearly rule: " on the 1st and
    /// 15th", " on the last Friday".
    func englishMonthDays(start: CivilDate?) -> String {
        let days = byMonthDay.map { $0 > 0 ? Self.englishOrdinal($0) : $0 == -1 ? "last day" : Self.englishOrdinal(-$0) + "-to-last day" }
        let weekdays = byDay.map { entry -> String in
            let name = EnglishNames.weekdays[entry.weekday.rawValue]
            switch entry.ordinal {
            case 0: return name
            case -1: return "last " + name
            case ..<0: return Self.englishOrdinal(-entry.ordinal) + "-to-last " + name
            default: return Self.englishOrdinal(entry.ordinal) + " " + name
            }
        }
        if !days.isEmpty, !weekdays.isEmpty { return " on the " + englishList(days) + " when it is a " + englishList(weekdays, or: true) }
        if !days.isEmpty { return " on the " + englishList(days) }
        if byDay.allSatisfy({ $0.ordinal == 0 }), !byDay.isEmpty { return " on every " + englishList(weekdays) }
        if !weekdays.isEmpty { return " on the " + englishList(weekdays) }
        return start.map { " on the " + Self.englishOrdinal($0.day) } ?? ""
    }

    /// What narrows a daily or weekly rule: " on Monday", " in March".
    func englishLimits(days: [Weekday]) -> String {
        var text = ""
        if !days.isEmpty { text += " on " + englishList(days.map { EnglishNames.weekdays[$0.rawValue] }) }
        if !byMonthDay.isEmpty, frequency == .daily { text += englishMonthDays(start: nil) }
        if !byMonth.isEmpty { text += " in " + englishList(byMonth.map { EnglishNames.months[$0 - 1] }) }
        return text
    }

    func englishDayList(_ days: [Weekday]) -> String {
        if Set(days) == Self.workdays { return interval == 1 ? "weekday" : "weekdays" }
        if Set(days) == Self.weekend { return interval == 1 ? "weekend" : "weekends" }
        return englishList(days.map { EnglishNames.weekdays[$0.rawValue] })
    }

    func englishList(_ items: [String], or: Bool = false) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items.last!
    }

    /// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
    public static func englishOrdinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][number % 10]
        return "\(number)\(suffix)"
    }

    var englishSetPositions: String {
        let positions = bySetPos.map { $0 == -1 ? "last" : $0 > 0 ? Self.englishOrdinal($0) : Self.englishOrdinal(-$0) + "-to-last" }
        return ", only the " + englishList(positions) + " of each " + ["", "", "", "day", "week", "month", "year"][frequency.rawValue]
    }

    /// ", 달마다 그중 마지막만".
}

/// English names for sentences dal writes (the locale's own names are in
/// `CalendarLocale`).
public enum EnglishNames {
    /// Indexed by `Weekday.rawValue`.
    public static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    public static let shortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    public static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                "October", "November", "December"]
    public static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
