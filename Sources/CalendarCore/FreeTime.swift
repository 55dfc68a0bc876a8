/// Free time: the parts of some windows that no busy span covers, on
/// instants (seconds since 1970), so that a day summer time shortens is
/// measured as the hours it has. The caller turns wall clocks into
/// instants and back.
public enum FreeTime {
    /// From `start` up to, not including, `end`.
    public struct Span: Hashable, Sendable, CustomStringConvertible {
        public var start: Int
        public var end: Int

        public init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }

        public var seconds: Int { end - start }
        public var description: String { "\(start)..<\(end)" }
    }

    /// The free parts of `windows` at least `length` seconds long, in
    /// order. Windows that overlap or touch count as one stretch; busy
    /// spans may overlap, touch, be empty or lie outside every window.
    public static func slots(in windows: [Span], busy: [Span], atLeast length: Int) -> [Span] {
        let open = merged(windows), taken = merged(busy)
        var found: [Span] = []
        var next = 0
        for window in open {
            // Busy spans ending at or before the window's start cannot cut it.
            while next < taken.count, taken[next].end <= window.start { next += 1 }
            var cursor = window.start, index = next
            while index < taken.count, taken[index].start < window.end {
                if taken[index].start - cursor >= max(length, 1) { found.append(Span(start: cursor, end: taken[index].start)) }
                cursor = max(cursor, taken[index].end)
                index += 1
            }
            if window.end - cursor >= max(length, 1) { found.append(Span(start: cursor, end: window.end)) }
        }
        return found
    }

    /// The spans joined where they overlap or touch, in order; empty ones dropped.
    static func merged(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        for span in spans.filter({ $0.end > $0.start }).sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            if let last = result.last, span.start <= last.end {
                result[result.count - 1].end = max(last.end, span.end)
            } else {
                result.append(span)
            }
        }
        return result
    }
}

extension FreeTime {
    /// Hours of each day to look in: `09:00-18:00` as seconds of the day;
    /// an end at or before the start runs into the next day (`22:00-02:00`).
    public struct Hours: Hashable, Sendable {
        public var start: Int
        public var end: Int

        public init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }

        /// `09:00-18:00` (also `9-18`, `9:30–17`), or nil.
        public static func parse(_ text: String) -> Hours? {
            let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map(String.init)
            guard parts.count == 2, let start = seconds(parts[0]), let end = seconds(parts[1]), start < 86_400 else { return nil }
            return Hours(start: start, end: end)
        }

        /// `9`, `09`, `9:30`, `24:00` as seconds of the day.
        private static func seconds(_ text: String) -> Int? {
            let pieces = text.filter { $0 != " " }.split(separator: ":", omittingEmptySubsequences: false)
            guard (1...2).contains(pieces.count), pieces.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) }),
                  let hour = Int(pieces[0]), let minute = pieces.count == 2 ? Int(pieces[1]) : 0,
                  (0...24).contains(hour), (0..<60).contains(minute), hour * 60 + minute <= 1440 else { return nil }
            return (hour * 60 + minute) * 60
        }
    }

    /// The windows to look in from `first` through `last`: each day's
    /// `hours` (the whole day when nil), Monday to Friday only with
    /// `weekdaysOnly` (and then not on a day `isHoliday` names), as
    /// instants by `instant`.
    public static func windows(from first: CivilDate, through last: CivilDate, hours: Hours?, weekdaysOnly: Bool,
                               isHoliday: (CivilDate) -> Bool = { _ in false }, instant: (LocalDateTime) -> Int) -> [Span] {
        guard first <= last else { return [] }
        var spans: [Span] = []
        var day = first
        while day <= last {
            defer { day = day.adding(days: 1) }
            if weekdaysOnly, day.weekday == .saturday || day.weekday == .sunday || isHoliday(day) { continue }
            let (startDay, startSeconds, endDay, endSeconds): (CivilDate, Int, CivilDate, Int)
            if let hours {
                let ends = hours.end <= hours.start ? day.adding(days: 1) : day
                (startDay, startSeconds) = (day, hours.start)
                (endDay, endSeconds) = hours.end >= 86_400 ? (ends.adding(days: 1), hours.end - 86_400) : (ends, hours.end)
            } else {
                (startDay, startSeconds, endDay, endSeconds) = (day, 0, day.adding(days: 1), 0)
            }
            spans.append(Span(start: instant(LocalDateTime(date: startDay, secondsOfDay: startSeconds)),
                              end: instant(LocalDateTime(date: endDay, secondsOfDay: endSeconds))))
        }
        return spans
    }

    /// The time `occurrences` make busy for a person with `addresses`:
    /// every one not transparent and not declined by them. `instant` reads
    /// the times that name no instant (floating times, dates).
    public static func busy(_ occurrences: [EventOccurrence], addresses: Set<String>, instant: (LocalDateTime) -> Int) -> [Span] {
        occurrences.filter { $0.isBusy(for: addresses) }.map { occurrence in
            Span(start: occurrence.instants?.start ?? instant(occurrence.start), end: occurrence.instants?.end ?? instant(occurrence.end))
        }
    }
}

