#if canImport(Glibc)
import Glibc

/// Waits for a file to be created in a folder (Linux inotify), so a test
/// can act at the moment a program starts writing, not at a guessed time.
public final class FileCreationWatch {
    private let descriptor: Int32

    /// Starts watching `directory`; events from now on are seen.
    public init(directory: String) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0, inotify_add_watch(descriptor, directory, UInt32(IN_CREATE)) >= 0 else {
            throw ProcessRunner.SpawnError(message: "cannot watch \(directory): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Blocks until a file whose name starts with `prefix` is created, or
    /// `timeoutMilliseconds` pass; returns its name.
    public func waitForFile(named prefix: String, timeoutMilliseconds: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var remaining = Int(timeoutMilliseconds)
        while remaining > 0 {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let started = Self.milliseconds()
            guard poll(&ready, 1, Int32(remaining)) > 0 else { return nil }
            remaining -= Self.milliseconds() - started
            let count = read(descriptor, &buffer, buffer.count)
            var offset = 0
            while count > 0, offset + 16 <= count {
                // struct inotify_event: wd, mask, cookie, len, then the name.
                let nameLength = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + 16)..<(offset + 16 + nameLength)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if name.hasPrefix(prefix) { return name }
                offset += 16 + nameLength
            }
        }
        return nil
    }

    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
#endif
