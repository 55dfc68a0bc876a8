import CalendarCore

/// The calendars hidden in the full screen (`c`), kept between runs in
/// `$XDG_STATE_HOME/dal/hidden-calendars`: a line per name, with the
/// config's `hidden` list as it was when the choice was made. When the
/// config's list has changed since, the config wins (the person edited it
/// to say something new); otherwise the kept choice does.
public struct HiddenCalendarsFile: Equatable, Sendable {
    /// The config's `hidden` when the choice was made.
    public var configured: [String]
    /// The choice.
    public var hidden: [String]

    public init(configured: [String], hidden: [String]) {
        self.configured = configured
        self.hidden = hidden
    }

    static let heading = "# dal: the calendars hidden in the full screen (c); delete this file to start from the config's `hidden`"

    public static func path(inStateFolder folder: String) -> String { folder + "/hidden-calendars" }

    /// The hidden calendars a run starts with.
    public static func starting(configured: [String], kept: HiddenCalendarsFile?) -> HiddenCalendars {
        guard let kept, kept.configured == configured else { return HiddenCalendars(configured) }
        return HiddenCalendars(kept.hidden)
    }

    public var text: String {
        ([Self.heading] + configured.map { "config " + $0 } + hidden.map { "hidden " + $0 }).joined(separator: "\n") + "\n"
    }

    /// Nil for a text not of this shape (a file dal did not write).
    public static func parse(_ text: String) -> HiddenCalendarsFile? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == heading else { return nil }
        lines.removeFirst()
        var file = HiddenCalendarsFile(configured: [], hidden: [])
        for line in lines {
            if line.hasPrefix("config ") { file.configured.append(String(line.dropFirst(7))) }
            else if line.hasPrefix("hidden ") { file.hidden.append(String(line.dropFirst(7))) }
            else { return nil }
        }
        return file
    }

    public static func read(from path: String) -> HiddenCalendarsFile? {
        guard let bytes = BoundedFileReader.readOwnFile(path, limit: 1 << 16) else { return nil }
        return parse(String(decoding: bytes, as: UTF8.self))
    }

    public func write(to path: String) throws(FileError) {
        try StateFiles.write(Array(text.utf8), to: path)
    }
}
