import CalendarCore
import Foundation
import Storage

/// The busy time of the calendars, by block of days, kept for the next
/// `dal free` (`$XDG_CACHE_HOME/dal/busy-….cache`): a year of thousands of
/// events is then answered without reading and expanding them again.
///
/// Trusted as the saved days are (see `SavedDays`): only for the very
/// files, zone and executable it was made from; a file added, removed,
/// touched or changed gives another key and it is made again. A missing,
/// torn or corrupted file is read as none.
public struct SavedBusyTime: Sendable, Equatable {
    /// One occurrence that is not transparent: its instants, its days (to
    /// tell the days asked for), who declined it, and which it is (an
    /// occurrence of several blocks is kept in each).
    public struct Entry: Sendable, Equatable, Hashable {
        public let uid: String
        public let start: Int
        public let end: Int
        public let days: ClosedRange<Int>
        public let declinedBy: [String]
    }

    public let key: UInt64
    /// Entries by block number (`DayBlocks`).
    public private(set) var blocks: [Int: [Entry]]
    /// What reading the calendars found wrong, as it was said when the
    /// blocks were made (said again when they are used).
    public private(set) var warnings: [String]

    /// Blocks kept at most (about four years); the farthest from those
    /// last asked for go first.
    static let keptBlocks = 48
    private static let magic = Array("dal busy time\n".utf8)
    private static let formatVersion = 2
    static let maximumBytes = 64 * 1024 * 1024

    public init(key: UInt64, blocks: [Int: [Entry]] = [:], warnings: [String] = []) {
        self.key = key
        self.blocks = blocks
        self.warnings = warnings
    }

    public static func block(of date: CivilDate) -> Int { DayBlocks.block(of: date) }

    /// The days of a block.
    public static func days(of block: Int) -> ClosedRange<CivilDate> { DayBlocks.days(of: block) }

    /// One file per list of calendars.
    public static func file(paths: [String], writable: [String], in folder: CacheFolder) -> String {
        folder.file("busy", paths: paths, writable: writable)
    }

    /// A fingerprint of the calendars' files as they are on disk now, of
    /// the zone and of the executable (`SavedDays.key`), and of this format.
    public static func key(paths: [String], writable: [String]) -> UInt64 {
        var writer = BinaryWriter()
        writer.int(formatVersion)
        writer.int(Int(bitPattern: UInt(SavedDays.key(files: CalendarReading.filesKey(paths: paths, writable: writable)))))
        return FileDigest.of(writer.bytes)
    }

    /// The entries of `blocks`, made from `collection`: each occurrence
    /// overlapping a block's days that is not transparent, with its
    /// instants (`instant` reads times that name none: dates, floating).
    public mutating func add(blocks wanted: [Int], of collection: EventSource, warnings: [String], instant: (LocalDateTime) -> Int) {
        self.warnings = warnings
        for block in wanted { blocks[block] = Self.entries(of: collection, in: Self.days(of: block), instant: instant) }
        // Those just asked for are kept, however many, and of the others
        // the nearest to them, up to `keptBlocks` in all.
        if blocks.count > Self.keptBlocks, let middle = wanted.first {
            let asked = Set(wanted)
            let others = blocks.keys.filter { !asked.contains($0) }.sorted { abs($0 - middle) < abs($1 - middle) }
            let kept = asked.union(others.prefix(max(0, Self.keptBlocks - asked.count)))
            blocks = blocks.filter { kept.contains($0.key) }
        }
    }

    /// The entries of `collection`'s occurrences overlapping `days` that
    /// are not transparent.
    public static func entries(of collection: EventSource, in days: ClosedRange<CivilDate>, instant: (LocalDateTime) -> Int) -> [Entry] {
        collection.occurrences(in: days).filter { $0.attendance?.isTransparent != true && !$0.isCancelled }.map { occurrence in
            Entry(uid: occurrence.uid, start: occurrence.instants?.start ?? instant(occurrence.start),
                  end: occurrence.instants?.end ?? instant(occurrence.end),
                  days: occurrence.days.lowerBound.dayNumber...occurrence.days.upperBound.dayNumber, declinedBy: occurrence.declinedBy)
        }
    }

    /// Entries a block may hold to be made whole and kept: a block of a
    /// calendar busier than this (100,000 daily events) is expanded only
    /// for the days asked, so that time and memory follow the days asked
    /// for and the events on them (a day asked for cost 32 days' worth).
    public static let largestKeptBlock = 100_000

    /// The entries whose days overlap `days`, each occurrence once, from
    /// the blocks kept or else from `unkept` (blocks expanded only in part,
    /// by block); nil when a block of them is in neither.
    public func entries(overlapping days: ClosedRange<CivilDate>, unkept: [Int: [Entry]] = [:]) -> [Entry]? {
        var found = Set<Entry>(), ordered: [Entry] = []
        let wanted = days.lowerBound.dayNumber...days.upperBound.dayNumber
        for block in Self.block(of: days.lowerBound)...Self.block(of: days.upperBound) {
            guard let entries = blocks[block] ?? unkept[block] else { return nil }
            for entry in entries where entry.days.overlaps(wanted) && found.insert(entry).inserted { ordered.append(entry) }
        }
        return ordered
    }

    // MARK: The file

    public static func read(from file: String, key: UInt64) -> SavedBusyTime? {
        guard var reader = CacheFile.read(file, magic: magic, limit: maximumBytes) else { return nil }
        return try? decode(&reader, key: key)
    }

    /// Writes it atomically; a cache that cannot be written is no error.
    public func write(to file: String) {
        var strings: [String] = [], numbers: [String: Int] = [:]
        func number(_ text: String) -> Int {
            if let known = numbers[text] { return known }
            numbers[text] = strings.count
            strings.append(text)
            return strings.count - 1
        }
        var entries = BinaryWriter()
        entries.array(blocks.keys.sorted()) { writer, block in
            writer.int(block)
            writer.array(blocks[block]!) { writer, entry in
                writer.int(number(entry.uid))
                for value in [entry.start, entry.end, entry.days.lowerBound, entry.days.upperBound] { writer.int(value) }
                writer.array(entry.declinedBy) { $0.int(number($1)) }
            }
        }
        var body = BinaryWriter()
        body.int(Self.formatVersion)
        body.int(Int(bitPattern: UInt(key)))
        body.array(warnings) { $0.string($1) }
        body.array(strings) { $0.string($1) }
        body.bytes(entries.bytes)
        CacheFile.write(body.bytes, magic: Self.magic, to: file)
    }

    private static func decode(_ reader: inout BinaryReader, key: UInt64) throws(BinaryReader.Corrupt) -> SavedBusyTime? {
        guard try reader.int() == formatVersion,
              UInt64(UInt(bitPattern: try reader.int())) == key else { return nil }
        let warnings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        let strings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        let text = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> String in
            let number = try reader.int()
            guard strings.indices.contains(number) else { throw BinaryReader.Corrupt() }
            return strings[number]
        }
        var blocks: [Int: [Entry]] = [:]
        let blockCount = try reader.int()
        guard blockCount >= 0, blockCount <= reader.remaining else { throw BinaryReader.Corrupt() }
        for _ in 0..<blockCount {
            let block = try reader.int()
            blocks[block] = try reader.array { reader throws(BinaryReader.Corrupt) -> Entry in
                let uid = try text(&reader)
                let start = try reader.int(), end = try reader.int(), first = try reader.int(), last = try reader.int()
                guard first <= last, start <= end else { throw BinaryReader.Corrupt() }
                return Entry(uid: uid, start: start, end: end, days: first...last, declinedBy: try reader.array(text))
            }
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        return SavedBusyTime(key: key, blocks: blocks, warnings: warnings)
    }
}
