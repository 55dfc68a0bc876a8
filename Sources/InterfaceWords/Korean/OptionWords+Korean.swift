// 한국어 낱말: 직역하지 않고 한국 소프트웨어가 쓰는 말로. 값 뒤에 조사를
// 붙이지 않는 꼴("값 'x': …", "… 파일을")로 써서 받침과 상관없이 읽히게.
extension OptionWords {
    public static let korean = OptionWords(
        unknownLanguage: Phrase { "'\($0)': dal이 쓰는 언어가 아닙니다. en(영어)이나 ko(한국어)를 쓰세요." },
        valueIsEmpty: Phrase { "\($0) 값이 비어 있습니다. 필요한 값: \($1)." },
        valueIsOnlySpaces: Phrase { "\($0) 값이 공백뿐입니다. 필요한 값: \($1)." },
        valueHoldsControl: Phrase { "\($0) 값에 제어 문자(\($1))가 들어 있습니다. 필요한 값: \($2)." },
        dateArgument: "날짜 인자",
        takesWeekday: "monday부터 sunday까지의 요일(mon … sun도 됨)이나 locale",
        takesLocale: "en_US, de_DE, ko_KR 같은 로캘 이름(`dal print --locale list`로 모두 볼 수 있음)",
        takesDate: "YYYY-MM-DD 꼴의 날짜",
        takesMoment: "YYYY-MM-DDTHH:MM[:SS] 꼴의 시각",
        takesZone: "Asia/Seoul처럼 시스템 시간대 데이터베이스에 있는 시간대",
        takesDateArgument: "YYYY-MM이나 YYYY-MM-DD 꼴의 날짜(0001~9999년, 예: 2026-11, 2026-11-21)",
        takesDataFile: "데이터 파일 경로(JSON, docs/data-format.md 참고)",
        takesCalendarFile: "iCalendar 파일이나 그 파일들이 든 폴더의 경로",
        takesCalendarFolder: "dal이 일정을 추가할 폴더(vdir)의 경로",
        takesStoreOrNoStore: "저장 파일 경로(아무것도 남기지 않으려면 --no-store)",
        takesStore: "저장 파일 경로",
        takesProgram: "프로그램과 그 인자",
        takesStateFile: "파일 경로",
        takesFormat: Phrase { "json이나 \($0)로 된 형식(예: '%d.%m.%Y')" },
        unknownLocale: Phrase { "'\($0)': dal이 아는 로캘이 아닙니다. en_US, en_GB, de_DE, fr_FR, ko_KR, ja_JP 같은 "
            + "이름을 쓰세요(ko_KR.UTF-8처럼 문자 집합을 붙여도 됩니다). 아는 로캘 \($1)개는 `dal print --locale list`로 볼 수 있습니다." },
        unknownWeekday: Phrase { "--first-weekday 값 '\($0)': 요일이 아닙니다. "
            + "monday, tuesday, wednesday, thursday, friday, saturday, sunday(앞 세 글자도 됨)나 locale을 쓰세요." },
        unknownZone: Phrase { "--timezone 값 '\($0)': 시스템 시간대 데이터베이스에 없는 시간대입니다. "
            + "Europe/Berlin이나 Asia/Seoul 같은 이름을 쓰세요(`timedatectl list-timezones`로 목록을 볼 수 있습니다)." },
        notAMoment: Phrase { "\($0) 값 '\($1)': 시각이 아닙니다. YYYY-MM-DDTHH:MM[:SS] 꼴(현지 시각)로 쓰세요. "
            + "예: 2026-11-26T14:30" },
        notADate: Phrase { "'\($0)': 날짜가 아닙니다" },
        yearOutOfRange: Phrase { "'\($0)': \($1)년은 쓸 수 있는 범위(1~9999년) 밖입니다" },
        monthOutOfRange: Phrase { "'\($0)': \($1)월은 없습니다(월은 01~12)" },
        dayOutOfRange: Phrase { "'\($0.0)': \($0.1)일은 없습니다(\($0.2)의 마지막 날은 \($0.3)일)" },
        badDate: Phrase { "\($0) \($1). YYYY-MM-DD 꼴로 쓰세요." },
        badToday: Phrase { "\($0) \($1). YYYY-MM-DD 꼴(0001~9999년)로 쓰세요." },
        badDateArgument: Phrase { "\($0). YYYY-MM이나 YYYY-MM-DD 꼴(0001~9999년, 예: 2026-11, 2026-11-21)로 쓰세요." },
        cannotBeUsedTogether: Phrase { "\($0) 옵션과 \($1) 옵션은 함께 쓸 수 없습니다." },
        chooseOneOfThree: Phrase { "\($0), \($1), \($2) 중 하나만 쓰세요." },
        chooseOneOfTwo: Phrase { "\($0), \($1) 중 하나만 쓰세요." },
        printOrPath: "--print와 --path는 함께 쓸 수 없습니다. 하나만 쓰세요.",
        dayCount: Phrase { "1부터 \($0)까지의 정수로 일수를 주세요" },
        listSpan: Phrase { "--to \($0): 첫날(\($1))과 같거나 그 뒤여야 하고, 첫날부터 \($2)일 안이어야 합니다." },
        daysEndBy9999: "날짜는 9999-12-31을 넘을 수 없습니다.",
        toBeforeFirst: Phrase { "--to \($0): 첫날(\($1))보다 앞섭니다. 첫날이나 그 뒤의 날짜를 주세요." },
        toBeforeFrom: Phrase { "--to \($0): --from \($1)보다 앞섭니다. --from과 같거나 뒤의 날짜를 주세요." },
        notALength: Phrase { "--for 값 '\($0)': 1년 이하의 시간 길이가 아닙니다. 30m, 1h, 1h30m처럼 "
            + "분(m), 시간(h), 일(d)을 한 번씩 써서 주세요." },
        notASpanOfHours: Phrase { "--between 값 '\($0)': 시간 범위가 아닙니다. 09:00-18:00처럼 쓰세요." },
        freePicksOneTime: Phrase { "--free는 시간 하나를 고르므로 --\($0) 옵션과 함께 쓸 수 없습니다." },
        notALengthWithinADay: Phrase { "--free 값 '\($0)': 하루 안의 시간 길이가 아닙니다. 30m, 1h, 1h30m처럼 분이나 시간으로 주세요." },
        freeFormat: Phrase { "--format 값 '\($0)': 날짜용 형식입니다. --free로 고른 시간은 YYYY-MM-DDTHH:MM YYYY-MM-DDTHH:MM "
            + "꼴이나 json으로만 출력됩니다." },
        giveTaskTitle: "할 일의 제목을 주세요.",
        priorityRange: Phrase { "--priority 값 \($0): 우선순위는 1부터 9까지입니다." },
        notADue: Phrase { "--due 값 '\($0)': 날짜나 시각이 아닙니다. YYYY-MM-DD나 YYYY-MM-DDTHH:MM 꼴로 쓰세요. 예: 2026-11-30T09:00" },
        sayWhichTask: "어느 할 일인지 번호, UID 또는 제목의 낱말로 알려 주세요.",
        giveWordsToFind: "찾을 낱말을 주세요.",
        graceRange: "--grace는 0부터 10080(일주일)까지의 분 단위 값입니다.",
        noHomeForReminders: "알림 상태를 저장할 홈 폴더가 없습니다(HOME과 XDG_STATE_HOME이 설정되지 않음). "
            + "--state FILE로 파일을 지정하세요.",
        weekAndView: Phrase { "--week 옵션과 --view \($0) 옵션이 서로 다른 보기를 요청합니다. 하나만 쓰세요." },
        onlyUnknown: Phrase { "--only \($0): 그런 이름이나 폴더 이름의 캘린더가 없습니다. 캘린더: \($1)" },
        calendarIsAFile: Phrase { "--calendar \($0): 폴더가 아니라 파일입니다. dal은 일정마다 파일 하나를 폴더(vdir)에 씁니다. "
            + "폴더를 지정하거나, 이 파일은 --ics로 읽으세요." }
    )
}
