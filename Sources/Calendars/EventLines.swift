import CalendarCore

/// Content lines of the events dal writes, as RFC 5545 asks: CRLF line
/// breaks (or the file's own), lines folded at 75 octets, TEXT escaped,
/// DTSTAMP in UTC, timed events in the viewer's zone with its VTIMEZONE.
enum EventLines {
    /// DTSTART and DTEND of `timing`: all-day as dates (DTEND the day
    /// after the last), timed in `zone`.
    static func timing(_ timing: EventDraft.Timing, zone: LocalZone) -> [String] {
        switch timing {
        case .allDay(let first, let last):
            ["DTSTART;VALUE=DATE:" + ICalendarWriter.basic(first), "DTEND;VALUE=DATE:" + ICalendarWriter.basic(last.adding(days: 1))]
        case .timed(let start, let end):
            [zone.property("DTSTART", start), zone.property("DTEND", end)]
        }
    }

    /// The lines that say when and by whom a version was written.
    static func stamps(_ stamp: String) -> [String] {
        ["DTSTAMP:" + stamp, "LAST-MODIFIED:" + stamp]
    }

    static func summary(_ title: String) -> String {
        "SUMMARY:" + ICalendarWriter.escape(title)
    }

    /// A whole new file holding one event.
    static func newFile(uid: String, draft: EventDraft, zone: LocalZone, stamp: String) -> [UInt8] {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", ICalendarWriter.productID]
        if case .timed = draft.timing, let timezone = zone.timezoneLines { lines += timezone }
        lines += ["BEGIN:VEVENT", "UID:" + uid] + stamps(stamp) + ["CREATED:" + stamp] + timing(draft.timing, zone: zone)
        if draft.days > 1 { lines.append("RRULE:FREQ=DAILY;COUNT=\(draft.days)") }
        lines += [summary(draft.title), "END:VEVENT", "END:VCALENDAR"]
        return bytes(lines, lineBreak: "\r\n")
    }

    /// Lines folded and each ended with `lineBreak`.
    static func bytes(_ lines: [String], lineBreak: String) -> [UInt8] {
        Array(lines.map { ICalendarWriter.fold($0, lineBreak: lineBreak) + lineBreak }.joined().utf8)
    }
}
