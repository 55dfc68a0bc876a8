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

    public init(path: String) {
        self.path = path
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
    public func save(_ document: MarkDocument) throws(FileError) {
        guard !isReadOnly else { return }
        let text = document.encoded()
        guard text != lastSaved else { return }
        try AtomicFileWriter.write(Array(text.utf8), to: path)
        lastSaved = text
    }
}
