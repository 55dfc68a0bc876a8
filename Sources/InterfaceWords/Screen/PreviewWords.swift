import CalendarCore

/// The quick-add preview's words (what the add prompt and the `e` form
/// read the typed text as): days, times, alarms, places, lunar repeats.
public struct PreviewWords: Sendable {
    /// `Tue 24 Nov` (with the year when it is not this one: the Bool).
    public let day: Phrase<(CivilDate, Bool)>
    /// `Tue 24 Nov – Thu 26 Nov, each day` (first, last).
    public let eachDay: Phrase<(String, String)>
    /// `01:00 next day` (end time).
    public let nextDay: Phrase<String>
    public let alarmAtStart: String
    public let alarmDaysBefore: Phrase<Int>
    public let alarmHoursBefore: Phrase<Int>
    public let alarmMinutesBefore: Phrase<Int>
    /// `at Main St`.
    public let place: Phrase<String>
    /// An assumed half of the day, with the time Tab makes it.
    public let assumed: Phrase<String>
    /// `every year on lunar 3.3 (next: 2027-04-09, 2028-03-28)`.
    public let lunarRepeat: Phrase<(LunarDay, String)>
}
