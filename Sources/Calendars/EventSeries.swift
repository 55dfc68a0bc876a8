import CalendarCore

/// How long an instance lasts (RFC 5545 3.3.6): whole days on the wall
/// clock of its start (`P1D` is the same time the next day, even across a
/// change to summer time), then exact seconds. Values are clamped so that
/// any number a file holds stays far inside Int.
struct EventLength: Hashable {
    var days: Int
    var seconds: Int

    /// Longer than the calendar: what anything longer is cut to.
    static let longest = 4_000_000

    init(days: Int, seconds: Int) {
        self.days = min(max(days, -Self.longest), Self.longest)
        self.seconds = min(max(seconds, -Self.longest * 86_400), Self.longest * 86_400)
    }

    static let zero = EventLength(days: 0, seconds: 0)
    static let oneDay = EventLength(days: 1, seconds: 0)

    /// The end of an instance starting at `start`: for times that name an
    /// instant, the seconds are added to the instant, and the end is given
    /// as UTC.
    func end(from start: EventTime) -> EventTime {
        let afterDays = EventTime(wall: start.wall.shifted(days: days), kind: start.kind)
        guard let instant = afterDays.instant else {
            return EventTime(wall: afterDays.wall.adding(seconds: seconds), kind: start.kind)
        }
        let (end, overflow) = instant.addingReportingOverflow(seconds)
        let utc = overflow ? instant : end
        let day = utc >= 0 ? utc / 86_400 : (utc - 86_399) / 86_400
        return EventTime(wall: LocalDateTime(date: CivilDate(dayNumber: day), secondsOfDay: utc - day * 86_400), kind: .utc)
    }

    /// At least this many days: to widen the window an instance may start in.
    var daysCovered: Int { days + (seconds + 86_399) / 86_400 }
}

/// One VEVENT's own content: the master of a series, an override of one of
/// its instances (RECURRENCE-ID), or a lone event.
struct EventContent {
    var uid: String
    var summary: String
    var isCancelled: Bool
    var start: EventTime
    /// DTEND as written (it may be in another zone than DTSTART).
    var end: EventTime?
    var length: EventLength
    var recurrenceID: EventTime?
    var rules: [RecurrenceRule] = []
    var exceptionRules: [RecurrenceRule] = []
    var extraDates: [(start: EventTime, length: EventLength?)] = []
    var excludedDates: [EventTime] = []
    /// Which VEVENT of its file it is (0 for the first), for edits.
    var block: Int?
    /// Where it begins, for messages.
    var origin: EventOrigin?
    /// Which of two copies of it is newer.
    var version = EventVersion(sequence: 0, changed: .min)
    /// An override with `RANGE=THISANDFUTURE`: the change holds for the
    /// instances after it too.
    var changesLaterInstances = false
    /// TRANSP and who declined it, shared by its occurrences (nil: the
    /// usual, opaque and declined by nobody).
    var attendance: EventAttendance?
    /// What a search looks in: SUMMARY, LOCATION, DESCRIPTION and
    /// CATEGORIES, folded as `EventSearch.folded` (kept in the reading
    /// cache, so that a search reads no file).
    var searchText = ""
    /// LOCATION, for the search's results.
    var location: String?
    /// Its VALARMs (read only in files that have the word VALARM), and
    /// what of them could not be read.
    var alarms: [AlarmDefinition] = []
    var alarmProblems: [String] = []

    var recurs: Bool { !rules.isEmpty || !extraDates.isEmpty }

    /// The same content without what makes it a series: an override shown
    /// on its own keeps only its own date.
    var withoutRecurrence: EventContent {
        var alone = self
        alone.rules = []
        alone.exceptionRules = []
        alone.extraDates = []
        alone.excludedDates = []
        alone.recurrenceID = nil
        alone.changesLaterInstances = false
        return alone
    }
}

/// The file an event was read from, shared by its events.
final class SourceFile: Sendable {
    let path: String
    init(_ path: String) { self.path = path }
}

/// Where an event begins: `FILE:LINE` in messages.
struct EventOrigin: CustomStringConvertible {
    let file: SourceFile?
    let line: Int
    var description: String { file.map { "\($0.path):\(line)" } ?? String(line) }
}

/// Orders copies of one event (or one instance): the higher SEQUENCE
/// (RFC 5546), then the later LAST-MODIFIED or DTSTAMP.
struct EventVersion: Comparable {
    let sequence: Int
    /// The later of LAST-MODIFIED and DTSTAMP, in seconds (`.min`: neither).
    let changed: Int

    static func < (a: EventVersion, b: EventVersion) -> Bool { (a.sequence, a.changed) < (b.sequence, b.changed) }
}

/// A UID's master event and its overridden instances, expanded on demand
/// for a window of local days.
final class EventSeries {
    let calendar: Int
    let master: EventContent
    /// Overrides by the identity of the instance they replace.
    private(set) var overrides: [Int: EventContent] = [:]

    init(calendar: Int, master: EventContent) {
        self.calendar = calendar
        self.master = master
    }

    /// Keeps the newest copy of each instance's override (the later one
    /// in the file when two are as new).
    func addOverride(_ content: EventContent) {
        guard let id = content.recurrenceID.map(instanceIdentity) else { return }
        if let known = overrides[id], content.version < known.version { return }
        overrides[id] = content
        laterChanges = overrides.filter { $0.value.changesLaterInstances }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Overrides the master no longer has an instance for, by identity:
    /// one whose instance an EXDATE removes (as recurring-ical-events
    /// reads it), and one older than the master (a lower SEQUENCE) whose
    /// instance the master's rules no longer give, which exports of
    /// Exchange and Confluence carry from earlier revisions of a series
    /// (cut short by UNTIL or COUNT since). An override as new as its
    /// master stands, wherever its instance was.
    private lazy var staleOverrides: Set<Int> = {
        var stale = Set<Int>()
        let excluded = Set(master.excludedDates.map(instanceIdentity))
        for (id, override) in overrides {
            if excluded.contains(id) {
                stale.insert(id)
                continue
            }
            guard override.version.sequence < master.version.sequence, let original = override.recurrenceID else { continue }
            let day = original.local.date
            let near = max(CivilDate.first, day.adding(days: -1))...min(CivilDate.last, day.adding(days: 1))
            let given = instanceStarts(near: near).contains { instanceIdentity($0.0) == id } && !exclusions(near: near).contains(id)
            if !given { stale.insert(id) }
        }
        return stale
    }()

    /// Overrides with `RANGE=THISANDFUTURE`, by the instance they start at.
    private var laterChanges: [(id: Int, content: EventContent)] = []

    /// What identifies an instance a RECURRENCE-ID or EXDATE names. Exchange
    /// names instances of an all-day series by midnight in a zone
    /// (`RECURRENCE-ID;TZID=Europe/Berlin:20260226T000000`): that is the
    /// day's instance, as recurring-ical-events and node-ical read it.
    private func instanceIdentity(_ time: EventTime) -> Int {
        guard master.start.isDate, !time.isDate, time.wall.secondsOfDay == 0 else { return time.identity }
        return EventTime(wall: LocalDateTime(date: time.wall.date), kind: .date).identity
    }

    /// The local days any instance may cover: a window outside them has
    /// none, which the collection checks before expanding anything.
    private(set) lazy var span: ClosedRange<CivilDate> = {
        let reach = laterChangeReach + 2
        var starts = [master.start] + master.extraDates.map(\.start) + overrides.values.map(\.start)
        var first = starts.map(\.local.date).min()!.adding(days: -reach)
        var last = CivilDate.last
        if master.rules.allSatisfy({ $0.lastStart != nil }) {
            let ruleEnds = master.rules.compactMap(\.lastStart).map { EventTime(wall: $0, kind: master.start.kind) }
            starts += ruleEnds
            let lengths = [master.length] + master.extraDates.compactMap(\.length) + overrides.values.map(\.length)
            let longest = lengths.map(\.daysCovered).max() ?? 0
            last = starts.map(\.local.date).max()!.adding(days: longest + reach)
        }
        first = max(first, CivilDate.first)
        return first...max(first, min(last, CivilDate.last))
    }()

    /// Whether its rules must be expanded block by block (see
    /// `RecurrenceRule.mayOutrunInstanceLimit`).
    var expandsByBlock: Bool { master.rules.contains(where: \.mayOutrunInstanceLimit) }

    /// Most instances one series gives for one window, whatever it holds.
    static let instanceLimit = 2_000

    /// The instances that cover a day of `days`.
    ///
    /// Cancelled events and instances are given too, marked (their
    /// attendance); every instance of a cancelled series is.
    func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
        guard master.isCancelled else { return expanded(in: days) }
        return expanded(in: days).map { occurrence in
            var cancelled = occurrence
            if !cancelled.isCancelled { cancelled.attendance = EventAttendance.cancelled(cancelled.attendance) }
            return cancelled
        }
    }

    private func expanded(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
        guard master.recurs else {
            return [occurrence(of: master, start: master.start, end: master.end ?? master.length.end(from: master.start),
                               instance: nil)].filter { $0.days.overlaps(days) }
        }
        if isPlain { return plainOccurrences(in: days) }
        var result: [EventOccurrence] = []
        var seen = Set<Int>()
        let excluded = exclusions(near: days)
        for (start, length) in instanceStarts(near: days) where result.count < Self.instanceLimit {
            let id = start.identity
            guard seen.insert(id).inserted, !excluded.contains(id), overrides[id] == nil else { continue }
            let instance: EventOccurrence
            if let change = laterChanges.last(where: { $0.id <= id })?.content, let changeID = change.recurrenceID {
                let moved = Self.start(start, shiftedLike: change.start, from: changeID)
                instance = occurrence(of: change, start: moved, end: change.length.end(from: moved), instance: start.asRecurrenceID)
            } else {
                instance = occurrence(of: master, start: start, end: length.end(from: start), instance: start.asRecurrenceID)
            }
            if instance.days.overlaps(days) { result.append(instance) }
        }
        // Overrides stand on their own days, wherever the instance they replace was.
        for (id, override) in overrides where !staleOverrides.contains(id) {
            let instance = occurrence(of: override, start: override.start, end: override.end ?? override.length.end(from: override.start),
                                      instance: override.recurrenceID?.asRecurrenceID)
            if instance.days.overlaps(days) { result.append(instance) }
        }
        return result
    }

    /// One rule of at most an instance a day, and nothing else that adds,
    /// removes or changes instances: most series of real calendars.
    private lazy var isPlain: Bool = master.rules.count == 1 && master.rules[0].givesAtMostOnePerDay && master.exceptionRules.isEmpty
        && master.extraDates.isEmpty && master.excludedDates.isEmpty && overrides.isEmpty

    /// `occurrences(in:)` for a plain series, without the bookkeeping
    /// that exceptions and overrides need.
    private func plainOccurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
        let margin = 2 + master.length.daysCovered
        let lower = LocalDateTime(date: days.lowerBound.adding(days: -margin))
        let upper = LocalDateTime(date: days.upperBound.adding(days: 2), secondsOfDay: 86_399)
        var starts = master.rules[0].starts(from: lower, through: upper)
        // DTSTART is the first instance even where the rule does not give it.
        if master.start.wall >= lower, master.start.wall <= upper, starts.first?.wall != master.start.wall {
            starts.insert(master.start, at: 0)
        }
        var result: [EventOccurrence] = []
        for start in starts where result.count < Self.instanceLimit {
            let instance = occurrence(of: master, start: start, end: master.length.end(from: start), instance: start.asRecurrenceID)
            if instance.days.overlaps(days) { result.append(instance) }
        }
        return result
    }

    /// A later instance's start moved as a THISANDFUTURE override moved
    /// its own: by the same wall-clock time when both are of one kind
    /// (10:00 instead of 09:00 for all later ones), else by the same
    /// number of seconds.
    private static func start(_ start: EventTime, shiftedLike changed: EventTime, from original: EventTime) -> EventTime {
        guard changed.kind != original.kind, let from = original.instant, let to = changed.instant, let instant = start.instant else {
            return EventTime(wall: start.wall.adding(seconds: original.wall.seconds(until: changed.wall)), kind: start.kind)
        }
        let moved = instant + (to - from)
        let day = moved >= 0 ? moved / 86_400 : (moved - 86_399) / 86_400
        return EventTime(wall: LocalDateTime(date: CivilDate(dayNumber: day), secondsOfDay: moved - day * 86_400), kind: .utc)
    }

    /// How many days a THISANDFUTURE override moves instances by, at most.
    private var laterChangeReach: Int {
        laterChanges.map { change -> Int in
            guard let original = change.content.recurrenceID else { return 0 }
            return abs(original.wall.seconds(until: change.content.start.wall)) / 86_400 + 1 + change.content.length.daysCovered
        }.max() ?? 0
    }

    /// Candidate starts with their lengths: from a day or two before the
    /// window (zones differ by less) less the longest length, to after it.
    private func instanceStarts(near days: ClosedRange<CivilDate>) -> [(EventTime, EventLength)] {
        let lengths = [master.length] + master.extraDates.compactMap(\.length)
        let margin = 2 + (lengths.map(\.daysCovered).max() ?? 0) + laterChangeReach
        let lower = LocalDateTime(date: days.lowerBound.adding(days: -margin))
        let upper = LocalDateTime(date: days.upperBound.adding(days: 2 + laterChangeReach), secondsOfDay: 86_399)
        var starts: [(EventTime, EventLength)] = []
        for rule in master.rules {
            starts += rule.starts(from: lower, through: upper).map { ($0, master.length) }
        }
        // DTSTART is always the first instance (RFC 5545 3.8.5.3), even where
        // the rule itself would not give it.
        if master.start.wall >= lower, master.start.wall <= upper { starts.append((master.start, master.length)) }
        for extra in master.extraDates where extra.start.local.date >= lower.date.adding(days: -2) && extra.start.local.date <= upper.date {
            starts.append((extra.start, extra.length ?? master.length))
        }
        return starts.sorted { $0.0.wall < $1.0.wall }
    }

    private func exclusions(near days: ClosedRange<CivilDate>) -> Set<Int> {
        var excluded = Set(master.excludedDates.map(instanceIdentity))
        let lower = LocalDateTime(date: days.lowerBound.adding(days: -(3 + master.length.daysCovered + laterChangeReach)))
        let upper = LocalDateTime(date: days.upperBound.adding(days: 3 + laterChangeReach))
        for rule in master.exceptionRules { excluded.formUnion(rule.starts(from: lower, through: upper).map(\.identity)) }
        return excluded
    }

    private func occurrence(of content: EventContent, start: EventTime, end: EventTime, instance: RecurrenceID?) -> EventOccurrence {
        let startInstant = start.instant, endInstant = end.instant
        var occurrence = EventOccurrence(calendar: calendar, uid: content.uid, recurrenceID: nil, summary: content.summary,
                                         isAllDay: start.isDate, start: start.local(at: startInstant), end: end.local(at: endInstant))
        occurrence.instance = instance
        occurrence.attendance = content.attendance
        if let startInstant, let endInstant { occurrence.instants = .init(start: startInstant, end: endInstant) }
        return occurrence
    }
}
