import CalendarCore

extension RefusalWords {
    public static let english = RefusalWords(
        minutesOutOfRange: Phrase { "'\($0)' is not a time: minutes are 00 to 59" },
        twelveHoursOutOfRange: Phrase { "'\($0)' is not a time: with am or pm, hours are 1 to 12" },
        hoursOutOfRange: Phrase { "'\($0)' is not a time: hours are 00 to 23" },
        endOfDayAsStart: Phrase { "'\($0)' is the end of a day: a start at midnight is 00:00" },
        severalZones: Phrase { typed, zones, first in "'\(typed)' names several zones (\(zones)): write the zone's name, e.g. 15:00 \(first)" },
        zoneAfterTime: Phrase { "'\($0)': put a time zone right after the time (15:00 \($0))" },
        notARunOfDays: Phrase { "'\($0)' is not a run of days" },
        endsBeforeItStarts: Phrase { "'\($0)' ends before it starts" },
        notADayOfTheMonth: Phrase { "'\($0)' is not a day of the month" },
        whichDay: Phrase { "'\($0)': which day? Say next fri, dec 3 or in 2 weeks" },
        whichDayInKorean: Phrase { "'\($0)': which day? Say 다음 주 금요일 or 12월 3일" },
        noClock: Phrase { "'\($0)': dal does not read the clock; give the time (3pm, 15:00)" },
        noClockInKorean: Phrase { "'\($0)': dal does not read the clock; give the time (오후 3시)" },
        noMonthHasThatDay: Phrase { "'\($0)': no month has that day" },
        notADate: Phrase { "'\($0)' is not a date" },
        monthHasDays: Phrase { typed, month, days in "'\(typed)' is not a date: \(EnglishNames.months[month - 1]) has \(days) days" },
        monthNotDay: Phrase { "'\($0)' is a month, not a day: write \($0)-01 or the day you mean" },
        notAnISODate: Phrase { "'\($0)' is not a date (YYYY-MM-DD, years 0001 to 9999)" },
        dayOrMonthFirst: Phrase { "'\($0)' could be day/month or month/day: write dec 3, 3 dec or 2026-12-03" },
        everyOneOrMore: Phrase { "'\($0)': repeat every 1 or more" },
        repeatUnits: Phrase { "'\($0)': dal repeats events by the day, week, month or year" },
        notALunarDay: Phrase { "'\($0)' is not a lunar day: months 1 to 12, days 1 to 30" },
        countOutOfRange: Phrase { typed, largest in "'\(typed)': a repeat goes 1 to \(largest) times" },
        neverInAMonth: Phrase { "'\($0)' never happens: a month has at most five of a weekday" },
        never: Phrase { "'\($0)' never happens" },
        untilBeforeFirst: Phrase { typed, first in "'\(typed)' comes before the first time it happens (\(first))" },
        countPastLastDay: Phrase { "'\($0)' would run past 9999-12-31" },
        repeatOnEachDay: Phrase { typed, days in
            "'\(typed)' starts on one day, not on each of \(days): type the first day (tomorrow 9am every day) or select one"
        },
        untilAndCount: Phrase { until, count in "'\(until)' and '\(count)' both end the repeat: keep one" },
        untilWithoutRepeat: Phrase { "'\($0)' ends a repeat: add one (every day, weekly, 매주), or give the days (dec 3-31, 12월 3일~31일)" },
        countWithoutRepeat: Phrase { "'\($0)' counts a repeat: add one (every day, weekly, 매주)" },
        lunarUntil: Phrase { "'\($0)': a lunar repeat is ended by a number of times here (10 times, 10번)" },
        noLunarDayNear: Phrase { "'\($0)' has no day near then" },
        weeksWithRepeat: Phrase { "'\($0)' with a repeat: end the repeat with until dec 31 or 6 times" },
        alarmUnit: Phrase { typed, number in "'\(typed)': \(number) what? Write \(number)m, \(number) min or \(number)h" },
        unreadable: Phrase { "'\($0)' looks like a date or time dal cannot read: correct it, or put it in quotes (\"\($0)\") to keep it in the title" },
        noLength: Phrase { "'\($0)' is no length" },
        allDayOrTime: Phrase { allDay, time in "'\(allDay)' and '\(time)': an event is all day or at a time" },
        endNeedsStart: Phrase { "'\($0)' needs a start: 3pm until 5pm" },
        lengthNeedsStart: Phrase { "'\($0)' needs a start time: 3pm for 90m" },
        endsWhenItStarts: Phrase { "'\($0)' ends when it starts: give an end after the start" },
        typeTheEvent: "type the event: a title, and a day or time if you like (tomorrow 3pm Lunch with Ann)",
        giveTheEventATitle: "give the event a title: the words besides the day and time",
        beforeFirstDay: Phrase { "that day, \($0), is before 0001-01-01" },
        pastLastDay: Phrase { "that day, \($0), is past 9999-12-31" },
        endsPastLastDay: "that would end past 9999-12-31",
        repeatEndsPastLastDay: "the repeat would end past 9999-12-31",
        ambiguousCalendar: Phrase { typed, names in "'\(typed)' could be \(names.joined(separator: " or ")): rename one of them" },
        noCalendars: Phrase { "no calendar named '\($0)': there is no calendar to add to" },
        noCalendarNamed: Phrase { name, listed in "no calendar named '\(name)': the calendars are \(listed)" },
        twice: Phrase { first, second, part in "'\(first)' and '\(second)' both give the \(part): keep one" },
        parts: .english
    )
}

extension RefusalPartWords {
    public static let english = RefusalPartWords(
        day: "day", days: "days", repeatRule: "repeat", time: "time", endTime: "end time", end: "end", length: "length",
        endOfRepeat: "end of the repeat", count: "number of times", alarm: "alarm", calendar: "calendar", zone: "time zone"
    )
}
