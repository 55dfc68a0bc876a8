// 상태 줄: 짧게, 키 이름은 그대로 (Enter, Esc).
extension StatusWords {
    public static let korean = StatusWords(
        cancels: Phrase { ", \($0) 취소" },
        picks: Phrase { "\($0) 완료" },
        pickSingle: Phrase { picks, cancels in "날짜 고르기: 커서 날짜에서 \(picks)\(cancels)" },
        selects: Phrase { "\($0) 선택, " },
        startsRange: Phrase { "\($0) 범위 시작, " },
        pickSeveral: Phrase { keys, picks, cancels in "날짜 고르기: \(keys)\(picks)\(cancels)" },
        pickFree: Phrase { length, picks, cancels in "빈 시간 \(length) 고르기: \(picks)\(cancels)" },
        readingCalendars: "캘린더 읽는 중…",
        nextToday: Phrase { time, title in "다음 \(time) \(title)" },
        nextTomorrow: Phrase { time, title in "내일 \(time) \(title)" },
        alarmsWaiting: Phrase { "알림 \($0)개 대기 중" },
        rangeCancel: Phrase { ", \($0) 취소" },
        range: Phrase { days, keys, cancel in "범위 \(days)일: \(keys) 선택\(cancel)" },
        addsAtThatTime: Phrase { hours, key in "\(hours): \(key) 이 시간에 일정 추가" },
        helpKey: Phrase { "\($0) 도움말 " },
        moreKey: Phrase { "\($0) 더 보기  " },
        goToPrompt: " 날짜로 이동 (YYYY-MM 또는 YYYY-MM-DD): ",
        moveAll: " (반복 전체)",
        moveBy: Phrase { " (\($0 > 0 ? "+" : "")\($0)일)" },
        moveTo: Phrase { ", \($0) 캘린더로" },
        moveDrops: Phrase { "\($0) 놓기" },
        moveTabCalendar: "Tab 캘린더",
        moveLeaves: Phrase { "\($0) 그대로 두기" },
        moveLine: Phrase { title, destination, keys in "옮기기 \(title) → \(destination): \(keys)" }
    )
}
