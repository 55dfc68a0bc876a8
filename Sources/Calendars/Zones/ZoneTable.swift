import CLibical
import Foundation

/// Finds the zone a TZID names: a VTIMEZONE in the same file (with the
/// system's zone of that name for what it leaves open, see `Zone`), then
/// the system's zone database, then Mozilla-style ids
/// (`/mozilla.org/20050126_1/Asia/Tokyo`) by their IANA tail, then Windows
/// names (`W. Europe Standard Time`) through CLDR's table.
///
/// Not thread-safe (it caches what each TZID resolved to): a thread of its
/// own gets a `copy()`; hence `@unchecked Sendable`.
final class ZoneTable: @unchecked Sendable {
    private var fileZones: [String: Zone] = [:]
    private var resolved: [String: Zone?] = [:]
    /// `(TZID, what is wrong)` for VTIMEZONEs not read as written.
    private(set) var problems: [(tzid: String, message: String)] = []

    /// Zones are shared by every file: the database's are never freed, and
    /// a vdir's thousand files carry the same few VTIMEZONEs, each read once.
    private static let shared = SharedZones()

    /// The same zones with a cache of its own, for another thread.
    func copy() -> ZoneTable {
        let copy = ZoneTable()
        copy.fileZones = fileZones
        copy.problems = problems
        return copy
    }

    /// Reads one VTIMEZONE of the calendar, as its unfolded content lines
    /// (NUL-terminated); the first of a TZID counts. A text seen before, in
    /// any file, is not parsed again.
    func add(text: [CChar]) {
        guard let read = Self.shared.zone(definedBy: text), fileZones[read.tzid] == nil else { return }
        if let zone = read.zone { fileZones[read.tzid] = zone }
        if let problem = read.problem { problems.append((read.tzid, problem)) }
    }

    /// The zone for a TZID, or nil when none of the sources knows it.
    func zone(named tzid: String) -> Zone? {
        if let known = resolved[tzid] { return known }
        let zone = fileZones[tzid] ?? Self.database(named: tzid)
        resolved[tzid] = zone
        return zone
    }

    /// The system's zone a name stands for: an IANA name, a Mozilla or
    /// libical id ending in one, or a Windows name.
    static func database(named name: String) -> Zone? {
        builtin(name) ?? mozillaTail(of: name).flatMap(builtin) ?? WindowsZones.ianaName[name].flatMap(builtin)
    }

    static func builtin(_ name: String) -> Zone? { shared.builtin(name) }

    /// A zone of the system's whose name a short or Windows-like TZID
    /// stands for: `Eastern` → `US/Eastern`, `W. Europe` → `W. Europe
    /// Standard Time`'s zone, `Tokyo` → `Asia/Tokyo`. For a VTIMEZONE dal
    /// cannot follow: the times keep their zone, near enough, instead of
    /// becoming floating.
    static func databaseNamed(like tzid: String) -> Zone? {
        let name = tzid.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count < 100 else { return nil }
        if let zone = WindowsZones.ianaName[name + " Standard Time"].flatMap(builtin) { return zone }
        let underscored = name.replacingOccurrences(of: " ", with: "_")
        for prefix in ["US/", "Canada/", "America/", "Europe/", "Asia/", "Australia/", "Africa/", "Pacific/", "Atlantic/", "Indian/"] {
            if let zone = builtin(prefix + underscored) { return zone }
        }
        return nil
    }

    /// A fixed offset east of UTC as the database's `Etc/GMT±N` (whole
    /// hours only; its sign is the POSIX one, west positive).
    static func fixed(offset seconds: Int) -> Zone? {
        guard seconds % 3600 == 0, abs(seconds) <= 14 * 3600 else { return nil }
        let hours = -seconds / 3600
        return builtin(hours == 0 ? "Etc/GMT" : "Etc/GMT\(hours > 0 ? "+" : "")\(hours)")
    }

    /// The zone a VTIMEZONE's text gives (shared by every file holding that text).
    static func sharedZone(definedBy text: [CChar]) -> Zone? { shared.zone(definedBy: text)?.zone }

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

/// The zones every file shares, behind a lock (files may be read on
/// several threads).
private final class SharedZones: @unchecked Sendable {
    private let lock = NSLock()
    private var builtins: [String: Zone] = [:]
    private var defined: [String: (tzid: String, zone: Zone?, problem: String?)] = [:]

    func builtin(_ name: String) -> Zone? {
        lock.lock()
        defer { lock.unlock() }
        if let zone = builtins[name] { return zone }
        guard name.contains("/") || name == "UTC" || name == "GMT",
              let handle = icaltimezone_get_builtin_timezone(name) else { return nil }
        let zone = Zone(database: handle, name: name)
        builtins[name] = zone
        return zone
    }

    /// The zone a VTIMEZONE's text defines (read once per distinct text),
    /// or the database's zone of its name with the reason when the
    /// definition cannot be used; nil when libical cannot read it or it has
    /// no TZID.
    func zone(definedBy text: [CChar]) -> (tzid: String, zone: Zone?, problem: String?)? {
        let key = text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        lock.lock()
        if let known = defined[key] { lock.unlock(); return known }
        lock.unlock()
        guard let vtimezone = text.withUnsafeBufferPointer({ icalparser_parse_string($0.baseAddress!) }) else { return nil }
        defer { icalcomponent_free(vtimezone) }
        guard icalcomponent_isa(vtimezone) == ICAL_VTIMEZONE_COMPONENT,
              let property = icalcomponent_get_first_property(vtimezone, ICAL_TZID_PROPERTY),
              let tzid = icalproperty_get_tzid(property).map({ String(cString: $0) }) else { return nil }
        let database = ZoneTable.database(named: tzid) ?? Self.xLocation(vtimezone).flatMap(ZoneTable.database(named:))
        let read: (String, Zone?, String?)
        do {
            let definition = try DefinedZone(vtimezone: vtimezone, tzid: tzid,
                                             databaseOffset: database.map { zone in { zone.offset(atInstant: $0) } })
            let warning = definition.warnings.isEmpty ? nil : "the VTIMEZONE \"\(tzid)\": " + definition.warnings.joined(separator: "; ")
            read = (tzid, Zone(defined: definition, database: database), warning)
        } catch {
            // Never floating time: a zone of the system's named like it,
            // else the fixed offset its standard time gives.
            let fallback = database ?? ZoneTable.databaseNamed(like: tzid) ?? Self.standardOffset(of: vtimezone).flatMap(ZoneTable.fixed(offset:))
            let said = fallback.map { "its times follow the system's zone \($0.name)" } ?? "its times are read as local time"
            read = (tzid, fallback, "the VTIMEZONE \"\(tzid)\" is not used: \(error.text); \(said)")
        }
        lock.lock()
        if defined.count > 1_000 { defined.removeAll() }
        defined[key] = read
        lock.unlock()
        return read
    }

    /// The TZOFFSETTO of a zone's standard time (its last STANDARD), or
    /// of its only observance.
    private static func standardOffset(of vtimezone: OpaquePointer) -> Int? {
        for kind in [ICAL_XSTANDARD_COMPONENT, ICAL_XDAYLIGHT_COMPONENT] {
            var offset: Int?
            var next = icalcomponent_get_first_component(vtimezone, kind)
            while let component = next {
                next = icalcomponent_get_next_component(vtimezone, kind)
                if let property = icalcomponent_get_first_property(component, ICAL_TZOFFSETTO_PROPERTY) {
                    offset = Int(icalproperty_get_tzoffsetto(property))
                }
            }
            if let offset { return offset }
        }
        return nil
    }

    /// libical's `X-LIC-LOCATION`: the IANA name of a zone it wrote.
    private static func xLocation(_ component: OpaquePointer) -> String? {
        var next = icalcomponent_get_first_property(component, ICAL_X_PROPERTY)
        while let property = next {
            if let name = icalproperty_get_x_name(property), String(cString: name).uppercased() == "X-LIC-LOCATION",
               let value = icalproperty_get_x(property) {
                return String(cString: value)
            }
            next = icalcomponent_get_next_property(component, ICAL_X_PROPERTY)
        }
        return nil
    }
}
