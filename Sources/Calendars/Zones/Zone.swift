import CLibical
import CalendarCore
import Foundation

/// A time zone dal converts with: one of the system's zone database (as
/// libical reads it), or one a file defines in a VTIMEZONE.
///
/// A file's definition is used for the instants it defines: from its first
/// onset to its last, or on without end when a rule has none. Outside that
/// span, a zone whose TZID names a zone of the system's database follows
/// the database, because writers such as khal (through pytz) embed only the
/// transitions near the event. See `DefinedZone` and DECISIONS.md.
final class Zone: ZoneOffsets, @unchecked Sendable {
    let name: String
    let database: OpaquePointer?
    private let defined: DefinedZone?

    /// A zone of the system's database.
    init(database handle: OpaquePointer, name: String) {
        self.name = name
        database = handle
        defined = nil
    }

    /// A file's definition, with the database zone of the same name (when
    /// there is one) for the instants the definition leaves open.
    init(defined: DefinedZone, database: Zone?) {
        name = defined.tzid
        self.defined = defined
        self.database = database?.database
    }

    /// Seconds east of UTC at an instant.
    func offset(atInstant instant: Int) -> Int {
        if let defined, database == nil || defined.defines(instant) { return defined.offset(atInstant: instant) }
        return cachedDatabaseOffset(atInstant: instant)
    }

    /// The database's offsets by hour since 1970, for the hours whose first
    /// and last second have the same offset: the whole hour has it, since
    /// no zone changes its offset twice within an hour. Expanding a block of
    /// thousands of instances asks about the same hours again and again, and
    /// libical's answer (a `gmtime` and a search of the zone's changes,
    /// under a lock) was a quarter of the expansion.
    /// Kept in slots by the hour's number (a later hour of the same slot
    /// takes its place): no hashing, a fixed size (six weeks of hours, 16
    /// KB), made on first use (a file's zone that the database never
    /// answers for has none).
    private var hourOffsets: [(hour: Int, offset: Int)] = []
    private let hourOffsetsLock = NSLock()
    private static let hourSlots = 1024

    private func cachedDatabaseOffset(atInstant instant: Int) -> Int {
        let hour = instant >= 0 ? instant / 3600 : (instant - 3599) / 3600
        let slot = hour & (Self.hourSlots - 1)
        hourOffsetsLock.lock()
        if hourOffsets.isEmpty { hourOffsets = Array(repeating: (Int.min, 0), count: Self.hourSlots) }
        let known = hourOffsets[slot]
        hourOffsetsLock.unlock()
        if known.hour == hour { return known.offset }
        let offset = Self.databaseOffset(database!, atInstant: instant)
        let start = hour * 3600
        if Self.databaseOffset(database!, atInstant: start) == offset, Self.databaseOffset(database!, atInstant: start + 3599) == offset {
            hourOffsetsLock.lock()
            hourOffsets[slot] = (hour, offset)
            hourOffsetsLock.unlock()
        }
        return offset
    }

    static func databaseOffset(_ handle: OpaquePointer, atInstant instant: Int) -> Int {
        var time = icaltime_from_timet_with_zone(time_t(instant), 0, icaltimezone_get_utc_timezone())
        var isDaylight: Int32 = 0
        return Int(icaltimezone_get_utc_offset_of_utc_time(handle, &time, &isDaylight))
    }
}
