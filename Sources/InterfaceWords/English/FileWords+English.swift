extension FileWords {
    public static let english = FileWords(
        noSuchFileOrFolder: Phrase { "\($0): no such file or folder" },
        noSuchFile: Phrase { "\($0): no such file" },
        // "path: 1: …", as dal said it before the words were a catalog.
        notICalendar: Phrase { "\($0): \($1): this is not an iCalendar file: it must start with BEGIN:VCALENDAR" },
        emptyNotICalendar: Phrase { "\($0): \($1): the file is empty, not iCalendar" },
        namedBy: Phrase { "\($0.0) (named by \($0.1) in \($0.2):\($0.3))" },
        noStoreYet: Phrase { "\($0): no store yet (select days in dal first)" },
        noHomeForStore: "there is no home folder for the store (HOME and XDG_DATA_HOME are unset and the user "
            + "database has none). Set HOME or XDG_DATA_HOME, or choose a file with --store FILE, or keep nothing with --no-store.",
        cannotWriteOutput: Phrase { "cannot write to standard output: \($0); \($1)." },
        outputClosed: "standard output is closed; run dal with its output going somewhere (a file, a pipe, the terminal)",
        outputReaderStopped: "the program reading dal's output stopped before dal finished; nothing was lost in dal, run it again",
        diskFull: "the disk or quota is full; free some space and run dal again",
        outputNotWritten: "the output was not written in full; run dal again once the output works",
        // As Calendars says them (`CalendarProblem.description`).
        eventNotRead: Phrase { "\($0):\($1): \($2): libical could not read it, so it is not shown" },
        eventWithoutStart: Phrase { "\($0):\($1): \($2): has no DTSTART, so it is not shown" },
        endsBeforeStartOneDay: Phrase { "\($0):\($1): \($2): ends before it starts; read as one day" },
        endsBeforeStartNoLength: Phrase { "\($0):\($1): \($2): ends before it starts; read as ending when it starts" },
        ruleNotExpanded: Phrase { "\($0):\($1): \($2): has an RRULE dal cannot expand (check FREQ and INTERVAL); only its other dates are shown" },
        eventNotClosed: Phrase { "\($0):\($1): \($2) has no END:VEVENT" },
        taskNotClosed: Phrase { "\($0):\($1): \($2) has no END:VTODO" },
        event: Phrase { "event \"\($0)\"" },
        eventWithUID: Phrase { "event \"\($0)\" (UID \($1))" },
        eventWithoutSummary: "event without SUMMARY",
        eventWithoutSummaryWithUID: Phrase { "event without SUMMARY (UID \($0))" },
        task: Phrase { "task \"\($0)\"" },
        taskWithUID: Phrase { "task \"\($0)\" (UID \($1))" },
        taskWithoutSummary: "task without SUMMARY",
        taskWithoutSummaryWithUID: Phrase { "task without SUMMARY (UID \($0))" }
    )
}
