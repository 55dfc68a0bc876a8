import Foundation
import Testing
@testable import CalendarCore

@Suite struct CalendarLocaleTests {
    @Test func korean() {
        let locale = CalendarLocale(identifier: "ko_KR.UTF-8")
        #expect(locale.identifier == "ko_KR")
        #expect(locale.title(for: YearMonth(year: 2026, month: 11)!) == "2026년 11월")
        #expect(locale.shortWeekdayNames == ["일", "월", "화", "수", "목", "금", "토"])
        #expect(locale.firstWeekday == .sunday)
    }

    @Test func german() {
        let locale = CalendarLocale(identifier: "de_DE.UTF-8")
        #expect(locale.firstWeekday == .monday)
        #expect(locale.title(for: YearMonth(year: 2026, month: 3)!) == "März 2026")
        #expect(locale.shortWeekdayNames[Weekday.monday.rawValue] == "Mo")
    }

    /// Day labels of the week view and the agenda's heading against
    /// Foundation's own formatting of the same template (ICU formatting an
    /// instant, where dal fills the pattern from a civil date).
    @Test(arguments: ["en_US", "ko_KR", "de_DE", "ja_JP", "fr_FR", "zh_CN", "ru_RU", "he_IL", "es_MX"])
    func monthDayAndFullDateMatchFoundation(identifier: String) throws {
        let locale = CalendarLocale(identifier: identifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for (year, month, day) in [(2026, 11, 22), (2027, 1, 1), (1999, 2, 28), (2024, 2, 29), (2026, 5, 3)] {
            let date = try #require(CivilDate(year: year, month: month, day: day))
            let instant = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)))
            for (template, ours) in [("MMMd", locale.monthDay(date)), ("yMMMMEEEEd", locale.fullDate(date))] {
                let formatter = DateFormatter()
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                formatter.locale = Locale(identifier: locale.identifier)
                formatter.setLocalizedDateFormatFromTemplate(template)
                let expected = formatter.string(from: instant)
                #expect(ours == expected, "\(identifier) \(template) \(date)")
            }
        }
    }

    @Test func koreanWeekLabelsHaveTheirDay() {
        let locale = CalendarLocale(identifier: "ko_KR")
        #expect(locale.monthDay(CivilDate(year: 2026, month: 11, day: 22)!) == "11월 22일")
        #expect(locale.fullDate(CivilDate(year: 2026, month: 11, day: 22)!) == "2026년 11월 22일 일요일")
    }

    @Test func japaneseTitleUsesANumericMonth() {
        #expect(CalendarLocale(identifier: "ja_JP").title(for: YearMonth(year: 2026, month: 11)!) == "2026年11月")
    }

    @Test(arguments: ["xx_YY", "garbage!!", "ko_KR\u{0}", "../../etc", "zz"])
    func unknownLocalesFallBackToEnglish(identifier: String) {
        let locale = CalendarLocale(identifier: identifier)
        #expect(locale.identifier == CalendarLocale.fallbackIdentifier)
        #expect(locale.unknownRequest == identifier)
        #expect(locale.title(for: YearMonth(year: 2026, month: 11)!) == "November 2026")
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", ""])
    func posixLocaleIsPlainEnglish(identifier: String) {
        let locale = CalendarLocale(identifier: identifier)
        #expect(locale.identifier == CalendarLocale.fallbackIdentifier)
        #expect(locale.unknownRequest == nil)
    }

    @Test func languageOnlyMatchIsUsed() {
        #expect(CalendarLocale(identifier: "de_XX").identifier == "de")
    }

    @Test func environmentPrecedenceIsLcAllThenLcTimeThenLang() {
        #expect(CalendarLocale.identifier(fromEnvironment: ["LANG": "de_DE", "LC_TIME": "ko_KR", "LC_ALL": "ja_JP"]) == "ja_JP")
        #expect(CalendarLocale.identifier(fromEnvironment: ["LANG": "de_DE", "LC_TIME": "ko_KR", "LC_ALL": ""]) == "ko_KR")
        #expect(CalendarLocale.identifier(fromEnvironment: ["LANG": "de_DE"]) == "de_DE")
        #expect(CalendarLocale.identifier(fromEnvironment: [:]) == "C")
    }

    @Test func quotedLiteralsInPatterns() {
        let locale = CalendarLocale.english
        #expect(locale.format(pattern: "'Week of' MMM d, y", year: 2026, month: 11, day: 21) == "Week of Nov 21, 2026")
        #expect(locale.format(pattern: "d 'o''clock' MM/yy", year: 2026, month: 1, day: 2) == "2 o'clock 01/26")
    }
}

@Suite struct YearTitleTests {
    @Test(arguments: [("en_US", 2026, "2026"), ("en_US", 1, "0001"), ("ko_KR", 2026, "2026년"), ("de_DE", 9999, "9999")])
    func yearPageTitlesFollowTheLocale(identifier: String, year: Int, title: String) {
        #expect(CalendarLocale(identifier: identifier).yearTitle(year) == title)
    }
}
