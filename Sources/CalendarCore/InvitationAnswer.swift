/// An answer to an invitation (RFC 5546 3.2.3, REPLY): the attendee's
/// PARTSTAT (RFC 5545 3.2.12) as written.
public enum InvitationAnswer: String, CaseIterable, Sendable {
    case accepted = "ACCEPTED"
    case tentative = "TENTATIVE"
    case declined = "DECLINED"

    /// The PARTSTAT of an invitation not answered yet.
    public static let awaiting = "NEEDS-ACTION"
}
