import CLibical
import CalendarCore
import Foundation
import Synchronization
import SystemServices

/// One .ics file read through libical: its calendar's name, its events'
/// contents, and warnings for the parts that could not be used (the rest
/// of the file is still shown).
struct ICalendarFile {
    var name: String?
    var color: String?
    var contents: [EventContent] = []
    /// The VTIMEZONEs as read, with the VCALENDAR holding each: what a
    /// cached reading rebuilds its zones from.
    var timezoneTexts: [(calendar: Int, text: [CChar])] = []
    /// `LINE: what is wrong` for events left out or read only in part.
    var warnings: [String] = []
    /// The UIDs of events a windowed reading left unread (as the file
    /// writes them, unescaped): if one of them is also read, the copies
    /// must be compared and the file read whole.
    var unreadUIDs: Set<String> = []
    /// Whether a windowed reading left events unread: such a reading is
    /// not the file's, and is not cached.
    var isPartial = false
    /// Whether the word VALARM is anywhere in the file (any case): only
    /// such files' events are read for their alarms.
    var mayHaveAlarms = false
    /// The tasks (VTODO), read in the same pass as the events (their path
    /// is the file's; their calendar is set by the reading that holds the
    /// file), and what of them could not be read (`LINE: what`).
    var todos: [Todo] = []
    var todoProblems: [String] = []

    /// An empty reading, for a cached one to fill.
    init() {}

    /// Whether `bytes` hold `word` in any case (`word` given in lower
    /// case, letters only): a plain scan, asked of every file.
    static func containsWord(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return bytes.withUnsafeBufferPointer { haystack in
            guard haystack.count >= needle.count, !needle.isEmpty else { return false }
            var index = 0
            while index <= haystack.count - needle.count {
                if haystack[index] | 0x20 == needle[0] {
                    var matched = 1
                    while matched < needle.count, haystack[index + matched] | 0x20 == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// `path` names the file in the messages of what is read from it.
    /// With a `window`, plain events (no repeats, no overrides) whose
    /// written dates lie more than `windowMargin` days from it are not
    /// parsed: `dal list` of one day of a file of 100,000 events parses
    /// the few near it. What is not parsed is not checked either.
    ///
    /// libical parses one VEVENT (and VTIMEZONE) at a time, as
    /// `ICalendarText` found them: a file of 100,000 events never becomes
    /// one tree of them in memory, and each event's lines are known exactly.
    init(bytes: [UInt8], path: String? = nil, window: ClosedRange<CivilDate>? = nil) throws(CalendarFileError) {
        let text = try ICalendarText(bytes: bytes)
        mayHaveAlarms = Self.containsWord(bytes, "valarm")
        warnings += text.problems.map { "\($0.line): \($0.message)" }
        for (property, value) in text.calendarProperties {
            switch property {
            case "X-WR-CALNAME": name = name ?? Self.unescaped(value)
            case "X-APPLE-CALENDAR-COLOR", "X-WR-CALCOLOR": color = color ?? value
            default: break
            }
        }
        var zones: [Int: ZoneTable] = [:]
        for timezone in text.timezones {
            let table = zones[timezone.calendar] ?? ZoneTable()
            zones[timezone.calendar] = table
            let component = text.component(timezone.lines)
            table.add(text: component)
            timezoneTexts.append((timezone.calendar, component))
        }
        for table in zones.values {
            warnings += table.problems.map { "\(text.timezoneLines[$0.tzid] ?? 1): \($0.message)" }
        }
        var chosen = Array(text.events.indices)
        if let window {
            let near = window.lowerBound.adding(days: -Self.windowMargin)...window.upperBound.adding(days: Self.windowMargin)
            chosen.removeAll { index in
                guard let days = text.writtenDays(of: text.events[index]), !days.overlaps(near) else { return false }
                if let uid = text.events[index].uid { unreadUIDs.insert(Self.unescaped(uid)) }
                return true
            }
            isPartial = chosen.count < text.events.count
        }
        // Large files are read on every core: libical keeps its state per
        // thread, zones are shared behind a lock, and each part has its own
        // table of resolved TZIDs.
        let read = chosen
        let parts = read.count >= Self.eventsPerThread ? min(ProcessInfo.processInfo.activeProcessorCount, 8) : 1
        let chunk = (read.count + parts - 1) / max(parts, 1)
        let tables = (0..<parts).map { _ in zones.mapValues { $0.copy() } }
        var readings = [EventReading](repeating: EventReading(), count: parts)
        let source = path.map(SourceFile.init)
        let parseCount = Self.parseCount
        readings.withUnsafeMutableBufferPointer { buffer in
            let results = buffer
            // Threads made and joined, not a pool's, which would wake dal idle.
            JoinedThreads.run(parts: parts) { part in Self.$parseCount.withValue(parseCount) {
                let noZones = ZoneTable()
                var reading = EventReading()
                for index in read[(part * chunk)..<min(read.count, (part + 1) * chunk)] {
                    let block = text.events[index]
                    guard let event = Self.parse(text.component(block.lines)) else {
                        reading.warnings.append("\(block.line): \(block.name): libical could not read it, so it is not shown")
                        continue
                    }
                    reading.read(event, block: block, index: index, text: text, zones: tables[part][block.calendar] ?? noZones, source: source,
                                 withAlarms: mayHaveAlarms)
                    icalcomponent_free(event)
                }
                results[part] = reading
            } }
        }
        for reading in readings {
            contents += reading.contents
            warnings += reading.warnings
        }
        if !text.todos.isEmpty {
            (todos, todoProblems) = TodoReading.tasks(in: text, zones: zones, path: path ?? "")
        }
    }

    /// libical's parses of components, counted where a test asks (a file
    /// version is parsed once, whoever asks for what of it: `OneReadingTests`).
    @TaskLocal static var parseCount: ParseCount?

    /// Fewer events than this are read on one thread.
    static let eventsPerThread = 2_000

    /// Days kept around a reading's window: a zone moves a written date by
    /// less than five days (RFC 5545 offsets stop at ±99:59).
    static let windowMargin = 5

    /// One component's lines through libical's parser.
    static func parse(_ text: [CChar]) -> OpaquePointer? {
        parseCount?.add()
        return text.withUnsafeBufferPointer { icalparser_parse_string($0.baseAddress!) }
    }

    /// TEXT as RFC 5545 escapes it (`\,` `\;` `\n` `\\`), unescaped.
    static func unescaped(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var result = "", escaping = false
        for character in value {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

}

/// How many components libical parsed (`ICalendarFile.parseCount`).
/// Counted from every thread that parses (`FileReads`, big files).
final class ParseCount: Sendable {
    private let counted = Atomic<Int>(0)
    var count: Int { counted.load(ordering: .relaxed) }
    func add() { counted.add(1, ordering: .relaxed) }
}

/// What reading some of a file's events gave.
private struct EventReading {
    var contents: [EventContent] = []
    /// The VTIMEZONEs as read, with the VCALENDAR holding each: what a
    /// cached reading rebuilds its zones from.
    var timezoneTexts: [(calendar: Int, text: [CChar])] = []
    var warnings: [String] = []

    /// Adds one VEVENT, or a warning saying why it is left out.
    mutating func read(_ event: OpaquePointer, block: ICalendarText.EventBlock?, index: Int?, text: ICalendarText,
                               zones: ZoneTable, source: SourceFile?, withAlarms: Bool) {
        let place = { (property: String?) -> String in
            let line = block.flatMap { block in property.flatMap { text.line(of: $0, in: block) } ?? block.line }
            return (line.map { "\($0): " } ?? "") + (block?.name ?? "an event")
        }
        var reader = PropertyReader(component: event, zones: zones)
        let status = icalcomponent_get_status(event)
        let start = reader.time(ICAL_DTSTART_PROPERTY)
        // libical marks what it could not parse; say what and where.
        for problem in reader.libicalErrors {
            let consequence = problem.property == "DTSTART" && start == nil ? CalendarProblem.hiddenEnd : ""
            warnings.append("\(place(problem.property)): \(problem.message)\(consequence)")
        }
        guard let start else {
            // METHOD:CANCEL messages carry events without DTSTART: nothing to show, nothing wrong.
            let explained = (reader.libicalErrors + reader.warnings).contains { $0.property == "DTSTART" }
            if status != ICAL_STATUS_CANCELLED, !explained {
                warnings.append("\(place("DTSTART")): has no DTSTART, so it is not shown")
            }
            warnings += reader.warnings.map {
                "\(place($0.property)): \($0.message)" + ($0.property == "DTSTART" ? CalendarProblem.hiddenEnd : "")
            }
            return
        }
        var end = reader.time(ICAL_DTEND_PROPERTY)
        var length: EventLength
        if let end, let startInstant = start.instant, let endInstant = end.instant {
            // RFC 5545 3.8.5.3: a DTEND gives every instance the same exact duration.
            length = EventLength(days: 0, seconds: endInstant - startInstant)
        } else if let end {
            length = start.isDate ? EventLength(days: start.wall.date.days(until: end.wall.date), seconds: 0)
                : EventLength(days: 0, seconds: start.wall.seconds(until: end.wall))
        } else if let duration = reader.duration() {
            length = duration
        } else {
            length = start.isDate ? .oneDay : .zero
        }
        if length.days < 0 || length.seconds < 0 || (start.isDate && length.days == 0) {
            // An end before the start (or an all-day event ending the day
            // it starts) is a mistake of the file; RFC 5545 gives such an
            // all-day event one day, and a timed one no length.
            if length.days < 0 || length.seconds < 0 {
                warnings.append("\(place(end == nil ? "DURATION" : "DTEND")): ends before it starts; "
                    + (start.isDate ? "read as one day" : "read as ending when it starts"))
            }
            length = start.isDate ? .oneDay : .zero
            end = nil
        }

        let recurrenceID = reader.time(ICAL_RECURRENCEID_PROPERTY)
        var content = EventContent(
            uid: reader.text(ICAL_UID_PROPERTY) ?? "line-\(block?.line ?? 0)@dal",
            summary: reader.text(ICAL_SUMMARY_PROPERTY) ?? "",
            isCancelled: status == ICAL_STATUS_CANCELLED,
            start: start, end: end, length: length,
            recurrenceID: recurrenceID)
        content.version = reader.version()
        content.attendance = EventAttendance.of(isTransparent: reader.isTransparent(allDay: start.isDate), answers: reader.answers(),
                                                isCancelled: content.isCancelled)
        content.location = reader.text(ICAL_LOCATION_PROPERTY).flatMap { $0.isEmpty ? nil : $0 }
        let categories = reader.values(ICAL_CATEGORIES_PROPERTY)
        content.searchText = EventSearch.folded(([content.summary, content.location, reader.text(ICAL_DESCRIPTION_PROPERTY)].compactMap { $0 }
            + categories).joined(separator: "\n"))
        content.changesLaterInstances = recurrenceID != nil && reader.rangeIsThisAndFuture(ICAL_RECURRENCEID_PROPERTY)
        content.block = index
        content.origin = block.map { EventOrigin(file: source, line: $0.line) }
        for rule in reader.rules(ICAL_RRULE_PROPERTY) {
            if let parsed = RecurrenceRule(rule, start: start) {
                content.rules.append(parsed)
                if parsed.outrunsInstanceLimit {
                    warnings.append(place("RRULE") + CalendarProblem.tooFrequentMarker + parsed.intervalText + CalendarProblem.tooFrequentEnd)
                }
            } else if rule.rscale != nil {
                warnings.append(place("RRULE") + CalendarProblem.otherCalendarMarker + String(cString: rule.rscale) + CalendarProblem.otherCalendarEnd)
            } else {
                warnings.append("\(place("RRULE")): has an RRULE dal cannot expand (check FREQ and INTERVAL); only its other dates are shown")
            }
        }
        for rule in reader.rules(ICAL_EXRULE_PROPERTY) {
            if let parsed = RecurrenceRule(rule, start: start) { content.exceptionRules.append(parsed) }
        }
        content.extraDates = reader.periods(ICAL_RDATE_PROPERTY)
        content.excludedDates = reader.times(ICAL_EXDATE_PROPERTY)
        if withAlarms, let block { (content.alarms, content.alarmProblems) = Self.alarms(text.lines(of: block)) }
        warnings += reader.warnings.map { "\(place($0.property)): \($0.message)" }
        contents.append(content)
    }

    /// An event's VALARMs from its lines, and what of them could not be
    /// read. Thunderbird keeps its dismissals on the event
    /// (X-MOZ-LASTACK), not in ACKNOWLEDGED: honoured the same way.
    static func alarms(_ lines: [(name: String, text: String, depth: Int)]) -> ([AlarmDefinition], [String]) {
        var problems: [String] = []
        var alarms = AlarmDefinition.read(lines, problems: &problems)
        if let line = lines.first(where: { $0.depth == 1 && $0.name == "X-MOZ-LASTACK" }),
           let time = BasicTime.parse(ContentLine(line.text).value.trimmingCharacters(in: .whitespaces)), time.isUTC {
            let dismissed = BasicTime.seconds(time.wall)
            alarms = alarms.map { $0.acknowledged(atLeast: dismissed) }
        }
        return (alarms, problems)
    }
}

/// Reads the properties of one component into Swift values, resolving
/// TZIDs and collecting what went wrong.
struct PropertyReader {
    let component: OpaquePointer
    let zones: ZoneTable
    private(set) var warnings: [(property: String?, message: String)] = []

    init(component: OpaquePointer, zones: ZoneTable) {
        self.component = component
        self.zones = zones
    }

    /// libical's own complaints (X-LIC-ERROR), with the property they name.
    var libicalErrors: [(property: String?, message: String)] {
        var errors: [(String?, String)] = []
        for property in every(ICAL_XLICERROR_PROPERTY) {
            let message = icalproperty_get_xlicerror(property).map { String(cString: $0) } ?? "unreadable"
            // An empty text (`SUMMARY:`) is valid RFC 5545 and means the same
            // as none to dal; libical drops it with a complaint.
            if Self.emptyTextComplaints.contains(where: { message.hasPrefix("No value for \($0) property") }) { continue }
            let named = ["DTSTART", "DTEND", "DURATION", "RRULE", "EXDATE", "RDATE", "RECURRENCE-ID", "EXRULE", "UID", "SUMMARY"]
                .first { message.uppercased().contains($0) }
            errors.append((named, "libical: " + message.trimmingCharacters(in: .whitespaces)))
        }
        return errors
    }

    static let emptyTextComplaints = ["SUMMARY", "DESCRIPTION", "LOCATION", "COMMENT"]

    /// Every property `kind` of the component, in the file's order.
    func every(_ kind: icalproperty_kind) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        var next = icalcomponent_get_first_property(component, kind)
        while let property = next {
            found.append(property)
            next = icalcomponent_get_next_property(component, kind)
        }
        return found
    }

    func text(_ kind: icalproperty_kind) -> String? {
        guard let property = icalcomponent_get_first_property(component, kind),
              let value = icalproperty_get_value(property), let text = icalvalue_get_text(value) else { return nil }
        return String(cString: text)
    }

    mutating func time(_ kind: icalproperty_kind) -> EventTime? {
        guard let property = icalcomponent_get_first_property(component, kind) else { return nil }
        return time(of: property, value: icalvalue_get_datetime(icalproperty_get_value(property)))
    }

    mutating func times(_ kind: icalproperty_kind) -> [EventTime] {
        var result: [EventTime] = []
        for property in every(kind) {
            if let time = time(of: property, value: icalvalue_get_datetime(icalproperty_get_value(property))) { result.append(time) }
        }
        return result
    }

    /// RDATE: dates, date-times, or periods with their own end or length.
    mutating func periods(_ kind: icalproperty_kind) -> [(start: EventTime, length: EventLength?)] {
        var result: [(EventTime, EventLength?)] = []
        for property in every(kind) {
            let value = icalproperty_get_rdate(property)
            if icaltime_is_null_time(value.time) == 0, let time = time(of: property, value: value.time) {
                result.append((time, nil))
            } else if let start = time(of: property, value: value.period.start) {
                if icaltime_is_null_time(value.period.end) == 0, let end = time(of: property, value: value.period.end) {
                    let seconds = (end.instant ?? end.identity) - (start.instant ?? start.identity)
                    result.append((start, EventLength(days: 0, seconds: seconds)))
                } else {
                    result.append((start, Self.length(of: value.period.duration)))
                }
            }
        }
        return result
    }

    func rules(_ kind: icalproperty_kind) -> [icalrecurrencetype] {
        every(kind).map { kind == ICAL_EXRULE_PROPERTY ? icalproperty_get_exrule($0) : icalproperty_get_rrule($0) }
    }

    /// Which of two copies of one event is newer (RFC 5545 5546: SEQUENCE,
    /// then when it was last changed).
    func version() -> EventVersion {
        let sequence = icalcomponent_get_first_property(component, ICAL_SEQUENCE_PROPERTY).map { Int(icalproperty_get_sequence($0)) } ?? 0
        let stamp = { (kind: icalproperty_kind) -> Int in
            guard let property = icalcomponent_get_first_property(component, kind) else { return .min }
            let time = icalvalue_get_datetime(icalproperty_get_value(property))
            guard icaltime_is_null_time(time) == 0, let date = CivilDate(year: Int(time.year), month: Int(time.month), day: Int(time.day))
            else { return .min }
            return date.dayNumber * 86_400 + Int(time.hour) * 3600 + Int(time.minute) * 60 + Int(time.second)
        }
        return EventVersion(sequence: sequence, changed: max(stamp(ICAL_LASTMODIFIED_PROPERTY), stamp(ICAL_DTSTAMP_PROPERTY)))
    }

    /// The values of every property `kind`, as written (CATEGORIES keeps
    /// its commas).
    func values(_ kind: icalproperty_kind) -> [String] {
        every(kind).compactMap { icalproperty_get_value_as_string($0).map { String(cString: $0) } }
    }

    /// The UIDs RELATED-TO names as parents: RELTYPE=PARENT, or no RELTYPE
    /// (RFC 5545 3.2.15's default); CHILD and SIBLING name others.
    func parents() -> [String] {
        every(ICAL_RELATEDTO_PROPERTY).compactMap { property in
            if let parameter = icalproperty_get_first_parameter(property, ICAL_RELTYPE_PARAMETER),
               icalparameter_get_reltype(parameter) != ICAL_RELTYPE_PARENT { return nil }
            return icalproperty_get_value_as_string(property).map { String(cString: $0) }
        }
    }

    /// TRANSP:TRANSPARENT: the event does not make its time busy (RFC
    /// 5545 3.8.2.7). When absent, a timed event is OPAQUE (the RFC's
    /// default) and an all-day event TRANSPARENT, as Google and Apple read
    /// them: a birthday or a holiday does not fill the day's free time
    /// unless it says TRANSP:OPAQUE (docs/DECISIONS.md).
    func isTransparent(allDay: Bool) -> Bool {
        guard let property = icalcomponent_get_first_property(component, ICAL_TRANSP_PROPERTY) else { return allDay }
        let transparency = icalproperty_get_transp(property)
        return transparency == ICAL_TRANSP_TRANSPARENT || transparency == ICAL_TRANSP_TRANSPARENTNOCONFLICT
    }

    /// Each attendee's answer: its address lowercased, without `mailto:`,
    /// and its PARTSTAT in upper case (NEEDS-ACTION when none is written).
    func answers() -> [EventAttendance.Answer] {
        every(ICAL_ATTENDEE_PROPERTY).compactMap { property in
            guard let value = icalproperty_get_attendee(property) else { return nil }
            let parameter = icalproperty_get_first_parameter(property, ICAL_PARTSTAT_PARAMETER)
            let partstat = parameter.map { Self.partstatNames[icalparameter_get_partstat($0)] ?? "X-OTHER" } ?? "NEEDS-ACTION"
            return EventAttendance.Answer(address: EventAttendance.address(String(cString: value)), partstat: partstat)
        }
    }

    /// libical's PARTSTAT values as RFC 5545 writes them (an X- value or
    /// one libical does not know is `X-OTHER`).
    static let partstatNames: [icalparameter_partstat: String] = [
        ICAL_PARTSTAT_NEEDSACTION: "NEEDS-ACTION", ICAL_PARTSTAT_ACCEPTED: "ACCEPTED", ICAL_PARTSTAT_DECLINED: "DECLINED",
        ICAL_PARTSTAT_TENTATIVE: "TENTATIVE", ICAL_PARTSTAT_DELEGATED: "DELEGATED", ICAL_PARTSTAT_COMPLETED: "COMPLETED",
        ICAL_PARTSTAT_INPROCESS: "IN-PROCESS", ICAL_PARTSTAT_FAILED: "FAILED",
    ]

    /// `RECURRENCE-ID;RANGE=THISANDFUTURE`: the change holds for the later instances too.
    func rangeIsThisAndFuture(_ kind: icalproperty_kind) -> Bool {
        guard let property = icalcomponent_get_first_property(component, kind),
              let parameter = icalproperty_get_first_parameter(property, ICAL_RANGE_PARAMETER) else { return false }
        return icalparameter_get_range(parameter) == ICAL_RANGE_THISANDFUTURE
    }

    func duration() -> EventLength? {
        guard let property = icalcomponent_get_first_property(component, ICAL_DURATION_PROPERTY) else { return nil }
        return Self.length(of: icalproperty_get_duration(property))
    }

    /// Nominal days and exact seconds, with every number checked: a file
    /// may hold `P9223372036854775807W`.
    static func length(of duration: icaldurationtype) -> EventLength {
        let sign = duration.is_neg != 0 ? -1 : 1
        let limit = EventLength.longest
        let weeks = min(Int(duration.weeks), limit), days = min(Int(duration.days), limit)
        let seconds = min(Int(duration.hours), limit) * 3600 + min(Int(duration.minutes), limit) * 60 + min(Int(duration.seconds), limit)
        return EventLength(days: sign * (weeks * 7 + days), seconds: sign * seconds)
    }

    /// (libical's `icaltime_is_valid_time` refuses every year past 3000:
    /// the date is checked here, for years 1 to 9999, and the time of day.)
    private mutating func time(of property: OpaquePointer, value: icaltimetype) -> EventTime? {
        guard icaltime_is_null_time(value) == 0, (0...23).contains(value.hour), (0...59).contains(value.minute), (0...60).contains(value.second),
              let date = CivilDate(year: Int(value.year), month: Int(value.month), day: Int(value.day)), date.isSupported else {
            let name = String(cString: icalproperty_kind_to_string(icalproperty_isa(property)))
            warnings.append((name, name + CalendarProblem.outOfRangeEnd))
            return nil
        }
        let seconds = value.is_date != 0 ? 0 : Int(value.hour) * 3600 + Int(value.minute) * 60 + Int(value.second)
        let wall = LocalDateTime(date: date, secondsOfDay: min(max(seconds, 0), 86_399))
        if value.is_date != 0 { return EventTime(wall: wall, kind: .date) }
        if icaltime_is_utc(value) != 0 { return EventTime(wall: wall, kind: .utc) }
        guard let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER),
              let tzid = icalparameter_get_tzid(parameter).map({ String(cString: $0) }) else {
            return EventTime(wall: wall, kind: .floating)
        }
        guard let zone = zones.zone(named: tzid) else {
            warnings.append((String(cString: icalproperty_kind_to_string(icalproperty_isa(property))),
                             String(CalendarProblem.unknownZoneMarker.dropFirst(2)) + tzid + CalendarProblem.unknownZoneEnd))
            return EventTime(wall: wall, kind: .floating)
        }
        return EventTime(wall: wall, kind: .zoned(zone))
    }
}
