/// One time an alarm of an event goes off: what `dal remind` delivers and
/// remembers (by `key`) so that it never goes off twice.
public struct DueAlarm: Equatable, Sendable {
    /// The calendar, event, instance, alarm and time: the same key for the
    /// same firing in every run.
    public let key: String
    /// When it goes off, seconds since 1970 (UTC), and on the viewer's clock.
    public let fireInstant: Int
    public let fireTime: LocalDateTime
    public let title: String
    /// The instance's times on the viewer's clock.
    public let start: LocalDateTime
    public let end: LocalDateTime
    public let isAllDay: Bool
    public let location: String?
    /// The alarm's own text (DESCRIPTION), when it has one other than the title.
    public let message: String?
    /// DISPLAY, AUDIO or EMAIL (an email is shown, not sent).
    public let action: String
    public let calendar: String
    /// Where the alarm is written, to dismiss it there (ACKNOWLEDGED): the
    /// event's calendar folder, UID and instance, which VALARM, and
    /// whether it is one of an override (else of the series or event).
    public let calendarPath: String
    public let uid: String
    public let recurrenceID: String?
    public let alarmIndex: Int
    public let inOverride: Bool

    public init(key: String, fireInstant: Int, fireTime: LocalDateTime, title: String, start: LocalDateTime, end: LocalDateTime, isAllDay: Bool,
                location: String?, message: String?, action: String, calendar: String, calendarPath: String = "", uid: String = "",
                recurrenceID: String? = nil, alarmIndex: Int = 0, inOverride: Bool = false) {
        self.calendarPath = calendarPath
        self.uid = uid
        self.recurrenceID = recurrenceID
        self.alarmIndex = alarmIndex
        self.inOverride = inOverride
        self.key = key
        self.fireInstant = fireInstant
        self.fireTime = fireTime
        self.title = title
        self.start = start
        self.end = end
        self.isAllDay = isAllDay
        self.location = location
        self.message = message
        self.action = action
        self.calendar = calendar
    }
}

/// What the calendars answer a look at the clock (`CalendarJob.findAlarms`),
/// whichever runner asked: the alarms that went off since the last look,
/// the ones coming, and the next event.
public struct AlarmReport: Equatable, Sendable {
    /// How far a first look goes back: an alarm the full screen showed
    /// and nobody dismissed (dal quit with its notice open) comes back
    /// when dal opens again within this, while its event is not over.
    public static let firstLookSeconds = 3600
    /// How far ahead `upcoming` looks.
    public static let upcomingSeconds = 2 * 86_400

    /// The moment looked up to (seconds since 1970): where the next look
    /// begins.
    public var through: Int
    /// What went off in the window asked for, earliest first.
    public var due: [DueAlarm]
    /// What goes off in the `upcomingSeconds` after `through`, earliest first.
    public var upcoming: [DueAlarm]
    /// The next timed event to start, within two days.
    public var nextEvent: EventOccurrence?
    /// What of the alarms could not be read (file:line: why).
    public var problems: [String]

    public init(through: Int, due: [DueAlarm] = [], upcoming: [DueAlarm] = [], nextEvent: EventOccurrence? = nil, problems: [String] = []) {
        self.through = through
        self.due = due
        self.upcoming = upcoming
        self.nextEvent = nextEvent
        self.problems = problems
    }
}

/// Alarms for events that have none of their own, from the config file's
/// `[reminders]`: minutes before a timed event's start (per calendar, by
/// its name or folder name, else for all), and a time of day on an
/// all-day event's first day.
public struct DefaultAlarms: Equatable, Sendable {
    public var timedMinutesBefore: Int?
    public var timedByCalendar: [String: Int]
    /// Seconds of the day (09:00 is 32,400).
    public var allDayAt: Int?
    /// Calendars (by path) whose events never alarm, their own VALARMs
    /// included: subscriptions, whose alarms are someone else's.
    public var silencedCalendars: Set<String> = []
    /// `[calendars.alarms]`: a calendar (by its name or folder name) whose
    /// alarms ring (`true`, a subscription's too) or never do (`false`),
    /// whatever else is said.
    public var ringsByCalendar: [String: Bool] = [:]
    /// `[calendars.names]`: the name the config gives a calendar, by its
    /// folder name or own name; the tables above may use either.
    public var shownNames: [String: String] = [:]

    public init(timedMinutesBefore: Int? = nil, timedByCalendar: [String: Int] = [:], allDayAt: Int? = nil) {
        self.timedMinutesBefore = timedMinutesBefore
        self.timedByCalendar = timedByCalendar
        self.allDayAt = allDayAt
    }

    public static let none = DefaultAlarms()

    /// Whether alarms of `calendar` ring: as `[calendars.alarms]` says of
    /// its name or folder name, else unless it is silenced.
    public func rings(in calendar: CalendarInfo) -> Bool {
        setting(of: calendar, in: ringsByCalendar) ?? !silencedCalendars.contains(calendar.path)
    }

    /// Minutes before a timed event of `calendar` (its name or folder name).
    public func minutesBefore(in calendar: CalendarInfo) -> Int? {
        setting(of: calendar, in: timedByCalendar) ?? timedMinutesBefore
    }

    /// What `table` says of `calendar`: by its name, its folder's name, or
    /// the name `[calendars.names]` gives it.
    private func setting<Value>(of calendar: CalendarInfo, in table: [String: Value]) -> Value? {
        guard !table.isEmpty else { return nil }
        let shown = shownNames[calendar.folderName] ?? shownNames[calendar.name]
        return table[calendar.name] ?? table[calendar.folderName] ?? shown.flatMap { table[$0] }
    }
}
