#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files, refusing anything larger than a limit before
/// reading it.
public enum BoundedFileReader {
    /// The bytes of `path`, or nil if it does not exist.
    public static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw FileError(path: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, message: "cannot stat: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileError(path: path, message: "not a regular file") }
        guard info.st_size <= limit else {
            throw FileError(path: path, message: "the file is \(info.st_size) bytes; the limit is \(limit) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 { break }   // the file shrank while we read: take what is there
                throw FileError(path: path, message: "cannot read: \(String(cString: strerror(errno)))")
            }
            offset += count
        }
        return Array(bytes[..<offset])
    }
}
