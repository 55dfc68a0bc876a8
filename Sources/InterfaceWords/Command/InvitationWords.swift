/// The words of `dal invite`: what it did with an invitation, the reply
/// it sent, and why it did nothing.
public struct InvitationWords: Sendable {
    /// An answer as a verb in the past (`accepted`), by PARTSTAT
    /// (`ACCEPTED`, `TENTATIVE`, `DECLINED`, `NEEDS-ACTION`, others as written).
    public let answered: Phrase<String>
    /// The reply mail's subject: the answer's PARTSTAT, the event's title.
    public let subject: Phrase<(String, String)>
    /// The reply mail's text: who answers, the answer's PARTSTAT, the title, the comment ("" for none).
    public let body: Phrase<(String, String, String, String)>

    // One line per event: its title (quoted, with the instance), the calendar or file, my PARTSTAT.
    public let added: Phrase<(String, String, String)>
    public let joined: Phrase<(String, String, String)>
    public let updated: Phrase<(String, String, String)>
    /// Updated, its times changed: the answer given before asked again.
    public let askedAgain: Phrase<(String, String)>
    public let answeredAgain: Phrase<(String, String, String)>
    public let cancelled: Phrase<(String, String)>
    public let unchanged: Phrase<(String, String)>
    /// The title; the calendar's version is newer.
    public let outOfDate: Phrase<String>
    public let notInCalendar: Phrase<String>
    /// A title, and for an instance its RECURRENCE-ID as written.
    public let title: Phrase<(String, String?)>

    /// The reply was sent: to whom, through what.
    public let sent: Phrase<(String, String)>
    /// The send command as configured, how it ended (`exited 1`, its failure).
    public let notSent: Phrase<(String, String)>
    /// How a command ended: its exit status, or the signal that ended it.
    public let exited: Phrase<Int32>
    public let killedBy: Phrase<Int32>

    // Nothing was changed, because…
    /// The METHOD, as written.
    public let notAnInvitation: Phrase<String>
    public let noEvent: String
    public let noOrganizer: String
    /// My addresses, the attendees'.
    public let notInvited: Phrase<(String, String)>
    /// The attendees' addresses.
    public let whoAmI: Phrase<String>
    public let needsSender: String
    /// `r` without `send-command`: the answer written, no reply sent.
    public let answeredNotSent: String
    /// With no terminal: filed without an answer (the calendar's name).
    public let filedUnanswered: Phrase<String>
    /// A cancel given an answer.
    public let cancelTakesNoAnswer: String
    /// The question on a terminal when the invitation names none of my
    /// addresses: my addresses, numbered; then what an answer may be.
    public let answerAs: Phrase<String>
    public let notAnswered: String
    // The screen's note of what the calendar has of it already: my answer before (`answered`'s words).
    public let noteAskedAgain: String
    public let noteUpdated: Phrase<String>
    public let noteAnswered: Phrase<String>

    /// `--me` and the file argument: what they take.
    public let takesAddress: String
    /// `invitations` names no writable calendar: as written, the names.
    public let noSuchCalendar: Phrase<(String, String)>
    public let noCalendar: String
}
