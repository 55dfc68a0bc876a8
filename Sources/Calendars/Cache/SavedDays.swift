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
    private static let formatVersion = 4
    /// Larger files are not read (a screenful of days is far smaller).
    static let maximumBytes = 64 * 1024 * 1024

    /// Where the days of these calendars are kept: one file per list of
    /// calendars, so that runs with other calendars keep their own.
    public static func file(paths: [String], writable: [String], in folder: CacheFolder) -> String {
        var writer = BinaryWriter()
        writer.array(paths) { $0.string($1) }
        writer.array(writable) { $0.string($1) }
        return folder.path + "/days-" + String(FileDigest.of(writer.bytes), radix: 16) + ".cache"
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
        body.array(calendars) { writer, calendar in
            writer.string(calendar.name)
            writer.optional(calendar.color.map(\.description)) { $0.string($1) }
            writer.string(calendar.path)
            writer.bool(calendar.writable)
        }
        // The texts once each (a series' instances share their UID and
        // title), then the days referring to them by number.
        var table = StringTable()
        var days = BinaryWriter()
        days.array(blocks.keys.sorted()) { writer, block in
            writer.int(block)
            let days = blocks[block]!
            writer.array(days.keys.sorted()) { writer, dayNumber in
                writer.int(dayNumber)
                writer.int(days[dayNumber]!.hidden)
                writer.array(days[dayNumber]!.occurrences) { Self.encode(&$0, $1, strings: &table) }
            }
        }
        body.array(table.strings) { $0.string($1) }
        body.bytes(days.bytes)
        CacheFile.write(body.bytes, magic: Self.magic, to: file)
    }

    /// Texts numbered in the order first met.
    private struct StringTable {
        var strings: [String] = []
        var numbers: [String: Int] = [:]

        mutating func number(of text: String) -> Int {
            if let known = numbers[text] { return known }
            numbers[text] = strings.count
            strings.append(text)
            return strings.count - 1
        }
    }

    private static func encode(_ writer: inout BinaryWriter, _ occurrence: EventOccurrence, strings: inout StringTable) {
        writer.int(occurrence.calendar)
        writer.int(strings.number(of: occurrence.uid))
        writer.optional(occurrence.instance) { writer, instance in
            // Packed when it is one of RECURRENCE-ID's three forms: read back without parsing.
            writer.bool(instance.packedValue != nil)
            if let packed = instance.packedValue { writer.int(Int(bitPattern: UInt(packed))) } else { writer.string(instance.text) }
        }
        writer.int(strings.number(of: occurrence.summary))
        writer.bool(occurrence.isAllDay)
        for time in [occurrence.start, occurrence.end] {
            writer.int(time.date.dayNumber)
            writer.int(time.secondsOfDay)
        }
        writer.optional(occurrence.fileDigest) { $0.int(Int(bitPattern: UInt($1))) }
        writer.bool(occurrence.attendance?.isTransparent ?? false)
        writer.array(occurrence.declinedBy) { $0.int(strings.number(of: $1)) }
        writer.optional(occurrence.instants) { writer, instants in
            writer.int(instants.start)
            writer.int(instants.end)
        }
    }

    private static func decodeOccurrence(_ reader: inout BinaryReader, strings: [String]) throws(BinaryReader.Corrupt) -> EventOccurrence {
        let text = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> String in
            let number = try reader.int()
            guard strings.indices.contains(number) else { throw BinaryReader.Corrupt() }
            return strings[number]
        }
        let calendar = try reader.int(), uid = try text(&reader)
        guard (0...Int(Int32.max)).contains(calendar) else { throw BinaryReader.Corrupt() }
        let instance = try reader.optional { reader throws(BinaryReader.Corrupt) -> RecurrenceID in
            guard try reader.bool() else { return RecurrenceID(try reader.string()) }
            guard let packed = RecurrenceID(packedValue: UInt64(UInt(bitPattern: try reader.int()))) else { throw BinaryReader.Corrupt() }
            return packed
        }
        let summary = try text(&reader), isAllDay = try reader.bool()
        let time = { (reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> LocalDateTime in
            let day = try reader.int(), seconds = try reader.int()
            guard abs(day) <= 4_000_000, (0..<86_400).contains(seconds) else { throw BinaryReader.Corrupt() }
            return LocalDateTime(date: CivilDate(dayNumber: day), secondsOfDay: seconds)
        }
        let start = try time(&reader), end = try time(&reader)
        let fileDigest = try reader.optional { reader throws(BinaryReader.Corrupt) in UInt64(UInt(bitPattern: try reader.int())) }
        let attendance = EventAttendance.of(isTransparent: try reader.bool(), declinedBy: try reader.array(text))
        let instants = try reader.optional { reader throws(BinaryReader.Corrupt) in
            EventOccurrence.Instants(start: try reader.int(), end: try reader.int())
        }
        return EventOccurrence(calendar: calendar, uid: uid, instance: instance, summary: summary, isAllDay: isAllDay, start: start, end: end,
                               fileDigest: fileDigest, attendance: attendance, instants: instants)
    }

    private static func decode(_ reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> SavedDays? {
        guard try reader.int() == formatVersion else { return nil }
        let key = UInt64(UInt(bitPattern: try reader.int()))
        let calendars = try reader.array { reader throws(BinaryReader.Corrupt) -> CalendarInfo in
            let name = try reader.string()
            let color = try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.string() }
            let path = try reader.string(), writable = try reader.bool()
            return CalendarInfo(name: name, color: color.flatMap(CategoryColor.init(parsing:)), path: path, writable: writable)
        }
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
                let occurrences = try reader.array { reader throws(BinaryReader.Corrupt) in try decodeOccurrence(&reader, strings: strings) }
                guard hidden >= 0, occurrences.allSatisfy({ calendars.indices.contains($0.calendar) }) else { throw BinaryReader.Corrupt() }
                days[dayNumber] = (occurrences, hidden)
            }
            blocks[block] = days
        }
        guard reader.isAtEnd else { throw BinaryReader.Corrupt() }
        return SavedDays(key: key, calendars: calendars, blocks: blocks)
    }
}
