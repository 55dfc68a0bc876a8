// 한국어 낱말: 직역하지 않고 한국 달력 앱이 쓰는 말로 (일정, 할 일, 알림, 빈 시간).
extension ScreenWords {
    public static let korean = ScreenWords(
        monthView: "월간",
        weekView: "주간",
        yearView: "연간",
        agendaView: "일정 목록",
        selectedDays: Phrase { "\($0)일 선택" },
        lunarDate: Phrase { "음력 \($0)" },
        writesRuleOnly: "Enter: 반복 규칙(RSCALE)만 쓰고 날짜(RDATE)는 지웁니다",
        writesRuleAndDates: Phrase { "Enter: 반복 규칙과 함께 \($0)–\($1)년의 날짜(RDATE)도 씁니다. RSCALE을 모르는 휴대폰과 서버에도 "
            + "보입니다" },
        writesDatesOnly: Phrase { "Enter: \($0)–\($1)년의 날짜(RDATE)만 쓰고 반복 규칙은 지웁니다. khal에서도 보이지만 "
            + "\($1)년 뒤로는 반복되지 않습니다" },
        allDay: "종일",
        status: .korean,
        help: .korean,
        panels: .korean,
        events: .korean,
        tasks: .korean,
        calendarList: .korean,
        invitation: .korean,
        messages: .korean,
        preview: .korean,
        refusals: .korean,
        sync: .korean
    )
}
