import CalendarCore
import InterfaceWords
import Testing

/// A contacts' card dal cannot read is said in the person's words: the
/// English catalog says each problem exactly as the value's
/// `description`, the Korean one in Korean with the file, line, property
/// and name it is given.
struct CardProblemWordsTests {
    static let file = "/home/ann/.contacts/민지.vcf"
    static let every: [CardProblem] = [
        CardProblem(file: file, line: 3, reason: .notNameValue), CardProblem(file: file, line: 1, reason: .noEnd),
        CardProblem(file: file, line: 9, reason: .endWithoutBegin), CardProblem(file: file, line: 12, reason: .outsideCard),
        CardProblem(file: file, line: 4, reason: .dateNotShown(property: "BDAY", name: "Dan", kind: .birthday, why: .text("circa 1800"))),
        CardProblem(file: file, line: 5, reason: .dateNotShown(property: "ANNIVERSARY", name: "Dan", kind: .anniversary,
                                                                why: .notADate("2001-13-40"))),
        CardProblem(file: file, line: 6, reason: .dateNotShown(property: "BDAY", name: "Dan", kind: .birthday, why: .unknownScale("hebrew"))),
        CardProblem(file: file, line: 7, reason: .dateNotShown(property: "X-ALTBDAY", name: "Dan", kind: .other("graduation"),
                                                                why: .alternateWithoutScale)),
    ]

    @Test(arguments: every) func englishWordsSayTheProblemAsItsDescription(problem: CardProblem) {
        #expect(FileWords.english.describe(problem) == problem.description)
    }

    @Test(arguments: every) func koreanWordsSayTheProblemInKoreanWithItsPlace(problem: CardProblem) {
        let korean = FileWords.korean.describe(problem)
        #expect(korean.hasPrefix("\(Self.file):\(problem.line): "), "\(korean)")
        #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) && !Self.file.unicodeScalars.contains($0) })
        for name in ["BDAY", "ANNIVERSARY", "X-ALTBDAY", "Dan", "circa 1800", "2001-13-40", "hebrew", "graduation"]
        where problem.description.contains(name) {
            #expect(korean.contains(name), "\(name) not in \(korean)")
        }
    }
}
