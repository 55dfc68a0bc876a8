import CalendarCore
import InterfaceWords
import Settings
import SystemServices

/// The words of this run, in its language: every message and line of text
/// output the commands print comes from here. Known before any command is
/// parsed (a usage error is said before there is a command to ask), so
/// the flags are read from the command line as typed.
enum RunWords {
    /// The language of this run: `--language`, the config file's, the
    /// language of `--locale` or the config's locale, else the
    /// environment's (`DisplayChoices.languageSetting()`, which tells it).
    static let language = LanguageChoice.resolve(flag: typed("--language"), locale: typed("--locale"), config: LoadedConfig.usable).language

    /// The language a bad config file is told in: all of the above but
    /// the file itself.
    static let languageBeforeConfig = LanguageChoice.resolve(flag: typed("--language"), locale: typed("--locale"), config: nil).language

    // Each part taken once: `dal list` asks for a word per line.
    static let messages = InterfaceWords.of(language).commands.messages
    static let options = InterfaceWords.of(language).commands.options
    static let files = InterfaceWords.of(language).commands.files
    static let output = InterfaceWords.of(language).commands.output
    static let launch = InterfaceWords.of(language).commands.launch
    static let next = InterfaceWords.of(language).commands.next
    static let writes = InterfaceWords.of(language).commands.writes
    static let importing = InterfaceWords.of(language).commands.importing
    static let subscriptions = InterfaceWords.of(language).commands.subscriptions
    static let invitations = InterfaceWords.of(language).commands.invitations
    /// The config file's words, for a value the config could also hold (`--holidays XX`).
    static let configFile = InterfaceWords.of(language).commands.configFile

    /// The value typed for `flag` (`--language ko`, `--language=ko`), the
    /// last one winning as the parser has it; nil when not typed or not a
    /// language (the parser then says so).
    private static func typed(_ flag: String) -> String? {
        var value: String?
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next(), argument != "--" {
            if argument == flag { value = arguments.next() }
            else if argument.hasPrefix(flag + "=") { value = String(argument.dropFirst(flag.count + 1)) }
        }
        return value
    }
}

/// Where the language of dal's words comes from, in one place for the
/// words themselves (`RunWords`) and for `dal config --print`.
enum LanguageChoice {
    /// `--language`, else the config file's, else the language of a
    /// locale asked for (`--locale`, the config's `locale`), else the
    /// environment's language of messages. A `--language` dal does not
    /// speak, or a `--locale` it does not know, counts as none (its usage
    /// error is said in the language that comes next).
    static func resolve(flag: String?, locale: String?, config: Config?) -> (language: CalendarLanguage, source: SettingSource) {
        if let flag, let known = CalendarLanguage(code: flag) { return (known, .flag("--language")) }
        if let located = config?.language { return (located.value, .file(line: located.line)) }
        if let locale, CalendarLocale(identifier: locale).unknownRequest == nil {
            return (CalendarLanguage(localeIdentifier: locale), .flag("--locale"))
        }
        if let located = config?.locale { return (CalendarLanguage(localeIdentifier: located.value), .file(line: located.line)) }
        let environment = CalendarLocale.identifier(fromEnvironment: ProcessEnvironment.values(CalendarLanguage.environmentKeys))
        return (CalendarLanguage(localeIdentifier: environment), .environment)
    }
}
