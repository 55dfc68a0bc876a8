import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The process's environment, read once: Foundation's
/// `ProcessInfo.environment` decodes every variable into a new dictionary
/// each time it is asked, and a start asked it a dozen times (a twentieth
/// of dal's time before the first frame, issue 20). dal changes its
/// environment in one place, `set` (`ZoneDatabase.use` sets TZ), which
/// keeps this copy the same as the process's.
public enum ProcessEnvironment {
    private static let cache = Mutex<[String: String]?>(nil)

    /// Every variable, by name.
    public static var all: [String: String] {
        cache.withLock { cached in
            if let cached { return cached }
            let read = readAll()
            cached = read
            return read
        }
    }

    public static func value(_ name: String) -> String? { all[name] }

    /// The variables of `names` that are set, by name.
    public static func values(_ names: [String]) -> [String: String] {
        let all = self.all
        var found: [String: String] = [:]
        for name in names { found[name] = all[name] }
        return found
    }

    /// Sets `name` in the process's environment (for libc, libical and
    /// children) and in this copy.
    public static func set(_ name: String, to value: String) {
        cache.withLock { cached in
            setenv(name, value, 1)
            cached = readAll()
        }
        if name == "TZ" {
            tzset()
            LocalClock.forgetOffsets()
        }
    }

    private static func readAll() -> [String: String] {
        var found: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                // The first of a name wins, as getenv finds it.
                if found[name] == nil { found[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return found
    }
}
