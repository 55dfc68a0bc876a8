// 한국어 낱말: 직역하지 않고 한국 달력 앱이 쓰는 말로 (일정, 할 일, 알림, 빈 시간).
extension ScreenWords {
    public static let korean = ScreenWords(
        monthView: "월간",
        weekView: "주간",
        yearView: "연간",
        agendaView: "일정 목록",
        selectedDays: Phrase { "\($0)일 선택" },
        allDay: "종일",
        status: .korean,
        help: .korean,
        panels: .korean,
        events: .korean,
        tasks: .korean,
        messages: .korean,
        preview: .korean
    )
}
