extension InterfaceWords {
    public static let english = InterfaceWords(language: .english, screen: .english, commands: .english)
}

extension ScreenWords {
    public static let english = ScreenWords(
        monthView: "MONTH",
        weekView: "WEEK",
        yearView: "YEAR",
        agendaView: "AGENDA",
        selectedDays: Phrase { "\($0) selected" }
    )
}

extension CommandWords {
    public static let english = CommandWords(
        unknownLanguage: Phrase { "'\($0)' is not a language dal speaks. Use en (English) or ko (Korean)." }
    )
}
