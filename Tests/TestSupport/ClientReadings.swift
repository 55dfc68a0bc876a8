import Foundation

/// What real clients read from a vdir collection, in one shape for
/// comparing: `start|end|title` per event (each once, sorted), times as
/// `YYYY-MM-DD HH:MM` on the viewer's clock, all-day events as
/// `YYYY-MM-DD|YYYY-MM-DD` (first and last day).
public enum ClientReadings {
    /// `khal list` for a viewer in `zone`.
    public static func khal(_ collection: String, zone: String, from: String, days: Int) throws -> [String] {
        let khal = try KhalConfig(collection: collection)
        let result = try khal.run(["list", "--day-format", "", "--format", "{start-date} {start-time}|{end-date} {end-time}|{title}",
                                   from, "\(days)d"], zone: zone)
        guard result.status == 0, !result.stderr.lowercased().contains("error") else {
            throw ProcessRunner.SpawnError(message: "khal list failed (\(result.status)): \(result.stderr)")
        }
        let lines = result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: " |", with: "|") }.filter { !$0.isEmpty }
        return Array(Set(lines)).sorted()
    }

    /// `dal list --json` of the collection for a viewer in `zone`, the same
    /// shape (the binary the suite runs).
    public static func dal(_ collection: String, zone: String, from: String, days: Int) throws -> [String] {
        let result = try ProcessRunner.dal(["list", from, "--days", String(days), "--ics", collection, "--json"],
                                           environment: ["TZ": zone, "LANG": "C.UTF-8"])
        guard result.status == 0 else { throw ProcessRunner.SpawnError(message: "dal list failed (\(result.status)): \(result.stderr)") }
        let objects = (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]) ?? []
        let lines = objects.map { object -> String in
            let (start, end, title) = (object["start"] as? String ?? "", object["end"] as? String ?? "", object["summary"] as? String ?? "")
            if object["allDay"] as? Bool == true {
                // dal's end is the day after the last; khal prints the last.
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let last = calendar.date(byAdding: .day, value: -1, to: Self.day(end)).map(Self.dayText) ?? end
                return "\(start)|\(last)|\(title)"
            }
            return "\(start.prefix(16).replacingOccurrences(of: "T", with: " "))|\(end.prefix(16).replacingOccurrences(of: "T", with: " "))|\(title)"
        }
        return Array(Set(lines)).sorted()
    }

    private static func day(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    private static func dayText(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}

/// The real khal on one vdir collection (its calendar `dal`), with a
/// config and cache of its own in a temporary folder: never the user's
/// (`-c`, and HOME and the XDG folders pointed there too).
public final class KhalConfig {
    public let folder: String

    public init(collection: String) throws {
        folder = NSTemporaryDirectory() + "dal-khal-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let config = """
            [calendars]
            [[dal]]
            path = \(collection)
            [locale]
            timeformat = %H:%M
            dateformat = %Y-%m-%d
            longdateformat = %Y-%m-%d
            datetimeformat = %Y-%m-%d %H:%M
            longdatetimeformat = %Y-%m-%d %H:%M
            [sqlite]
            path = \(folder)/khal.db

            """
        try config.write(toFile: folder + "/khal.conf", atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Runs khal for a viewer in `zone` (its local and default zone).
    public func run(_ arguments: [String], zone: String) throws -> ProcessResult {
        let config = try String(contentsOfFile: folder + "/khal.conf", encoding: .utf8)
        let zoned = config.replacingOccurrences(of: "[sqlite]", with: "local_timezone = \(zone)\ndefault_timezone = \(zone)\n[sqlite]")
        try zoned.write(toFile: folder + "/khal-\(zone.replacingOccurrences(of: "/", with: "-")).conf", atomically: true, encoding: .utf8)
        return try ProcessRunner.run("/usr/bin/env", ["khal", "-c", folder + "/khal-\(zone.replacingOccurrences(of: "/", with: "-")).conf"] + arguments,
                                     environment: ["HOME": folder, "XDG_CONFIG_HOME": folder, "XDG_DATA_HOME": folder,
                                                   "TZ": zone, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
    }
}
