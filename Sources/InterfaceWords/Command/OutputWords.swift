/// The words of the commands' text output, and what they say on stderr
/// about it. JSON output has none: its keys and values are for scripts.
public struct OutputWords: Sendable {
    /// `dal list`'s time column for an all-day entry.
    public let allDay: String
    /// `dal search`'s time column for an all-day event, as wide as
    /// `09:00-10:00` on a terminal.
    public let allDayColumn: String
    /// `dal search`, `dal todo list`: after a repeating one.
    public let repeats: String
    /// `dal search`: what was looked for.
    public let nothingFound: Phrase<String>

    /// `dal free`: a day, given as the date and its weekday (0 Sunday).
    public let freeDay: Phrase<(String, Int)>
    /// `dal free`: a length of time in minutes (`1h30m`).
    public let length: Phrase<Int>
    /// `dal free`: the length asked for, the first day, the last.
    public let noFreeTime: Phrase<(String, String, String)>
    /// `dal free`: how many events have attendees who declined.
    public let declinedAttendees: Phrase<Int>

    /// `dal todo`: the number typed.
    public let noTaskNumbered: Phrase<Int>
    /// `dal todo`: the words typed.
    public let noTaskMatches: Phrase<String>
    /// `dal todo`: how many match, the words typed.
    public let manyTasksMatch: Phrase<(Int, String)>
    public let noCalendarForTasks: String
    /// The task's title, the file it went to.
    public let taskAdded: Phrase<(String, String)>
    public let taskCompleted: Phrase<String>
    /// The task's title, the file of its next instance.
    public let taskCompletedWithNext: Phrase<(String, String)>
    public let taskDeleted: Phrase<String>

    /// `dal remind`: the state file another run holds.
    public let anotherRemindRuns: Phrase<String>
    /// `dal remind`: a state file that is a link or no regular file.
    public let stateNotAFile: Phrase<String>
    /// `dal remind`: a state file dal did not write.
    public let stateNotDals: Phrase<String>
    /// `dal remind`: its own state file, cut short.
    public let stateTorn: Phrase<String>
    /// `dal remind`: the state file, why it was not written.
    public let alarmsNotKept: Phrase<(String, String)>
    /// `dal remind`: the system refused what its wait needs (timerfd, signalfd).
    public let remindCannotWait: String
    /// `dal remind`: an alarm shown after its time, at that time (`13:50`).
    public let missedAt: Phrase<String>
    /// `dal remind`: how many alarms went off while dal did not run.
    public let missedAlarms: Phrase<Int>
    /// `dal remind`: how many more than the five listed.
    public let andMore: Phrase<Int>
    public let noNotifySend: String
    /// The notifier that hung.
    public let notifierHung: Phrase<(String, String)>
    /// The notifier, its exit status (0: killed).
    public let notifierFailed: Phrase<(String, Int)>
    /// The notifier, why it did not start.
    public let notifierDidNotStart: Phrase<(String, String)>
}
