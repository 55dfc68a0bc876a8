extension InvitationWords {
    public static let english = InvitationWords(
        answered: Phrase { partstat in
            switch partstat {
            case "ACCEPTED": "accepted"
            case "TENTATIVE": "tentatively accepted"
            case "DECLINED": "declined"
            case "NEEDS-ACTION": "not answered yet"
            default: partstat.lowercased()
            }
        },
        subject: Phrase { partstat, title in
            let answer = switch partstat {
            case "ACCEPTED": "Accepted"
            case "TENTATIVE": "Tentative"
            default: "Declined"
            }
            return "\(answer): \(title)"
        },
        body: Phrase { who, partstat, title, comment in
            let answer = switch partstat {
            case "ACCEPTED": "accepted"
            case "TENTATIVE": "tentatively accepted"
            default: "declined"
            }
            return "\(who) has \(answer) the invitation \"\(title)\"." + (comment.isEmpty ? "" : "\n\n\(comment)")
        },
        added: Phrase { title, calendar, answer in "added \(title) to \(calendar): \(answer)" },
        joined: Phrase { title, file, answer in "added \(title) to its series (\(file)): \(answer)" },
        updated: Phrase { title, file, answer in "updated \(title) (\(file)): \(answer)" },
        askedAgain: Phrase { title, file in "updated \(title) (\(file)): its time changed, so it awaits your answer again" },
        answeredAgain: Phrase { title, file, answer in "answered \(title) (\(file)): \(answer)" },
        cancelled: Phrase { title, file in "cancelled \(title) (\(file))" },
        unchanged: Phrase { title, file in "\(title) is already in the calendar as this says (\(file))" },
        outOfDate: Phrase { "\($0): this invitation is out of date (the calendar has a newer version); nothing was changed" },
        notInCalendar: Phrase { "\($0) is not in your calendars: nothing to cancel" },
        title: Phrase { title, instance in "\"\(title)\"" + (instance.map { " (the instance of \($0))" } ?? "") },
        sent: Phrase { to, command in "reply sent to \(to) (through \(command))" },
        notSent: Phrase { command, how in
            "the reply was not sent: \(command) \(how); your answer is in the calendar, and the same dal invite sends it again"
        },
        exited: Phrase { "exited \($0)" },
        killedBy: Phrase { "was ended by signal \($0)" },
        notAnInvitation: Phrase { "this is a METHOD:\($0), not an invitation: dal answers invitations (REQUEST) and files cancellations (CANCEL); nothing was changed" },
        noEvent: "the invitation holds no event; nothing was changed",
        noOrganizer: "the invitation names no organizer to send an answer to; give --print to see the reply; nothing was changed",
        notInvited: Phrase { mine, theirs in
            "the invitation names none of your addresses (\(mine)): it is to \(theirs). Give --me ADDRESS to answer as that address; nothing was changed"
        },
        whoAmI: Phrase { "dal does not know your address: it is to \($0). Set me = [\"you@example.com\"] in the config, or give --me ADDRESS; nothing was changed" },
        needsSender: "no way to send the reply: set send-command = \"msmtp -t\" in the config (docs/invitations.md), or give --print to print it; nothing was changed",
        answeredNotSent: "your answer is in the calendar, but no reply was sent: set send-command = \"msmtp -t\" in the config (docs/invitations.md)",
        filedUnanswered: Phrase { "no answer given (--accept, --tentative or --decline): filed in \($0), awaiting your answer; no reply was sent" },
        cancelTakesNoAnswer: "a cancellation takes no answer: the answer given is left out",
        answerAs: Phrase { "The invitation names none of your addresses. Answer as:\n\($0)\nNumber (Enter: do not answer): " },
        notAnswered: "not answered; nothing was changed",
        noteAskedAgain: "An update of an event in your calendar: its time changed since you answered, so it asks again.",
        noteUpdated: Phrase { "An update of an event in your calendar; your answer stays \($0) unless you give another." },
        noteAnswered: Phrase { "Already in your calendar: you answered \($0)." },
        takesAddress: "an e-mail address, such as ann@example.com",
        noSuchCalendar: Phrase { "invitations = '\($0)': no calendar dal writes to has that name (they are: \($1))" },
        noCalendar: "no calendar to put the invitation in: give one with --calendar FOLDER"
    )
}
