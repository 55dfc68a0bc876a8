import CalendarCore
import Foundation
import Storage
import SystemServices

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
/// - Only collections given as writable are written; a collection dal has
///   to make is made named (`displayname`), never a file loose in a vdir.
/// - New times keep the event's own zone and form, and every TZID written
///   is defined by a VTIMEZONE that covers it (`FileZones`).
public struct VdirWriter: Sendable {
    public let writable: [String]
    public let zone: LocalZone
    /// `20261122T101500Z`: when a change is made (a parameter for tests).
    public let stamp: @Sendable () -> String
    /// The parses of the files it opens and writes: a reading's
    /// (`CalendarReading.parses`), so that no version is parsed twice.
    let parses: ParsedFiles

    public init(writable: [String], zone: LocalZone = .current(), stamp: @escaping @Sendable () -> String = LocalClock.utcStamp,
                parses: ParsedFiles = ParsedFiles()) {
        self.writable = writable.map(Self.normalized)
        self.zone = zone
        self.stamp = stamp
        self.parses = parses
    }

    public func apply(_ change: EventChange) throws(WriteError) -> WriteReceipt {
        switch change {
        case .add(let draft, let calendar): try add(draft, to: calendar)
        case .edit(let reference, let scope, let draft): try edit(reference, scope, draft)
        case .delete(let reference, let scope): try delete(reference, scope)
        case .move(let reference, let scope, let days): try move(reference, scope, days: days)
        case .copy(let reference, let days, let calendar): try copy(reference, days: days, to: calendar)
        case .replaceFile(let file, let bytes): try replace(file, with: bytes)
        case .acknowledge(let alarm): try acknowledge(alarm)
        case .answer(let reference, let address, let answer, _): try self.answer(reference, as: address, answer)
        case .undo(let receipt): try undo(receipt)
        }
    }

    // MARK: Add

    func add(_ draft: EventDraft, to calendar: CalendarInfo) throws(WriteError) -> WriteReceipt {
        let collection = Self.normalized(calendar.path)
        try checkWritable(collection)
        if let typed = draft.zone, !ZoneDatabase.knows(typed) {
            throw WriteError.refused(.unknownZone(typed))
        }
        let uid = UUID().uuidString.lowercased() + "@dal"
        let path = collection + "/" + uid + ".ics"
        let bytes = EventLines.newFile(uid: uid, draft: draft, zone: zone, stamp: stamp())
        try checkNew(path)
        try checkReadsBack(bytes, path: path, asWellAs: [])
        try makeCollectionIfMissing(calendar)
        do { try AtomicFileWriter.write(bytes, to: path, newFileMode: Self.eventFileMode) } catch { throw WriteError.file(error) }
        Self.removeLeftovers(in: path)
        return WriteReceipt(path: path, before: nil, after: bytes, summary: "added \"\(draft.title)\"")
    }

    /// A collection dal makes (the first event's `personal/`, or one whose
    /// folder was deleted while dal ran) is made a named one, with the
    /// metadata files vdirsyncer keeps: `displayname`, and `color` when the
    /// calendar has one. Without them a sync names it after the server's
    /// path for it (Radicale's `you/personal`). A folder that exists is
    /// left as it is (vdirsyncer makes them empty before it names them).
    func makeCollectionIfMissing(_ calendar: CalendarInfo) throws(WriteError) {
        let folder = Self.normalized(calendar.path)
        guard !CalendarLoader.isDirectory(folder) else { return }
        var files = [("displayname", calendar.name)]
        if let color = calendar.color {
            // `#rrggbb` also for a colour given by name, as vdirsyncer writes colours.
            let hex = [color.red, color.green, color.blue].map { String(Int($0) + 0x100, radix: 16).dropFirst() }.joined()
            files.append(("color", "#" + hex))
        }
        do {
            for (name, text) in files { try AtomicFileWriter.write(Array(text.utf8), to: folder + "/" + name, newFileMode: Self.eventFileMode) }
        } catch {
            throw WriteError.file(error)
        }
    }

    // MARK: Undo

    /// Puts the file back as it was before `receipt`, if it is still as the
    /// change left it; the receipt of that is the way to redo.
    func undo(_ receipt: WriteReceipt) throws(WriteError) -> WriteReceipt {
        try checkWritable(Self.folder(of: receipt.path))
        let now = try read(receipt.path)
        guard now == receipt.after else {
            throw WriteError.conflict(.undoFileChanged(path: receipt.path))
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
        return WriteReceipt(path: receipt.path, before: receipt.after, after: receipt.before, summary: Self.undone(receipt.summary),
                            continuesPrevious: receipt.continuesPrevious)
    }

    /// Why undoing `receipts` together would stop half way (a file changed
    /// since dal wrote it), found before any is undone: one change a
    /// person made (a repeating task completed, an event moved between
    /// calendars) is taken back whole or not at all.
    public func undoConflict(_ receipts: [WriteReceipt]) -> WriteRefusal? {
        for receipt in receipts where ((try? read(receipt.path)) ?? nil) != receipt.after {
            return .undoFileChanged(path: receipt.path)
        }
        return nil
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
    /// `acceptingSole`: an event shown without RECURRENCE-ID may be the
    /// file's only component of its UID, an instance filed without its
    /// series (`r` answers it; the other changes keep needing a series).
    func open(_ reference: EventReference, acceptingSole: Bool = false) throws(WriteError) -> (String, [UInt8], EventFileEditor) {
        try checkWritable(reference.collection)
        guard let path = locate(uid: reference.uid, in: reference.collection), let bytes = try read(path) else {
            throw WriteError.conflict(.eventGone(summary: reference.summary, calendar: reference.collection))
        }
        let editor: EventFileEditor
        do { editor = try parses.editor(bytes, path: path) } catch {
            throw WriteError.unreadable(.fileUnreadable(path: path, line: error.line, message: error.message))
        }
        guard Self.stillAsSeen(reference, in: editor, acceptingSole: acceptingSole) else { throw conflict(reference) }
        return (path, bytes, editor)
    }

    /// The event of the file is the one on screen: the same title, and for
    /// a single event (or an instance already overridden) the same start
    /// and end. (What dal does not change, a location, an alarm, may have
    /// changed: it is kept as the file has it.)
    static func stillAsSeen(_ reference: EventReference, in file: EventFileEditor, acceptingSole: Bool = false) -> Bool {
        func sameTimes(_ content: EventContent) -> Bool {
            content.start.local == reference.start && (content.end ?? content.length.end(from: content.start)).local == reference.end
        }
        if let instanceID = reference.recurrenceID, let existing = file.override(of: reference.uid, recurrenceID: instanceID) {
            return existing.summary == reference.summary && sameTimes(existing)
        }
        let sole = acceptingSole && reference.recurrenceID == nil ? file.sole(of: reference.uid) : nil
        guard let master = file.master(of: reference.uid) ?? sole, master.summary == reference.summary else { return false }
        return reference.isRecurring ? master.recurs : sameTimes(master)
    }

    func conflict(_ reference: EventReference) -> WriteError {
        .conflict(.eventChanged(summary: reference.summary))
    }

    /// The `.ics` file of the collection that holds `uid`: `<uid>.ics` when
    /// it does (as dal and most tools name them), else the first whose
    /// text has that UID.
    func locate(uid: String, in collection: String) -> String? { Self.file(holding: uid, in: collection) }

    static func file(holding uid: String, in collection: String) -> String? {
        let folder = normalized(collection)
        func read(_ path: String) throws -> [UInt8]? { try BoundedFileReader.read(path, limit: CalendarLoader.maximumFileBytes) }
        let named = folder + "/" + uid + ".ics"
        if !uid.contains("/"), let bytes = try? read(named), holds(uid: uid, bytes) { return named }
        let needle = Array(uid.utf8.prefix(40))
        for file in CalendarLoader.icsFiles(in: folder) {
            guard let bytes = try? read(file), bytes.firstRange(of: needle) != nil, holds(uid: uid, bytes) else { continue }
            return file
        }
        return nil
    }

    private static func holds(uid: String, _ bytes: [UInt8]?) -> Bool {
        guard let bytes, let text = try? ICalendarText(bytes: bytes) else { return false }
        return text.events.contains { $0.uid == uid }
    }

    /// A new file's name is free: nothing (not even a link) is there. A
    /// UUID is never taken by chance; a name taken means something is wrong
    /// (a broken random source), and nothing is overwritten.
    func checkNew(_ path: String) throws(WriteError) {
        var info = stat()
        guard lstat(path, &info) != 0 else {
            throw WriteError.conflict(.newFileExists(path: path))
        }
    }

    func read(_ path: String) throws(WriteError) -> [UInt8]? {
        do { return try BoundedFileReader.read(path, limit: CalendarLoader.maximumFileBytes) } catch { throw WriteError.file(error) }
    }

    /// Writes the new version if the file is still what was read.
    func write(_ bytes: [UInt8], over before: [UInt8], at path: String, summary: String) throws(WriteError) -> WriteReceipt {
        try checkReadsBack(bytes, path: path, asWellAs: before)
        guard try read(path) == before else {
            throw WriteError.conflict(.fileChangedWhileWriting(path: path))
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
    func checkReadsBack(_ bytes: [UInt8], path: String, asWellAs before: [UInt8]) throws(WriteError) {
        let problem: String
        do {
            let file = try parses.file(bytes, path: path)
            let known = before.isEmpty ? 0 : ((try? parses.file(before, path: path))?.warnings.count ?? 0)
            guard file.warnings.count > known else { return }
            problem = file.warnings.joined(separator: "; ")
        } catch {
            problem = error.description
        }
        throw WriteError.unreadable(.notReadBack(path: path, problem: problem))
    }

    /// A collection given with `--calendar`, or one inside a folder given
    /// (a vdir whose collections a sync may add to).
    func checkWritable(_ collection: String) throws(WriteError) {
        let folder = Self.normalized(collection)
        guard writable.contains(folder) || writable.contains(Self.folder(of: folder)) else {
            throw WriteError.readOnly(.readOnly(folder: folder))
        }
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
    case conflict(WriteRefusal)
    /// A calendar given to be read only.
    case readOnly(WriteRefusal)
    /// A file dal cannot parse, or a new version it could not read back.
    case unreadable(WriteRefusal)
    /// The file system refused (full disk, permissions, a vanished folder).
    case file(FileError)
    /// A change dal does not make (the message says what it can do).
    case refused(WriteRefusal)

    public var description: String {
        switch self {
        case .conflict(let refusal), .readOnly(let refusal), .unreadable(let refusal), .refused(let refusal): "\(refusal)"
        case .file(let error): "\(error)"
        }
    }
}
