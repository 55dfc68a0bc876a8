import CalendarCore
import InterfaceWords

extension QuickAddRefusal {
    /// The sentence a person reads, from the catalog's words.
    public func said(by words: RefusalWords) -> String {
        problem.said(by: words)
    }

    /// In the run's language.
    public func said(in language: CalendarLanguage) -> String {
        said(by: InterfaceWords.of(language).screen.refusals)
    }
}

extension QuickAddRefusal.Problem {
    public func said(by words: RefusalWords) -> String {
        switch self {
        case .minutesOutOfRange(let typed): words.minutesOutOfRange(typed)
        case .twelveHoursOutOfRange(let typed): words.twelveHoursOutOfRange(typed)
        case .hoursOutOfRange(let typed): words.hoursOutOfRange(typed)
        case .endOfDayAsStart(let typed): words.endOfDayAsStart(typed)
        case .severalZones(let typed, let zones, let first): words.severalZones(typed, zones, first)
        case .zoneAfterTime(let name): words.zoneAfterTime(name)
        case .notARunOfDays(let typed): words.notARunOfDays(typed)
        case .endsBeforeItStarts(let typed): words.endsBeforeItStarts(typed)
        case .notADayOfTheMonth(let typed): words.notADayOfTheMonth(typed)
        case .whichDay(let typed, let inKorean): inKorean ? words.whichDayInKorean(typed) : words.whichDay(typed)
        case .noClock(let typed, let inKorean): inKorean ? words.noClockInKorean(typed) : words.noClock(typed)
        case .noMonthHasThatDay(let typed): words.noMonthHasThatDay(typed)
        case .notADate(let typed): words.notADate(typed)
        case .monthHasDays(let typed, let month, let days): words.monthHasDays(typed, month, days)
        case .monthNotDay(let typed): words.monthNotDay(typed)
        case .notAnISODate(let typed): words.notAnISODate(typed)
        case .dayOrMonthFirst(let typed): words.dayOrMonthFirst(typed)
        case .everyOneOrMore(let typed): words.everyOneOrMore(typed)
        case .repeatUnits(let typed): words.repeatUnits(typed)
        case .notALunarDay(let typed): words.notALunarDay(typed)
        case .countOutOfRange(let typed, let largest): words.countOutOfRange(typed, largest)
        case .neverInAMonth(let typed): words.neverInAMonth(typed)
        case .never(let typed): words.never(typed)
        case .untilBeforeFirst(let typed, let first): words.untilBeforeFirst(typed, "\(first)")
        case .countPastLastDay(let typed): words.countPastLastDay(typed)
        case .repeatOnEachDay(let typed, let days): words.repeatOnEachDay(typed, days)
        case .untilAndCount(let until, let count): words.untilAndCount(until, count)
        case .untilWithoutRepeat(let typed): words.untilWithoutRepeat(typed)
        case .countWithoutRepeat(let typed): words.countWithoutRepeat(typed)
        case .lunarUntil(let typed): words.lunarUntil(typed)
        case .noLunarDayNear(let typed): words.noLunarDayNear(typed)
        case .weeksWithRepeat(let typed): words.weeksWithRepeat(typed)
        case .alarmUnit(let typed, let number): words.alarmUnit(typed, number)
        case .unreadable(let typed): words.unreadable(typed)
        case .noLength(let typed): words.noLength(typed)
        case .allDayOrTime(let allDay, let time): words.allDayOrTime(allDay, time)
        case .endNeedsStart(let typed): words.endNeedsStart(typed)
        case .lengthNeedsStart(let typed): words.lengthNeedsStart(typed)
        case .endsWhenItStarts(let typed): words.endsWhenItStarts(typed)
        case .typeTheEvent: words.typeTheEvent
        case .giveTheEventATitle: words.giveTheEventATitle
        case .beforeFirstDay(let day): words.beforeFirstDay("\(day)")
        case .pastLastDay(let day): words.pastLastDay("\(day)")
        case .endsPastLastDay: words.endsPastLastDay
        case .repeatEndsPastLastDay: words.repeatEndsPastLastDay
        case .ambiguousCalendar(let typed, let names): words.ambiguousCalendar(typed, names)
        case .noCalendars(let name): words.noCalendars(name)
        case .noCalendarNamed(let name, let listed): words.noCalendarNamed(name, listed)
        case .twice(let first, let second, let part): words.twice(first, second, part.said(by: words.parts))
        }
    }
}

extension QuickAddRefusal.Part {
    public func said(by words: RefusalPartWords) -> String {
        switch self {
        case .day: words.day
        case .days: words.days
        case .repeatRule: words.repeatRule
        case .time: words.time
        case .endTime: words.endTime
        case .end: words.end
        case .length: words.length
        case .endOfRepeat: words.endOfRepeat
        case .count: words.count
        case .alarm: words.alarm
        case .calendar: words.calendar
        case .zone: words.zone
        }
    }
}
