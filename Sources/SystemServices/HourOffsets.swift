import Synchronization

/// A zone's offsets from UTC kept by hour since 1970 (issue 20). Expanding
/// thousands of instances asks about the same hours again and again, and a
/// zone's own answer (libical's, `localtime_r`'s) takes a lock and searches
/// the zone's changes each time.
///
/// An hour is kept only when its first and last second have the offset of
/// the instant asked about: then the whole hour has it, as no zone changes
/// its offset twice within an hour (changes on the half hour, and half-hour
/// changes, are never kept for the hour they fall in). Kept in slots by the
/// hour's number, a later hour of the same slot taking its place: no
/// hashing, a fixed size (1,024 slots, six weeks of hours, 16 KB), made on
/// first use.
public final class HourOffsets: Sendable {
    private static let slots = 1024
    private let table = Mutex<[(hour: Int, offset: Int)]>([])

    public init() {}

    /// The offset at `instant`: kept, or `answer`'s for it (and kept).
    public func offset(atInstant instant: Int, answer: (Int) -> Int) -> Int {
        let hour = instant >= 0 ? instant / 3600 : (instant - 3599) / 3600
        let slot = hour & (Self.slots - 1)
        if let known = table.withLock({ $0.isEmpty ? nil : $0[slot] }), known.hour == hour { return known.offset }
        let offset = answer(instant), start = hour * 3600
        if answer(start) == offset, answer(start + 3599) == offset {
            table.withLock { table in
                if table.isEmpty { table = Array(repeating: (Int.min, 0), count: Self.slots) }
                table[slot] = (hour, offset)
            }
        }
        return offset
    }

    /// Forgets every hour (the zone changed).
    public func forget() {
        table.withLock { $0 = [] }
    }
}
