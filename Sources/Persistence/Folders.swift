#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one door to folder listings and file identities: what is in a
/// folder, what kind each entry is, and whether a file is the one seen
/// before. Straight system calls (`readdir`, `stat`): a vdir holds
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

    /// Whether `folder` has an entry that `matches`, reading no further
    /// than the first one that does (in the order the system lists them).
    public static func contains(in folder: String, where matches: (Entry) -> Bool) -> Bool {
        var found = false
        forEachEntry(in: folder) { entry in
            found = matches(entry)
            return !found
        }
        return found
    }

    /// Each entry but `.` and `..`, in the system's order (unsorted: no
    /// cost for the names not kept), while `body` says go on.
    public static func forEachEntry(in folder: String, _ body: (Entry) -> Bool) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            let type = entry.pointee.d_type
            let isFolder = type == UInt8(DT_DIR) || (type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN)) && isDirectory(folder + "/" + name)
            guard body(Entry(name: name, isFolder: isFolder)) else { return }
        }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Each entry's name (its bytes, valid during the call) and identity
    /// (nil: gone meanwhile), in the system's order, for the entries whose
    /// name `wanted` accepts and that are not folders (links count as what
    /// they point to): `fstatat` in the open folder, no path or
    /// String made per entry (a vdir of 10,000 files is looked over at
    /// every start).
    public static func forEachIdentity(in folder: String, named wanted: (UnsafeRawBufferPointer) -> Bool,
                                       _ body: (UnsafeRawBufferPointer, FileIdentity?) -> Void) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        let descriptor = dirfd(stream)
        while let entry = readdir(stream) {
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let length = raw.firstIndex(of: 0) ?? raw.count
                let name = UnsafeRawBufferPointer(rebasing: raw[..<length])
                guard wanted(name), name.first != UInt8(ascii: ".") else { return }
                var info = stat()
                let found = fstatat(descriptor, raw.baseAddress!.assumingMemoryBound(to: CChar.self), &info, 0) == 0
                guard !found || info.st_mode & S_IFMT != S_IFDIR else { return }
                body(name, found ? FileIdentity(info) : nil)
            }
        }
    }

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
