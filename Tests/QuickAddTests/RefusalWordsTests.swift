import CalendarCore
import QuickAdd
import Testing

/// A refusal is a value worded at the edge (issue 43): each refusal of the
/// phrase tables reads in Korean in a Korean run, and in English as the
/// tables have it.
struct RefusalWordsTests {
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test func everyRefusalOfTheTablesIsSaidInKorean() {
        let refused = PhraseTable.cases.filter { $0.expected.hasPrefix("refused: ") }
        #expect(refused.count > 40)
        for phrase in refused {
            guard let refusal = QuickAdd.parse(phrase.phrase, in: phrase.context).refusal else { continue }
            let english = refusal.said(in: .english), korean = refusal.said(in: .korean)
            #expect(english == refusal.reason, "\(phrase.place)")
            #expect(korean != english && Self.hasHangul(korean), "\(phrase.place): \(korean)")
            // The typed words are quoted at the start, before any particle.
            if english.hasPrefix("'") {
                #expect(korean.hasPrefix(String(english.prefix { $0 != ":" && $0 != " " })), "\(phrase.place): \(korean)")
            }
        }
    }

    @Test func thePreviewSaysTheRefusalInItsLanguage() {
        let context = QuickAddContext(today: CivilDate(year: 2026, month: 11, day: 23)!,
                                      days: CivilDate(year: 2026, month: 11, day: 23)!...CivilDate(year: 2026, month: 11, day: 23)!)
        let parse = QuickAdd.parse("dec 32 파티", in: context)
        let today = context.today
        #expect(QuickAddPreview.segments(for: parse, language: .korean, today: today).map(\.text)
            == ["✗ 'dec 32': 날짜가 아닙니다. 12월은 31일까지 있습니다"])
        #expect(QuickAddPreview.segments(for: parse, language: .english, today: today).map(\.text)
            == ["✗ 'dec 32' is not a date: December has 31 days"])
    }
}
