/// A change to a task (VTODO) that the task panel asks of the calendars'
/// writer; `EventChange.undo` takes any of them back, as it does events'.
public enum TaskChange: Equatable, Sendable {
    /// A new task in a calendar (a vdir folder); with `parent`, a subtask
    /// of the task with that UID (`RELATED-TO;RELTYPE=PARENT`).
    case add(summary: String, due: Todo.When?, to: CalendarInfo, parent: String? = nil)
    /// Done: STATUS:COMPLETED, COMPLETED now; a repeating task also makes
    /// its next instance, as todoman does.
    case complete(Todo)
    /// Not done after all: back to NEEDS-ACTION, the completion gone.
    case reopen(Todo)
    /// Another title, another due day or time (nil: none).
    case edit(Todo, summary: String, due: Todo.When?)
    /// Its VTODO out of its file (the file gone when it held nothing else).
    case delete(Todo)
}
