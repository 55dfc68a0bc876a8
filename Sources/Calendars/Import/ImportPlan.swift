import CalendarCore

/// What `dal import` will do, worked out whole before anything is written:
/// the preview it shows (one entry per component of the files) and the
/// new bytes of every file it writes. An import that finds everything
/// already there has no writes, so importing a file twice leaves every
/// byte of the calendar as it was.
public struct ImportPlan {
    public struct Entry: Equatable, Sendable {
        public enum Outcome: Equatable, Sendable {
            /// New: a file of its own.
            case add
            /// New to a file that holds its UID: an instance joining its series.
            case join
            /// A newer version (SEQUENCE, then DTSTAMP) replaces the calendar's.
            case replace
            /// The calendar has this very version: left.
            case same
            /// The calendar's is newer: left.
            case older
            /// A kind of component the calendar does not hold: skipped.
            case cannotHold
            /// No UID to merge by: skipped.
            case noUID
        }

        public let outcome: Outcome
        /// `VEVENT`, `VTODO`, `VJOURNAL`, …
        public let kind: String
        /// As written, unescaped; nil for none.
        public let summary: String?
        public let uid: String?
        public let recurrenceID: String?
        /// Where it was read: the imported file and the line of its BEGIN.
        public let source: String
        public let line: Int
        /// The calendar file it goes to or is compared with (nil when skipped).
        public let file: String?
    }

    /// Where new events go.
    public let calendar: CalendarInfo
    public let entries: [Entry]
    /// The files to write: the bytes each had when read (nil for a new
    /// file), and its new bytes.
    let writes: [(path: String, before: [UInt8]?, after: [UInt8])]

    /// Whether applying it writes anything.
    public var changesSomething: Bool { !writes.isEmpty }

    /// The files it writes, in order.
    public var paths: [String] { writes.map(\.path) }

    public func count(_ outcome: Entry.Outcome) -> Int { entries.count { $0.outcome == outcome } }
}
