#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files, refusing anything larger than a limit: regular files
/// before reading them, pipes and FIFOs (`--ics <(curl …)`) as they arrive.
public enum BoundedFileReader {
    /// How long a pipe may stay silent, before its first byte or between
    /// two, before dal gives up on it rather than hang.
    public static let pipeSilenceLimitMilliseconds: Int32 = 10_000

    /// The bytes of `path` when it is a regular file itself (not a link, a
    /// FIFO or a device), else nil: what dal reads of its own caches, where
    /// anything else was put by someone else and is not to be waited on.
    public static func readOwnFile(_ path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= limit else { return nil }
        return try? readAll(fd, path: path, limit: limit, waits: false, expected: Int(info.st_size))
    }

    /// The bytes of `path`, or nil if it does not exist. A FIFO, socket or
    /// device is read as a stream only with `streams` (a path the person
    /// named: `--ics <(curl …)`); anywhere else (a file found in a
    /// calendar folder, dal's own files) it is refused at once, never
    /// waited on: a FIFO named `x.ics` in a vdir held dal for seconds.
    public static func read(_ path: String, limit: Int, streams: Bool = false) throws(FileError) -> [UInt8]? {
        // Non-blocking, so that opening a FIFO nobody writes to yet returns
        // at once instead of hanging in open.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            if errno == ENOENT { return nil }
            let system = String(cString: strerror(errno))
            throw FileError(path: path, message: "cannot open: \(system)", reason: .cannotOpen(system: system))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, message: "cannot stat: \(String(cString: strerror(errno)))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard info.st_size <= limit else {
                throw FileError(path: path, message: "the file is \(info.st_size) bytes; the limit is \(limit) bytes", reason: .tooBig(bytes: Int(info.st_size), limit: limit))
            }
            return try readAll(fd, path: path, limit: limit, waits: false, expected: Int(info.st_size))
        case S_IFDIR:
            throw FileError(path: path, message: "is a folder, not a file", reason: .isAFolder)
        default:
            guard streams else {
                throw FileError(path: path, message: "is not a regular file (a FIFO, socket or device); skipped", reason: .notARegularFile)
            }
            return try readAll(fd, path: path, limit: limit, waits: true)
        }
    }

    /// Reads to the end. A stream (`waits`) is polled, with a time limit
    /// on silence, and cut off once it passes `limit`.
    /// A file's `expected` size is reserved at once: grown by doubling, a
    /// 13 MB file would hold 24 MB while it is copied over.
    private static func readAll(_ fd: Int32, path: String, limit: Int, waits: Bool, expected: Int = 0) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected + 1)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if waits {
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let result = poll(&ready, 1, pipeSilenceLimitMilliseconds)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else {
                    throw FileError(path: path, message: "nothing arrived for \(pipeSilenceLimitMilliseconds / 1000) seconds; "
                        + "is something writing to it?")
                }
            }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                let system = String(cString: strerror(errno))
                throw FileError(path: path, message: "cannot read: \(system)", reason: .cannotRead(system: system))
            }
            if count == 0 { return bytes }   // the end (a file that shrank while read: what is there)
            bytes += chunk[..<count]
            guard bytes.count <= limit else {
                throw FileError(path: path, message: "more than \(limit) bytes arrived; the limit is \(limit) bytes")
            }
        }
    }
}
