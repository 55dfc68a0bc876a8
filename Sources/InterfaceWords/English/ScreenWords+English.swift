extension ScreenWords {
    public static let english = ScreenWords(
        monthView: "MONTH",
        weekView: "WEEK",
        yearView: "YEAR",
        agendaView: "AGENDA",
        selectedDays: Phrase { "\($0) selected" },
        lunarDate: Phrase { "lunar \($0)" }
    )
}
