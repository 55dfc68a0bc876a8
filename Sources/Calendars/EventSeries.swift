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

    var recurs: Bool { !rules.isEmpty || !extraDates.isEmpty }
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

    func addOverride(_ content: EventContent) {
        guard let id = content.recurrenceID else { return }
        overrides[id.identity] = content
    }

    /// Most instances one series gives for one window, whatever it holds.
    static let instanceLimit = 2_000

    /// The instances that cover a day of `days`.
    func occurrences(in days: ClosedRange<CivilDate>) -> [EventOccurrence] {
        guard !master.isCancelled else { return [] }
        guard master.recurs else {
            return [occurrence(of: master, start: master.start, end: master.end ?? master.length.end(from: master.start),
                               recurrenceID: nil)].filter { $0.days.overlaps(days) }
        }
        var result: [EventOccurrence] = []
        var seen = Set<Int>()
        let excluded = exclusions(near: days)
        for (start, length) in instanceStarts(near: days) where result.count < Self.instanceLimit {
            let id = start.identity
            guard seen.insert(id).inserted, !excluded.contains(id), overrides[id] == nil else { continue }
            let instance = occurrence(of: master, start: start, end: length.end(from: start), recurrenceID: start.recurrenceIDText)
            if instance.days.overlaps(days) { result.append(instance) }
        }
        // Overrides stand on their own days, wherever the instance they replace was.
        for override in overrides.values where !override.isCancelled {
            let instance = occurrence(of: override, start: override.start, end: override.end ?? override.length.end(from: override.start),
                                      recurrenceID: override.recurrenceID?.recurrenceIDText)
            if instance.days.overlaps(days) { result.append(instance) }
        }
        return result
    }

    /// Candidate starts with their lengths: from a day or two before the
    /// window (zones differ by less) less the longest length, to after it.
    private func instanceStarts(near days: ClosedRange<CivilDate>) -> [(EventTime, EventLength)] {
        let lengths = [master.length] + master.extraDates.compactMap(\.length)
        let margin = 2 + (lengths.map(\.daysCovered).max() ?? 0)
        let lower = LocalDateTime(date: days.lowerBound.adding(days: -margin))
        let upper = LocalDateTime(date: days.upperBound.adding(days: 2), secondsOfDay: 86_399)
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
        var excluded = Set(master.excludedDates.map(\.identity))
        let lower = LocalDateTime(date: days.lowerBound.adding(days: -(3 + master.length.daysCovered)))
        let upper = LocalDateTime(date: days.upperBound.adding(days: 3))
        for rule in master.exceptionRules { excluded.formUnion(rule.starts(from: lower, through: upper).map(\.identity)) }
        return excluded
    }

    private func occurrence(of content: EventContent, start: EventTime, end: EventTime, recurrenceID: String?) -> EventOccurrence {
        EventOccurrence(calendar: calendar, uid: content.uid, recurrenceID: recurrenceID, summary: content.summary,
                        isAllDay: start.isDate, start: start.local, end: end.local)
    }
}
