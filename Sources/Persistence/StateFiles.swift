#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files that are dal's own — the reminders' state, the tasks' numbers,
/// caches, recovery copies — written only where dal may own a file: in a
/// folder that belongs to the person running dal and is not one of the
/// system's (`Store.isSystemFolder`: a cache folder linked to `/etc` makes
/// even root's dal write nothing there), never through a link, and never
/// over anything but a regular file. What such a file held is the caller's
/// to check first (a state file dal did not write is refused, not replaced).
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
        guard info.st_mode & S_IFMT == S_IFREG else {
            let what = info.st_mode & S_IFMT == S_IFLNK ? "a link" : "not a regular file"
            throw FileError(path: path, message: "it is \(what); dal writes its own files only as regular files of their own, "
                + "never through a link")
        }
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
