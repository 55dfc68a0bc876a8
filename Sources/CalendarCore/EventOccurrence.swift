/// A civil date and a time of day, as a wall clock in the viewer's zone shows it.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var date: CivilDate
    /// 0..<86_400.
    public var secondsOfDay: Int

    public init(date: CivilDate, secondsOfDay: Int = 0) {
        self.date = date
        self.secondsOfDay = secondsOfDay
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.secondsOfDay) < (rhs.date, rhs.secondsOfDay)
    }

    /// `HH:MM`.
    public var timeText: String {
        let minutes = secondsOfDay / 60
        guard (0..<86_400).contains(secondsOfDay) else { return pad(minutes / 60, 2) + ":" + pad(minutes % 60, 2) }
        // Five bytes written in place: every entry of every cell on screen
        // asks for its times at each frame.
        let zero = UInt8(ascii: "0")
        return String(unsafeUninitializedCapacity: 5) { bytes in
            bytes[0] = zero + UInt8(minutes / 600)
            bytes[1] = zero + UInt8(minutes / 60 % 10)
            bytes[2] = UInt8(ascii: ":")
            bytes[3] = zero + UInt8(minutes % 60 / 10)
            bytes[4] = zero + UInt8(minutes % 10)
            return 5
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS`.
    public var description: String {
        "\(date)T\(timeText):\(pad(secondsOfDay % 60, 2))"
    }
}

/// One occurrence of an event as the viewer sees it, in local time.
///
/// Blocks of days keep thousands of these (up to 200 a day), so the
/// stored fields are packed: 112 bytes where the plain fields took 144
/// (issue 20's memory budget). The public properties read and write them
/// as before.
public struct EventOccurrence: Hashable, Sendable {
    public var uid: String
    public var summary: String
    /// The original start of this instance of a recurring event, as RFC
    /// 5545 writes a RECURRENCE-ID; nil for events that do not recur.
    public var instance: RecurrenceID?
    public var isAllDay: Bool
    private var calendarIndex: Int32
    private var packedStart: Int
    private var packedEnd: Int
    /// For an event of a calendar dal may change: a digest of its file as
    /// read, so that a delete can tell the file changed since (a sync)
    /// even where nothing shown did.
    public var fileDigest: UInt64?
    /// Whether it makes its time busy, for free time: nil for the usual
    /// (opaque, declined by nobody).
    public var attendance: EventAttendance?
    /// `instants`, with `Int.min` for none.
    private var startInstant: Int
    private var endInstant: Int

    /// Index of its calendar in the list the event source was built with.
    public var calendar: Int {
        get { Int(calendarIndex) }
        set { calendarIndex = Int32(newValue) }
    }

    /// Start and exclusive end. All-day: midnights of the first day and of
    /// the day after the last.
    public var start: LocalDateTime {
        get { Self.unpack(packedStart) }
        set { packedStart = Self.pack(newValue) }
    }

    public var end: LocalDateTime {
        get { Self.unpack(packedEnd) }
        set { packedEnd = Self.pack(newValue) }
    }

    /// The instants of `start` and `end` for times that name one: a wall
    /// clock in the hour summer time repeats names two. nil for floating
    /// times and dates, which the local clock reads.
    public var instants: Instants? {
        get { startInstant == .min ? nil : Instants(start: startInstant, end: endInstant) }
        set {
            startInstant = newValue?.start ?? .min
            endInstant = newValue?.end ?? .min
        }
    }

    /// Seconds since 1970 of a start and an end.
    public struct Instants: Hashable, Sendable {
        public let start: Int
        public let end: Int

        public init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }
    }

    public init(calendar: Int, uid: String, recurrenceID: String?, summary: String, isAllDay: Bool,
                start: LocalDateTime, end: LocalDateTime) {
        self.init(calendar: calendar, uid: uid, instance: recurrenceID.map(RecurrenceID.init), summary: summary, isAllDay: isAllDay,
                  start: start, end: end)
    }

    /// Every field at once: what a cache decodes, one call per occurrence.
    public init(calendar: Int, uid: String, instance: RecurrenceID?, summary: String, isAllDay: Bool,
                start: LocalDateTime, end: LocalDateTime, fileDigest: UInt64? = nil, attendance: EventAttendance? = nil,
                instants: Instants? = nil) {
        self.calendarIndex = Int32(calendar)
        self.uid = uid
        self.instance = instance
        self.summary = summary
        self.isAllDay = isAllDay
        self.packedStart = Self.pack(start)
        // Not clamped: when clocks go back, an end an hour after the start
        // can read earlier on the wall clock (01:30 EDT to 01:00 EST).
        self.packedEnd = Self.pack(end)
        self.fileDigest = fileDigest
        self.attendance = attendance
        self.startInstant = instants?.start ?? .min
        self.endInstant = instants?.end ?? .min
    }

    /// A wall clock as one number: the day number above 17 bits of
    /// seconds (0..<86_400 fits; the shift keeps days before 1970 in order).
    private static func pack(_ time: LocalDateTime) -> Int {
        time.date.dayNumber << 17 | time.secondsOfDay
    }

    private static func unpack(_ packed: Int) -> LocalDateTime {
        LocalDateTime(date: CivilDate(dayNumber: packed >> 17), secondsOfDay: packed & 0x1FFFF)
    }

    /// `instance`'s text (`20261121T080000Z`, `20261121`).
    public var recurrenceID: String? {
        get { instance?.text }
        set { instance = newValue.map(RecurrenceID.init) }
    }

    /// All day, or a day or more of wall clock (a trip, a conference):
    /// what the week views draw as a bar across days rather than in a
    /// day's list or hours.
    public var lastsADay: Bool {
        isAllDay || (end.date.dayNumber - start.date.dayNumber) * 86_400 + end.secondsOfDay - start.secondsOfDay >= 86_400
    }

    /// The local days it covers: to the end's day, except that an end at
    /// midnight does not reach into that day; a zero-length event covers
    /// the day it starts.
    public var days: ClosedRange<CivilDate> {
        let last = end.secondsOfDay == 0 && end.date > start.date ? end.date.adding(days: -1) : end.date
        return start.date...max(start.date, last)
    }

    /// The summary as one line to show: line breaks, tabs and other
    /// control characters become spaces; an empty one reads "(no title)".
    public var title: String {
        let line = PrintableText.oneLine(summary)
        return line.isEmpty ? "(no title)" : line
    }


    /// How it lies on `date`, one of its days, on that day's wall clock.
    public func part(on date: CivilDate) -> DayPart {
        if isAllDay { return .allDay }
        let startsToday = start.date == date
        let endsToday = end.date == date
        // An end at the next midnight ends this day, at 24:00.
        let endsAtMidnight = end.date == date.adding(days: 1) && end.secondsOfDay == 0
        switch (startsToday, endsToday || endsAtMidnight) {
        case (true, true): return .within(start: start.timeText, end: endsToday ? end.timeText : "24:00")
        case (true, false): return .starts(start.timeText)
        case (false, true) where endsToday: return .ends(end.timeText)
        default: return .throughout
        }
    }

    /// All-day first, then by start, then by title: the order of a day's list.
    public static func displayOrder(_ a: EventOccurrence, _ b: EventOccurrence) -> Bool {
        if a.isAllDay != b.isAllDay { return a.isAllDay }
        // The packed starts order as the wall clocks do, without unpacking.
        if a.packedStart != b.packedStart { return a.packedStart < b.packedStart }
        if a.summary != b.summary { return a.summary < b.summary }
        return a.uid < b.uid
    }
}

/// How an event lies on one of its days: times as `HH:MM`, an end at
/// midnight as `24:00`.
public enum DayPart: Equatable, Sendable {
    case allDay
    /// Starts and ends that day.
    case within(start: String, end: String)
    /// Starts that day and goes on past midnight.
    case starts(String)
    /// Began on an earlier day and ends that day.
    case ends(String)
    /// A timed event that began earlier and goes on past the day.
    case throughout
}

/// One calendar: its name and colour for the legend, where it lives, and
/// whether dal may change it.
public struct CalendarInfo: Equatable, Sendable {
    public let name: String
    /// From the collection's `color` file or the calendar's own colour
    /// property; nil means "pick one".
    public let color: CategoryColor?
    public let path: String
    /// A vdir collection given with `--calendar` (or the default one):
    /// events can be added, changed and deleted. `--ics` calendars are
    /// only read.
    public let writable: Bool

    /// The last part of the path: how vdirsyncer names a calendar's folder.
    public var folderName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `name` as one printable line (a `displayname` file or X-WR-CALNAME
    /// a sync wrote is as untrusted as a title).
    public init(name: String, color: CategoryColor?, path: String, writable: Bool = false) {
        self.name = PrintableText.oneLine(name)
        self.color = color
        self.path = path
        self.writable = writable
    }
}

/// Where events come from: calendars read from files, expanded lazily for
/// the days asked for.
public protocol EventSource: AnyObject {
    /// The calendars, by the index occurrences carry.
    var calendars: [CalendarInfo] { get }

    /// Every occurrence that covers a day of `days`, in display order of
    /// its first day.
    func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence]

    /// `occurrences(in:)` of only the events `wanted` takes (by calendar
    /// index and UID): a search expands only what it found.
    func occurrences(in days: ClosedRange<CivilDate>, of wanted: (Int, String) -> Bool) -> [EventOccurrence]

    /// The same occurrences in no particular order: for work that sorts
    /// them itself, day by day (a block grouped into days), and must not
    /// wait for a sort of them all that it cannot give up.
    func unorderedOccurrences(in days: ClosedRange<CivilDate>, of wanted: (Int, String) -> Bool) -> [EventOccurrence]
}

extension EventSource {
    public func occurrences(in days: ClosedRange<CivilDate>, of wanted: (Int, String) -> Bool) -> [EventOccurrence] {
        occurrences(in: days).filter { wanted($0.calendar, $0.uid) }
    }

    public func unorderedOccurrences(in days: ClosedRange<CivilDate>, of wanted: (Int, String) -> Bool) -> [EventOccurrence] {
        occurrences(in: days, of: wanted)
    }
}

extension EventOccurrence: CustomDebugStringConvertible {
    /// Its public fields (reflection would show the packed ones).
    public var debugDescription: String {
        "EventOccurrence(calendar: \(calendar), uid: \(uid.debugDescription), recurrenceID: \(recurrenceID?.debugDescription ?? "nil"), "
            + "summary: \(summary.debugDescription), isAllDay: \(isAllDay), start: \(start), end: \(end)"
            + (fileDigest.map { ", fileDigest: \($0)" } ?? "") + (attendance.map { ", attendance: \($0)" } ?? "")
            + (instants.map { ", instants: \($0.start)...\($0.end)" } ?? "") + ")"
    }
}
