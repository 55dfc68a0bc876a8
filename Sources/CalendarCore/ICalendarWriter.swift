import Foundation

/// Writes selected and tagged days as an iCalendar file (RFC 5545): one
/// all-day VEVENT per run of consecutive days, CRLF line ends, lines folded
/// at 75 octets, UIDs derived from the dates (and the tag) so the same
/// store always gives the same UIDs.
public enum ICalendarWriter {
    /// A run of days to write as one all-day event.
    public struct Run: Equatable, Sendable {
        public var days: ClosedRange<CivilDate>
        public var summary: String
        /// Written as CATEGORIES (RFC 5545 3.8.1.2), one value each.
        public var categories: [String]
        /// Part of the UID, so a tag's run and a selected run of the same
        /// days stay two events.
        public var key: String

        public init(days: ClosedRange<CivilDate>, summary: String, categories: [String] = [], key: String = "") {
            self.days = days
            self.summary = summary
            self.categories = categories
            self.key = key
        }
    }

    /// `stamp` is the DTSTAMP, a UTC date-time such as `20261121T000000Z`.
    /// `runs` are runs of consecutive days, ascending and apart.
    public static func write(runs: [ClosedRange<CivilDate>], stamp: String, summary: String = "Selected in dal") -> String {
        write(runs.map { Run(days: $0, summary: summary) }, stamp: stamp)
    }

    public static func write(_ runs: [Run], stamp: String) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", productID, "CALSCALE:GREGORIAN"]
        for run in runs {
            let first = basic(run.days.lowerBound), afterLast = basic(run.days.upperBound.adding(days: 1))
            let key = run.key.isEmpty ? "" : run.key.filter { $0.isLetter || $0.isNumber || $0 == "-" } + "-"
            lines += [
                "BEGIN:VEVENT",
                "UID:dal-\(key)\(first)-\(basic(run.days.upperBound))@dal",
                "DTSTAMP:\(stamp)",
                "DTSTART;VALUE=DATE:\(first)",
                "DTEND;VALUE=DATE:\(afterLast)",
                "SUMMARY:\(escape(run.summary))",
            ]
            if !run.categories.isEmpty { lines.append("CATEGORIES:" + run.categories.map(escape).joined(separator: ",")) }
            lines += ["TRANSP:TRANSPARENT", "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map { fold($0) }.joined(separator: "\r\n") + "\r\n"
    }

    /// What dal names itself as in every file it writes.
    public static let productID = "PRODID:-//dal//dal calendar//EN"

    /// A DATE value: `20261122`.
    public static func basic(_ date: CivilDate) -> String {
        date.description.replacingOccurrences(of: "-", with: "")
    }

    /// A TEXT value: backslash, semicolon, comma and line breaks escaped.
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\n")
    }

    /// Splits a line into 75-octet pieces, never inside a character; the
    /// continuation lines start with a space after `lineBreak`.
    public static func fold(_ line: String, lineBreak: String = "\r\n") -> String {
        var pieces: [String] = []
        var current = String.UnicodeScalarView()
        var octets = 0
        // By scalar, not by character: a cluster (a flag, a family emoji)
        // can be longer than a line may be.
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            let limit = pieces.isEmpty ? 75 : 74
            if octets + size > limit {
                pieces.append(String(current))
                current = String.UnicodeScalarView()
                octets = 0
            }
            current.append(scalar)
            octets += size
        }
        pieces.append(String(current))
        return pieces.joined(separator: lineBreak + " ")
    }
}

extension MarkDocument {
    /// What `dal export --ics` writes: each run of selected days ("Selected
    /// in dal", with the tags found on its days as CATEGORIES), and each run
    /// of a tag (the tag's name as title and as its category), by date.
    public var exportRuns: [ICalendarWriter.Run] {
        let names = Dictionary(categories.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let tagged = marks.map { (name: names[$0.category] ?? $0.category, id: $0.category, runs: Selection(ranges: $0.ranges).ranges) }
        var runs = Selection(ranges: selected).ranges.map { run in
            let found = tagged.filter { tag in tag.runs.contains { $0.overlaps(run) } }.map(\.name)
            return ICalendarWriter.Run(days: run, summary: "Selected in dal", categories: found)
        }
        for tag in tagged {
            runs += tag.runs.map { ICalendarWriter.Run(days: $0, summary: tag.name, categories: [tag.name], key: "tag-" + tag.id) }
        }
        return runs.sorted { ($0.days.lowerBound, $0.key) < ($1.days.lowerBound, $1.key) }
    }
}
