#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLinux
import SystemServices
import struct Foundation.URL

/// The one door to folder listings and file identities: what is in a
/// folder, what kind each entry is, and whether a file is the one seen
/// before. Straight system calls (`getdents64`, `fstatat`): a vdir holds
/// thousands of files, and Foundation's listing costs a `stat` each.
public enum Folders {
    public struct Entry: Sendable {
        public let name: String
        public let isFolder: Bool
    }

    /// The entries of `folder` but `.` and `..`, by name; empty when it
    /// cannot be read. Symbolic links count as what they point to.
    public static func entries(in folder: String) -> [Entry] {
        var entries: [Entry] = []
        forEachEntry(in: folder) { entry in
            entries.append(entry)
            return true
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// Each entry but `.` and `..`, in the system's order (unsorted: no
    /// cost for the names not kept), while `body` says go on.
    public static func forEachEntry(in folder: String, _ body: (Entry) -> Bool) {
        forEachName(in: folder) { name, isFolder in body(Entry(name: String(decoding: name, as: UTF8.self), isFolder: isFolder)) }
    }

    /// Each entry but `.` and `..` by its name's bytes (valid during the
    /// call) and whether it is a folder, in the system's order, while
    /// `body` says go on. No String is made per entry: a vdir of 10,000
    /// files is looked over at every start.
    public static func forEachName(in folder: String, _ body: (UnsafeRawBufferPointer, Bool) -> Bool) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        // A small first read: most looks stop at the first event file, and
        // the kernel's cost is per entry it returns (0.4 ms for the 1,024
        // that readdir's 32 KB take on ext4).
        forEachRecord(of: descriptor, firstRead: smallRead) { namePointer, name, type in
            let dot = UInt8(ascii: ".")
            if name.count == 1 && name[0] == dot || name.count == 2 && name[0] == dot && name[1] == dot { return true }
            var isFolder = type == UInt8(DT_DIR)
            if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) {
                // Links count as what they point to; some file systems give no type.
                var info = stat()
                isFolder = fstatat(descriptor, namePointer, &info, 0) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
            return body(name, isFolder)
        }
    }

    /// Each entry of the open folder `descriptor` (`.` and `..` too), as
    /// `getdents64` gives it: its name ending in a 0 (as `fstatat` wants
    /// it), the name's bytes and its type, all valid during the call;
    /// `firstRead` bytes first, then `largeRead` at a time, while `body`
    /// says go on.
    private static func forEachRecord(of descriptor: Int32, firstRead: Int,
                                      _ body: (UnsafePointer<CChar>, UnsafeRawBufferPointer, UInt8) -> Bool) {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(firstRead, largeRead), alignment: 8)
        defer { buffer.deallocate() }
        var capacity = firstRead
        while true {
            let filled = getdents64(descriptor, buffer, capacity)
            guard filled > 0 else { return }
            var record = buffer
            while record < buffer + filled {
                // struct linux_dirent64: inode (8 bytes), offset (8), length (2), type (1), name ending in 0.
                let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                let type = record.load(fromByteOffset: 18, as: UInt8.self)
                let namePointer = UnsafePointer((record + 19).assumingMemoryBound(to: CChar.self))
                let name = UnsafeRawBufferPointer(start: namePointer, count: strlen(namePointer))
                record += length
                guard body(namePointer, name, type) else { return }
            }
            capacity = largeRead
        }
    }

    /// The first read of a folder's entries (a few dozen names), and the others.
    static let smallRead = 2048, largeRead = 32768

    /// The folders in `folder` that are not hidden, by name, as paths:
    /// where a calendar folder's collections are, found without a String
    /// for each of its files.
    public static func subfolders(in folder: String) -> [String] {
        var names: [String] = []
        forEachName(in: folder) { name, isFolder in
            if isFolder, name.first != UInt8(ascii: ".") { names.append(String(decoding: name, as: UTF8.self)) }
            return true
        }
        return names.sorted().map { folder + "/" + $0 }
    }

    /// The name a path ends in, trailing slashes aside (`/a/b/` → `b`), as
    /// Foundation's `URL.lastPathComponent` gives it; without a URL, whose
    /// first use at a start cost a look through every protocol conformance
    /// in the program (docs/performance.md).
    /// (Index steps, not `reversed()` and `drop(while:)`: their lazy
    /// wrapper types are made at run time, at the same cost.)
    public static func lastComponent(of path: String) -> String {
        let bytes = path.utf8, slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path.isEmpty ? URL(fileURLWithPath: path).lastPathComponent : "/" }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash { start = bytes.index(before: start) }
        let name = String(path[start..<end])
        // `--ics .`: the folder's own name, which only resolving the path gives.
        return name == "." || name == ".." ? URL(fileURLWithPath: path).lastPathComponent : name
    }

    /// A path as given on the command line, made absolute against the
    /// folder dal runs in (`s.json` → `/home/ann/s.json`), as every
    /// program reads a relative path.
    public static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let folder = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (folder == "/" ? "" : folder) + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// A regular file, not a link to one.
    public static func isRegularFileItself(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Each entry's name (its bytes, valid during the call) and identity
    /// (nil: gone meanwhile), in the system's order, for the entries whose
    /// name `wanted` accepts and that are regular files (links count as what
    /// they point to; folders, FIFOs, sockets and devices are left out): `fstatat` in the open folder, no path or String made
    /// per entry. A vdir of 10,000 files is looked over at every start, and
    /// its `stat`s are most of that (2 µs each): a big folder's are shared
    /// between two threads.
    public static func forEachIdentity(in folder: String, named wanted: (UnsafeRawBufferPointer) -> Bool,
                                       _ body: (UnsafeRawBufferPointer, FileIdentity?) -> Void) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        // The names, each ended by a 0 as fstatat wants it, one after another
        // (every entry is wanted here: large reads from the first).
        var names: [CChar] = [], nameStarts: [Int] = []
        forEachRecord(of: descriptor, firstRead: largeRead) { _, name, type in
            guard wanted(name), name.first != UInt8(ascii: "."), type != UInt8(DT_DIR) else { return true }
            nameStarts.append(names.count)
            names.append(contentsOf: name.lazy.map { CChar(bitPattern: $0) })
            names.append(0)
            return true
        }
        enum Found { case gone, notAFile, file(FileIdentity) }
        let starts = nameStarts
        var found = [Found](repeating: .gone, count: starts.count)
        names.withUnsafeBufferPointer { names in
            found.withUnsafeMutableBufferPointer { buffer in
                // Each part writes its own range of `found`; all only read `names`.
                let found = buffer
                let statRange = { (range: Range<Int>) in
                    for index in range {
                        var info = stat()
                        guard fstatat(descriptor, names.baseAddress! + starts[index], &info, 0) == 0 else { continue }
                        found[index] = info.st_mode & S_IFMT == S_IFREG ? .file(FileIdentity(info)) : .notAFile
                    }
                }
                JoinedThreads.run(count: starts.count, chunk: 128, parts: starts.count < parallelStatMinimum ? 1 : 2, statRange)
            }
        }
        names.withUnsafeBytes { bytes in
            for index in starts.indices {
                let end = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count - 1
                let name = UnsafeRawBufferPointer(rebasing: bytes[starts[index]..<end])
                switch found[index] {
                case .gone: body(name, nil)
                case .file(let identity): body(name, identity)
                case .notAFile: continue // a folder, FIFO, socket or device (a link counts as what it points to)
                }
            }
        }
    }

    /// Below this many files one thread `stat`s them sooner than two.
    static let parallelStatMinimum = 256

    /// Which file `path` is now, or nil when there is none.
    public static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(info)
    }
}

/// A file as the system knows it: which one (device, inode) and which
/// version (size, and the times of its last change of content and of any
/// kind). A write, a rename over it or a `touch` gives another identity;
/// the change time cannot be set back by any program.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    public let size: Int64
    public let modified: Int64
    public let changed: Int64

    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
}
