import CalendarCore

extension OutputWords {
    public static let english = OutputWords(
        allDay: "all day",
        allDayColumn: "all day    ",
        repeats: "(repeats)",
        nothingFound: Phrase { "nothing found for \"\($0)\"" },
        freeDay: Phrase { "\($0) \(EnglishNames.shortWeekdays[$1])" },
        length: Phrase { MinutesText.text($0) },
        noFreeTime: Phrase { "no free time of \($0) from \($1) through \($2)" },
        declinedAttendees: Phrase { "\($0) event\($0 == 1 ? " has" : "s have") attendees who declined; "
            + "give your address with --me to count those you declined as free" },
        noTaskNumbered: Phrase { "no open task has the number \($0) (dal todo list shows each task's number)" },
        noTaskMatches: Phrase { "no open task is \"\($0)\" (dal todo list numbers them)" },
        manyTasksMatch: Phrase { "\($0) open tasks match \"\($1)\"; give its number from dal todo list" },
        noCalendarForTasks: "no calendar to write to: give one with --calendar FOLDER",
        taskAdded: Phrase { "added \"\($0)\" to \($1)" },
        taskCompleted: Phrase { "completed \"\($0)\"" },
        taskCompletedWithNext: Phrase { "completed \"\($0)\"; the next one is in \($1)" },
        taskDeleted: Phrase { "deleted \"\($0)\"" },
        anotherRemindRuns: Phrase { "another dal remind is running on \($0); this one leaves the alarms to it" },
        stateNotAFile: Phrase { "\($0) is a link or not a regular file: not a reminders' state dal wrote; dal does not "
            + "replace it. Give another file with --state" },
        stateNotDals: Phrase { "\($0) is not a reminders' state dal wrote; dal does not replace it. Give another file "
            + "with --state, or move this one away" },
        stateTorn: Phrase { "\($0) is torn (a state dal wrote, cut short); starting afresh: only alarms of the last "
            + "grace period can go off" },
        alarmsNotKept: Phrase { "dal could not keep what went off in \($0): \($1). Those alarms may go off again "
            + "on the next run; make the folder writable or give another file with --state." },
        remindCannotWait: "dal remind: a headless runner needs Linux's timerfd and signalfd, which this system refused",
        missedAt: Phrase { "missed at \($0)" },
        missedAlarms: Phrase { $0 == 1 ? "1 alarm went off while dal did not run" : "\($0) alarms went off while dal did not run" },
        andMore: Phrase { "and \($0) more" },
        noNotifySend: "there is a desktop session bus but no notify-send (Debian's libnotify-bin); alarms are printed "
            + "instead. Install it, or give --notify-command",
        notifierHung: Phrase { "\($0) \($1); the alarm counts as delivered" },
        notifierFailed: Phrase { "\($0) \($1 > 0 ? "exited with status \($1)" : "was killed"); the alarm is printed instead" },
        notifierDidNotStart: Phrase { "\($0) did not start (\($1)); the alarm is printed instead" }
    )
}
