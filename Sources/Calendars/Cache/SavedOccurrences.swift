import CalendarCore
import Foundation
import Storage

/// Every occurrence of the calendars, by block of days, kept for the next
/// one-shot command (`$XDG_CACHE_HOME/dal/occurrences-….cache`): `dal
/// list` of a week of a 5,000-file vdir then answers from one small file
/// and a `stat` of each calendar file, without reading or expanding the
/// events again.
///
/// Trusted as the saved days are (see `SavedDays`): only for the very
/// files, zone and executable they were made from; a file added, removed,
/// touched or changed gives another key and they are made again. A
/// missing, torn or corrupted file is read as none.
public final class SavedOccurrences: EventSource {
    public let key: UInt64
    public private(set) var calendars: [CalendarInfo]
    /// Every occurrence that covers a day of the block, by block number
    /// (`DayBlocks`): one of several blocks is kept in each.
    public private(set) var blocks: [Int: [EventOccurrence]]
    /// What reading the calendars found wrong, as it was said when the
    /// blocks were made (said again when they are used).
    public private(set) var warnings: [String]

    /// Blocks kept at most (about two years); the farthest from those last
    /// asked for go first.
    static let keptBlocks = 24
    /// Blocks one command may make and keep: a longer span is read for
    /// itself (its days are expanded once anyway).
    public static let blocksMadeAtOnce = 4
    /// Occurrences a block may hold to be kept: a calendar busier than this
    /// (100,000 daily events) is answered from its reading each time.
    static let largestKeptBlock = 20_000
    private static let magic = Array("dal saved occurrences\n".utf8)
    private static let formatVersion = 1
    static let maximumBytes = 64 * 1024 * 1024

    public init(key: UInt64, calendars: [CalendarInfo] = [], blocks: [Int: [EventOccurrence]] = [:], warnings: [String] = []) {
        self.key = key
        self.calendars = calendars
        self.blocks = blocks
        self.warnings = warnings
    }

    /// One file per list of calendars.
    public static func file(paths: [String], writable: [String], in folder: CacheFolder) -> String {
        var writer = BinaryWriter()
        writer.array(paths) { $0.string($1) }
        writer.array(writable) { $0.string($1) }
        return folder.path + "/occurrences-" + String(FileDigest.of(writer.bytes), radix: 16) + ".cache"
    }

    /// A fingerprint of the calendars' files as they are on disk now, of
    /// the zone and of the executable (`SavedDays.key`), and of this format.
    public static func key(paths: [String], writable: [String]) -> UInt64 {
        var writer = BinaryWriter()
        writer.int(formatVersion)
        writer.int(Int(bitPattern: UInt(SavedDays.key(files: CalendarReading.filesKey(paths: paths, writable: writable)))))
        return FileDigest.of(writer.bytes)
    }

    /// Whether every block of `days` is kept.
    public func covers(_ days: ClosedRange<CivilDate>) -> Bool {
        DayBlocks.blocks(of: days).allSatisfy { blocks[$0] != nil }
    }

    /// The blocks of `days`, made from `source` (read at least over those
    /// blocks' days), with the calendars and warnings of that reading. A
    /// block too busy to keep is left out (`covers` then says no).
    public func add(blocksOf days: ClosedRange<CivilDate>, from source: EventSource, warnings: [String]) {
        calendars = source.calendars
        self.warnings = warnings
        let wanted = Array(DayBlocks.blocks(of: days))
        for block in wanted {
            let occurrences = source.occurrences(in: DayBlocks.days(of: block))
            blocks[block] = occurrences.count <= Self.largestKeptBlock ? occurrences : nil
        }
        // Those just made are kept, and of the others the nearest to them.
        if blocks.count > Self.keptBlocks, let middle = wanted.first {
            let others = blocks.keys.filter { !wanted.contains($0) }.sorted { abs($0 - middle) < abs($1 - middle) }
            let kept = Set(wanted).union(others.prefix(max(0, Self.keptBlocks - wanted.count)))
            blocks = blocks.filter { kept.contains($0.key) }
        }
    }

    /// Every kept occurrence that covers a day of `days`, each once, in
    /// display order of its first day; the days must be covered.
    public func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
        var found = Set<EventOccurrence>(), ordered: [EventOccurrence] = []
        for block in DayBlocks.blocks(of: days) {
            for occurrence in blocks[block] ?? [] where occurrence.days.overlaps(days) && found.insert(occurrence).inserted {
                ordered.append(occurrence)
            }
        }
        return ordered.sorted { a, b in
            a.days.lowerBound != b.days.lowerBound ? a.days.lowerBound < b.days.lowerBound : EventOccurrence.displayOrder(a, b)
        }
    }

    // MARK: The file

    public static func read(from file: String, key: UInt64) -> SavedOccurrences? {
        guard var reader = CacheFile.read(file, magic: magic, limit: maximumBytes) else { return nil }
        return try? decode(&reader, key: key)
    }

    /// Writes them atomically; a cache that cannot be written is no error.
    public func write(to file: String) {
        var table = OccurrenceCoding.StringTable()
        var entries = BinaryWriter()
        entries.array(blocks.keys.sorted()) { writer, block in
            writer.int(block)
            writer.array(blocks[block]!) { OccurrenceCoding.encode(&$0, $1, strings: &table) }
        }
        var body = BinaryWriter()
        body.int(Self.formatVersion)
        body.int(Int(bitPattern: UInt(key)))
        body.array(calendars, OccurrenceCoding.encode)
        body.array(warnings) { $0.string($1) }
        body.array(table.strings) { $0.string($1) }
        body.bytes(entries.bytes)
        CacheFile.write(body.bytes, magic: Self.magic, to: file)
    }

    private static func decode(_ reader: inout BinaryReader, key: UInt64) throws(BinaryReader.Corrupt) -> SavedOccurrences? {
        guard try reader.int() == formatVersion, UInt64(UInt(bitPattern: try reader.int())) == key else { return nil }
        let calendars = try reader.array(OccurrenceCoding.decodeCalendar)
        let warnings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        let strings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        var blocks: [Int: [EventOccurrence]] = [:]
        let blockCount = try reader.int()
        guard blockCount >= 0, blockCount <= reader.remaining else { throw BinaryReader.Corrupt() }
        for _ in 0..<blockCount {
            let block = try reader.int()
            let occurrences = try reader.array { reader throws(BinaryReader.Corrupt) in try OccurrenceCoding.decode(&reader, strings: strings) }
            guard occurrences.allSatisfy({ calendars.indices.contains($0.calendar) }) else { throw BinaryReader.Corrupt() }
            blocks[block] = occurrences
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        return SavedOccurrences(key: key, calendars: calendars, blocks: blocks, warnings: warnings)
    }
}
