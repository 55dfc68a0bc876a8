// 도움말: 키 옆에 한 줄씩, 80칸에 들어가게 짧게.
extension HelpWords {
    public static let korean = HelpWords(
        pages: "이전 / 다음 달 (주간·연간 보기에서는 주, 해)",
        cursor: "커서를 이전 / 다음 날, 이전 / 다음 주로",
        open: "커서 날짜의 일정 (← →로 날짜 바꾸기); dal pick에서는 고르기",
        years: "이전 / 다음 해",
        select: "커서 날짜 선택 또는 선택 해제",
        range: "범위 시작; 한 번 더 (또는 선택 키) 누르면 범위 선택",
        clearSelection: "선택 모두 해제 (한 번 더 누르면 되살림)",
        cancel: "범위나 입력 취소",
        add: "말하듯 일정 추가 (내일 오후 3시 점심) / 선택한 날마다 추가",
        edit: "일정 변경 / 삭제 / $EDITOR로 편집 / 회의 참가 / 초대에 답",
        search: "일정 검색 / 다음 / 이전 검색 결과",
        move: Phrase { "일정 옮기기: 화살표로 이동, \($0) 놓기, Tab 캘린더 바꾸기" },
        undo: "실행 취소 (한 번 더: 그 전 변경) / 다시 실행",
        tag: "날짜(또는 범위)에 범례의 N번 분류 표시; 0은 표시 해제",
        views: Phrase { "월간 / 주간 보기 (\($0)) / 다가올 일정 목록" },
        opensOnToday: "오늘에서 열기",
        keepsCursorDay: "커서 날짜 유지",
        yearAndFreeTime: Phrase { "연간 보기 (거기서 \($0): 그 달 열기) / 이번 주 빈 시간" },
        tasks: "할 일 (a 추가, x 완료) / 캘린더 (Space 숨기기) / 동기화",
        todayAndGoTo: "오늘로 / 날짜로 이동 (YYYY-MM 또는 YYYY-MM-DD)",
        mouseKey: "마우스",
        mouse: "날짜 클릭은 선택·해제, 끌면 여러 날 선택; 휠로 넘기기",
        help: "이 도움말 (↑ ↓ 스크롤) / 경고와 메시지 전체 보기",
        suspend: "일시 중지 (fg로 dal 다시 열기)",
        quit: "종료"
    )
}
