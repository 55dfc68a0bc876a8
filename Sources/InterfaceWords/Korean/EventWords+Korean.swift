import CalendarCore

// 일정 추가와 변경: 저장, 취소, 삭제하시겠습니까?처럼 달력 앱이 묻는 말로.
extension EventWords {
    public static let korean = EventWords(
        addTitle: Phrase { days, calendar in "\(days) 일정 추가 → \(calendar)" },
        anotherCalendar: " (Tab: 다른 캘린더)",
        runsOfSelectedDays: Phrase { "선택한 날 \($0)묶음" },
        noCalendarByThatName: "그런 이름의 캘린더가 없습니다",
        tabCompletes: "(Tab으로 완성)",
        quickAddHint: "예: 내일 오후 3시 점심 · 금 9-10:30 회의 #회사 · 매주 화요일 18:00 합창 알림 10분 전 · "
            + "따옴표 안의 \"3시\"는 제목에 남습니다",
        weeklyOffer: Phrase { count, weekday, phrase in
            "\(KoreanNames.weekdays[weekday.rawValue]) \(count)일 선택: \(phrase) 라고 쓰면 반복 일정 하나가 됩니다"
        },
        weeklyRepeatPhrase: Phrase { weekday, last in
            "매주 \(KoreanNames.weekdays[weekday.rawValue]) \(last.year)년 \(last.month)월 \(last.day)일까지"
        },
        runsGiveTheDays: Phrase { words, runs in
            "'\(words)': 선택한 \(runs)묶음이 날짜를 정합니다. 시간과 제목만 쓰거나, a로 하루에 추가하세요"
        },
        chooseToChange: "어느 일정을 변경할까요? (↑↓ Enter, Esc)",
        chooseToDelete: "어느 일정을 삭제할까요? (↑↓ Enter, Esc)",
        chooseToMove: "어느 일정을 옮길까요? (↑↓ Enter, Esc)",
        chooseToEditFile: "어느 일정의 파일을 편집할까요? (↑↓ Enter, Esc)",
        chooseToJoin: "어느 일정의 회의에 참가할까요? (↑↓ Enter, Esc)",
        noEventToJoin: "이날은 참가할 일정이 없습니다",
        noCallLink: "이날의 일정에는 회의 링크(CONFERENCE, URL, Zoom·Meet·Teams·Webex·Jitsi 링크)가 없습니다",
        readingForCallLink: "일정에서 회의 링크를 읽는 중…",
        openingLink: Phrase { "\($0) 여는 중" },
        browserNotStarted: Phrase { program, reason in
            "브라우저 \(program)이(가) 시작되지 않았습니다(\(reason)). $BROWSER를 설치된 브라우저로 정해 주세요"
        },
        browserFailed: Phrase { program, status in "브라우저 \(program)이(가) 상태 \(status)(으)로 끝났습니다" },
        severalDays: Phrase { count, first, last in "\(count)일간, \(first) – \(last)" },
        deleteQuestion: Phrase { title, span in "\"\(title)\"\(span) 일정을 삭제하시겠습니까? y 삭제 · n 취소" },
        deleteRepeatsQuestion: Phrase { title, day in "\"\(title)\" 반복 일정 삭제: t 이 일정만 (\(day)) · a 모든 반복 · Esc 취소" },
        changeRepeatsQuestion: Phrase { title, day in "\"\(title)\" 반복 일정 변경: t 이 일정만 (\(day)) · a 모든 반복 · Esc 취소" },
        moveRepeatsQuestion: Phrase { title, day in "\"\(title)\" 반복 일정 옮기기: t 이 일정만 (\(day)) · a 모든 반복 · Esc 취소" },
        deleted: Phrase { title, span in "\"\(title)\"\(span) 삭제함" },
        deletedOne: Phrase { title, day in "\"\(title)\" \(day) 일정만 삭제함" },
        deletedSeries: Phrase { "\"\($0)\" 반복 전체 삭제함" },
        movedSeries: Phrase { title, calendar, days in
            "\"\(title)\" 반복 전체를" + (calendar.isEmpty ? "" : " \(calendar) 캘린더로")
                + (days == 0 ? "" : " \(abs(days))일 \(days > 0 ? "뒤로" : "앞으로")") + " 옮김"
        },
        movedTo: Phrase { title, calendar, day in "\"\(title)\" 옮김 → " + (calendar.isEmpty ? "" : "\(calendar), ") + day },
        nothingChanged: "바뀐 것이 없습니다",
        sameChange: Phrase { summary, count in "\(summary) (일정 \(count)개)" },
        thenFailed: Phrase { done, error in "\(done), 그다음 실패: \(error)" },
        changesMade: Phrase { "\($0)건 변경함" },
        undone: Phrase { "실행 취소됨: \($0)" },
        titleField: "제목",
        whenField: "일시",
        repeatField: "반복",
        alarmField: "알림",
        whereField: "장소",
        notesField: "메모",
        busyField: "바쁨",
        asDatesField: "날짜로",
        asDatesAnswer: Phrase { "날짜로: 예(앞으로 \($0)년의 날짜도 씀: RSCALE을 모르는 휴대폰과 서버용), 날짜만(khal용) 또는 "
            + "아니요를 쓰세요" },
        asDatesAfterRepeat: "날짜로: 반복을 먼저 바꾸고 저장한 뒤(Enter) e로 다시 날짜를 정하세요",
        busyYes: "예",
        busyNo: "아니요",
        whenAllDay: "종일",
        whenForDays: Phrase { "\($0)일 동안" },
        // Hours and minutes only: quick add reads `3일` alone as the 3rd.
        whenForLength: Phrase { minutes in
            let hours = minutes / 60, rest = minutes % 60
            return [hours > 0 ? "\(hours)시간" : nil, rest > 0 || hours == 0 ? "\(rest)분" : nil].compactMap { $0 }.joined(separator: " ") + " 동안"
        },
        formTitle: Phrase { title, which in "\"\(title)\" 변경\(which)" },
        thisOne: " (이 일정만)",
        allOfThem: " (모든 반복)",
        formHint: "Tab ↓ ↑ 다른 칸 · Enter 저장 · Esc 취소 (바꾸지 않음) · 메모: \\n은 줄바꿈",
        readingTheFile: "일정 파일 읽는 중…",
        instanceRepeatsWithSeries: "이 일정은 반복 전체를 따릅니다 (a: 모든 반복)",
        alarmsElsewhere: Phrase { "\($0) (E로 변경)" },
        titleEmpty: "제목이 비었습니다: 제목을 쓰세요 (Esc는 일정을 그대로 둡니다)",
        seriesKeepsDays: Phrase { "'\($0)': 반복 일정의 날짜는 여기서 바꾸지 않습니다. m으로 옮기거나 이 일정만(t) 변경하세요" },
        zoneIsOwn: Phrase { "'\($0)': 시간대는 일정 파일의 것입니다. E로 바꾸세요" },
        notADayOrTime: Phrase { words, field in "\(field)의 '\(words)'은(는) dal이 읽는 날짜나 시간이 아닙니다" },
        notARepeat: Phrase { words, field in "\(field)의 '\(words)'은(는) dal이 읽는 반복이 아닙니다" },
        timedOnSeveralDays: "여러 날에 걸친 시간 일정은 여러 일정입니다: 하루를 쓰거나 길이를 쓰세요 (26시간이면 for 26h)",
        busyAnswer: "바쁨: 예(그 시간은 바쁨) 또는 아니요(표시만 하고 빈 시간으로 둠)를 쓰세요",
        alarmNotRead: Phrase { "알림의 '\($0)'은(는) dal이 읽는 시작 전 시간이 아닙니다 (10m, 1h, 1d)" },
        noCalendarToAddTo: "추가할 캘린더가 없습니다: --calendar로 vdir 폴더를 주세요",
        nothingIsSelected: "선택한 날이 없습니다: Space로 날짜 선택, a는 커서 날짜에 추가",
        readOnlyEvent: Phrase { "\"\($0)\"은(는) dal이 읽기만 하는 캘린더(--ics)에 있습니다. 바꾸려면 --calendar로 폴더를 주세요" },
        subscriptionEvent: Phrase { title, name in
            "\"\(title)\"은(는) 구독 캘린더 \(name)의 일정입니다. dal은 보여 주기만 하고 바꾸지 않습니다 (dal refresh로 새로 받습니다)"
        },
        birthdayIsRead: Phrase { "\"\($0)\"은(는) 연락처 카드(birthdays)에서 옵니다. 연락처에서 바꾸세요" },
        noEventToChange: "이날은 변경할 일정이 없습니다",
        noEventToDelete: "이날은 삭제할 일정이 없습니다",
        noEventToMove: "이날은 옮길 일정이 없습니다",
        onlyCalendar: Phrase { "Tab: " + ($0.isEmpty ? "" : "\($0)이(가) ") + "dal이 추가할 수 있는 유일한 캘린더입니다 (--calendar FOLDER로 더 추가)" },
        instanceStaysInCalendar: "Tab: 반복 일정 하나는 캘린더를 바꿀 수 없습니다. 모두 옮기세요 (m, 그다음 a)",
        noOtherCalendar: "Tab: dal이 쓸 수 있는 다른 캘린더가 없습니다 (--calendar FOLDER로 더 추가)",
        fileUnchanged: Phrase { "바뀐 것이 없습니다: \($0) 그대로" },
        nothingToUndo: "실행 취소할 것이 없습니다",
        nothingToRedo: "다시 실행할 것이 없습니다",
        alreadyOnThatDay: Phrase { "옮기지 않음: \"\($0)\"은(는) 이미 그날에 있습니다" },
        notMoved: Phrase { "옮기지 않음: \"\($0)\" 그대로" },
        moving: Phrase { "\"\($0)\" 옮기는 중: Enter는 커서 날짜에 놓기, Esc는 그대로 두기" }
    )
}
