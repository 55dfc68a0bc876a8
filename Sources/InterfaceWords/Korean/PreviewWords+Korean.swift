import CalendarCore

// 빠른 추가 미리 보기: 11월 24일 (화), 종일, 다음 날, 10분 전 알림.
extension PreviewWords {
    public static let korean = PreviewWords(
        day: Phrase { date, withYear in
            (withYear ? "\(date.year)년 " : "") + "\(date.month)월 \(date.day)일 (\(KoreanNames.shortWeekdays[date.weekday.rawValue]))"
        },
        eachDay: Phrase { first, last in "\(first) – \(last) 매일" },
        nextDay: Phrase { "다음 날 \($0)" },
        alarmAtStart: "시작할 때 알림",
        alarmDaysBefore: Phrase { "\($0)일 전 알림" },
        alarmHoursBefore: Phrase { "\($0)시간 전 알림" },
        alarmMinutesBefore: Phrase { "\($0)분 전 알림" },
        place: Phrase { "\($0)에서" },
        assumed: Phrase { "오전·오후 추정 (Tab: \($0))" },
        lunarRepeat: Phrase { lunar, dates in "매년 음력 \(lunar.isLeapMonth ? "윤" : "")\(lunar.month)월 \(lunar.day)일 (다음: \(dates))" }
    )
}
