/// The content lines of an iCalendar file with the line each starts on,
/// unfolded on bytes (a fold may split a UTF-8 character), and where each
/// VEVENT begins. libical parses the joined lines; this keeps line numbers
/// for messages, which libical does not report.
struct ICalendarText {
    struct Line {
        let number: Int
        let text: String
    }

    /// A VEVENT as written: where it starts, and what names it in messages.
    struct EventBlock {
        let line: Int
        var lines: Range<Int>
        var summary: String?
        var uid: String?

        var name: String {
            let title = summary.map { "\"\($0)\"" } ?? "without SUMMARY"
            return uid.map { "event \(title) (UID \($0))" } ?? "event \(title)"
        }
    }

    let lines: [Line]
    let events: [EventBlock]
    /// Structure problems with their lines (an END that closes nothing).
    let problems: [(line: Int, message: String)]

    /// Throws when the bytes are not iCalendar at all.
    init(bytes: [UInt8]) throws(CalendarFileError) {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }   // a UTF-8 byte order mark
        var lines: [Line] = []
        var current: [UInt8] = [], currentNumber = 0, number = 0
        func flush() {
            if !current.isEmpty || currentNumber > 0 { lines.append(Line(number: currentNumber, text: String(decoding: current, as: UTF8.self))) }
        }
        for physical in body.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            let line = physical.last == 0x0D ? physical.dropLast() : physical
            if let first = line.first, first == 0x20 || first == 0x09, currentNumber > 0 {
                current += line.dropFirst()   // a folded continuation
                continue
            }
            flush()
            current = Array(line)
            currentNumber = line.isEmpty ? 0 : number
        }
        flush()
        lines.removeAll { $0.text.isEmpty }
        guard let first = lines.first else { throw CalendarFileError(line: 1, message: "the file is empty, not iCalendar") }
        guard first.text.uppercased() == "BEGIN:VCALENDAR" else {
            throw CalendarFileError(line: first.number, message: "this is not an iCalendar file: it must start with BEGIN:VCALENDAR")
        }

        var events: [EventBlock] = [], problems: [(Int, String)] = []
        var stack: [String] = []
        var open: EventBlock?
        for (index, line) in lines.enumerated() {
            let (name, value) = Self.split(line.text)
            switch name {
            case "BEGIN":
                stack.append(value.uppercased())
                if stack == ["VCALENDAR", "VEVENT"] { open = EventBlock(line: line.number, lines: index..<index) }
            case "END":
                guard let top = stack.last, top == value.uppercased() else {
                    problems.append((line.number, "END:\(value) does not close \(stack.last.map { "the open \($0)" } ?? "anything")"))
                    continue
                }
                stack.removeLast()
                if top == "VEVENT", var block = open, stack == ["VCALENDAR"] {
                    block.lines = block.lines.lowerBound..<(index + 1)
                    events.append(block)
                    open = nil
                }
            case "SUMMARY" where stack == ["VCALENDAR", "VEVENT"]: open?.summary = value
            case "UID" where stack == ["VCALENDAR", "VEVENT"]: open?.uid = value
            default: break
            }
        }
        if let open { problems.append((open.line, "\(open.name) has no END:VEVENT")) }
        self.lines = lines
        self.events = events
        self.problems = problems
    }

    /// The text libical parses: the unfolded lines.
    var unfolded: String { lines.map(\.text).joined(separator: "\r\n") + "\r\n" }

    /// The line of `event` whose property is `name`, for messages.
    func line(of name: String, in event: EventBlock) -> Int? {
        lines[event.lines].first { Self.split($0.text).name == name.uppercased() }?.number
    }

    /// Property name (upper case, parameters dropped) and value of a content line.
    static func split(_ text: String) -> (name: String, value: String) {
        guard let colon = text.firstIndex(of: ":") else { return (text.uppercased(), "") }
        let head = text[..<colon]
        let name = head.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return (name.uppercased(), String(text[text.index(after: colon)...]))
    }
}

/// Why a calendar file cannot be used at all (exit 65), or what is wrong
/// with a part of it (a warning). `line` is 1-based.
public struct CalendarFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String
    public var description: String { "\(line): \(message)" }
}
