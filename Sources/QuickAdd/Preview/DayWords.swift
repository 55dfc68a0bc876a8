import CalendarCore

/// Days, times and alarms as the preview writes them, in English
/// (`Tue 24 Nov`, `22:00–01:00 next day`) or Korean (`11월 24일 (화)`).
struct DayWords {
    let language: CalendarLanguage
    let today: CivilDate

    /// `Tue 24 Nov`, with the year when it is not this year's.
    func day(_ date: CivilDate) -> String {
        let year = date.year == today.year ? nil : date.year
        switch language {
        case .english:
            return "\(EnglishNames.shortWeekdays[date.weekday.rawValue]) \(date.day) \(EnglishNames.shortMonths[date.month - 1])"
                + (year.map { " \($0)" } ?? "")
        case .korean:
            return (year.map { "\($0)년 " } ?? "") + "\(date.month)월 \(date.day)일 (\(KoreanNames.shortWeekdays[date.weekday.rawValue]))"
        }
    }

    /// The days and times of an event.
    func when(_ timing: EventDraft.Timing, days count: Int, zone: String?) -> (days: String, time: String) {
        switch timing {
        case .allDay(let first, let last):
            let days = first == last ? day(first) : day(first) + " – " + day(last)
            return (days, language == .korean ? "종일" : "all day")
        case .timed(let start, let end):
            var days = day(start.date)
            if count > 1 {
                days += " – " + day(start.date.adding(days: count - 1)) + (language == .korean ? " 매일" : ", each day")
            }
            var time = start.timeText + "–"
            let later = start.date.days(until: end.date)
            switch later {
            case 0: time += end.timeText
            case 1: time += language == .korean ? "다음 날 " + end.timeText : end.timeText + " next day"
            default: time += day(end.date) + " " + end.timeText
            }
            if let zone { time += " " + zone }
            return (days, time)
        }
    }

    /// `alarm 10 min before`, `10분 전 알림`.
    func alarm(minutesBefore minutes: Int) -> String {
        let english: String, korean: String
        if minutes == 0 {
            (english, korean) = ("alarm at the start", "시작할 때 알림")
        } else if minutes % 1440 == 0 {
            (english, korean) = ("alarm \(minutes / 1440) day\(minutes == 1440 ? "" : "s") before", "\(minutes / 1440)일 전 알림")
        } else if minutes % 60 == 0 {
            (english, korean) = ("alarm \(minutes / 60) h before", "\(minutes / 60)시간 전 알림")
        } else {
            (english, korean) = ("alarm \(minutes) min before", "\(minutes)분 전 알림")
        }
        return language == .korean ? korean : english
    }

    /// `at Main St`, `강남역에서`.
    func place(_ location: String) -> String {
        language == .korean ? location + "에서" : "at " + location
    }

    /// What the preview says of an hour it assumed, with what Tab makes it.
    func assumed(flippedTo time: String) -> String {
        language == .korean ? "오전·오후 추정 (Tab: \(time))" : "half of the day assumed (Tab: \(time))"
    }

    /// `every year on lunar 3.3 (next: 2027-04-09, 2028-03-28)`: the lunar
    /// day and its next two solar days, the event's first among them.
    func lunarRepeat(_ lunar: LunarDay, from timing: EventDraft.Timing) -> String {
        let first: CivilDate
        switch timing {
        case .allDay(let day, _): first = day
        case .timed(let start, _): first = start.date
        }
        let second = lunar.next(onOrAfter: first.adding(days: 1))
        let dates = ([first] + [second].compactMap { $0 }).map(\.description).joined(separator: ", ")
        switch language {
        case .english: return "every year on lunar \(lunar.label) (next: \(dates))"
        case .korean: return "매년 음력 \(lunar.isLeapMonth ? "윤" : "")\(lunar.month)월 \(lunar.day)일 (다음: \(dates))"
        }
    }
}
