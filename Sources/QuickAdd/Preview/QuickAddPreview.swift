import CalendarCore

/// The one line under the add prompt: what will be written, or why
/// nothing can be.
///
///     Tue 24 Nov · 15:00–16:00 · Lunch with Ann · at Café Mia · every 2 weeks on Tuesday · #Work · alarm 10 min before
///     Thu 26 Nov · 10:00–11:00 · half of the day assumed (Tab: 22:00–23:00) · Review · #Personal
///     11월 24일 (화) · 15:00–16:00 · 점심 · 매주 화요일 · #Work · 10분 전 알림
///     ✗ '25:00' is not a time: hours are 00 to 23
public enum QuickAddPreview {
    public struct Segment: Equatable, Sendable {
        public enum Role: Equatable, Sendable {
            case day, time, title, location, repeatRule, calendar, alarm, separator
            /// An hour whose half of the day was assumed, and what Tab makes it.
            case assumption
            /// Why the text cannot be added.
            case refusal
        }

        public var text: String
        public var role: Role

        public init(_ text: String, _ role: Role) {
            self.text = text
            self.role = role
        }
    }

    /// The line for `parse`, at most `columns` wide as `width` measures a
    /// character on screen (the UI passes its `DisplayWidth.of`): a long
    /// title is shortened first, then the end of the line, each with "…".
    public static func line(for parse: QuickAddParse, language: CalendarLanguage, today: CivilDate, columns: Int,
                            width: (Character) -> Int) -> [Segment] {
        fitted(segments(for: parse, language: language, today: today), columns: columns, width: width)
    }

    /// The line's segments before fitting. `calendar`: where an event with
    /// no `#name` goes, named too; `flipped`: the event as Tab would make
    /// it, said beside an assumed hour.
    public static func segments(for parse: QuickAddParse, language: CalendarLanguage, today: CivilDate, calendar: String? = nil,
                                flipped: QuickAddEvent? = nil) -> [Segment] {
        let event: QuickAddEvent
        switch parse.outcome {
        case .failure(let refusal): return [Segment("✗ " + refusal.said(in: language), .refusal)]
        case .success(let found): event = found
        }
        let words = DayWords(language: language, today: today)
        let (days, time) = words.when(event.timing, days: event.days, zone: event.zone)
        var parts = [Segment(days, .day), Segment(time, .time)]
        if !event.assumedHours.isEmpty, let flipped {
            parts.append(Segment(words.assumed(flippedTo: words.when(flipped.timing, days: flipped.days, zone: flipped.zone).time), .assumption))
        }
        parts.append(Segment(event.title, .title))
        if let location = event.location { parts.append(Segment(words.place(location), .location)) }
        if let recurrence = event.recurrence {
            let start: CivilDate
            switch event.timing {
            case .allDay(let first, _): start = first
            case .timed(let begin, _): start = begin.date
            }
            parts.append(Segment(recurrence.description(in: language, startingOn: start), .repeatRule))
        }
        if let lunar = event.lunar { parts.append(Segment(words.lunarRepeat(lunar, from: event.timing), .repeatRule)) }
        if let name = event.calendar ?? calendar { parts.append(Segment("#" + name, .calendar)) }
        if let minutes = event.alarmMinutesBefore { parts.append(Segment(words.alarm(minutesBefore: minutes), .alarm)) }
        var line: [Segment] = []
        for part in parts {
            if !line.isEmpty { line.append(Segment(" · ", .separator)) }
            line.append(part)
        }
        return line
    }

    /// Shortens the title to what is left of `columns` (at least a few
    /// columns of it), then cuts the line's end.
    static func fitted(_ line: [Segment], columns: Int, width: (Character) -> Int) -> [Segment] {
        func measure(_ text: String) -> Int { text.reduce(0) { $0 + width($1) } }
        var line = line
        var total = line.reduce(0) { $0 + measure($1.text) }
        guard total > columns else { return line }
        if let index = line.firstIndex(where: { $0.role == .title }) {
            let title = measure(line[index].text)
            let kept = max(min(title, 8), title - (total - columns))
            if kept < title {
                line[index].text = cut(line[index].text, to: kept, width: width)
                total = line.reduce(0) { $0 + measure($1.text) }
            }
        }
        guard total > columns else { return line }
        var result: [Segment] = []
        var used = 0
        for (index, segment) in line.enumerated() {
            let size = measure(segment.text)
            // Room for the "…" that says more follows.
            let room = columns - used - (index == line.count - 1 ? 0 : 1)
            if size <= room {
                result.append(segment)
                used += size
                continue
            }
            var piece = segment
            piece.text = cut(segment.text, to: columns - used, width: width, always: true)
            if !piece.text.isEmpty { result.append(piece) }
            break
        }
        return result
    }

    /// The longest start of `text` that fits in `columns` with "…" after
    /// it; `text` itself when it fits, unless `always` (more followed).
    private static func cut(_ text: String, to columns: Int, width: (Character) -> Int, always: Bool = false) -> String {
        guard always || text.reduce(0, { $0 + width($1) }) > columns else { return text }
        guard columns > 0 else { return "" }
        var kept = "", used = 0
        for character in text {
            let size = width(character)
            if used + size > columns - 1 { break }
            kept.append(character)
            used += size
        }
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }
}
