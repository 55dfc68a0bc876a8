import CalendarCore
import Storage

/// The content lines of an iCalendar file with the line each starts on,
/// unfolded on bytes (a fold may split a UTF-8 character), and where each
/// VEVENT begins. libical parses the unfolded bytes; this keeps line
/// numbers for messages, which libical does not report. Works on bytes:
/// a vdir holds thousands of files.
struct ICalendarText {
    /// A VEVENT as written: where it starts, and what names it in messages.
    struct EventBlock {
        let line: Int
        var lines: Range<Int>
        var summary: String?
        var uid: String?
        /// Which VCALENDAR of the file holds it (0 for the first).
        var calendar = 0
        /// Its first DTSTART and DTEND lines.
        var startLine: Int?
        var endLine: Int?
        /// No RRULE, RDATE, EXRULE, RECURRENCE-ID or DURATION: its days
        /// follow from its DTSTART and DTEND alone.
        var isPlain = true

        var name: String {
            let title = summary.map { "\"\($0)\"" } ?? "without SUMMARY"
            return uid.map { "event \(title) (UID \($0))" } ?? "event \(title)"
        }
    }

    /// One content line in 12 bytes (files stop at 64 MB): a file of
    /// 100,000 events has 700,000 of them.
    private struct Line {
        private let start: Int32, fileLine: Int32
        private var length: Int32
        init(offset: Int, count: Int, number: Int) {
            (start, fileLine, length) = (Int32(offset), Int32(number), Int32(count))
        }
        /// Where it starts in `unfolded`, its length, and the file line it starts on.
        var offset: Int { Int(start) }
        var count: Int {
            get { Int(length) }
            set { length = Int32(newValue) }
        }
        var number: Int { Int(fileLine) }
    }

    /// The unfolded content lines joined by CRLF, NUL-terminated, for libical.
    let unfolded: [UInt8]
    /// Where each content line starts in `unfolded`, its length, and the
    /// file line it starts on.
    private let lines: [Line]
    /// The bytes of the file each content line spans, its folded
    /// continuations and line breaks included: what an edit replaces.
    let sources: [Range<Int>]
    let events: [EventBlock]
    /// The VTODOs (tasks), found the same way: where they start and end,
    /// their UID and SUMMARY.
    let todos: [EventBlock]
    /// The line each VTIMEZONE begins on, by its TZID, for messages.
    let timezoneLines: [String: Int]
    /// Each VTIMEZONE's content lines, with the VCALENDAR that holds it.
    let timezones: [(lines: Range<Int>, calendar: Int)]
    /// The first VCALENDAR's own properties (name, colour), unfolded.
    let calendarProperties: [(name: String, value: String)]
    /// Structure problems with their lines (an END that closes nothing).
    let problems: [(line: Int, message: String)]

    /// Throws when the bytes are not iCalendar at all.
    init(bytes: [UInt8]) throws(CalendarFileError) {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }   // a UTF-8 byte order mark
        var unfolded: [UInt8] = []
        unfolded.reserveCapacity(body.count + 1)
        var lines: [Line] = []
        var sources: [Range<Int>] = []
        var number = 0
        // Lines are walked, not split into an array first: a file of
        // 100,000 events has 700,000 of them.
        let breaks = body.reduce(into: 0) { count, byte in if byte == 0x0A { count += 1 } }
        lines.reserveCapacity(breaks + 1)
        sources.reserveCapacity(breaks + 1)
        var rest = body
        for _ in 0...breaks {
            let breakIndex = rest.firstIndex(of: 0x0A) ?? rest.endIndex
            let physical = rest[..<breakIndex]
            rest = breakIndex < rest.endIndex ? rest[(breakIndex + 1)...] : rest[rest.endIndex...]
            number += 1
            let line = physical.last == 0x0D ? physical.dropLast() : physical
            // The slice keeps the file's indices; its line break follows it.
            let source = physical.startIndex..<min(bytes.count, physical.endIndex + 1)
            if let first = line.first, first == 0x20 || first == 0x09, let last = lines.last {
                unfolded += line.dropFirst()   // a folded continuation
                lines[lines.count - 1].count = unfolded.count - last.offset
                sources[sources.count - 1] = sources[sources.count - 1].lowerBound..<source.upperBound
                continue
            }
            // Blank lines, and lines of blanks before the first (some
            // exports start so), hold nothing.
            guard !line.isEmpty, !lines.isEmpty || line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
            if !lines.isEmpty { Self.unescapeRule(&unfolded, &lines[lines.count - 1]) }
            if !lines.isEmpty { unfolded += [0x0D, 0x0A] }
            lines.append(Line(offset: unfolded.count, count: line.count, number: number))
            sources.append(source)
            unfolded += line
        }
        if !lines.isEmpty { Self.unescapeRule(&unfolded, &lines[lines.count - 1]) }
        unfolded += [0x0D, 0x0A, 0]
        self.unfolded = unfolded
        self.lines = lines
        self.sources = sources
        guard let first = lines.first else {
            throw CalendarFileError(line: 1, message: "the file is empty, not iCalendar", reason: .emptyNotICalendar(line: 1))
        }
        guard Self.name(of: first, in: unfolded) == "BEGIN", Self.value(of: first, in: unfolded).uppercased() == "VCALENDAR" else {
            throw CalendarFileError(line: first.number, message: "this is not an iCalendar file: it must start with BEGIN:VCALENDAR",
                                    reason: .notICalendar(line: first.number))
        }

        var events: [EventBlock] = [], todos: [EventBlock] = [], problems: [(Int, String)] = []
        var stack: [String] = []
        var open: EventBlock?
        var timezoneLines: [String: Int] = [:], timezoneStart = 0
        var timezones: [(Range<Int>, Int)] = [], calendarProperties: [(String, String)] = []
        var calendar = -1
        for (index, line) in lines.enumerated() {
            // Most lines are none of these: told apart on bytes, without a String.
            switch Self.knownName(of: line, in: unfolded) {
            case .begin:
                stack.append(Self.value(of: line, in: unfolded).uppercased())
                if stack == ["VCALENDAR"] { calendar += 1 }
                if stack == ["VCALENDAR", "VEVENT"] || stack == ["VCALENDAR", "VTODO"] {
                    open = EventBlock(line: line.number, lines: index..<index, calendar: calendar)
                }
                if stack == ["VCALENDAR", "VTIMEZONE"] { timezoneStart = index }
            case .end:
                let value = Self.value(of: line, in: unfolded)
                guard let top = stack.last, top == value.uppercased() else {
                    problems.append((line.number, FileProblem.english(.endClosesNothing(end: value, open: stack.last))))
                    continue
                }
                stack.removeLast()
                if top == "VTIMEZONE", stack == ["VCALENDAR"] { timezones.append((timezoneStart..<(index + 1), calendar)) }
                if top == "VEVENT" || top == "VTODO", var block = open, stack == ["VCALENDAR"] {
                    block.lines = block.lines.lowerBound..<(index + 1)
                    if top == "VEVENT" { events.append(block) } else { todos.append(block) }
                    open = nil
                }
            case .summary where stack.count == 2 && (stack[1] == "VEVENT" || stack[1] == "VTODO"): open?.summary = Self.value(of: line, in: unfolded)
            case .uid where stack.count == 2 && (stack[1] == "VEVENT" || stack[1] == "VTODO"): open?.uid = Self.value(of: line, in: unfolded)
            case .dtstart where stack.count == 2 && stack[1] == "VEVENT": if open?.startLine == nil { open?.startLine = index }
            case .dtend where stack.count == 2 && stack[1] == "VEVENT": if open?.endLine == nil { open?.endLine = index }
            case .span where stack.count == 2 && stack[1] == "VEVENT": open?.isPlain = false
            case .tzid where stack.count == 2 && stack[1] == "VTIMEZONE":
                let number = lines[timezoneStart].number
                timezoneLines[Self.value(of: line, in: unfolded), default: number] = number
            default:
                if stack.count == 1, calendar == 0 { calendarProperties.append((Self.name(of: line, in: unfolded), Self.value(of: line, in: unfolded))) }
            }
        }
        if let open, stack.count >= 2, stack[1] == "VEVENT" { problems.append((open.line, "\(open.name) has no END:VEVENT")) }
        if let open, stack.count >= 2, stack[1] == "VTODO" { problems.append((open.line, "task \(open.summary.map { "\"\($0)\"" } ?? "without SUMMARY") has no END:VTODO")) }
        self.events = events
        self.todos = todos
        self.timezoneLines = timezoneLines
        self.timezones = timezones
        self.calendarProperties = calendarProperties
        self.problems = problems
    }

    /// Some writers escape the separators of a rule as if it were text
    /// (`RRULE:FREQ=WEEKLY\;BYDAY=MO\,TU`), which libical refuses: the
    /// backslashes go. `line` is the last line of `bytes`, so nothing after
    /// it moves.
    private static func unescapeRule(_ bytes: inout [UInt8], _ line: inout Line) {
        let first = bytes[line.offset] & 0xDF
        guard first == UInt8(ascii: "R") || first == UInt8(ascii: "E"), bytes[line.offset...].contains(UInt8(ascii: "\\")) else { return }
        let name = Self.name(of: line, in: bytes)
        guard name == "RRULE" || name == "EXRULE" else { return }
        var value: [UInt8] = []
        var index = line.offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ";") || bytes[index + 1] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            value.append(byte)
            index += 1
        }
        bytes.replaceSubrange(line.offset..., with: value)
        line.count = value.count
    }

    /// The days a plain event covers by the dates written in its DTSTART
    /// and DTEND, before any zone moves them (a zone moves a wall clock
    /// by less than five days: RFC 5545 offsets stop at ±99:59). nil when
    /// the event is not plain or a date does not read as `YYYYMMDD`: then
    /// only libical can tell.
    func writtenDays(of event: EventBlock) -> ClosedRange<CivilDate>? {
        guard event.isPlain, let startLine = event.startLine, let start = date(ofLine: startLine) else { return nil }
        guard let endLine = event.endLine else { return start...start }
        guard let end = date(ofLine: endLine) else { return nil }
        return start...max(start, end)
    }

    /// The date a DATE or DATE-TIME value starts with, read on bytes (a
    /// quoted parameter may hold a colon).
    private func date(ofLine index: Int) -> CivilDate? {
        let line = lines[index], end = line.offset + line.count
        var position = line.offset, quoted = false
        while position < end {
            let byte = unfolded[position]
            if byte == UInt8(ascii: "\"") { quoted.toggle() } else if byte == UInt8(ascii: ":"), !quoted { break }
            position += 1
        }
        position += 1
        guard position + 8 <= end, position + 8 == end || unfolded[position + 8] == UInt8(ascii: "T") else { return nil }
        var number = 0
        for byte in unfolded[position..<(position + 8)] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard let date = CivilDate(year: number / 10_000, month: number / 100 % 100, day: number % 100), date.isSupported else { return nil }
        return date
    }

    /// The file line of `event`'s property `name` (upper case), for messages.
    func line(of name: String, in event: EventBlock) -> Int? {
        lines[event.lines].first { Self.name(of: $0, in: unfolded) == name }?.number
    }

    var lineCount: Int { lines.count }

    /// The file line a content line starts on (1-based), for messages.
    func fileLine(ofLine index: Int) -> Int { lines[index].number }

    /// Content lines `range` as libical parses them: CRLF-separated, NUL-terminated.
    func component(_ range: Range<Int>) -> [CChar] {
        guard let first = range.first, let last = range.last else { return [0] }
        let end = lines[last].offset + lines[last].count
        var bytes = [CChar](repeating: 0, count: end - lines[first].offset + 3)
        unfolded.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBytes { target in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(source)[lines[first].offset..<end]))
            }
        }
        bytes[bytes.count - 3] = 0x0D
        bytes[bytes.count - 2] = 0x0A
        return bytes
    }

    /// A content line's property name in upper case.
    func name(ofLine index: Int) -> String { Self.name(of: lines[index], in: unfolded) }

    /// A content line unfolded, without its line break.
    func content(ofLine index: Int) -> ArraySlice<UInt8> {
        unfolded[lines[index].offset..<(lines[index].offset + lines[index].count)]
    }

    /// A block's unfolded lines with their property names and depths (0:
    /// the block's BEGIN and END; 1: its properties, and a nested
    /// component's BEGIN and END, such as a VALARM's; 2: the nested
    /// component's properties).
    func lines(of block: EventBlock) -> [(name: String, text: String, depth: Int)] {
        var depth = 0
        return block.lines.map { index in
            let name = name(ofLine: index)
            if name == "END" { depth -= 1 }
            let entry = (name, String(decoding: content(ofLine: index), as: UTF8.self), depth)
            if name == "BEGIN" { depth += 1 }
            return entry
        }
    }

    /// The unfolded text of a line, for tests.
    func text(ofLine index: Int) -> String {
        String(decoding: unfolded[lines[index].offset..<(lines[index].offset + lines[index].count)], as: UTF8.self)
    }

    /// A content line's property name in upper case (parameters dropped);
    /// only ASCII letters, digits and `-` count, so this stays on bytes.
    private enum KnownName { case begin, end, summary, uid, tzid, dtstart, dtend, span, other }

    /// Which of the names the structure pass looks for a line has.
    private static func knownName(of line: Line, in bytes: [UInt8]) -> KnownName {
        func named(_ name: StaticString) -> Bool {
            let length = name.utf8CodeUnitCount
            guard line.count > length else { return false }
            let next = bytes[line.offset + length]
            guard next == UInt8(ascii: ":") || next == UInt8(ascii: ";") else { return false }
            let pointer = name.utf8Start
            for index in 0..<length {
                let byte = bytes[line.offset + index]
                guard (byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte) == pointer[index] else { return false }
            }
            return true
        }
        switch bytes[line.offset] & 0xDF {
        case UInt8(ascii: "B"): return named("BEGIN") ? .begin : .other
        case UInt8(ascii: "E"): return named("END") ? .end : named("EXRULE") ? .span : .other
        case UInt8(ascii: "S"): return named("SUMMARY") ? .summary : .other
        case UInt8(ascii: "U"): return named("UID") ? .uid : .other
        case UInt8(ascii: "T"): return named("TZID") ? .tzid : .other
        case UInt8(ascii: "D"): return named("DTSTART") ? .dtstart : named("DTEND") ? .dtend : named("DURATION") ? .span : .other
        case UInt8(ascii: "R"): return named("RRULE") || named("RDATE") || named("RECURRENCE-ID") ? .span : .other
        default: return .other
        }
    }

    private static func name(of line: Line, in bytes: [UInt8]) -> String {
        var name: [UInt8] = []
        for byte in bytes[line.offset..<(line.offset + line.count)] {
            guard byte != UInt8(ascii: ":"), byte != UInt8(ascii: ";") else { break }
            name.append(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
        }
        return String(decoding: name, as: UTF8.self)
    }

    private static func value(of line: Line, in bytes: [UInt8]) -> String {
        let content = bytes[line.offset..<(line.offset + line.count)]
        guard let colon = content.firstIndex(of: UInt8(ascii: ":")) else { return "" }
        return String(decoding: content[(colon + 1)...], as: UTF8.self)
    }
}

/// Why a calendar file cannot be used at all (exit 65), or what is wrong
/// with a part of it (a warning). `line` is 1-based.
public struct CalendarFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String
    /// The message as a value, when it is one the command line says in
    /// the person's language (`FileError.Reason`).
    public var reason: FileError.Reason? = nil
    public var description: String { "\(line): \(message)" }
}
