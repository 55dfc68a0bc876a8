import CLibical

/// Finds the zone a TZID names, in the order the issue sets: a VTIMEZONE
/// in the same file, then the system's zone database, then Mozilla-style
/// ids (`/mozilla.org/20050126_1/Asia/Tokyo`) by their IANA tail, then
/// Windows names (`W. Europe Standard Time`) through CLDR's table.
final class ZoneTable {
    private var fileZones: [String: Zone] = [:]
    private var resolved: [String: Zone?] = [:]
    /// Builtin zones are shared by every file and never freed.
    nonisolated(unsafe) private static var builtins: [String: Zone] = [:]

    /// Reads the VTIMEZONE components of a calendar.
    init(calendar: OpaquePointer) {
        var component = icalcomponent_get_first_component(calendar, ICAL_VTIMEZONE_COMPONENT)
        while let vtimezone = component {
            if let property = icalcomponent_get_first_property(vtimezone, ICAL_TZID_PROPERTY),
               let tzid = icalproperty_get_tzid(property).map({ String(cString: $0) }),
               let zone = Zone(vtimezone: vtimezone, name: tzid) {
                fileZones[tzid] = zone
            }
            component = icalcomponent_get_next_component(calendar, ICAL_VTIMEZONE_COMPONENT)
        }
    }

    /// The zone for a TZID, or nil when none of the sources knows it.
    func zone(named tzid: String) -> Zone? {
        if let known = resolved[tzid] { return known }
        let zone = fileZones[tzid] ?? Self.builtin(tzid) ?? Self.mozillaTail(of: tzid).flatMap(Self.builtin)
            ?? WindowsZones.ianaName[tzid].flatMap(Self.builtin)
        resolved[tzid] = zone
        return zone
    }

    static func builtin(_ name: String) -> Zone? {
        if let zone = builtins[name] { return zone }
        guard name.contains("/") || name == "UTC" || name == "GMT",
              let handle = icaltimezone_get_builtin_timezone(name) else { return nil }
        let zone = Zone(builtin: handle, name: name)
        builtins[name] = zone
        return zone
    }

    /// `/mozilla.org/20050126_1/America/New_York` → `America/New_York`
    /// (also libical's own `/freeassociation.sourceforge.net/…` ids).
    static func mozillaTail(of tzid: String) -> String? {
        guard tzid.hasPrefix("/") else { return nil }
        let parts = tzid.split(separator: "/")
        guard parts.count >= 3 else { return nil }
        // The IANA part is the last two or three components: try the longest that exists.
        for count in [3, 2] where parts.count > count {
            let name = parts.suffix(count).joined(separator: "/")
            if builtin(name) != nil { return name }
        }
        return nil
    }
}
