import Testing
import QuickAdd

/// Every phrase of the tables in `Phrases/` gives exactly the event (or
/// the refusal) written next to it.
@Suite struct PhraseTableTests {
    @Test(arguments: PhraseTable.cases)
    func phraseGivesItsExpectedResult(_ item: PhraseCase) {
        let parse = QuickAdd.parse(item.phrase, in: item.context)
        let actual = PhraseTable.render(parse, spans: item.expected.contains(" | read: ") || item.expected.hasPrefix("read: "))
        #expect(actual == item.expected, "\(item.place)")
    }

    @Test func theTablesHoldAtLeast300Phrases() {
        #expect(PhraseTable.cases.count >= 300)
        #expect(Set(PhraseTable.cases.map(\.file)).isSuperset(of: ["english.txt", "korean.txt", "mixed.txt", "refusals.txt", "edges.txt"]))
    }
}
