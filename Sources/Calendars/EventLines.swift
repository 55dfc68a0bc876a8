import CalendarCore

/// Content lines of the events dal writes, as RFC 5545 asks: CRLF line
/// breaks (or the file's own), lines folded at 75 octets, TEXT escaped,
/// DTSTAMP in UTC, a new timed event in the viewer's zone with its
/// VTIMEZONE, a changed one in its own.
enum EventLines {
    /// DTSTART and DTEND of `timing`: all-day as dates (DTEND the day after
    /// the last); timed in the event's own forms, or in the viewer's zone
    /// for an event that had no time of day. With the TZIDs written on the
    /// system's zone database, which the file must define.
    static func timing(_ timing: EventDraft.Timing, start: TimeForm, end: TimeForm, viewer: LocalZone) -> (lines: [String], zones: Set<String>) {
        switch timing {
        case .allDay(let first, let last):
            return (["DTSTART;VALUE=DATE:" + ICalendarWriter.basic(first), "DTEND;VALUE=DATE:" + ICalendarWriter.basic(last.adding(days: 1))], [])
        case .timed(let from, let to):
            let (start, end) = start.isDate ? (viewer.form, viewer.form) : (start, end)
            let zones = [start, end].compactMap { form -> String? in
                guard case .zoned(let tzid, let clock?) = form, clock.isSystem else { return nil }
                return tzid
            }
            return ([start.property("DTSTART", typed: from, viewer: viewer), end.property("DTEND", typed: to, viewer: viewer)], Set(zones))
        }
    }

    /// The lines that say when and by whom a version was written.
    static func stamps(_ stamp: String) -> [String] {
        ["DTSTAMP:" + stamp, "LAST-MODIFIED:" + stamp]
    }

    static func summary(_ title: String) -> String {
        "SUMMARY:" + ICalendarWriter.escape(title)
    }

    /// A whole new file holding one event, with the VTIMEZONE of its zone
    /// (the one typed with its time, else the viewer's) over the times it
    /// covers (every instance of a series; for ever for one without end).
    static func newFile(uid: String, draft: EventDraft, zone viewer: LocalZone, stamp: String) -> [UInt8] {
        let zone = draft.zone.map { LocalZone(identifier: $0) } ?? viewer
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", ICalendarWriter.productID]
        let rule = self.rule(of: draft, zone: zone)
        if case .timed(let start, let end) = draft.timing, let identifier = zone.identifier {
            let length = zone.instant(ofWall: end) - zone.instant(ofWall: start)
            let last: Int?
            if let rule, let timeline = SystemZones.timeline(for: identifier) {
                last = FileZones.ruleEnd(rule, from: start, on: timeline).map { $0 + length }
            } else if draft.ruleText != nil {
                last = nil   // a lunar yearly rule: for ever, or COUNT years at most
            } else {
                last = zone.instant(ofWall: end.shifted(days: draft.days - 1))
            }
            lines += SystemZones.rules(for: identifier)?.trimmed(to: ZoneSpan(first: zone.instant(ofWall: start), last: last))?.lines ?? []
        }
        let form = zone.form
        lines += ["BEGIN:VEVENT", "UID:" + uid] + stamps(stamp) + ["CREATED:" + stamp] + timing(draft.timing, start: form, end: form, viewer: zone).lines
        if let rule = rule ?? draft.ruleText { lines.append("RRULE:" + rule) }
        lines.append(summary(draft.title))
        if let location = draft.details?.location, !location.isEmpty {
            lines.append("LOCATION:" + ICalendarWriter.escape(location))
        }
        // An all-day event shows as free unless it says otherwise (as
        // Google and Apple write them): a birthday or a trip does not fill
        // the day's free time. The edit form can make it busy.
        if case .allDay = draft.timing { lines.append("TRANSP:TRANSPARENT") }
        if let minutes = draft.alarmMinutesBefore { lines += alarm(minutesBefore: minutes, title: draft.title) }
        lines += ["END:VEVENT", "END:VCALENDAR"]
        return bytes(lines, lineBreak: "\r\n")
    }

    /// A DISPLAY alarm `minutes` before the start (RFC 5545 3.6.6: a
    /// DISPLAY alarm needs a DESCRIPTION: the title).
    static func alarm(minutesBefore minutes: Int, title: String) -> [String] {
        ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ICalendarWriter.escape(title),
         "TRIGGER:" + (minutes == 0 ? "PT0M" : "-PT\(minutes)M"), "END:VALARM"]
    }

    /// The RRULE of a repeat for an event whose DTSTART is in `form`: UNTIL
    /// a date for an all-day event, the UTC time for a zoned one, the wall
    /// time for a floating one (RFC 5545 3.3.10).
    static func rule(_ pattern: RecurrencePattern, form: TimeForm, viewer: LocalZone) -> String {
        switch form {
        case .date: pattern.rfc5545Text(until: RecurrencePattern.localDateUntilText)
        case .floating: pattern.rfc5545Text { BasicTime.text($0) }
        case .utc: pattern.rfc5545Text { BasicTime.text(BasicTime.utcWall(viewer.instant(ofWall: $0))) + "Z" }
        case .zoned(let tzid, _):
            pattern.rfc5545Text { until in BasicTime.text(BasicTime.utcWall(LocalZone(identifier: tzid).instant(ofWall: until))) + "Z" }
        }
    }

    /// The RRULE of a new event: the quick add's repeat, with UNTIL a date
    /// for an all-day event and in UTC for a timed one (RFC 5545 3.3.10),
    /// else a daily COUNT over a run of days.
    static func rule(of draft: EventDraft, zone: LocalZone) -> String? {
        guard let recurrence = draft.recurrence else { return draft.days > 1 ? "FREQ=DAILY;COUNT=\(draft.days)" : nil }
        if case .allDay = draft.timing { return recurrence.rfc5545Text(until: RecurrencePattern.localDateUntilText) }
        return recurrence.rfc5545Text { until in BasicTime.text(BasicTime.utcWall(zone.instant(ofWall: until))) + "Z" }
    }

    /// Lines folded and each ended with `lineBreak`.
    static func bytes(_ lines: [String], lineBreak: String) -> [UInt8] {
        Array(lines.map { ICalendarWriter.fold($0, lineBreak: lineBreak) + lineBreak }.joined().utf8)
    }
}
