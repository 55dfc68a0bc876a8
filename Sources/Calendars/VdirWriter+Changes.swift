import CalendarCore
import Storage

/// Changing and deleting events: only the lines that must change, new
/// times in the event's own zone (`FileZones`), every zone written defined.
extension VdirWriter {
    // MARK: Edit

    func edit(_ reference: EventReference, _ scope: EventScope, _ draft: EventDraft) throws(WriteError) -> WriteReceipt {
        let (path, before, editor) = try open(reference)
        var file = editor
        let zones = FileZones(editor)
        var written: Set<String> = []
        let now = stamp()
        let moves = draft.timing != reference.timing
        if !reference.isRecurring || scope == .all {
            guard let master = file.master(of: reference.uid), let block = master.block else { throw conflict(reference) }
            if reference.isRecurring, moves, file.hasExceptions(reference.uid, block: block) {
                throw WriteError.refused(.seriesWithExceptions(summary: reference.summary))
            }
            // The whole series keeps its first day (on this screen's
            // clock); a single event moves to the draft's.
            let timing = reference.isRecurring ? Self.timing(draft.timing, movedTo: master.start.local.date) : draft.timing
            written = change(&file, block: block, title: draft.title, timing: moves ? timing : nil, forms: zones.forms(of: block), stamp: now)
        } else if let instanceID = reference.recurrenceID, let existing = file.override(of: reference.uid, recurrenceID: instanceID),
                  let block = existing.block {
            written = change(&file, block: block, title: draft.title, timing: moves ? draft.timing : nil, forms: zones.forms(of: block),
                             stamp: now)
        } else if let instanceID = reference.recurrenceID, let master = file.master(of: reference.uid), let block = master.block {
            // A new override for this one instance, copied from the series.
            let (lines, zonesWritten) = overrideLines(copying: block, in: file, zones: zones, instanceID: instanceID, draft: draft, stamp: now)
            file.appendComponent(lines)
            written = zonesWritten
        } else {
            throw conflict(reference)
        }
        var bytes = zones.covering(written, in: file.result(), changing: reference.uid)
        if let details = draft.details, !details.isEmpty {
            bytes = try changeDetails(details, title: draft.title, of: reference, scope: scope, in: bytes, at: path)
        }
        return try write(bytes, over: before, at: path, summary: "changed \"\(draft.title)\"")
    }

    /// The edit form's other changes, on the file as the title and times
    /// left it: LOCATION, DESCRIPTION, TRANSP, the VALARMs, the repeat.
    private func changeDetails(_ details: DetailsChange, title: String, of reference: EventReference, scope: EventScope,
                               in bytes: [UInt8], at path: String) throws(WriteError) -> [UInt8] {
        var file: EventFileEditor
        do { file = try parses.editor(bytes, path: path) } catch { throw WriteError.unreadable(.newVersionUnreadable(message: error.message)) }
        let own = reference.recurrenceID.flatMap { scope == .this ? file.override(of: reference.uid, recurrenceID: $0) : nil }
            ?? file.master(of: reference.uid)
        guard let content = own, let block = content.block else { throw conflict(reference) }
        for (name, value) in [("LOCATION", details.location), ("DESCRIPTION", details.notes)] {
            guard let value else { continue }
            if value.isEmpty { file.remove(name, in: block) } else { file.set(name, in: block, to: ["\(name):" + ICalendarWriter.escape(value)]) }
        }
        if let busy = details.busy { file.set("TRANSP", in: block, to: ["TRANSP:" + (busy ? "OPAQUE" : "TRANSPARENT")]) }
        if let alarms = details.alarms {
            for range in file.components("VALARM", in: block) { file.replaceLines(range, with: []) }
            for minutes in alarms { file.appendComponent(EventLines.alarm(minutesBefore: minutes, title: title), to: block) }
        }
        var written: Set<String> = []
        if let repeats = details.repeats, content.recurrenceID == nil {
            if file.blocks(of: reference.uid).count > 1 {
                throw WriteError.refused(.seriesWithOverrides(summary: reference.summary))
            }
            let forms = FileZones(file).forms(of: block)
            switch repeats {
            case .none:
                for name in ["RRULE", "RDATE", "EXDATE", "EXRULE"] { file.remove(name, in: block) }
            case .pattern(let pattern):
                file.set("RRULE", in: block, to: ["RRULE:" + EventLines.rule(pattern, form: forms.start, viewer: zone)])
            case .rule(let text):
                file.set("RRULE", in: block, to: ["RRULE:" + text])
            }
            written = Self.systemZone(of: forms.start)
        }
        if let asDates = details.ruleAsDates, content.recurrenceID == nil {
            try write(asDates, from: details.datesFromYear, of: content.rules.first, summary: reference.summary, in: &file, block: block)
        }
        // SEQUENCE and the stamps were set with the title and times.
        return FileZones(file).covering(written, in: file.result(), changing: reference.uid)
    }

    /// A repeat in another calendar as the rule, the rule and the solar
    /// dates of 20 years from `year` (RDATE), or the dates alone
    /// (the RRULE removed). Earlier RDATEs make way for the new ones.
    private func write(_ asDates: RuleAsDates, from year: Int, of rule: RecurrenceRule?, summary: String,
                       in file: inout EventFileEditor, block: Int) throws(WriteError) {
        guard let rule, rule.text.uppercased().contains("RSCALE=") else {
            throw WriteError.refused(.notLunarRule(summary: summary))
        }
        file.remove("RDATE", in: block)
        if asDates != .ruleOnly { file.append(RuleDates.lines(of: rule, years: year...(year + RuleAsDates.years - 1)), to: block) }
        if asDates == .datesOnly { file.remove("RRULE", in: block) }
    }

    /// SUMMARY (when the title changed), DTSTART and DTEND (DURATION out;
    /// when `timing` is given, in `forms`) of one block, marked changed.
    /// What did not change keeps its line, zone and all. Returns the TZIDs
    /// written on the system's zone database.
    private func change(_ file: inout EventFileEditor, block: Int, title: String, timing: EventDraft.Timing?,
                        forms: (start: TimeForm, end: TimeForm), stamp: String) -> Set<String> {
        if file.summary(ofBlock: block) != title {
            file.set("SUMMARY", in: block, to: [EventLines.summary(title)])
        }
        var written: Set<String> = []
        if let timing {
            let (lines, zones) = EventLines.timing(timing, start: forms.start, end: forms.end, viewer: zone)
            file.set("DTSTART", in: block, to: [lines[0]])
            file.remove("DURATION", in: block)
            file.set("DTEND", in: block, to: [lines[1]])
            written = zones
        }
        file.markChanged(block, stamp: stamp)
        return written
    }

    /// The series' VEVENT without what makes it a series or dates it, with
    /// the instance's RECURRENCE-ID in DTSTART's form and the new title and
    /// times: what RFC 5545 calls an override of one instance. VALARMs and
    /// unknown properties come along.
    func overrideLines(copying block: Int, in file: EventFileEditor, zones: FileZones, instanceID: String, draft: EventDraft,
                               stamp: String) -> (lines: [String], zones: Set<String>) {
        let dropped: Set<String> = ["RRULE", "RDATE", "EXDATE", "EXRULE", "DTSTART", "DTEND", "DURATION", "RECURRENCE-ID",
                                    "SUMMARY", "SEQUENCE", "DTSTAMP", "LAST-MODIFIED", "CREATED"]
        // Depth 1: the event's own properties; deeper: its VALARMs.
        let kept = file.lines(of: block).dropFirst().dropLast().filter { $0.depth > 1 || !dropped.contains($0.name) }.map(\.text)
        let forms = zones.forms(of: block)
        let (times, written) = EventLines.timing(draft.timing, start: forms.start, end: forms.end, viewer: zone)
        let lines = ["BEGIN:VEVENT"] + kept + [zones.instanceForm(of: block).property("RECURRENCE-ID", instance: instanceID)]
            + times + [EventLines.summary(draft.title), "SEQUENCE:1"] + EventLines.stamps(stamp) + ["END:VEVENT"]
        return (lines, written.union(Self.systemZone(of: forms.start)))
    }

    /// The TZID of a form whose times are converted on the system's zone
    /// database (the file must define it).
    static func systemZone(of form: TimeForm) -> Set<String> {
        guard case .zoned(let tzid, let clock?) = form, clock.isSystem else { return [] }
        return [tzid]
    }

    /// The same times of day on `date` (a series keeps its first day).
    static func timing(_ timing: EventDraft.Timing, movedTo date: CivilDate) -> EventDraft.Timing {
        switch timing {
        case .allDay(let first, let last):
            return .allDay(first: date, last: date.adding(days: first.days(until: last)))
        case .timed(let start, let end):
            let shift = start.date.days(until: date)
            return .timed(start: LocalDateTime(date: date, secondsOfDay: start.secondsOfDay),
                          end: LocalDateTime(date: end.date.adding(days: shift), secondsOfDay: end.secondsOfDay))
        }
    }

    // MARK: Delete

    /// Deletes an event, or one instance of a series (an EXDATE in
    /// DTSTART's form, its override gone). Refused when the file is not
    /// byte for byte as dal read it when the event was shown: a sync that
    /// changed anything in it (a DESCRIPTION, an alarm) meanwhile would
    /// lose that change with the event.
    func delete(_ reference: EventReference, _ scope: EventScope) throws(WriteError) -> WriteReceipt {
        let (path, before, editor) = try open(reference)
        if let seen = reference.fileDigest, FileDigest.of(before) != seen { throw conflict(reference) }
        var file = editor
        if !reference.isRecurring || scope == .all {
            if file.holdsOnly(reference.uid) {
                guard try read(path) == before else {
                    throw WriteError.conflict(.fileChangedWhileDeleting(path: path))
                }
                do { try AtomicFileWriter.remove(path) } catch { throw WriteError.file(error) }
                return WriteReceipt(path: path, before: before, after: nil, summary: "deleted \"\(reference.summary)\"")
            }
            for block in file.blocks(of: reference.uid) { file.removeBlock(block) }
        } else {
            guard let instanceID = reference.recurrenceID, let master = file.master(of: reference.uid), let block = master.block
            else { throw conflict(reference) }
            if let existing = file.override(of: reference.uid, recurrenceID: instanceID), let overrideBlock = existing.block {
                file.removeBlock(overrideBlock)
            }
            let zones = FileZones(editor)
            file.append([zones.instanceForm(of: block).property("EXDATE", instance: instanceID)], to: block)
            file.markChanged(block, stamp: stamp())
            let bytes = zones.covering(Self.systemZone(of: zones.forms(of: block).start), in: file.result(), changing: reference.uid)
            return try write(bytes, over: before, at: path, summary: "deleted \"\(reference.summary)\"")
        }
        return try write(file.result(), over: before, at: path, summary: "deleted \"\(reference.summary)\"")
    }
}
