/// A rule in words, for the quick-add preview and an event's details:
/// "every 2 weeks on Tuesday", "매주 화요일".
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

    // MARK: English

    private func englishDescription(start: CivilDate?) -> String {
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
    private func englishMonthDays(start: CivilDate?) -> String {
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
    private func englishLimits(days: [Weekday]) -> String {
        var text = ""
        if !days.isEmpty { text += " on " + englishList(days.map { EnglishNames.weekdays[$0.rawValue] }) }
        if !byMonthDay.isEmpty, frequency == .daily { text += englishMonthDays(start: nil) }
        if !byMonth.isEmpty { text += " in " + englishList(byMonth.map { EnglishNames.months[$0 - 1] }) }
        return text
    }

    private func englishDayList(_ days: [Weekday]) -> String {
        if Set(days) == Self.workdays { return interval == 1 ? "weekday" : "weekdays" }
        if Set(days) == Self.weekend { return interval == 1 ? "weekend" : "weekends" }
        return englishList(days.map { EnglishNames.weekdays[$0.rawValue] })
    }

    private func englishList(_ items: [String], or: Bool = false) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items.last!
    }

    /// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
    public static func englishOrdinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][number % 10]
        return "\(number)\(suffix)"
    }

    // MARK: Korean

    private func koreanDescription(start: CivilDate?) -> String {
        let every = { (each: String, unit: String) in interval == 1 ? each : "\(interval)\(unit)마다" }
        switch frequency {
        case .secondly: return every("매초", "초")
        case .minutely: return every("매분", "분")
        case .hourly: return every("매시간", "시간")
        case .daily: return every("매일", "일") + koreanLimits(days: plainDays)
        case .weekly:
            let days = plainDays.isEmpty ? start.map { [$0.weekday] } ?? [] : plainDays
            let prefix = interval == 2 ? "격주" : every("매주", "주")
            return prefix + (days.isEmpty ? "" : " " + koreanDayList(days)) + koreanLimits(days: [])
        case .monthly:
            return every("매달", "개월") + koreanMonthDays(start: start) + koreanLimits(days: [])
        case .yearly:
            let prefix = every("매년", "년")
            guard !byMonth.isEmpty else { return prefix + (start.map { " \($0.month)월 \($0.day)일" } ?? "") }
            let months = byMonth.map { "\($0)월" }.joined(separator: ", ")
            if byDay.isEmpty, byMonthDay.isEmpty { return prefix + " " + months + (start.map { " \($0.day)일" } ?? "") }
            return prefix + " " + months + koreanMonthDays(start: nil)
        }
    }

    private func koreanMonthDays(start: CivilDate?) -> String {
        let days = byMonthDay.map { $0 > 0 ? "\($0)일" : $0 == -1 ? "마지막 날" : "끝에서 \(-$0)번째 날" }
        let weekdays = byDay.map { entry -> String in
            let name = KoreanNames.weekdays[entry.weekday.rawValue]
            switch entry.ordinal {
            case 0: return name
            case -1: return "마지막 " + name
            case ..<0: return "끝에서 \(-entry.ordinal)번째 " + name
            default: return KoreanNames.ordinals[entry.ordinal - 1] + " " + name
            }
        }
        if !days.isEmpty, !weekdays.isEmpty { return " " + days.joined(separator: ", ") + " (" + weekdays.joined(separator: ", ") + "인 날)" }
        if !days.isEmpty { return " " + days.joined(separator: ", ") }
        if !weekdays.isEmpty { return " " + weekdays.joined(separator: ", ") }
        return start.map { " \($0.day)일" } ?? ""
    }

    private func koreanLimits(days: [Weekday]) -> String {
        var text = ""
        if !byMonth.isEmpty { text += " " + byMonth.map { "\($0)월" }.joined(separator: ", ") }
        if !days.isEmpty { text += " " + koreanDayList(days) }
        if !byMonthDay.isEmpty, frequency == .daily { text += koreanMonthDays(start: nil) }
        return text
    }

    private func koreanDayList(_ days: [Weekday]) -> String {
        if Set(days) == Self.workdays { return "평일" }
        if Set(days) == Self.weekend { return "주말" }
        return days.map { KoreanNames.weekdays[$0.rawValue] }.joined(separator: ", ")
    }

    // MARK: BYSETPOS

    /// ", only the last of each month".
    private var englishSetPositions: String {
        let positions = bySetPos.map { $0 == -1 ? "last" : $0 > 0 ? Self.englishOrdinal($0) : Self.englishOrdinal(-$0) + "-to-last" }
        return ", only the " + englishList(positions) + " of each " + ["", "", "", "day", "week", "month", "year"][frequency.rawValue]
    }

    /// ", 달마다 그중 마지막만".
    private var koreanSetPositions: String {
        let positions = bySetPos.map { $0 == -1 ? "마지막" : $0 > 0 ? "\($0)번째" : "끝에서 \(-$0)번째" }
        return ", " + ["", "", "", "날", "주", "달", "해"][frequency.rawValue] + "마다 그중 " + positions.joined(separator: ", ") + "만"
    }

    // MARK: Shared

    /// BYDAY entries without ordinals, Monday first as people list them.
    private var plainDays: [Weekday] {
        byDay.filter { $0.ordinal == 0 }.map(\.weekday).sorted { $0.offset(from: .monday) < $1.offset(from: .monday) }
    }

    private static let workdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
    private static let weekend: Set<Weekday> = [.saturday, .sunday]
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

/// Korean names for sentences dal writes.
public enum KoreanNames {
    /// Indexed by `Weekday.rawValue`.
    public static let weekdays = ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]
    public static let shortWeekdays = ["일", "월", "화", "수", "목", "금", "토"]
    /// The 1st to 5th of a kind in a month (`첫째 월요일`).
    public static let ordinals = ["첫째", "둘째", "셋째", "넷째", "다섯째"]
}
