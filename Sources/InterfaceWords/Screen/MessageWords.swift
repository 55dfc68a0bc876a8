/// The status line's messages after a key that are not about events or
/// tasks: tagging, the selection, free time, search, alarms, the prompts,
/// the agenda's ends, reading problems, the first start.
public struct MessageWords: Sendable {
    public let noCategories: String
    /// `no category 5 (1–3 are defined)` (key, defined).
    public let noCategory: Phrase<(Int, Int)>
    public let nothingSelected: String
    public let broughtBack: Phrase<Int>
    public let cleared: Phrase<Int>
    /// ` (C again brings them back)`.
    public let againBringsBack: Phrase<String>
    /// A prompt cut to its length.
    public let promptCut: Phrase<Int>
    /// The agenda found nothing within a year after / before the day.
    public let nothingWithinAYearAfter: Phrase<String>
    public let nothingWithinAYearBefore: Phrase<String>
    /// Free time: where it is picked (the view key), and why not here.
    public let freeTimeOnTheWeek: Phrase<String>
    public let dayIsPast: String
    public let dayTooFull: String
    public let dayStillRead: String
    public let timeIsPast: Phrase<String>
    /// `09:00 is not free for 1h: …` (time, length).
    public let notFree: Phrase<(String, String)>
    /// Search: `2 of 5 found · n next · N previous` (which, count).
    public let foundPosition: Phrase<(Int, Int)>
    public let nothingSearched: String
    public let noEventAfter: Phrase<String>
    public let noEventBefore: Phrase<String>
    /// Alarms.
    public let notDismissed: String
    public let notSnoozed: String
    /// `"Gym" again at 09:05` (title, time).
    public let snoozed: Phrase<(String, String)>
    /// ` · z: in 10 min instead`.
    public let snoozeLonger: Phrase<Int>
    /// Problems reading the calendars or tasks (count).
    public let calendarProblems: Phrase<Int>
    public let taskProblems: Phrase<Int>
    /// The first start with no calendar: with the add key, and without.
    public let firstStart: Phrase<String>
    public let firstStartNoAdd: String
}
