import CalendarCore
import Calendars
import Foundation
import SystemServices

/// A reply to an invitation mailed through the config's `send-command`
/// (`msmtp -t`): the RFC 6047 message on its standard input, the program
/// run without a shell and stopped past a minute. `dal invite` and `r` in
/// the full screen send through it.
struct ReplySender {
    let command: String

    /// How long a send command may take before it is stopped.
    static let timeLimit = 60

    /// The config's, nil when it names none.
    static func configured() -> ReplySender? {
        (LoadedConfig.usable?.sendCommand?.value).map(ReplySender.init)
    }

    /// Sends `reply` (the calendar part) to the invitation's organizer
    /// from `identity`; nil when it went, else why not, worded.
    func send(_ reply: [UInt8], of invitation: Invitation, as identity: String, answer: InvitationAnswer, comment: String?) -> String? {
        let words = RunWords.invitations
        guard let organizer = invitation.organizer else { return words.noOrganizer }
        let title = invitation.events.first?.summary ?? ""
        let mail = ReplyMail.message(from: identity, to: organizer.address, subject: words.subject(answer.rawValue, title),
                                     text: words.body((identity, answer.rawValue, title, comment ?? "")), calendar: reply)
        let shown = StandardStreams.printable(command)
        switch ChildProcess.run(ChildProcess.arguments(of: command), input: mail, timeLimit: Self.timeLimit) {
        case .success(0): return nil
        case .success(let status): return words.notSent(shown, status < 0 ? words.killedBy(-status) : words.exited(status))
        case .failure(let failure): return words.notSent(shown, failure.message)
        }
    }
}
