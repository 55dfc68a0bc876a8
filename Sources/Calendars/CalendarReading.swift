import CalendarCore
import Storage

/// The calendars dal shows, as read: every file's reading is kept, so that
/// a change dal writes patches the reading from what it wrote, and a change
/// on disk (a sync) reads only the files it touched. Not thread-safe
/// (libical): one thread uses it, the run loop's calendar worker.
public final class CalendarReading {
    /// One calendar: a vdir collection (a folder of .ics files) or one file.
    private struct Calendar {
        var info: CalendarInfo
        let isFolder: Bool
        /// What the files' own properties name and colour it (X-WR-CALNAME…).
        var files: [String: FileReading] = [:]
        var problems: [String] = []
        /// Files listed that could not be read, with their identity as
        /// found before the attempt: they belong to what was read too.
        var unreadable: [String: FileIdentity?] = [:]
    }

    private struct FileReading {
        let identity: FileIdentity?
        let digest: UInt64
        let file: ICalendarFile
    }

    private let paths: [String]
    private let writable: [String]
    private let cache: CacheFolder?
    /// The days asked for, when not all (`dal list`): files are read only
    /// near them (`ICalendarFile.init`).
    private let window: ClosedRange<CivilDate>?
    private var calendars: [Calendar] = []

    /// The calendars as read, without building the events again (as
    /// `events.calendars` would after a change).
    public var calendarInfos: [CalendarInfo] { calendars.map(\.info) }
    /// Problems that stop a file named directly from being read at all.
    private var fatal: FileError?
    /// The events of every calendar, built from the readings when first
    /// asked after a change (a write shows its patch before the whole is
    /// built again: see `lastChanges`).
    public var events: WritableEvents {
        if built == nil { rebuild() }
        return built!
    }
    private var built: WritableEvents? = WritableEvents(collection: .empty, digests: [:])

    /// `paths` as `--ics` names them (read only), `writable` as
    /// `--calendar` does; readings of unchanged files come from `cache`.
    public init(paths: [String], writable: [String], cache: CacheFolder?, window: ClosedRange<CivilDate>? = nil) {
        self.paths = paths
        self.writable = writable
        self.cache = cache
        self.window = window
        parses.hold { [weak self] path, digest in self?.held(path, digest: digest) }
    }

    /// Parses of files: the writer given this (`VdirWriter(parses:)`)
    /// opens the versions read here without parsing them again, and the
    /// versions it writes are followed here from its own parse.
    public let parses = ParsedFiles()

    /// The version of `path` read here whose bytes have `digest`, when it
    /// was read whole.
    private func held(_ path: String, digest: UInt64) -> ICalendarFile? {
        let folder = Self.folder(of: path)
        for calendar in calendars where calendar.info.path == path || calendar.info.path == folder {
            if let reading = calendar.files[path], reading.digest == digest, !reading.file.isPartial { return reading.file }
        }
        return nil
    }

    /// What the reading found wrong, one line each (`FILE:LINE: what`).
    public var problems: [String] { events.warnings }

    /// The folders whose entries hold the calendars: the folders named,
    /// the collections in them, and the folders of files named.
    public var watchedFolders: [String] {
        var folders = (paths + writable.filter(CalendarLoader.isDirectory)).map { path in
            CalendarLoader.isDirectory(path) ? path : Self.folder(of: path)
        }
        folders += calendars.filter(\.isFolder).map(\.info.path)
        return Array(Set(folders)).sorted()
    }

    /// The alarms of every event that has any, read with the events (no
    /// file is read for them): what `AlarmSchedule` goes through.
    public var alarms: ReadAlarms {
        if let builtAlarms { return builtAlarms }
        var read = ReadAlarms()
        for (index, calendar) in calendars.enumerated() {
            for path in calendar.files.keys.sorted() {
                let file = calendar.files[path]!.file
                guard file.mayHaveAlarms else { continue }
                for content in file.contents {
                    let place = content.origin.map { "\(path):\($0.line)" } ?? path
                    read.problems += content.alarmProblems.map { "\(place): event \"\(content.summary)\" (UID \(content.uid)): \($0)" }
                    read.add(EventAlarms(content), calendar: index)
                }
            }
        }
        builtAlarms = read
        return read
    }
    private var builtAlarms: ReadAlarms?

    /// The tasks (VTODO) of every calendar, read with the events (no file
    /// is read for them), in the order of the calendars and their files;
    /// and what of them could not be read (`FILE:LINE: why`).
    public var todos: (todos: [Todo], problems: [String]) {
        var todos: [Todo] = [], problems: [String] = []
        for (index, calendar) in calendars.enumerated() {
            for path in calendar.files.keys.sorted() {
                let file = calendar.files[path]!.file
                for var todo in file.todos {
                    todo.path = path
                    todo.calendar = calendar.info.name
                    todo.calendarIndex = index
                    todos.append(todo)
                }
                problems += file.todoProblems.map { "\(path):\($0)" }
            }
        }
        return (todos, problems)
    }

    /// Every event's words with the file that holds it, by calendar index
    /// and file in the order the events are built from (`SavedWords`).
    public var wordsByFile: [(calendar: Int, path: String, events: [SearchableEvent])] {
        calendars.enumerated().flatMap { index, calendar in
            calendar.files.keys.sorted().map { path in
                (index, path, calendar.files[path]!.file.contents.map {
                    SearchableEvent(calendar: index, uid: $0.uid, text: $0.searchText, location: $0.location)
                })
            }
        }
    }

    /// A fingerprint of what this reading is of: every calendar's files,
    /// each with its identity as found before it was read. Equal to
    /// `filesKey(paths:writable:)` of the files on disk exactly when none
    /// was added, removed or changed since (see `SavedDays`).
    public var readKey: UInt64 {
        var key = KeyMaker()
        for calendar in calendars {
            key.beginCalendar(calendar.info.path)
            for (path, reading) in calendar.files { key.addFile(path, reading.identity) }
            for (path, identity) in calendar.unreadable { key.addFile(path, identity) }
        }
        return key.value
    }

    /// The same fingerprint of the files on disk now, made by listing and
    /// `stat`ing them as `readAll` does, without reading any.
    public static func filesKey(paths: [String], writable: [String]) -> UInt64 {
        var key = KeyMaker()
        for (path, isWritable) in paths.map({ ($0, false) }) + writable.filter(CalendarLoader.isDirectory).map({ ($0, true) }) {
            if CalendarLoader.isDirectory(path) {
                for collection in CalendarLoader.collections(in: path, writable: isWritable) {
                    key.beginCalendar(collection)
                    Folders.forEachIdentity(in: collection, named: CalendarLoader.isICSName) { key.addFile(name: $0, $1) }
                }
            } else {
                key.beginCalendar(path)
                key.addFile(path, Folders.identity(of: path))
            }
        }
        return key.value
    }

    /// Folds calendars in order and each one's files in any order (a sum
    /// of their digests: no listing needs sorting) into one number.
    private struct KeyMaker {
        private var calendars: [UInt64] = []
        private var files: UInt64 = 0, count = 0

        mutating func beginCalendar(_ path: String) {
            closeCalendar()
            calendars.append(FileDigest.of(Array(path.utf8)))
        }

        /// A file by its path (its last part counts: the calendar's path is folded in already).
        mutating func addFile(_ path: String, _ identity: FileIdentity?) {
            let name = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last.map(Array.init) ?? []
            name.withUnsafeBytes { addFile(name: $0, identity) }
        }

        mutating func addFile(name: UnsafeRawBufferPointer, _ identity: FileIdentity?) {
            var digest = FileDigest.of(name)
            let words = identity.map { [$0.device, $0.inode, UInt64(bitPattern: $0.size), UInt64(bitPattern: $0.modified),
                                        UInt64(bitPattern: $0.changed)] } ?? []
            words.withUnsafeBytes { digest = FileDigest.of($0, continuing: digest) }
            files &+= digest
            count += 1
        }

        private mutating func closeCalendar() {
            guard !calendars.isEmpty else { return }
            calendars.append(files)
            calendars.append(UInt64(count))
            (files, count) = (0, 0)
        }

        var value: UInt64 {
            var copy = self
            copy.closeCalendar()
            var writer = BinaryWriter()
            for part in copy.calendars { writer.int(Int(bitPattern: UInt(part))) }
            return FileDigest.of(writer.bytes)
        }
    }

    /// Reads every calendar (files unchanged since a reading kept in the
    /// cache are not read). Throws for a file named directly that is not
    /// iCalendar, as `dal list` stops for it.
    public func readAll() throws(FileError) {
        calendars = []
        for (path, isWritable) in paths.map({ ($0, false) }) + writable.filter(CalendarLoader.isDirectory).map({ ($0, true) }) {
            if CalendarLoader.isDirectory(path) {
                for collection in CalendarLoader.collections(in: path, writable: isWritable) {
                    calendars.append(readCollection(collection, writable: isWritable))
                }
            } else {
                var readings = cache.map { ReadingCache(calendar: path, in: $0) }
                // The identity before the bytes: a change while reading then
                // shows as a file that differs from what was read.
                let identity = Folders.identity(of: path)
                let (file, digest) = try CalendarLoader.read(path, identity: identity, cache: &readings, window: window, streams: true)
                readings?.save()
                var calendar = Calendar(info: Self.info(of: file, at: path), isFolder: false)
                calendar.files[path] = FileReading(identity: identity, digest: digest, file: file)
                calendars.append(calendar)
            }
        }
        readWholeWhereCopiesMeet()
        rebuild()
    }

    /// A windowed reading leaves events unread; where one of them has the
    /// UID of an event that was read (another copy of it, an override of
    /// its series), the copies must be compared: that file is read whole.
    private func readWholeWhereCopiesMeet() {
        guard window != nil else { return }
        for index in calendars.indices {
            let read = Set(calendars[index].files.values.flatMap { $0.file.contents.map(\.uid) })
            for (path, reading) in calendars[index].files where !reading.file.unreadUIDs.isDisjoint(with: read) {
                var uncached: ReadingCache?
                if let (file, digest) = try? CalendarLoader.read(path, identity: reading.identity, cache: &uncached) {
                    calendars[index].files[path] = FileReading(identity: reading.identity, digest: digest, file: file)
                }
            }
        }
    }

    /// One collection, from its files (and the cache).
    private func readCollection(_ collection: String, writable: Bool, keeping known: Calendar? = nil) -> Calendar {
        var calendar = Calendar(info: CalendarInfo(name: "", color: nil, path: collection, writable: writable), isFolder: true)
        var readings = cache.map { ReadingCache(calendar: collection, in: $0) }
        // Each file's identity before its bytes are read (a change while
        // reading then shows as a file that differs from what was read).
        var files: [(path: String, identity: FileIdentity?)] = []
        Folders.forEachIdentity(in: collection, named: CalendarLoader.isICSName) { name, identity in
            files.append((collection + "/" + String(decoding: name, as: UTF8.self), identity))
        }
        files.sort { $0.path < $1.path }
        var unread: [(path: String, identity: FileIdentity?)] = []
        for (path, identity) in files {
            if let kept = known?.files[path], kept.identity != nil, kept.identity == identity {
                calendar.files[path] = kept
            } else {
                unread.append((path, identity))
            }
        }
        for ((path, identity), result) in zip(unread, FileReads.read(unread, cache: &readings, window: window)) {
            switch result {
            case .success(let (file, digest)): calendar.files[path] = FileReading(identity: identity, digest: digest, file: file)
            case .failure(let error):
                calendar.unreadable[path] = identity
                calendar.problems.append("\(error); the other files of \(collection) are shown")
            }
        }
        readings?.keepOnly(Set(files.map(\.path)))
        readings?.save()
        name(&calendar)
        return calendar
    }

    /// A calendar that is one file: named and coloured by its calendar
    /// properties, else by the file's name.
    private static func info(of file: ICalendarFile, at path: String) -> CalendarInfo {
        CalendarInfo(name: file.name ?? CalendarLoader.lastComponent(path), color: file.color.flatMap(CalendarLoader.parseColor), path: path)
    }

    /// A collection's name and colour: its `displayname` and `color`
    /// files, else what its first file's calendar properties say, else the
    /// folder's name.
    private func name(_ calendar: inout Calendar) {
        let collection = calendar.info.path
        let first = calendar.files.keys.sorted().first.flatMap { calendar.files[$0]?.file }
        let name = CalendarLoader.textFile(collection + "/displayname") ?? first?.name ?? CalendarLoader.lastComponent(collection)
        let color = (CalendarLoader.textFile(collection + "/color") ?? first?.color).flatMap(CalendarLoader.parseColor)
        calendar.info = CalendarInfo(name: name, color: color, path: collection, writable: calendar.info.writable)
    }

    // MARK: Changes

    /// Makes a change through `writer` and follows it in the reading from
    /// the bytes written: no file is read again. A change refused because
    /// the file changed on disk reads that file again before it throws.
    public func apply(_ change: EventChange, with writer: VdirWriter) throws(WriteError) -> WriteReceipt {
        lastChanges = nil
        let receipt: WriteReceipt
        do { receipt = try writer.apply(followingOwnWrites(change)) } catch {
            if case .conflict = error { _ = refresh(changed: nil) }
            throw error
        }
        lastChanges = follow(receipt).map { [$0] }
        return receipt
    }

    /// Makes a change to a task and follows the files it wrote, as an
    /// event's change is followed (a file may hold events beside tasks).
    public func apply(_ change: TaskChange, with writer: VdirWriter) throws(WriteError) -> [WriteReceipt] {
        lastChanges = nil
        let receipts: [WriteReceipt]
        do { receipts = try writer.apply(change) } catch {
            if case .conflict = error { _ = refresh(changed: nil) }
            throw error
        }
        var changes: [Change]? = []
        for receipt in receipts {
            if let change = follow(receipt) { changes?.append(change) } else { changes = nil }
        }
        lastChanges = changes
        return receipts
    }

    /// What one file's change did to the events, for those who keep
    /// expanded days: in calendar `calendar`, the occurrences of `uids` go
    /// and `events` come; `removes` when the file held events before.
    public typealias Change = (calendar: Int, uids: Set<String>, events: EventSource, removes: Bool)

    /// What the last `apply` or `refresh` changed, file by file: dal's own
    /// writes and a sync's changes alike. nil when a UID of a file lives in
    /// other files too (a series split across files), or the calendars
    /// themselves changed (one made, gone, renamed): then everything must
    /// be expanded again.
    public private(set) var lastChanges: [Change]?

    /// dal's own writes this run: the file each version it replaced or
    /// wrote was of (digests of their bytes), and the latest version it
    /// wrote of each file. dal knows its own writes at once.
    private var ownVersions: (files: [UInt64: String], latest: [String: UInt64]) = ([:], [:])

    /// A delete of a version the person saw, where only dal itself changed
    /// the file since (`u` then `d` before the screen caught up): aimed at
    /// the version dal wrote last, not refused as changed on disk. A change
    /// by anyone else still is.
    private func followingOwnWrites(_ change: EventChange) -> EventChange {
        guard case .delete(var reference, let scope) = change, let seen = reference.fileDigest,
              let path = ownVersions.files[seen], let latest = ownVersions.latest[path] else { return change }
        reference.fileDigest = latest
        return .delete(reference, scope)
    }

    /// Follows a write in the reading, from its bytes; what it changed (nil:
    /// everything must be expanded again).
    private func follow(_ receipt: WriteReceipt) -> Change? {
        if ownVersions.files.count > 4_096 { ownVersions = ([:], [:]) }
        for bytes in [receipt.before, receipt.after].compactMap({ $0 }) { ownVersions.files[FileDigest.of(bytes)] = receipt.path }
        ownVersions.latest[receipt.path] = receipt.after.map(FileDigest.of)
        let folder = Self.folder(of: receipt.path)
        guard let index = calendars.firstIndex(where: { $0.isFolder && $0.info.path == folder }) else {
            // A calendar dal just made (the default one's first event, a
            // folder recreated after it was deleted): look again.
            _ = refresh(changed: nil)
            return nil
        }
        let before = Set(calendars[index].files[receipt.path]?.file.contents.map(\.uid) ?? [])
        // The writer parsed these bytes to check them: that parse is followed.
        if let after = receipt.after, let file = try? parses.file(after, path: receipt.path) {
            calendars[index].files[receipt.path] = FileReading(identity: Folders.identity(of: receipt.path),
                                                               digest: FileDigest.of(after), file: file)
        } else {
            calendars[index].files[receipt.path] = nil
        }
        built = nil
        builtAlarms = nil
        return change(in: index, path: receipt.path, uidsBefore: before)
    }

    /// The written file's events alone, as the whole reading shows them
    /// (same calendar index, same file digest), when no other file of the
    /// calendar holds one of their UIDs.
    private func change(in index: Int, path: String, uidsBefore: Set<String>) -> Change? {
        let written = calendars[index].files[path]
        let uids = uidsBefore.union(written?.file.contents.map(\.uid) ?? [])
        let shared = calendars[index].files.contains { other in
            other.key != path && other.value.file.contents.contains { uids.contains($0.uid) }
        }
        guard !shared else { return nil }
        let contents = calendars.indices.map { $0 == index ? written?.file.contents ?? [] : [] }
        var digests: [Int: [String: UInt64]] = [:]
        if calendars[index].info.writable, let written {
            digests[index] = Dictionary(written.file.contents.map { ($0.uid, written.digest) }) { first, _ in first }
        }
        let collection = EventCollection(calendars: calendars.map(\.info), contents: contents, warnings: [])
        return (index, uids, WritableEvents(collection: collection, digests: digests), !uidsBefore.isEmpty)
    }

    /// Reads again what changed on disk: `changed` paths (files, or
    /// folders whose entries changed), or everything (nil); only files whose
    /// identity differs from the one read are read. False when nothing
    /// changed (a report of dal's own write).
    public func refresh(changed: [String]?) -> Bool {
        lastChanges = nil
        let before = calendars.map { ($0.info, $0.files.mapValues(\.identity), $0.problems) }
        let uidsBefore = calendars.map { $0.files.mapValues { Set($0.file.contents.map(\.uid)) } }
        if let changed, !changed.isEmpty {
            var folders = Set<String>()
            for path in changed {
                if calendars.contains(where: { $0.isFolder && $0.info.path == path }) || !path.lowercased().hasSuffix(".ics") {
                    folders.insert(path.hasSuffix("/displayname") || path.hasSuffix("/color") ? Self.folder(of: path) : path)
                } else {
                    folders.insert(Self.folder(of: path))
                }
            }
            refreshFolders(folders)
        } else if changed == nil {
            refreshFolders(nil)
        }
        let after = calendars.map { ($0.info, $0.files.mapValues(\.identity), $0.problems) }
        guard !before.elementsEqual(after, by: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }) else { return false }
        rebuild()
        // The same calendars, some files changed: followed file by file, as
        // dal's own writes are (the days kept are patched, not dropped).
        if before.map(\.0) == after.map(\.0) {
            var changes: [Change]? = []
            for index in calendars.indices {
                let was = before[index].1, now = after[index].1
                for path in Set(was.keys).union(now.keys) where was[path] != now[path] {
                    if let change = change(in: index, path: path, uidsBefore: uidsBefore[index][path] ?? []) {
                        changes?.append(change)
                    } else {
                        changes = nil
                    }
                }
            }
            lastChanges = changes
        }
        return true
    }

    /// Looks again at the collections of the roots given (nil: all),
    /// keeping the readings of files that did not change.
    private func refreshFolders(_ folders: Set<String>?) {
        var next: [Calendar] = []
        for (path, isWritable) in paths.map({ ($0, false) }) + writable.map({ ($0, true) }) {
            if CalendarLoader.isDirectory(path) {
                for collection in CalendarLoader.collections(in: path, writable: isWritable) {
                    let known = calendars.first { $0.isFolder && $0.info.path == collection }
                    let touched = folders.map { $0.contains(collection) || $0.contains(path) } ?? true
                    if let known, !touched { next.append(known) } else {
                        next.append(readCollection(collection, writable: isWritable, keeping: known))
                    }
                }
            } else if !isWritable, let known = calendars.first(where: { !$0.isFolder && $0.info.path == path }) {
                let identity = Folders.identity(of: path)
                guard identity != known.files[path]?.identity else { next.append(known); continue }
                var readings = cache.map { ReadingCache(calendar: path, in: $0) }
                if let (file, digest) = try? CalendarLoader.read(path, identity: identity, cache: &readings) {
                    var calendar = known
                    // Its name and colour as the file now says (a sync may rename it).
                    calendar.info = Self.info(of: file, at: path)
                    calendar.files = [path: FileReading(identity: identity, digest: digest, file: file)]
                    calendar.unreadable = [:]
                    calendar.problems = []
                    readings?.save()
                    next.append(calendar)
                } else {
                    // A file named directly that went or broke: its events stay
                    // off screen, and the problem is said.
                    var calendar = known
                    calendar.files = [:]
                    calendar.unreadable = [path: identity]
                    calendar.problems = ["\(path): can no longer be read as iCalendar; its events are not shown"]
                    next.append(calendar)
                }
            }
        }
        calendars = next
    }

    // MARK: The collection

    /// Builds the events from the files' readings.
    private func rebuild() {
        var infos: [CalendarInfo] = [], contents: [[EventContent]] = [], problems: [String] = []
        var digests: [Int: [String: UInt64]] = [:]
        for calendar in calendars {
            var events: [EventContent] = []
            var fileDigests: [String: UInt64] = [:]
            for path in calendar.files.keys.sorted() {
                let reading = calendar.files[path]!
                events += reading.file.contents
                problems += reading.file.warnings.map { "\(path):\($0)" }
                // As the writer finds an event's file: `UID.ics` first, else the first that holds it.
                if calendar.info.writable {
                    for uid in Set(reading.file.contents.map(\.uid)) where fileDigests[uid] == nil || path.hasSuffix("/" + uid + ".ics") {
                        fileDigests[uid] = reading.digest
                    }
                }
            }
            problems += calendar.problems
            if calendar.info.writable { digests[infos.count] = fileDigests }
            infos.append(calendar.info)
            contents.append(events)
        }
        built = WritableEvents(collection: EventCollection(calendars: infos, contents: contents, warnings: problems), digests: digests)
        builtAlarms = nil
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
