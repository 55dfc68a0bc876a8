extension NextWords {
    public static let english = NextWords(
        duration: Phrase { minutes in
            let days = minutes / 1440, hours = minutes % 1440 / 60, rest = minutes % 60
            if days > 0 { return hours > 0 ? "\(days)d \(hours)h" : "\(days)d" }
            if hours > 0 { return rest > 0 ? "\(hours)h \(rest)m" : "\(hours)h" }
            return "\(rest)m"
        },
        startsIn: Phrase { "(in \($0))" },
        onNow: Phrase { "(now, \($0) left)" },
        nothingAhead: Phrase { "no events in the next \($0) days" },
        allDay: "all day",
        badWidth: "--width takes a number of columns, 1 or more",
        noCallLink: Phrase { "\"\($0)\" has no meeting link (CONFERENCE, URL, or a Zoom, Meet, Teams, Webex or Jitsi link)" },
        joinIsPlain: "--join opens a link and prints it; it takes no --format",
        joinOrWatch: "--join opens a link once and --watch keeps running: give one of them"
    )
}
