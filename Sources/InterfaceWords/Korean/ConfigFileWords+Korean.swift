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
        componentList: "캘린더가 받는 구성 요소 종류의 목록: [\"VEVENT\"], [\"VTODO\"] 또는 둘 다",
        calendarList: "캘린더 이름 하나나 그 목록(예: [\"Work\"])",
        addressList: "주소 하나나 그 목록(예: [\"ann@example.com\"])",
        unknownKey: Phrase { "알 수 없는 키 \($0). 쓸 수 있는 키: \($1)" },
        unknownKeyIn: Phrase { "\($1)에 알 수 없는 키 \($0). 쓸 수 있는 키: \($2)" },
        unknownWeekday: Phrase { "값 \($0): 요일이 아닙니다. monday … sunday(mon … sun도 됨)나 \"locale\"을 쓰세요" },
        unknownLocale: Phrase { "값 \($0): dal이 아는 로캘이 아닙니다. en_US, de_DE, ko_KR 같은 이름을 쓰세요"
            + "(`dal print --locale list`로 모두 볼 수 있습니다)" },
        unknownZone: Phrase { "값 \($0): 시스템 시간대 데이터베이스에 없는 시간대입니다. \"Europe/Berlin\"이나 \"Asia/Seoul\" 같은 "
            + "이름을 쓰거나(`timedatectl list-timezones`로 목록을 볼 수 있습니다) 이 키를 지우세요" },
        unknownAlsoShowZone: Phrase { "값 \($0): 시스템 시간대 데이터베이스에 없는 시간대입니다. \"America/New_York\"이나 "
            + "\"Asia/Seoul\" 같은 이름을 쓰세요(`timedatectl list-timezones`로 목록을 볼 수 있습니다)" },
        unknownComponentKind: Phrase { "값 \($0): dal이 다루는 구성 요소 종류가 아닙니다. \"VEVENT\"(일정)이나 \"VTODO\"(할 일)를 쓰세요" },
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
        notAWebAddress: Phrase { "\($0): dal이 받아 올 수 있는 주소가 아닙니다. https://, http://, webcal:// 또는 webcals://로 시작하고 공백이 없는 주소를 쓰세요" },
        notARefreshInterval: Phrase { "\($0): 받아 오는 간격이 아닙니다. \"30m\", \"6h\", \"1d\"처럼 쓰세요 (15분에서 60일까지)" },
        notASyncInterval: Phrase { "\($0): 동기화 간격이 아닙니다. \"15m\", \"1h\", \"1d\"처럼 쓰세요 (1분에서 60일까지)" },
        notASyncTimeLimit: Phrase { "\($0): 제한 시간이 아닙니다. \"90s\", \"5m\", \"1h\"처럼 쓰세요 (1초에서 1일까지)" },
        shownNameText: Phrase { "보여 줄 이름이 \($0). 캘린더에 이름을 주거나 이 줄을 지우세요" },
        commandText: Phrase { "명령이 \($0). 프로그램 이름을 쓰거나 이 키를 지우세요" },
        addressText: Phrase { "주소가 \($0). \"ann@example.com\" 같은 주소를 쓰세요" },
        pathText: Phrase { "경로가 \($0). 파일이나 폴더를 지정하세요" },
        keyText: Phrase { "키 \($0): 이름이 \($1). 여기서 키는 \($2)입니다" },
        aCategoryKey: "분류의 id나 이름",
        aCalendarKey: "캘린더 폴더의 이름이나 캘린더 이름",
        notValidTOML: Phrase { "올바른 TOML이 아닙니다(\($0))" },
        keyNotReadBack: Phrase { "키 \($0): 파일에서 다시 읽을 수 없습니다" },
        kindDecimal: "소수",
        kindDateOrTime: "날짜나 시각",
        tooManyEntries: Phrase { "키, 표, 목록 항목이 모두 \($0)개를 넘습니다. dal 설정은 수십 개(캘린더와 분류가 많아도 수백 개)면 "
            + "됩니다. 맞는 파일인지 확인하세요. DAL_CONFIG로 설정 파일을 지정하거나 이 파일을 줄이세요" },
        nestedTooDeep: Phrase { "\($0)단계보다 깊이 중첩되어 있습니다(키의 각 부분과 그 [표], 배열마다 한 단계). dal의 설정은 "
            + "calendars.colors.work = \"red\"처럼 최대 3단계입니다. 이 부분을 지우거나 키를 고치세요" },
        keyTooLong: Phrase { "키가 \($0)자입니다. 키는 설정, 캘린더, 분류의 이름이고 최대 \($1)자입니다. 줄이거나 지우세요" },
        tableNameStartsWith: Phrase { "[표]의 이름은 글자, 숫자, -, _로 시작하거나 따옴표(\"…\")로 묶어야 하는데, 여기서는 "
            + "\($0)(으)로 시작합니다. 이름을 고치거나 이 줄을 지우세요" },
        theEndOfTheLine: "줄 끝",
        nothing: "아무것도 없음",
        nulCharacter: "NUL 문자(\\u0000)는 설정에 쓸 수 없습니다. 지우세요",
        notAColour: Phrase { "값 \($0): 색이 아닙니다. black, red, green, yellow, blue, magenta, cyan, white 중 하나(bright-red 같은 밝은 색도 됨), 256색 팔레트의 번호 0~255, #rrggbb 중 하나를 쓰세요" },
        notAColourOrNone: Phrase { "값 \($0): 색이 아닙니다. black, red, green, yellow, blue, magenta, cyan, white 중 하나(bright-red 같은 밝은 색도 됨), 256색 팔레트의 번호 0~255, #rrggbb 중 하나를 쓰거나 none을 쓰세요" },
        mustHaveAColour: Phrase { "\($0)에는 색이 있어야 합니다(색으로 구별됩니다). black, red, green, yellow, blue, magenta, cyan, white 중 하나(bright-red 같은 밝은 색도 됨), 256색 팔레트의 번호 0~255, #rrggbb 중 하나를 쓰세요" },
        notACategoryColour: "분류나 캘린더의 색은 black, red, green, yellow, blue, magenta, cyan, white, #rrggbb 중 하나입니다",
        notAKey: Phrase { "값 \($0): dal이 아는 키가 아닙니다. 글자 하나(a, A, ?, …)나 left, right, up, down, pageup, pagedown, home, end, enter, escape, tab, backspace, space 중 하나를 쓰세요" },
        cannotRebind: Phrase { "값 \($0): 다시 지정할 수 없는 키입니다. 0~9는 날짜에 표시를 붙입니다(Ctrl-C, Ctrl-Z, 마우스처럼 "
            + "어디서나 같습니다)" },
        enterNeedsAKey: "Enter의 동작에는 키가 있어야 합니다. dal pick에서 고르고 하루의 일정을 엽니다",
        notOneKey: Phrase { "값 \($0.0): 키 하나로 칠 수 없습니다. 코드 포인트 \($0.1)개(\($0.2))인데 키는 하나를 보냅니다. \($0.3)" },
        writeAsOneCodePoint: Phrase { "코드 포인트 하나 \($0)(\($1))로 쓰세요" },
        useAKeyName: "글자 하나(a, A, ?, …)나 left, right, up, down, pageup, pagedown, home, end, enter, escape, tab, backspace, space 중 하나를 쓰세요",
        keyClash: Phrase { "키 \($0.0): \($0.1)과(와) \($0.2)에 모두 지정됩니다. \($0.3)" },
        giveOtherKeys: Phrase { "\($0)에도 다른 키를 주세요(기본으로 \($1) 키를 씁니다). 예: 지정을 없애려면 \($0) = []" },
        keepKeyForOne: Phrase { "\($0) 키는 둘 중 하나에만 두세요" },
        unknownRegion: Phrase { "값 \($0): dal에 공휴일이 있는 지역이 아닙니다(있는 지역: \($1)). 다른 지역은 공휴일 .ics 파일을 "
            + "목록에 넣으세요. 예: [\"KR\", \"~/cal/holidays-de.ics\"]" }
    )
}
