extension TaskPanelWords {
    public static let english = TaskPanelWords(
        title: Phrase { "Tasks · \($0) open" },
        doneShown: " · done ones shown",
        noTasks: "no tasks",
        noOpenTasks: "no open tasks",
        inputHint: "a title, and a due day or time if it has one: call mom fri 5pm",
        changesToTask: "changes it to a task",
        addsSubtask: Phrase { "adds a subtask of \"\($0)\"," },
        addsTask: "adds a task",
        due: Phrase { "due \($0)" },
        noDue: "no due day",
        inCalendar: Phrase { " in \($0)" },
        preview: Phrase { verb, due, title in "Enter \(verb) \(due): \"\(title)\"" },
        inputKeys: "Enter writes it · Esc leaves it",
        keysShowingDone: "a add · A subtask · e change · x done/reopen · d delete · u undo · U redo · c hides done ones · Enter: its day · Esc closes",
        keysHidingDone: "a add · A subtask · e change · x done/reopen · d delete · u undo · U redo · c shows done ones · Enter: its day · Esc closes",
        noDueDay: Phrase { "\"\($0)\" has no due day" },
        noTasksAddOne: "no tasks: a adds one",
        noOpenTasksAddOne: "no open tasks: a adds one, c shows done ones",
        readOnlyTask: Phrase { title, calendar in "\"\(title)\" is in \(calendar), which dal only reads (--calendar FOLDER lets dal change it)" },
        staysInCalendar: Phrase { typed, calendar in "'#\(typed)': a task stays in its calendar here (\(calendar)); take the # word out" },
        dueBeforeStart: Phrase { due, start in "due \(due) is before the task's start (\(start)); a task is due after it starts" },
        noTaskToAddUnder: "no task to add under: a adds a task, A a subtask of the highlighted one",
        subtaskInReadOnly: Phrase { title, calendar in
            "\"\(title)\" is in \(calendar), which dal only reads: its subtasks cannot be added there"
        },
        subtaskInParentsCalendar: Phrase { typed, calendar in
            "'#\(typed)': a subtask goes in its parent's calendar (\(calendar)); take the # word out"
        },
        notForTasks: Phrase { "'\($0)': a task here takes a title and a due day or time; a repeat, length, alarm or zone is not written for tasks" },
        dueIsASpan: Phrase { "'\($0)': a task has one due day or time, not a span; type when it is due" },
        typeTheTask: "type the task: a title, and a day or time if you like (tomorrow 3pm Lunch with Ann)",
        giveTheTaskATitle: "give the task a title: the words besides the day and time"
    )
}
