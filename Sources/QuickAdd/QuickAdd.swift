import CalendarCore

/// The quick-add parser: what a person types in the add prompt, read into
/// an event (title, days or times, zone, repeat, calendar, alarm), with
/// every stretch of the text marked as what it was read as, or refused
/// with a reason. Pure: today, the cursor's days, the first weekday, the
/// calendars and the default length come in the context; no clock, no
/// `Date`, no files. English and Korean words are read whatever the
/// locale; see docs/quick-add.md.
public enum QuickAdd {
    public static func parse(_ text: String, in context: QuickAddContext) -> QuickAddParse {
        let work = WorkCounter()
        return parse(text, in: context, work: work)
    }

    /// What a calendar's name and a `#tag` for it are compared by: case,
    /// blanks, `-` and `_` aside (`#family_trips` is "Family trips").
    public static func calendarKey<Text: StringProtocol>(_ text: Text) -> String {
        text.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    }

    /// `work` counts the pieces the readers looked at (for the test that
    /// the work per character is bounded).
    static func parse(_ text: String, in context: QuickAddContext, work: WorkCounter) -> QuickAddParse {
        let tokens = TokenizedText(text)
        let days = DayResolver(today: context.today, firstWeekday: context.firstWeekday)
        let (matches, consumed) = PhraseMatcher(text: tokens, days: days, work: work).matches()
        let (spans, outcome) = EventAssembly(text: tokens, context: context, matches: matches, consumed: consumed).run()
        return QuickAddParse(text: text, spans: spans, outcome: outcome)
    }
}
