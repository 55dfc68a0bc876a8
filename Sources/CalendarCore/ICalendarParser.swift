/// Reads VEVENTs from iCalendar text (RFC 5545): folded lines, escaped
/// text and CRLF or LF line ends; `DTSTART`, `DTEND`, `DURATION`, `RRULE`,
/// `EXDATE`, `SUMMARY`. Other components and properties are skipped.
public enum ICalendarParser {
    public static let maximumFileBytes = 16 * 1024 * 1024

    public struct Calendar: Equatable, Sendable {
        public var name: String?
        public var events: [CalendarEvent]
    }

    public static func parse(_ text: String) throws(CalendarFileError) -> Calendar {
        var calendar = Calendar(name: nil, events: [])
        var sawCalendar = false
        var stack: [String] = []
        var event: CalendarEvent?
        var eventHasStart = false

        for (number, content) in unfold(text) {
            guard let property = ContentLine(content) else {
                throw CalendarFileError(line: number, message: "not a content line (expected NAME:value): \(content.prefix(40))")
            }
            switch property.name {
            case "BEGIN":
                let component = property.value.uppercased()
                if stack.isEmpty {
                    guard component == "VCALENDAR" else { throw CalendarFileError(line: number, message: "the file must start with BEGIN:VCALENDAR") }
                    sawCalendar = true
                }
                if component == "VEVENT", stack == ["VCALENDAR"] {
                    event = CalendarEvent(summary: "", start: EventTime(date: .first, zone: .allDay), end: nil, duration: nil,
                                          rule: nil, exceptions: [], line: number)
                    eventHasStart = false
                }
                stack.append(component)
                continue
            case "END":
                guard let open = stack.last, open == property.value.uppercased() else {
                    throw CalendarFileError(line: number, message: "END:\(property.value) does not close \(stack.last.map { "BEGIN:\($0)" } ?? "anything")")
                }
                stack.removeLast()
                if open == "VEVENT", stack == ["VCALENDAR"], let finished = event {
                    guard eventHasStart else { throw CalendarFileError(line: finished.line, message: "VEVENT has no DTSTART") }
                    calendar.events.append(finished)
                    event = nil
                }
                continue
            default:
                break
            }
            if stack == ["VCALENDAR"], property.name == "X-WR-CALNAME" { calendar.name = unescape(property.value) }
            guard stack == ["VCALENDAR", "VEVENT"], event != nil else { continue }
            if property.name == "DTSTART" { eventHasStart = true }
            do {
                try apply(property, to: &event!)
            } catch let message as ParseMessage {
                throw CalendarFileError(line: number, message: message.text)
            } catch {
                throw CalendarFileError(line: number, message: "\(error)")
            }
        }
        guard sawCalendar else { throw CalendarFileError(line: 1, message: "no BEGIN:VCALENDAR: this is not an iCalendar file") }
        guard stack.isEmpty else {
            throw CalendarFileError(line: physicalLines(text).count,
                                    message: "the file ends inside BEGIN:\(stack.last!) (END:\(stack.last!) missing)")
        }
        return calendar
    }

    private struct ParseMessage: Error { let text: String }

    private static func apply(_ property: ContentLine, to event: inout CalendarEvent) throws {
        switch property.name {
        case "SUMMARY":
            event.summary = unescape(property.value)
        case "DTSTART":
            event.start = try time(property)
        case "DTEND":
            event.end = try time(property)
        case "DURATION":
            event.duration = try duration(property.value)
        case "RRULE":
            event.rule = try rule(property.value)
        case "EXDATE":
            for value in property.value.split(separator: ",") {
                let one = ContentLine(name: "EXDATE", parameters: property.parameters, value: String(value))
                event.exceptions.insert(try time(one).date)
            }
        default:
            break
        }
    }

    // MARK: Values

    static func time(_ property: ContentLine) throws -> EventTime {
        let value = property.value
        let isDate = property.parameters["VALUE"]?.uppercased() == "DATE" || (value.count == 8 && !value.contains("T"))
        guard let date = basicDate(value.prefix(8)) else {
            throw ParseMessage(text: "\(property.name) '\(value)' is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS[Z])")
        }
        if isDate {
            guard value.count == 8 else { throw ParseMessage(text: "\(property.name) '\(value)' is not a DATE (YYYYMMDD)") }
            return EventTime(date: date, zone: .allDay)
        }
        let chars = Array(value)
        guard chars.count >= 15, chars[8] == "T", let h = Int(String(chars[9...10])), let m = Int(String(chars[11...12])),
              let s = Int(String(chars[13...14])), h < 24, m < 60, s <= 60, chars[9...14].allSatisfy(\.isASCII)
        else { throw ParseMessage(text: "\(property.name) '\(value)' is not a date-time (YYYYMMDDTHHMMSS[Z])") }
        let seconds = h * 3600 + m * 60 + min(s, 59)
        if chars.count == 16, chars[15] == "Z" { return EventTime(date: date, secondsOfDay: seconds, zone: .utc) }
        guard chars.count == 15 else { throw ParseMessage(text: "\(property.name) '\(value)' has extra text after the time") }
        if let zone = property.parameters["TZID"] { return EventTime(date: date, secondsOfDay: seconds, zone: .named(zone)) }
        return EventTime(date: date, secondsOfDay: seconds, zone: .floating)
    }

    static func basicDate<S: StringProtocol>(_ text: S) -> CivilDate? {
        guard text.count == 8, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let digits = String(text)
        guard let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)), let day = Int(digits.suffix(2)),
              CivilDate.supportedYears.contains(year) else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    /// `P1W`, `P2D`, `PT1H30M`, `P1DT12H`, with an optional sign.
    static func duration(_ text: String) throws -> EventDuration {
        var chars = Substring(text.uppercased())
        var sign = 1
        if chars.first == "-" { sign = -1; chars = chars.dropFirst() } else if chars.first == "+" { chars = chars.dropFirst() }
        guard chars.first == "P" else { throw ParseMessage(text: "DURATION '\(text)' must start with P (e.g. P1D, PT2H)") }
        chars = chars.dropFirst()
        var days = 0, seconds = 0, inTime = false, number = "", any = false
        for c in chars {
            if c.isNumber { number.append(c); continue }
            if c == "T" { inTime = true; continue }
            guard let value = Int(number) else { throw ParseMessage(text: "DURATION '\(text)' is malformed") }
            number = ""
            any = true
            switch (c, inTime) {
            case ("W", false): days += 7 * value
            case ("D", false): days += value
            case ("H", true): seconds += 3600 * value
            case ("M", true): seconds += 60 * value
            case ("S", true): seconds += value
            default: throw ParseMessage(text: "DURATION '\(text)' is malformed")
            }
        }
        guard any, number.isEmpty else { throw ParseMessage(text: "DURATION '\(text)' is malformed") }
        return EventDuration(days: sign * days, seconds: sign * seconds)
    }

    static func rule(_ text: String) throws -> RecurrenceRule {
        var parts: [String: String] = [:]
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { throw ParseMessage(text: "RRULE part '\(part)' is not NAME=value") }
            parts[pair[0].uppercased()] = String(pair[1])
        }
        guard let frequencyText = parts["FREQ"], let frequency = RecurrenceRule.Frequency(rawValue: frequencyText.uppercased()) else {
            throw ParseMessage(text: "RRULE needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY (got '\(parts["FREQ"] ?? "")')")
        }
        var rule = RecurrenceRule(frequency: frequency)
        if let interval = parts["INTERVAL"] {
            guard let value = Int(interval), value > 0 else { throw ParseMessage(text: "RRULE INTERVAL must be a positive number") }
            rule.interval = value
        }
        if let count = parts["COUNT"] {
            guard let value = Int(count), value > 0 else { throw ParseMessage(text: "RRULE COUNT must be a positive number") }
            rule.count = value
        }
        if let until = parts["UNTIL"] {
            guard let date = basicDate(until.prefix(8)) else { throw ParseMessage(text: "RRULE UNTIL '\(until)' is not a date") }
            rule.until = date
        }
        if parts["COUNT"] != nil && parts["UNTIL"] != nil { throw ParseMessage(text: "RRULE may not have both COUNT and UNTIL") }
        if let byDay = parts["BYDAY"] {
            rule.byDay = try byDay.split(separator: ",").map { entry in
                let code = String(entry.suffix(2)).uppercased()
                let ordinalText = entry.dropLast(2)
                guard let weekday = weekdayCodes[code] else { throw ParseMessage(text: "RRULE BYDAY '\(entry)' has no weekday (MO…SU)") }
                if ordinalText.isEmpty { return RecurrenceRule.WeekdayEntry(ordinal: nil, weekday: weekday) }
                guard let ordinal = Int(ordinalText), ordinal != 0, abs(ordinal) <= 53 else {
                    throw ParseMessage(text: "RRULE BYDAY '\(entry)' has a bad ordinal")
                }
                return RecurrenceRule.WeekdayEntry(ordinal: ordinal, weekday: weekday)
            }
        }
        if let start = parts["WKST"] {
            guard let weekday = weekdayCodes[start.uppercased()] else { throw ParseMessage(text: "RRULE WKST '\(start)' is not MO…SU") }
            rule.weekStart = weekday
        }
        return rule
    }

    static let weekdayCodes: [String: Weekday] = [
        "SU": .sunday, "MO": .monday, "TU": .tuesday, "WE": .wednesday, "TH": .thursday, "FR": .friday, "SA": .saturday,
    ]

    // MARK: Lines

    /// Joins folded lines (a line starting with a space or tab continues the
    /// previous one) and returns each logical line with its first line number.
    static func unfold(_ text: String) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        var number = 0
        for line in physicalLines(text) {
            number += 1
            if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1].1 += line.dropFirst()
            } else if !line.isEmpty {
                lines.append((number, String(line)))
            }
        }
        return lines
    }

    /// Lines split at CRLF, LF or CR. (Swift reads CRLF as one Character,
    /// so splitting at "\n" alone would not split CRLF files.)
    static func physicalLines(_ text: String) -> [Substring] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `\n`, `\,`, `\;`, `\\` in TEXT values.
    static func unescape(_ text: String) -> String {
        var out = ""
        var escaping = false
        for c in text {
            if escaping {
                out.append(c == "n" || c == "N" ? "\n" : c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}

/// `NAME;PARAM=value;PARAM="quoted":value`.
struct ContentLine {
    let name: String
    let parameters: [String: String]
    let value: String

    init(name: String, parameters: [String: String], value: String) {
        self.name = name
        self.parameters = parameters
        self.value = value
    }

    init?(_ line: String) {
        var name = "", current = "", parameters: [String: String] = [:]
        var pendingKey: String?
        var inQuotes = false
        var index = line.startIndex
        var inName = true
        while index < line.endIndex {
            let c = line[index]
            if c == "\"" { inQuotes.toggle() }
            else if !inQuotes && (c == ";" || c == ":") {
                if inName { name = current; inName = false }
                else if let key = pendingKey { parameters[key.uppercased()] = current; pendingKey = nil }
                current = ""
                if c == ":" {
                    self.name = name.uppercased()
                    self.parameters = parameters
                    value = String(line[line.index(after: index)...])
                    return
                }
            } else if !inQuotes && c == "=" && !inName && pendingKey == nil {
                pendingKey = current
                current = ""
            } else {
                current.append(c)
            }
            index = line.index(after: index)
        }
        return nil
    }
}
