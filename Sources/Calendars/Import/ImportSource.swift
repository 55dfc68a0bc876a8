import CLibical
import CalendarCore
import Storage

/// A file to import, read and checked whole before anything is written:
/// a file with a part libical cannot read, or a component left open, is
/// refused with its line, so an import never writes half a file's events.
public struct ImportSource {
    public let path: String
    let file: TopComponents

    public init(path: String, bytes: [UInt8]) throws(ImportError) {
        self.path = path
        // iCalendar is UTF-8 (RFC 5545 3.1.4): another encoding's bytes
        // would be copied as they are, into a file other clients refuse.
        if String(validating: bytes, as: UTF8.self) == nil {
            let (line, byte) = Self.firstInvalidByte(in: bytes)
            throw ImportError(path: path, line: line, reason: .notUTF8(byte: byte))
        }
        do { file = try TopComponents(bytes: bytes) } catch {
            let reason: ImportError.Reason = error.reason == .emptyNotICalendar(line: error.line) ? .empty : .notICalendar
            throw ImportError(path: path, line: error.line, reason: reason)
        }
        if let problem = file.problems.min(by: { $0.line < $1.line }) {
            throw ImportError(path: path, line: problem.line, reason: problem.reason)
        }
        for component in file.components {
            guard let parsed = ICalendarFile.parse(file.text.component(component.lines)) else {
                throw ImportError(path: path, line: component.line, reason: .unreadable(kind: component.kind, detail: nil))
            }
            defer { icalcomponent_free(parsed) }
            // libical keeps what it cannot parse as X-LIC-ERROR: a date
            // that is no date would be imported as nothing.
            if let complaint = PropertyReader(component: parsed, zones: ZoneTable()).libicalErrors.first {
                // The property it names, else the line its words quote
                // (a line with no colon has no name).
                let line = complaint.property.flatMap { name in
                    component.lines.first { file.text.name(ofLine: $0) == name }.map(file.text.fileLine(ofLine:))
                } ?? component.lines.first { index in
                    let content = String(decoding: file.text.content(ofLine: index), as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    return content.count >= 3 && complaint.message.contains(content)
                }.map(file.text.fileLine(ofLine:)) ?? component.line
                throw ImportError(path: path, line: line, reason: .unreadable(kind: component.kind, detail: complaint.message))
            }
        }
    }

    /// The line (from 1) of the first byte that is not part of a UTF-8
    /// character, and that byte.
    static func firstInvalidByte(in bytes: [UInt8]) -> (line: Int, byte: UInt8) {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var (offset, line) = (0, 1)
        while case .valid(let scalar) = parser.parseScalar(from: &input) {
            if scalar.first == 0x0A { line += 1 }
            offset += scalar.count
        }
        return (line, bytes[min(offset, bytes.count - 1)])
    }

    /// The VTIMEZONE defining `tzid` for a component of VCALENDAR
    /// `calendar`: its own calendar's first, else any in the file.
    func zone(_ tzid: String, forCalendar calendar: Int) -> TopComponent? {
        let zones = file.components.filter { $0.kind == "VTIMEZONE" && $0.tzid == tzid }
        return zones.first { $0.calendar == calendar } ?? zones.first
    }
}

/// Why a file cannot be imported; nothing was written. Worded in dal
/// (`ImportWords`); `description` is the English for tests and logs.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// It does not begin with BEGIN:VCALENDAR.
        case notICalendar
        case empty
        /// An END that closes nothing open, or not the component open (nil: nothing is).
        case endClosesNothing(end: String, open: String?)
        /// A component without its END.
        case notClosed(kind: String)
        /// libical cannot read a component (its kind, and libical's words when it gave any).
        case unreadable(kind: String, detail: String?)
        /// A byte that is not part of a UTF-8 character (Latin-1's é, 0xE9).
        case notUTF8(byte: UInt8)
    }

    public let path: String
    public let line: Int
    public let reason: Reason

    public var description: String {
        let what = switch reason {
        case .notICalendar: "this is not an iCalendar file: it must start with BEGIN:VCALENDAR"
        case .empty: "the file is empty, not iCalendar"
        case .endClosesNothing(let end, let open): "END:\(end) does not close \(open.map { "the open \($0)" } ?? "anything")"
        case .notClosed(let kind): "\(kind) has no END:\(kind)"
        case .unreadable(let kind, let detail): "libical cannot read this \(kind)" + (detail.map { " (\($0))" } ?? "")
        case .notUTF8(let byte): "not UTF-8 text: the byte \(ImportError.hex(byte)) is not part of a UTF-8 character"
        }
        return "\(path):\(line): \(what)"
    }

    /// `0xE9`.
    public static func hex(_ byte: UInt8) -> String { "0x" + String(byte, radix: 16, uppercase: true) }
}
