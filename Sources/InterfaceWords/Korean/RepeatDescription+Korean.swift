import CalendarCore

extension RecurrencePattern {
    // MARK: Korean

    func koreanDescription(start: CivilDate?) -> String {
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

    func koreanMonthDays(start: CivilDate?) -> String {
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

    func koreanLimits(days: [Weekday]) -> String {
        var text = ""
        if !byMonth.isEmpty { text += " " + byMonth.map { "\($0)월" }.joined(separator: ", ") }
        if !days.isEmpty { text += " " + koreanDayList(days) }
        if !byMonthDay.isEmpty, frequency == .daily { text += koreanMonthDays(start: nil) }
        return text
    }

    func koreanDayList(_ days: [Weekday]) -> String {
        if Set(days) == Self.workdays { return "평일" }
        if Set(days) == Self.weekend { return "주말" }
        return days.map { KoreanNames.weekdays[$0.rawValue] }.joined(separator: ", ")
    }

    var koreanSetPositions: String {
        let positions = bySetPos.map { $0 == -1 ? "마지막" : $0 > 0 ? "\($0)번째" : "끝에서 \(-$0)번째" }
        return ", " + ["", "", "", "날", "주", "달", "해"][frequency.rawValue] + "마다 그중 " + positions.joined(separator: ", ") + "만"
    }
}

/// Korean names for sentences dal writes.
public enum KoreanNames {
    /// Indexed by `Weekday.rawValue`.
    public static let weekdays = ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]
    public static let shortWeekdays = ["일", "월", "화", "수", "목", "금", "토"]
    /// The 1st to 5th of a kind in a month (`첫째 월요일`).
    public static let ordinals = ["첫째", "둘째", "셋째", "넷째", "다섯째"]
}
