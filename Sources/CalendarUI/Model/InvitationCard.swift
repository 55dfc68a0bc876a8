import CalendarCore

/// `dal invite FILE` on a terminal: the invitation over its day on the
/// week's hours, until I answer (`a`, `t`, `d` with an optional comment)
/// or leave it unanswered (`Esc`). The screen only asks: the command files
/// the answer and sends the reply once it has ended.
public struct InvitationCard: Equatable, Sendable {
    /// The invitation's event (its first instance) on the viewer's clock;
    /// its calendar index is none of the screen's.
    public var occurrence: EventOccurrence
    public var organizer: String?
    /// Everyone invited, with their answers as the invitation has them.
    public var attendees: [EventDetails.Attendee]
    public var location: String?
    public var notes: String?
    /// What the calendar already has of it (an update, the answer given
    /// before), said on the card; nil for a new invitation.
    public var note: String?
    /// `d`: the comment being typed for the organizer (nil: not asked yet).
    public var comment: String?
    /// `r`: the event of the calendar answered, and the address I answer
    /// as; nil for `dal invite`'s invitation.
    public var event: EventReference?
    public var address: String?

    public init(occurrence: EventOccurrence, organizer: String?, attendees: [EventDetails.Attendee], location: String?, notes: String?,
                note: String? = nil) {
        self.occurrence = occurrence
        self.organizer = organizer
        self.attendees = attendees
        self.location = location
        self.notes = notes
        self.note = note
    }
}

/// How the invitation screen ended.
public enum InvitationChoice: Equatable, Sendable {
    case answer(InvitationAnswer, comment: String?)
    /// `Esc`: filed awaiting my answer.
    case unanswered
}

/// The invitation card's keys.
public enum InvitationKey: Equatable, Sendable {
    /// `a`, `t`; `d` first asks for a comment.
    case answer(InvitationAnswer)
    /// Typing the comment.
    case input(Character)
    case erase
    /// `Enter` after the comment: declined with it.
    case submit
    /// `Esc`: back from the comment, else leave unanswered.
    case cancel
}

extension AppState {
    /// The invitation on its day: the week's hours, the cursor on its day
    /// and its start in view.
    public mutating func openInvitation(_ card: InvitationCard) {
        overlay = .invitation(card)
        let start = card.occurrence.start
        if cursor != start.date { jump(to: start.date) }
        if !card.occurrence.isAllDay {
            hourGrid.slot = start.secondsOfDay / 60 / HourGridGeometry.slotMinutes * HourGridGeometry.slotMinutes
            // Its hour near the top: the card takes the lower half of the screen.
            hourGrid.top = max(0, (start.secondsOfDay / 3600 - 1) * 60)
        }
    }

    /// The events of the invitation's days that make its time busy and
    /// overlap it (not itself, when the calendar has it already).
    public func conflicts(with card: InvitationCard) -> [EventOccurrence] {
        let invited = card.occurrence
        guard let events else { return [] }
        var found: [EventOccurrence] = []
        for day in stride(from: invited.start.date.dayNumber, through: max(invited.start.date, invited.days.upperBound).dayNumber, by: 1) {
            for occurrence in events.occurrences(on: CivilDate(dayNumber: day))
            where occurrence.uid != invited.uid && occurrence.isBusy(for: settings.me) && !found.contains(occurrence)
                && occurrence.start < invited.end && invited.start < occurrence.end
                && !(occurrence.isAllDay && !invited.isAllDay) {
                found.append(occurrence)
            }
        }
        return found
    }

    mutating func invitation(_ action: Action) -> [Effect] {
        guard case .invitationKey(let key) = action, case .invitation(var card) = overlay else { return [] }
        switch key {
        case .answer(.declined) where card.comment == nil:
            card.comment = ""
        case .answer(let answer):
            guard card.comment == nil else { return [] }
            return choose(.answer(answer, comment: nil))
        case .input(let character):
            card.comment?.append(character)
        case .erase:
            if card.comment?.isEmpty == false { card.comment?.removeLast() }
        case .submit:
            guard let comment = card.comment else { return [] }
            return choose(.answer(.declined, comment: comment.allSatisfy { $0 == " " } ? nil : comment))
        case .cancel:
            guard card.comment != nil else { return choose(.unanswered) }
            card.comment = nil
        }
        overlay = .invitation(card)
        return []
    }

    /// `dal invite`: the screen ends with the choice. `r`: the answer is
    /// written (the runner sends the reply), Esc only closes the card.
    private mutating func choose(_ choice: InvitationChoice) -> [Effect] {
        guard case .invitation(let card) = overlay, let event = card.event else {
            invitationChoice = choice
            quitReason = .picked
            return []
        }
        overlay = .none
        guard case .answer(let answer, let comment) = choice, let address = card.address else { return [] }
        return request([.answer(event, as: address, answer, comment: comment)])
    }
}
