// 한국어 낱말: 직역하지 않고 한국 소프트웨어가 쓰는 말로. 설정 값 뒤에는
// 조사를 붙이지 않고 "값 X: …" 꼴로.
extension ConfigFileWords {
    public static let korean = ConfigFileWords(
        notARegularFile: "일반 파일이 아닙니다. dal은 설정을 파일에서 읽습니다. 일반 파일로 만들거나 DAL_CONFIG로 다른 파일을 지정하세요",
        cannotRead: Phrase { "설정 파일을 읽을 수 없습니다(\($0)). 읽을 수 있는 파일로 만들거나 DAL_CONFIG로 다른 파일을 지정하세요" },
        noSuchFileNamedByDalConfig: "파일이 없습니다(DAL_CONFIG가 가리키는 파일)",
        tooBig: Phrase { "파일 크기가 \($0)바이트입니다. 설정 파일은 최대 \($1)바이트(1 MiB)이고, dal의 설정은 몇 킬로바이트면 "
            + "충분합니다. 맞는 파일인지 확인하세요. DAL_CONFIG로 설정 파일을 지정하거나 이 파일을 줄이세요" },
        notUTF8: Phrase { "UTF-8 텍스트가 아닙니다. 여기 있는 바이트 \($0)은(는) UTF-8 문자의 일부가 아닙니다. 설정 파일은 TOML이고 "
            + "TOML은 UTF-8이므로 UTF-8로 저장하세요(EUC-KR에서 바꾸려면: iconv -f euc-kr -t utf-8)" },
        kindTable: "표(table)",
        kindArray: "배열",
        kindString: "문자열",
        kindInteger: "정수",
        kindBoolean: "참/거짓 값(true, false)",
        mustBe: Phrase { "값의 종류가 맞지 않습니다. 필요한 값: \($0), 지금 값: \($1)" },
        itemMustBe: Phrase { "값의 종류가 맞지 않습니다. 필요한 값: \($0), \($1)번째 항목: \($2)" },
        aStringSuchAs: Phrase { "\($0) 같은 문자열" },
        trueOrFalse: "true나 false",
        aColour: "\"red\", 208, \"#ff8800\" 같은 색",
        aTable: Phrase { "[\($0)] 아래에 키를 둔 표" },
        zoneList: "시간대 하나나 최대 두 개의 목록(예: [\"Asia/Seoul\"])",
        regionList: "지역 코드나 공휴일 .ics 파일의 목록(예: [\"KR\", \"~/cal/holidays-de.ics\"], 없으면 [])",
        keyList: "키 이름 하나나 그 목록(예: [\"right\", \"n\"])",
        pathList: "경로 하나나 경로 목록(예: [\"~/a.ics\", \"~/b\"])",
        unknownKey: Phrase { "알 수 없는 키 \($0). 쓸 수 있는 키: \($1)" },
        unknownKeyIn: Phrase { "\($1)에 알 수 없는 키 \($0). 쓸 수 있는 키: \($2)" },
        unknownWeekday: Phrase { "값 \($0): 요일이 아닙니다. monday … sunday(mon … sun도 됨)나 \"locale\"을 쓰세요" },
        unknownLocale: Phrase { "값 \($0): dal이 아는 로캘이 아닙니다. en_US, de_DE, ko_KR 같은 이름을 쓰세요"
            + "(`dal print --locale list`로 모두 볼 수 있습니다)" },
        unknownZone: Phrase { "값 \($0): 시스템 시간대 데이터베이스에 없는 시간대입니다. \"Europe/Berlin\"이나 \"Asia/Seoul\" 같은 "
            + "이름을 쓰거나(`timedatectl list-timezones`로 목록을 볼 수 있습니다) 이 키를 지우세요" },
        unknownAlsoShowZone: Phrase { "값 \($0): 시스템 시간대 데이터베이스에 없는 시간대입니다. \"America/New_York\"이나 "
            + "\"Asia/Seoul\" 같은 이름을 쓰세요(`timedatectl list-timezones`로 목록을 볼 수 있습니다)" },
        alsoShowAtMostTwo: "시간대는 두 개까지만 쓸 수 있습니다(시간표에 시계 세 개까지 들어갑니다)",
        unknownView: Phrase { "값 \($0): 보기 이름이 아닙니다. \"month\", \"week\", \"year\", \"agenda\" 중 하나를 쓰세요" },
        unknownLanguage: Phrase { "값 \($0): dal이 쓰는 언어가 아닙니다. \"en\"(영어)이나 \"ko\"(한국어)를 쓰거나, "
            + "로캘의 언어를 쓰려면 이 키를 지우세요" },
        unknownTogglePlace: Phrase { "값 \($0): 쓸 수 있는 위치가 아닙니다. \"today\"(기본값)나 \"cursor\"를 쓰세요" },
        writeFolderIsAFile: Phrase { "\($0): 폴더가 아니라 파일입니다. dal은 일정마다 파일 하나를 폴더(vdir)에 씁니다. "
            + "폴더를 지정하거나, 이 파일은 [calendars] read로 읽으세요" },
        notATimeOfDay: Phrase { "값 \($0): 하루 중 시각이 아닙니다. \"09:00\"처럼 쓰세요(종일 일정의 알림이 그날 이 시각에 울립니다)" },
        notATimeBefore: Phrase { "값 \($0): 시작 전 시간이 아닙니다. \"10m\", \"1h\", \"1d\"처럼 분, 시간, 일로 쓰세요" },
        notAPaletteColour: Phrase { "값 \($0): 256색 팔레트의 색 번호(0~255)가 아닙니다" },
        onlyHomeTilde: Phrase { "\($0): ~/(내 홈 폴더)만 알아듣습니다. 다른 사용자의 폴더는 전체 경로로 쓰세요" },
        needsHome: Phrase { "\($0): 홈 폴더가 필요한데 HOME이 설정되지 않았습니다" },
        textIsEmpty: "비어 있습니다",
        textIsOnlySpaces: "공백뿐입니다",
        textHoldsControl: Phrase { "제어 문자(\($0))를 담고 있습니다" },
        localeText: Phrase { "로캘 이름이 \($0). \"de_DE\" 같은 이름을 쓰거나 이 키를 지우세요" },
        calendarNameText: Phrase { "캘린더 이름이 \($0). 캘린더나 그 폴더의 이름을 쓰거나 이 키를 지우세요" },
        shownNameText: Phrase { "보여 줄 이름이 \($0). 캘린더에 이름을 주거나 이 줄을 지우세요" },
        commandText: Phrase { "명령이 \($0). 프로그램 이름을 쓰거나 이 키를 지우세요" },
        pathText: Phrase { "경로가 \($0). 파일이나 폴더를 지정하세요" },
        keyText: Phrase { "키 \($0): 이름이 \($1). 여기서 키는 \($2)입니다" },
        aCategoryKey: "분류의 id나 이름",
        aCalendarKey: "캘린더 폴더의 이름이나 캘린더 이름"
    )
}
