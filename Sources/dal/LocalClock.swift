import CalendarCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads "today" once from the system clock in the local time zone, the way
/// `date +%F` does: `localtime_r` honours `TZ`. Everything after this is
/// civil-date arithmetic.
enum LocalClock {
    static func today() -> CivilDate {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil,
              let date = CivilDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else {
            // localtime_r fails only for times outside its range; the epoch
            // day count is still a correct UTC date.
            return CivilDate(dayNumber: Int(now) / 86_400)
        }
        return date
    }
}
