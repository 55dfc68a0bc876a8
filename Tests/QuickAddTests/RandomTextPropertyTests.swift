import CalendarCore
import PropertyBased
import TestSupport
import Testing
@testable import QuickAdd

/// Any text, made of the parser's own words mixed with random Unicode,
/// emoji, combining marks, numbers and punctuation, either gives a valid
/// event or a refusal with a reason: never a trap, never an event with a
/// day outside 0001–9999, an end before its start or a rule that does not
/// start on the event.
@Suite struct RandomTextPropertyTests {
    /// Words from every phrase of the tables, and parts of them.
    static let vocabulary: [String] = {
        var words = Set<String>()
        for item in PhraseTable.cases {
            for word in item.phrase.split(separator: " ") {
                words.insert(String(word))
                words.formUnion(word.split(whereSeparator: { $0 == "-" || $0 == ":" || $0 == "/" }).map(String.init))
            }
        }
        return words.sorted()
    }()

    static let oddities: [String] = [
        "\u{301}", "e\u{301}", "\u{200D}", "👩‍👩‍👧", "🇰🇷", "🎉", "\u{202E}", "\u{0}", "\t", "\n", "\u{A0}", "\u{3000}", "\"", "“", "”",
        "#", "@", "~", "–", "—", "·", ",", ".", ":", "/", "-", "+", "'", "(", ")", "٣", "３", "Ⅻ", "ﬁ", "ǅ", "ß", "İ", "\u{FEFF}",
        "\u{1100}\u{1161}", "한", "ㄱ", "年", "時", "午後", "\u{10FFFF}", "\u{E000}",
    ]

    static let today = CivilDate(year: 2026, month: 11, day: 23)!

    /// The text for a seed: `count` parts, each a word of the vocabulary,
    /// an oddity, a number or a random scalar, joined with or without space.
    static func text(seed: Int, count: Int) -> String {
        var random = SeededGenerator(state: UInt64(bitPattern: Int64(seed)))
        var text = ""
        for _ in 0..<count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5: text += vocabulary.randomElement(using: &random)!
            case 5, 6: text += oddities.randomElement(using: &random)!
            case 7: text += String(Int.random(in: 0...(Bool.random(using: &random) ? 40 : 99_999_999_999), using: &random))
            default:
                let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x2FF, 0xAC00...0xD7A3, 0x1F300...0x1FAFF, 0x300...0x36F, 0x4E00...0x9FFF]
                let range = ranges.randomElement(using: &random)!
                text += String(Character(Unicode.Scalar(UInt32.random(in: range, using: &random))!))
            }
            if Int.random(in: 0..<4, using: &random) != 0 { text += " " }
        }
        return text
    }

    @Test func anyTextGivesAValidEventOrARefusalWithAReason() async {
        await propertyCheck(count: 3_000, input: Gen.int(in: Int.min...Int.max), Gen.int(in: 0...25), Gen.int(in: -400...400)) {
            seed, count, offset in
            let today = Self.today.adding(days: offset * 11)
            let context = QuickAddContext(today: today, days: today...today.adding(days: abs(offset) % 3),
                                          firstWeekday: Weekday(rawValue: abs(offset) % 7)!, calendars: ["Work", "회사", "Family trips"])
            let text = Self.text(seed: seed, count: count)
            Self.checkValid(QuickAdd.parse(text, in: context), context: context)
        }
    }

    /// What every parse must hold, whatever was typed.
    static func checkValid(_ parse: QuickAddParse, context: QuickAddContext) {
        let length = parse.text.count
        let text = parse.text.debugDescription
        var previousEnd = 0
        for span in parse.spans {
            #expect(span.range.lowerBound >= previousEnd && span.range.upperBound <= length && !span.range.isEmpty,
                    "span \(span) of \(text)")
            previousEnd = span.range.upperBound
        }
        switch parse.outcome {
        case .failure(let refusal):
            #expect(!refusal.reason.isEmpty, "a refusal says why: \(text)")
            if let range = refusal.range { #expect(range.upperBound <= length, "the refusal points inside \(text)") }
        case .success(let event):
            #expect(!parse.spans.contains { $0.role == .notUnderstood }, "an event with words not understood: \(text)")
            #expect(!event.title.isEmpty && event.title == event.title.trimmingCharacters(in: .whitespacesAndNewlines), "title of \(text)")
            #expect(event.days >= 1)
            let start: LocalDateTime
            switch event.timing {
            case .allDay(let first, let last):
                #expect(first <= last && first.isSupported && last.isSupported, "days of \(text)")
                start = LocalDateTime(date: first)
            case .timed(let begin, let end):
                #expect(begin < end && begin.date.isSupported && end.date.isSupported, "times of \(text)")
                #expect((0..<86_400).contains(begin.secondsOfDay) && (0..<86_400).contains(end.secondsOfDay))
                #expect(begin.date.adding(days: event.days - 1).isSupported, "each day of \(text)")
                start = begin
            }
            if let rule = event.recurrence {
                #expect(rule.starts(from: start, between: start, and: start, last: nil, limit: 1) == [start],
                        "the rule of \(text) gives its start")
                if let until = rule.until { #expect(until >= start && until.date.isSupported, "until of \(text)") }
                if let count = rule.count {
                    #expect((1...10_000).contains(count))
                    #expect(rule.lastStart(from: start).map { $0.date.isSupported } ?? false, "count of \(text) ends by 9999")
                }
            }
            if let calendar = event.calendar { #expect(context.calendars.contains(calendar)) }
            if let alarm = event.alarmMinutesBefore { #expect(alarm >= 0) }
            if let zone = event.zone { #expect(!zone.isEmpty) }
        }
    }

    /// Texts of 10,000 characters, random and built to make a parser walk
    /// back and forth: the pieces looked at stay within a small multiple
    /// of the text's length, and each parse is valid.
    @Test(arguments: [
        String(repeating: "3pm-", count: 2_500),
        String(repeating: "every mon, ", count: 910),
        String(repeating: "dec 3-", count: 1_667),
        String(repeating: "1h30m", count: 2_000),
        String(repeating: "#a", count: 5_000),
        String(repeating: "매주 월수금 ", count: 1_429),
        String(repeating: "\"", count: 10_000),
        String(repeating: "오후 3시부터 ", count: 1_250),
        String(repeating: "e\u{301}", count: 5_000),
        String(repeating: "12/", count: 3_333),
        String(repeating: "tomorrow3 ", count: 1_000),
        String(repeating: "9", count: 10_000),
        String(repeating: "2026-12-03T15:00 ", count: 588),
    ] + (0..<6).map { text(seed: $0, count: 2_000).prefix(10_000).description })
    func longTextIsReadInBoundedWork(_ text: String) {
        let work = WorkCounter()
        let context = QuickAddContext(today: Self.today, days: Self.today...Self.today, calendars: ["Work"])
        let parse = QuickAdd.parse(text, in: context, work: work)
        Self.checkValid(parse, context: context)
        #expect(work.reads <= 40 * max(text.count, 1), "\(work.reads) pieces read for \(text.count) characters")
    }
}
