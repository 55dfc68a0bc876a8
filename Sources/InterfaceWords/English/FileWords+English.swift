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
        // As Storage says them (`FileError.message`).
        cannotOpen: Phrase { "\($0): cannot open: \($1)" },
        isAFolder: Phrase { "\($0): is a folder, not a file" },
        notARegularFile: Phrase { "\($0): is not a regular file (a FIFO, socket or device); skipped" },
        tooBig: Phrase { "\($0): the file is \($1) bytes; the limit is \($2) bytes" },
        cannotRead: Phrase { "\($0): cannot read: \($1)" },
        cannotCreateTemporary: Phrase { "\($0): cannot create a temporary file in \($1): \($2)" },
        cannotWriteTemporary: Phrase { "\($0): cannot write \($1): \($2)" },
        cannotFsync: Phrase { "\($0): cannot fsync \($1): \($2)" },
        cannotClose: Phrase { "\($0): cannot close \($1): \($2)" },
        cannotRename: Phrase { "\($0.0): cannot rename \($0.1) to \($0.2): \($0.3)" },
        cannotRemove: Phrase { "\($0): cannot remove it: \($1)" },
        cannotCreateFolder: Phrase { "\($0): cannot create the folder \($1): \($2)" },
        cannotMakeLock: Phrase { "\($0): cannot make the lock file: \($1)" },
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
