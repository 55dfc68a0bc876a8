import CalendarCore
import Foundation
import SystemServices

/// The viewer's time zone by its IANA name: the TZID of the events dal
/// adds (`DTSTART;TZID=Europe/Berlin:20261122T090000`), and the clock the
/// times a person types are read on.
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
    public static func current(environment: [String: String] = ProcessEnvironment.all) -> LocalZone {
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

    /// The form new times are written in: `TZID=` this zone, or UTC
    /// (`…Z`) without a zone name.
    var form: TimeForm {
        guard let identifier else { return .utc }
        return .zoned(identifier, SystemZones.timeline(for: identifier).map(ZoneClock.system))
    }

    /// The instant this zone's wall clock names (RFC 5545 3.3.5 for times
    /// summer time skips or repeats); without a zone name, the local
    /// clock's, which knows whatever `TZ` says.
    func instant(ofWall wall: LocalDateTime) -> Int {
        if let identifier, let timeline = SystemZones.timeline(for: identifier) { return timeline.instant(ofWall: wall) }
        return LocalClock.instant(ofWall: wall)
    }

    private static func isKnown(_ name: String) -> Bool { ZoneDatabase.knows(name) }
}
