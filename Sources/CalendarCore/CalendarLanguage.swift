/// The language dal speaks to a person in: every word of the interface
/// (through `InterfaceWords`) and the words it writes about dates (the
/// quick-add preview, a repeat rule in words). Korean for a Korean locale
/// or `language = "ko"`, English for every other (month and weekday names
/// come from `CalendarLocale` either way).
public enum CalendarLanguage: String, Sendable, Hashable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// `ko`, `ko_KR`, `ko_KR.UTF-8`, `ko-KR`: Korean; anything else English.
    public init(localeIdentifier: String) {
        let language = localeIdentifier.prefix { $0.isLetter }.lowercased()
        self = language == "ko" ? .korean : .english
    }

    /// The code the config file and `--language` take: `ko`, `en` (or
    /// `korean`, `english`, `한국어`); nil for any other.
    public init?(code: String) {
        switch code.lowercased() {
        case "ko", "kor", "korean", "한국어": self = .korean
        case "en", "eng", "english": self = .english
        default: return nil
        }
    }

    /// The environment's say on the language of messages, first set first
    /// (LC_MESSAGES, not LC_TIME: a person may read dates one way and
    /// words another).
    public static let environmentKeys = ["LC_ALL", "LC_MESSAGES", "LANG"]
}
