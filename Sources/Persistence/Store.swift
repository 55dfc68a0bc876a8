import CalendarCore

/// Where selections and tags live between runs, and how they get there.
///
/// A store that exists but cannot be loaded is never written: the session
/// opens read-only with a warning, and the file stays byte for byte as it was.
public final class Store {
    public let path: String
    /// Set when the file could not be loaded; nothing is saved then.
    public private(set) var loadError: String?
    private var lastSaved: String?

    /// The largest store written: what `MarkDocument.parse` reads back
    /// (smaller in tests, to reach it without writing 16 MiB).
    let maximumBytes: Int

    public convenience init(path: String) {
        self.init(path: path, maximumBytes: MarkDocument.maximumFileBytes)
    }

    init(path: String, maximumBytes: Int) {
        self.path = path
        self.maximumBytes = min(maximumBytes, MarkDocument.maximumFileBytes)
    }

    public var isReadOnly: Bool { loadError != nil }

    /// `$XDG_DATA_HOME/dal/store.json`, else `~/.local/share/dal/store.json`.
    public static func defaultPath(environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/dal/store.json" }
        return (environment["HOME"] ?? "/tmp") + "/.local/share/dal/store.json"
    }

    /// The stored document (empty when the file does not exist yet). On
    /// failure the store turns read-only and `loadError` says why.
    public func load() -> MarkDocument {
        do {
            guard let bytes = try BoundedFileReader.read(path, limit: MarkDocument.maximumFileBytes) else { return MarkDocument() }
            let document = try parse(bytes)
            lastSaved = document.encoded()
            return document
        } catch {
            loadError = "\(error)"
            return MarkDocument()
        }
    }

    private func parse(_ bytes: [UInt8]) throws(FileError) -> MarkDocument {
        do { return try MarkDocument.parse(bytes) } catch {
            throw FileError(path: path, message: error.position.map { "\($0): \(error.message)" } ?? error.message)
        }
    }

    /// Writes `document` atomically unless it is what the file already
    /// holds. Throws nothing for a read-only store: it just does not save.
    /// A document the reader would refuse is never written: what dal
    /// writes, it can always read back.
    public func save(_ document: MarkDocument) throws(FileError) {
        guard !isReadOnly else { return }
        let text = document.encoded()
        guard text != lastSaved else { return }
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumBytes else {
            throw FileError(path: path, message: "not saved: the store would be \(bytes.count) bytes, over the "
                + "\(maximumBytes) bytes dal reads back; deselect or untag some days")
        }
        do {
            guard try MarkDocument.parse(bytes).encoded() == text else {
                throw DataFileError("it reads back differently", at: nil)
            }
        } catch {
            throw FileError(path: path, message: "not saved: the new store would not read back (\(error)); this is a bug in dal")
        }
        try AtomicFileWriter.write(bytes, to: path)
        lastSaved = text
    }
}
