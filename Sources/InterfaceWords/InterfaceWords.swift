import CalendarCore

/// Every word dal itself shows a person, in one language: one catalog per
/// language, each in its own folder (`English/`, `Korean/`). A catalog is
/// a value whose every entry must be given (the memberwise initialiser),
/// so a language cannot lack a word; entries that take numbers or names
/// are functions, so that each language builds its own sentence instead
/// of gluing English fragments.
///
/// Dates, month and weekday names are not here: `CalendarLocale` has them.
public struct InterfaceWords: Sendable {
    public let language: CalendarLanguage
    /// The full screen: status line, help, prompts, forms, panels, notices.
    public let screen: ScreenWords
    /// The command line: messages and errors of `dal list`, `dal todo`, ….
    public let commands: CommandWords
    /// Entries of dal's own calendars (birthdays), on both.
    public let calendars: CalendarWords

    public static func of(_ language: CalendarLanguage) -> InterfaceWords {
        switch language {
        case .english: .english
        case .korean: .korean
        }
    }
}
