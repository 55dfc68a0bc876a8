import CalendarCore
import Foundation
import Storage
import SystemServices

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
    /// The alarms that go off in each block's days on the viewer's clock,
    /// by block (`dal remind`'s answers), made for `alarmSettings` (the
    /// config's default alarms) and with what of the alarms could not be
    /// read.
    public private(set) var alarms: [Int: [DueAlarm]] = [:]
    public private(set) var alarmSettings: UInt64 = 0
    public private(set) var alarmProblems: [String] = []
    /// What the whole reading the alarms were made from found wrong (the
    /// blocks' `warnings` may be of a reading of only their days).
    public private(set) var alarmWarnings: [String] = []

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
    private static let formatVersion = 5
    static let maximumBytes = 64 * 1024 * 1024

    public init(key: UInt64, calendars: [CalendarInfo] = [], blocks: [Int: [EventOccurrence]] = [:], warnings: [String] = []) {
        self.key = key
        self.calendars = calendars
        self.blocks = blocks
        self.warnings = warnings
    }

    /// One file per list of calendars.
    public static func file(paths: [String], writable: [String], in folder: CacheFolder) -> String {
        folder.file("occurrences", paths: paths, writable: writable)
    }

    /// A fingerprint of the calendars' files as they are on disk now, of
    /// the zone and of the executable (`SavedDays.key`), of the files that
    /// name the collections, and of this format.
    public static func key(paths: [String], writable: [String]) -> UInt64 {
        key(files: CalendarReading.filesKey(paths: paths, writable: writable), names: namesKey(paths: paths, writable: writable))
    }

    /// The same of a reading's files (`CalendarReading.readKey`) and names
    /// (`namesKey`, taken before the reading).
    public static func key(files: UInt64, names: UInt64) -> UInt64 {
        var writer = BinaryWriter()
        writer.int(formatVersion)
        writer.int(Int(bitPattern: UInt(SavedDays.key(files: files))))
        writer.int(Int(bitPattern: UInt(names)))
        return FileDigest.of(writer.bytes)
    }

    /// The versions of each collection's `displayname` and `color` files:
    /// a calendar renamed gives another key, though no event file changed.
    public static func namesKey(paths: [String], writable: [String]) -> UInt64 {
        var writer = BinaryWriter()
        for (path, isWritable) in paths.map({ ($0, false) }) + writable.map({ ($0, true) }) where CalendarLoader.isDirectory(path) {
            for collection in CalendarLoader.collections(in: path, writable: isWritable) {
                writer.string(collection)
                for name in ["/displayname", "/color"] {
                    let identity = Folders.identity(of: collection + name)
                    for value in [identity.map { Int(bitPattern: UInt($0.inode)) } ?? -1, identity.map { Int($0.size) } ?? -1,
                                  identity.map { Int($0.modified) } ?? -1, identity.map { Int($0.changed) } ?? -1] {
                        writer.int(value)
                    }
                }
            }
        }
        return FileDigest.of(writer.bytes)
    }

    /// A fingerprint of the config's default alarms (what `alarms` were made for).
    public static func settings(of defaults: DefaultAlarms) -> UInt64 {
        var writer = BinaryWriter()
        writer.optional(defaults.timedMinutesBefore) { $0.int($1) }
        writer.array(defaults.timedByCalendar.keys.sorted()) { writer, name in
            writer.string(name)
            writer.int(defaults.timedByCalendar[name]!)
        }
        writer.optional(defaults.allDayAt) { $0.int($1) }
        writer.array(defaults.silencedCalendars.sorted()) { $0.string($1) }
        writer.array(defaults.ringsByCalendar.keys.sorted()) { writer, name in
            writer.string(name)
            writer.int(defaults.ringsByCalendar[name]! ? 1 : 0)
        }
        writer.array(defaults.shownNames.keys.sorted()) { writer, key in
            writer.string(key)
            writer.string(defaults.shownNames[key]!)
        }
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
        // A block made again has no alarms until they are made for it too.
        alarms = alarms.filter { blocks[$0.key] != nil && !wanted.contains($0.key) }
    }

    /// The moments a block's days begin and end on the viewer's clock: the
    /// blocks part time with no gap and no overlap.
    static func moments(of block: Int) -> Range<Int> {
        let days = DayBlocks.days(of: block)
        return LocalClock.instant(ofWall: LocalDateTime(date: days.lowerBound))
            ..< LocalClock.instant(ofWall: LocalDateTime(date: days.upperBound.adding(days: 1)))
    }

    /// The alarms of the blocks of `days` that are kept and have none yet:
    /// `alarmsIn(after, through)` answers those that go off after `after`
    /// and at or before `through` (`AlarmSchedule.alarms`). Alarms made
    /// for other settings are dropped.
    /// `problems`: what of the alarms could not be read; `warnings`: what
    /// the whole reading found wrong.
    public func addAlarms(blocksOf days: ClosedRange<CivilDate>, settings: UInt64, problems: [String], warnings: [String],
                          alarmsIn: (_ after: Int, _ through: Int) -> [DueAlarm]) {
        if settings != alarmSettings { (alarms, alarmSettings) = ([:], settings) }
        (alarmProblems, alarmWarnings) = (problems, warnings)
        for block in DayBlocks.blocks(of: days) where blocks[block] != nil && alarms[block] == nil {
            let moments = Self.moments(of: block)
            alarms[block] = alarmsIn(moments.lowerBound - 1, moments.upperBound - 1)
        }
    }

    /// What `AlarmSchedule.report` answers for `after`/`through`, from the
    /// kept blocks; nil when a block it needs is not kept with its alarms
    /// for these `settings`.
    public func alarmReport(after: Int?, through: Int, zone: LocalZone, settings: UInt64) -> AlarmReport? {
        let days = AlarmSchedule.reportDays(after: after, through: through)
        let needed = DayBlocks.blocks(of: days)
        guard settings == alarmSettings, needed.allSatisfy({ blocks[$0] != nil && alarms[$0] != nil }) else { return nil }
        return AlarmSchedule.report(after: after, through: through, zone: zone, problems: alarmProblems, occurrences: occurrences(in:)) {
            after, through in
            needed.flatMap { alarms[$0]! }.filter { $0.fireInstant > after && $0.fireInstant <= through }.sorted(by: AlarmSchedule.earliestFirst)
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
            writer.optional(alarms[block]) { writer, alarms in writer.array(alarms) { OccurrenceCoding.encode(&$0, $1, strings: &table) } }
        }
        var body = BinaryWriter()
        body.int(Self.formatVersion)
        body.int(Int(bitPattern: UInt(key)))
        body.array(calendars, OccurrenceCoding.encode)
        body.array(warnings) { $0.string($1) }
        body.int(Int(bitPattern: UInt(alarmSettings)))
        body.array(alarmProblems) { $0.string($1) }
        body.array(alarmWarnings) { $0.string($1) }
        body.array(table.strings) { $0.string($1) }
        body.bytes(entries.bytes)
        CacheFile.write(body.bytes, magic: Self.magic, to: file)
    }

    private static func decode(_ reader: inout BinaryReader, key: UInt64) throws(BinaryReader.Corrupt) -> SavedOccurrences? {
        guard try reader.int() == formatVersion, UInt64(UInt(bitPattern: try reader.int())) == key else { return nil }
        let calendars = try reader.array(OccurrenceCoding.decodeCalendar)
        let warnings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        let alarmSettings = UInt64(UInt(bitPattern: try reader.int()))
        let alarmProblems = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        let alarmWarnings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        let strings = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        var blocks: [Int: [EventOccurrence]] = [:], alarms: [Int: [DueAlarm]] = [:]
        let blockCount = try reader.int()
        guard blockCount >= 0, blockCount <= reader.remaining else { throw BinaryReader.Corrupt() }
        for _ in 0..<blockCount {
            let block = try reader.int()
            let occurrences = try reader.array { reader throws(BinaryReader.Corrupt) in try OccurrenceCoding.decode(&reader, strings: strings) }
            guard occurrences.allSatisfy({ calendars.indices.contains($0.calendar) }) else { throw BinaryReader.Corrupt() }
            blocks[block] = occurrences
            alarms[block] = try reader.optional { reader throws(BinaryReader.Corrupt) in
                try reader.array { reader throws(BinaryReader.Corrupt) in try OccurrenceCoding.decodeAlarm(&reader, strings: strings) }
            }
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        let saved = SavedOccurrences(key: key, calendars: calendars, blocks: blocks, warnings: warnings)
        (saved.alarms, saved.alarmSettings, saved.alarmProblems, saved.alarmWarnings) = (alarms, alarmSettings, alarmProblems, alarmWarnings)
        return saved
    }
}
