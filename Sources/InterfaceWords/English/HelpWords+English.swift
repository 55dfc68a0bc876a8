extension HelpWords {
    public static let english = HelpWords(
        pages: "previous / next month (week, year in those views)",
        cursor: "cursor to previous / next day, previous / next week",
        open: "the cursor day's events (← → change the day); in dal pick, pick",
        years: "previous / next year",
        select: "select or deselect the cursor day",
        range: "start a range; again (or select) selects it",
        clearSelection: "clear every selection (again brings it back)",
        cancel: "cancel the range or prompt",
        add: "add an event as said (fri 3pm Lunch) / on every selected run",
        edit: "change / delete an event / $EDITOR / join its call / answer it",
        search: "find events by their words / the next / previous one found",
        move: Phrase { "move an event: arrows carry it, \($0) drops, Tab: calendar" },
        undo: "undo (again: the change before) / redo what was undone",
        tag: "tag the day (or range) with category N of the legend; 0 untags",
        views: Phrase { "month / week view (\($0)) / the days ahead" },
        opensOnToday: "opens on today",
        keepsCursorDay: "keeps the cursor's day",
        yearAndFreeTime: Phrase { "year page (\($0) there opens a month) / free time on the week" },
        tasks: "the tasks (a adds, x done) / the calendars (Space hides) / sync",
        todayAndGoTo: "back to today / go to a date (YYYY-MM or YYYY-MM-DD)",
        mouseKey: "mouse",
        mouse: "click a day to toggle it, drag to select days; wheel pages",
        help: "this help (↑ ↓ scroll it) / warning and messages in full",
        suspend: "suspend (fg brings dal back)",
        quit: "quit"
    )
}
