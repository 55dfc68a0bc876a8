/// A problem in a calendar file that is about no one event (`CalendarProblem`
/// is about one): where (`path:line`) and why, for dal to word in the
/// run's language. Its `description` is the English line the readings
/// give; `FileProblem(_:)` reads such a line back, as `CalendarProblem(_:)`
/// does.
public struct FileProblem: Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// An END line that closes nothing open (`END:VEVENT` after none),
        /// or not the component open (nil: nothing is open).
        case endClosesNothing(end: String, open: String?)
        /// A VTODO libical could not read: not listed.
        case taskNotRead
        /// A VTODO without UID: not listed.
        case taskWithoutUID
    }

    public var path: String
    public var line: Int
    public var reason: Reason

    public init(path: String, line: Int, reason: Reason) {
        (self.path, self.line, self.reason) = (path, line, reason)
    }

    public var description: String { "\(path):\(line): " + Self.english(reason) }

    /// The words after `path:line: `, as the readings write them.
    static func english(_ reason: Reason) -> String {
        switch reason {
        case .endClosesNothing(let end, let open): "END:\(end) does not close \(open.map { "the open \($0)" } ?? "anything")"
        case .taskNotRead: "a task libical could not read, so it is not listed"
        case .taskWithoutUID: "a task without UID, which no program can name; it is not listed"
        }
    }

    public init?(_ text: String) {
        // `path:line: ` and the rest; a path may hold `: ` itself.
        var search = text.startIndex..<text.endIndex
        while let mark = text.range(of: ": ", range: search) {
            let place = text[..<mark.lowerBound], rest = String(text[mark.upperBound...])
            if let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]), let reason = Self.reason(rest) {
                self.init(path: String(place[..<colon]), line: line, reason: reason)
                if description == text { return }
            }
            search = mark.upperBound..<text.endIndex
        }
        return nil
    }

    private static func reason(_ rest: String) -> Reason? {
        for fixed in [Reason.taskNotRead, .taskWithoutUID] where rest == english(fixed) { return fixed }
        guard rest.hasPrefix("END:"), let range = rest.range(of: " does not close ") else { return nil }
        let end = String(rest[rest.index(rest.startIndex, offsetBy: 4)..<range.lowerBound]), closes = rest[range.upperBound...]
        if closes == "anything" { return .endClosesNothing(end: end, open: nil) }
        guard closes.hasPrefix("the open ") else { return nil }
        return .endClosesNothing(end: end, open: String(closes.dropFirst("the open ".count)))
    }
}
