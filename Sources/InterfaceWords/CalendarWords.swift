import CalendarCore

/// Words that name entries of dal's own calendars, the same on the screen
/// and on the command line.
public struct CalendarWords: Sendable {
    /// A contact's yearly day (the calendar "Birthdays"): the name, what
    /// the day is, and the age or years when the card gives the first year.
    public let birthdayTitle: Phrase<(String, Birthday.Kind, Int?)>
}

extension InterfaceWords {
    /// The title of a birthday's entry in this language.
    public func title(of entry: BirthdayCalendar.Entry) -> String {
        calendars.birthdayTitle(entry.birthday.name, entry.birthday.kind, entry.age)
    }
}
