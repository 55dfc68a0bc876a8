import CalendarCore

/// The words of dates, times and repeats, in English and Korean. Both
/// languages are read whatever the locale: their words never collide.
enum Vocabulary {
    static let weekdays: [String: Weekday] = [
        "monday": .monday, "mon": .monday,
        "tuesday": .tuesday, "tue": .tuesday, "tues": .tuesday,
        "wednesday": .wednesday, "wed": .wednesday, "weds": .wednesday,
        "thursday": .thursday, "thu": .thursday, "thur": .thursday, "thurs": .thursday,
        "friday": .friday, "fri": .friday,
        "saturday": .saturday, "sat": .saturday,
        "sunday": .sunday, "sun": .sunday,
    ]

    /// `tuesdays`: every Tuesday.
    static let weekdayPlurals: [String: Weekday] = [
        "mondays": .monday, "tuesdays": .tuesday, "wednesdays": .wednesday, "thursdays": .thursday,
        "fridays": .friday, "saturdays": .saturday, "sundays": .sunday,
    ]

    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]

    /// `first` … `fifth` and `last`, for "every last fri".
    static let ordinalWords: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1,
    ]

    static let ordinalSuffixes: [String] = ["st", "nd", "rd", "th"]

    /// Numbers written as words where a count is asked for (`in two weeks`).
    static let numberWords: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    ]

    /// Numbers as words for a count or an interval (`every two weeks`):
    /// not `a`, which is an article there.
    static let countWords = numberWords.filter { $0.key != "a" && $0.key != "an" }

    static let koreanWeekdays: [String: Weekday] = [
        "월요일": .monday, "화요일": .tuesday, "수요일": .wednesday, "목요일": .thursday, "금요일": .friday,
        "토요일": .saturday, "일요일": .sunday,
    ]

    /// One-syllable weekdays, read only in lists after 매주 (`매주 월수금`):
    /// alone, 월 and 일 are month and day.
    static let koreanWeekdayLetters: [Character: Weekday] = [
        "월": .monday, "화": .tuesday, "수": .wednesday, "목": .thursday, "금": .friday, "토": .saturday, "일": .sunday,
    ]

    static let koreanOrdinals: [String: Int] = [
        "첫째": 1, "첫번째": 1, "첫": 1, "둘째": 2, "두번째": 2, "셋째": 3, "세번째": 3, "넷째": 4, "네번째": 4,
        "다섯째": 5, "다섯번째": 5, "마지막": -1,
    ]

    /// Particles a Korean date or time word may carry.
    static let koreanParticles: [String] = ["", "에", "에는", "엔", "부터", "까지", "쯤"]

    /// Words that are dates or times by themselves: a word made of one of
    /// them and digits (`tomorrow3`) looks like a date that was mistyped.
    static let dayWords: Set<String> = [
        "today", "tonight", "tomorrow", "tmrw", "tmr", "yesterday", "noon", "midnight", "midday",
    ]
}
