/// The task panel (`T`): its title, list, input line, keys and messages.
public struct TaskPanelWords: Sendable {
    /// `Tasks · 3 open`.
    public let title: Phrase<Int>
    public let doneShown: String
    public let noTasks: String
    public let noOpenTasks: String
    /// The input's hint before anything is typed.
    public let inputHint: String
    /// What Enter will do: the verb.
    public let changesToTask: String
    public let addsSubtask: Phrase<String>
    public let addsTask: String
    /// `due Fri Nov 27 17:00`, or none.
    public let due: Phrase<String>
    public let noDue: String
    /// ` in Work`.
    public let inCalendar: Phrase<String>
    /// `Enter adds a task due …: "Call mom"` (verb, due and calendar, title).
    public let preview: Phrase<(String, String, String)>
    /// The keys, with the input open and not; done ones shown and hidden.
    public let inputKeys: String
    public let keysShowingDone: String
    public let keysHidingDone: String
    /// Messages.
    public let noDueDay: Phrase<String>
    public let noTasksAddOne: String
    public let noOpenTasksAddOne: String
    /// `"Call" is in Work, which dal only reads …` (title, calendar).
    public let readOnlyTask: Phrase<(String, String)>
    public let staysInCalendar: Phrase<(String, String)>
    /// `due X is before the task's start (Y) …` (due, start).
    public let dueBeforeStart: Phrase<(String, String)>
    public let noTaskToAddUnder: String
    public let subtaskInReadOnly: Phrase<(String, String)>
    public let subtaskInParentsCalendar: Phrase<(String, String)>
    /// Why the task line's words are not a task (the words it is about):
    /// what only an event takes, a span of days or hours.
    public let notForTasks: Phrase<String>
    public let dueIsASpan: Phrase<String>
    /// The quick add's `typeTheEvent` and `giveTheEventATitle`, of a task.
    public let typeTheTask: String
    public let giveTheTaskATitle: String
}
