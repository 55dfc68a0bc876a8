import CalendarCore
import Foundation
import Storage

/// Moving events to other days and to other calendars. A move shifts the
/// dates written in the file by whole days, on the event's own clock (a
/// 09:00 New York meeting stays 09:00 New York whatever the viewer's zone),
/// and with a whole series its exceptions, its end and the weekdays its
/// rule names move too: every instance lands `days` days later.
extension VdirWriter {
    func move(_ reference: EventReference, _ scope: EventScope, days: Int) throws(WriteError) -> WriteReceipt {
        let (path, before, editor) = try open(reference)
        let bytes = try moved(editor, reference, scope, days: days)
        return try write(bytes, over: before, at: path, summary: "moved \"\(reference.summary)\"")
    }

    /// The event's file, moved `days` days, written into `calendar` under
    /// its own name. The old file stays: a `.delete` after this removes it.
    func copy(_ reference: EventReference, days: Int, to calendar: CalendarInfo) throws(WriteError) -> WriteReceipt {
        let (path, before, editor) = try open(reference)
        guard editor.holdsOnly(reference.uid) else {
            throw WriteError.refused(.otherEventsInFile(path: path, summary: reference.summary))
        }
        let collection = Self.normalized(calendar.path)
        try checkWritable(collection)
        guard collection != Self.folder(of: path) else { throw WriteError.refused(.alreadyInCalendar(summary: reference.summary, calendar: calendar.name)) }
        let bytes = days == 0 ? before : try moved(editor, reference, .all, days: days)
        let newPath = collection + "/" + path.split(separator: "/").last.map(String.init)!
        guard try read(newPath) == nil else {
            throw WriteError.conflict(.movedFileExists(path: newPath))
        }
        try checkReadsBack(bytes, path: newPath, asWellAs: before)
        try makeCollectionIfMissing(calendar)
        do { try AtomicFileWriter.write(bytes, to: newPath, newFileMode: Self.eventFileMode) } catch { throw WriteError.file(error) }
        return WriteReceipt(path: newPath, before: nil, after: bytes, summary: "moved \"\(reference.summary)\" to \(calendar.name)")
    }

    /// The file's bytes with the event (or one instance) `days` days later.
    private func moved(_ editor: EventFileEditor, _ reference: EventReference, _ scope: EventScope,
                       days: Int) throws(WriteError) -> [UInt8] {
        var file = editor
        let zones = FileZones(editor)
        let now = stamp()
        var written: Set<String> = []
        if let instanceID = reference.recurrenceID, scope == .this {
            if let existing = file.override(of: reference.uid, recurrenceID: instanceID), let block = existing.block {
                // The instance moves; its RECURRENCE-ID still names the
                // instance of the series it replaces.
                try shift(["DTSTART", "DTEND"], of: block, in: &file, days: days)
                file.markChanged(block, stamp: now)
                written = Self.systemZone(of: zones.forms(of: block).start)
            } else if let master = file.master(of: reference.uid), let block = master.block {
                let draft = EventDraft(title: reference.summary, timing: reference.timing)
                let (lines, zonesWritten) = overrideLines(copying: block, in: file, zones: zones, instanceID: instanceID,
                                                          draft: draft, stamp: now)
                var shifted: [String] = []
                for line in lines {
                    let name = ContentLine(line).name
                    shifted.append(name == "DTSTART" || name == "DTEND" ? try EventShift.property(line, days: days) : line)
                }
                file.appendComponent(shifted)
                written = zonesWritten
            } else {
                throw conflict(reference)
            }
        } else {
            let blocks = file.blocks(of: reference.uid)
            guard !blocks.isEmpty else { throw conflict(reference) }
            for block in blocks {
                try shift(["DTSTART", "DTEND", "RECURRENCE-ID", "EXDATE", "RDATE", "RRULE", "EXRULE"], of: block, in: &file, days: days)
                file.markChanged(block, stamp: now)
                let forms = zones.forms(of: block)
                written.formUnion(Self.systemZone(of: forms.start).union(Self.systemZone(of: forms.end)))
            }
        }
        return zones.covering(written, in: file.result(), changing: reference.uid)
    }

    /// Shifts the properties `names` of a block (each line of them).
    private func shift(_ names: Set<String>, of block: Int, in file: inout EventFileEditor, days: Int) throws(WriteError) {
        for (index, name) in file.properties(of: block) where names.contains(name) {
            let line = file.line(index)
            file.replaceLine(index, with: [name == "RRULE" || name == "EXRULE" ? try EventShift.rule(line, days: days)
                                                                                : try EventShift.property(line, days: days)])
        }
    }
}

/// Whole-day shifts of the text of date and rule properties.
enum EventShift {
    /// `DTSTART;TZID=Europe/Berlin:20261126T090000` three days later, its
    /// parameters as written: each date or date-time of the value moves.
    static func property(_ line: String, days: Int) throws(WriteError) -> String {
        let parsed = ContentLine(line)
        guard parsed.parameters["VALUE"]?.uppercased() != "PERIOD" else {
            throw WriteError.refused(.periods(property: parsed.name))
        }
        var values: [String] = []
        for value in parsed.value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let time = BasicTime.parse(String(value)) else {
                throw WriteError.refused(.notMovableDate(property: parsed.name, value: String(value)))
            }
            let date = time.wall.date.adding(days: days)
            guard date.isSupported else { throw WriteError.refused(.pastSupportedYears) }
            let text = value.count == 8 || value.count == 9 ? ICalendarWriter.basic(date) : BasicTime.text(LocalDateTime(date: date, secondsOfDay: time.wall.secondsOfDay))
            values.append(text + (time.isUTC ? "Z" : ""))
        }
        return String(line.dropLast(parsed.value.count)) + values.joined(separator: ",")
    }

    /// An RRULE whose instances all come `days` days later: its UNTIL moves,
    /// and the weekdays it names. Rules that name days another way (the 1st
    /// of the month, the last Friday, week 12) would not move as one piece;
    /// they are refused.
    static func rule(_ line: String, days: Int) throws(WriteError) -> String {
        let parsed = ContentLine(line)
        guard parsed.name == "RRULE" else { throw WriteError.refused(.exrule) }
        guard days != 0 else { return line }
        var parts: [String] = []
        for part in parsed.value.split(separator: ";") {
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pieces.count == 2 else { parts.append(String(part)); continue }
            switch pieces[0].uppercased() {
            case "UNTIL":
                let moved = try property("UNTIL:" + pieces[1], days: days)
                parts.append("UNTIL=" + moved.dropFirst(6))
            case "BYDAY":
                var weekdays: [String] = []
                for day in pieces[1].split(separator: ",") {
                    // A plain weekday (`TU`), not an ordinal one (`-1FR`).
                    let code = day.uppercased().trimmingCharacters(in: .whitespaces)
                    guard let weekday = Weekday.allCases.first(where: { RecurrencePattern.weekdayCode($0) == code }) else { throw namesDays(line) }
                    weekdays.append(RecurrencePattern.weekdayCode(weekday.advanced(by: days)))
                }
                parts.append("BYDAY=" + weekdays.joined(separator: ","))
            case "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYSETPOS", "BYMONTH":
                throw namesDays(line)
            default:
                parts.append(String(part))
            }
        }
        return String(line.dropLast(parsed.value.count)) + parts.joined(separator: ";")
    }

    private static func namesDays(_ line: String) -> WriteError {
        .refused(.ruleNamesDays(rule: line))
    }
}
