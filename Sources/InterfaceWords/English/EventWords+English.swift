import CalendarCore

extension EventWords {
    public static let english = EventWords(
        addTitle: Phrase { days, calendar in "Add on \(days) to \(calendar)" },
        anotherCalendar: " (Tab: another calendar)",
        runsOfSelectedDays: Phrase { "\($0) runs of selected days" },
        noCalendarByThatName: "no calendar by that name",
        tabCompletes: "(Tab completes)",
        quickAddHint: "e.g. tomorrow 3pm Lunch with Ann at Café Mia · fri 9-10:30 Review #work · every tue 18:00 Choir remind 10m · "
            + "\"3pm\" in quotes stays in the title",
        weeklyOffer: Phrase { count, weekday, phrase in
            "\(count) \(EnglishNames.weekdays[weekday.rawValue])s selected: type \(phrase) to make one repeating event of them"
        },
        weeklyRepeatPhrase: Phrase { weekday, last in "every \(EnglishNames.shortWeekdays[weekday.rawValue].lowercased()) until \(last)" },
        runsGiveTheDays: Phrase { words, runs in
            "'\(words)': the \(runs) selected runs give the days; type a time and a title, or add on one day with a"
        },
        chooseToChange: "Change which event? (↑↓ Enter, Esc)",
        chooseToDelete: "Delete which event? (↑↓ Enter, Esc)",
        chooseToMove: "Move which event? (↑↓ Enter, Esc)",
        chooseToEditFile: "Edit the file of which event? (↑↓ Enter, Esc)",
        chooseToJoin: "Join the call of which event? (↑↓ Enter, Esc)",
        noEventToJoin: "no event on this day to join",
        noCallLink: "no event on this day has a meeting link (CONFERENCE, URL, or a Zoom, Meet, Teams, Webex or Jitsi link)",
        readingForCallLink: "reading the event for its meeting link…",
        openingLink: Phrase { "opening \($0)" },
        browserNotStarted: Phrase { program, reason in
            "the browser \(program) did not start (\(reason)); set $BROWSER to one that is installed"
        },
        browserFailed: Phrase { program, status in "the browser \(program) exited with status \(status)" },
        severalDays: Phrase { count, first, last in "\(count) days, \(first) – \(last)" },
        deleteQuestion: Phrase { title, span in "Delete \"\(title)\"\(span)? y deletes · n keeps it" },
        deleteRepeatsQuestion: Phrase { title, day in "\"\(title)\" repeats. Delete t only \(day) · a all of them · Esc keeps them" },
        changeRepeatsQuestion: Phrase { title, day in "\"\(title)\" repeats. Change t only \(day) · a all of them · Esc leaves them" },
        moveRepeatsQuestion: Phrase { title, day in "\"\(title)\" repeats. Move t only \(day) · a all of them · Esc leaves them" },
        deleted: Phrase { title, span in "deleted \"\(title)\"\(span)" },
        deletedOne: Phrase { title, day in "deleted \"\(title)\" on \(day) only" },
        deletedSeries: Phrase { "deleted \"\($0)\" (the whole series)" },
        movedSeries: Phrase { title, calendar, days in
            let count = abs(days) == 1 ? "1 day" : "\(abs(days)) days"
            return "moved \"\(title)\" (the whole series)" + (calendar.isEmpty ? "" : " to \(calendar)")
                + (days == 0 ? "" : " \(count) \(days > 0 ? "later" : "earlier")")
        },
        movedTo: Phrase { title, calendar, day in "moved \"\(title)\" to " + (calendar.isEmpty ? "" : "\(calendar), ") + day },
        nothingChanged: "nothing changed",
        sameChange: Phrase { summary, count in "\(summary) (\(count) events)" },
        thenFailed: Phrase { done, error in "\(done), then: \(error)" },
        changesMade: Phrase { "\($0) changes made" },
        undone: Phrase { "undone: \($0)" },
        titleField: "title",
        whenField: "when",
        repeatField: "repeat",
        alarmField: "alarm",
        whereField: "where",
        notesField: "notes",
        busyField: "busy",
        asDatesField: "as dates",
        asDatesAnswer: Phrase { "as dates: type yes (also the next \($0) years' dates, for phones and servers without RSCALE), "
            + "only (the dates alone, for khal) or no" },
        asDatesAfterRepeat: "as dates: change the repeat first, then its dates (Enter, then e again)",
        busyYes: "yes",
        busyNo: "no",
        whenAllDay: "all day",
        whenForDays: Phrase { "for \($0) days" },
        whenForLength: Phrase { "for " + MinutesText.text($0) },
        formTitle: Phrase { title, which in "Change \"\(title)\"\(which)" },
        thisOne: " (this one)",
        allOfThem: " (all of them)",
        formHint: "Tab ↓ ↑ another part · Enter saves · Esc leaves it as it was · notes: \\n is a new line",
        readingTheFile: "reading the event's file…",
        instanceRepeatsWithSeries: "one instance repeats with its series (a: all of them)",
        alarmsElsewhere: Phrase { "\($0) (E changes these)" },
        titleEmpty: "the title is empty: type one (Esc leaves the event as it was)",
        seriesKeepsDays: Phrase { "'\($0)': a series keeps its days here; m moves it, or change one instance (t)" },
        zoneIsOwn: Phrase { "'\($0)': the zone is the event's own; E changes it" },
        notADayOrTime: Phrase { words, field in "'\(words)' in \(field) is not a day or a time dal reads" },
        notARepeat: Phrase { words, field in "'\(words)' in \(field) is not a repeat dal reads" },
        timedOnSeveralDays: "a timed event on several days is several events: give one day, or a length (for 26h)",
        busyAnswer: "busy: type yes (its time is taken) or no (shown, but the time stays free)",
        alarmNotRead: Phrase { "'\($0)' in alarm is not a time before the start dal reads (10m, 1h, 1d)" },
        noCalendarToAddTo: "no calendar to add to: give a vdir folder with --calendar",
        nothingIsSelected: "nothing is selected: Space selects days, a adds on the cursor day",
        readOnlyEvent: Phrase { "\"\($0)\" is in a calendar dal only reads (--ics); give its folder with --calendar to change it" },
        subscriptionEvent: Phrase { title, name in
            "\"\(title)\" is from the subscription \(name), which dal shows and never changes (dal refresh fetches it anew)"
        },
        birthdayIsRead: Phrase { "\"\($0)\" comes from a contact's card (birthdays): change it in the contact" },
        noEventToChange: "no event on this day to change",
        noEventToDelete: "no event on this day to delete",
        noEventToMove: "no event on this day to move",
        onlyCalendar: Phrase { "Tab: \($0.isEmpty ? "there is" : "\($0) is") the only calendar dal can add to (--calendar FOLDER gives more)" },
        instanceStaysInCalendar: "Tab: one instance of a series stays in its calendar; move all of them (m, then a) to change calendars",
        noOtherCalendar: "Tab: there is no other calendar dal can write to (--calendar FOLDER gives more)",
        fileUnchanged: Phrase { "nothing changed: \($0) is as it was" },
        nothingToUndo: "nothing to undo",
        nothingToRedo: "nothing to redo",
        alreadyOnThatDay: Phrase { "nothing moved: \"\($0)\" is on that day already" },
        notMoved: Phrase { "not moved: \"\($0)\" stays where it was" },
        moving: Phrase { "moving \"\($0)\": Enter drops it on the cursor's day, Esc leaves it where it was" }
    )
}
