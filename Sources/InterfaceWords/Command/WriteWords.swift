/// Why a change to a calendar was not made (`WriteRefusal`): said on the
/// full screen's status line and message log, and by `dal todo`. Nothing
/// was written in any of these. A title is the event's or task's as in
/// the file; what libical or the reader said comes as it says it.
public struct WriteWords: Sendable {
    // Changed since dal read it.
    /// The title, the calendar's folder.
    public let eventGone: Phrase<(String, String)>
    public let eventChanged: Phrase<String>
    /// A path.
    public let fileChangedWhileWriting: Phrase<String>
    public let fileChangedWhileDeleting: Phrase<String>
    public let newFileExists: Phrase<String>
    public let undoFileChanged: Phrase<String>
    /// The title, the calendar's folder.
    public let alarmEventGone: Phrase<(String, String)>
    public let alarmChanged: Phrase<String>
    public let taskFileGone: Phrase<String>
    /// The title, the path.
    public let taskGone: Phrase<(String, String)>
    public let taskChanged: Phrase<(String, String)>
    /// The path, the draft that keeps the person's text.
    public let editedFileChanged: Phrase<(String, String)>
    public let movedFileExists: Phrase<String>

    // Files dal cannot read, or would not read back.
    /// The path, the line, the reader's message.
    public let fileUnreadable: Phrase<(String, Int, String)>
    public let taskFileUnreadable: Phrase<(String, Int, String)>
    public let newVersionUnreadable: Phrase<String>
    /// The path, the reader's problem.
    public let notReadBack: Phrase<(String, String)>
    /// What is wrong with the edited text, the path, the draft.
    public let draftRefused: Phrase<(String, String, String)>
    /// The UIDs missing and new, each said by the two below (or empty).
    public let uidMustStay: Phrase<(String, String)>
    public let missingUIDs: Phrase<String>
    public let newUIDs: Phrase<String>

    // Changes dal does not make.
    public let readOnly: Phrase<String>
    public let unknownZone: Phrase<String>
    public let seriesWithExceptions: Phrase<String>
    public let seriesWithOverrides: Phrase<String>
    public let notLunarRule: Phrase<String>
    /// The path, the title.
    public let otherEventsInFile: Phrase<(String, String)>
    /// The title, the calendar's name.
    public let alreadyInCalendar: Phrase<(String, String)>
    /// The property's name (DTSTART).
    public let periods: Phrase<String>
    /// The property's name, its value.
    public let notMovableDate: Phrase<(String, String)>
    public let pastSupportedYears: String
    public let exrule: String
    /// The rule's line.
    public let ruleNamesDays: Phrase<String>
    /// libical cannot be opened: the system's reason.
    public let noLibical: Phrase<String>
}
