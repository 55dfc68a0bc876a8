import CalendarCore
import Foundation
import Storage
import SystemServices

/// The days a run expanded for its first screen, kept for the next start
/// (`$XDG_CACHE_HOME/dal/days-….cache`): a calendar of thousands of
/// events then shows them as soon as its files are listed, before they are
/// read and expanded again.
///
/// They are trusted only for the very files they were expanded from: the
/// key is a fingerprint of every file of every calendar with its identity
/// as read (`CalendarReading.readKey`), of the zone the days are in and of
/// the dal executable that expanded them. At start the same fingerprint is
/// made of the files on disk (`CalendarReading.filesKey`, a `stat` each);
/// a file added, removed, touched or changed, another zone or another
/// build gives another key and the saved days are not used. A missing,
/// torn or corrupted file is read as none: it can cost time, never show
/// what the files do not hold.
public struct SavedDays: Sendable {
    /// One day: its first occurrences in display order, how many more.
    public typealias Day = (occurrences: [EventOccurrence], hidden: Int)

    public let key: UInt64
    public let calendars: [CalendarInfo]
    /// Days by block number, then by day number.
    public let blocks: [Int: [Int: Day]]

    public init(key: UInt64, calendars: [CalendarInfo], blocks: [Int: [Int: Day]]) {
        self.key = key
        self.calendars = calendars
        self.blocks = blocks
    }

    private static let magic = Array("dal saved days\n".utf8)
    private static let formatVersion = 6
    /// Larger files are not read (a screenful of days is far smaller).
    static let maximumBytes = 64 * 1024 * 1024

    /// Where the days of these calendars are kept: one file per list of
    /// calendars, so that runs with other calendars keep their own.
    public static func file(paths: [String], writable: [String], in folder: CacheFolder) -> String {
        folder.file("days", paths: paths, writable: writable)
    }

    /// `filesKey` (a fingerprint of the calendars' files) with what else
    /// decides the days: the viewer's zone (`TZ`, `/etc/localtime`), and
    /// the executable (a new build may expand differently).
    public static func key(files: UInt64, zone: String? = getenv("TZ").map { String(cString: $0) }) -> UInt64 {
        var writer = BinaryWriter()
        writer.int(formatVersion)
        writer.int(Int(bitPattern: UInt(files)))
        writer.optional(zone) { $0.string($1) }
        for path in ["/etc/localtime", "/proc/self/exe"] {
            let identity = Folders.identity(of: path)
            for value in [identity.map { Int(bitPattern: UInt($0.inode)) } ?? -1, identity.map { Int($0.size) } ?? -1,
                          identity.map { Int($0.modified) } ?? -1] {
                writer.int(value)
            }
        }
        return FileDigest.of(writer.bytes)
    }

    /// The days kept in `file` if they were saved under the key `key`
    /// works out; nil when there are none, they are of other files, or the
    /// file is damaged. The file is read and decoded on a thread of its
    /// own while `key` runs (a `stat` of every calendar file, the longer
    /// of the two).
    public static func read(from file: String, keyedBy key: () -> UInt64) -> SavedDays? {
        var wanted: UInt64 = 0, found: SavedDays?
        JoinedThreads.run({ wanted = key() }, alongside: {
            guard var reader = CacheFile.read(file, magic: magic, limit: maximumBytes) else { return }
            found = try? decode(&reader)
        })
        return found.flatMap { $0.key == wanted ? $0 : nil }
    }

    /// Writes them atomically. A cache that cannot be written (a read-only
    /// home) is no error: the next start expands its days again.
    public func write(to file: String) {
        var body = BinaryWriter()
        body.int(Self.formatVersion)
        body.int(Int(bitPattern: UInt(key)))
        body.array(calendars, OccurrenceCoding.encode)
        // The texts once each (a series' instances share their UID and
        // title), then the days referring to them by number.
        var table = OccurrenceCoding.StringTable()
        var days = BinaryWriter()
        days.array(blocks.keys.sorted()) { writer, block in
            writer.int(block)
            let days = blocks[block]!
            writer.array(days.keys.sorted()) { writer, dayNumber in
                writer.int(dayNumber)
                writer.int(days[dayNumber]!.hidden)
                writer.array(days[dayNumber]!.occurrences) { OccurrenceCoding.encode(&$0, $1, strings: &table) }
            }
        }
        body.array(table.strings) { $0.string($1) }
        body.bytes(days.bytes)
        CacheFile.write(body.bytes, magic: Self.magic, to: file)
    }

    private static func decode(_ reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> SavedDays? {
        guard try reader.int() == formatVersion else { return nil }
        let key = UInt64(UInt(bitPattern: try reader.int()))
        let calendars = try reader.array(OccurrenceCoding.decodeCalendar)
        let strings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        var blocks: [Int: [Int: Day]] = [:]
        let blockCount = try reader.int()
        guard blockCount >= 0, blockCount <= reader.remaining else { throw BinaryReader.Corrupt() }
        for _ in 0..<blockCount {
            let block = try reader.int()
            var days: [Int: Day] = [:]
            let dayCount = try reader.int()
            guard dayCount >= 0, dayCount <= reader.remaining else { throw BinaryReader.Corrupt() }
            for _ in 0..<dayCount {
                let dayNumber = try reader.int(), hidden = try reader.int()
                let occurrences = try reader.array { reader throws(BinaryReader.Corrupt) in try OccurrenceCoding.decode(&reader, strings: strings) }
                guard hidden >= 0, occurrences.allSatisfy({ calendars.indices.contains($0.calendar) }) else { throw BinaryReader.Corrupt() }
                days[dayNumber] = (occurrences, hidden)
            }
            blocks[block] = days
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        return SavedDays(key: key, calendars: calendars, blocks: blocks)
    }
}
