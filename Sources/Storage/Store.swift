import CalendarCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where selections and tags live between runs, and how they get there.
///
/// - A store that exists but cannot be loaded, or whose file has no write
///   permission, is never written: the session is read-only, says why, and
///   the file stays byte for byte as it was.
/// - Saving merges: what this run changed since it last read or wrote the
///   file is applied to what is on disk now, so a second dal or a hand edit
///   is never overwritten. Writers take turns through a lock file.
/// - What is written is read back first; a store the reader would refuse
///   is not written.
public final class Store {
    public let path: String
    /// Why nothing is saved, when that is so.
    public private(set) var readOnly: ReadOnly?
    /// The same in English.
    public var readOnlyReason: String? { readOnly?.description }
    /// The largest store written: what `MarkDocument.parse` reads back
    /// (smaller in tests, to reach it without writing 16 MiB).
    let maximumBytes: Int
    /// What this run last read from or wrote to the file: the common
    /// ancestor of the next merge.
    private var base = MarkDocument()
    private var baseText = MarkDocument().encoded()
    /// The file's bytes at that moment (nil: there was no file).
    private var baseBytes: [UInt8]?

    public convenience init(path: String) {
        self.init(path: path, maximumBytes: MarkDocument.maximumFileBytes)
    }

    init(path: String, maximumBytes: Int) {
        self.path = path
        self.maximumBytes = min(maximumBytes, MarkDocument.maximumFileBytes)
    }

    public var isReadOnly: Bool { readOnly != nil }

    /// `$XDG_DATA_HOME/dal/store.json`, else `~/.local/share/dal/store.json`
    /// with the home folder from `HOME` or, without it, the user database.
    /// nil when no home folder is known: never a shared folder like /tmp.
    public static func defaultPath(environment: [String: String]) -> String? {
        dataFolder(environment: environment).map { $0 + "/store.json" }
    }

    /// dal's folder for what it keeps: `$XDG_DATA_HOME/dal`, else
    /// `~/.local/share/dal` (home from `HOME`, else the user database); nil
    /// without a home.
    public static func dataFolder(environment: [String: String]) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/dal" }
        return homeFolder(environment: environment).map { $0 + "/.local/share/dal" }
    }

    /// `HOME`, else the user database's home; never `/` or a relative path.
    static func homeFolder(environment: [String: String]) -> String? {
        if let home = environment["HOME"], home.hasPrefix("/"), home != "/" { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if home.hasPrefix("/"), home != "/" { return home }
        }
        return nil
    }

    /// The stored document (empty when the file does not exist yet). On
    /// failure the store turns read-only and `readOnlyReason` says why.
    public func load() -> MarkDocument {
        do {
            guard let bytes = try BoundedFileReader.read(path, limit: MarkDocument.maximumFileBytes) else { return MarkDocument() }
            let document = try parse(bytes)
            base = document
            baseText = document.encoded()
            baseBytes = bytes
            readOnly = Self.writeProtection(of: path).map(ReadOnly.protected)
            return document
        } catch {
            readOnly = .notLoaded(error as? FileError ?? FileError(path: path, message: "\(error)"))
            return MarkDocument()
        }
    }

    /// Saves this run's selection and tags, merged with whatever changed on
    /// disk since the last load or save. Returns the merged document when
    /// it differs from `mine` (someone else's changes to show), else nil.
    /// A read-only store saves nothing and returns nil.
    @discardableResult
    public func save(_ mine: MarkDocument) throws(FileError) -> MarkDocument? {
        guard !isReadOnly else { return nil }
        let mineText = mine.encoded()
        guard mineText != baseText else { return nil }   // nothing of ours to save
        if let protection = Self.writeProtection(of: path) {
            throw FileError(path: path, message: "not saved: \(protection.description)", reason: .storeProtected(mode: protection.mode))
        }

        let target = AtomicFileWriter.resolveSymlinks(path)
        let directory = AtomicFileWriter.parentDirectory(of: target)
        try AtomicFileWriter.makeDirectories(directory, for: path)
        let lock = try FileLock(path: "\(directory)/.\(AtomicFileWriter.baseName(of: target)).lock", for: path)
        defer { lock.release() }
        AtomicFileWriter.removeTemporaryFiles(of: target)   // left by a writer that was killed

        let diskBytes: [UInt8]?
        do { diskBytes = try BoundedFileReader.read(path, limit: MarkDocument.maximumFileBytes) } catch {
            throw FileError(path: path, message: "not saved: the store cannot be read now (\(error.message))",
                            reason: .storeUnreadableNow(detail: error.message))
        }
        var merged = mine
        if diskBytes != baseBytes {
            let theirs: MarkDocument
            do { theirs = try diskBytes.map(parse) ?? MarkDocument() } catch {
                throw FileError(path: path, message: "not saved: the store changed on disk and cannot be read (\(error.message)); "
                    + "fix or remove it and dal saves on the next change", reason: .storeChangedUnreadable(detail: error.message))
            }
            merged = MarkDocument.merged(base: base, mine: mine, theirs: theirs)
        }
        let text = merged.encoded()
        let bytes = Array(text.utf8)
        if bytes != diskBytes {
            try checkReadsBack(text, bytes)
            try AtomicFileWriter.write(bytes, to: path)
        }
        base = merged
        baseText = text
        baseBytes = bytes
        return text == mineText ? nil : merged
    }

    /// Writes `document` where changes a read-only or failing store could
    /// not keep are not lost: beside the path the user named (a symlink's
    /// own folder, never its target's), unless that folder is a system
    /// folder or cannot be written; else in dal's state folder
    /// (`stateFolder`). Returns the file written, if any.
    public func writeRecovery(_ document: MarkDocument, stamp: String, environment: [String: String]) -> String? {
        let bytes = Array(document.encoded().utf8)
        let name = AtomicFileWriter.baseName(of: path) + ".unsaved-\(stamp)"
        let beside = AtomicFileWriter.parentDirectory(of: path)
        let folders = (Self.isSystemFolder(beside) ? [] : [beside]) + [Self.stateFolder(environment: environment)].compactMap { $0 }
        for folder in folders {
            let candidate = "\(folder)/\(name)"
            // Not even a dangling symlink: the write would follow it.
            var info = stat()
            guard lstat(candidate, &info) != 0 else { continue }
            if (try? StateFiles.write(bytes, to: candidate)) != nil { return candidate }
        }
        return nil
    }

    /// `$XDG_STATE_HOME/dal`, else `~/.local/state/dal` (home as for
    /// `dataFolder`); nil without a home.
    public static func stateFolder(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/dal" }
        return homeFolder(environment: environment).map { $0 + "/.local/state/dal" }
    }

    /// Folders of the system, where dal writes nothing of its own even
    /// when run as root: `/` and the trees of the Filesystem Hierarchy
    /// Standard that hold programs, devices, configuration and variable
    /// system data (`/var/tmp` excepted), judged after following symlinks.
    static func isSystemFolder(_ folder: String) -> Bool {
        guard let resolved = realpath(folder, nil) else { return false }
        defer { free(resolved) }
        let path = String(cString: resolved)
        if path == "/" { return true }
        let top = path.split(separator: "/").first.map(String.init) ?? ""
        if top == "var" { return !(path == "/var/tmp" || path.hasPrefix("/var/tmp/")) }
        return ["bin", "boot", "dev", "etc", "proc", "run", "sbin", "sys", "usr"].contains(top) || top.hasPrefix("lib")
    }

    private func checkReadsBack(_ text: String, _ bytes: [UInt8]) throws(FileError) {
        guard bytes.count <= maximumBytes else {
            throw FileError(path: path, message: "not saved: the store would be \(bytes.count) bytes, over the "
                + "\(maximumBytes) bytes dal reads back; deselect or untag some days", reason: .storeTooBig(bytes: bytes.count, limit: maximumBytes))
        }
        do {
            guard try MarkDocument.parse(bytes).encoded() == text else { throw DataFileError("it reads back differently", at: nil) }
        } catch {
            throw FileError(path: path, message: "not saved: the new store would not read back (\(error)); this is a bug in dal",
                            reason: .storeNotReadBack(detail: "\(error)"))
        }
    }

    private func parse(_ bytes: [UInt8]) throws(FileError) -> MarkDocument {
        do { return try MarkDocument.parse(bytes) } catch {
            throw FileError(path: path, message: error.position.map { "\($0): \(error.message)" } ?? error.message)
        }
    }

    /// Why the user's file must not be written, if they protected it: no
    /// write permission for anyone (checked by the mode, since root may
    /// write anything), or none for this user.
    static func writeProtection(of path: String) -> Protection? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let mode = info.st_mode & 0o777
        if mode & 0o222 == 0 || access(path, W_OK) != 0 { return Protection(mode: String(mode, radix: 8)) }
        return nil
    }

    /// The person took write permission away from the store.
    public struct Protection: Equatable, Sendable, CustomStringConvertible {
        /// Its mode, in octal (`444`).
        public let mode: String
        public var description: String { "the file is read-only (mode \(mode)); make it writable (chmod u+w) to keep changes" }
    }

    /// Why the store is only read this run.
    public enum ReadOnly: Equatable, Sendable, CustomStringConvertible {
        case protected(Protection)
        /// It could not be read: changes would be written over what it holds.
        case notLoaded(FileError)

        public var description: String {
            switch self {
            case .protected(let protection): protection.description
            case .notLoaded(let error): "not loaded: \(error)"
            }
        }
    }
}

/// An exclusive `flock` on a lock file beside the store, held while one
/// dal reads, merges and writes it.
struct FileLock {
    private let descriptor: Int32

    init(path: String, for storePath: String) throws(FileError) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw FileError(path: storePath, message: "not saved: cannot create the lock file \(path): \(reason)",
                            reason: .storeLockNotCreated(lock: path, system: reason))
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw FileError(path: storePath, message: "not saved: cannot lock \(path): \(reason)",
                                reason: .storeLockRefused(lock: path, system: reason))
            }
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
