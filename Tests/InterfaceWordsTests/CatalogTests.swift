import CalendarCore
import InterfaceWords
import Testing

/// Every word of the interface has its Korean twin, written in Korean: the
/// catalogs' types make each language give every entry; these tests check
/// that the Korean one is not the English word left in place.
struct CatalogTests {
    /// Each entry of a catalog as text: a word as it is, a sentence with
    /// sample arguments filled in; a part of a catalog (`CommandWords`'
    /// `options`) entry by entry, named `options.unknownLocale`.
    static func entries(of catalog: Any, prefix: String = "") -> [(name: String, text: String)] {
        Mirror(reflecting: catalog).children.flatMap { child -> [(name: String, text: String)] in
            guard let label = child.label else { return [] }
            if let text = Self.sample(of: child.value) { return [(prefix + label, text)] }
            if Mirror(reflecting: child.value).displayStyle == .struct { return Self.entries(of: child.value, prefix: prefix + label + ".") }
            return [(prefix + label, "\(type(of: child.value)) has no sample in CatalogTests.sample(of:)")]
        }
    }

    /// Checked before a part is walked: a `Phrase` is a struct too, and its
    /// closure must not be reflected.
    static func sample(of value: Any) -> String? {
        switch value {
        case let text as String: text
        case let phrase as Phrase<Int>: phrase(3)
        case let phrase as Phrase<String>: phrase("x")
        case let phrase as Phrase<(Int, Int)>: phrase(3, 4)
        case let phrase as Phrase<(String, String)>: phrase("x", "y")
        case let phrase as Phrase<(String, Int)>: phrase("x", 3)
        case let phrase as Phrase<(Int, String)>: phrase(3, "x")
        case let phrase as Phrase<(String, String, String)>: phrase("x", "y", "z")
        case let phrase as Phrase<(String, String, Int)>: phrase("x", "y", 3)
        case let phrase as Phrase<(String, Int, String)>: phrase("x", 3, "y")
        case let phrase as Phrase<(String, Int, String, Int)>: phrase(("x", 3, "y", 4))
        case let phrase as Phrase<(String, String, String, Int)>: phrase(("x", "y", "z", 3))
        case let phrase as Phrase<(String, Int, String, String)>: phrase(("x", 3, "y", "z"))
        case let phrase as Phrase<(String, String, String, String)>: phrase(("x", "y", "z", "w"))
        case let phrase as Phrase<(String, Int, String, String, Int, Int)>: phrase(("x", 3, "y", "z", 4, 5))
        case let phrase as Phrase<(Int, String, String)>: phrase(3, "x", "y")
        case let phrase as Phrase<(Int, Int, Int)>: phrase(3, 4, 5)
        case let phrase as Phrase<(Int, Int, Int, Int)>: phrase((3, 4, 5, 6))
        case let phrase as Phrase<(Int, Weekday, String)>: phrase(3, .tuesday, "x")
        case let phrase as Phrase<(CivilDate, Bool)>: phrase(CivilDate(year: 2026, month: 11, day: 24)!, true)
        case let phrase as Phrase<(LunarDay, String)>: phrase(LunarDay(month: 3, day: 3)!, "x")
        case let phrase as Phrase<(String, Birthday.Kind, Int?)>: phrase("x", .birthday, 40)
        case let phrase as Phrase<(String, Int, Int)>: phrase("x", 2, 28)
        case let phrase as Phrase<(String, [String])>: phrase("x", ["y", "z"])
        case let phrase as Phrase<[String]>: phrase(["'y'", "'z'"])
        case let phrase as Phrase<(String, String?)>: phrase("x", "y")
        case let phrase as Phrase<Int32>: phrase(3)
        case let phrase as Phrase<(Weekday, CivilDate)>: phrase(.tuesday, CivilDate(year: 2026, month: 12, day: 15)!)
        default: nil
        }
    }

    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }
    }

    @Test func everyScreenWordHasAKoreanTwinInHangul() {
        let english = Dictionary(uniqueKeysWithValues: Self.entries(of: ScreenWords.english).map { ($0.name, $0.text) })
        for (name, korean) in Self.entries(of: ScreenWords.korean) {
            #expect(Self.hasHangul(korean), "ScreenWords.korean.\(name) is \"\(korean)\": no Korean in it")
            #expect(korean != english[name], "ScreenWords.korean.\(name) is the English word")
        }
    }

    @Test func everyCommandWordHasAKoreanTwinInHangul() {
        let english = Dictionary(uniqueKeysWithValues: Self.entries(of: CommandWords.english).map { ($0.name, $0.text) })
        // The parts are walked, not taken as one entry each.
        #expect(english["options.unknownLocale"] != nil && english["configFile.unknownKey"] != nil && english.count > 100)
        for (name, korean) in Self.entries(of: CommandWords.korean) {
            #expect(Self.hasHangul(korean), "CommandWords.korean.\(name) is \"\(korean)\": no Korean in it")
            #expect(korean != english[name], "CommandWords.korean.\(name) is the English word")
        }
    }

    /// The walk reaches the screen's groups' entries, and every one has a sample.
    @Test func everyScreenEntryIsWalked() {
        let names = Self.entries(of: ScreenWords.english).map(\.name)
        #expect(names.contains("help.quit"))
        #expect(names.contains("events.deleteQuestion"))
        for (name, text) in Self.entries(of: ScreenWords.english) {
            #expect(!text.contains("has no sample"), "ScreenWords.english.\(name): \(text)")
        }
    }

    @Test func aBirthdaysTitleSaysTheAgeAsEachLanguageDoes() {
        let english = InterfaceWords.english.calendars.birthdayTitle, korean = InterfaceWords.korean.calendars.birthdayTitle
        #expect(english("Ann", .birthday, 40) == "Ann's birthday (40)" && english("Ann", .anniversary, nil) == "Ann's anniversary")
        #expect(korean("민지", .birthday, 40) == "민지 생일 (40세)" && korean("민지", .anniversary, 16) == "민지 기념일 (16주년)")
        #expect(korean("민지", .other("졸업"), nil) == "민지 졸업")
    }

    @Test func everyCalendarWordHasAKoreanTwinInHangul() {
        let english = Dictionary(uniqueKeysWithValues: Self.entries(of: CalendarWords.english).map { ($0.name, $0.text) })
        for (name, korean) in Self.entries(of: CalendarWords.korean) {
            #expect(Self.hasHangul(korean), "CalendarWords.korean.\(name) is \"\(korean)\": no Korean in it")
            #expect(korean != english[name], "CalendarWords.korean.\(name) is the English word")
        }
    }

    @Test func theCatalogOfALanguageSpeaksIt() {
        #expect(InterfaceWords.of(.korean).language == .korean)
        #expect(InterfaceWords.of(.english).language == .english)
        #expect(CalendarLanguage(code: "KO") == .korean)
        #expect(CalendarLanguage(code: "fr") == nil)
    }
}
