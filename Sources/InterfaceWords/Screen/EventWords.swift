import CalendarCore

/// The words of adding and changing events: the add prompt (`a`), the list
/// to choose an event from, the status line's questions, the `e` form, the
/// receipts of a change (the status line and the message log).
public struct EventWords: Sendable {
    /// The add prompt's title: `Add on Sunday, November 22, 2026 to Personal` (days, calendar).
    public let addTitle: Phrase<(String, String)>
    /// ` (Tab: another calendar)` after it.
    public let anotherCalendar: String
    /// `3 runs of selected days`, the days of several runs.
    public let runsOfSelectedDays: Phrase<Int>
    /// `#` completion: none matches; Tab completes.
    public let noCalendarByThatName: String
    public let tabCompletes: String
    /// The hint before anything is typed: examples the quick add reads.
    public let quickAddHint: String
    /// `3 Tuesdays selected: type every tue until 2026-12-15 to make one
    /// repeating event of them` (count, weekday, what to type).
    public let weeklyOffer: Phrase<(Int, Weekday, String)>
    /// What to type for it, in words the quick add reads back (weekday,
    /// last day): `every tue until 2026-12-15`, `매주 화요일 2026년 12월 15일까지`.
    public let weeklyRepeatPhrase: Phrase<(Weekday, CivilDate)>
    /// `'fri': the 3 selected runs give the days; …` (words, runs).
    public let runsGiveTheDays: Phrase<(String, Int)>
    /// The list of a day's events to choose from, by what is done to it.
    public let chooseToChange: String
    public let chooseToDelete: String
    public let chooseToMove: String
    public let chooseToEditFile: String
    /// `J`: the call of which event, and what became of it.
    public let chooseToJoin: String
    public let noEventToJoin: String
    public let noCallLink: String
    public let readingForCallLink: String
    public let openingLink: Phrase<String>
    /// The browser (program, why) did not start; (program, status) failed.
    public let browserNotStarted: Phrase<(String, String)>
    public let browserFailed: Phrase<(String, Int)>
    /// `5 days, Nov 26 – Nov 30` (count, first, last).
    public let severalDays: Phrase<(Int, String, String)>
    /// `Delete "Dinner"? y deletes · n keeps it` (title, span).
    public let deleteQuestion: Phrase<(String, String)>
    /// `"Gym" repeats. Delete t only Tue Nov 24 · a all of them · Esc keeps them` (title, day).
    public let deleteRepeatsQuestion: Phrase<(String, String)>
    public let changeRepeatsQuestion: Phrase<(String, String)>
    public let moveRepeatsQuestion: Phrase<(String, String)>
    /// Receipts: `deleted "Trip" (5 days, …)` (title, span).
    public let deleted: Phrase<(String, String)>
    /// `deleted "Gym" on Tue Nov 24 only` (title, day).
    public let deletedOne: Phrase<(String, String)>
    /// `deleted "Gym" (the whole series)`.
    public let deletedSeries: Phrase<String>
    /// `moved "Gym" (the whole series) to Work 2 days later` (title,
    /// calendar or empty, days).
    public let movedSeries: Phrase<(String, String, Int)>
    /// `moved "Gym" to Work, Fri Nov 27` (title, calendar or empty, day).
    public let movedTo: Phrase<(String, String, String)>
    /// Several receipts: `moved … (3 events)`, `4 changes made`.
    public let nothingChanged: String
    public let sameChange: Phrase<(String, Int)>
    /// What was written before the writer failed, then why (done, error).
    public let thenFailed: Phrase<(String, String)>
    public let changesMade: Phrase<Int>
    /// The message log's line of a change undone (`U` makes it again).
    public let undone: Phrase<String>
    /// The `e` form's labels.
    public let titleField: String
    public let whenField: String
    public let repeatField: String
    public let alarmField: String
    public let whereField: String
    public let notesField: String
    public let busyField: String
    /// The `as dates` field of a repeat in another calendar (RSCALE), and
    /// what is said when it cannot be read or comes with a new repeat.
    public let asDatesField: String
    public let asDatesAnswer: Phrase<Int>
    public let asDatesAfterRepeat: String
    /// The busy field's answers as filled in (the form reads both languages').
    public let busyYes: String
    public let busyNo: String
    // The form's `when` as filled, which quick add reads back: a whole
    // series of all-day events, a length in days, a length in minutes.
    public let whenAllDay: String
    public let whenForDays: Phrase<Int>
    public let whenForLength: Phrase<Int>
    /// The form's title: `Change "Gym" (this one)` (title, which).
    public let formTitle: Phrase<(String, String)>
    public let thisOne: String
    public let allOfThem: String
    /// The form's keys.
    public let formHint: String
    /// A part of the form not yet read, a series' part, alarms dal does not write.
    public let readingTheFile: String
    public let instanceRepeatsWithSeries: String
    /// `10m, 1h (E changes these)`.
    public let alarmsElsewhere: Phrase<String>
    /// The form's refusals.
    public let titleEmpty: String
    public let seriesKeepsDays: Phrase<String>
    public let zoneIsOwn: Phrase<String>
    /// `'xyz' in when is not a day or a time dal reads` (words, field).
    public let notADayOrTime: Phrase<(String, String)>
    public let notARepeat: Phrase<(String, String)>
    public let timedOnSeveralDays: String
    public let busyAnswer: String
    public let alarmNotRead: Phrase<String>
    /// Messages of adding and changing.
    public let noCalendarToAddTo: String
    public let nothingIsSelected: String
    public let readOnlyEvent: Phrase<String>
    /// (title, subscription): an event of a subscription, never changed.
    public let subscriptionEvent: Phrase<(String, String)>
    /// A contact's birthday (the calendar "Birthdays") cannot be changed here.
    public let birthdayIsRead: Phrase<String>
    public let noEventToChange: String
    public let noEventToDelete: String
    public let noEventToMove: String
    /// `Tab: Work is the only calendar …` (the calendar, or empty: none).
    public let onlyCalendar: Phrase<String>
    public let instanceStaysInCalendar: String
    public let noOtherCalendar: String
    /// `nothing changed: PATH is as it was`.
    public let fileUnchanged: Phrase<String>
    public let nothingToUndo: String
    public let nothingToRedo: String
    public let alreadyOnThatDay: Phrase<String>
    public let notMoved: Phrase<String>
    /// `moving "Gym": Enter drops it …`.
    public let moving: Phrase<String>
}
