#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that a crash or kill at any moment leaves either the
/// old content or the new, never a torn or empty file: write a temporary
/// file in the same folder, fsync it, rename it over the target, fsync the
/// folder. A symlink is written through: its final target is replaced and
/// the link stays (a person's store or calendar may live elsewhere).
public enum AtomicFileWriter {
    /// A new file gets `newFileMode` less the umask, as `open` would give
    /// it (0600 by default: the store is private; calendar files are
    /// shared like any other program's, 0666 less the umask).
    /// `followsSymlinks: false` (caches, which are dal's alone): a symlink
    /// at `path` is itself replaced, and what it pointed to is left alone.
    public static func write(_ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o600, followsSymlinks: Bool = true) throws(FileError) {
        let target = followsSymlinks ? resolveSymlinks(path) : path
        let directory = parentDirectory(of: target)
        try makeDirectories(directory, for: path)

        var template = Array("\(directory)/.\(baseName(of: target)).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { let system = errorText(); throw FileError(path: path, message: "cannot create a temporary file in \(directory): \(system)", reason: .cannotCreateTemporary(folder: directory, system: system)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var committed = false
        defer {
            if !committed { unlink(temporary) }
        }

        // Keep the permissions of the file being replaced (mkstemp uses 0600).
        // (Of the file itself, when links are not followed: not of what a link points to.)
        var existing = stat()
        if (followsSymlinks ? stat(target, &existing) : lstat(target, &existing)) == 0, existing.st_mode & S_IFMT == S_IFREG {
            _ = fchmod(fd, existing.st_mode & 0o7777)
        } else if newFileMode != 0o600 {
            let mask = umask(0)
            umask(mask)
            _ = fchmod(fd, newFileMode & ~mask)
        }

        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { let system = errorText(); close(fd); throw FileError(path: path, message: "cannot write \(temporary): \(system)", reason: .cannotWriteTemporary(temporary: temporary, system: system)) }
            offset += count
        }
        guard fsync(fd) == 0 else { let system = errorText(); close(fd); throw FileError(path: path, message: "cannot fsync \(temporary): \(system)", reason: .cannotFsync(temporary: temporary, system: system)) }
        guard close(fd) == 0 else { let system = errorText(); throw FileError(path: path, message: "cannot close \(temporary): \(system)", reason: .cannotClose(temporary: temporary, system: system)) }
        guard rename(temporary, target) == 0 else {
            let system = errorText()
            throw FileError(path: path, message: "cannot rename \(temporary) to \(target): \(system)",
                            reason: .cannotRename(temporary: temporary, target: target, system: system))
        }
        committed = true
        // The rename is durable only once the folder is on disk.
        syncDirectory(directory)
    }

    /// Removes a file durably: unlinked, and the folder synced so that the
    /// removal survives a crash. A file already gone is no error.
    public static func remove(_ path: String) throws(FileError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            let system = errorText()
            throw FileError(path: path, message: "cannot remove it: \(system)", reason: .cannotRemove(system: system))
        }
        syncDirectory(parentDirectory(of: path))
    }

    private static func syncDirectory(_ directory: String) {
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// Removes the temporary files that writes to `target` left behind
    /// when they were killed. Only call this while holding the file's lock:
    /// then no write is in progress.
    static func removeTemporaryFiles(of target: String) {
        let directory = parentDirectory(of: target)
        let prefix = ".\(baseName(of: target)).tmp-"
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(prefix), name.count == prefix.count + 6 { unlink("\(directory)/\(name)") }
        }
    }

    /// Removes temporary files of killed writes to any file of `directory`
    /// (`.NAME.tmp-XXXXXX`) older than `seconds`: without a lock, a younger
    /// one may belong to a write still running in another process.
    public static func removeStaleTemporaryFiles(in directory: String, olderThan seconds: Int) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let bytes = Array(name.utf8)
            guard bytes.first == UInt8(ascii: "."), bytes.count > 12, Array(bytes[(bytes.count - 11)..<(bytes.count - 6)]) == Array(".tmp-".utf8)
            else { continue }
            var info = stat()
            let path = "\(directory)/\(name)"
            if stat(path, &info) == 0, time(nil) - info.st_mtim.tv_sec > seconds { unlink(path) }
        }
    }

    /// Follows symlinks (relative or absolute) to the final path, which may
    /// not exist yet.
    static func resolveSymlinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let link = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : parentDirectory(of: current) + "/" + link
        }
        return current
    }

    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func baseName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `mkdir -p`, for the store's folder on first save.
    static func makeDirectories(_ directory: String, for path: String) throws(FileError) {
        var info = stat()
        if stat(directory, &info) == 0 { return }
        let parent = parentDirectory(of: directory)
        if parent != directory { try makeDirectories(parent, for: path) }
        guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
            let system = errorText()
            throw FileError(path: path, message: "cannot create the folder \(directory): \(system)", reason: .cannotCreateFolder(folder: directory, system: system))
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
