/// The status line's words. Key names (`Enter`, `Esc`) come in as the
/// person bound them.
public struct StatusWords: Sendable {
    /// `, Esc cancels`: the cancel key while picking.
    public let cancels: Phrase<String>
    /// `Enter picks`: the open key while picking.
    public let picks: Phrase<String>
    /// `PICK: Enter picks the cursor day, Esc cancels` (picks, cancels).
    public let pickSingle: Phrase<(String, String)>
    /// `Space selects, `: the select key while picking several days.
    public let selects: Phrase<String>
    /// `v starts the range, `: the range key while picking a range.
    public let startsRange: Phrase<String>
    /// `PICK: Space selects, Enter picks, Esc cancels` (keys, picks, cancels).
    public let pickSeveral: Phrase<(String, String, String)>
    /// `PICK 1h FREE: Enter picks, Esc cancels` (length, picks, cancels).
    public let pickFree: Phrase<(String, String, String)>
    /// While the calendars are read.
    public let readingCalendars: String
    /// `next 08:15 Meeting` (time, title), today's next event.
    public let nextToday: Phrase<(String, String)>
    /// `next tomorrow 08:15 Meeting`.
    public let nextTomorrow: Phrase<(String, String)>
    /// `2 alarms waiting` behind a prompt.
    public let alarmsWaiting: Phrase<Int>
    /// `, Esc cancel` after a pending range.
    public let rangeCancel: Phrase<String>
    /// `range 3 days: v/Space select, Esc cancel` (days, keys, cancel).
    public let range: Phrase<(Int, String, String)>
    /// `09:00–10:00: a adds at that time` (hours, add key).
    public let addsAtThatTime: Phrase<(String, String)>
    /// `? help` at the right end.
    public let helpKey: Phrase<String>
    /// `! more` when a message is cut.
    public let moreKey: Phrase<String>
    /// The go-to prompt's lead.
    public let goToPrompt: String
    /// The move line: ` (all)` after a series' title.
    public let moveAll: String
    /// ` (+3 days)`: how far the event is carried (signed).
    public let moveBy: Phrase<Int>
    /// ` to Work`: the calendar it is carried to.
    public let moveTo: Phrase<String>
    /// `Enter drops`.
    public let moveDrops: Phrase<String>
    /// `Tab calendar`.
    public let moveTabCalendar: String
    /// `Esc leaves it`.
    public let moveLeaves: Phrase<String>
    /// `MOVE "Gym" → Fri Nov 27 (+3 days): Enter drops, …` (quoted title,
    /// where, keys).
    public let moveLine: Phrase<(String, String, String)>
}
