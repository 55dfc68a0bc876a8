import CalendarCore
import Foundation
import Testing
import TestSupport
@testable import Calendars

/// `RecurrencePattern` computes instances by calendar arithmetic. On random
/// rules of every shape it takes, and random windows near and far from
/// DTSTART, it gives the starts python-dateutil gives
/// (Tests/Oracle/rrule_oracle.py), an independent implementation.
@Suite struct RecurrenceArithmeticTests {
    static let weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// A rule text of a shape the arithmetic computes.
    static func randomRule(_ random: inout SeededGenerator) -> String {
        let frequencies = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY", "HOURLY", "MINUTELY"]
        let frequency = frequencies.randomElement(using: &random)!
        var parts = ["FREQ=\(frequency)"]
        if Bool.random(using: &random) { parts.append("INTERVAL=\(Int.random(in: 1...5, using: &random))") }
        let subset = { (values: [String], most: Int, random: inout SeededGenerator) -> [String] in
            Array(values.shuffled(using: &random).prefix(Int.random(in: 1...most, using: &random)))
        }
        let months = (1...12).map(String.init)
        let monthDays = (1...31).map(String.init) + (1...31).map { "-\($0)" }
        switch frequency {
        case "DAILY":
            if Bool.random(using: &random) { parts.append("BYDAY=" + subset(weekdays, 4, &random).joined(separator: ",")) }
            if Int.random(in: 0..<3, using: &random) == 0 { parts.append("BYMONTHDAY=" + subset(monthDays, 3, &random).joined(separator: ",")) }
            if Int.random(in: 0..<3, using: &random) == 0 { parts.append("BYMONTH=" + subset(months, 4, &random).joined(separator: ",")) }
        case "WEEKLY":
            if Bool.random(using: &random) { parts.append("BYDAY=" + subset(weekdays, 4, &random).joined(separator: ",")) }
            if Int.random(in: 0..<4, using: &random) == 0 { parts.append("BYMONTH=" + subset(months, 4, &random).joined(separator: ",")) }
            if Bool.random(using: &random) { parts.append("WKST=" + weekdays.randomElement(using: &random)!) }
        case "MONTHLY", "YEARLY":
            let ordinal = { (random: inout SeededGenerator) -> String in
                let value = [0, 0, 1, 2, 3, 4, 5, -1, -2, -5].randomElement(using: &random)!
                return (value == 0 ? "" : String(value)) + weekdays.randomElement(using: &random)!
            }
            let withMonths = frequency == "MONTHLY" ? Int.random(in: 0..<4, using: &random) == 0 : Bool.random(using: &random)
            if withMonths { parts.append("BYMONTH=" + subset(months, 3, &random).joined(separator: ",")) }
            if frequency == "MONTHLY" || withMonths {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: parts.append("BYMONTHDAY=" + subset(monthDays, 3, &random).joined(separator: ","))
                case 1: parts.append("BYDAY=" + (0..<Int.random(in: 1...3, using: &random)).map { _ in ordinal(&random) }.joined(separator: ","))
                case 2:
                    parts.append("BYMONTHDAY=" + subset(monthDays, 8, &random).joined(separator: ","))
                    parts.append("BYDAY=" + subset(weekdays, 3, &random).joined(separator: ","))
                default: break
                }
            }
        default:
            break
        }
        // BYSETPOS over the period's days, but not beside a BYDAY that
        // mixes numbered and plain days (the oracle splits those in two).
        // 1 or -1 always among the positions: a rule whose positions never
        // come sends dateutil to year 9999 looking for its COUNT.
        let byDay = parts.first { $0.hasPrefix("BYDAY=") }?.dropFirst(6).split(separator: ",") ?? []
        let mixed = byDay.contains { $0.first!.isNumber || $0.first == "-" } && byDay.contains { $0.first!.isLetter }
        if ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"].contains(frequency), !mixed, Int.random(in: 0..<4, using: &random) == 0 {
            var positions = [[1, -1].randomElement(using: &random)!]
            if Bool.random(using: &random) { positions.append([2, 3, -2, 7, -10].randomElement(using: &random)!) }
            parts.append("BYSETPOS=" + positions.map(String.init).joined(separator: ","))
        }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: parts.append("COUNT=\(Int.random(in: 1...60, using: &random))")
        // A date-time UNTIL: dateutil reads a date UNTIL of a timed rule as
        // its midnight, where libical and dal read the whole day.
        case 1: parts.append("UNTIL=\(2000 + Int.random(in: 0...40, using: &random))0\(Int.random(in: 1...9, using: &random))15T235959")
        default: break
        }
        return parts.joined(separator: ";")
    }

    struct Case {
        let text: String
        let rule: RecurrenceRule
        let start: LocalDateTime
        let windows: [(LocalDateTime, LocalDateTime)]
    }

    @Test func arithmeticGivesTheStartsDateutilGivesOnRandomRulesAndWindows() throws {
        var random = SeededGenerator(state: 20_261_123)
        var cases: [Case] = []
        for _ in 0..<1_500 {
            var text = Self.randomRule(&random)
            let allDay = Int.random(in: 0..<4, using: &random) == 0
            let dayNumber = try CivilDate.parse("1995-01-01").dayNumber + Int.random(in: 0...(40 * 365), using: &random)
            let startWall = LocalDateTime(date: CivilDate(dayNumber: dayNumber),
                                          secondsOfDay: allDay ? 0 : Int.random(in: 0..<96, using: &random) * 900)
            if allDay {
                text = text.replacingOccurrences(of: "FREQ=HOURLY", with: "FREQ=DAILY").replacingOccurrences(of: "FREQ=MINUTELY", with: "FREQ=WEEKLY")
                    .replacingOccurrences(of: "T235959", with: "")
            }
            let rule = try #require(RecurrenceRule(text: text, start: EventTime(wall: startWall, kind: allDay ? .date : .floating)), "\(text)")
            #expect(rule.isComputed, "RRULE:\(text) is of a shape the arithmetic takes")
            // dateutil walks from DTSTART: rules by the minute or hour are
            // asked only near it.
            let frequent = text.contains("HOURLY") || text.contains("MINUTELY")
            let windows = (0..<2).map { _ -> (LocalDateTime, LocalDateTime) in
                let near = frequent || Bool.random(using: &random)
                let offset = near ? Int.random(in: -40...(frequent ? 20 : 400), using: &random) : Int.random(in: 0...(8 * 365), using: &random)
                let lower = LocalDateTime(date: startWall.date.adding(days: offset))
                let length = Int.random(in: 0...(frequent ? 3 : 120), using: &random)
                return (lower, LocalDateTime(date: lower.date.adding(days: length), secondsOfDay: 86_399))
            }
            cases.append(Case(text: text, rule: rule, start: startWall, windows: windows))
        }
        let input = NSTemporaryDirectory() + "dal-rrule-cases-\(UUID().uuidString).jsonl"
        defer { unlink(input) }
        let lines = cases.map { item in
            let windows = item.windows.map { "[\"\($0.0)\", \"\($0.1)\"]" }.joined(separator: ", ")
            return "{\"rule\": \"\(item.text)\", \"start\": \"\(item.start)\", \"windows\": [\(windows)]}"
        }
        try lines.joined(separator: "\n").write(toFile: input, atomically: true, encoding: .utf8)
        let oracle = try ProcessRunner.run("/usr/bin/env", ["python3", PythonOracle.directory + "/rrule_oracle.py", input])
        try #require(oracle.status == 0, "\(oracle.stderr)")
        let answers = oracle.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [[String]] }
        try #require(answers.count == cases.count)
        var failures = 0
        for (item, answer) in zip(cases, answers) {
            for (window, expected) in zip(item.windows, answer ?? []) {
                let actual = item.rule.starts(from: window.0, through: window.1).map { "\($0.wall)" }
                #expect(actual == expected, "RRULE:\(item.text) DTSTART \(item.start) window \(window.0)…\(window.1)")
                if actual != expected { failures += 1 }
            }
            if failures > 5 { return }
        }
    }
}
