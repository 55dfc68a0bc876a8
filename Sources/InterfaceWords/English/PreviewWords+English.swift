import CalendarCore

extension PreviewWords {
    public static let english = PreviewWords(
        day: Phrase { date, withYear in
            "\(EnglishNames.shortWeekdays[date.weekday.rawValue]) \(date.day) \(EnglishNames.shortMonths[date.month - 1])"
                + (withYear ? " \(date.year)" : "")
        },
        eachDay: Phrase { first, last in "\(first) – \(last), each day" },
        nextDay: Phrase { "\($0) next day" },
        alarmAtStart: "alarm at the start",
        alarmDaysBefore: Phrase { "alarm \($0) day\($0 == 1 ? "" : "s") before" },
        alarmHoursBefore: Phrase { "alarm \($0) h before" },
        alarmMinutesBefore: Phrase { "alarm \($0) min before" },
        place: Phrase { "at \($0)" },
        assumed: Phrase { "half of the day assumed (Tab: \($0))" },
        lunarRepeat: Phrase { lunar, dates in "every year on lunar \(lunar.label) (next: \(dates))" }
    )
}
