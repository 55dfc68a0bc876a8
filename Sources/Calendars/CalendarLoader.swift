import CalendarCore
import Foundation
import Storage

/// Reads what `--ics` names: a file is one calendar; a folder of `.ics`
/// files is one calendar (a vdir collection); a folder of such folders is
/// one calendar per folder (a vdir, as khal and vdirsyncer lay it out).
/// A collection's `displayname` and `color` files name and colour it.
public enum CalendarLoader {
    /// Larger files are refused before they are read.
    public static let maximumFileBytes = 64 * 1024 * 1024

    /// Loads every calendar. A file named directly that cannot be read as
    /// iCalendar stops dal (`FILE:LINE: what is wrong`, exit 65); inside a
    /// folder it is a warning and the other files still count.
    /// `writable` are folders given with `--calendar`: collections, or
    /// folders of collections, that dal may change; one that does not exist
    /// yet (the default one before the first event) is left out.
    /// Readings of files unchanged since an earlier run come from `cache`.
    /// With a `window`, the events of files not in the cache are read only
    /// near those days (`ICalendarFile.init`): enough for the window.
    public static func load(_ paths: [String], writable: [String] = [], cache: CacheFolder? = nil,
                            window: ClosedRange<CivilDate>? = nil) throws(FileError) -> EventCollection {
        let reading = CalendarReading(paths: paths, writable: writable, cache: cache, window: window)
        try reading.readAll()
        return reading.events.collection
    }

    /// The calendars `paths` name, without reading their events: what the
    /// screen needs before the events arrive (names and colours for the
    /// legend). Fails like `load` for a file that is not iCalendar.
    /// A collection without `displayname` and `color` files is named by the
    /// first of its files the folder lists, not the first by name as a
    /// reading does (`CalendarReading.name`): finding that one lists every
    /// file, 2–3 ms of a start with 5,000. The two differ only where the
    /// files' own names differ; the reading's then replaces it.
    public static func describe(_ paths: [String], writable: [String] = []) throws(FileError) -> [CalendarInfo] {
        var calendars: [CalendarInfo] = []
        for (path, isWritable) in paths.map({ ($0, false) }) + writable.filter(isDirectory).map({ ($0, true) }) {
            if isDirectory(path) {
                for collection in collections(in: path, writable: isWritable) {
                    // A file's calendar properties only where the folder's own files say nothing.
                    let (displayName, colorText) = (textFile(collection + "/displayname"), textFile(collection + "/color"))
                    let properties = displayName != nil && colorText != nil ? nil
                        : anyICSFile(in: collection).flatMap { try? Self.header(of: $0) }
                    let name = displayName ?? properties?.name ?? lastComponent(collection)
                    let color = (colorText ?? properties?.color).flatMap(parseColor)
                    calendars.append(CalendarInfo(name: name, color: color, path: collection, writable: isWritable))
                }
            } else {
                let properties = try Self.header(of: path)
                calendars.append(CalendarInfo(name: properties.name ?? lastComponent(path), color: properties.color.flatMap(parseColor), path: path))
            }
        }
        return calendars
    }

    /// Name and colour from the calendar's properties before its first
    /// component, after checking that the file is iCalendar.
    static func header(of path: String) throws(FileError) -> (name: String?, color: String?) {
        // A calendar named on the command line may be a pipe.
        guard let bytes = try BoundedFileReader.read(path, limit: maximumFileBytes, streams: true) else {
            throw FileError(path: path, message: "no such file or folder", reason: .noSuchFileOrFolder)
        }
        var name: String?, color: String?
        var first = true
        for raw in bytes.split(separator: 0x0A, maxSplits: 200) {
            let line = String(decoding: raw.last == 0x0D ? raw.dropLast() : raw, as: UTF8.self)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\u{FEFF} \t"))
            guard !line.isEmpty else { continue }
            if first {
                guard line.uppercased() == "BEGIN:VCALENDAR" else {
                    throw FileError(path: path, message: "1: this is not an iCalendar file: it must start with BEGIN:VCALENDAR",
                                    reason: .notICalendar(line: 1))
                }
                first = false
                continue
            }
            let (property, value) = (line.prefix { $0 != ":" && $0 != ";" }.uppercased(), line.drop { $0 != ":" }.dropFirst())
            if property == "BEGIN" { break }
            if property == "X-WR-CALNAME" { name = String(value).replacingOccurrences(of: "\\,", with: ",") }
            if property == "X-APPLE-CALENDAR-COLOR" || property == "X-WR-CALCOLOR" { color = color ?? String(value) }
        }
        if first { throw FileError(path: path, message: "1: the file is empty, not iCalendar", reason: .emptyNotICalendar(line: 1)) }
        return (name, color)
    }

    /// The events of only `files` of each calendar (by index into
    /// `calendars`; in the order the whole reading builds them from),
    /// through the reading cache: what a search of kept words expands. Nil
    /// when a file cannot be read now (it changed: the caller reads all).
    public static func load(files: [Int: [String]], of calendars: [CalendarInfo], cache: CacheFolder?) -> EventCollection? {
        var contents: [[EventContent]] = Array(repeating: [], count: calendars.count)
        for (index, paths) in files where calendars.indices.contains(index) {
            var readings = cache.map { ReadingCache(calendar: calendars[index].path, in: $0) }
            let listed = paths.sorted().map { (path: $0, identity: Folders.identity(of: $0)) }
            for result in FileReads.read(listed, cache: &readings, window: nil) {
                guard case .success(let reading) = result else { return nil }
                contents[index] += reading.file.contents
            }
        }
        return EventCollection(calendars: calendars, contents: contents, warnings: [])
    }

    /// One file's reading: from `cache` when it holds one for this version
    /// of the file (`identity`, found before the bytes are read: a change
    /// while reading then shows as a file that differs from what was read),
    /// else read (and then kept in `cache` when it is whole: read with a
    /// `window`, it may not be).
    /// `streams`: a file named on the command line, which may be a pipe
    /// (one found in a folder must be a regular file).
    static func read(_ path: String, identity: FileIdentity?, cache: inout ReadingCache?,
                     window: ClosedRange<CivilDate>? = nil, streams: Bool = false) throws(FileError) -> (file: ICalendarFile, digest: UInt64) {
        try FileReads.readOne(path, identity: identity, cache: &cache, window: window, streams: streams)
    }

    /// Where new events go in a folder given to write, before any calendar
    /// exists in it: the folder itself when it is a collection (it holds
    /// `.ics` files or a `displayname`), else its `personal/`, made by the
    /// first event. An empty or missing folder is a vdir, like the default
    /// one: events never land loose in a folder a sync does not look into.
    public static func newEventsCollection(in folder: String) -> String {
        let folder = VdirWriter.normalized(folder)
        let isCollection = hasICSFile(folder) || Folders.exists(folder + "/displayname")
        return isCollection ? folder : folder + "/personal"
    }

    /// The folder itself when it holds `.ics` files (or no subfolders),
    /// then each subfolder that is a collection, by name.
    ///
    /// In a folder dal writes to, every subfolder is a calendar, even an
    /// empty one (vdirsyncer makes them empty; dal's `personal/` is empty
    /// after its last event goes), and the folder itself only when it holds
    /// events or a `displayname`: new events must never land in a vdir's
    /// root, where no sync looks. An empty writable folder is no calendar
    /// yet (its first event makes `personal/` in it: `newEventsCollection`).
    static func collections(in folder: String, writable: Bool = false) -> [String] {
        let subfolders = Folders.subfolders(in: folder)
        let named = { (path: String) in Folders.exists(path + "/displayname") }
        if writable {
            return (!hasICSFile(folder) && !named(folder) ? [] : [folder]) + subfolders
        }
        let nested = subfolders.filter { hasICSFile($0) || named($0) }
        return (!hasICSFile(folder) && !nested.isEmpty ? [] : [folder]) + nested
    }

    /// Whether `folder` holds an event file, looking no further than the first.
    static func hasICSFile(_ folder: String) -> Bool {
        var found = false
        Folders.forEachName(in: folder) { name, isFolder in
            found = !isFolder && isICSName(name)
            return !found
        }
        return found
    }

    /// `….ics` (any case), not hidden, not a folder.
    private static func isICSFile(_ entry: Folders.Entry) -> Bool {
        !entry.isFolder && isICSName(entry.name.utf8)
    }

    /// A name `….ics` (any case) that is not hidden.
    static func isICSName(_ name: some Collection<UInt8>) -> Bool {
        guard name.count > 4, name.first != UInt8(ascii: ".") else { return false }
        // The last four bytes without a copy (called for every file of a
        // vdir); the letters case folded, the dot exact.
        var last: UInt32 = 0
        for byte in name.suffix(4) { last = last << 8 | UInt32(byte) }
        return last | 0x00_20_20_20 == 0x2E_69_63_73 // ".ics"
    }

    /// The first event file `folder` lists: found without listing the rest.
    static func anyICSFile(in folder: String) -> String? {
        var found: String?
        Folders.forEachName(in: folder) { name, isFolder in
            guard !isFolder, isICSName(name) else { return true }
            found = folder + "/" + String(decoding: name, as: UTF8.self)
            return false
        }
        return found
    }

    /// A number that changes when the calendars' files change: the
    /// modification times of each path and of the collections inside a
    /// folder. Writes that replace a file by renaming (dal's, vdirsyncer's,
    /// most editors') change its folder's time, so the files themselves
    /// need no look: a few `stat` calls, cheap enough every few seconds.
    public static func signature(of paths: [String]) -> Int {
        var hasher = Hasher()
        func add(_ path: String) {
            hasher.combine(path)
            hasher.combine(Folders.identity(of: path))
        }
        for path in paths {
            add(path)
            for folder in Folders.subfolders(in: path) { add(folder) }
        }
        return hasher.finalize()
    }

    /// The `.ics` files of a folder: regular files (or links to them), a
    /// FIFO or device of that name skipped at once.
    static func icsFiles(in folder: String) -> [String] {
        Folders.entries(in: folder).filter(isICSFile).map { folder + "/" + $0.name }.filter(Folders.isRegularFile)
    }

    static func isDirectory(_ path: String) -> Bool { Folders.isDirectory(path) }

    static func textFile(_ path: String) -> String? {
        guard let bytes = try? BoundedFileReader.read(path, limit: 4096) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    static func lastComponent(_ path: String) -> String {
        let name = Folders.lastComponent(of: path)
        return name.lowercased().hasSuffix(".ics") ? String(name.dropLast(4)) : name
    }

    /// `#rrggbb`, `#rrggbbaa` (Apple writes alpha) or a colour name.
    static func parseColor(_ text: String) -> CategoryColor? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count == 9, trimmed.hasPrefix("#") { return CategoryColor(parsing: String(trimmed.prefix(7))) }
        return CategoryColor(parsing: trimmed)
    }
}
