extension StatusWords {
    public static let english = StatusWords(
        cancels: Phrase { ", \($0) cancels" },
        picks: Phrase { "\($0) picks" },
        pickSingle: Phrase { picks, cancels in "PICK: \(picks) the cursor day\(cancels)" },
        selects: Phrase { "\($0) selects, " },
        startsRange: Phrase { "\($0) starts the range, " },
        pickSeveral: Phrase { keys, picks, cancels in "PICK: \(keys)\(picks)\(cancels)" },
        pickFree: Phrase { length, picks, cancels in "PICK \(length) FREE: \(picks)\(cancels)" },
        readingCalendars: "reading calendars…",
        nextToday: Phrase { time, title in "next \(time) \(title)" },
        nextTomorrow: Phrase { time, title in "next tomorrow \(time) \(title)" },
        alarmsWaiting: Phrase { $0 == 1 ? "1 alarm waiting" : "\($0) alarms waiting" },
        rangeCancel: Phrase { ", \($0) cancel" },
        range: Phrase { days, keys, cancel in "range \(days) day\(days == 1 ? "" : "s"): \(keys) select\(cancel)" },
        addsAtThatTime: Phrase { hours, key in "\(hours): \(key) adds at that time" },
        helpKey: Phrase { "\($0) help " },
        moreKey: Phrase { "\($0) more  " },
        goToPrompt: " Go to (YYYY-MM or YYYY-MM-DD): ",
        moveAll: " (all)",
        moveBy: Phrase { " (\($0 > 0 ? "+" : "")\($0) day\(abs($0) == 1 ? "" : "s"))" },
        moveTo: Phrase { " to \($0)" },
        moveDrops: Phrase { "\($0) drops" },
        moveTabCalendar: "Tab calendar",
        moveLeaves: Phrase { "\($0) leaves it" },
        moveLine: Phrase { title, destination, keys in "MOVE \(title) → \(destination): \(keys)" }
    )
}
