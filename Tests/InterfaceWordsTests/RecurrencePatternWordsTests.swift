import CalendarCore
import InterfaceWords
import Testing

/// A rule as the RRULE value dal writes, and in words for the preview.
@Suite struct RecurrencePatternWordsTests {
    typealias Day = RecurrencePattern.WeekdayNumber

    static let start = CivilDate(year: 2026, month: 11, day: 24)!
    static let until = LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 31)!, secondsOfDay: 86_399)

    static func rule(_ frequency: RecurrencePattern.Frequency, interval: Int = 1, byDay: [Day] = [], byMonthDay: [Int] = [],
                     byMonth: [Int] = [], bySetPos: [Int] = [], weekStart: Weekday = .monday, until: LocalDateTime? = nil,
                     count: Int? = nil) -> RecurrencePattern {
        RecurrencePattern(frequency: frequency, interval: interval, byDay: byDay, byMonthDay: byMonthDay, byMonth: byMonth,
                          bySetPos: bySetPos, weekStart: weekStart, until: until, count: count)!
    }

    static let tuesday = Day(ordinal: 0, weekday: .tuesday)
    static let thursday = Day(ordinal: 0, weekday: .thursday)
    static let workdays = [Weekday.monday, .tuesday, .wednesday, .thursday, .friday].map { Day(ordinal: 0, weekday: $0) }

    @Test(arguments: [
        (rule(.weekly, interval: 2, byDay: [tuesday]), "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "every 2 weeks on Tuesday", "격주 화요일"),
        (rule(.weekly, byDay: [tuesday]), "FREQ=WEEKLY;BYDAY=TU", "every Tuesday", "매주 화요일"),
        (rule(.weekly, byDay: [tuesday, thursday]), "FREQ=WEEKLY;BYDAY=TU,TH", "every Tuesday and Thursday", "매주 화요일, 목요일"),
        (rule(.weekly, byDay: workdays), "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday", "매주 평일"),
        (rule(.weekly, interval: 3, byDay: [Day(ordinal: 0, weekday: .sunday), Day(ordinal: 0, weekday: .saturday)], weekStart: .sunday),
         "FREQ=WEEKLY;INTERVAL=3;BYDAY=SU,SA;WKST=SU", "every 3 weeks on weekends", "3주마다 주말"),
        (rule(.weekly), "FREQ=WEEKLY", "every Tuesday", "매주 화요일"),
        (rule(.daily), "FREQ=DAILY", "every day", "매일"),
        (rule(.daily, interval: 3, count: 10), "FREQ=DAILY;INTERVAL=3;COUNT=10", "every 3 days, 10 times", "3일마다, 10회"),
        (rule(.daily, until: until), "FREQ=DAILY;UNTIL=20261231T235959", "every day, until 31 Dec 2026", "매일, 2026년 12월 31일까지"),
        (rule(.monthly), "FREQ=MONTHLY", "every month on the 24th", "매달 24일"),
        (rule(.monthly, byMonthDay: [1, 15]), "FREQ=MONTHLY;BYMONTHDAY=1,15", "every month on the 1st and 15th", "매달 1일, 15일"),
        (rule(.monthly, byMonthDay: [-1]), "FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last day", "매달 마지막 날"),
        (rule(.monthly, byDay: workdays, bySetPos: [-1]), "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
         "every month on every Monday, Tuesday, Wednesday, Thursday and Friday, only the last of each month",
         "매달 월요일, 화요일, 수요일, 목요일, 금요일, 달마다 그중 마지막만"),
        (rule(.monthly, interval: 2, byDay: [Day(ordinal: -1, weekday: .friday)]), "FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR",
         "every 2 months on the last Friday", "2개월마다 마지막 금요일"),
        (rule(.monthly, byDay: [Day(ordinal: 2, weekday: .tuesday)], count: 1), "FREQ=MONTHLY;BYDAY=2TU;COUNT=1",
         "every month on the 2nd Tuesday, once", "매달 둘째 화요일, 1회"),
        (rule(.yearly), "FREQ=YEARLY", "every year on 24 November", "매년 11월 24일"),
        (rule(.yearly, interval: 2, byDay: [Day(ordinal: -1, weekday: .sunday)], byMonth: [3]), "FREQ=YEARLY;INTERVAL=2;BYDAY=-1SU;BYMONTH=3",
         "every 2 years on the last Sunday of March", "2년마다 3월 마지막 일요일"),
        (rule(.hourly, interval: 2), "FREQ=HOURLY;INTERVAL=2", "every 2 hours", "2시간마다"),
    ])
    func ruleIsWrittenAsRRULEAndInWords(_ rule: RecurrencePattern, _ text: String, _ english: String, _ korean: String) {
        #expect(rule.rfc5545Text == text)
        #expect(rule.description(in: .english, startingOn: Self.start) == english)
        #expect(rule.description(in: .korean, startingOn: Self.start) == korean)
    }

    @Test func untilIsWrittenAsTheCallerSays() {
        let rule = Self.rule(.weekly, byDay: [Self.tuesday], until: Self.until)
        #expect(rule.rfc5545Text(until: RecurrencePattern.localDateUntilText) == "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261231")
        #expect(rule.rfc5545Text(until: { _ in "20261231T145959Z" }) == "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261231T145959Z")
    }

    @Test(arguments: [("ko_KR.UTF-8", CalendarLanguage.korean), ("ko", .korean), ("ko-KR", .korean), ("en_US.UTF-8", .english),
                      ("de_DE@euro", .english), ("C", .english), ("", .english), ("kok_IN", .english)])
    func languageComesFromTheLocale(_ identifier: String, _ language: CalendarLanguage) {
        #expect(CalendarLanguage(localeIdentifier: identifier) == language)
    }
}
