extension WriteWords {
    public static let english = WriteWords(
        eventGone: Phrase { "\"\($0)\" is no longer in \($1) (deleted by a sync or another program?); dal reads the calendar again" },
        eventChanged: Phrase { "\"\($0)\" changed on disk since dal read it (a sync or another program); "
            + "nothing was written, and dal reads the calendar again: look at it and try again" },
        fileChangedWhileWriting: Phrase { "\($0) changed while dal was writing (a sync?); nothing was written" },
        fileChangedWhileDeleting: Phrase { "\($0) changed while dal was deleting from it (a sync?); nothing was deleted" },
        newFileExists: Phrase { "\($0) exists already; nothing was written over it" },
        undoFileChanged: Phrase { "nothing undone: the file changed since dal wrote it (a sync or another program): \($0)" },
        alarmEventGone: Phrase { "\"\($0)\" is no longer in \($1); its alarm is dismissed here only" },
        alarmChanged: Phrase { "the alarm of \"\($0)\" changed on disk (a sync?); it is dismissed here only" },
        taskFileGone: Phrase { "\($0) is gone (a sync?); nothing was written" },
        taskGone: Phrase { "the task \"\($0)\" is no longer in \($1) (a sync?); nothing was written" },
        taskChanged: Phrase { "\"\($0)\" changed in \($1) since dal read it (a sync or another program); nothing was written: look at it again" },
        editedFileChanged: Phrase { "\($0) changed while it was in the editor (a sync?); nothing was written, and your text is kept in \($1)" },
        movedFileExists: Phrase { "\($0) exists already (the same event in both calendars?); nothing was moved" },
        fileUnreadable: Phrase { "\($0):\($1): \($2); dal does not change a file it cannot read" },
        taskFileUnreadable: Phrase { "\($0):\($1): \($2); nothing was written" },
        newVersionUnreadable: Phrase { "\($0); nothing was written" },
        notReadBack: Phrase { "dal made a version of \($0) it cannot read back (\($1)); nothing was written" },
        draftRefused: Phrase { "\($0); \($1) is unchanged, and your text is kept in \($2)" },
        uidMustStay: Phrase { missing, new in
            "the UID must stay as it was (" + [missing, new].filter { !$0.isEmpty }.joined(separator: ", ") + ")" },
        missingUIDs: Phrase { "missing \($0)" },
        newUIDs: Phrase { "new \($0)" },
        readOnly: Phrase { "\($0) is a calendar dal only reads (given with --ics or the config's [calendars] read); "
            + "give it with --calendar (or [calendars] write) to change it" },
        unknownZone: Phrase { "\"\($0)\" is not a time zone this system knows (see /usr/share/zoneinfo)" },
        seriesWithExceptions: Phrase { "\"\($0)\" repeats with exceptions (moved or removed instances, an end date); "
            + "dal does not move the whole series yet, so nothing was written: change its title, or the time of this one (t)" },
        seriesWithOverrides: Phrase { "\"\($0)\" has instances changed on their own; dal does not change the repeat "
            + "of such a series, so nothing was written: change the rule with E" },
        notLunarRule: Phrase { "\"\($0)\" does not repeat in another calendar (RSCALE); its dates are its rule's, so nothing was written" },
        otherEventsInFile: Phrase { "\($0) holds other events besides \"\($1)\"; dal moves only files of one event to another calendar, "
            + "so nothing was written" },
        alreadyInCalendar: Phrase { "\"\($0)\" is in \($1) already" },
        periods: Phrase { "the event has dates given as periods (\($0);VALUE=PERIOD); dal does not move those, so nothing was written" },
        notMovableDate: Phrase { "\($0) \"\($1)\" is not a date dal can move; nothing was written" },
        pastSupportedYears: "that moves the event past the years dal shows (1–9999)",
        exrule: "the event has an EXRULE; dal does not move those, so nothing was written",
        ruleNamesDays: Phrase { "the series repeats on days its rule names (\($0)); moved by days they would not be the same days, "
            + "so nothing was written: move one instance (t), or change the rule (E)" },
        noLibical: Phrase { "not written: \($0)" }
    )
}
