#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files that are dal's own — the reminders' state, the tasks' numbers,
/// caches, recovery copies — written only where dal may own a file: in a
/// folder that belongs to the person running dal and is not one of the
/// system's (`Store.isSystemFolder`: a cache folder linked to `/etc` makes
/// even root's dal write nothing there), and never through a link (a link
/// or FIFO put in a cache's place is itself replaced; what it points to is
/// left alone). What such a file held is the caller's to check first (a
/// state file dal did not write is refused, not replaced).
public enum StateFiles {
    /// Writes `bytes` atomically to `path` (its folder made, 0700, when
    /// missing), or throws why the place is not dal's to write.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try checkPlace(path)
        try AtomicFileWriter.write(bytes, to: path, followsSymlinks: false)
    }

    /// Throws when `path` is not a place for a file of dal's own.
    public static func checkPlace(_ path: String) throws(FileError) {
        let folder = AtomicFileWriter.parentDirectory(of: path)
        // Nothing is made inside a system folder either: its nearest
        // existing folder is judged before any is made.
        var existing = folder
        while !exists(existing), AtomicFileWriter.parentDirectory(of: existing) != existing {
            existing = AtomicFileWriter.parentDirectory(of: existing)
        }
        guard !Store.isSystemFolder(existing) else { throw systemFolder(path, folder) }
        try AtomicFileWriter.makeDirectories(folder, for: path)
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw FileError(path: path, message: "\(folder) is not a folder")
        }
        guard info.st_uid == geteuid() else {
            throw FileError(path: path, message: "the folder \(folder) belongs to another user; dal keeps its own files only in yours")
        }
        guard !Store.isSystemFolder(folder) else { throw systemFolder(path, folder) }
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw FileError(path: path, message: "it is a folder") }
        guard info.st_uid == geteuid() else {
            throw FileError(path: path, message: "it belongs to another user; dal does not replace it")
        }
    }

    private static func systemFolder(_ path: String, _ folder: String) -> FileError {
        FileError(path: path, message: "\(folder) is (or is linked into) a folder of the system; dal keeps its own files elsewhere "
            + "(check XDG_STATE_HOME, XDG_CACHE_HOME and the file given)")
    }

    /// Whether a file is at `path` (a link or anything else counts).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

/// An exclusive hold on a lock file of dal's own, for as long as the
/// process keeps this value (or runs): `dal remind` never runs twice at
/// once on one state file.
public final class RunLock {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The lock at `path`, or nil when another process holds it now; throws
    /// when the place is not dal's (`StateFiles.checkPlace`) or the file
    /// cannot be made.
    public static func take(_ path: String) throws(FileError) -> RunLock? {
        try StateFiles.checkPlace(path)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            let system = String(cString: strerror(errno))
            throw FileError(path: path, message: "cannot make the lock file: \(system)", reason: .cannotMakeLock(system: system))
        }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            close(descriptor)
            return nil
        }
        return RunLock(descriptor: descriptor)
    }
}
