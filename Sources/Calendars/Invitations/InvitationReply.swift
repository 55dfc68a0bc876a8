import CalendarCore

extension Invitation {
    /// The answer to send the organizer (RFC 5546 3.2.3, METHOD:REPLY):
    /// for each event of the invitation, its UID, RECURRENCE-ID and
    /// SEQUENCE, ORGANIZER, times and title as written, a new DTSTAMP, and
    /// exactly one ATTENDEE: `address`'s line as the invitation writes it
    /// with PARTSTAT set (and RSVP dropped: it asks for an answer), or a
    /// new one when it does not name `address`; the VTIMEZONEs those lines
    /// name come along. `comment` goes in as COMMENT.
    public func reply(as address: String, answer: InvitationAnswer, comment: String? = nil, stamp: String) -> [UInt8] {
        let me = EventAttendance.address(address)
        var lines = ["BEGIN:VCALENDAR", ICalendarWriter.productID, "VERSION:2.0", "METHOD:REPLY"]
        var defined: Set<String> = []
        for event in events {
            lines += zoneLines(for: event, except: defined)
            defined.formUnion(event.component.zonesUsed)
        }
        for event in events {
            lines.append("BEGIN:VEVENT")
            for (index, name) in event.properties where Self.repliedProperties.contains(name) {
                lines += source.file.writtenLines(of: index)
            }
            lines.append("DTSTAMP:" + stamp)
            lines += Self.attendeeLines(of: me, in: event, answer: answer.rawValue, file: source.file)
            if let comment, !comment.isEmpty { lines.append(ICalendarWriter.fold("COMMENT:" + ICalendarWriter.escape(comment))) }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return Array(lines.map { $0 + "\r\n" }.joined().utf8)
    }

    /// What of an invited event its reply repeats (besides its own
    /// DTSTAMP, ATTENDEE and COMMENT): what names the event and its
    /// version, and what a mail program shows of it.
    static let repliedProperties: Set<String> = ["UID", "RECURRENCE-ID", "SEQUENCE", "ORGANIZER", "DTSTART", "DTEND", "DURATION", "SUMMARY"]

    /// `me`'s ATTENDEE lines in `event` with `partstat`, folded: each line
    /// naming `me` (as written, PARTSTAT set, RSVP dropped), or a new one
    /// when none does.
    static func attendeeLines(of me: String, in event: Event, answer partstat: String, file: TopComponents) -> [String] {
        let mine = event.attendees.filter { $0.address == me }
        guard !mine.isEmpty else { return [ICalendarWriter.fold("ATTENDEE;PARTSTAT=\(partstat):mailto:\(me)")] }
        return mine.map { attendee in
            let written = ContentLineEdit.setting("PARTSTAT", to: partstat, in: file.text.text(ofLine: attendee.line))
            return ICalendarWriter.fold(ContentLineEdit.setting("RSVP", to: nil, in: written))
        }
    }
}
