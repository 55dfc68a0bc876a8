extension CalendarListWords {
    public static let english = CalendarListWords(
        title: "Calendars",
        keys: "Space shows/hides · o only this one · Esc closes",
        writable: "writable",
        readOnly: "read-only",
        events: Phrase { $0 == 1 ? "1 event" : "\($0) events" },
        hidden: Phrase { "\($0) hidden: drawn nowhere and not busy for free time (its alarms still ring)" },
        shown: Phrase { "\($0) shown" },
        onlyShown: Phrase { "only \($0) shown (o again shows every calendar)" },
        allShown: "every calendar shown",
        noCalendars: "no calendars to show or hide (--calendar FOLDER or --ics FILE gives some)"
    )
}
