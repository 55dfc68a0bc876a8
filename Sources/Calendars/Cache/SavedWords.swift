import CalendarCore
import Storage

/// Every event's words (folded, as a search compares them) with the file
/// that holds it, kept for the next `dal search`
/// (`$XDG_CACHE_HOME/dal/words-….cache`): a search of a 5,000-file vdir
/// then matches the kept words and reads only the files of what matched,
/// instead of the whole reading.
///
/// Trusted as the saved occurrences are (`SavedOccurrences.key`): only for
/// the very files, names, zone and executable they were made from; a
/// missing, torn or corrupted file is read as none.
public struct SavedWords: Sendable {
    public let key: UInt64
    public let calendars: [CalendarInfo]
    /// What reading the calendars found wrong (said again when used).
    public let warnings: [String]
    /// Each event's words, and the file each is in (`paths`, by number).
    let searchable: [SearchableEvent]
    let files: [Int]
    let paths: [String]

    private static let magic = Array("dal saved words\n".utf8)
    private static let formatVersion = 1
    static let maximumBytes = 256 * 1024 * 1024

    /// The words of a whole reading, labelled `key`.
    public init(key: UInt64, reading: CalendarReading) {
        var searchable: [SearchableEvent] = [], files: [Int] = [], paths: [String] = []
        for (_, path, events) in reading.wordsByFile {
            paths.append(path)
            searchable += events
            files += Array(repeating: paths.count - 1, count: events.count)
        }
        self.init(key: key, calendars: reading.calendarInfos, warnings: reading.problems, searchable: searchable, files: files, paths: paths)
    }

    private init(key: UInt64, calendars: [CalendarInfo], warnings: [String], searchable: [SearchableEvent], files: [Int], paths: [String]) {
        (self.key, self.calendars, self.warnings) = (key, calendars, warnings)
        (self.searchable, self.files, self.paths) = (searchable, files, paths)
    }

    /// One file per list of calendars.
    public static func file(paths: [String], writable: [String], in folder: CacheFolder) -> String {
        folder.file("words", paths: paths, writable: writable)
    }

    /// The files, by calendar index, of every event (calendar and UID)
    /// some of whose words match `query`: all the files that hold that
    /// event (its copies and overrides), as the whole reading would read them.
    public func files(matching query: String) -> [Int: [String]] {
        var matched = Set<EventSearch.Key>()
        EventSearch.forEachMatch(of: query, calendars: calendars, searchable: searchable) { matched.insert(EventSearch.Key(searchable[$0])) }
        var found: [Int: Set<String>] = [:]
        for (index, event) in searchable.enumerated() where matched.contains(EventSearch.Key(event)) {
            found[event.calendar, default: []].insert(paths[files[index]])
        }
        return found.mapValues { Array($0) }
    }

    // MARK: The file

    public static func read(from file: String, key: UInt64) -> SavedWords? {
        guard var reader = CacheFile.read(file, magic: magic, limit: maximumBytes) else { return nil }
        return try? decode(&reader, key: key)
    }

    /// Writes them atomically; a cache that cannot be written is no error.
    public func write(to file: String) {
        var body = BinaryWriter()
        body.int(Self.formatVersion)
        body.int(Int(bitPattern: UInt(key)))
        body.array(calendars, OccurrenceCoding.encode)
        body.array(warnings) { $0.string($1) }
        body.array(paths) { $0.string($1) }
        body.array(Array(zip(searchable, files))) { writer, entry in
            writer.int(entry.0.calendar)
            writer.string(entry.0.uid)
            writer.int(entry.0.bytes.count)
            writer.bytes(entry.0.bytes)
            writer.optional(entry.0.location) { $0.string($1) }
            writer.int(entry.1)
        }
        CacheFile.write(body.bytes, magic: Self.magic, to: file)
    }

    private static func decode(_ reader: inout BinaryReader, key: UInt64) throws(BinaryReader.Corrupt) -> SavedWords? {
        guard try reader.int() == formatVersion, UInt64(UInt(bitPattern: try reader.int())) == key else { return nil }
        let calendars = try reader.array(OccurrenceCoding.decodeCalendar)
        let warnings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        let paths = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        var searchable: [SearchableEvent] = [], files: [Int] = []
        let count = try reader.int()
        guard count >= 0, count <= reader.remaining else { throw BinaryReader.Corrupt() }
        for _ in 0..<count {
            let calendar = try reader.int(), uid = try reader.string()
            let bytes = try reader.bytes(count: try reader.int())
            let location = try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.string() }
            let file = try reader.int()
            guard calendars.indices.contains(calendar), paths.indices.contains(file) else { throw BinaryReader.Corrupt() }
            searchable.append(SearchableEvent(calendar: calendar, uid: uid, bytes: bytes, location: location))
            files.append(file)
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        return SavedWords(key: key, calendars: calendars, warnings: warnings, searchable: searchable, files: files, paths: paths)
    }
}
