import CalendarCore
import Storage

/// One occurrence as the saved days and the saved occurrences keep it:
/// its texts by number in a table written once (a series' instances share
/// their UID and title), its times as day and second numbers.
enum OccurrenceCoding {
    /// Texts numbered in the order first met.
    struct StringTable {
        var strings: [String] = []
        var numbers: [String: Int] = [:]

        mutating func number(of text: String) -> Int {
            if let known = numbers[text] { return known }
            numbers[text] = strings.count
            strings.append(text)
            return strings.count - 1
        }
    }

    static func encode(_ writer: inout BinaryWriter, _ occurrence: EventOccurrence, strings: inout StringTable) {
        writer.int(occurrence.calendar)
        writer.int(strings.number(of: occurrence.uid))
        writer.optional(occurrence.instance) { writer, instance in
            // Packed when it is one of RECURRENCE-ID's three forms: read back without parsing.
            writer.bool(instance.packedValue != nil)
            if let packed = instance.packedValue { writer.int(Int(bitPattern: UInt(packed))) } else { writer.string(instance.text) }
        }
        writer.int(strings.number(of: occurrence.summary))
        writer.bool(occurrence.isAllDay)
        for time in [occurrence.start, occurrence.end] {
            writer.int(time.date.dayNumber)
            writer.int(time.secondsOfDay)
        }
        writer.optional(occurrence.fileDigest) { $0.int(Int(bitPattern: UInt($1))) }
        writer.bool(occurrence.attendance?.isTransparent ?? false)
        writer.bool(occurrence.isCancelled)
        writer.array(occurrence.attendance?.answers ?? []) { writer, answer in
            writer.int(strings.number(of: answer.address))
            writer.int(strings.number(of: answer.partstat))
        }
        writer.optional(occurrence.instants) { writer, instants in
            writer.int(instants.start)
            writer.int(instants.end)
        }
    }

    static func decode(_ reader: inout BinaryReader, strings: [String]) throws(BinaryReader.Corrupt) -> EventOccurrence {
        let text = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) in try Self.text(&reader, in: strings) }
        let calendar = try reader.int(), uid = try text(&reader)
        guard (0...Int(Int32.max)).contains(calendar) else { throw BinaryReader.Corrupt() }
        let instance = try reader.optional { reader throws(BinaryReader.Corrupt) -> RecurrenceID in
            guard try reader.bool() else { return RecurrenceID(try reader.string()) }
            guard let packed = RecurrenceID(packedValue: UInt64(UInt(bitPattern: try reader.int()))) else { throw BinaryReader.Corrupt() }
            return packed
        }
        let summary = try text(&reader), isAllDay = try reader.bool()
        let start = try Self.time(&reader), end = try Self.time(&reader)
        let fileDigest = try reader.optional { reader throws(BinaryReader.Corrupt) in UInt64(UInt(bitPattern: try reader.int())) }
        let isTransparent = try reader.bool(), isCancelled = try reader.bool()
        let attendance = EventAttendance.of(isTransparent: isTransparent, answers: try reader.array { reader throws(BinaryReader.Corrupt) in
            EventAttendance.Answer(address: try text(&reader), partstat: try text(&reader))
        }, isCancelled: isCancelled)
        let instants = try reader.optional { reader throws(BinaryReader.Corrupt) in
            EventOccurrence.Instants(start: try reader.int(), end: try reader.int())
        }
        return EventOccurrence(calendar: calendar, uid: uid, instance: instance, summary: summary, isAllDay: isAllDay, start: start, end: end,
                               fileDigest: fileDigest, attendance: attendance, instants: instants)
    }

    /// A calendar's name, colour, path and whether dal writes to it.
    static func encode(_ writer: inout BinaryWriter, _ calendar: CalendarInfo) {
        writer.string(calendar.name)
        writer.optional(calendar.color.map(\.description)) { $0.string($1) }
        writer.string(calendar.path)
        writer.bool(calendar.writable)
    }

    static func decodeCalendar(_ reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> CalendarInfo {
        let name = try reader.string()
        let color = try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.string() }
        let path = try reader.string(), writable = try reader.bool()
        return CalendarInfo(name: name, color: color.flatMap(CategoryColor.init(parsing:)), path: path, writable: writable)
    }

    /// One firing of an alarm, as `dal remind` delivers it.
    static func encode(_ writer: inout BinaryWriter, _ alarm: DueAlarm, strings: inout StringTable) {
        writer.int(strings.number(of: alarm.key))
        writer.int(alarm.fireInstant)
        for time in [alarm.fireTime, alarm.start, alarm.end] {
            writer.int(time.date.dayNumber)
            writer.int(time.secondsOfDay)
        }
        for text in [alarm.title, alarm.action, alarm.calendar, alarm.calendarPath, alarm.uid] { writer.int(strings.number(of: text)) }
        for text in [alarm.location, alarm.message, alarm.recurrenceID] { writer.optional(text) { $0.int(strings.number(of: $1)) } }
        writer.bool(alarm.isAllDay)
        writer.int(alarm.alarmIndex)
        writer.bool(alarm.inOverride)
    }

    static func decodeAlarm(_ reader: inout BinaryReader, strings: [String]) throws(BinaryReader.Corrupt) -> DueAlarm {
        let text = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) in try Self.text(&reader, in: strings) }
        let key = try text(&reader), fireInstant = try reader.int()
        let fireTime = try Self.time(&reader), start = try Self.time(&reader), end = try Self.time(&reader)
        let title = try text(&reader), action = try text(&reader), calendar = try text(&reader)
        let calendarPath = try text(&reader), uid = try text(&reader)
        let location = try reader.optional(text), message = try reader.optional(text), recurrenceID = try reader.optional(text)
        let isAllDay = try reader.bool(), alarmIndex = try reader.int(), inOverride = try reader.bool()
        return DueAlarm(key: key, fireInstant: fireInstant, fireTime: fireTime, title: title, start: start, end: end, isAllDay: isAllDay,
                        location: location, message: message, action: action, calendar: calendar, calendarPath: calendarPath, uid: uid,
                        recurrenceID: recurrenceID, alarmIndex: alarmIndex, inOverride: inOverride)
    }

    /// A text by its number in the table.
    private static func text(_ reader: inout BinaryReader, in strings: [String]) throws(BinaryReader.Corrupt) -> String {
        let number = try reader.int()
        guard strings.indices.contains(number) else { throw BinaryReader.Corrupt() }
        return strings[number]
    }

    /// A time as its day and second numbers.
    private static func time(_ reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> LocalDateTime {
        let day = try reader.int(), seconds = try reader.int()
        guard abs(day) <= 4_000_000, (0..<86_400).contains(seconds) else { throw BinaryReader.Corrupt() }
        return LocalDateTime(date: CivilDate(dayNumber: day), secondsOfDay: seconds)
    }
}
