// 상태 줄 메시지: 짧은 존댓말 문장.
extension MessageWords {
    public static let korean = MessageWords(
        noCategories: "표시할 분류가 없습니다: --data로 데이터 파일을 읽으세요",
        noCategory: Phrase { key, defined in "\(key)번 분류가 없습니다 (\(defined == 1 ? "1번만" : "1–\(min(9, defined))번이") 있습니다)" },
        nothingSelected: "선택한 날이 없습니다",
        broughtBack: Phrase { "선택 \($0)일 되살림" },
        cleared: Phrase { "선택 \($0)일 해제" },
        againBringsBack: Phrase { " (\($0) 한 번 더 누르면 되살림)" },
        promptCut: Phrase { "입력은 \($0)자까지입니다: 넘친 부분은 뺐습니다" },
        nothingWithinAYearAfter: Phrase { "\($0) 뒤 1년 안에 일정이 없습니다." },
        nothingWithinAYearBefore: Phrase { "\($0) 앞 1년 안에 일정이 없습니다." },
        freeTimeOnTheWeek: Phrase { "빈 시간은 주간 보기의 시간표에서 고릅니다: \($0)로 보기 (창은 40×16 이상)" },
        dayIsPast: "지난 날입니다: 지금 이후의 시간을 고르세요",
        dayTooFull: "이날은 dal이 하루에 담는 것보다 일정이 많습니다: dal free로 빈 시간을 보세요",
        dayStillRead: "이날의 일정을 아직 읽는 중입니다",
        timeIsPast: Phrase { "\($0)은(는) 지났습니다: 지금 이후의 시간을 고르세요" },
        notFree: Phrase { time, length in "\(time)부터 \(length)은(는) 비어 있지 않습니다: 음영 안에서 고르세요" },
        foundPosition: Phrase { which, count in "\(count)개 중 \(which)번째 · n 다음 · N 이전" },
        nothingSearched: "아직 검색하지 않았습니다: /로 일정 검색",
        noEventAfter: Phrase { "\($0) 뒤로 찾은 일정이 없습니다" },
        noEventBefore: Phrase { "\($0) 앞으로 찾은 일정이 없습니다" },
        notDismissed: "확인되지 않음: 알림이 잠시 화면에 있은 뒤에 Enter가 듣습니다",
        notSnoozed: "다시 알림 안 함: 알림이 잠시 화면에 있은 뒤에 z가 듣습니다",
        snoozed: Phrase { title, time in "\"\(title)\" \(time)에 다시 알림" },
        snoozeLonger: Phrase { " · z: 대신 \($0)분 뒤" },
        calendarProblems: Phrase { "캘린더를 읽다 문제 \($0)개; 나머지는 모두 보입니다:" },
        taskProblems: Phrase { "할 일을 읽다 문제 \($0)개; 나머지는 보입니다:" },
        firstStart: Phrase { "\($0) 일정 추가 · dal --ics FILE 로 캘린더 보기" },
        firstStartNoAdd: "dal --ics FILE 로 캘린더 보기"
    )
}
