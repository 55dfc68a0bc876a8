#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells when files in some folders change: inotify on Linux (one
/// descriptor to wait on; nothing runs while nothing changes). Where the
/// system has no inotify, `init` fails and the caller compares a cheap
/// signature now and then instead (DECISIONS.md, issue 20).
public final class FolderWatch {
    /// Readable when changes are waiting: for a `poll`.
    public let descriptor: Int32
    private var folders: [Int32: String] = [:]
    /// Folders that exist but could not be watched (inotify's per-user
    /// limit of watches, a file system without it): the caller looks at
    /// them another way.
    public private(set) var unwatched: Set<String> = []

    /// Changes of entries: created, deleted, moved in or out, written and
    /// closed, attributes (a `touch`); the folder itself deleted or moved.
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB
        | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    public init?(folders paths: [String]) {
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        watch(paths)
        #else
        return nil
        #endif
    }

    deinit { close(descriptor) }

    /// Watches these folders (besides those watched already); folders that
    /// do not exist (yet) are skipped.
    public func watch(_ paths: [String]) {
        #if os(Linux)
        let known = Set(folders.values)
        for path in paths where !known.contains(path) {
            let handle = inotify_add_watch(descriptor, path, Self.mask)
            if handle >= 0 {
                folders[handle] = path
                unwatched.remove(path)
            } else if errno != ENOENT, errno != ENOTDIR {
                unwatched.insert(path)
            }
        }
        #endif
    }

    /// What changed since the last call, as paths (a folder's own path
    /// when the folder itself went or moved); nil when the system dropped
    /// reports (its queue overflowed): then anything may have changed.
    /// Empty when nothing is waiting.
    public func takeChanges() -> [String]? {
        #if os(Linux)
        var changed: [String] = []
        var overflow = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (handle, mask, length) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                offset += header + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { overflow = true; continue }
                guard let folder = folders[handle] else { continue }
                if mask & UInt32(IN_IGNORED) != 0 { folders[handle] = nil; continue }
                changed.append(nameBytes.isEmpty ? folder : folder + "/" + String(decoding: nameBytes, as: UTF8.self))
            }
        }
        return overflow ? nil : changed
        #else
        return []
        #endif
    }
}
