import CLibical
import CalendarCore
import SystemServices

/// A date or date-time as an iCalendar file writes it: the wall clock, and
/// how to read it.
struct EventTime: Hashable {
    enum Kind: Hashable {
        /// `VALUE=DATE`: a whole day, the same everywhere.
        case date
        /// No zone: the viewer's wall clock.
        case floating
        case utc
        case zoned(Zone)

        static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.date, .date), (.floating, .floating), (.utc, .utc): true
            case (.zoned(let a), .zoned(let b)): a === b
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .date: hasher.combine(0)
            case .floating: hasher.combine(1)
            case .utc: hasher.combine(2)
            case .zoned(let zone): hasher.combine(ObjectIdentifier(zone))
            }
        }
    }

    var wall: LocalDateTime
    var kind: Kind

    var isDate: Bool { kind == .date }

    /// libical keeps years 0...2582 exact (its zone rules and recurrence
    /// stop at 2582); later times are computed 400 years earlier, where the
    /// Gregorian calendar repeats day for day and weekday for weekday.
    static let lastDirectYear = 2500
    static let cycleDays = 146_097

    /// Whole 400-year cycles to move `wall` back by to bring it within
    /// libical's years.
    static func cyclesBack(for wall: LocalDateTime) -> Int {
        let year = wall.date.year
        return year > lastDirectYear ? (year - lastDirectYear + 399) / 400 : 0
    }

    /// The Unix instant, for times that name one (UTC and zoned).
    var instant: Int? {
        switch kind {
        case .date, .floating:
            return nil
        case .utc:
            return wall.date.dayNumber * 86_400 + wall.secondsOfDay
        case .zoned(let zone):
            let cycles = EventTime.cyclesBack(for: wall)
            let shift = cycles * EventTime.cycleDays
            return zone.instant(ofWall: wall.shifted(days: -shift)) + shift * 86_400
        }
    }

    /// How the viewer sees it: its local date and time.
    var local: LocalDateTime { local(at: instant) }

    /// `local` for a caller that has the instant already (finding it is
    /// most of the work).
    func local(at instant: Int?) -> LocalDateTime {
        guard let instant else { return wall }
        let (date, seconds) = LocalClock.civil(atInstant: instant)
        return LocalDateTime(date: date, secondsOfDay: seconds)
    }

    /// What identifies an instance among a series' instances: the instant
    /// for times that name one, else the wall clock (RFC 5545 matches
    /// EXDATE and RECURRENCE-ID this way).
    var identity: Int {
        instant ?? (wall.date.dayNumber * 86_400 + wall.secondsOfDay)
    }

    /// For libical, which iterates wall clocks (zones are applied by dal);
    /// years past 2582 must be shifted first.
    var icalTime: icaltimetype {
        var time = (isDate ? LocalDateTime(date: wall.date, secondsOfDay: 0) : wall).icalTime
        time.is_date = isDate ? 1 : 0
        switch kind {
        case .utc: time.zone = icaltimezone_get_utc_timezone()
        case .date, .floating, .zoned: break
        }
        return time
    }

    /// The same kind of time at a wall clock libical gave.
    func with(wallOf time: icaltimetype) -> EventTime? {
        LocalDateTime(icalTime: time).map { EventTime(wall: $0, kind: kind) }
    }

    /// What RECURRENCE-ID writes for it: `20261121`, `20261121T090000`
    /// (floating) or `20261121T080000Z`. Packed, not text: every instance
    /// of every series on screen has one.
    var asRecurrenceID: RecurrenceID {
        switch kind {
        case .date:
            return RecurrenceID(wall: wall, form: .date)
        case .floating:
            return RecurrenceID(wall: wall, form: .floating)
        case .utc, .zoned:
            let instant = self.instant ?? 0
            let days = instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
            return RecurrenceID(wall: LocalDateTime(date: CivilDate(dayNumber: days), secondsOfDay: instant - days * 86_400), form: .utc)
        }
    }

    /// RFC 5545's text for it, as RECURRENCE-ID writes it.
    var recurrenceIDText: String { asRecurrenceID.text }
}
