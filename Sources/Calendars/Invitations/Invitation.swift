import CalendarCore

/// An invitation as mail brings it (iTIP, RFC 5546; a `text/calendar`
/// part, RFC 6047): read and checked whole like a file to import
/// (`ImportSource`), then its events' parts an answer needs: who organizes
/// it, who is invited and how each answered, its version (SEQUENCE,
/// DTSTAMP) and its times as written. Its bytes stay as they are: the
/// calendar and the reply get its lines as written.
public struct Invitation {
    /// What the message asks (`METHOD`): REQUEST, and PUBLISH or none
    /// (an `.ics` attached without one) read as it; CANCEL; the rest
    /// (a REPLY, a COUNTER) dal does not answer.
    public enum Kind: Equatable, Sendable {
        case request
        case cancel
        /// As written, upper case.
        case other(String)
    }

    /// Someone an event names: the organizer or an attendee.
    public struct Person: Equatable, Sendable {
        /// Lowercased, without `mailto:` (`EventAttendance.address`).
        public let address: String
        /// CN, when written.
        public let name: String?
        /// PARTSTAT in upper case; nil when not written (an attendee's
        /// then is NEEDS-ACTION).
        public let partstat: String?
        /// ROLE in upper case (`REQ-PARTICIPANT`, `CHAIR`), when written.
        public let role: String?
        /// Its content line in the file (`ICalendarText`'s index).
        let line: Int
    }

    /// One VEVENT of the message: the whole event, or one instance of a
    /// series (RECURRENCE-ID).
    public struct Event {
        let component: TopComponent
        public var uid: String? { component.uid }
        /// As written (`20261201T100000Z`, `TZID=…` left out).
        public var recurrenceID: String? { component.recurrenceID }
        public var sequence: Int { component.sequence }
        public var summary: String? { component.summary }
        public var organizer: Person?
        public var attendees: [Person] = []
        /// STATUS in upper case.
        public var status: String?
        public var location: String?
        public var description: String?
        /// DTSTART, DTEND, DURATION and RRULE as written, unfolded: what a
        /// changed time is told by.
        let times: [String: String]
        /// The content line of each property (depth 1), in order.
        let properties: [(index: Int, name: String)]
    }

    public let path: String
    let source: ImportSource
    /// METHOD in upper case, nil when the file has none.
    public let method: String?
    /// The VEVENTs, in the file's order.
    public let events: [Event]

    public var kind: Kind {
        switch method {
        case nil, "REQUEST", "PUBLISH": .request
        case "CANCEL": .cancel
        case let other?: .other(other)
        }
    }

    /// Reads and checks `bytes` (a file or standard input, `path` naming
    /// it in messages): one that libical cannot read whole throws, as an
    /// import would.
    public init(path: String, bytes: [UInt8]) throws(ImportError) {
        self.path = path
        source = try ImportSource(path: path, bytes: bytes)
        let file = source.file
        method = file.calendarProperty("METHOD")?.uppercased()
        events = file.components.filter { $0.kind == "VEVENT" }.map { component in
            let properties = file.properties(of: component)
            var organizer: Person?, attendees: [Person] = [], status: String?, location: String?, description: String?
            for (index, name) in properties {
                let line = ContentLine(file.text.text(ofLine: index))
                switch name {
                case "ORGANIZER": organizer = Self.person(line, index)
                case "ATTENDEE": attendees.append(Self.person(line, index))
                case "STATUS": status = line.value.trimmingCharacters(in: .whitespaces).uppercased()
                case "LOCATION": location = ICalendarFile.unescaped(line.value)
                case "DESCRIPTION": description = ICalendarFile.unescaped(line.value)
                default: break
                }
            }
            return Event(component: component, organizer: organizer, attendees: attendees, status: status, location: location,
                         description: description, times: file.writtenTimes(of: component), properties: properties)
        }
    }

    private static func person(_ line: ContentLine, _ index: Int) -> Person {
        Person(address: EventAttendance.address(line.value), name: line.parameters["CN"].flatMap { $0.isEmpty ? nil : $0 },
               partstat: line.parameters["PARTSTAT"]?.uppercased(), role: line.parameters["ROLE"]?.uppercased(), line: index)
    }

    /// The first of `addresses` (any case, with or without `mailto:`) that
    /// an event names as an attendee; nil when none is invited.
    public func invitee(among addresses: [String]) -> String? {
        let invited = Set(events.flatMap { $0.attendees.map(\.address) })
        return addresses.map(EventAttendance.address).first { invited.contains($0) }
    }

    /// Every attendee's address, once, in the order first named.
    public var attendeeAddresses: [String] {
        var seen: [String] = []
        for address in events.flatMap({ $0.attendees.map(\.address) }) where !seen.contains(address) { seen.append(address) }
        return seen
    }

    /// The first event's first instance as the calendar would show it, on
    /// the viewer's clock (its calendar 0, a calendar of its own); nil
    /// when it has no time to show (a cancel without DTSTART).
    public func firstOccurrence() -> EventOccurrence? {
        guard let file = try? ICalendarFile(bytes: source.file.bytes, path: path),
              let first = file.contents.map(\.start.wall.date).min() else { return nil }
        let collection = EventCollection(calendars: [CalendarInfo(name: path, color: nil, path: path, writable: false)],
                                         contents: [file.contents], warnings: [])
        let days = max(CivilDate.first, first.adding(days: -2))...min(CivilDate.last, first.adding(days: 400))
        return collection.occurrences(in: days).min { ($0.start, $0.summary) < ($1.start, $1.summary) }
    }

    /// The same message with only the events of `uid` (a calendar file
    /// answered with `r` may hold others).
    public func only(uid: String) -> Invitation {
        Invitation(path: path, source: source, method: method, events: events.filter { $0.uid == uid })
    }

    private init(path: String, source: ImportSource, method: String?, events: [Event]) {
        self.path = path
        self.source = source
        self.method = method
        self.events = events
    }

    /// The organizer of the first event that names one.
    public var organizer: Person? { events.lazy.compactMap(\.organizer).first }

    /// The written lines of `event` (folded as written), each content
    /// line's lines changed as `change` says (nil: as written; [] drops
    /// it); `added` go before its END (or, with a VALARM, before that).
    func lines(of event: Event, changing change: (Int) -> [String]? = { _ in nil }, adding added: [String] = []) -> [String] {
        let file = source.file
        var result: [String] = []
        let firstNested = event.component.lines.dropFirst().first { file.text.name(ofLine: $0) == "BEGIN" }
        let end = firstNested ?? (event.component.lines.upperBound - 1)
        for index in event.component.lines {
            if index == end { result += added }
            result += change(index) ?? file.writtenLines(of: index)
        }
        return result
    }

    /// The VTIMEZONEs the event's lines name, as written in the message.
    func zoneLines(for event: Event, except defined: Set<String> = []) -> [String] {
        event.component.zonesUsed.sorted().filter { !defined.contains($0) }.flatMap { tzid in
            source.zone(tzid, forCalendar: event.component.calendar).map(source.file.writtenLines(of:)) ?? []
        }
    }
}

extension TopComponents {
    /// A property of the first VCALENDAR itself (`METHOD`), unfolded.
    func calendarProperty(_ name: String) -> String? {
        var depth = 0
        for index in 0..<text.lineCount {
            switch text.name(ofLine: index) {
            case "BEGIN": depth += 1
            case "END":
                depth -= 1
                if depth == 0 { return nil }
            case name where depth == 1: return ContentLine(text.text(ofLine: index)).value.trimmingCharacters(in: .whitespaces)
            default: break
            }
        }
        return nil
    }

    /// The component's own properties (not those of a VALARM in it): each
    /// content line's index and upper-case name.
    func properties(of component: TopComponent) -> [(index: Int, name: String)] {
        var depth = 0, found: [(Int, String)] = []
        for index in component.lines {
            let name = text.name(ofLine: index)
            if name == "BEGIN" { depth += 1 } else if name == "END" { depth -= 1 } else if depth == 1 { found.append((index, name)) }
        }
        return found
    }

    /// One content line as the file writes it (its folded lines).
    func writtenLines(of index: Int) -> [String] {
        bytes[text.sources[index]].split(separator: 0x0A, omittingEmptySubsequences: false).compactMap { line -> String? in
            let bare = line.last == 0x0D ? line.dropLast() : line
            return bare.isEmpty ? nil : String(decoding: bare, as: UTF8.self)
        }
    }
}

/// A content line with one parameter set, removed, or left (parameters
/// are split outside quotes; the others stay as written).
enum ContentLineEdit {
    /// `line` (unfolded) with `name`'s parameter given `value` (nil
    /// removes it), added after the others when it had none.
    static func setting(_ name: String, to value: String?, in line: String) -> String {
        var parts: [String] = [], part = "", quoted = false
        var rest = Substring(line)
        while let character = rest.first {
            if character == "\"" { quoted.toggle() }
            if !quoted, character == ":" { break }
            rest.removeFirst()
            if !quoted, character == ";" {
                parts.append(part)
                part = ""
            } else {
                part.append(character)
            }
        }
        parts.append(part)
        let upper = name.uppercased() + "="
        var found = false
        var edited = [parts[0]] + parts.dropFirst().compactMap { parameter -> String? in
            guard parameter.uppercased().hasPrefix(upper) else { return parameter }
            found = true
            return value.map { upper + $0 }
        }
        if !found, let value { edited.append(upper + value) }
        return edited.joined(separator: ";") + rest
    }
}
