/// The words of the full screen. Each entry says where it is shown.
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
}
