import CalendarCore
import SystemServices

/// When the alarms of calendars go off: every VALARM of every instance of
/// every event (an override's own alarms instead of its series'), relative
/// to the instance's start or end, at a fixed time, and again as REPEAT
/// says, left out where ACKNOWLEDGED says another device dismissed it.
public enum AlarmSchedule {
    /// Alarms further from their event than this are not looked for (a
    /// reminder two months ahead is a calendar entry of its own).
    static let longestLead = 60 * 86_400

    /// The alarms of `collection`'s calendars that go off after `after` and
    /// at or before `through` (seconds since 1970), for a viewer in `zone`;
    /// and what could not be read. `read`: the events' alarms, as the
    /// reading of the calendars holds them.
    public static func alarms(of collection: EventSource, read: ReadAlarms, after: Int, through: Int, zone: LocalZone = .current(),
                              defaults: DefaultAlarms = .none) -> (alarms: [DueAlarm], problems: [String]) {
        let problems = read.problems
        let definitions = read.events
        var lead = 0, lag = 0
        for events in definitions.values {
            for instances in events.values {
                for event in instances.values {
                    for alarm in event.alarms {
                        if case .relative(let days, let seconds, _) = alarm.trigger {
                            // A nominal day is at most 25 hours.
                            let reach = days * 86_400 + seconds + (days == 0 ? 0 : 3600 * (days > 0 ? 1 : -1))
                            lead = max(lead, -reach)
                            lag = max(lag, reach + alarm.repeatCount * alarm.repeatSeconds)
                        }
                    }
                }
            }
        }
        // Whether the defaults can make an alarm (silencing and names make none).
        let hasDefaults = defaults.timedMinutesBefore != nil || !defaults.timedByCalendar.isEmpty || defaults.allDayAt != nil
        guard !definitions.isEmpty || hasDefaults, after < through else { return ([], problems) }
        lead = max(lead, (defaults.timedByCalendar.values.max() ?? 0) * 60, (defaults.timedMinutesBefore ?? 0) * 60, 86_400)
        lead = min(lead, longestLead)
        lag = min(lag, longestLead)
        // Instances whose alarms can go off in the window: starting up to
        // `lead` after it, or having started up to `lag` (and their length) before.
        let first = LocalClock.civil(atInstant: after - lag - 2 * 86_400).date
        let last = LocalClock.civil(atInstant: through + lead + 86_400).date
        guard first.isSupported, last.isSupported, first <= last else { return ([], problems) }
        var due: [String: DueAlarm] = [:]
        // A cancelled event's alarms do not go off.
        for occurrence in collection.occurrences(in: first...last) where !occurrence.isCancelled {
            if !defaults.silencedCalendars.isEmpty || !defaults.ringsByCalendar.isEmpty,
               !defaults.rings(in: collection.calendars[occurrence.calendar]) { continue }
            let events = definitions[occurrence.calendar]?[occurrence.uid]
            // An override whose series is not in the calendar is shown on its own, with its own alarms.
            let written = events.flatMap { events in
                occurrence.recurrenceID.flatMap { events[$0] } ?? events[""] ?? (events.count == 1 ? events.values.first : nil)
            }
            // An event with no alarm of its own takes the config's default, if any.
            guard let event = written.flatMap({ $0.alarms.isEmpty ? nil : $0 })
                    ?? Self.defaultAlarm(for: occurrence, in: collection.calendars[occurrence.calendar], defaults: defaults, written: written)
            else { continue }
            let instants = occurrence.instants
            let start = instants?.start ?? zone.instant(ofWall: occurrence.start)
            let end = instants?.end ?? zone.instant(ofWall: occurrence.end)
            for alarm in event.alarms {
                let fires = alarm.fireInstants { toEnd, days, seconds in
                    Self.moment(toEnd ? end : start, wall: toEnd ? occurrence.end : occurrence.start, days: days, seconds: seconds,
                                kind: toEnd ? event.endKind : event.startKind, viewer: zone)
                }
                for fire in fires where fire > after && fire <= through {
                    if let dismissed = alarm.acknowledged, fire <= dismissed { continue }
                    // A fixed moment goes off once, whichever instance names it.
                    let instance = { if case .absolute = alarm.trigger { "" } else { occurrence.recurrenceID ?? "" } }()
                    let key = [collection.calendars[occurrence.calendar].path, occurrence.uid, instance, String(alarm.index), String(fire)]
                        .joined(separator: "\u{1F}")
                    // One printable line each: the words go to a terminal or a notifier.
                    let message = alarm.message.map(PrintableText.oneLine).flatMap { $0.isEmpty || $0 == occurrence.title ? nil : $0 }
                    let calendar = collection.calendars[occurrence.calendar]
                    let local = LocalClock.civil(atInstant: fire)
                    due[key] = DueAlarm(key: key, fireInstant: fire, fireTime: LocalDateTime(date: local.date, secondsOfDay: local.secondsOfDay),
                                        title: occurrence.title, start: occurrence.start, end: occurrence.end,
                                        isAllDay: occurrence.isAllDay, location: event.location.map(PrintableText.oneLine), message: message,
                                        action: PrintableText.oneLine(alarm.action),
                                        calendar: calendar.name, calendarPath: calendar.path, uid: occurrence.uid,
                                        recurrenceID: occurrence.recurrenceID, alarmIndex: alarm.index, inOverride: event.recurrenceID != nil)
                }
            }
        }
        return (due.values.sorted(by: earliestFirst), problems)
    }
}

extension AlarmSchedule {
    /// The config's alarm for an event without its own, as if written
    /// (index -1: not in the file, so nothing to dismiss there).
    static func defaultAlarm(for occurrence: EventOccurrence, in calendar: CalendarInfo, defaults: DefaultAlarms,
                             written: EventAlarms?) -> EventAlarms? {
        let trigger: AlarmDefinition.Trigger
        if occurrence.isAllDay {
            guard let at = defaults.allDayAt else { return nil }
            // "The day before at 09:00": a day's wall clock, days first.
            let days = at >= 0 ? at / 86_400 : -((-at + 86_399) / 86_400)
            trigger = .relative(days: days, seconds: at - days * 86_400, toEnd: false)
        } else {
            guard let minutes = defaults.minutesBefore(in: calendar) else { return nil }
            trigger = .relative(days: 0, seconds: -minutes * 60, toEnd: false)
        }
        let alarm = AlarmDefinition(trigger: trigger, action: "DISPLAY", repeatCount: 0, repeatSeconds: 0, message: nil, acknowledged: nil, index: -1)
        return EventAlarms(uid: occurrence.uid, recurrenceID: written?.recurrenceID, alarms: [alarm], location: written?.location,
                           startKind: written?.startKind ?? (occurrence.isAllDay ? .date : .floating),
                           endKind: written?.endKind ?? (occurrence.isAllDay ? .date : .floating))
    }

    /// The moment `days` nominal days and then `seconds` from an instance's
    /// start (or end), RFC 5545 3.3.6: the days on the wall clock of the
    /// time's own zone (the viewer's for floating times and dates, where
    /// the seconds are wall-clock time too), the seconds exact.
    static func moment(_ instant: Int, wall: LocalDateTime, days: Int, seconds: Int, kind: EventTime.Kind, viewer: LocalZone) -> Int {
        switch kind {
        case .utc:
            return instant + days * 86_400 + seconds
        case .zoned(let zone):
            guard days != 0 else { return instant + seconds }
            return zone.instant(ofWall: zone.wall(ofInstant: instant).shifted(days: days)) + seconds
        case .date, .floating:
            guard days != 0 || seconds != 0 else { return instant }
            return viewer.instant(ofWall: wall.shifted(days: days).adding(seconds: seconds))
        }
    }
}

extension AlarmDefinition {
    /// The same alarm, dismissed up to `moment` at least.
    func acknowledged(atLeast moment: Int) -> AlarmDefinition {
        AlarmDefinition(trigger: trigger, action: action, repeatCount: repeatCount, repeatSeconds: repeatSeconds, message: message,
                        acknowledged: max(acknowledged ?? moment, moment), index: index)
    }

    /// Every moment this alarm goes off for an instance, given where a
    /// relative trigger lands (`at(toEnd, days, seconds)`).
    func fireInstants(at moment: (_ toEnd: Bool, _ days: Int, _ seconds: Int) -> Int) -> [Int] {
        let first: Int = switch trigger {
        case .relative(let days, let seconds, let toEnd): moment(toEnd, days, seconds)
        case .absolute(let instant): instant
        }
        guard repeatCount > 0, repeatSeconds > 0 else { return [first] }
        return (0...repeatCount).map { first + $0 * repeatSeconds }
    }
}

/// The alarms of one event block of a file, with what a notice shows of
/// the event beside its title.
struct EventAlarms {
    let uid: String
    /// The instance an override replaces (as dal names instances), nil for a series or single event.
    let recurrenceID: String?
    let alarms: [AlarmDefinition]
    let location: String?
    /// How DTSTART and DTEND are written (their zone): what a nominal day
    /// of a trigger is counted on.
    let startKind: EventTime.Kind
    let endKind: EventTime.Kind
}

extension EventAlarms {
    /// An event's alarms as the reading holds them.
    init(_ content: EventContent) {
        self.init(uid: content.uid, recurrenceID: content.recurrenceID?.recurrenceIDText, alarms: content.alarms,
                  location: content.location, startKind: content.start.kind, endKind: content.end?.kind ?? content.start.kind)
    }
}

/// The alarms of a reading of calendars: for each calendar (by index), the
/// events of the files that have any, by UID and then instance ("" for a
/// series or a single event); and what of them could not be read.
public struct ReadAlarms {
    var events: [Int: [String: [String: EventAlarms]]] = [:]
    public internal(set) var problems: [String] = []

    public init() {}

    /// Events without alarms count too: an override without any has none,
    /// whatever its series has.
    mutating func add(_ event: EventAlarms, calendar: Int) {
        events[calendar, default: [:]][event.uid, default: [:]][event.recurrenceID ?? ""] = event
    }
}

extension AlarmSchedule {
    /// The alarms of `source` that go off after `after` up to `through`
    /// (nil: a first look, `AlarmReport.firstLookSeconds` back, for events
    /// not over), those of the two days after, and the next timed event
    /// to start.
    public static func report(of source: EventSource, read: ReadAlarms, after: Int?, through: Int, zone: LocalZone = .current(),
                              defaults: DefaultAlarms = .none) -> AlarmReport {
        report(after: after, through: through, zone: zone, problems: read.problems, occurrences: source.occurrences(in:)) { after, through in
            alarms(of: source, read: read, after: after, through: through, zone: zone, defaults: defaults).alarms
        }
    }

    /// The days whose alarms and events a report of `after`/`through`
    /// looks at (a day around them: zones move a day's moments).
    public static func reportDays(after: Int?, through: Int) -> ClosedRange<CivilDate> {
        let first = LocalClock.civil(atInstant: after ?? through - AlarmReport.firstLookSeconds).date
        let last = LocalClock.civil(atInstant: through + AlarmReport.upcomingSeconds).date
        return first.adding(days: -1)...last.adding(days: 1)
    }

    /// A report from any answer of the alarms in a window (`alarmsIn(after,
    /// through)`, earliest first) and of the occurrences of some days: the
    /// reading's, or what an earlier run kept of it (`SavedOccurrences`).
    static func report(after: Int?, through: Int, zone: LocalZone, problems: [String],
                       occurrences: (ClosedRange<CivilDate>) -> [EventOccurrence],
                       alarmsIn: (_ after: Int, _ through: Int) -> [DueAlarm]) -> AlarmReport {
        var due = alarmsIn(after ?? through - AlarmReport.firstLookSeconds, through)
        if after == nil { due.removeAll { $0.fireInstant <= through - 60 && zone.instant(ofWall: $0.end) <= through } }
        let upcoming = alarmsIn(through, through + AlarmReport.upcomingSeconds)
        let today = LocalClock.civil(atInstant: through).date
        let nextEvent = occurrences(today...today.adding(days: 1))
            .filter { !$0.isAllDay && !$0.isCancelled && zone.instant(ofWall: $0.start) > through }
            .min { $0.start < $1.start }
        return AlarmReport(through: through, due: due, upcoming: upcoming, nextEvent: nextEvent, problems: problems)
    }

    /// The order `alarms` gives: earliest first.
    static func earliestFirst(_ a: DueAlarm, _ b: DueAlarm) -> Bool {
        (a.fireInstant, a.title, a.key) < (b.fireInstant, b.title, b.key)
    }
}
