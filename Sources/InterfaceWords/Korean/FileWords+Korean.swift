// 한국어 낱말: 직역하지 않고 한국 소프트웨어가 쓰는 말로. 경로 뒤에는
// 조사를 붙이지 않고 "경로:줄: …" 꼴로.
extension FileWords {
    public static let korean = FileWords(
        noSuchFileOrFolder: Phrase { "\($0): 그런 파일이나 폴더가 없습니다" },
        noSuchFile: Phrase { "\($0): 그런 파일이 없습니다" },
        notICalendar: Phrase { "\($0):\($1): iCalendar 파일이 아닙니다. iCalendar 파일은 BEGIN:VCALENDAR로 시작해야 합니다" },
        emptyNotICalendar: Phrase { "\($0):\($1): 빈 파일입니다. iCalendar 파일이 아닙니다" },
        namedBy: Phrase { "\($0.0) (\($0.2):\($0.3)의 \($0.1)에서 지정한 파일)" },
        noStoreYet: Phrase { "\($0): 아직 저장 파일이 없습니다(먼저 dal에서 날짜를 선택하세요)" },
        noHomeForStore: "저장 파일을 둘 홈 폴더가 없습니다(HOME과 XDG_DATA_HOME이 설정되지 않았고 사용자 데이터베이스에도 "
            + "없음). HOME이나 XDG_DATA_HOME을 설정하거나, --store FILE로 파일을 고르거나, --no-store로 아무것도 남기지 마세요.",
        cannotWriteOutput: Phrase { "표준 출력에 쓸 수 없습니다(\($0)). \($1)." },
        outputClosed: "표준 출력이 닫혀 있습니다. 출력이 갈 곳(파일, 파이프, 터미널)을 두고 dal을 실행하세요",
        outputReaderStopped: "dal의 출력을 읽던 프로그램이 dal보다 먼저 끝났습니다. dal에서 잃은 것은 없으니 다시 실행하세요",
        diskFull: "디스크나 할당량이 가득 찼습니다. 공간을 확보한 뒤 dal을 다시 실행하세요",
        outputNotWritten: "출력을 다 쓰지 못했습니다. 출력이 제대로 되면 dal을 다시 실행하세요",
        eventNotRead: Phrase { "\($0):\($1): \($2): libical이 읽지 못해 표시하지 않습니다" },
        eventWithoutStart: Phrase { "\($0):\($1): \($2): DTSTART가 없어 표시하지 않습니다" },
        endsBeforeStartOneDay: Phrase { "\($0):\($1): \($2): 끝이 시작보다 앞섭니다. 하루짜리 일정으로 읽었습니다" },
        endsBeforeStartNoLength: Phrase { "\($0):\($1): \($2): 끝이 시작보다 앞섭니다. 시작하는 때에 끝나는 것으로 읽었습니다" },
        ruleNotExpanded: Phrase { "\($0):\($1): \($2): dal이 펼칠 수 없는 RRULE입니다(FREQ와 INTERVAL을 확인하세요). 다른 날짜만 표시합니다" },
        eventNotClosed: Phrase { "\($0):\($1): \($2): END:VEVENT 줄이 없습니다" },
        taskNotClosed: Phrase { "\($0):\($1): \($2): END:VTODO 줄이 없습니다" },
        event: Phrase { "일정 \"\($0)\"" },
        eventWithUID: Phrase { "일정 \"\($0)\"(UID \($1))" },
        eventWithoutSummary: "제목 없는 일정",
        eventWithoutSummaryWithUID: Phrase { "제목 없는 일정(UID \($0))" },
        task: Phrase { "할 일 \"\($0)\"" },
        taskWithUID: Phrase { "할 일 \"\($0)\"(UID \($1))" },
        taskWithoutSummary: "제목 없는 할 일",
        taskWithoutSummaryWithUID: Phrase { "제목 없는 할 일(UID \($0))" }
    )
}
