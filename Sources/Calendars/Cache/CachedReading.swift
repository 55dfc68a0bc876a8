import CalendarCore
import Storage

/// One file's reading in the cache's binary form: everything
/// `ICalendarFile` holds, so that a file unchanged since it was read is
/// not read again. Zones are kept as the VTIMEZONE texts the file had (made
/// again through the shared zone table, which parses a text once) and by
/// name for the system's; rules as libical wrote them back.
enum CachedReading {
    /// Bumped whenever what is written changes: a cache of another version
    /// is read as none.
    static let formatVersion = 7

    static func encode(_ file: ICalendarFile, into writer: inout BinaryWriter) {
        writer.optional(file.name) { $0.string($1) }
        writer.optional(file.color) { $0.string($1) }
        writer.bool(file.mayHaveAlarms)
        writer.array(file.warnings) { $0.string($1) }
        writer.array(file.timezoneTexts) { writer, timezone in
            writer.int(timezone.calendar)
            writer.string(timezone.text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        // A file's zones by the text that defined them.
        var defining: [ObjectIdentifier: Int] = [:]
        for (index, timezone) in file.timezoneTexts.enumerated() {
            if let zone = ZoneTable.sharedZone(definedBy: timezone.text), defining[ObjectIdentifier(zone)] == nil {
                defining[ObjectIdentifier(zone)] = index
            }
        }
        let time = { (writer: inout BinaryWriter, time: EventTime) in encode(time, defining: defining, into: &writer) }
        let length = { (writer: inout BinaryWriter, length: EventLength) in
            writer.int(length.days)
            writer.int(length.seconds)
        }
        writer.array(file.contents) { writer, content in
            writer.string(content.uid)
            writer.string(content.summary)
            writer.bool(content.isCancelled)
            time(&writer, content.start)
            writer.optional(content.end, time)
            length(&writer, content.length)
            writer.optional(content.recurrenceID, time)
            writer.array(content.rules) { $0.string($1.text) }
            writer.array(content.exceptionRules) { $0.string($1.text) }
            writer.array(content.extraDates) { writer, extra in
                time(&writer, extra.start)
                writer.optional(extra.length, length)
            }
            writer.array(content.excludedDates, time)
            writer.optional(content.block) { $0.int($1) }
            writer.optional(content.origin?.line) { $0.int($1) }
            writer.int(content.version.sequence)
            writer.int(content.version.changed)
            writer.bool(content.changesLaterInstances)
            writer.bool(content.attendance?.isTransparent ?? false)
            writer.array(content.attendance?.answers ?? []) { writer, answer in
                writer.string(answer.address)
                writer.string(answer.partstat)
            }
            writer.string(content.searchText)
            writer.optional(content.location) { $0.string($1) }
            writer.array(content.alarms) { encode($1, into: &$0) }
            writer.array(content.alarmProblems) { $0.string($1) }
        }
        writer.array(file.todos) { encode($1, into: &$0) }
        writer.array(file.todoProblems) { $0.string($1) }
    }

    /// Throws when the bytes are not a reading this version wrote, or name
    /// a zone or rule that cannot be made again: the file is then read.
    static func decode(_ reader: inout BinaryReader, path: String) throws(BinaryReader.Corrupt) -> ICalendarFile {
        var file = ICalendarFile()
        file.name = try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.string() }
        file.color = try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.string() }
        file.mayHaveAlarms = try reader.bool()
        file.warnings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        file.timezoneTexts = try reader.array { reader throws(BinaryReader.Corrupt) in
            (try reader.int(), Array(try reader.string().utf8CString))
        }
        let zones = file.timezoneTexts.map { ZoneTable.sharedZone(definedBy: $0.text) }
        let time = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> EventTime in try decodeTime(&reader, zones: zones) }
        let length = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> EventLength in
            EventLength(days: try reader.int(), seconds: try reader.int())
        }
        let source = SourceFile(path)
        file.contents = try reader.array { reader throws(BinaryReader.Corrupt) in
            let uid = try reader.string(), summary = try reader.string(), isCancelled = try reader.bool()
            let start = try time(&reader)
            var content = EventContent(uid: uid, summary: summary, isCancelled: isCancelled, start: start,
                                       end: try reader.optional(time), length: try length(&reader), recurrenceID: try reader.optional(time))
            let rule = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> RecurrenceRule in
                guard let rule = RecurrenceRule(text: try reader.string(), start: start) else { throw BinaryReader.Corrupt() }
                return rule
            }
            content.rules = try reader.array(rule)
            content.exceptionRules = try reader.array(rule)
            content.extraDates = try reader.array { reader throws(BinaryReader.Corrupt) in (try time(&reader), try reader.optional(length)) }
            content.excludedDates = try reader.array(time)
            content.block = try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.int() }
            content.origin = try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.int() }.map { EventOrigin(file: source, line: $0) }
            content.version = EventVersion(sequence: try reader.int(), changed: try reader.int())
            content.changesLaterInstances = try reader.bool()
            content.attendance = EventAttendance.of(isTransparent: try reader.bool(), answers: try reader.array { reader throws(BinaryReader.Corrupt) in
                EventAttendance.Answer(address: try reader.string(), partstat: try reader.string())
            }, isCancelled: isCancelled)
            content.searchText = try reader.string()
            content.location = try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.string() }
            content.alarms = try reader.array(decodeAlarm)
            content.alarmProblems = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
            return content
        }
        file.todos = try reader.array { reader throws(BinaryReader.Corrupt) in try decodeTodo(&reader, path: path) }
        file.todoProblems = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        return file
    }

    // MARK: Alarms and tasks

    private static func encode(_ alarm: AlarmDefinition, into writer: inout BinaryWriter) {
        switch alarm.trigger {
        case .relative(let days, let seconds, let toEnd):
            writer.bool(false)
            writer.int(days)
            writer.int(seconds)
            writer.bool(toEnd)
        case .absolute(let instant):
            writer.bool(true)
            writer.int(instant)
        }
        writer.string(alarm.action)
        writer.int(alarm.repeatCount)
        writer.int(alarm.repeatSeconds)
        writer.optional(alarm.message) { $0.string($1) }
        writer.optional(alarm.acknowledged) { $0.int($1) }
        writer.int(alarm.index)
    }

    private static func decodeAlarm(_ reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> AlarmDefinition {
        let trigger: AlarmDefinition.Trigger = try reader.bool() ? .absolute(try reader.int())
            : .relative(days: try reader.int(), seconds: try reader.int(), toEnd: try reader.bool())
        return AlarmDefinition(trigger: trigger, action: try reader.string(), repeatCount: try reader.int(), repeatSeconds: try reader.int(),
                               message: try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.string() },
                               acknowledged: try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.int() },
                               index: try reader.int())
    }

    /// A task without its calendar (the reading names it).
    private static func encode(_ todo: Todo, into writer: inout BinaryWriter) {
        let when = { (writer: inout BinaryWriter, when: Todo.When) in
            switch when {
            case .date(let date):
                writer.bool(false)
                writer.int(date.dayNumber)
            case .time(let time, let instant):
                writer.bool(true)
                writer.int(time.date.dayNumber)
                writer.int(time.secondsOfDay)
                writer.optional(instant) { $0.int($1) }
            }
        }
        writer.string(todo.uid)
        writer.string(todo.summary)
        writer.optional(todo.due, when)
        writer.optional(todo.start, when)
        writer.int(todo.priority)
        writer.optional(todo.status) { $0.string($1) }
        writer.int(todo.percentComplete)
        writer.optional(todo.completed) { $0.string($1) }
        writer.array(todo.categories) { $0.string($1) }
        writer.optional(todo.rule) { $0.string($1) }
        writer.array(todo.relatedTo) { $0.string($1) }
    }

    private static func decodeTodo(_ reader: inout BinaryReader, path: String) throws(BinaryReader.Corrupt) -> Todo {
        let day = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> CivilDate in
            let number = try reader.int()
            guard (CivilDate.first.dayNumber...CivilDate.last.dayNumber).contains(number) else { throw BinaryReader.Corrupt() }
            return CivilDate(dayNumber: number)
        }
        let when = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> Todo.When in
            guard try reader.bool() else { return .date(try day(&reader)) }
            let date = try day(&reader), seconds = try reader.int()
            guard (0..<86_400).contains(seconds) else { throw BinaryReader.Corrupt() }
            return .time(LocalDateTime(date: date, secondsOfDay: seconds),
                         instant: try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.int() })
        }
        let text = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> String in try reader.string() }
        return Todo(uid: try reader.string(), summary: try reader.string(), due: try reader.optional(when), start: try reader.optional(when),
                    priority: try reader.int(), status: try reader.optional(text), percentComplete: try reader.int(),
                    completed: try reader.optional(text), categories: try reader.array(text), rule: try reader.optional(text),
                    relatedTo: try reader.array(text), path: path)
    }

    private enum Kind: Int {
        case date, floating, utc, databaseZone, fileZone
    }

    private static func encode(_ time: EventTime, defining: [ObjectIdentifier: Int], into writer: inout BinaryWriter) {
        writer.int(time.wall.date.dayNumber)
        writer.int(time.wall.secondsOfDay)
        switch time.kind {
        case .date: writer.int(Kind.date.rawValue)
        case .floating: writer.int(Kind.floating.rawValue)
        case .utc: writer.int(Kind.utc.rawValue)
        case .zoned(let zone):
            if let index = defining[ObjectIdentifier(zone)] {
                writer.int(Kind.fileZone.rawValue)
                writer.int(index)
            } else {
                writer.int(Kind.databaseZone.rawValue)
                writer.string(zone.name)
            }
        }
    }

    private static func decodeTime(_ reader: inout BinaryReader, zones: [Zone?]) throws(BinaryReader.Corrupt) -> EventTime {
        let day = try reader.int(), seconds = try reader.int()
        guard (CivilDate.first.dayNumber...CivilDate.last.dayNumber).contains(day), (0..<86_400).contains(seconds) else {
            throw BinaryReader.Corrupt()
        }
        let wall = LocalDateTime(date: CivilDate(dayNumber: day), secondsOfDay: seconds)
        switch Kind(rawValue: try reader.int()) {
        case .date: return EventTime(wall: wall, kind: .date)
        case .floating: return EventTime(wall: wall, kind: .floating)
        case .utc: return EventTime(wall: wall, kind: .utc)
        case .databaseZone:
            guard let zone = ZoneTable.database(named: try reader.string()) else { throw BinaryReader.Corrupt() }
            return EventTime(wall: wall, kind: .zoned(zone))
        case .fileZone:
            let index = try reader.int()
            guard zones.indices.contains(index), let zone = zones[index] else { throw BinaryReader.Corrupt() }
            return EventTime(wall: wall, kind: .zoned(zone))
        case nil:
            throw BinaryReader.Corrupt()
        }
    }
}
