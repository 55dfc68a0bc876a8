extension CommandHelpWords {
    public static let korean = CommandHelpWords(
        frame: HelpFrameWords(
            overview: "개요:", usage: "사용법:", arguments: "인자:", options: "옵션:", subcommands: "하위 명령:",
            defaultSubcommand: "(기본)", showHelp: "도움말을 봅니다.", showVersion: "버전을 봅니다.",
            showSubcommandHelp: "하위 명령의 도움말을 봅니다.",
            seeSubcommandHelp: Phrase { "하위 명령마다 자세한 도움말은 '\($0) <하위 명령>'으로 봅니다." },
            defaultValue: Phrase { "(기본값: \($0))" }, values: Phrase { "(값: \($0))" }),
        root: RootHelpWords(
            abstract: "달력 (dal): 터미널 전체 화면 달력이자 날짜 고르기 도구.",
            opensTheCalendar: "달력을 엽니다 (dal open)",
            discussion: "`dal`을 실행하면 달력이 열립니다. 화살표 키로 달을 넘기고, Space로 날짜를 고르고, w로 주간 보기로 "
                + "바꾸며, ?를 누르면 모든 키가 나옵니다. `dal`(곧 `dal open`)이 받는 것:",
            openListsThem: "dal help open에 모두 나옵니다.",
            exitCodes: Phrase { "종료 코드: \($0)." },
            exitOK: "정상", exitPickCancelled: "`dal pick` 취소, `dal import`에 아니요, `dal next --join`에 회의 링크 없음", exitUsage: "잘못된 명령줄", exitDataError: "dal이 쓸 수 없는 파일",
            exitNoTerminal: "쓸 수 있는 터미널이 없음(`dal print`를 쓰세요), 브라우저 없음 또는 libical 없음",
            exitOutputError: "출력이나 변경 내용을 쓰지 못함", exitSubscriptionFailed: "구독을 받아 오지 못함",
            exitConfiguration: "잘못된 설정 파일(파일:줄:칸) 또는 저장소를 둘 홈 폴더 없음", exitInterrupted: "Ctrl-C로 중단"),
        screen: ScreenOptionHelpWords(
            date: "처음 보여 줄 달이나 날 (기본값: 오늘).",
            week: "주간 보기로 엽니다 (--view week와 같음).",
            view: "이 보기로 엽니다: month(월간), week(주간), year(연간), agenda(일정 목록) (기본값: 설정 파일의 값, 없으면 month).",
            animation: "페이지를 넘길 때 밀어내는 애니메이션을 켜거나 끕니다 (기본값: 설정 파일의 값, 없으면 켬).",
            only: "이번 실행에서 이 캘린더만 보여 줍니다 (이름이나 폴더 이름, 여러 번 줄 수 있음). c로 다른 캘린더를 다시 볼 수 있습니다."),
        display: DisplayOptionHelpWords(
            firstWeekday: "한 주의 첫날: monday부터 sunday까지(또는 mon, tue, ...), 또는 locale (기본값: 설정 파일의 값, 없으면 locale).",
            locale: "이름과 한 주의 첫날에 쓸 로캘, 예: ko_KR, de_DE (기본값: LC_ALL, LC_TIME, LANG; `list`를 주면 모두 나열).",
            today: "오늘을 이 날짜로 칩니다 (DAL_TODAY로도 가능).",
            now: "지금을 이 현지 시각으로 칩니다 (DAL_NOW로도 가능). 시계는 그때부터 흐릅니다.",
            holidays: "한 지역(KR)의 공휴일을 보여 줍니다. 여러 번 주면 여러 지역, none이면 보이지 않음 (기본값: 설정 파일의 값, "
                + "없으면 dal이 공휴일을 아는 로캘의 지역).",
            birthdays: "폴더 안 연락처(.vcf)의 생일을 보여 줍니다(하위 폴더까지 읽음). 여러 번 주면 여러 폴더, none이면 보이지 않음 "
                + "(기본값: 설정 파일의 birthdays).",
            lunar: "날마다 음력 날짜를 보여 줍니다 (기본값: 설정 파일의 값, 없으면 한국어 로캘에서 켬).",
            language: "dal이 쓰는 말: en 또는 ko (기본값: 설정 파일의 값, 없으면 --locale이나 설정 파일 로캘의 언어, 없으면 LC_ALL, "
                + "LC_MESSAGES, LANG).",
            timeZone: "이 시간대로 시각을 보여 줍니다, 예: Asia/Seoul (기본값: 설정 파일의 값, 없으면 TZ, 없으면 시스템의 시간대)."),
        sources: SourceOptionHelpWords(
            data: "분류와 표시한 날짜를 담은 JSON 파일 (여러 번 가능; docs/data-format.md).",
            ics: "iCalendar 파일, 그런 파일의 폴더, 또는 그런 폴더의 폴더(vdir). 읽기만 합니다. 여러 번 가능.",
            calendar: "dal이 일정을 더하고 바꿀 수 있는 vdir 폴더: 컬렉션 하나(.ics 파일의 폴더) 또는 그런 폴더의 폴더, vdirsyncer가 "
                + "두는 그대로. 여러 번 가능 (기본값: $XDG_DATA_HOME/dal/calendars, 새 일정은 그 안의 personal/).",
            store: "선택과 태그를 이 파일에 둡니다 (dal의 기본값: $XDG_DATA_HOME/dal/store.json).",
            noStore: "실행 사이에 아무것도 남기지 않습니다."),
        open: OpenHelpWords(abstract: "전체 화면 달력을 엽니다 (기본 명령)."),
        pick: PickHelpWords(
            abstract: "전체 화면에서 날짜를 골라 표준 출력에 씁니다.",
            discussion: "Enter를 누르면 고른 날짜를 한 줄에 하나씩 오름차순으로 쓰고 0으로 끝납니다. --free를 주면 주간 시간표에서 고른 "
                + "빈 시간을 씁니다(음영 칸은 그만큼 비어 있는 시간). Esc나 q는 아무것도 쓰지 않고 1로, Ctrl-C는 130으로 끝납니다. "
                + "화면은 /dev/tty에 그리므로 `$(dal pick)`과 파이프에서도 됩니다. 저장소는 --store를 줄 때만 씁니다.",
            multiple: "선택한 날을 모두 고릅니다 (Space로 선택).",
            range: "기간을 고릅니다: v로 커서에서 시작하고 Enter로 끝냅니다.",
            format: Phrase { "출력 형식: json, 또는 \($0)로 된 패턴 (기본값 %F)." },
            free: "주간 시간표에서 이만큼 긴 빈 시간(30m, 1h, 1h30m)을 고릅니다. 주어진 모든 캘린더에서 비어 있어야 합니다. 시작과 끝을 "
                + "씁니다 (YYYY-MM-DDTHH:MM YYYY-MM-DDTHH:MM, --format json이면 객체)."),
        print: PrintHelpWords(
            abstract: "cal처럼 한 달(또는 석 달, 한 주, 한 해)을 출력합니다.",
            date: "출력할 달이나 날 (기본값: 오늘). -y와 함께면 연도(YYYY)도 됩니다.",
            year: "DATE가 속한 한 해 열두 달을 cal -y처럼 출력합니다.",
            three: "지난달, 이번 달, 다음 달을 출력합니다.",
            week: "DATE가 속한 주만 출력합니다.",
            weekNumbers: "ISO 8601 주 번호 칸을 더합니다.",
            color: "색: auto(터미널일 때만, NO_COLOR를 따름), always, never.",
            json: "페이지를 JSON으로 출력합니다 (docs/print-json.md 참고)."),
        list: ListHelpWords(
            abstract: "며칠 동안의 일정(일정 목록)을 텍스트나 JSON으로 출력합니다.",
            discussion: "일정마다 걸친 날마다 한 줄: 종일 일정이 먼저, 그다음 시작 시각 순이며 시각은 현지 시간대(TZ)로 씁니다. "
                + "--data 파일에 표시한 날은 그 분류 이름의 종일 항목으로 나옵니다. JSON은 docs/list.md에 있습니다.",
            from: "첫날 (기본값: 오늘). 달을 주면 그달 1일.",
            days: "첫날부터 며칠 (기본값 7).",
            to: "--days 대신 마지막 날.",
            json: "항목의 JSON 배열 (docs/list.md)."),
        next: NextHelpWords(
            abstract: "지금 진행 중인 일정, 없으면 다음 일정을 출력합니다: 상태 표시줄용 한 줄.",
            discussion: "앞으로 며칠의 시각이 있는 일정(종일 일정은 오늘의 나머지와 함께 툴팁에): `14:10 치과 (25분 후)`, "
                + "`09:00 스탠드업 (진행 중, 10분 남음)`. --format waybar는 waybar의 JSON(text, tooltip, class now/soon/later/none, "
                + "percentage)을, i3blocks는 세 줄을, polybar와 tmux는 각자의 색 표시를, json은 스크립트용 객체를 씁니다. "
                + "바로 쓸 수 있는 설정은 docs/status-bar.md에 있습니다.",
            format: "줄의 형식: plain, json, waybar, i3blocks, polybar, tmux 중 하나.",
            width: "줄을 이 칸 수로 자릅니다 (한글은 두 칸).",
            days: "오늘부터 며칠 앞까지 볼지.",
            watch: "계속 실행합니다: 줄이 바뀔 때만 다시 출력합니다 (waybar의 exec, i3blocks의 persist용).",
            join: "지금 진행 중인 일정, 없으면 다음 일정의 회의 링크를 $BROWSER나 xdg-open으로 열고 출력합니다."),
        refresh: RefreshHelpWords(
            abstract: "설정 파일의 [subscriptions] 캘린더를 지금 받아 옵니다.",
            discussion: "각각 curl로 조건부로 요청합니다(바뀌지 않은 캘린더는 304로 끝남). 시간과 크기에 한도가 있습니다. "
                + "iCalendar가 아닌 캘린더나 실패한 서버는 마지막으로 받은 좋은 사본을 그대로 둡니다. 구독마다 한 줄을 쓰고, "
                + "실패는 표준 오류에 쓰며, 하나라도 실패하면 75로 끝납니다.",
            names: "받아 올 구독의 이름 (기본값: 모두).",
            due: "`refresh`(설정; 기본값 6h) 동안 받아 오지 않은 것만, 전체 화면처럼.",
            maxTime: "구독 하나에 걸릴 수 있는 초."),
        search: SearchHelpWords(
            abstract: "낱말로 일정을 찾습니다 (제목, 장소, 설명, 분류, 캘린더).",
            discussion: "대소문자와 악센트는 가리지 않습니다(cafe로 Café를 찾음). 준 낱말이 모두 있어야 합니다. 반복 일정은 한 번만, "
                + "오늘부터 다음 회차(없으면 마지막 회차)로, --from/--to를 주면 그 기간의 첫 회차로 나옵니다.",
            text: "찾을 낱말.",
            from: "찾기 시작할 날.",
            to: "찾기를 마칠 날.",
            json: "찾은 일정의 JSON 배열."),
        free: FreeHelpWords(
            abstract: "적어도 주어진 길이만큼 빈 시간을 나열합니다.",
            discussion: "보이는 일정은 모두 바쁜 시간입니다. 다만 TRANSP:TRANSPARENT(한가함)로 표시된 일정과 --me로 준 참석자가 거절한 "
                + "일정은 빼며, 취소된 일정은 보이지 않으니 바쁜 시간이 아닙니다. 이미 지난 시간은 비어 있지 않습니다. 시간은 실제 "
                + "흐른 시간으로 잽니다: 서머타임이 시작하는 날 01:00-04:00은 두 시간입니다.",
            from: "찾기 시작할 날 (기본값: 오늘).",
            to: "찾기를 마칠 날 (기본값: 첫날부터 엿새 뒤).",
            length: "나열할 가장 짧은 빈 시간: 30m, 1h, 1h30m.",
            between: "날마다 이 시간만, 예: 09:00-18:00 (끝이 시작보다 이르면 자정을 넘김).",
            weekdays: "월요일부터 금요일까지만, 보이는 공휴일(--holidays)은 빼고.",
            me: "참석자로 적힌 내 주소 (여러 번 가능): 내가 거절한 일정은 빈 시간.",
            json: "빈 시간의 JSON 배열."),
        todo: TodoHelpWords(
            abstract: "캘린더 폴더의 할 일(VTODO)을 나열하고, 더하고, 완료하고, 지웁니다.",
            listAbstract: "남은 할 일을 마감일, 그다음 우선순위 순으로 (기본 명령).",
            listDiscussion: "남은 할 일마다 번호가 있고, todoman의 id처럼 그 할 일이 있는 동안 바뀌지 않습니다: `dal todo done N`과 "
                + "`dal todo delete N`이 그 번호를 받습니다. --all은 완료하거나 취소한 할 일도 번호 없이 더합니다.",
            all: "완료하거나 취소한 할 일도.",
            json: "할 일의 JSON 배열.",
            addAbstract: "dal이 쓰는 첫 캘린더에 할 일을 더합니다 (--calendar, 없으면 설정의 값, 없으면 dal 자신의 캘린더).",
            title: "할 일의 내용.",
            due: "마감: YYYY-MM-DD 또는 YYYY-MM-DDTHH:MM (현지 시각).",
            priority: "1(가장 높음)부터 9(가장 낮음)까지.",
            doneAbstract: "할 일을 완료합니다: `dal todo list`의 번호, UID, 또는 그 할 일에만 있는 제목의 낱말.",
            doneDiscussion: "반복하는 할 일은 todoman처럼 다음 회차를 얻습니다: RRULE의 다음 날짜에 새 할 일이 생깁니다.",
            deleteAbstract: "할 일을 지웁니다: `dal todo list`의 번호, UID, 또는 그 할 일에만 있는 제목의 낱말.",
            deleteDiscussion: "그 VTODO를 파일에서 빼고, 파일에 다른 것이 없으면 파일도 지웁니다.",
            task: "어느 할 일인지."),
        remind: RemindHelpWords(
            abstract: "지난 실행 뒤로 때가 된 캘린더 알림을 보냅니다 (systemd 타이머나 cron용).",
            discussion: "모든 일정의 VALARM이 한 번씩 울립니다: 세션 버스가 있으면 notify-send로 데스크톱에, 없으면 --notify-command로, "
                + "그것도 없으면 표준 출력에 한 줄로. dal이 돌지 않는 동안 때가 된 알림은 유예 시간 안이면 \"놓침\" 표시와 함께 "
                + "울리고, 더 오래된 것은 한 번에 요약해 알립니다. 울린 것은 $XDG_STATE_HOME/dal/reminders.json에 남깁니다. "
                + "1분마다 실행하는 법은 docs/reminders.md에 있습니다.",
            grace: "이 분 수보다 덜 놓친 알림은 여전히 하나씩 울립니다.",
            notifyCommand: "대신 이 프로그램으로 알립니다(빈칸에서 나눔, 셸 없음). TITLE START END LOCATION MESSAGE를 받습니다.",
            state: "울린 것을 이 파일에 남깁니다 (기본값: $XDG_STATE_HOME/dal/reminders.json).",
            watch: "계속 실행합니다: 다음 알림이나 캘린더 파일이 바뀔 때까지 잠듭니다 (SIGHUP이면 다시 읽음)."),
        importing: ImportHelpWords(
            abstract: "iCalendar 파일을 dal이 쓰는 캘린더에 UID로 합칩니다. 무엇이 바뀌는지 보여 주고 묻습니다.",
            discussion: "새 일정과 할 일은 dal이 쓰는 첫 캘린더(--calendar, 없으면 설정 파일의 것, 없으면 dal의 기본 캘린더)나 "
                + "--into NAME으로 갑니다. 쓸 수 있는 캘린더에 이미 있는 UID는 그 파일에서, 있던 자리에서 합칩니다. 두 판 중에서는 "
                + "SEQUENCE가 큰 쪽이, 같으면 DTSTAMP가 나중인 쪽이 이깁니다. 같은 판은 그대로 두므로 같은 파일을 두 번 가져와도 "
                + "아무것도 쓰지 않습니다. 반복 일정의 한 회차(RECURRENCE-ID)는 그 반복 일정의 파일에 들어갑니다. 온전히 읽히지 "
                + "않는 파일은 FILE:LINE과 함께 거부하고 아무것도 가져오지 않습니다. 물어볼 터미널이 없으면 --yes를 쓰세요. "
                + "자세한 내용은 docs/import.md에 있습니다.",
            files: "가져올 iCalendar 파일 (`-`: 표준 입력).",
            into: "새 일정이 들어갈 캘린더: 이름이나 폴더 이름.",
            yes: "묻지 않고 가져옵니다."),
        invite: InviteHelpWords(
            abstract: "초대(iTIP)에 답합니다: 캘린더에 넣고 주최자에게 답을 보냅니다.",
            discussion: "터미널에서 답 없이 열면 초대가 그날의 일정 사이에 보입니다: a 수락, t 미정, d 거절, Esc는 답하지 않음. "
                + "일정은 설정의 invitations 캘린더(없으면 쓸 수 있는 첫 캘린더)에 내 답과 함께 들어갑니다. 더 새로운 판(SEQUENCE)은 "
                + "그 자리에서 바꾸며, 시간이 바뀌지 않았으면 내 답을 그대로 둡니다. 반복 일정의 한 회차는 그 반복 일정에 들어가고, "
                + "CANCEL은 취소로 표시하며, 지난 판은 아무것도 바꾸지 않습니다. 답장(METHOD:REPLY)은 --print면 표준 출력으로, "
                + "아니면 설정의 send-command(msmtp -t 등)로 메일로 보냅니다. 나는 설정의 me나 --me로 압니다. "
                + "자세한 내용은 docs/invitations.md에 있습니다.",
            file: "초대: .ics 파일, 또는 표준 입력이면 - (메일의 text/calendar 부분).",
            accept: "수락합니다.",
            tentative: "미정으로 수락합니다.",
            decline: "거절합니다.",
            comment: "답과 함께 주최자에게 보낼 말.",
            me: "답하는 내 주소 (없으면 설정의 me).",
            print: "답장을 보내지 않고 표준 출력에 씁니다."),
        export: ExportHelpWords(
            abstract: "저장소의 선택을 iCalendar나 저장소 JSON으로 표준 출력에 씁니다.",
            ics: "종일 VEVENT: 이어진 선택한 날마다 하나, 태그마다 이어진 날마다 하나, 태그는 CATEGORIES로 (RFC 5545).",
            json: "저장소 형식 (docs/data-format.md).",
            store: "읽을 저장소 (기본값: $XDG_DATA_HOME/dal/store.json)."),
        config: ConfigHelpWords(
            abstract: "실제로 쓰이는 설정과 각각 어디서 왔는지 보여 줍니다.",
            discussion: "설정 파일은 $XDG_CONFIG_HOME/dal/config.toml입니다(~/.config/dal/config.toml; DAL_CONFIG로 다른 파일 지정). "
                + "플래그가 파일보다, 파일이 로캘과 기본값보다 앞섭니다. 출력 자체가 설정 파일입니다(아무도 정하지 않은 값은 주석 "
                + "처리): 새 파일로 출력해 시작하되, 쓰고 있는 파일 위에는 출력하지 마세요(셸이 먼저 비웁니다). 모든 키는 "
                + "docs/config.example.toml에 있습니다. 잘못된 파일이면 dal은 파일:줄:칸을 말하고 78로 끝납니다.",
            print: "실제로 쓰이는 설정을 출력합니다 (기본).",
            path: "설정 파일의 경로만 출력합니다.")
    )
}
