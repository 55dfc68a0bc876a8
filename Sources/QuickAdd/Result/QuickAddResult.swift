import CalendarCore

/// What the add prompt is typed against.
public struct QuickAddContext: Sendable, Equatable {
    /// The viewer's today: `tomorrow`, `fri` and `dec 3` count from it.
    public var today: CivilDate
    /// The cursor's day, or the selected run of days: where an event goes
    /// when no day is typed.
    public var days: ClosedRange<CivilDate>
    /// Where weeks start for `next fri`, `다음 주 금요일`.
    public var firstWeekday: Weekday
    /// The calendars `#name` may pick (names as the caller shows them).
    public var calendars: [String]
    /// The length of an event typed with a start and no end or length.
    public var defaultLengthMinutes: Int
    /// The preview's Tab: hours typed without am/pm (`at 3`, `10시`) take
    /// the other half of the day than the one assumed.
    public var flipsAssumedHours: Bool

    public init(today: CivilDate, days: ClosedRange<CivilDate>, firstWeekday: Weekday = .monday, calendars: [String] = [],
                defaultLengthMinutes: Int = 60, flipsAssumedHours: Bool = false) {
        self.flipsAssumedHours = flipsAssumedHours
        self.today = today
        self.days = days
        self.firstWeekday = firstWeekday
        self.calendars = calendars
        self.defaultLengthMinutes = defaultLengthMinutes
    }
}

/// An event the typed text describes, ready to be written.
public struct QuickAddEvent: Equatable, Sendable {
    public var title: String
    /// All day over days, or from a start to an end on the wall clock of
    /// `zone` (nil: the viewer's zone). When the event repeats, the start
    /// is its first instance.
    public var timing: EventDraft.Timing
    /// A timed event typed for a run of days happens on each of them (1:
    /// once), as in `EventDraft`.
    public var days: Int
    /// An IANA zone name typed with the time (`Asia/Seoul`, or from an
    /// abbreviation: `KST`). The caller checks it against the zone
    /// database.
    public var zone: String?
    /// How it repeats, with DTSTART at `timing`'s start. UNTIL is on the
    /// same wall clock (an all-day event's at midnight, a timed one's at
    /// 23:59:59 of its last day).
    public var recurrence: RecurrencePattern?
    /// One of the context's calendar names, as given there.
    public var calendar: String?
    /// An alarm this many minutes before the start.
    public var alarmMinutesBefore: Int?
    /// Where it is (`at Main St`, `강남역에서`): the LOCATION.
    public var location: String?
    /// Where the text has an hour whose half of the day was assumed
    /// (character offsets): the preview says so, and Tab flips them.
    public var assumedHours: [Range<Int>] = []
    /// A repeat `recurrence` cannot hold, as RRULE text: a yearly lunar
    /// day (`RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;SKIP=FORWARD`).
    public var ruleText: String?
    /// The lunar day that rule repeats on, for the preview.
    public var lunar: LunarDay?

    /// The title and times as the writer's draft takes them.
    public var draft: EventDraft {
        EventDraft(title: title, timing: timing, days: days, recurrence: recurrence, alarmMinutesBefore: alarmMinutesBefore, zone: zone,
                   details: location.map { DetailsChange(location: $0) }, ruleText: ruleText)
    }

    public var isAllDay: Bool {
        if case .allDay = timing { return true }
        return false
    }
}

/// A stretch of the typed text and what it was read as, for the preview
/// and the prompt to colour.
public struct QuickAddSpan: Equatable, Sendable {
    public enum Role: Equatable, Sendable {
        case title
        /// A passage in double quotes: title text, read literally.
        case literal
        case date, time, length, allDay, repeatRule, alarm, calendar, zone
        /// `at Main St`, `@ Joe's`, `강남역에서`: where it is.
        case location
        /// Looks like a date, time or repeat, but is not one dal reads.
        case notUnderstood
    }

    public var role: Role
    /// Character (grapheme cluster) offsets in the typed text.
    public var range: Range<Int>

    public init(role: Role, range: Range<Int>) {
        self.role = role
        self.range = range
    }
}

/// Why the text cannot be added as it is: what is wrong, as a value (its
/// words are the catalog's, `RefusalWords`, in the screen's language), and
/// the part of the text it is about.
public struct QuickAddRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    public var problem: Problem
    /// Character offsets in the typed text; nil when about all of it.
    public var range: Range<Int>?

    public init(_ problem: Problem, range: Range<Int>? = nil) {
        self.problem = problem
        self.range = range
    }

    /// The sentence in English (tests, logs); the screen says
    /// `said(by:)` with the run's words.
    public var reason: String { said(by: .english) }

    public var description: String { reason }

    /// What is wrong. The first `String` of a case is the text as typed.
    public enum Problem: Equatable, Sendable {
        // Times
        case minutesOutOfRange(String)
        case twelveHoursOutOfRange(String)
        case hoursOutOfRange(String)
        case endOfDayAsStart(String)
        case severalZones(String, zones: String, first: String)
        case zoneAfterTime(String)
        // Days
        case notARunOfDays(String)
        case endsBeforeItStarts(String)
        case notADayOfTheMonth(String)
        /// `next week`; `inKorean`: `다음 주`.
        case whichDay(String, inKorean: Bool)
        /// `in 2 hours`; `inKorean`: `2시간 후`.
        case noClock(String, inKorean: Bool)
        case noMonthHasThatDay(String)
        case notADate(String)
        case monthHasDays(String, month: Int, days: Int)
        case monthNotDay(String)
        case notAnISODate(String)
        case dayOrMonthFirst(String)
        // Repeats
        case everyOneOrMore(String)
        case repeatUnits(String)
        case notALunarDay(String)
        case countOutOfRange(String, largest: Int)
        case neverInAMonth(String)
        case never(String)
        case untilBeforeFirst(String, first: CivilDate)
        case countPastLastDay(String)
        case repeatOnEachDay(String, days: Int)
        case untilAndCount(String, String)
        case untilWithoutRepeat(String)
        case countWithoutRepeat(String)
        case lunarUntil(String)
        case noLunarDayNear(String)
        case weeksWithRepeat(String)
        // Alarms
        case alarmUnit(String, number: Int)
        // The rest
        case unreadable(String)
        case noLength(String)
        case allDayOrTime(String, String)
        case endNeedsStart(String)
        case lengthNeedsStart(String)
        case endsWhenItStarts(String)
        /// Nothing to add: nothing typed (`saidMore` false), or no title.
        case typeTheEvent
        case giveTheEventATitle
        case beforeFirstDay(CivilDate)
        case pastLastDay(CivilDate)
        case endsPastLastDay
        case repeatEndsPastLastDay
        case ambiguousCalendar(String, names: [String])
        case noCalendars(String)
        /// `listed`: the first calendars' names, joined.
        case noCalendarNamed(String, listed: String)
        case twice(String, String, Part)
    }

    /// A part of an event that two phrases give.
    public enum Part: Equatable, Sendable {
        case day, days, repeatRule, time, endTime, end, length, endOfRepeat, count, alarm, calendar, zone
    }
}

/// What `QuickAdd.parse` read: every stretch of the text with its role,
/// and the event, or why there is none.
public struct QuickAddParse: Equatable, Sendable {
    public var text: String
    /// In text order; white space belongs to no span.
    public var spans: [QuickAddSpan]
    public var outcome: Result<QuickAddEvent, QuickAddRefusal>

    public var event: QuickAddEvent? {
        if case .success(let event) = outcome { return event }
        return nil
    }

    public var refusal: QuickAddRefusal? {
        if case .failure(let refusal) = outcome { return refusal }
        return nil
    }
}
