/// `dal invite`'s card: the invitation over its day, and `r`'s messages
/// for an event awaiting my answer.
public struct InvitationScreenWords: Sendable {
    /// The card's title.
    public let title: String
    /// The card's rows: who organizes, who is invited, where, what it
    /// overlaps (the events' times and titles), or that it overlaps nothing.
    public let organizer: Phrase<String>
    public let attendees: Phrase<String>
    public let location: Phrase<String>
    public let overlaps: Phrase<String>
    public let overlapsNothing: String
    /// An attendee's answer after their name, by PARTSTAT (`ACCEPTED`…).
    public let answer: Phrase<String>
    /// The keys, and the comment's prompt after `d`.
    public let keys: String
    public let commentPrompt: String
    /// `r` on an event: what to press; on one without me as an attendee
    /// (or without `me` set), why not.
    public let answerKeys: String
    public let notInvited: String
    /// `r` on a day of several invitations: the list's title.
    public let chooseToAnswer: String
    public let noMe: String
}
