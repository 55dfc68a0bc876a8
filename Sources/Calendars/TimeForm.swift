import CalendarCore
import SystemServices

/// How an event writes its dates and times, which dal keeps when it
/// writes new ones: a changed time stays in the event's own zone, floating
/// stays floating, and RECURRENCE-ID and EXDATE take DTSTART's form (RFC
/// 5545 3.8.4.4, 3.8.5.1).
enum TimeForm {
    /// `VALUE=DATE`.
    case date
    /// No zone: the wall clock as the viewer sees it.
    case floating
    /// `…Z`.
    case utc
    /// `TZID=…`, with the clock that turns an instant into the zone's wall
    /// time (nil for a zone dal does not know: its times are read as
    /// floating, so they are written as seen).
    case zoned(String, ZoneClock?)

    /// The form of a date-time property as a file writes it
    /// (`DTSTART;TZID=Europe/Berlin:…`), the zone's clock as `clock` says.
    static func of(_ line: ContentLine, clock: (String) -> ZoneClock?) -> TimeForm {
        if line.parameters["VALUE"]?.uppercased() == "DATE" || !line.value.contains("T") { return .date }
        if let tzid = line.parameters["TZID"] { return .zoned(tzid, clock(tzid)) }
        return line.value.uppercased().hasSuffix("Z") ? .utc : .floating
    }

    var isDate: Bool {
        if case .date = self { return true }
        return false
    }

    /// The TZID written, if any.
    var tzid: String? {
        if case .zoned(let tzid, _) = self { return tzid }
        return nil
    }

    /// `name` for the moment the viewer's clock shows `typed`.
    func property(_ name: String, typed: LocalDateTime, viewer: LocalZone) -> String {
        switch self {
        case .date:
            return "\(name);VALUE=DATE:" + ICalendarWriter.basic(typed.date)
        case .floating:
            return "\(name):" + BasicTime.text(typed)
        case .utc:
            return "\(name):" + BasicTime.text(BasicTime.utcWall(viewer.instant(ofWall: typed))) + "Z"
        case .zoned(let tzid, let clock):
            // The viewer's own zone: the time as typed (a time summer time
            // skips stays as typed, read as RFC 5545 says).
            guard let clock, !(viewer.identifier == tzid && clock.isSystem) else {
                return "\(name);\(ContentLine.tzidParameter(tzid)):" + BasicTime.text(typed)
            }
            return "\(name);\(ContentLine.tzidParameter(tzid)):" + BasicTime.text(clock.wall(ofInstant: viewer.instant(ofWall: typed)))
        }
    }

    /// `name` for one instance of a series by its identity as dal reads it
    /// (`20261121T080000Z`, `20261121T090000` floating, `20261121`).
    func property(_ name: String, instance identity: String) -> String {
        guard identity.contains("T") else { return "\(name);VALUE=DATE:" + identity }
        guard identity.hasSuffix("Z"), let parsed = BasicTime.parse(identity) else {
            if case .zoned(let tzid, _) = self { return "\(name);\(ContentLine.tzidParameter(tzid)):" + identity }
            return "\(name):" + identity
        }
        guard case .zoned(let tzid, let clock?) = self else { return "\(name):" + identity }
        return "\(name);\(ContentLine.tzidParameter(tzid)):" + BasicTime.text(clock.wall(ofInstant: BasicTime.seconds(parsed.wall)))
    }
}

/// Turns instants into a zone's wall clock: as the system's zone database
/// has it, or as libical reads the zone dal read the event with (a file's
/// own definition).
enum ZoneClock: ZoneOffsets {
    case system(ZoneTimeline)
    case read(Zone)

    var isSystem: Bool {
        if case .system = self { return true }
        return false
    }

    func offset(atInstant instant: Int) -> Int {
        switch self {
        case .system(let timeline): timeline.offset(atInstant: instant)
        case .read(let zone): zone.offset(atInstant: instant)
        }
    }
}
