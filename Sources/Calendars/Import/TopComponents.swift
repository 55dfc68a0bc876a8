import CalendarCore
import Foundation

/// What import merges by: a component's UID and, for one instance of a
/// series, its RECURRENCE-ID (the value as written).
public struct ComponentKey: Hashable, Sendable {
    public let uid: String
    public let recurrenceID: String?
}

/// Which of two versions of one component is newer (RFC 5546 2.1.5):
/// the higher SEQUENCE, and at the same SEQUENCE the later DTSTAMP.
struct ComponentVersion: Comparable {
    let sequence: Int
    /// DTSTAMP's value (`20261128T120000Z`, UTC by RFC 5545): its digits
    /// sort as the instants do; none sorts first.
    let stamp: String

    static func < (a: ComponentVersion, b: ComponentVersion) -> Bool {
        (a.sequence, a.stamp) < (b.sequence, b.stamp)
    }
}

/// A component directly inside a VCALENDAR (VEVENT, VTODO, VJOURNAL,
/// VTIMEZONE, or anything else), as written.
struct TopComponent {
    /// Upper case: `VEVENT`.
    let kind: String
    /// Content line indices, BEGIN to END.
    var lines: Range<Int>
    /// The file line of its BEGIN.
    let line: Int
    /// Which VCALENDAR of the file holds it (0 for the first).
    let calendar: Int
    var uid: String?
    var recurrenceID: String?
    var sequence = 0
    var stamp = ""
    var summary: String?
    /// A VTIMEZONE's TZID.
    var tzid: String?
    /// The TZIDs its lines name (a VTIMEZONE each must come with).
    var zonesUsed: Set<String> = []

    var key: ComponentKey? { uid.map { ComponentKey(uid: $0, recurrenceID: recurrenceID) } }
    var version: ComponentVersion { ComponentVersion(sequence: sequence, stamp: stamp) }
}

/// The top components of one iCalendar file, found on its content lines
/// (`ICalendarText`), with their bytes as written: import copies a
/// component whole, folding, X- properties, VALARMs and all, so nothing of
/// it is lost, and a file it leaves is left byte for byte.
struct TopComponents {
    let bytes: [UInt8]
    let text: ICalendarText
    let components: [TopComponent]
    /// Structure problems (an END that closes nothing, a component never
    /// closed), by file line.
    let problems: [(line: Int, reason: ImportError.Reason)]
    /// The file's own line break.
    let lineBreak: String

    init(bytes: [UInt8]) throws(CalendarFileError) {
        self.bytes = bytes
        let text = try ICalendarText(bytes: bytes)
        self.text = text
        let firstBreak = bytes.firstIndex(of: 0x0A)
        lineBreak = firstBreak.map { $0 > 0 && bytes[$0 - 1] == 0x0D } ?? true ? "\r\n" : "\n"
        var components: [TopComponent] = [], problems: [(Int, ImportError.Reason)] = []
        var stack: [String] = [], open: TopComponent?, calendar = -1
        for index in 0..<text.lineCount {
            let name = text.name(ofLine: index)
            let value = { String(decoding: Self.value(of: text.content(ofLine: index)), as: UTF8.self) }
            switch name {
            case "BEGIN":
                let kind = value().uppercased()
                stack.append(kind)
                if stack.count == 1 { calendar += 1 }
                if stack.count == 2 {
                    open = TopComponent(kind: kind, lines: index..<index, line: text.fileLine(ofLine: index), calendar: calendar)
                }
            case "END":
                let kind = value().uppercased()
                guard stack.last == kind else {
                    problems.append((text.fileLine(ofLine: index), .endClosesNothing(end: value(), open: stack.last)))
                    continue
                }
                stack.removeLast()
                if stack.count == 1, var component = open {
                    component.lines = component.lines.lowerBound..<(index + 1)
                    components.append(component)
                    open = nil
                }
            default:
                guard open != nil else { continue }
                let content = text.content(ofLine: index)
                if stack.count == 2 {
                    switch name {
                    case "UID": open?.uid = value()
                    case "RECURRENCE-ID": open?.recurrenceID = value()
                    case "SEQUENCE": open?.sequence = Int(value().trimmingCharacters(in: .whitespaces)) ?? 0
                    case "DTSTAMP": open?.stamp = value().trimmingCharacters(in: .whitespaces)
                    case "SUMMARY": open?.summary = ICalendarFile.unescaped(value())
                    case "TZID": open?.tzid = value()
                    default: break
                    }
                }
                if content.firstRange(of: Array(";TZID=".utf8)) != nil || content.firstRange(of: Array(";tzid=".utf8)) != nil,
                   let tzid = ContentLine(String(decoding: content, as: UTF8.self)).parameters["TZID"] {
                    open?.zonesUsed.insert(tzid)
                }
            }
        }
        if let open { problems.append((open.line, .notClosed(kind: open.kind))) }
        self.components = components
        self.problems = problems
    }

    /// The lines of `component` as the file writes them (folded as they
    /// were), without their line breaks.
    func writtenLines(of component: TopComponent) -> [String] {
        component.lines.flatMap { index in
            let source = text.sources[index]
            return bytes[source].split(separator: 0x0A, omittingEmptySubsequences: false).compactMap { line -> String? in
                let bare = line.last == 0x0D ? line.dropLast() : line
                return bare.isEmpty ? nil : String(decoding: bare, as: UTF8.self)
            }
        }
    }

    /// Bytes `start..<end` of the file that `component` spans, its last
    /// line break included.
    func span(of component: TopComponent) -> Range<Int> {
        text.sources[component.lines.lowerBound].lowerBound..<text.sources[component.lines.upperBound - 1].upperBound
    }

    /// Where the END:VCALENDAR closing the file starts (new components go
    /// before it).
    var endOfCalendar: Int {
        let last = (0..<text.lineCount).last { text.name(ofLine: $0) == "END" }
        return last.map { text.sources[$0].lowerBound } ?? bytes.count
    }

    /// The value after the first colon outside quotes.
    private static func value(of content: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var quoted = false
        for index in content.indices {
            let byte = content[index]
            if byte == UInt8(ascii: "\"") { quoted.toggle() } else if byte == UInt8(ascii: ":"), !quoted { return content[(index + 1)...] }
        }
        return content[content.endIndex...]
    }
}
