extension InvitationScreenWords {
    public static let english = InvitationScreenWords(
        title: "Invitation",
        organizer: Phrase { "from \($0)" },
        attendees: Phrase { "to \($0)" },
        location: Phrase { "at \($0)" },
        overlaps: Phrase { "! overlaps \($0)" },
        overlapsNothing: "overlaps nothing in your calendars",
        answer: Phrase { partstat in
            switch partstat {
            case "ACCEPTED": "accepted"
            case "TENTATIVE": "tentative"
            case "DECLINED": "declined"
            case "NEEDS-ACTION": "not answered"
            default: partstat.lowercased()
            }
        },
        keys: "a accept · t tentative · d decline · Esc leave unanswered",
        commentPrompt: "Decline with a comment (Enter sends, Esc goes back): ",
        answerKeys: "Answer: a accept · t tentative · d decline · Esc not now",
        notInvited: "none of your addresses (me) is invited to this event",
        chooseToAnswer: "Answer which invitation? (↑↓ Enter, Esc)",
        noMe: "dal does not know your address: set me = [\"you@example.com\"] in the config"
    )
}
