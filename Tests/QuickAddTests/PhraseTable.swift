import CalendarCore
import Foundation
import QuickAdd
import Testing

/// One line of a phrase table: what is typed, in which context, and what
/// the parser must make of it.
struct PhraseCase: Sendable, CustomTestStringConvertible {
    let file: String
    let line: Int
    let phrase: String
    let context: QuickAddContext
    let expected: String

    var testDescription: String { phrase }
    var place: String { "\(file):\(line)" }
}

/// The tables in `Phrases/*.txt`: one case a line, `phrase → expected`.
///
///     @ today=2026-11-23 days=2026-11-23..2026-11-25 first=sunday calendars=Work,Home length=30
///     tomorrow 3pm Lunch → when: 2026-11-24 15:00-16:00 | title: Lunch
///     25:00 x → refused: '25:00' is not a time: hours are 00 to 23
///
/// An `@` line sets the context of the lines after it (unset keys take
/// their defaults: days = today, first = monday, no calendars, 60
/// minutes). Expected fields, in this order: `when` (`2026-11-24`,
/// `2026-12-03..2026-12-05`, `2026-11-24 15:00-16:00`, `2026-11-24
/// 22:00-2026-11-25 01:00`, `… ×5` on each of 5 days), `title`, `repeat`
/// (the RRULE), `calendar`, `alarm` (minutes before), `zone`, `assumed` (the
/// hours whose half of the day was assumed; `flip=yes` in the context is
/// the preview's Tab); `location` comes after `title`; or `refused`
/// with the exact reason. An optional last field `read` lists every span:
/// `date[tomorrow] time[3pm] title[Lunch]`. A line starting `# ` is a
/// comment (`#work Lunch` is a phrase).
enum PhraseTable {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Phrases")

    static let cases: [PhraseCase] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".txt") }.sorted().flatMap { name -> [PhraseCase] in
            let text = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            var context = QuickAddContext(today: CivilDate(year: 2026, month: 11, day: 23)!, days: CivilDate(year: 2026, month: 11, day: 23)!...CivilDate(year: 2026, month: 11, day: 23)!)
            var cases: [PhraseCase] = []
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                if line.hasPrefix("@") {
                    context = Self.context(String(line.dropFirst()))
                    continue
                }
                guard !line.hasPrefix("# "), line != "#", let arrow = line.range(of: " → ") else { continue }
                let phrase = String(line[..<arrow.lowerBound]).trimmingCharacters(in: .whitespaces)
                let expected = String(line[arrow.upperBound...]).trimmingCharacters(in: .whitespaces)
                cases.append(PhraseCase(file: name, line: index + 1, phrase: phrase, context: context, expected: expected))
            }
            return cases
        }
    }()

    static func context(_ line: String) -> QuickAddContext {
        var fields: [String: String] = [:]
        for part in line.split(separator: " ") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { fields[String(pair[0])] = String(pair[1]) }
        }
        let today = try! CivilDate.parse(fields["today"] ?? "2026-11-23")
        var days = today...today
        if let text = fields["days"] {
            let ends = text.components(separatedBy: "..")
            days = try! CivilDate.parse(ends[0])...CivilDate.parse(ends.last!)
        }
        let calendars = fields["calendars"].map { $0.split(separator: ",").map { $0.replacingOccurrences(of: "_", with: " ") } } ?? []
        return QuickAddContext(today: today, days: days, firstWeekday: fields["first"].flatMap { Weekday(name: $0) } ?? .monday,
                               calendars: calendars, defaultLengthMinutes: fields["length"].flatMap { Int($0) } ?? 60,
                               flipsAssumedHours: fields["flip"] == "yes")
    }

    /// The parse in the table's words; with `spans`, the `read` field too.
    static func render(_ parse: QuickAddParse, spans: Bool) -> String {
        var fields: [String]
        switch parse.outcome {
        case .failure(let refusal):
            fields = ["refused: " + refusal.reason]
        case .success(let event):
            fields = ["when: " + when(event), "title: " + event.title]
            if let location = event.location { fields.append("location: " + location) }
            if let rule = event.recurrence {
                // UNTIL as dal writes it: a DATE for an all-day event.
                fields.append("repeat: " + (event.isAllDay ? rule.rfc5545Text(until: RecurrencePattern.localDateUntilText) : rule.rfc5545Text))
            }
            if let text = event.ruleText { fields.append("repeat: " + text) }
            if let calendar = event.calendar { fields.append("calendar: " + calendar) }
            if let alarm = event.alarmMinutesBefore { fields.append("alarm: \(alarm)") }
            if let zone = event.zone { fields.append("zone: " + zone) }
            if !event.assumedHours.isEmpty {
                let characters = Array(parse.text)
                fields.append("assumed: " + event.assumedHours.map { String(characters[$0]) }.joined(separator: ", "))
            }
        }
        if spans {
            let characters = Array(parse.text)
            fields.append("read: " + parse.spans.map { "\(name($0.role))[\(String(characters[$0.range]))]" }.joined(separator: " "))
        }
        return fields.joined(separator: " | ")
    }

    private static func when(_ event: QuickAddEvent) -> String {
        switch event.timing {
        case .allDay(let first, let last):
            return first == last ? "\(first)" : "\(first)..\(last)"
        case .timed(let start, let end):
            let endText = end.date == start.date ? end.timeText : "\(end.date) \(end.timeText)"
            return "\(start.date) \(start.timeText)-\(endText)" + (event.days > 1 ? " ×\(event.days)" : "")
        }
    }

    private static func name(_ role: QuickAddSpan.Role) -> String {
        switch role {
        case .title: "title"
        case .literal: "literal"
        case .date: "date"
        case .time: "time"
        case .length: "length"
        case .allDay: "allday"
        case .repeatRule: "repeat"
        case .alarm: "alarm"
        case .calendar: "calendar"
        case .zone: "zone"
        case .location: "location"
        case .notUnderstood: "unread"
        }
    }
}
