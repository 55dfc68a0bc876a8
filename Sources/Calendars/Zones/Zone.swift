import CLibical
import CalendarCore
import SystemServices

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

    /// The database's answers kept by hour: libical's (a `gmtime` and a
    /// search of the zone's changes, under a lock) was a quarter of a
    /// block's expansion.
    private let hourOffsets = HourOffsets()

    private func cachedDatabaseOffset(atInstant instant: Int) -> Int {
        hourOffsets.offset(atInstant: instant) { Self.databaseOffset(database!, atInstant: $0) }
    }

    static func databaseOffset(_ handle: OpaquePointer, atInstant instant: Int) -> Int {
        var time = icaltime_from_timet_with_zone(time_t(instant), 0, icaltimezone_get_utc_timezone())
        var isDaylight: Int32 = 0
        return Int(icaltimezone_get_utc_offset_of_utc_time(handle, &time, &isDaylight))
    }
}
