extension OptionWords {
    public static let english = OptionWords(
        unknownLanguage: Phrase { "'\($0)' is not a language dal speaks. Use en (English) or ko (Korean)." },
        valueIsEmpty: Phrase { "the value of \($0) is empty; give \($1)." },
        valueIsOnlySpaces: Phrase { "the value of \($0) is only spaces; give \($1)." },
        valueHoldsControl: Phrase { "the value of \($0) holds a control character (\($1)); give \($2)." },
        dateArgument: "the date argument",
        takesWeekday: "monday to sunday (or mon … sun), or locale",
        takesLocale: "a locale identifier such as en_US, de_DE or ko_KR (`dal print --locale list` prints them all)",
        takesDate: "a date, YYYY-MM-DD",
        takesMoment: "a moment, YYYY-MM-DDTHH:MM[:SS]",
        takesZone: "a zone of the system's zone database, such as Asia/Seoul",
        takesDateArgument: "YYYY-MM or YYYY-MM-DD, years 0001 to 9999 (e.g. 2026-11 or 2026-11-21)",
        takesDataFile: "a data file's path (JSON; docs/data-format.md)",
        takesCalendarFile: "the path of an iCalendar file or of a folder of them",
        takesCalendarFolder: "the path of a folder dal may add events to (a vdir)",
        takesStoreOrNoStore: "the store file's path (or use --no-store to keep nothing)",
        takesStore: "the store file's path",
        takesProgram: "a program and its arguments",
        takesStateFile: "a file's path",
        takesFormat: Phrase { "json, or a pattern of \($0), e.g. '%d.%m.%Y'" },
        unknownLocale: Phrase { "'\($0)' is not a locale dal knows. Use an identifier such as en_US, en_GB, de_DE, "
            + "fr_FR, ko_KR or ja_JP (a codeset is fine: ko_KR.UTF-8); `dal print --locale list` prints all \($1) of them." },
        unknownWeekday: Phrase { "'\($0)' is not a weekday for --first-weekday. "
            + "Accepted: monday, tuesday, wednesday, thursday, friday, saturday, sunday "
            + "(or their first three letters), or locale." },
        unknownZone: Phrase { "'\($0)' is not a zone of the system's zone database for --timezone. "
            + "Name one such as Europe/Berlin or Asia/Seoul (`timedatectl list-timezones` lists them)." },
        notAMoment: Phrase { "\($0): '\($1)' is not a moment. Accepted form: YYYY-MM-DDTHH:MM[:SS] (local time), "
            + "e.g. 2026-11-26T14:30." },
        notADate: Phrase { "'\($0)' is not a date" },
        yearOutOfRange: Phrase { "'\($0)': year \($1) is outside 1...9999" },
        monthOutOfRange: Phrase { "'\($0)': month \($1) does not exist (months are 01 to 12)" },
        dayOutOfRange: Phrase { "'\($0.0)': day \($0.1) does not exist, \($0.2) has \($0.3) days" },
        badDate: Phrase { "\($0): \($1). Accepted form: YYYY-MM-DD." },
        badToday: Phrase { "\($0): \($1). Accepted form: YYYY-MM-DD, years 0001 to 9999." },
        badDateArgument: Phrase { "\($0). Accepted forms: YYYY-MM or YYYY-MM-DD, years 0001 to 9999 (e.g. 2026-11 or 2026-11-21)." },
        cannotBeUsedTogether: Phrase { "\($0) and \($1) cannot be used together." },
        chooseOneOfThree: Phrase { "choose one of \($0), \($1) and \($2)." },
        chooseOneOfTwo: Phrase { "choose one of \($0) or \($1)." },
        printOrPath: "--print and --path cannot be used together; choose one.",
        dayCount: Phrase { "give a whole number of days, 1 to \($0)" },
        listSpan: Phrase { "--to \($0) must be on or after \($1), and at most \($2) days later." },
        daysEndBy9999: "the days must end by 9999-12-31.",
        toBeforeFirst: Phrase { "--to \($0) is before the first day, \($1); give --to on or after it." },
        toBeforeFrom: Phrase { "--to \($0) is before --from \($1); give --to on or after --from." },
        notALength: Phrase { "--for: '\($0)' is not a length of time up to a year; give minutes, hours "
            + "or days, each once, such as 30m, 1h or 1h30m." },
        notASpanOfHours: Phrase { "--between: '\($0)' is not a span of hours; give it as 09:00-18:00." },
        freePicksOneTime: Phrase { "--free picks one time; it cannot be used with --\($0)." },
        notALengthWithinADay: Phrase { "--free: '\($0)' is not a length of time within a day; give minutes or hours such as 30m, 1h or 1h30m." },
        freeFormat: Phrase { "--format: with --free the time prints as YYYY-MM-DDTHH:MM YYYY-MM-DDTHH:MM, or as json; '\($0)' is for dates." },
        giveTaskTitle: "give the task's title.",
        priorityRange: Phrase { "--priority: \($0) is not 1 to 9." },
        notADue: Phrase { "--due: '\($0)' is not a date or time. Accepted forms: YYYY-MM-DD or YYYY-MM-DDTHH:MM, e.g. 2026-11-30T09:00." },
        sayWhichTask: "say which task: its number, UID or words.",
        giveWordsToFind: "give the words to find.",
        graceRange: "--grace takes minutes, 0 to 10080 (a week).",
        noHomeForReminders: "there is no home folder for the reminders' state (HOME and XDG_STATE_HOME are unset); "
            + "give one with --state FILE",
        weekAndView: Phrase { "--week and --view \($0) ask for two views; choose one." },
        onlyUnknown: Phrase { "--only \($0): no calendar has that name or folder name; the calendars are \($1)" },
        calendarIsAFile: Phrase { "--calendar \($0) is a file; dal writes one file per event into a folder (a vdir collection). "
            + "Give a folder, or read the file with --ics." }
    )
}
