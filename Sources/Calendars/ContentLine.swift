import CalendarCore

/// One unfolded content line split as RFC 5545 3.1 reads it: the name, the
/// parameters (a quoted value may hold `:` and `;`) and the value after the
/// first colon outside quotes. For the few lines the writer looks into.
struct ContentLine {
    /// Upper case.
    let name: String
    /// By upper-case name, values unquoted.
    let parameters: [String: String]
    let value: String

    init(_ line: String) {
        var name = "", parameters: [String: String] = [:], value = ""
        var part = "", key: String?, quoted = false, inName = true
        var rest = Substring(line)
        func endPart() {
            if inName { name = part.uppercased() } else if let key { parameters[key] = part } else if !part.isEmpty { parameters[part.uppercased()] = "" }
            part = ""
            key = nil
        }
        while let character = rest.popFirst() {
            if quoted {
                if character == "\"" { quoted = false } else { part.append(character) }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ":":
                endPart()
                value = String(rest)
                rest = ""
            case ";":
                endPart()
                inName = false
            case "=" where !inName && key == nil:
                key = part.uppercased()
                part = ""
            default: part.append(character)
            }
        }
        self.name = name
        self.parameters = parameters
        self.value = value
    }

    /// `TZID=Europe/Berlin`, quoted when the name holds what would end it.
    static func tzidParameter(_ tzid: String) -> String {
        tzid.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "TZID=\"\(tzid)\"" : "TZID=\(tzid)"
    }
}

/// Date and date-time values as RFC 5545 writes them.
enum BasicTime {
    /// `20261122T090000`.
    static func text(_ wall: LocalDateTime) -> String {
        let minutes = wall.secondsOfDay / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return ICalendarWriter.basic(wall.date) + "T" + two(minutes / 60) + two(minutes % 60) + two(wall.secondsOfDay % 60)
    }

    /// `20261122T090000` or `20261122` (midnight), with or without a final
    /// `Z`; nil for anything else.
    static func parse(_ text: String) -> (wall: LocalDateTime, isUTC: Bool)? {
        let bytes = Array(text.utf8)
        let isUTC = bytes.last == UInt8(ascii: "Z")
        let body = isUTC ? bytes.dropLast() : bytes[...]
        guard body.count == 8 || (body.count == 15 && body[body.startIndex + 8] == UInt8(ascii: "T")) else { return nil }
        func number(_ from: Int, _ length: Int) -> Int? {
            let digits = body.dropFirst(from).prefix(length)
            guard digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard let year = number(0, 4), let month = number(4, 2), let day = number(6, 2),
              let date = CivilDate(year: year, month: month, day: day) else { return nil }
        guard body.count == 15 else { return (LocalDateTime(date: date), isUTC) }
        guard let hour = number(9, 2), let minute = number(11, 2), let second = number(13, 2),
              hour < 24, minute < 60, second < 61 else { return nil }
        return (LocalDateTime(date: date, secondsOfDay: hour * 3600 + minute * 60 + min(second, 59)), isUTC)
    }

    /// Seconds since 1970 of a wall clock read as UTC.
    static func seconds(_ wall: LocalDateTime) -> Int {
        wall.date.dayNumber * 86_400 + wall.secondsOfDay
    }

    /// The wall clock of UTC at an instant.
    static func utcWall(_ instant: Int) -> LocalDateTime {
        let day = instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
        return LocalDateTime(date: CivilDate(dayNumber: day), secondsOfDay: instant - day * 86_400)
    }
}
