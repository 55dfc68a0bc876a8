import CalendarCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The local time zone as `date` sees it: `localtime_r` honours `TZ`.
/// "Today" is read once here; .ics times that name an instant are turned
/// into local civil dates here. Everything else is civil-date arithmetic.
public enum LocalClock {
    public static func today() -> CivilDate {
        civil(atInstant: Int(time(nil))).date
    }

    /// Now as `YYYYMMDD-HHMMSS` in local time, for file names.
    public static func fileStamp() -> String {
        let (date, seconds) = civil(atInstant: Int(time(nil)))
        let digits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return date.description.replacingOccurrences(of: "-", with: "") + "-"
            + digits(seconds / 3600) + digits(seconds / 60 % 60) + digits(seconds % 60)
    }

    /// Now in UTC as iCalendar writes it (`20261122T101500Z`), for
    /// DTSTAMP and LAST-MODIFIED.
    public static func utcStamp() -> String {
        let instant = Int(time(nil))
        let days = instant / 86_400, seconds = instant % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return CivilDate(dayNumber: days).description.filter { $0 != "-" }
            + "T" + two(seconds / 3600) + two(seconds / 60 % 60) + two(seconds % 60) + "Z"
    }

    /// The Unix instant of a local wall time: a time summer time skips
    /// is read with the offset before the change, one it repeats is the
    /// first (RFC 5545 3.3.5).
    public static func instant(ofWall wall: LocalDateTime) -> Int {
        // From the offsets `localtime_r` gives, kept by hour, and RFC
        // 5545's rules for skipped and repeated times, as every zone dal
        // reads: not `mktime`, which looks at /etc/localtime again at each
        // call when TZ is unset (`dal free` over 1,000 years: 1.9 s, most
        // of it in `stat`).
        Local().instant(ofWall: wall)
    }

    /// The local zone, as `ZoneOffsets` converts.
    private struct Local: ZoneOffsets {
        func offset(atInstant instant: Int) -> Int { hourOffsets.offset(atInstant: instant, answer: LocalClock.offset(at:)) }
    }

    /// The local zone's offsets kept by hour: every occurrence of a block
    /// is turned into local time here (`localtime_r` was a tenth of a
    /// block's expansion). Forgotten when TZ changes (`ProcessEnvironment.set`).
    private static let hourOffsets = HourOffsets()

    static func forgetOffsets() {
        hourOffsets.forget()
    }

    /// The local civil date and seconds of day of a Unix instant.
    public static func civil(atInstant instant: Int) -> (date: CivilDate, secondsOfDay: Int) {
        utcCivil(instant + hourOffsets.offset(atInstant: instant, answer: offset(at:)))
    }

    /// The date and seconds of day of `seconds` since 1970 read as UTC.
    private static func utcCivil(_ seconds: Int) -> (date: CivilDate, secondsOfDay: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (CivilDate(dayNumber: days), seconds - days * 86_400)
    }

    /// How far the local wall clock is from `instant` read as UTC: the
    /// wall clock `localtime_r` gives, minus the instant. Not `tm_gmtoff`:
    /// in the "right/" zones the wall clock also counts leap seconds,
    /// which `tm_gmtoff` leaves out.
    private static func offset(at instant: Int) -> Int {
        let (date, seconds) = localCivil(atInstant: instant)
        return date.dayNumber * 86_400 + seconds - instant
    }

    private static func localCivil(atInstant instant: Int) -> (date: CivilDate, secondsOfDay: Int) {
        var seconds = time_t(instant)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil,
              let date = CivilDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else {
            // localtime_r fails only for times outside its range; the UTC
            // date of the instant is still a correct answer there.
            return utcCivil(instant)
        }
        return (date, Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + Int(parts.tm_sec))
    }
}

/// The wall clock a run shows: the system's, or one set to another moment
/// (`--now`, `--today`) that runs on from there at the same pace.
public struct WallClock: Sendable, Equatable {
    /// Seconds added to the system's clock.
    public let offset: Int

    public init(offset: Int = 0) { self.offset = offset }

    /// The clock that shows `moment` (local wall time) now: the offset is
    /// between instants, so a moment in summer time seen from winter is
    /// still that moment.
    public init(showing moment: LocalDateTime) {
        offset = LocalClock.instant(ofWall: moment) - Int(time(nil))
    }

    /// The clock that shows `date` today at the system's time of day.
    public init(today date: CivilDate) {
        let seconds = LocalClock.civil(atInstant: Int(time(nil))).secondsOfDay
        offset = LocalClock.instant(ofWall: LocalDateTime(date: date, secondsOfDay: seconds)) - Int(time(nil))
    }

    /// Now, seconds since 1970 (`clock_gettime`, not `time()`, which reads
    /// a coarse clock that can lag a tick behind a timer that just fired).
    public func instant() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec) + offset
    }

    public func now() -> LocalDateTime {
        let (date, seconds) = LocalClock.civil(atInstant: Int(time(nil)) + offset)
        return LocalDateTime(date: date, secondsOfDay: seconds)
    }
}

/// A clock that only goes forward (suspend aside), for timers and for
/// measuring waits: never affected by the wall clock being set.
public enum MonotonicClock {
    public static var milliseconds: Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }
}
