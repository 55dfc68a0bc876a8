import CalendarCore
import Foundation
import Storage

/// `dal import`: components of other calendars' files merged by UID into
/// vdir collections (one UID per file, as vdirsyncer requires), never a
/// second file for a UID a writable calendar already holds.
///
/// - A UID already in a writable calendar is merged in its file, where it
///   is; a new one gets a file of its own in `calendar`.
/// - Of two versions of one component (UID and RECURRENCE-ID), the higher
///   SEQUENCE wins, then the later DTSTAMP (RFC 5546 2.1.5); the same
///   version is left, so a second import writes nothing.
/// - An override joins its series' file; the VTIMEZONEs a component names
///   come with it when the file lacks them.
/// - Components are copied as written (folding, X- properties, VALARMs);
///   a file's other bytes stay as they were.
extension VdirWriter {
    /// The kinds of component a vdir calendar holds for dal: what it shows
    /// and writes. (A VJOURNAL or VFREEBUSY would sit in the folder unseen.)
    public static let componentsHeld: Set<String> = ["VEVENT", "VTODO"]

    /// Works out the import of `sources` (in order: of two equal versions in
    /// them the first is taken) with `calendar` taking what is new; writes
    /// nothing. `holds`: the kinds `calendar` takes.
    public func planImport(_ sources: [ImportSource], into calendar: CalendarInfo,
                           holds: Set<String> = VdirWriter.componentsHeld) throws(WriteError) -> ImportPlan {
        let target = Self.normalized(calendar.path)
        try checkWritable(target)
        var entries: [ImportPlan.Entry] = []
        func entry(_ outcome: ImportPlan.Entry.Outcome, _ item: (source: ImportSource, component: TopComponent), file: String?) {
            let component = item.component
            entries.append(.init(outcome: outcome, kind: component.kind, summary: component.summary, uid: component.uid,
                                 recurrenceID: component.recurrenceID, source: item.source.path, line: component.line, file: file))
        }
        // The newest version of each component in the files, in the order first met.
        var chosen: [ComponentKey: (source: ImportSource, component: TopComponent)] = [:], order: [ComponentKey] = []
        for source in sources {
            for component in source.file.components where component.kind != "VTIMEZONE" {
                guard holds.contains(component.kind) else { entry(.cannotHold, (source, component), file: nil); continue }
                guard let key = component.key else { entry(.noUID, (source, component), file: nil); continue }
                if let earlier = chosen[key] {
                    if earlier.component.version < component.version { chosen[key] = (source, component) }
                } else {
                    chosen[key] = (source, component)
                    order.append(key)
                }
            }
        }
        // Each UID once, in the order first met, with its components (a
        // series and its overrides): by dictionary, so that thousands of
        // events are planned in linear time.
        var uids: [String] = [], keysOfUID: [String: [ComponentKey]] = [:]
        for key in order {
            if keysOfUID[key.uid] == nil { uids.append(key.uid) }
            keysOfUID[key.uid, default: []].append(key)
        }

        let held = heldUIDs(in: [target] + writableCollections().filter { $0 != target })
        // A file may hold several UIDs (not vdir's way, but some tools'):
        // its changes are gathered and it is written once.
        var merged: [String: (existing: TopComponents, edits: [(range: Range<Int>, lines: [String])],
                              written: [(source: ImportSource, component: TopComponent)])] = [:]
        var mergedOrder: [String] = []
        var writes: [(path: String, before: [UInt8]?, after: [UInt8])] = []
        var newPaths: Set<String> = []
        for uid in uids {
            let incoming = (keysOfUID[uid] ?? []).compactMap { chosen[$0] }
            if let path = held[uid], let before = try read(path), let existing = try? TopComponents(bytes: before) {
                var file = merged[path] ?? (existing, [], [])
                if merged[path] == nil { mergedOrder.append(path) }
                for item in incoming {
                    if let old = file.existing.components.first(where: { $0.key == item.component.key }) {
                        guard old.version < item.component.version else {
                            entry(old.version == item.component.version ? .same : .older, item, file: path)
                            continue
                        }
                        file.edits.append((file.existing.span(of: old), item.source.file.writtenLines(of: item.component)))
                        entry(.replace, item, file: path)
                    } else {
                        let at = file.existing.endOfCalendar
                        file.edits.append((at..<at, item.source.file.writtenLines(of: item.component)))
                        entry(.join, item, file: path)
                    }
                    file.written.append(item)
                }
                merged[path] = file
            } else {
                let path = try newFilePath(for: uid, in: target, taken: newPaths)
                newPaths.insert(path)
                for item in incoming { entry(.add, item, file: path) }
                let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//dal//import//EN"] + Self.zones(for: incoming, except: [])
                    + incoming.flatMap { $0.source.file.writtenLines(of: $0.component) } + ["END:VCALENDAR"]
                let after = Array(lines.map { $0 + "\r\n" }.joined().utf8)
                try checkImportReadsBack(after, path: path, before: nil)
                writes.append((path, nil, after))
            }
        }
        for path in mergedOrder {
            guard var file = merged[path], !file.edits.isEmpty else { continue }
            let existing = file.existing
            // Zones before the components that name them.
            let zones = Self.zones(for: file.written, except: Set(existing.components.compactMap(\.tzid)))
            if !zones.isEmpty {
                let at = existing.components.first { $0.kind != "VTIMEZONE" }.map { existing.span(of: $0).lowerBound } ?? existing.endOfCalendar
                file.edits.insert((at..<at, zones), at: 0)
            }
            let after = Self.applying(file.edits, to: existing.bytes, lineBreak: existing.lineBreak)
            try checkImportReadsBack(after, path: path, before: existing.bytes)
            writes.append((path, existing.bytes, after))
        }
        // The preview in the files' order, whatever was decided first.
        let rank = Dictionary(sources.enumerated().map { ($1.path, $0) }) { first, _ in first }
        entries = entries.enumerated().sorted { a, b in
            (rank[a.element.source] ?? 0, a.element.line, a.offset) < (rank[b.element.source] ?? 0, b.element.line, b.offset)
        }.map(\.element)
        return ImportPlan(calendar: calendar, entries: entries, writes: writes)
    }

    /// Writes what `plan` found to write, each file atomically, after
    /// checking that every file is still as it was read: a sync while the
    /// preview waited for its answer refuses the whole import before any
    /// file is written. (Each is checked again just before its write; a
    /// change in that moment refuses the rest, what was written stays, and
    /// importing again finishes it.)
    public func apply(_ plan: ImportPlan) throws(WriteError) -> [WriteReceipt] {
        try write(plan.writes, making: plan.calendar, summary: "imported")
    }

    /// Writes each file atomically, a changed one only while it is still
    /// as it was read, a new one into `calendar` (made when missing); every
    /// file is checked before any is written.
    func write(_ writes: [(path: String, before: [UInt8]?, after: [UInt8])], making calendar: CalendarInfo,
               summary: String) throws(WriteError) -> [WriteReceipt] {
        for write in writes {
            if let before = write.before {
                guard try read(write.path) == before else { throw WriteError.conflict(.fileChangedWhileWriting(path: write.path)) }
            } else {
                try checkNew(write.path)
            }
        }
        var receipts: [WriteReceipt] = []
        for write in writes {
            if let before = write.before {
                guard try read(write.path) == before else {
                    throw WriteError.conflict(.fileChangedWhileWriting(path: write.path))
                }
                do { try AtomicFileWriter.write(write.after, to: write.path) } catch { throw WriteError.file(error) }
            } else {
                try checkNew(write.path)
                try makeCollectionIfMissing(calendar)
                do { try AtomicFileWriter.write(write.after, to: write.path, newFileMode: Self.eventFileMode) } catch {
                    throw WriteError.file(error)
                }
            }
            receipts.append(WriteReceipt(path: write.path, before: write.before, after: write.after, summary: summary))
        }
        return receipts
    }

    // MARK: Pieces

    /// Every collection of the writable folders that exists.
    func writableCollections() -> [String] {
        writable.flatMap { CalendarLoader.collections(in: $0, writable: true) }.map(Self.normalized)
    }

    /// The file holding each UID, over `collections` (the first file met
    /// wins: a UID already in two files is a sync's problem, not made worse).
    func heldUIDs(in collections: [String]) -> [String: String] {
        var held: [String: String] = [:]
        for collection in collections {
            for path in CalendarLoader.icsFiles(in: collection) {
                guard let bytes = try? read(path), let file = try? TopComponents(bytes: bytes) else { continue }
                for uid in file.components.compactMap(\.uid) where held[uid] == nil { held[uid] = path }
            }
        }
        return held
    }

    /// `<uid>.ics` when the UID makes a safe file name that is free, else
    /// a new UUID's (a UID may hold `/` or be a URL).
    func newFilePath(for uid: String, in collection: String, taken: Set<String>) throws(WriteError) -> String {
        let safe = uid.count <= 200 && !uid.hasPrefix(".") && uid.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "@._-+".unicodeScalars.contains($0))
        }
        let named = collection + "/" + uid + ".ics"
        var info = stat()
        if safe, !taken.contains(named), lstat(named, &info) != 0 { return named }
        return collection + "/" + UUID().uuidString.lowercased() + "@dal.ics"
    }

    /// The VTIMEZONEs `items` name that `defined` lacks, from each item's own file.
    static func zones(for items: [(source: ImportSource, component: TopComponent)], except defined: Set<String>) -> [String] {
        var added = defined, lines: [String] = []
        for item in items {
            for tzid in item.component.zonesUsed.sorted() where !added.contains(tzid) {
                guard let zone = item.source.zone(tzid, forCalendar: item.component.calendar) else { continue }
                added.insert(tzid)
                lines += item.source.file.writtenLines(of: zone)
            }
        }
        return lines
    }

    /// `bytes` with each range replaced by its lines (several insertions
    /// at one place keep their order).
    static func applying(_ edits: [(range: Range<Int>, lines: [String])], to bytes: [UInt8], lineBreak: String) -> [UInt8] {
        var result = bytes
        let ordered = edits.enumerated().sorted { a, b in
            a.element.range.lowerBound != b.element.range.lowerBound ? a.element.range.lowerBound > b.element.range.lowerBound
                : a.offset > b.offset
        }
        for (_, edit) in ordered {
            result.replaceSubrange(edit.range, with: Array(edit.lines.map { $0 + lineBreak }.joined().utf8))
        }
        return result
    }

    /// What import writes reads back: libical reads it, every component is
    /// closed, and the file has no more warnings than before it.
    func checkImportReadsBack(_ bytes: [UInt8], path: String, before: [UInt8]?) throws(WriteError) {
        let problem: String
        do {
            let file = try TopComponents(bytes: bytes)
            if let first = file.problems.first {
                problem = ImportError(path: path, line: first.line, reason: first.reason).description
            } else {
                let read = try parses.file(bytes, path: path)
                let known = before.flatMap { try? parses.file($0, path: path) }?.warnings.count ?? 0
                guard read.warnings.count > known, before != nil else { return }
                problem = read.warnings.joined(separator: "; ")
            }
        } catch {
            problem = error.description
        }
        throw WriteError.unreadable(.notReadBack(path: path, problem: problem))
    }
}
