/// The words of the full screen, grouped by where they are shown (each
/// group a struct of its own, in `Screen/`). Each entry says where it is
/// shown.
public struct ScreenWords: Sendable {
    /// The status line's name of each view (`MONTH`, `월간`).
    public let monthView: String
    public let weekView: String
    public let yearView: String
    public let agendaView: String
    /// The status line's count of selected days (`3 selected`, `3일 선택`).
    public let selectedDays: Phrase<Int>
    /// A day's Korean lunar date where it is named, not only drawn: the
    /// day panel's title (`lunar 10.19`, `음력 10.19`).
    public let lunarDate: Phrase<String>
    /// The `e` form's preview of its `as dates` field, for a repeat in
    /// another calendar: what Enter writes, with the years of the dates.
    public let writesRuleOnly: String
    public let writesRuleAndDates: Phrase<(Int, Int)>
    public let writesDatesOnly: Phrase<(Int, Int)>
    /// An all-day event's time, wherever a time is shown (day panel,
    /// agenda, search, alarm notice, quick-add preview).
    public let allDay: String
    /// The status line: picking, the next event, a range, the move line.
    public let status: StatusWords
    /// The help overlay (`?`): what each key does.
    public let help: HelpWords
    /// The panels and pages: day panel, agenda, message log, year page,
    /// search, alarm notice, a window too small.
    public let panels: PanelWords
    /// Adding and changing events: the add prompt, the `e` form, the
    /// questions, the change receipts and their messages.
    public let events: EventWords
    /// The task panel (`T`) and its messages.
    public let tasks: TaskPanelWords
    /// The calendar list (`c`) and its messages.
    public let calendarList: CalendarListWords
    /// `dal invite`'s card, and `r` on an event awaiting my answer.
    public let invitation: InvitationScreenWords
    /// The messages the status line shows after a key.
    public let messages: MessageWords
    /// The quick-add preview's words (days, times, alarms, places).
    public let preview: PreviewWords
    /// Why the quick add cannot add the typed text (the preview's `✗`).
    public let refusals: RefusalWords
    /// The sync command run from inside (`S`).
    public let sync: SyncWords
}
