extension ScreenWords {
    public static let english = ScreenWords(
        monthView: "MONTH",
        weekView: "WEEK",
        yearView: "YEAR",
        agendaView: "AGENDA",
        selectedDays: Phrase { "\($0) selected" },
        lunarDate: Phrase { "lunar \($0)" },
        writesRuleOnly: "Enter writes the rule alone (RSCALE) and removes its dates (RDATE)",
        writesRuleAndDates: Phrase { "Enter writes the rule and its days of \($0)–\($1) as dates (RDATE): phones and servers "
            + "that cannot read RSCALE show those" },
        writesDatesOnly: Phrase { "Enter writes its days of \($0)–\($1) as dates (RDATE) and removes the rule: khal reads them; "
            + "after \($1) it does not repeat" },
        allDay: "all day",
        status: .english,
        help: .english,
        panels: .english,
        events: .english,
        tasks: .english,
        calendarList: .english,
        invitation: .english,
        messages: .english,
        preview: .english,
        refusals: .english,
        sync: .english
    )
}
