import CalendarCore
import Storage

/// Where readings of calendar files are kept between runs (a folder of
/// dal's, `$XDG_CACHE_HOME/dal`): one cache file per calendar (a vdir
/// collection or an .ics file).
public struct CacheFolder: Sendable, Equatable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The file of one kind of kept answers (`days`, `busy`, …) for one
    /// list of calendars: runs with other calendars keep their own.
    public func file(_ kind: String, paths: [String], writable: [String]) -> String {
        var writer = BinaryWriter()
        writer.array(paths) { $0.string($1) }
        writer.array(writable) { $0.string($1) }
        return path + "/" + kind + "-" + String(FileDigest.of(writer.bytes), radix: 16) + ".cache"
    }

    /// `$XDG_CACHE_HOME/dal`, else `~/.cache/dal`; nil without either.
    public static func standard(environment: [String: String]) -> CacheFolder? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return CacheFolder(path: cache + "/dal") }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return CacheFolder(path: home + "/.cache/dal")
    }
}

/// The cached readings of one calendar's files, each keyed by the file's
/// identity (which file, which version: `FileIdentity`) and the digest of
/// its bytes. A reading is used only for the very file it was made from:
/// another identity with the same bytes (a `touch`, a copy) reuses it after
/// the bytes are read and hashed; anything else is read again. A cache that
/// is missing, of another version, torn or corrupted is read as empty and
/// written anew: it can cost time, never show what the files do not hold.
struct ReadingCache {
    private struct Entry {
        var identity: FileIdentity
        var digest: UInt64
        /// The encoded reading, decoded when asked for.
        var reading: [UInt8]
    }

    let file: String
    /// What the cache file is for, checked when it is read (its name is a hash).
    private let calendar: String
    private var entries: [String: Entry] = [:]
    private(set) var isChanged = false

    private static let magic = Array("dal calendar cache\n".utf8)
    /// Larger cache files are not read (they are rebuilt).
    static let maximumBytes = 512 * 1024 * 1024

    init(calendar: String, in folder: CacheFolder) {
        self.calendar = calendar
        file = folder.path + "/calendar-" + String(FileDigest.of(Array(calendar.utf8)), radix: 16) + ".cache"
        guard var reader = CacheFile.read(file, magic: Self.magic, limit: Self.maximumBytes) else { return }
        entries = (try? Self.decode(&reader, calendar: calendar)) ?? [:]
    }

    /// What the cache holds of one version of a file.
    enum Lookup {
        /// Its reading; `moved`: found by the digest of the bytes under
        /// another identity (a `touch`, a copy), to be noted (`note`).
        case found(file: ICalendarFile, digest: UInt64, moved: Bool)
        case unknown
        /// The entry does not decode: to be forgotten (`note`).
        case corrupt
    }

    /// The reading of `path` when the cache holds one for this version of
    /// the file: by identity, else (when `bytes` are given) by digest.
    /// Changes nothing, so that many threads may look at once; what a
    /// look found is kept with `note`.
    func lookUp(_ path: String, identity: FileIdentity, bytes: [UInt8]? = nil) -> Lookup {
        guard let entry = entries[path] else { return .unknown }
        let moved = entry.identity != identity
        if moved {
            guard let bytes, FileDigest.of(bytes) == entry.digest else { return .unknown }
        }
        var reader = BinaryReader(entry.reading)
        guard let file = try? CachedReading.decode(&reader, path: path), reader.isAtEnd else { return .corrupt }
        return .found(file: file, digest: entry.digest, moved: moved)
    }

    /// Keeps what `lookUp` found: a reading found under a new identity is
    /// kept under it, one that did not decode is forgotten.
    mutating func note(_ lookup: Lookup, of path: String, identity: FileIdentity) {
        switch lookup {
        case .found(_, _, moved: true): entries[path]?.identity = identity
        case .corrupt: entries[path] = nil
        case .found, .unknown: return
        }
        isChanged = true
    }

    /// `lookUp` and `note` at once.
    mutating func reading(of path: String, identity: FileIdentity, bytes: [UInt8]? = nil) -> (file: ICalendarFile, digest: UInt64)? {
        let lookup = lookUp(path, identity: identity, bytes: bytes)
        note(lookup, of: path, identity: identity)
        guard case .found(let file, let digest, _) = lookup else { return nil }
        return (file, digest)
    }

    mutating func store(_ file: ICalendarFile, of path: String, identity: FileIdentity, digest: UInt64) {
        var writer = BinaryWriter()
        CachedReading.encode(file, into: &writer)
        entries[path] = Entry(identity: identity, digest: digest, reading: writer.bytes)
        isChanged = true
    }

    /// Forgets the files that are no longer there.
    mutating func keepOnly(_ paths: Set<String>) {
        for path in entries.keys where !paths.contains(path) {
            entries[path] = nil
            isChanged = true
        }
    }

    /// Writes the cache when it changed. A cache that cannot be written
    /// (a read-only home) is no error: the next run reads the files again.
    func save() {
        guard isChanged else { return }
        var body = BinaryWriter()
        body.int(CachedReading.formatVersion)
        body.string(calendar)
        body.array(entries.keys.sorted()) { writer, path in
            let entry = entries[path]!
            writer.string(path)
            for value in [Int(bitPattern: UInt(entry.identity.device)), Int(bitPattern: UInt(entry.identity.inode)),
                          Int(entry.identity.size), Int(entry.identity.modified), Int(entry.identity.changed),
                          Int(bitPattern: UInt(entry.digest))] {
                writer.int(value)
            }
            writer.int(entry.reading.count)
            writer.bytes(entry.reading)
        }
        CacheFile.write(body.bytes, magic: Self.magic, to: file)
    }

    private static func decode(_ reader: inout BinaryReader, calendar: String) throws(BinaryReader.Corrupt) -> [String: Entry] {
        guard try reader.int() == CachedReading.formatVersion, try reader.string() == calendar else { throw BinaryReader.Corrupt() }
        var entries: [String: Entry] = [:]
        let count = try reader.int()
        guard count >= 0, count <= reader.remaining else { throw BinaryReader.Corrupt() }
        for _ in 0..<count {
            let path = try reader.string()
            let device = UInt64(UInt(bitPattern: try reader.int())), inode = UInt64(UInt(bitPattern: try reader.int()))
            let size = Int64(try reader.int()), modified = Int64(try reader.int()), changed = Int64(try reader.int())
            let digest = UInt64(UInt(bitPattern: try reader.int()))
            let reading = try reader.bytes(count: try reader.int())
            entries[path] = Entry(identity: FileIdentity(device: device, inode: inode, size: size, modified: modified, changed: changed),
                                  digest: digest, reading: reading)
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        return entries
    }
}
