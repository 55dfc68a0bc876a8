import CalendarCore
import Foundation
import Persistence

/// Adds, edits and deletes events in vdir collections (a folder per
/// calendar, one `.ics` per event, as vdirsyncer and khal keep them), and
/// takes the last change back.
///
/// - Every write is atomic and durable (`AtomicFileWriter`): a kill at any
///   moment leaves the old file or the new, never a torn one; the
///   temporary file is hidden and does not end in `.ics`.
/// - Edits change only the lines they must (`EventFileEditor`): the rest of
///   a file written by another program stays byte for byte.
/// - Nothing is overwritten blindly: before a change the file is read
///   again, and when the event is no longer as the person saw it (a sync
///   changed it meanwhile) the change is refused with `WriteError.conflict`.
/// - Only collections given as writable are written.
public struct VdirWriter: Sendable {
    public let writable: [String]
    public let zone: LocalZone
    /// `20261122T101500Z`: when a change is made (a parameter for tests).
    public let stamp: @Sendable () -> String

    public init(writable: [String], zone: LocalZone = .current(), stamp: @escaping @Sendable () -> String = LocalClock.utcStamp) {
        self.writable = writable.map(Self.normalized)
        self.zone = zone
        self.stamp = stamp
    }

    public func apply(_ change: EventChange) throws(WriteError) -> WriteReceipt {
        switch change {
        case .add(let draft, let collection): try add(draft, to: collection)
        case .edit(let reference, let scope, let draft): try edit(reference, scope, draft)
        case .delete(let reference, let scope): try delete(reference, scope)
        case .undo(let receipt): try undo(receipt)
        }
    }

    // MARK: Add

    func add(_ draft: EventDraft, to collection: String) throws(WriteError) -> WriteReceipt {
        try checkWritable(collection)
        let uid = UUID().uuidString.lowercased() + "@dal"
        let path = Self.normalized(collection) + "/" + uid + ".ics"
        let bytes = EventLines.newFile(uid: uid, draft: draft, zone: zone, stamp: stamp())
        try checkReadsBack(bytes, path: path, asWellAs: [])
        do { try AtomicFileWriter.write(bytes, to: path, newFileMode: Self.eventFileMode) } catch { throw WriteError.file(error) }
        Self.removeLeftovers(in: path)
        return WriteReceipt(path: path, before: nil, after: bytes, summary: "added \"\(draft.title)\"")
    }

    // MARK: Edit

    func edit(_ reference: EventReference, _ scope: EventScope, _ draft: EventDraft) throws(WriteError) -> WriteReceipt {
        let (path, before, editor) = try open(reference)
        var file = editor
        let now = stamp()
        let moves = draft.timing != reference.timing
        if !reference.isRecurring || scope == .all {
            guard let master = file.master(of: reference.uid), let block = master.block else { throw conflict(reference) }
            if reference.isRecurring, moves, file.hasExceptions(reference.uid, block: block) {
                throw WriteError.refused("\"\(reference.summary)\" repeats with exceptions (moved or removed instances, an end date); "
                    + "dal does not move the whole series yet, so nothing was written: change its title, or the time of this one (t)")
            }
            // The whole series keeps its first day (on this screen's
            // clock); a single event moves to the draft's.
            let timing = reference.isRecurring ? Self.timing(draft.timing, movedTo: master.start.local.date) : draft.timing
            change(&file, block: block, title: draft.title, timing: moves ? timing : nil, stamp: now)
        } else if let instanceID = reference.recurrenceID, let existing = file.override(of: reference.uid, recurrenceID: instanceID),
                  let block = existing.block {
            change(&file, block: block, title: draft.title, timing: moves ? draft.timing : nil, stamp: now)
        } else if let instanceID = reference.recurrenceID, let master = file.master(of: reference.uid), let block = master.block {
            // A new override for this one instance, copied from the series.
            file.appendComponent(overrideLines(copying: block, in: file, instanceID: instanceID, draft: draft, stamp: now))
        } else {
            throw conflict(reference)
        }
        if moves, case .timed = draft.timing { file.ensureTimezone(zone) }
        return try write(file.result(), over: before, at: path, summary: "changed \"\(draft.title)\"")
    }

    /// SUMMARY (when the title changed), DTSTART and DTEND (DURATION out;
    /// when `timing` is given) of one block, marked changed. What did not
    /// change keeps its line, zone and all.
    private func change(_ file: inout EventFileEditor, block: Int, title: String, timing: EventDraft.Timing?, stamp: String) {
        if file.summary(ofBlock: block) != title {
            file.set("SUMMARY", in: block, to: [EventLines.summary(title)])
        }
        if let timing {
            let lines = EventLines.timing(timing, zone: zone)
            file.set("DTSTART", in: block, to: [lines[0]])
            file.remove("DURATION", in: block)
            file.set("DTEND", in: block, to: [lines[1]])
        }
        file.markChanged(block, stamp: stamp)
    }

    /// The series' VEVENT without what makes it a series or dates it, with
    /// the instance's RECURRENCE-ID and the new title and times: what RFC
    /// 5545 calls an override of one instance. VALARMs and unknown
    /// properties come along.
    private func overrideLines(copying block: Int, in file: EventFileEditor, instanceID: String, draft: EventDraft,
                               stamp: String) -> [String] {
        let dropped: Set<String> = ["RRULE", "RDATE", "EXDATE", "EXRULE", "DTSTART", "DTEND", "DURATION", "RECURRENCE-ID",
                                    "SUMMARY", "SEQUENCE", "DTSTAMP", "LAST-MODIFIED", "CREATED"]
        // Depth 1: the event's own properties; deeper: its VALARMs.
        let kept = file.lines(of: block).dropFirst().dropLast().filter { $0.depth > 1 || !dropped.contains($0.name) }.map(\.text)
        return ["BEGIN:VEVENT"] + kept + [Self.dateProperty("RECURRENCE-ID", instanceID)]
            + EventLines.timing(draft.timing, zone: zone) + [EventLines.summary(draft.title), "SEQUENCE:1"]
            + EventLines.stamps(stamp) + ["END:VEVENT"]
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

    func delete(_ reference: EventReference, _ scope: EventScope) throws(WriteError) -> WriteReceipt {
        let (path, before, editor) = try open(reference)
        var file = editor
        if !reference.isRecurring || scope == .all {
            if file.holdsOnly(reference.uid) {
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
            file.append([Self.dateProperty("EXDATE", instanceID)], to: block)
            file.markChanged(block, stamp: stamp())
        }
        return try write(file.result(), over: before, at: path, summary: "deleted \"\(reference.summary)\"")
    }

    // MARK: Undo

    /// Puts the file back as it was before `receipt`, if it is still as the
    /// change left it; the receipt of that is the way to redo.
    func undo(_ receipt: WriteReceipt) throws(WriteError) -> WriteReceipt {
        try checkWritable(Self.folder(of: receipt.path))
        let now = try read(receipt.path)
        guard now == receipt.after else {
            throw WriteError.conflict("\(receipt.path) changed since dal wrote it (a sync or another program); nothing was undone")
        }
        do {
            if let before = receipt.before {
                try AtomicFileWriter.write(before, to: receipt.path, newFileMode: Self.eventFileMode)
            } else {
                try AtomicFileWriter.remove(receipt.path)
            }
        } catch {
            throw WriteError.file(error)
        }
        return WriteReceipt(path: receipt.path, before: receipt.after, after: receipt.before, summary: Self.undone(receipt.summary))
    }

    /// `undid: added "X"`, and for an undo undone `redid: added "X"`
    /// (not `undid: undid: …`).
    static func undone(_ summary: String) -> String {
        if summary.hasPrefix("undid: ") { return "redid: " + summary.dropFirst(7) }
        if summary.hasPrefix("redid: ") { return "undid: " + summary.dropFirst(7) }
        return "undid: " + summary
    }

    // MARK: Files

    /// The file holding `reference`'s event, read again now, and checked
    /// against what the person saw.
    private func open(_ reference: EventReference) throws(WriteError) -> (String, [UInt8], EventFileEditor) {
        try checkWritable(reference.collection)
        guard let path = locate(uid: reference.uid, in: reference.collection), let bytes = try read(path) else {
            throw WriteError.conflict("\"\(reference.summary)\" is no longer in \(reference.collection) (deleted by a sync or "
                + "another program?); dal reads the calendar again")
        }
        let editor: EventFileEditor
        do { editor = try EventFileEditor(bytes: bytes) } catch {
            throw WriteError.unreadable("\(path):\(error.line): \(error.message); dal does not change a file it cannot read")
        }
        guard Self.stillAsSeen(reference, in: editor) else { throw conflict(reference) }
        return (path, bytes, editor)
    }

    /// The event of the file is the one on screen: the same title, and for
    /// a single event (or an instance already overridden) the same start
    /// and end. (What dal does not change, a location, an alarm, may have
    /// changed: it is kept as the file has it.)
    static func stillAsSeen(_ reference: EventReference, in file: EventFileEditor) -> Bool {
        func sameTimes(_ content: EventContent) -> Bool {
            content.start.local == reference.start && (content.end ?? content.length.end(from: content.start)).local == reference.end
        }
        if let instanceID = reference.recurrenceID, let existing = file.override(of: reference.uid, recurrenceID: instanceID) {
            return existing.summary == reference.summary && sameTimes(existing)
        }
        guard let master = file.master(of: reference.uid), master.summary == reference.summary else { return false }
        return reference.isRecurring ? master.recurs : sameTimes(master)
    }

    private func conflict(_ reference: EventReference) -> WriteError {
        .conflict("\"\(reference.summary)\" changed on disk since dal read it (a sync or another program); "
            + "nothing was written, and dal reads the calendar again: look at it and try again")
    }

    /// The `.ics` file of the collection that holds `uid`: `<uid>.ics` when
    /// it does (as dal and most tools name them), else the first whose
    /// text has that UID.
    func locate(uid: String, in collection: String) -> String? {
        let folder = Self.normalized(collection)
        let named = folder + "/" + uid + ".ics"
        if !uid.contains("/"), let bytes = try? read(named), Self.holds(uid: uid, bytes) { return named }
        let needle = Array(uid.utf8.prefix(40))
        for file in CalendarLoader.icsFiles(in: folder) {
            guard let bytes = try? read(file), bytes.firstRange(of: needle) != nil, Self.holds(uid: uid, bytes) else { continue }
            return file
        }
        return nil
    }

    private static func holds(uid: String, _ bytes: [UInt8]?) -> Bool {
        guard let bytes, let text = try? ICalendarText(bytes: bytes) else { return false }
        return text.events.contains { $0.uid == uid }
    }

    private func read(_ path: String) throws(WriteError) -> [UInt8]? {
        do { return try BoundedFileReader.read(path, limit: CalendarLoader.maximumFileBytes) } catch { throw WriteError.file(error) }
    }

    /// Writes the new version if the file is still what was read.
    private func write(_ bytes: [UInt8], over before: [UInt8], at path: String, summary: String) throws(WriteError) -> WriteReceipt {
        try checkReadsBack(bytes, path: path, asWellAs: before)
        guard try read(path) == before else {
            throw WriteError.conflict("\(path) changed while dal was writing (a sync?); nothing was written")
        }
        do { try AtomicFileWriter.write(bytes, to: path) } catch { throw WriteError.file(error) }
        Self.removeLeftovers(in: path)
        return WriteReceipt(path: path, before: before, after: bytes, summary: summary)
    }

    /// Event files are made as other calendar programs make them (0666
    /// less the umask), not private like the store.
    static let eventFileMode: mode_t = 0o666

    /// Hidden temporary files of writes killed in this collection (by dal or
    /// any program writing the same way) go once they are a minute old; a
    /// sync never sees them (they do not end in `.ics`).
    private static func removeLeftovers(in path: String) {
        AtomicFileWriter.removeStaleTemporaryFiles(in: folder(of: path), olderThan: 60)
    }

    /// What dal writes, it can read back: the new text goes through the
    /// same reader first, and must read as well as the version it replaces
    /// (no new warnings).
    private func checkReadsBack(_ bytes: [UInt8], path: String, asWellAs before: [UInt8]) throws(WriteError) {
        let problem: String
        do {
            let file = try ICalendarFile(bytes: bytes)
            let known = before.isEmpty ? 0 : ((try? ICalendarFile(bytes: before))?.warnings.count ?? 0)
            guard file.warnings.count > known else { return }
            problem = file.warnings.joined(separator: "; ")
        } catch {
            problem = error.description
        }
        throw WriteError.unreadable("dal made a version of \(path) it cannot read back (\(problem)); nothing was written")
    }

    /// A collection given with `--calendar`, or one inside a folder given
    /// (a vdir whose collections a sync may add to).
    private func checkWritable(_ collection: String) throws(WriteError) {
        let folder = Self.normalized(collection)
        guard writable.contains(folder) || writable.contains(Self.folder(of: folder)) else {
            throw WriteError.readOnly("\(folder) is a calendar dal only reads (given with --ics or the config's [calendars] read); give it with --calendar (or [calendars] write) to change it")
        }
    }

    /// `EXDATE;VALUE=DATE:20261121` or `EXDATE:20261121T080000Z`, from an
    /// instance identity as dal writes it.
    static func dateProperty(_ name: String, _ identity: String) -> String {
        identity.contains("T") ? "\(name):\(identity)" : "\(name);VALUE=DATE:\(identity)"
    }

    static func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }
}

/// Why a change to a calendar was not made. Nothing was written then.
public enum WriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The event changed on disk since it was read.
    case conflict(String)
    /// A calendar given to be read only.
    case readOnly(String)
    /// A file dal cannot parse, or a new version it could not read back.
    case unreadable(String)
    /// The file system refused (full disk, permissions, a vanished folder).
    case file(FileError)
    /// A change dal does not make (the message says what it can do).
    case refused(String)

    public var description: String {
        switch self {
        case .conflict(let text), .readOnly(let text), .unreadable(let text), .refused(let text): text
        case .file(let error): "\(error)"
        }
    }
}
