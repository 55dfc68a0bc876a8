extension SubscriptionWords {
    public static let english = SubscriptionWords(
        updated: Phrase { name, bytes in "\(name): updated (\(bytes) bytes)" },
        unchanged: Phrase { "\($0): not changed since the last copy" },
        failedKeptCopy: Phrase { name, why in "\(name): \(why); the last good copy is kept" },
        failedNoCopy: Phrase { name, why in "\(name): \(why); there is no copy to show yet" },
        status: Phrase { "the server answered HTTP \($0)" },
        timedOut: Phrase { "no answer within \($0) s" },
        tooLarge: Phrase { "the calendar is larger than \($0) MB" },
        notICalendar: Phrase { "the answer is not an iCalendar file (\($0))" },
        transfer: Phrase { "the transfer failed (\($0))" },
        noCurl: Phrase { "curl could not be run (\($0)); install curl" },
        notWritten: Phrase { "the copy could not be written: \($0)" },
        noSubscriptions: "there are no subscriptions: add them to the config file as [subscriptions] Name = \"https://…/basic.ics\"",
        unknownName: Phrase { name, known in "there is no subscription named \(name) (the config file has \(known))" },
        noStateFolder: "there is no home folder to keep the subscriptions' copies in (HOME and XDG_STATE_HOME are unset)",
        maxTimeRange: "--max-time takes a number of seconds, 1 to 600"
    )
}
