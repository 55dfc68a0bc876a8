import CalendarCore
import InterfaceWords

/// Days, times and alarms as the preview writes them, in English
/// (`Tue 24 Nov`, `22:00–01:00 next day`) or Korean (`11월 24일 (화)`):
/// the words from the catalog (`PreviewWords`).
struct DayWords {
    let language: CalendarLanguage
    let today: CivilDate
    /// The catalog's words for them, in `language`.
    var words: PreviewWords { InterfaceWords.of(language).screen.preview }

    /// `Tue 24 Nov`, with the year when it is not this year's.
    func day(_ date: CivilDate) -> String {
        words.day(date, date.year != today.year)
    }

    /// The days and times of an event.
    func when(_ timing: EventDraft.Timing, days count: Int, zone: String?) -> (days: String, time: String) {
        switch timing {
        case .allDay(let first, let last):
            let days = first == last ? day(first) : day(first) + " – " + day(last)
            return (days, InterfaceWords.of(language).screen.allDay)
        case .timed(let start, let end):
            var days = day(start.date)
            if count > 1 { days = words.eachDay(days, day(start.date.adding(days: count - 1))) }
            var time = start.timeText + "–"
            let later = start.date.days(until: end.date)
            switch later {
            case 0: time += end.timeText
            case 1: time += words.nextDay(end.timeText)
            default: time += day(end.date) + " " + end.timeText
            }
            if let zone { time += " " + zone }
            return (days, time)
        }
    }

    /// `alarm 10 min before`, `10분 전 알림`.
    func alarm(minutesBefore minutes: Int) -> String {
        if minutes == 0 { return words.alarmAtStart }
        if minutes % 1440 == 0 { return words.alarmDaysBefore(minutes / 1440) }
        if minutes % 60 == 0 { return words.alarmHoursBefore(minutes / 60) }
        return words.alarmMinutesBefore(minutes)
    }

    /// `at Main St`, `강남역에서`.
    func place(_ location: String) -> String { words.place(location) }

    /// What the preview says of an hour it assumed, with what Tab makes it.
    func assumed(flippedTo time: String) -> String { words.assumed(time) }

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
        return words.lunarRepeat(lunar, dates)
    }
}
