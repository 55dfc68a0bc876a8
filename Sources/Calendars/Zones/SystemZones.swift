import CLibical
import CalendarCore
import Foundation

/// The system's zone database as the writer uses it: libical's VTIMEZONE
/// of a zone (built from /usr/share/zoneinfo) as `ZoneRules`, and its
/// timeline for converting times. dal's own expansion, not libical's zone
/// objects: the writer runs on the main thread while the calendars are
/// read on another, and shares no libical zone with it.
enum SystemZones {
    /// The zone `name` names (`Europe/Berlin`), with `name` as its TZID
    /// (libical's own prefix would have to be repeated on every TZID); nil
    /// for UTC and names libical does not know.
    static func rules(for name: String) -> ZoneRules? {
        guard name.contains("/"), let zone = icaltimezone_get_builtin_timezone(name),
              let component = icaltimezone_get_component(zone), let text = icalcomponent_as_ical_string_r(component)
        else { return nil }
        defer { free(text) }
        let unfolded = String(cString: text).replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
        guard var rules = ZoneRules(lines: unfolded.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }).map(String.init)) else { return nil }
        rules.tzid = name
        return rules
    }

    /// Timelines through year 2582, where libical's recurrence stops: time
    /// enough for any date a person types.
    static let horizon = CivilDate(year: 2582, month: 12, day: 31)!.dayNumber * 86_400

    private static let lock = NSLock()
    nonisolated(unsafe) private static var timelines: [String: ZoneTimeline?] = [:]

    /// The zone's timeline, computed once per zone.
    static func timeline(for name: String) -> ZoneTimeline? {
        lock.lock()
        defer { lock.unlock() }
        if let known = timelines[name] { return known }
        let timeline = rules(for: name).flatMap { ZoneTimeline($0, through: horizon) }
        timelines[name] = timeline
        return timeline
    }
}
