import CalendarCore

/// Turns days as people say them into dates. Words about now (`today`,
/// `tomorrow`, `in 2 weeks`) count from `today`; days named by weekday or
/// by month and day are the first such day on or after `after` (today, or
/// the first day of a range for its last: `mon-fri`, `dec 30 - jan 2`).
struct DayResolver {
    let today: CivilDate
    let after: CivilDate
    let firstWeekday: Weekday

    init(today: CivilDate, after: CivilDate? = nil, firstWeekday: Weekday) {
        self.today = today
        self.after = after ?? today
        self.firstWeekday = firstWeekday
    }

    /// The same resolver counting named days from `day`.
    func counting(after day: CivilDate) -> DayResolver {
        DayResolver(today: today, after: day, firstWeekday: firstWeekday)
    }

    /// `fri`: the first Friday on or after `after`.
    func coming(_ weekday: Weekday) -> CivilDate {
        after.adding(days: weekday.offset(from: after.weekday))
    }

    /// `this fri` (0), `next fri` (1): the Friday of this week or of a
    /// later one, weeks starting on the viewer's first weekday.
    func inWeek(_ weeksAhead: Int, _ weekday: Weekday) -> CivilDate {
        let weekStart = today.startOfWeek(firstWeekday: firstWeekday)
        return weekStart.adding(days: 7 * weeksAhead + weekday.offset(from: firstWeekday))
    }

    /// `dec 3` without a year: this year's, or the next year's once it has
    /// passed (`feb 29`: the next one there is). nil when no year has it.
    func monthDay(month: Int, day: Int) -> CivilDate? {
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, year: 2000) else { return nil }
        for year in after.year...(after.year + 8) {
            if let date = CivilDate(year: year, month: month, day: day), date >= after { return date }
        }
        return nil
    }

    /// `the 3rd`, `3일`: the first day numbered `day` on or after `after`.
    func dayOfMonth(_ day: Int) -> CivilDate? {
        guard (1...31).contains(day) else { return nil }
        var month = after.yearMonth
        for _ in 0..<13 {
            if day <= month.numberOfDays, let date = CivilDate(year: month.year, month: month.month, day: day), date >= after {
                return date
            }
            month = month.adding(months: 1)
        }
        return nil
    }

    enum Unit { case days, weeks, months, years }

    /// `in 2 weeks`, `3일 후`: counted from today. Months and years keep the
    /// day of the month where the target month has it, else its last day.
    func later(_ amount: Int, _ unit: Unit) -> CivilDate {
        switch unit {
        case .days: today.adding(days: amount)
        case .weeks: today.adding(days: 7 * amount)
        case .months: today.adding(months: amount)
        case .years: today.adding(months: 12 * amount)
        }
    }
}
