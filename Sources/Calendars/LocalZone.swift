import CLibical
import CalendarCore
import Foundation

/// The viewer's time zone by its IANA name, for the TZID of the events dal
/// writes (`DTSTART;TZID=Europe/Berlin:20261122T090000`), and its
/// VTIMEZONE, which RFC 5545 asks to travel with every TZID.
public struct LocalZone: Equatable, Sendable {
    /// `Europe/Berlin`; nil for UTC, whose times are written with a `Z`.
    public let identifier: String?

    public init(identifier: String?) {
        let utc = ["UTC", "Etc/UTC", "GMT", "Etc/GMT", "UCT", "Zulu", "Universal", "Etc/Universal", "Etc/Zulu"]
        self.identifier = identifier.flatMap { utc.contains($0) ? nil : $0 }
    }

    /// The zone `date` and `localtime` use: `TZ` when it names a zone
    /// (`Europe/Berlin`, `:Europe/Berlin`, a path into the zone database),
    /// else `/etc/localtime`'s link into the zone database, else
    /// `/etc/timezone`; UTC when none says.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> LocalZone {
        if let tz = environment["TZ"] {
            var name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            if let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
            return LocalZone(identifier: name.isEmpty || !isKnown(name) ? nil : name)
        }
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
           let range = target.range(of: "zoneinfo/") {
            let name = String(target[range.upperBound...])
            if isKnown(name) { return LocalZone(identifier: name) }
        }
        if let text = try? String(contentsOfFile: "/etc/timezone", encoding: .utf8) {
            let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if isKnown(name) { return LocalZone(identifier: name) }
        }
        return LocalZone(identifier: nil)
    }

    /// A date-time property at wall-clock time `wall` of this zone:
    /// `DTSTART;TZID=Europe/Berlin:20261122T090000`, or, without a zone
    /// name, the same moment in UTC (`DTSTART:20261122T080000Z`), found with
    /// the C library's `mktime`, which knows whatever `TZ` says.
    public func property(_ name: String, _ wall: LocalDateTime) -> String {
        if let identifier { return "\(name);TZID=\(identifier):\(Self.basic(wall))" }
        let (year, month, day) = wall.date.components
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(wall.secondsOfDay / 3600)
        parts.tm_min = Int32(wall.secondsOfDay / 60 % 60)
        parts.tm_sec = Int32(wall.secondsOfDay % 60)
        parts.tm_isdst = -1
        let instant = Int(mktime(&parts))
        let days = instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
        let utc = LocalDateTime(date: CivilDate(dayNumber: days), secondsOfDay: instant - days * 86_400)
        return "\(name):\(Self.basic(utc))Z"
    }

    /// `20261122T090000`.
    static func basic(_ wall: LocalDateTime) -> String {
        let minutes = wall.secondsOfDay / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return ICalendarWriter.basic(wall.date) + "T" + two(minutes / 60) + two(minutes % 60) + two(wall.secondsOfDay % 60)
    }

    private static func isKnown(_ name: String) -> Bool {
        !name.contains("..") && FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + name)
    }

    /// The zone's VTIMEZONE as content lines, from libical's copy of the
    /// zone database, with the plain IANA name as its TZID (libical's own
    /// prefix would have to be repeated on every DTSTART); nil for UTC or a
    /// zone libical does not know.
    public var timezoneLines: [String]? {
        guard let identifier, let zone = icaltimezone_get_builtin_timezone(identifier),
              let component = icaltimezone_get_component(zone), let text = icalcomponent_as_ical_string_r(component)
        else { return nil }
        defer { free(text) }
        let unfolded = String(cString: text).replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
        return unfolded.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }).map { line in
            line.uppercased().hasPrefix("TZID:") ? "TZID:" + identifier : String(line)
        }
    }
}
