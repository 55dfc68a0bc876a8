#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells when files in some folders change: inotify on Linux (one
/// descriptor to wait on; nothing runs while nothing changes). Where the
/// system has no inotify, `init` fails and the caller compares a cheap
/// signature now and then instead (DECISIONS.md, issue 20).
///
/// Folders are followed by their path, not their inode: a folder deleted
/// and made again (as a sync can do) is watched again as it comes back.
/// While a watched folder is missing, its nearest existing parent is
/// watched for the creation of the path's next part only (other entries
/// of that parent wake the process but are not reported).
public final class FolderWatch {
    /// Readable when changes are waiting: for a `poll`.
    public let descriptor: Int32
    /// Every path asked to be watched.
    private var wanted: Set<String> = []
    private var folders: [Int32: String] = [:]
    /// Parents watched for a missing wanted folder's next part to appear.
    private var sentinels: [Int32: String] = [:]
    /// Folders that exist but could not be watched (inotify's per-user
    /// limit of watches, a file system without it): the caller looks at
    /// them another way.
    public private(set) var unwatched: Set<String> = []

    /// Changes of entries: created, deleted, moved in or out, written and
    /// closed, attributes (a `touch`); the folder itself deleted or moved.
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB
        | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
    /// A parent of a missing folder: entries made or moved in, or the
    /// parent itself gone. Added to what the folder may be watched for
    /// already (it can be a wanted folder too).
    private static let sentinelMask = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_MASK_ADD)

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

    /// Watches these folders (besides those watched already); a folder
    /// that does not exist (yet) is watched for from its nearest parent.
    public func watch(_ paths: [String]) {
        wanted.formUnion(paths)
        _ = addMissingWatches()
    }

    /// Adds a watch for each wanted folder without one; the folders that
    /// got one now (they appeared).
    private func addMissingWatches() -> [String] {
        #if os(Linux)
        var appeared: [String] = []
        let watched = Set(folders.values)
        for path in wanted.sorted() where !watched.contains(path) {
            let handle = inotify_add_watch(descriptor, path, Self.mask)
            if handle >= 0 {
                folders[handle] = path
                unwatched.remove(path)
                appeared.append(path)
            } else if errno == ENOENT || errno == ENOTDIR {
                watchParent(of: path)
            } else {
                unwatched.insert(path)
            }
        }
        return appeared
        #else
        return []
        #endif
    }

    /// Watches the nearest existing folder above `path` for its next part.
    private func watchParent(of path: String) {
        #if os(Linux)
        var parent = path
        while true {
            guard let slash = parent.lastIndex(of: "/") else { return }
            parent = slash == parent.startIndex ? "/" : String(parent[..<slash])
            guard !sentinels.values.contains(parent) else { return }
            let handle = inotify_add_watch(descriptor, parent, Self.sentinelMask)
            if handle >= 0 {
                sentinels[handle] = parent
                return
            }
            if parent == "/" || (errno != ENOENT && errno != ENOTDIR) { return }
        }
        #endif
    }

    /// What changed since the last call, as paths (a folder's own path
    /// when the folder itself went, moved, or came back); nil when the
    /// system dropped reports (its queue overflowed): then anything may
    /// have changed. Empty when nothing is waiting.
    public func takeChanges() -> [String]? {
        #if os(Linux)
        var changed: [String] = []
        var overflow = false, lookAgain = false
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
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let parent = sentinels[handle] {
                    if mask & UInt32(IN_IGNORED) != 0 { sentinels[handle] = nil; lookAgain = true; continue }
                    // Only the part of a missing folder's path matters here.
                    let made = parent == "/" ? "/" + name : parent + "/" + name
                    if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 || wanted.contains(where: { $0 == made || $0.hasPrefix(made + "/") }) {
                        lookAgain = true
                    }
                }
                guard let folder = folders[handle] else { continue }
                if mask & UInt32(IN_IGNORED) != 0 {
                    // Gone (deleted, moved, unmounted): watched for again from above.
                    folders[handle] = nil
                    changed.append(folder)
                    lookAgain = true
                    continue
                }
                changed.append(nameBytes.isEmpty ? folder : folder + "/" + name)
            }
        }
        if lookAgain {
            // Sentinels no longer needed go; missing folders are watched
            // for again, and those that came back are changes.
            // (A parent that is a watched folder too shares its handle: kept.)
            for (handle, _) in sentinels where folders[handle] == nil { inotify_rm_watch(descriptor, handle) }
            sentinels = [:]
            changed += addMissingWatches()
        }
        return overflow ? nil : changed
        #else
        return []
        #endif
    }
}
