/// What a person asked an event to be: a title and when, as typed in the
/// add or edit prompt. Wall-clock times of the viewer's zone.
public struct EventDraft: Equatable, Sendable {
    public enum Timing: Equatable, Sendable {
        /// Every day from `first` through `last`.
        case allDay(first: CivilDate, last: CivilDate)
        /// From `start` to `end` (the next day's, for `22:00-01:00`).
        case timed(start: LocalDateTime, end: LocalDateTime)
    }

    public var title: String
    public var timing: Timing
    /// A timed event added on a run of days happens on each of them: one
    /// event repeated daily this many times (1: once).
    public var days: Int
    /// How a new event repeats (its first instance at `timing`), as the
    /// quick add read it; nil: as `days` says.
    public var recurrence: RecurrencePattern?
    /// An alarm this many minutes before the start (a VALARM).
    public var alarmMinutesBefore: Int?
    /// The IANA zone whose wall clock `timing` is on (`3pm KST`); nil:
    /// the viewer's.
    public var zone: String?
    /// What the edit form changes besides title and times (nil: an add,
    /// or an edit of title and times only).
    public var details: DetailsChange?
    /// A new event's RRULE as text, for a repeat `recurrence` cannot hold
    /// (a yearly lunar day, RSCALE=DANGI).
    public var ruleText: String?

    public init(title: String, timing: Timing, days: Int = 1, recurrence: RecurrencePattern? = nil,
                alarmMinutesBefore: Int? = nil, zone: String? = nil, details: DetailsChange? = nil, ruleText: String? = nil) {
        self.details = details
        self.ruleText = ruleText
        self.title = title
        self.timing = timing
        self.days = max(1, days)
        self.recurrence = recurrence
        self.alarmMinutesBefore = alarmMinutesBefore
        self.zone = zone
    }

}

/// The edit form's changes to an event's other parts: each nil when it
/// stays as the file has it.
public struct DetailsChange: Equatable, Sendable {
    /// LOCATION and DESCRIPTION ("" removes them).
    public var location: String?
    public var notes: String?
    /// The alarms, minutes before the start each: they replace every
    /// VALARM of the event ([] removes them). Only offered when each alarm
    /// the event had was such a one.
    public var alarms: [Int]?
    public var repeats: RepeatChange?
    /// Whether its time is taken: TRANSP:OPAQUE (true) or TRANSPARENT.
    public var busy: Bool?
    /// A repeat in another calendar (RSCALE, a lunar birthday) also, or
    /// only, as the solar dates of the next 20 years (RDATE), for
    /// servers, phones and programs that cannot read RSCALE.
    public var ruleAsDates: RuleAsDates?
    /// The first year of those dates (the screen's this year).
    public var datesFromYear = 0

    public init(location: String? = nil, notes: String? = nil, alarms: [Int]? = nil, repeats: RepeatChange? = nil, busy: Bool? = nil) {
        self.busy = busy
        self.location = location
        self.notes = notes
        self.alarms = alarms
        self.repeats = repeats
    }

    public var isEmpty: Bool { location == nil && notes == nil && alarms == nil && repeats == nil && busy == nil && ruleAsDates == nil }
}

/// How a repeat in another calendar is written: the rule alone, the rule
/// and its next dates (RDATE; where both are read, RFC 5545 counts a day
/// once), or the dates alone (khal and others that refuse RSCALE).
public enum RuleAsDates: String, Equatable, Sendable, CaseIterable {
    case ruleOnly, ruleAndDates, datesOnly

    /// The years of dates written.
    public static let years = 20
}

/// A new repeat for an event: none, one in words, or an RRULE as typed.
public enum RepeatChange: Equatable, Sendable {
    case none
    case pattern(RecurrencePattern)
    /// `FREQ=WEEKLY;BYDAY=TU`, checked by reading the new file back.
    case rule(String)
}

/// Which instances of a recurring event an edit or a delete is for.
public enum EventScope: Equatable, Sendable {
    /// Only the instance chosen (an override or an EXDATE).
    case this
    /// The whole series.
    case all
}

/// An event as the person saw it on screen, to find it in its calendar
/// and to notice when its file changed since (a sync ran meanwhile).
public struct EventReference: Equatable, Sendable {
    /// The calendar's folder (a vdir collection).
    public var collection: String
    public var uid: String
    /// The instance of a recurring event (`20261121T080000Z`), nil for a
    /// single event.
    public var recurrenceID: String?
    public var summary: String
    public var start: LocalDateTime
    public var end: LocalDateTime
    public var isAllDay: Bool
    /// The digest of its file when it was read (see `EventOccurrence`).
    public var fileDigest: UInt64?

    public init(collection: String, occurrence: EventOccurrence) {
        self.collection = collection
        uid = occurrence.uid
        recurrenceID = occurrence.recurrenceID
        summary = occurrence.summary
        start = occurrence.start
        end = occurrence.end
        isAllDay = occurrence.isAllDay
        fileDigest = occurrence.fileDigest
    }

    public var isRecurring: Bool { recurrenceID != nil }

    /// Its times as a draft's: an edit whose timing equals this leaves the
    /// file's DTSTART and DTEND as they are.
    public var timing: EventDraft.Timing {
        guard isAllDay else { return .timed(start: start, end: end) }
        return .allDay(first: start.date, last: max(start.date, end.date.adding(days: -1)))
    }
}

/// A change to a calendar: what the add, edit, delete and undo keys ask of
/// the calendars' writer.
public enum EventChange: Equatable, Sendable {
    /// To a calendar by its folder; its name and colour name the folder
    /// when dal has to make it.
    case add(EventDraft, to: CalendarInfo)
    case edit(EventReference, EventScope, EventDraft)
    case delete(EventReference, EventScope)
    /// Moves an event `days` days (negative: earlier) on its own clock: an
    /// instance of a series (`.this`), or the whole series with its
    /// exceptions and end.
    case move(EventReference, EventScope, days: Int)
    /// Writes the event's file, moved `days` days, into another calendar:
    /// the first half of a move between calendars, which a `.delete` of the
    /// old one completes (new before old: a crash between them leaves a
    /// duplicate, never a loss).
    case copy(EventReference, days: Int, to: CalendarInfo)
    /// Puts the file back as it was before `receipt`'s change.
    case undo(WriteReceipt)
    /// Dismisses an alarm where it is written (RFC 9074's ACKNOWLEDGED),
    /// so other devices stop showing it after the next sync.
    case acknowledge(DueAlarm)
    /// The event's file as the person wrote it in their editor (`E`),
    /// accepted only if it reads back and keeps its UIDs.
    case replaceFile(EditableFile, with: [UInt8])
    /// My answer to an invitation the calendar holds (`r`), as `address`
    /// (an attendee's): my PARTSTAT in its file; the runner sends the
    /// organizer the reply, with `comment`.
    case answer(EventReference, as: String, InvitationAnswer, comment: String?)
}

/// An event's file copied for an editor (`E`): the file, its bytes when
/// copied (it is changed only while it still holds them), and the copy the
/// editor works on (kept when the edit is refused: nothing typed is lost).
public struct EditableFile: Equatable, Sendable {
    public let reference: EventReference
    public let path: String
    public let before: [UInt8]
    public let draft: String

    public init(reference: EventReference, path: String, before: [UInt8], draft: String) {
        self.reference = reference
        self.path = path
        self.before = before
        self.draft = draft
    }
}

/// How an editor session on an event's file (`E`) ended.
public enum EditorOutcome: Equatable, Sendable {
    /// Saved with changes: the new text, to check and write.
    case edited(EditableFile, [UInt8])
    /// Closed without a change.
    case unchanged(EditableFile)
    /// The editor could not run, failed, or the file could not be copied.
    case failed(String)
}

/// What a change did to one file, enough to take it back: the bytes before
/// (nil: there was no file) and after (nil: the file was removed).
public struct WriteReceipt: Equatable, Sendable {
    public let path: String
    public let before: [UInt8]?
    public let after: [UInt8]?
    /// What was done, for the status line (`added "Standup" to Work`).
    public let summary: String
    /// The second file of one change a person made (the old file's removal
    /// in a move between calendars): its summary is the first one's, and
    /// the status line names the change once.
    public let continuesPrevious: Bool

    public init(path: String, before: [UInt8]?, after: [UInt8]?, summary: String, continuesPrevious: Bool = false) {
        self.path = path
        self.before = before
        self.after = after
        self.summary = summary
        self.continuesPrevious = continuesPrevious
    }
}
