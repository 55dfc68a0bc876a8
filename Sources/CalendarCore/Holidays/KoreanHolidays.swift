/// The public holidays of the Republic of Korea, as the Regulation on
/// Holidays of Government Offices (관공서의 공휴일에 관한 규정) and the
/// National Holidays Act have them for each year: the fixed days, the three
/// lunar ones by the Korean lunar calendar (KASI's, not China's), the
/// substitute holidays by the rules in force that year, and the election
/// days and one-off holidays of `KoreanHolidayTable`. Checked against a
/// fixture of 2000–2030 (KoreanHolidaysTests).
public enum KoreanHolidays {
    /// Holidays of `year`, by date (a day may hold two: 2025-05-05 is
    /// 어린이날 and 부처님오신날).
    public static func holidays(in year: Int) -> [Holiday] {
        var days = fixed(year) + lunar(year)
        days += KoreanHolidayTable.entries.filter { $0.date.year == year }
        days += substitutes(for: days, year: year)
        return days.sorted { ($0.date, $0.name) < ($1.date, $1.name) }
    }

    /// Holidays from `first` through `last`.
    public static func holidays(in days: ClosedRange<CivilDate>) -> [Holiday] {
        (days.lowerBound.year...days.upperBound.year).flatMap { holidays(in: $0) }.filter { days.contains($0.date) }
    }

    // MARK: The days

    /// Which rule gives a holiday a substitute, from which year (holidays
    /// not named here, such as 현충일 and election days, get none).
    private enum Substitution {
        /// 설날 and 추석 (from 2014): the three days overlapping a Sunday or
        /// another holiday.
        case overlappingSunday(from: Int)
        /// On a Saturday, a Sunday or another holiday: 어린이날 from 2014; 삼일절,
        /// 광복절, 개천절 and 한글날 from 2021; 부처님오신날 and 기독탄신일 from 2023;
        /// 노동절 and 제헌절 from 2026.
        case onAWeekend(from: Int)
    }

    private static let substitution: [String: Substitution] = [
        "설날": .overlappingSunday(from: 2014), "추석": .overlappingSunday(from: 2014),
        "어린이날": .onAWeekend(from: 2014),
        "삼일절": .onAWeekend(from: 2021), "광복절": .onAWeekend(from: 2021), "개천절": .onAWeekend(from: 2021),
        "한글날": .onAWeekend(from: 2021),
        "부처님오신날": .onAWeekend(from: 2023), "기독탄신일": .onAWeekend(from: 2023),
        "노동절": .onAWeekend(from: 2026), "제헌절": .onAWeekend(from: 2026),
    ]

    /// Days of the solar calendar, with the years each was a holiday.
    private static let fixedDays: [(month: Int, day: Int, name: String, years: ClosedRange<Int>)] = [
        (1, 1, "신정", 1949...9999),
        (3, 1, "삼일절", 1949...9999),
        (4, 5, "식목일", 1949...2005),
        // Labour Day became a holiday of government offices in 2026.
        (5, 1, "노동절", 2026...9999),
        (5, 5, "어린이날", 1975...9999),
        (6, 6, "현충일", 1956...9999),
        // Constitution Day: a holiday until 2007, and again from 2026.
        (7, 17, "제헌절", 1949...2007),
        (7, 17, "제헌절", 2026...9999),
        (8, 15, "광복절", 1949...9999),
        (10, 3, "개천절", 1949...9999),
        // Hangul Day: not a holiday from 1991 through 2012.
        (10, 9, "한글날", 1949...1990),
        (10, 9, "한글날", 2013...9999),
        (12, 25, "기독탄신일", 1949...9999),
    ]

    private static func fixed(_ year: Int) -> [Holiday] {
        fixedDays.filter { $0.years.contains(year) }.compactMap { entry in
            CivilDate(year: year, month: entry.month, day: entry.day).map { Holiday(date: $0, name: entry.name) }
        }
    }

    /// 설날 (the last day of the 12th month and the 1st and 2nd of the 1st),
    /// 부처님오신날 (4.8) and 추석 (8.14 to 8.16) of the lunar year `year`.
    private static func lunar(_ year: Int) -> [Holiday] {
        guard let newYear = KoreanLunarCalendar.solarDate(year: year, month: 1, day: 1),
              let buddha = KoreanLunarCalendar.solarDate(year: year, month: 4, day: 8),
              let chuseok = KoreanLunarCalendar.solarDate(year: year, month: 8, day: 15) else { return [] }
        return (-1...1).map { Holiday(date: newYear.adding(days: $0), name: "설날") }
            + [Holiday(date: buddha, name: "부처님오신날")]
            + (-1...1).map { Holiday(date: chuseok.adding(days: $0), name: "추석") }
    }

    // MARK: Substitute holidays

    /// The substitute holidays for `days`: for each holiday (a run of
    /// 설날 or 추석 counting as one) that the rule of its year says lost a day
    /// (to a weekend, or to another holiday on the same day), the first day
    /// after it that is neither a Saturday, a Sunday, a holiday nor an
    /// earlier substitute (대체공휴일). A day lost by two holidays at once
    /// (어린이날 and 부처님오신날 on 2025-05-05) is made up once.
    private static func substitutes(for days: [Holiday], year: Int) -> [Holiday] {
        var candidates: [(name: String, run: ClosedRange<CivilDate>)] = []
        for (name, holidays) in Dictionary(grouping: days, by: \.name) where substitution[name] != nil {
            candidates += runs(of: holidays.map(\.date)).map { (name, $0) }
        }
        var taken = Set(days.map(\.date)), madeUp: Set<CivilDate> = []
        var found: [Holiday] = []
        for (name, run) in candidates.sorted(by: { ($0.run.lowerBound, $0.name) < ($1.run.lowerBound, $1.name) }) {
            let others = Set(days.filter { $0.name != name }.map(\.date))
            let lost: Set<CivilDate>
            switch substitution[name]! {
            case .overlappingSunday(let from):
                lost = year >= from ? run.days(where: { $0.weekday == .sunday || others.contains($0) }) : []
            case .onAWeekend(let from):
                lost = year >= from ? run.days(where: { isWeekend($0) || others.contains($0) }) : []
            }
            guard !lost.isSubset(of: madeUp) else { continue }
            madeUp.formUnion(lost)
            var day = run.upperBound.adding(days: 1)
            while isWeekend(day) || taken.contains(day) { day = day.adding(days: 1) }
            taken.insert(day)
            found.append(Holiday(date: day, name: "대체공휴일", isSubstitute: true))
        }
        return found
    }

    private static func isWeekend(_ day: CivilDate) -> Bool { day.weekday == .saturday || day.weekday == .sunday }

    /// Runs of consecutive days.
    private static func runs(of dates: [CivilDate]) -> [ClosedRange<CivilDate>] {
        var runs: [ClosedRange<CivilDate>] = []
        for date in dates.sorted() {
            if let last = runs.last, last.upperBound.adding(days: 1) == date {
                runs[runs.count - 1] = last.lowerBound...date
            } else {
                runs.append(date...date)
            }
        }
        return runs
    }
}

extension ClosedRange where Bound == CivilDate {
    /// The days of the range that pass `test`.
    func days(where test: (CivilDate) -> Bool) -> Set<CivilDate> {
        var found: Set<CivilDate> = []
        var day = lowerBound
        while day <= upperBound {
            if test(day) { found.insert(day) }
            day = day.adding(days: 1)
        }
        return found
    }
}
