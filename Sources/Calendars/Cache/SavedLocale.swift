import CalendarCore
import Storage

/// A locale's names and patterns kept for the next start
/// (`$XDG_CACHE_HOME/dal/locale-….cache`): asking ICU for them (twelve
/// months three ways, seven weekdays three ways, six date patterns) was a
/// sixth of dal's start before its first frame (issue 20).
///
/// Kept under the identifier asked for and the executable: ICU's data is
/// linked into it, so a new build asks ICU again. A file of another key,
/// damaged or not dal's own, is not used; the names are asked of ICU and
/// the file written anew.
public enum SavedLocale {
    private static let magic = Array("dal locale\n".utf8)
    private static let formatVersion = 1
    static let maximumBytes = 64 * 1024

    /// `CalendarLocale(identifier:)`, from `folder` when it was kept there.
    public static func load(_ requested: String, cache folder: CacheFolder?) -> CalendarLocale {
        guard let folder else { return CalendarLocale(identifier: requested) }
        let file = self.file(for: requested, in: folder), key = self.key(for: requested)
        if let kept = read(file, key: key) { return kept }
        let locale = CalendarLocale(identifier: requested)
        write(locale, key: key, to: file)
        return locale
    }

    static func file(for requested: String, in folder: CacheFolder) -> String {
        folder.path + "/locale-" + String(FileDigest.of(Array(requested.utf8)), radix: 16) + ".cache"
    }

    /// The identifier asked for, the executable's identity and this format.
    static func key(for requested: String) -> [UInt8] {
        var writer = BinaryWriter()
        writer.int(formatVersion)
        writer.string(requested)
        let executable = Folders.identity(of: "/proc/self/exe")
        for value in [executable.map { Int(bitPattern: UInt($0.inode)) } ?? -1, executable.map { Int($0.size) } ?? -1,
                      executable.map { Int($0.modified) } ?? -1] {
            writer.int(value)
        }
        return writer.bytes
    }

    static func read(_ file: String, key: [UInt8]) -> CalendarLocale? {
        guard var reader = CacheFile.read(file, magic: magic, limit: maximumBytes),
              (try? reader.bytes(count: key.count)) == key else { return nil }
        return try? decode(&reader)
    }

    static func write(_ locale: CalendarLocale, key: [UInt8], to file: String) {
        var body = BinaryWriter()
        body.bytes(key)
        body.string(locale.identifier)
        body.optional(locale.unknownRequest) { $0.string($1) }
        body.int(locale.firstWeekday.rawValue)
        body.array(locale.names) { writer, names in writer.array(names) { $0.string($1) } }
        body.array(locale.patterns) { $0.string($1) }
        CacheFile.write(body.bytes, magic: magic, to: file)
    }

    private static func decode(_ reader: inout BinaryReader) throws(BinaryReader.Corrupt) -> CalendarLocale? {
        let identifier = try reader.string()
        let unknownRequest = try reader.optional { reader throws(BinaryReader.Corrupt) in try reader.string() }
        guard let firstWeekday = Weekday(rawValue: try reader.int()) else { return nil }
        let names = try reader.array { reader throws(BinaryReader.Corrupt) in
            try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        }
        let patterns = try reader.array { reader throws(BinaryReader.Corrupt) in try reader.string() }
        guard reader.isAtEnd else { return nil }
        return CalendarLocale(identifier: identifier, unknownRequest: unknownRequest, firstWeekday: firstWeekday, names: names, patterns: patterns)
    }
}
