/// Where a file's bytes become an `ICalendarFile` once the calendars are
/// read: a version the reading holds is not parsed again (the writer opening
/// the file to change it, an event's details), and the version the writer
/// parsed to check what it wrote is the one the reading then follows the
/// write with. So libical parses each version of a file once.
///
/// Used on one thread: the reading's and its writer's (the calendar
/// worker's). A writer of its own (`dal todo`, the editor's `E`) has its own.
public final class ParsedFiles: @unchecked Sendable {
    /// The versions a reading holds, by path and digest of their bytes.
    private var held: ((String, UInt64) -> ICalendarFile?)?
    /// The last few parses made here (a write's new version, its check and
    /// then the reading's follow).
    private var recent: [(path: String, digest: UInt64, file: ICalendarFile)] = []
    private static let recentCount = 8

    public init() {}

    func hold(_ lookup: @escaping (String, UInt64) -> ICalendarFile?) { held = lookup }

    /// `bytes` of the file at `path`, read whole.
    func file(_ bytes: [UInt8], path: String) throws(CalendarFileError) -> ICalendarFile {
        let digest = FileDigest.of(bytes)
        if let known = held?(path, digest) ?? recent.first(where: { $0.path == path && $0.digest == digest })?.file { return known }
        let file = try ICalendarFile(bytes: bytes, path: path)
        recent.insert((path, digest, file), at: 0)
        if recent.count > Self.recentCount { recent.removeLast() }
        return file
    }

    /// An editor of `bytes`, from their parse.
    func editor(_ bytes: [UInt8], path: String, tasks: Bool = false) throws(CalendarFileError) -> EventFileEditor {
        try EventFileEditor(bytes: bytes, file: file(bytes, path: path), tasks: tasks)
    }
}
