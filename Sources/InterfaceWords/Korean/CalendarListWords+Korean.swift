extension CalendarListWords {
    public static let korean = CalendarListWords(
        title: "캘린더",
        keys: "Space 보이기/숨기기 · o 이것만 · Esc 닫기",
        writable: "쓰기 가능",
        readOnly: "읽기 전용",
        events: Phrase { "일정 \($0)개" },
        hidden: Phrase { "\($0) 숨김: 어디에도 그리지 않고 빈 시간 계산에서도 빠집니다 (알림은 울립니다)" },
        shown: Phrase { "\($0) 보임" },
        onlyShown: Phrase { "\($0)만 보임 (o를 다시 누르면 모든 캘린더가 보입니다)" },
        allShown: "모든 캘린더 보임",
        noCalendars: "보이거나 숨길 캘린더가 없습니다 (--calendar FOLDER 또는 --ics FILE로 추가)"
    )
}
