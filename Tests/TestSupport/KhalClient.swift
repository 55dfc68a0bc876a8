import Foundation

/// The real khal (Debian's package, installed by the test command) on a
/// vdir of its own, with a config of its own (never the user's): to make
/// calendar files the way khal users have them, and to ask khal what it
/// shows for days dal also lists.
public struct KhalClient {
    /// One line of `khal list`: the day listed, when the event starts and
    /// ends (`YYYY-MM-DD HH:MM`, empty for all-day events) and its title.
    public struct Entry: Hashable, Comparable, CustomStringConvertible {
        public let date, start, end, title: String
        public init(date: String, start: String, end: String, title: String) {
            self.date = date
            self.start = start
            self.end = end
            self.title = title
        }
        public static func < (a: Entry, b: Entry) -> Bool { (a.date, a.start, a.title) < (b.date, b.start, b.title) }
        public var description: String { "\(date): \(start.isEmpty ? "all day" : "\(start) → \(end)") \(title)" }
    }

    /// The folder holding the vdir (`calendars/home`) and the configs.
    public let directory: String
    public var calendars: String { directory + "/calendars" }
    public var collection: String { calendars + "/home" }

    public init() throws {
        directory = NSTemporaryDirectory() + "dal-khal-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/calendars/home", withIntermediateDirectories: true)
    }

    public func remove() { try? FileManager.default.removeItem(atPath: directory) }

    /// A config where khal shows times in `viewer` and writes new events in `writer`.
    private func config(viewer: String, writer: String) throws -> String {
        let path = directory + "/khal-\(viewer.replacingOccurrences(of: "/", with: "_"))-\(writer.replacingOccurrences(of: "/", with: "_")).conf"
        let text = """
            [calendars]
            [[home]]
            path = \(collection)
            [locale]
            timeformat = %H:%M
            dateformat = %Y-%m-%d
            longdateformat = %Y-%m-%d
            datetimeformat = %Y-%m-%d %H:%M
            longdatetimeformat = %Y-%m-%d %H:%M
            local_timezone = \(viewer)
            default_timezone = \(writer)
            [default]
            default_calendar = home
            [sqlite]
            path = \(directory)/khal-\(UUID().uuidString).db

            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func khal(_ arguments: [String], viewer: String, writer: String) throws -> ProcessResult {
        let result = try ProcessRunner.run("/usr/bin/env", ["khal", "-c", try config(viewer: viewer, writer: writer)] + arguments,
                                           environment: ["TZ": viewer, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        guard result.status == 0 else {
            throw ProcessRunner.SpawnError(message: "khal \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.stderr)")
        }
        return result
    }

    /// `khal new ARGUMENTS` as a user in `zone` types it.
    public func new(_ arguments: [String], zone: String) throws {
        _ = try khal(["new"] + arguments, viewer: zone, writer: zone)
    }

    /// What khal lists from `first` through `last` for a viewer in `zone`.
    public func list(from first: String, through last: String, zone: String) throws -> Set<Entry> {
        let format = "{start-date-long}|{start-time}|{end-date-long}|{end-time}|{title}"
        let output = try khal(["list", "--format", format, "--day-format", "DAY {date}", first, last], viewer: zone, writer: zone).stdout
        var entries = Set<Entry>(), day = ""
        for line in output.split(separator: "\n") {
            if line.hasPrefix("DAY ") { day = String(line.dropFirst(4)); continue }
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { continue }
            let allDay = fields[1].isEmpty
            entries.insert(Entry(date: day, start: allDay ? "" : "\(fields[0]) \(fields[1])",
                                 end: allDay ? "" : "\(fields[2]) \(fields[3])", title: fields[4]))
        }
        return entries
    }

    /// What khal lists from `first` through `last` of its `type =
    /// birthdays` calendar over `folder` (a folder of .vcf files), with a
    /// config of its own in this client's directory.
    public func birthdays(in folder: String, from first: String, through last: String) throws -> (entries: Set<Entry>, stderr: String) {
        let path = directory + "/khal-birthdays-\(UUID().uuidString).conf"
        let text = """
            [calendars]
            [[bdays]]
            path = \(folder)
            type = birthdays
            [locale]
            timeformat = %H:%M
            dateformat = %Y-%m-%d
            longdateformat = %Y-%m-%d
            datetimeformat = %Y-%m-%d %H:%M
            longdatetimeformat = %Y-%m-%d %H:%M
            local_timezone = UTC
            default_timezone = UTC
            [sqlite]
            path = \(directory)/khal-\(UUID().uuidString).db

            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let format = "{start-date-long}|{start-time}|{end-date-long}|{end-time}|{title}"
        let result = try ProcessRunner.run("/usr/bin/env", ["khal", "-c", path, "list", "--format", format, "--day-format", "DAY {date}", first, last],
                                           environment: ["TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        guard result.status == 0 else {
            throw ProcessRunner.SpawnError(message: "khal list (birthdays) failed (\(result.status)): \(result.stderr)")
        }
        var entries = Set<Entry>(), day = ""
        for line in result.stdout.split(separator: "\n") {
            if line.hasPrefix("DAY ") { day = String(line.dropFirst(4)); continue }
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { continue }
            entries.insert(Entry(date: day, start: "", end: "", title: fields[4]))
        }
        return (entries, result.stderr)
    }

    /// `dal list --json` read into the same entries: one per day an event covers.
    public static func entries(fromDalJSON json: String) throws -> Set<Entry> {
        guard let array = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else {
            throw ProcessRunner.SpawnError(message: "dal list did not print a JSON array: \(json.prefix(300))")
        }
        return Set(array.map { object in
            let allDay = object["allDay"] as? Bool ?? false
            // `2027-03-28T01:30:00` → `2027-03-28 01:30`, as khal prints it.
            let time = { (key: String) in
                allDay ? "" : (object[key] as? String ?? "").prefix(16).replacingOccurrences(of: "T", with: " ")
            }
            return Entry(date: object["date"] as? String ?? "", start: time("start"), end: time("end"),
                         title: object["summary"] as? String ?? "")
        })
    }
}
