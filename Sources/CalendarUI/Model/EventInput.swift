import CalendarCore
import Foundation

/// What the add and edit prompts accept: a title alone (an all-day event),
/// or a time first: `09:00-10:30 Title`, `09:00 1h30m Title`, `9:00 Title`
/// (an hour). An end before the start is on the next day (`22:00-01:00`).
public enum EventInput {
    public static let hint = "Title (all day), 09:00 Title, 09:00-10:30 Title or 09:00 1h30m Title"

    /// A start with no end or length lasts this long.
    static let defaultLength = 3600

    /// The draft for `text` on `days` (a run of days: an all-day event over
    /// them, or a timed one on each of them).
    public static func parse(_ text: String, days: ClosedRange<CivilDate>) throws(EventInputError) -> EventDraft {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
        var start: Int?, end: Int?
        if let first = words.first, looksLikeTime(first) {
            words = words.dropFirst()
            let parts = first.replacingOccurrences(of: "–", with: "-").split(separator: "-", maxSplits: 1,
                                                                            omittingEmptySubsequences: false)
            start = try time(String(parts[0]))
            if parts.count > 1 { end = try time(String(parts[1])) }
            if end == nil, let next = words.first, let length = duration(next) {
                words = words.dropFirst()
                end = start! + length
            }
        }
        let title = words.joined(separator: " ")
        guard !title.isEmpty else {
            throw EventInputError(text.isEmpty ? "type a title (\(hint))" : "give the event a title after the time (\(hint))")
        }
        guard let start else {
            return EventDraft(title: title, timing: .allDay(first: days.lowerBound, last: days.upperBound))
        }
        var finish = end ?? start + defaultLength
        guard finish != start else { throw EventInputError("the event would end when it starts: give an end, or a length such as 1h") }
        if finish < start { finish += 86_400 }   // 22:00-01:00 ends the next day
        let date = days.lowerBound
        let endDate = date.adding(days: finish / 86_400)
        guard endDate.isSupported else { throw EventInputError("that would end after 9999-12-31") }
        return EventDraft(title: title,
                          timing: .timed(start: LocalDateTime(date: date, secondsOfDay: start),
                                         end: LocalDateTime(date: endDate, secondsOfDay: finish % 86_400)),
                          days: days.lowerBound.days(until: days.upperBound) + 1)
    }

    /// What the edit prompt starts with: `09:00-10:00 Title`, the title of
    /// an all-day event, or `09:00 56h Title` for an event of a day or
    /// more. Read back by `parse` on the event's days, it gives the event's
    /// own times, so an edit of the title alone moves nothing.
    public static func text(of occurrence: EventOccurrence) -> String {
        guard !occurrence.isAllDay else { return occurrence.title }
        let length = occurrence.start.date.days(until: occurrence.end.date) * 86_400
            + occurrence.end.secondsOfDay - occurrence.start.secondsOfDay
        guard length >= 86_400 else { return "\(occurrence.start.timeText)-\(occurrence.end.timeText) \(occurrence.title)" }
        let hours = length / 3600, minutes = length % 3600 / 60
        return "\(occurrence.start.timeText) \(hours)h\(minutes > 0 ? "\(minutes)m" : "") \(occurrence.title)"
    }

    /// A first word that starts like `9:00` or `09:00` (one or two digits,
    /// a colon, two digits): a time, checked as one (`25:00` is refused,
    /// not read as a title). `1:1 with Alex` is a title.
    static func looksLikeTime(_ word: String) -> Bool {
        word.prefixMatch(of: #/\d{1,2}:\d{2}/#) != nil
    }

    /// `9:05`, `09:05`, `23:59` as seconds of the day.
    static func time(_ text: String) throws(EventInputError) -> Int {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]), parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              (0...23).contains(hour), (0...59).contains(minute)
        else { throw EventInputError("'\(text)' is not a time: use HH:MM, 00:00 to 23:59") }
        return hour * 3600 + minute * 60
    }

    /// `1h`, `30m`, `1h30m`, `90m` in seconds; nil for anything else (a word
    /// of the title).
    static func duration(_ text: String) -> Int? {
        var seconds = 0, number = "", sawUnit = false
        for character in text {
            if character.isASCII, character.isNumber { number.append(character); continue }
            guard !number.isEmpty, let value = Int(number), value <= 10_000 else { return nil }
            switch character {
            case "h": seconds += value * 3600
            case "m": seconds += value * 60
            default: return nil
            }
            number = ""
            sawUnit = true
        }
        return number.isEmpty && sawUnit && seconds > 0 ? seconds : nil
    }
}

public struct EventInputError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
