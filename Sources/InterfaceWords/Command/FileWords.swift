/// A file dal cannot use, or output it cannot write: the path (and line)
/// first, then what is wrong and what to do.
public struct FileWords: Sendable {
    /// A path named with `--ics` or in the config file: the path.
    public let noSuchFileOrFolder: Phrase<String>
    /// A `--data` file: the path.
    public let noSuchFile: Phrase<String>
    /// The path, the line.
    public let notICalendar: Phrase<(String, Int)>
    public let emptyNotICalendar: Phrase<(String, Int)>
    /// An error of a file the config file named: the error, the key that
    /// named it, the config file, its line.
    public let namedBy: Phrase<(String, String, String, Int)>
    /// `dal export` before any store: its path.
    public let noStoreYet: Phrase<String>
    public let noHomeForStore: String
    /// Standard output failed: the system's words, what to do.
    public let cannotWriteOutput: Phrase<(String, String)>
    public let outputClosed: String
    public let outputReaderStopped: String
    public let diskFull: String
    public let outputNotWritten: String

    // A file that cannot be read or written: the path first, the
    // system's reason (`strerror`, English) last where there is one.
    public let cannotOpen: Phrase<(String, String)>
    public let isAFolder: Phrase<String>
    public let notARegularFile: Phrase<String>
    /// The path, its size and the most, in bytes.
    public let tooBig: Phrase<(String, String, String)>
    public let cannotRead: Phrase<(String, String)>
    /// The path, the folder, the reason.
    public let cannotCreateTemporary: Phrase<(String, String, String)>
    /// The path, the temporary file beside it, the reason.
    public let cannotWriteTemporary: Phrase<(String, String, String)>
    public let cannotFsync: Phrase<(String, String, String)>
    public let cannotClose: Phrase<(String, String, String)>
    /// The path, the temporary file, the file it was to become, the reason.
    public let cannotRename: Phrase<(String, String, String, String)>
    public let cannotRemove: Phrase<(String, String)>
    /// The path, the folder, the reason.
    public let cannotCreateFolder: Phrase<(String, String, String)>
    public let cannotMakeLock: Phrase<(String, String)>

    // The store of selections and tags, not saved: its path first.
    /// The file's mode (`444`).
    public let storeProtected: Phrase<(String, String)>
    /// What the reader said.
    public let storeUnreadableNow: Phrase<(String, String)>
    public let storeChangedUnreadable: Phrase<(String, String)>
    /// Its size and the most, in bytes.
    public let storeTooBig: Phrase<(String, String, String)>
    public let storeNotReadBack: Phrase<(String, String)>
    /// The lock file, the system's reason.
    public let storeLockNotCreated: Phrase<(String, String, String)>
    public let storeLockRefused: Phrase<(String, String, String)>

    // A bad event or task inside a calendar file (`CalendarProblem`): the
    // path, the line, and what it is about (one of the names below).
    public let eventNotRead: Phrase<(String, Int, String)>
    public let eventWithoutStart: Phrase<(String, Int, String)>
    /// An all-day event that ends before it starts, read as one day.
    public let endsBeforeStartOneDay: Phrase<(String, Int, String)>
    /// A timed event that ends before it starts, read as no length.
    public let endsBeforeStartNoLength: Phrase<(String, Int, String)>
    public let ruleNotExpanded: Phrase<(String, Int, String)>
    /// No END:VEVENT.
    public let eventNotClosed: Phrase<(String, Int, String)>
    /// No END:VTODO.
    public let taskNotClosed: Phrase<(String, Int, String)>
    /// The path, the line, the event, how often (`everyUnit`), how many
    /// instances are shown in how many days.
    public let ruleTooFrequent: Phrase<(String, Int, String, String, Int, Int)>
    /// A count and a unit: `second`, `minute` or `hour`.
    public let everyUnit: Phrase<(Int, String)>
    /// The path, the line, the event, the calendar scale (RSCALE).
    public let ruleOtherCalendar: Phrase<(String, Int, String, String)>
    /// The path, the line, the event, the property (DTEND).
    public let dateOutOfRange: Phrase<(String, Int, String, String)>
    /// The same for its DTSTART: the event is not shown.
    public let startOutOfRange: Phrase<(String, Int, String, String)>
    /// The path, the line, the event, the TZID.
    public let unknownZone: Phrase<(String, Int, String, String)>
    /// An instance (RECURRENCE-ID) of a series not in its calendar, which repeats itself.
    public let orphanRepeats: Phrase<(String, Int, String)>
    /// The path, the line, the event, its alarm's trigger (one of the two below).
    public let alarmNotRead: Phrase<(String, Int, String, String)>
    /// The TRIGGER's value as written.
    public let alarmTrigger: Phrase<String>
    public let alarmWithoutTrigger: String
    // Problems about no one event (`FileProblem`): the path, the line.
    /// The END's name, the component open.
    public let endClosesOther: Phrase<(String, Int, String, String)>
    /// The END's name: nothing is open.
    public let endClosesNothing: Phrase<(String, Int, String)>
    public let taskNotRead: Phrase<(String, Int)>
    public let taskWithoutUID: Phrase<(String, Int)>
    // Which event or task: its SUMMARY (and UID) as in the file.
    public let event: Phrase<String>
    public let eventWithUID: Phrase<(String, String)>
    public let eventWithoutSummary: String
    public let eventWithoutSummaryWithUID: Phrase<String>
    public let task: Phrase<String>
    public let taskWithUID: Phrase<(String, String)>
    public let taskWithoutSummary: String
    public let taskWithoutSummaryWithUID: Phrase<String>

    // A contacts' card dal cannot read (`CardProblem`): the path, the line.
    public let cardNotNameValue: Phrase<(String, Int)>
    public let cardNoEnd: Phrase<(String, Int)>
    public let cardEndWithoutBegin: Phrase<(String, Int)>
    public let cardOutside: Phrase<(String, Int)>
    /// `path:line`, the property (BDAY), why, whose day (`cardWhose`).
    public let cardDateNotShown: Phrase<(String, String, String, String)>
    /// The contact's name, the day's word (`birthday`, or its own label).
    public let cardWhose: Phrase<(String, String)>
    public let birthdayWord: String
    public let anniversaryWord: String
    /// Why the date is not one dal shows: the value as written.
    public let cardDateIsText: Phrase<String>
    /// The calendar scale named, lowercased.
    public let cardUnknownScale: Phrase<String>
    public let cardAlternateWithoutScale: String
    public let cardNotADate: Phrase<String>
}
