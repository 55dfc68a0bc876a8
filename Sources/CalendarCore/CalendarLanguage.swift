/// The language of the words dal writes about dates for a person: the
/// quick-add preview, a repeat rule in words. Korean for a Korean locale,
/// English for every other (their month and weekday names come from
/// `CalendarLocale`; sentences around them are English).
public enum CalendarLanguage: Sendable, Hashable {
    case english
    case korean

    /// `ko`, `ko_KR`, `ko_KR.UTF-8`, `ko-KR`: Korean; anything else English.
    public init(localeIdentifier: String) {
        let language = localeIdentifier.prefix { $0.isLetter }.lowercased()
        self = language == "ko" ? .korean : .english
    }
}
