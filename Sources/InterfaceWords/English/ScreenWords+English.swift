extension ScreenWords {
    public static let english = ScreenWords(
        monthView: "MONTH",
        weekView: "WEEK",
        yearView: "YEAR",
        agendaView: "AGENDA",
        selectedDays: Phrase { "\($0) selected" },
        allDay: "all day",
        status: .english,
        help: .english,
        panels: .english,
        events: .english,
        tasks: .english,
        messages: .english,
        preview: .english
    )
}
