import CalendarCore
import Foundation

/// What answering (or filing) an invitation does to the calendars, worked
/// out whole before anything is written, as an import is.
public struct InvitationPlan {
    public struct Entry: Equatable, Sendable {
        public enum Outcome: Equatable, Sendable {
            /// New: a file of its own in the plan's calendar.
            case added
            /// An instance of a series the calendars hold, added to its file.
            case joined
            /// A newer version replaced the calendar's. `askedAgain`: its
            /// times changed, so the answer given before was set back to
            /// NEEDS-ACTION.
            case updated(askedAgain: Bool)
            /// The same version: only my answer changed.
            case answered
            /// STATUS:CANCELLED set.
            case cancelled
            /// The calendar has this version, answered so, already.
            case unchanged
            /// The calendar's version is newer (a higher SEQUENCE): nothing changed.
            case outOfDate
            /// A cancel of an event the calendars do not hold: nothing to change.
            case notInCalendar
        }

        public let outcome: Outcome
        public let summary: String?
        public let uid: String
        /// As written, for one instance of a series.
        public let recurrenceID: String?
        /// The calendar file it is in or goes to (nil when not in one).
        public let file: String?
        /// My PARTSTAT as the calendar has it after the plan (nil: I am
        /// not named, or nothing is written).
        public let partstat: String?
    }

    /// Where new events go.
    public let calendar: CalendarInfo
    public let entries: [Entry]
    let writes: [(path: String, before: [UInt8]?, after: [UInt8])]

    public var changesSomething: Bool { !writes.isEmpty }
    public var paths: [String] { writes.map(\.path) }
    /// Whether an event of it is older than the calendar's.
    public var isOutOfDate: Bool { entries.contains { $0.outcome == .outOfDate } }
}

/// `dal invite` and `r`: an invitation into the calendars, by UID, never
/// a second file for a UID a writable calendar holds (vdirsyncer refuses
/// two): a new event gets a file of its own, a newer version replaces the
/// calendar's in its file, an instance joins its series, a cancel marks
/// the event or instance STATUS:CANCELLED, and an older version changes
/// nothing. Lines are copied as written; only my ATTENDEE's PARTSTAT and a
/// cancel's STATUS (and SEQUENCE) are changed.
extension VdirWriter {
    /// Works out what `invitation` does with my answer (nil: filed
    /// unanswered, keeping an answer given before unless the times
    /// changed), `me` being the address I answer as (nil for a cancel).
    /// Writes nothing.
    public func planInvitation(_ invitation: Invitation, me: String?, answer: InvitationAnswer?,
                               into calendar: CalendarInfo) throws(WriteError) -> InvitationPlan {
        let target = Self.normalized(calendar.path)
        try checkWritable(target)
        let me = me.map(EventAttendance.address)
        var entries: [InvitationPlan.Entry] = []
        var writes: [(path: String, before: [UInt8]?, after: [UInt8])] = []
        var uids: [String] = []
        for uid in invitation.events.compactMap(\.uid) where !uids.contains(uid) { uids.append(uid) }
        let held = heldUIDs(in: [target] + writableCollections().filter { $0 != target })
        for uid in uids {
            let incoming = invitation.events.filter { $0.uid == uid }
            func entry(_ outcome: InvitationPlan.Entry.Outcome, _ event: Invitation.Event, file: String?, partstat: String?) {
                entries.append(.init(outcome: outcome, summary: event.summary, uid: uid, recurrenceID: event.recurrenceID, file: file,
                                     partstat: partstat))
            }
            guard let path = held[uid], let before = try read(path), let existing = try? TopComponents(bytes: before) else {
                // Not in the calendars: a file of its own (a cancel has nothing to cancel).
                guard invitation.kind == .request else {
                    for event in incoming { entry(.notInCalendar, event, file: nil, partstat: nil) }
                    continue
                }
                let path = try newFilePath(for: uid, in: target, taken: Set(writes.map(\.path)))
                var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", ICalendarWriter.productID]
                var defined: Set<String> = []
                for event in incoming {
                    lines += invitation.zoneLines(for: event, except: defined)
                    defined.formUnion(event.component.zonesUsed)
                }
                for event in incoming {
                    let partstat = answer?.rawValue ?? Self.partstat(of: me, in: event)
                    lines += Self.lines(of: event, in: invitation, me: me, partstat: partstat)
                    entry(.added, event, file: path, partstat: partstat)
                }
                lines.append("END:VCALENDAR")
                let after = Array(lines.map { $0 + "\r\n" }.joined().utf8)
                try checkImportReadsBack(after, path: path, before: nil)
                writes.append((path, nil, after))
                continue
            }
            var edits: [(range: Range<Int>, lines: [String])] = []
            var written: [Invitation.Event] = []
            for event in incoming {
                guard let old = existing.components.first(where: { $0.key == event.component.key }) else {
                    // An instance of a series the calendar holds (or its
                    // series, to a file of instances): into that file.
                    let at = existing.endOfCalendar
                    if invitation.kind == .cancel {
                        edits.append((at..<at, Self.cancelledInstance(event, in: invitation, series: existing)))
                        entry(.cancelled, event, file: path, partstat: nil)
                    } else {
                        let partstat = answer?.rawValue ?? Self.partstat(of: me, in: event)
                        edits.append((at..<at, Self.lines(of: event, in: invitation, me: me, partstat: partstat)))
                        entry(.joined, event, file: path, partstat: partstat)
                    }
                    written.append(event)
                    continue
                }
                guard event.component.sequence >= old.sequence else {
                    entry(.outOfDate, event, file: path, partstat: nil)
                    continue
                }
                let span = existing.span(of: old)
                let properties = existing.properties(of: old)
                let mineBefore = me.flatMap { me in
                    properties.first { $0.name == "ATTENDEE" && EventAttendance.address(ContentLine(existing.text.text(ofLine: $0.index)).value) == me }
                        .map { ContentLine(existing.text.text(ofLine: $0.index)).parameters["PARTSTAT"]?.uppercased() ?? InvitationAnswer.awaiting }
                }
                if invitation.kind == .cancel {
                    let status = properties.first { $0.name == "STATUS" }.map { ContentLine(existing.text.text(ofLine: $0.index)).value.uppercased() }
                    guard status != "CANCELLED" else {
                        entry(.unchanged, event, file: path, partstat: mineBefore)
                        continue
                    }
                    edits.append((span, Self.cancelled(old, in: existing, sequence: event.component.sequence)))
                    entry(.cancelled, event, file: path, partstat: mineBefore)
                    continue
                }
                let newer = event.component.sequence > old.sequence || event.component.stamp > old.stamp
                if newer {
                    let timesChanged = existing.writtenTimes(of: old) != event.times
                    let kept = timesChanged ? InvitationAnswer.awaiting : (mineBefore ?? Self.partstat(of: me, in: event))
                    let partstat = answer?.rawValue ?? kept
                    edits.append((span, Self.lines(of: event, in: invitation, me: me, partstat: partstat)))
                    written.append(event)
                    let askedAgain = answer == nil && timesChanged && mineBefore != nil && mineBefore != InvitationAnswer.awaiting
                    entry(.updated(askedAgain: askedAgain), event, file: path, partstat: partstat)
                } else if let me, let answer, mineBefore != answer.rawValue {
                    // The same version answered (again): my line only.
                    edits.append((span, Self.answering(old, in: existing, me: me, partstat: answer.rawValue)))
                    entry(.answered, event, file: path, partstat: answer.rawValue)
                } else {
                    entry(.unchanged, event, file: path, partstat: mineBefore)
                }
            }
            guard !edits.isEmpty else { continue }
            let zones = written.flatMap { event in
                invitation.zoneLines(for: event, except: Set(existing.components.compactMap(\.tzid)))
            }
            var unique: [String] = [], seen: Set<String> = []
            // The same zone named by two events of the message comes once.
            for block in Self.zoneBlocks(zones) where !seen.contains(block.joined()) {
                seen.insert(block.joined())
                unique += block
            }
            if !unique.isEmpty {
                let at = existing.components.first { $0.kind != "VTIMEZONE" }.map { existing.span(of: $0).lowerBound } ?? existing.endOfCalendar
                edits.insert((at..<at, unique), at: 0)
            }
            let after = Self.applying(edits, to: before, lineBreak: existing.lineBreak)
            try checkImportReadsBack(after, path: path, before: before)
            writes.append((path, before, after))
        }
        return InvitationPlan(calendar: calendar, entries: entries, writes: writes)
    }

    /// Writes what `plan` found to write, each file atomically, after
    /// checking that it is still as it was read.
    public func apply(_ plan: InvitationPlan, summary: String) throws(WriteError) -> [WriteReceipt] {
        try write(plan.writes, making: plan.calendar, summary: summary)
    }

    /// `r`: my answer written into the event's file as an invitation of
    /// the same version would write it (my PARTSTAT only).
    func answer(_ reference: EventReference, as address: String, _ answer: InvitationAnswer) throws(WriteError) -> WriteReceipt {
        let (path, bytes, _) = try open(reference, acceptingSole: true)
        let invitation: Invitation
        do { invitation = try Invitation(path: path, bytes: bytes).only(uid: reference.uid) } catch {
            throw WriteError.unreadable(.notReadBack(path: path, problem: error.description))
        }
        let calendar = CalendarInfo(name: reference.collection, color: nil, path: reference.collection, writable: true)
        let plan = try planInvitation(invitation, me: address, answer: answer, into: calendar)
        guard let write = plan.writes.first(where: { $0.path == path }) else {
            // Answered so already: the file as it is.
            return WriteReceipt(path: path, before: bytes, after: bytes, summary: "answered \"\(reference.summary)\"")
        }
        return try self.write(write.after, over: bytes, at: path, summary: "answered \"\(reference.summary)\"")
    }

    // MARK: Pieces

    /// My PARTSTAT as the invitation writes it (NEEDS-ACTION when it
    /// names me without one, or does not name me).
    static func partstat(of me: String?, in event: Invitation.Event) -> String {
        event.attendees.first { $0.address == me }?.partstat ?? InvitationAnswer.awaiting
    }

    /// The event's lines as the message writes them, with my ATTENDEE's
    /// PARTSTAT set (an ATTENDEE line added for me when it names me not).
    static func lines(of event: Invitation.Event, in invitation: Invitation, me: String?, partstat: String) -> [String] {
        guard let me else { return invitation.lines(of: event) }
        let mine = Set(event.attendees.filter { $0.address == me }.map(\.line))
        let text = invitation.source.file.text
        return invitation.lines(of: event, changing: { index in
            mine.contains(index) ? [ICalendarWriter.fold(ContentLineEdit.setting("PARTSTAT", to: partstat, in: text.text(ofLine: index)))] : nil
        }, adding: mine.isEmpty ? [ICalendarWriter.fold("ATTENDEE;PARTSTAT=\(partstat):mailto:\(me)")] : [])
    }

    /// The calendar's component with my PARTSTAT set, its other lines as written.
    static func answering(_ component: TopComponent, in file: TopComponents, me: String, partstat: String) -> [String] {
        component.lines.flatMap { index -> [String] in
            let text = file.text.text(ofLine: index)
            guard file.text.name(ofLine: index) == "ATTENDEE", EventAttendance.address(ContentLine(text).value) == me else {
                return file.writtenLines(of: index)
            }
            return [ICalendarWriter.fold(ContentLineEdit.setting("PARTSTAT", to: partstat, in: text))]
        }
    }

    /// The calendar's component with STATUS:CANCELLED, and the cancel's
    /// SEQUENCE when higher (so an older request stays out of date).
    static func cancelled(_ component: TopComponent, in file: TopComponents, sequence: Int) -> [String] {
        let properties = file.properties(of: component)
        let own = Set(properties.map(\.index))
        var result: [String] = []
        let end = component.lines.upperBound - 1
        let firstNested = component.lines.dropFirst().first { file.text.name(ofLine: $0) == "BEGIN" } ?? end
        for index in component.lines {
            let name = file.text.name(ofLine: index)
            if index == firstNested {
                if !properties.contains(where: { $0.name == "STATUS" }) { result.append("STATUS:CANCELLED") }
                if sequence > component.sequence, !properties.contains(where: { $0.name == "SEQUENCE" }) { result.append("SEQUENCE:\(sequence)") }
            }
            if own.contains(index), name == "STATUS" {
                result.append("STATUS:CANCELLED")
            } else if own.contains(index), name == "SEQUENCE", sequence > component.sequence {
                result.append("SEQUENCE:\(sequence)")
            } else {
                result += file.writtenLines(of: index)
            }
        }
        return result
    }

    /// A cancel of one instance the calendar's series has no override
    /// for: the cancel's own lines (STATUS:CANCELLED), with a DTSTART at
    /// the instance and the series' length when it writes no time (a
    /// cancel need not), so the instance is where the series had it.
    static func cancelledInstance(_ event: Invitation.Event, in invitation: Invitation, series: TopComponents) -> [String] {
        let text = invitation.source.file.text
        var added: [String] = []
        if event.status != "CANCELLED" { added.append("STATUS:CANCELLED") }
        if event.times["DTSTART"] == nil, let id = event.properties.first(where: { $0.name == "RECURRENCE-ID" }) {
            added.append(ICalendarWriter.fold("DTSTART" + text.text(ofLine: id.index).dropFirst("RECURRENCE-ID".count)))
            if event.times["DTEND"] == nil, event.times["DURATION"] == nil,
               let master = series.components.first(where: { $0.uid == event.uid && $0.recurrenceID == nil }) {
                let content = (try? ICalendarFile(bytes: series.bytes))?.contents.first { $0.uid == event.uid && $0.recurrenceID == nil }
                if let length = content?.length { added.append("DURATION:" + Self.durationText(length)) }
            }
        }
        let status = event.properties.first { $0.name == "STATUS" }?.index
        return invitation.lines(of: event, changing: { $0 == status ? ["STATUS:CANCELLED"] : nil }, adding: added)
    }

    /// RFC 5545's DURATION value of a length: `P1D`, `PT5400S`, `P1DT60S`.
    static func durationText(_ length: EventLength) -> String {
        let days = length.days > 0 ? "\(length.days)D" : "", seconds = length.seconds > 0 ? "T\(length.seconds)S" : ""
        return days.isEmpty && seconds.isEmpty ? "PT0S" : "P" + days + seconds
    }

    /// Lines of VTIMEZONEs, one block each.
    static func zoneBlocks(_ lines: [String]) -> [[String]] {
        var blocks: [[String]] = [], current: [String] = []
        for line in lines {
            current.append(line)
            if line.uppercased() == "END:VTIMEZONE" {
                blocks.append(current)
                current = []
            }
        }
        if !current.isEmpty { blocks.append(current) }
        return blocks
    }
}

extension TopComponents {
    /// DTSTART, DTEND, DURATION and RRULE as written (`TZID:value`), by name.
    func writtenTimes(of component: TopComponent) -> [String: String] {
        var times: [String: String] = [:]
        for (index, name) in properties(of: component) where ["DTSTART", "DTEND", "DURATION", "RRULE"].contains(name) {
            let line = ContentLine(text.text(ofLine: index))
            times[name] = (line.parameters["TZID"].map { $0 + ":" } ?? "") + line.value.trimmingCharacters(in: .whitespaces)
        }
        return times
    }
}
