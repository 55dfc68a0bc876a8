/// Why the quick add cannot add what was typed (`QuickAddRefusal`'s
/// problems), shown after `✗` in the add prompt's preview, under the `e`
/// form's field and in the task panel. The first blank is the text as
/// typed, quoted; sentences begin with it (`'25:00': …`) so that no
/// particle has to follow a typed word.
public struct RefusalWords: Sendable {
    // Times
    public let minutesOutOfRange: Phrase<String>
    public let twelveHoursOutOfRange: Phrase<String>
    public let hoursOutOfRange: Phrase<String>
    /// `24:00` as a start.
    public let endOfDayAsStart: Phrase<String>
    /// An abbreviation of several zones (typed, the zones, the first zone).
    public let severalZones: Phrase<(String, String, String)>
    /// `Asia/Seoul` anywhere but after a time (the name).
    public let zoneAfterTime: Phrase<String>
    // Days
    public let notARunOfDays: Phrase<String>
    public let endsBeforeItStarts: Phrase<String>
    public let notADayOfTheMonth: Phrase<String>
    /// `next week` (English words typed) and `다음 주` (Korean words typed).
    public let whichDay: Phrase<String>
    public let whichDayInKorean: Phrase<String>
    /// `in 2 hours` and `2시간 후`: the clock is not read.
    public let noClock: Phrase<String>
    public let noClockInKorean: Phrase<String>
    public let noMonthHasThatDay: Phrase<String>
    public let notADate: Phrase<String>
    /// `feb 30` (typed, month 1–12, the month's days).
    public let monthHasDays: Phrase<(String, Int, Int)>
    /// `2026-12`.
    public let monthNotDay: Phrase<String>
    public let notAnISODate: Phrase<String>
    /// `3/12`.
    public let dayOrMonthFirst: Phrase<String>
    // Repeats
    public let everyOneOrMore: Phrase<String>
    public let repeatUnits: Phrase<String>
    public let notALunarDay: Phrase<String>
    /// A count out of range (typed, the largest).
    public let countOutOfRange: Phrase<(String, Int)>
    public let neverInAMonth: Phrase<String>
    public let never: Phrase<String>
    /// An end before the first instance (typed end, the first day).
    public let untilBeforeFirst: Phrase<(String, String)>
    public let countPastLastDay: Phrase<String>
    /// A repeat typed over several selected days (typed, the days).
    public let repeatOnEachDay: Phrase<(String, Int)>
    public let untilAndCount: Phrase<(String, String)>
    public let untilWithoutRepeat: Phrase<String>
    public let countWithoutRepeat: Phrase<String>
    public let lunarUntil: Phrase<String>
    public let noLunarDayNear: Phrase<String>
    public let weeksWithRepeat: Phrase<String>
    // Alarms
    /// `remind 10` (typed, the number).
    public let alarmUnit: Phrase<(String, Int)>
    // The rest
    /// Marked words no phrase reads.
    public let unreadable: Phrase<String>
    public let noLength: Phrase<String>
    public let allDayOrTime: Phrase<(String, String)>
    public let endNeedsStart: Phrase<String>
    public let lengthNeedsStart: Phrase<String>
    public let endsWhenItStarts: Phrase<String>
    /// Nothing typed but words the quick add read, or nothing at all.
    public let typeTheEvent: String
    public let giveTheEventATitle: String
    /// A day out of 0001–9999 (the day, as `2026-11-24`).
    public let beforeFirstDay: Phrase<String>
    public let pastLastDay: Phrase<String>
    public let endsPastLastDay: String
    public let repeatEndsPastLastDay: String
    /// `#w` for `Work` and `work` (typed, the names).
    public let ambiguousCalendar: Phrase<(String, [String])>
    /// No calendar by the name (the name; the calendars listed, or none).
    public let noCalendars: Phrase<String>
    public let noCalendarNamed: Phrase<(String, String)>
    /// Two phrases give one part (first typed, second typed, the part's
    /// name from `parts`).
    public let twice: Phrase<(String, String, String)>
    public let parts: RefusalPartWords
}

/// The names of an event's parts, for `RefusalWords.twice`.
public struct RefusalPartWords: Sendable {
    public let day: String
    public let days: String
    public let repeatRule: String
    public let time: String
    public let endTime: String
    public let end: String
    public let length: String
    public let endOfRepeat: String
    public let count: String
    public let alarm: String
    public let calendar: String
    public let zone: String
}
