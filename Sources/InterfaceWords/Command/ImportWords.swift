/// The words of `dal import`: its preview, its question, what it did, and
/// why a file cannot be imported.
public struct ImportWords: Sendable {
    /// What a component is, in the preview: its kind (`VEVENT`, `VTODO`,
    /// `VJOURNAL`, …) and its title (`""` for none).
    public let component: Phrase<(String, String)>
    /// After an instance of a series: its RECURRENCE-ID as written.
    public let instance: Phrase<String>
    /// The preview's first line: the calendar new events go to.
    public let into: Phrase<String>
    // One preview line each: what, and where it was read (`a.ics:3`) or
    // the calendar file it is compared with.
    public let willAdd: Phrase<(String, String)>
    public let willJoin: Phrase<(String, String)>
    public let willReplace: Phrase<(String, String)>
    public let leftSame: Phrase<(String, String)>
    public let leftOlder: Phrase<(String, String)>
    /// What, where it was read, the calendar.
    public let cannotHold: Phrase<(String, String, String)>
    public let noUID: Phrase<(String, String)>
    /// To add, to change, left, skipped.
    public let counts: Phrase<(Int, Int, Int, Int)>
    /// Asked on the terminal; the answer that says yes besides `y`.
    public let question: String
    public let yes: String
    /// With nothing to ask on and no `--yes`.
    public let needsYes: String
    public let notImported: String
    /// Nothing new or newer: nothing written.
    public let nothingToImport: String
    /// The files hold nothing the calendar takes (no event or task, or only what it cannot hold).
    public let nothingImportable: String
    /// Added (with instances joining their series), changed, files written.
    public let imported: Phrase<(Int, Int, Int)>
    /// What a file argument and `--into` take (after a bad value).
    public let takesFile: String
    public let takesCalendarName: String
    public let noCalendar: String
    /// `--into` as typed, the writable calendars' names.
    public let noSuchCalendar: Phrase<(String, String)>

    // A file that cannot be imported: the path, the line, and what.
    public let notICalendar: Phrase<(String, Int)>
    public let empty: Phrase<(String, Int)>
    /// `VTODO` of `END:VTODO` when nothing is open…
    public let endClosesNothing: Phrase<(String, Int, String)>
    /// …or when another component is (`VEVENT`).
    public let endClosesOther: Phrase<(String, Int, String, String)>
    /// The kind of the component that has no END.
    public let notClosed: Phrase<(String, Int, String)>
    /// The byte (`0xE9`) that is not part of a UTF-8 character.
    public let notUTF8: Phrase<(String, Int, String)>
    /// The component's kind, and libical's complaint (English) in parentheses or "".
    public let unreadable: Phrase<(String, Int, String, String)>
}
