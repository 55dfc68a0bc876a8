import CalendarCore
import Foundation
import InterfaceWords
import QuickAdd
import Testing
import TestSupport

/// Every rule the parser makes, written as dal writes it
/// (`RecurrencePattern.rfc5545Text`), is read back by python-dateutil's
/// `rrulestr` with the same parts, and gives the same instances over two
/// years as `RecurrencePattern.starts` (Tests/Oracle/rrule_text_oracle.py).
/// The rules come from the phrase tables and from random repeat phrases
/// on random days.
@Suite struct RuleOracleTests {
    struct RuleCase {
        let phrase: String
        let rule: RecurrencePattern
        let text: String
        let start: LocalDateTime
        let window: (LocalDateTime, LocalDateTime)
    }

    @Test func everyRuleTheParserMakesReadsBackInDateutilWithTheSameInstances() throws {
        var phrases = PhraseTable.cases.map { ($0.phrase, $0.context) }
        var random = SeededGenerator(state: 2_026_112_3)
        for _ in 0..<800 { phrases.append(RandomRepeatPhrase.make(&random)) }
        let cases = phrases.compactMap { phrase, context -> RuleCase? in
            guard let event = QuickAdd.parse(phrase, in: context).event, let rule = event.recurrence else { return nil }
            let start: LocalDateTime
            switch event.timing {
            case .allDay(let first, _): start = LocalDateTime(date: first)
            case .timed(let begin, _): start = begin
            }
            let text = event.isAllDay ? rule.rfc5545Text(until: RecurrencePattern.localDateUntilText) : rule.rfc5545Text
            let end = LocalDateTime(date: min(start.date.adding(months: 24), CivilDate.last), secondsOfDay: 86_399)
            return RuleCase(phrase: phrase, rule: rule, text: text, start: start, window: (start, end))
        }
        #expect(cases.count > 600, "the phrases make rules")
        let input = NSTemporaryDirectory() + "dal-quickadd-rules-\(UUID().uuidString).jsonl"
        defer { unlink(input) }
        try cases.map { item in
            "{\"rule\": \"\(item.text)\", \"start\": \"\(item.start)\", \"windows\": [[\"\(item.window.0)\", \"\(item.window.1)\"]]}"
        }.joined(separator: "\n").write(toFile: input, atomically: true, encoding: .utf8)
        let oracle = try ProcessRunner.run("/usr/bin/env", ["python3", PythonOracle.directory + "/rrule_text_oracle.py", input])
        try #require(oracle.status == 0, "\(oracle.stderr)")
        let answers = oracle.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        try #require(answers.count == cases.count)
        var failures = 0
        for (item, answer) in zip(cases, answers) {
            let readBack = answer?["text"] as? String ?? ""
            #expect(Self.parts(readBack) == Self.parts(item.text), "'\(item.phrase)': dal wrote \(item.text), dateutil read \(readBack)")
            let expected = (answer?["instances"] as? [[String]])?.first ?? []
            let actual = item.rule.starts(from: item.start, between: item.window.0, and: item.window.1,
                                          last: item.rule.lastStart(from: item.start), limit: 10_000).map(\.description)
            if actual != expected {
                let at = Array(zip(actual, expected)).firstIndex { $0 != $1 } ?? min(actual.count, expected.count)
                let ours = actual.dropFirst(at).first ?? "none", theirs = expected.dropFirst(at).first ?? "none"
                Issue.record("'\(item.phrase)': RRULE:\(item.text) DTSTART \(item.start): instance \(at + 1) is \(ours) in dal, \(theirs) in dateutil")
            }
            #expect(actual.first == item.start.description, "'\(item.phrase)': the event starts on the rule's first instance")
            if Self.parts(readBack) != Self.parts(item.text) || actual != expected { failures += 1 }
            if failures > 5 { return }
        }
    }

    /// A rule's parts with their values in dateutil's spelling: each list
    /// sorted, `+2TU` as `2TU`, a DATE UNTIL at its midnight.
    static func parts(_ text: String) -> [String: [String]] {
        var parts: [String: [String]] = [:]
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { continue }
            var values = pair[1].split(separator: ",").map { String($0.hasPrefix("+") ? $0.dropFirst() : $0) }
            if pair[0] == "UNTIL" { values = values.map { $0.count == 8 ? $0 + "T000000" : $0 } }
            parts[pair[0]] = values.sorted()
        }
        return parts
    }
}


/// Repeat phrases of every shape the parser reads, with random numbers,
/// days and ends, typed on a random day.
enum RandomRepeatPhrase {
    static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun", "monday", "friday"]
    static let koreanWeekdays = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func make(_ random: inout SeededGenerator) -> (String, QuickAddContext) {
        func pick(_ items: [String]) -> String { items.randomElement(using: &random)! }
        func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let ordinal = { (n: Int) in RecurrencePattern.englishOrdinal(n) }
        var phrase: String
        switch number(0...15) {
        case 0: phrase = "every \(number(1...6)) \(pick(["days", "weeks", "months", "years"]))"
        case 1: phrase = "every \(pick(weekdays))"
        case 2: phrase = "every \(pick(weekdays)) and \(pick(weekdays))"
        case 3: phrase = "every \(number(2...4)) weeks on \(pick(weekdays)), \(pick(weekdays))"
        case 4: phrase = "every \(pick(["first", "second", "third", "fourth", "last"])) \(pick(weekdays))"
        case 5: phrase = "monthly on the \(ordinal(number(1...31)))"
        case 6: phrase = "monthly on the \(ordinal(number(1...15))) and \(ordinal(number(16...31)))"
        case 7: phrase = "every \(number(2...5)) months on the last day"
        case 8: phrase = "every \(pick(months)) \(number(1...28))"
        case 9: phrase = pick(["daily", "weekly", "monthly", "yearly", "biweekly", "every weekday", "every weekend", "tuesdays and fridays"])
        case 10: phrase = "매주 \(pick(koreanWeekdays))"
        case 11: phrase = "\(number(2...4))주마다 \(pick(koreanWeekdays))"
        case 12: phrase = "매달 \(number(1...31))일"
        case 13: phrase = "매달 \(pick(["첫째", "둘째", "셋째", "넷째", "마지막"])) \(pick(koreanWeekdays))"
        case 14: phrase = "매년 \(number(1...12))월 \(number(1...28))일"
        default: phrase = pick(["매일", "격주 월수금", "평일마다", "주말마다", "\(number(2...9))일마다"])
        }
        switch number(0...5) {
        case 0: phrase += " \(number(1...60)) times"
        case 1: phrase += " until \(pick(months)) \(number(1...28)) \(2030 + number(0...30))"
        case 2: phrase += " \(number(1...40))번"
        default: break
        }
        if Bool.random(using: &random) { phrase += " \(number(0...23)):\(pick(["00", "15", "30", "45"]))" }
        let today = CivilDate(dayNumber: CivilDate(year: 1990, month: 1, day: 1)!.dayNumber + number(0...(70 * 365)))
        let context = QuickAddContext(today: today, days: today...today, firstWeekday: Weekday(rawValue: number(0...6))!)
        return (phrase + " Event", context)
    }
}
