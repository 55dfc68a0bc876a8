extension WriteWords {
    public static let korean = WriteWords(
        eventGone: Phrase { "'\($0)' 일정이 \($1)에 더는 없습니다(동기화나 다른 프로그램이 지웠나요?). 캘린더를 다시 읽습니다" },
        eventChanged: Phrase { "'\($0)' 일정이 dal이 읽은 뒤 디스크에서 바뀌었습니다(동기화나 다른 프로그램). "
            + "아무것도 쓰지 않았고 캘린더를 다시 읽습니다. 확인한 뒤 다시 해 보세요" },
        fileChangedWhileWriting: Phrase { "\($0): dal이 쓰는 동안 파일이 바뀌었습니다(동기화?). 아무것도 쓰지 않았습니다" },
        fileChangedWhileDeleting: Phrase { "\($0): dal이 지우는 동안 파일이 바뀌었습니다(동기화?). 아무것도 지우지 않았습니다" },
        newFileExists: Phrase { "\($0): 파일이 이미 있습니다. 덮어쓰지 않았습니다" },
        undoFileChanged: Phrase { "되돌리지 않았습니다: dal이 쓴 뒤 파일이 바뀌었습니다(동기화나 다른 프로그램): \($0)" },
        alarmEventGone: Phrase { "'\($0)' 일정이 \($1)에 더는 없습니다. 알림은 여기서만 끕니다" },
        alarmChanged: Phrase { "'\($0)'의 알림이 디스크에서 바뀌었습니다(동기화?). 여기서만 끕니다" },
        taskFileGone: Phrase { "\($0): 파일이 없어졌습니다(동기화?). 아무것도 쓰지 않았습니다" },
        taskGone: Phrase { "할 일 '\($0)'이(가) \($1)에 더는 없습니다(동기화?). 아무것도 쓰지 않았습니다" },
        taskChanged: Phrase { "할 일 '\($0)'이(가) dal이 읽은 뒤 \($1)에서 바뀌었습니다(동기화나 다른 프로그램). "
            + "아무것도 쓰지 않았습니다. 다시 확인하세요" },
        editedFileChanged: Phrase { "\($0): 편집기에서 고치는 동안 파일이 바뀌었습니다(동기화?). 아무것도 쓰지 않았고, "
            + "고친 내용은 \($1)에 남아 있습니다" },
        movedFileExists: Phrase { "\($0): 파일이 이미 있습니다(두 캘린더에 같은 일정?). 옮기지 않았습니다" },
        fileUnreadable: Phrase { "\($0):\($1): \($2). dal은 읽을 수 없는 파일은 바꾸지 않습니다" },
        taskFileUnreadable: Phrase { "\($0):\($1): \($2). 아무것도 쓰지 않았습니다" },
        newVersionUnreadable: Phrase { "\($0). 아무것도 쓰지 않았습니다" },
        notReadBack: Phrase { "dal이 만든 \($0)의 새 내용을 다시 읽을 수 없습니다(\($1)). 아무것도 쓰지 않았습니다" },
        draftRefused: Phrase { "\($0). \($1) 파일은 그대로이고, 고친 내용은 \($2)에 남아 있습니다" },
        uidMustStay: Phrase { missing, new in
            "UID는 바꿀 수 없습니다(" + [missing, new].filter { !$0.isEmpty }.joined(separator: ", ") + ")" },
        missingUIDs: Phrase { "빠진 UID: \($0)" },
        newUIDs: Phrase { "새 UID: \($0)" },
        readOnly: Phrase { "\($0): dal이 읽기만 하는 캘린더입니다(--ics나 설정의 [calendars] read로 지정). "
            + "바꾸려면 --calendar(또는 [calendars] write)로 지정하세요" },
        unknownZone: Phrase { "'\($0)'은(는) 이 시스템이 아는 시간대가 아닙니다(/usr/share/zoneinfo 참고)" },
        seriesWithExceptions: Phrase { "'\($0)'은(는) 예외(옮기거나 뺀 회차, 끝 날짜)가 있는 반복 일정입니다. "
            + "dal은 아직 반복 전체를 옮기지 않으므로 아무것도 쓰지 않았습니다. 제목을 바꾸거나 이 회차의 시간만 바꾸세요(t)" },
        seriesWithOverrides: Phrase { "'\($0)'에는 따로 바뀐 회차가 있습니다. 그런 반복 일정의 반복 규칙은 dal이 바꾸지 않으므로 "
            + "아무것도 쓰지 않았습니다. 규칙은 E로 고치세요" },
        notLunarRule: Phrase { "'\($0)'은(는) 다른 달력(RSCALE)으로 반복하지 않습니다. 날짜는 규칙 그대로이므로 아무것도 쓰지 않았습니다" },
        otherEventsInFile: Phrase { "\($0)에는 '\($1)' 말고 다른 일정도 있습니다. dal은 일정 하나만 든 파일만 다른 캘린더로 "
            + "옮기므로 아무것도 쓰지 않았습니다" },
        alreadyInCalendar: Phrase { "'\($0)'은(는) 이미 \($1)에 있습니다" },
        periods: Phrase { "이 일정의 날짜는 기간(\($0);VALUE=PERIOD)으로 적혀 있습니다. dal은 그런 일정을 옮기지 않으므로 "
            + "아무것도 쓰지 않았습니다" },
        notMovableDate: Phrase { "\($0) '\($1)'은(는) dal이 옮길 수 있는 날짜가 아닙니다. 아무것도 쓰지 않았습니다" },
        pastSupportedYears: "dal이 보여 주는 연도(1–9999) 밖으로 옮기게 됩니다",
        exrule: "이 일정에는 EXRULE이 있습니다. dal은 그런 일정을 옮기지 않으므로 아무것도 쓰지 않았습니다",
        ruleNamesDays: Phrase { "이 반복 일정은 규칙이 날을 정합니다(\($0)). 며칠 옮기면 같은 날이 되지 않으므로 아무것도 쓰지 "
            + "않았습니다. 한 회차만 옮기거나(t) 규칙을 고치세요(E)" },
        noLibical: Phrase { "쓰지 않았습니다: \($0)" }
    )
}
