#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's time zone database (`/usr/share/zoneinfo`), the one `date`
/// and the C library read: which names it has, and making one the
/// process's zone.
public enum ZoneDatabase {
    public static let folder = "/usr/share/zoneinfo/"

    /// Whether `name` (`Europe/Berlin`) is a zone of the database: a file
    /// there, named without a way out of it.
    public static func knows(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return false }
        var info = stat()
        return stat(folder + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Makes `name` the zone of this process, for everything that reads
    /// the local time after it (the C library, `LocalZone`, `LocalClock`).
    public static func use(_ name: String) {
        ProcessEnvironment.set("TZ", to: name)
    }
}
