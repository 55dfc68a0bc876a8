/// The words of the panels and pages: the day panel and its details, the
/// agenda, the message log (`!`), the year page, search (`/`), the alarm
/// notice, the free-time shading, a window too small.
public struct PanelWords: Sendable {
    /// Panel titles.
    public let keysTitle: String
    public let messagesTitle: String
    public let noticeTitle: String
    /// Panel hints in the bottom border.
    public let dayHintScrolls: String
    public let dayHint: String
    public let closes: Phrase<String>
    public let toScroll: Phrase<String>
    public let keysWorkAsUsual: String
    public let scrollOtherKeysClose: String
    public let anyKeyCloses: String
    /// The message log: `u goes back`, `U forward`, the headings.
    public let goesBack: Phrase<String>
    public let forward: Phrase<String>
    /// The changes' heading, with the undo keys (empty: none bound).
    public let changesHeading: Phrase<String>
    public let messagesHeading: String
    public let noMessages: String
    /// The day panel and the agenda.
    public let nothingOnThisDay: String
    /// `+3 more: dal list 2026-11-24 --days 1 prints them all`.
    public let moreThanKept: Phrase<(Int, String)>
    /// `+3 more` in a month or week cell (cut to `+3` where it does not fit).
    public let cellMore: Phrase<Int>
    /// The scroll marks in a border: more above, more below.
    public let moreAboveMark: String
    public let moreBelowMark: String
    /// `+3 more (Enter)`.
    public let moreBelow: Phrase<Int>
    /// The details' labels.
    public let whereLabel: String
    public let zoneLabel: String
    public let repeatsLabel: String
    public let alarmLabel: String
    public let statusLabel: String
    public let organizerLabel: String
    public let attendeeLabel: String
    public let categoriesLabel: String
    public let urlLabel: String
    /// The call's link (`J` opens it).
    public let joinLabel: String
    public let notesLabel: String
    public let alsoHasLabel: String
    /// The agenda's title (the first day).
    public let agendaFrom: Phrase<String>
    /// The agenda's end (the last day read).
    public let nothingMoreThrough: Phrase<String>
    /// A holiday's source, a task's, an event being carried.
    public let holidaysSource: String
    /// The contacts' birthdays' source.
    public let birthdaysSource: String
    public let taskSource: Phrase<String>
    public let movingHere: String
    /// The year page's shade legend: `less ■■■■ more`.
    public let heatLess: String
    public let heatMore: String
    /// The week's free time (`free 1h30m`).
    public let freeSlot: Phrase<String>
    /// A window too small, longest first (the size needed).
    public let windowTooSmall: Phrase<String>
    public let tooSmallNeeds: Phrase<String>
    public let tooSmall: String
    public let small: String
    /// Search (`/`).
    public let searchHint: String
    public let searching: String
    public let nothingFound: String
    public let findTitle: String
    /// The title's keys before anything is found: ` (Esc)`.
    public let findKeys: String
    /// ` · 3 found (↑↓ Enter, Esc)`.
    public let foundCount: Phrase<Int>
    /// The alarm notice: its title (the time it went off).
    public let alarmTitle: Phrase<String>
    public let enterInAMoment: Phrase<String>
    /// Its keys (the Enter wording, the count of other notices).
    public let alarmKeys: Phrase<(String, Int)>
    /// `tomorrow 09:00–10:00`, `2026-11-30 09:00–10:00` (day, time).
    public let alarmTomorrow: Phrase<String>
    /// The desktop alert's body for several alarms at once.
    public let andMore: Phrase<Int>
}
