import Foundation

/// Writes selected days as an iCalendar file (RFC 5545): one all-day
/// VEVENT per run of consecutive days, CRLF line ends, lines folded at 75
/// octets, UIDs derived from the dates so the same selection always gives
/// the same UIDs.
public enum ICalendarWriter {
    /// `stamp` is the DTSTAMP, a UTC date-time such as `20261121T000000Z`.
    /// `runs` are runs of consecutive days, ascending and apart.
    public static func write(runs: [ClosedRange<CivilDate>], stamp: String, summary: String = "Selected in dal") -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//dal//dal calendar//EN", "CALSCALE:GREGORIAN"]
        for run in runs {
            let first = basic(run.lowerBound), afterLast = basic(run.upperBound.adding(days: 1))
            lines += [
                "BEGIN:VEVENT",
                "UID:dal-\(first)-\(basic(run.upperBound))@dal",
                "DTSTAMP:\(stamp)",
                "DTSTART;VALUE=DATE:\(first)",
                "DTEND;VALUE=DATE:\(afterLast)",
                "SUMMARY:\(escape(summary))",
                "TRANSP:TRANSPARENT",
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map { fold($0) }.joined(separator: "\r\n") + "\r\n"
    }

    static func basic(_ date: CivilDate) -> String {
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
        var current = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            let limit = pieces.isEmpty ? 75 : 74
            if octets + size > limit {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.append(character)
            octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: lineBreak + " ")
    }
}
