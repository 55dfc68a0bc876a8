import CalendarCore
import InterfaceWords
import QuickAdd

/// `e`: an event's parts, each in a line of its own: the title as it is
/// (never read for dates), when (read as the quick add reads it), the
/// repeat, the alarms, where, notes and whether it shows as busy. A field
/// left as it was changes nothing in the file.
public struct EventForm: Equatable, Sendable {
    public enum Field: Int, CaseIterable, Sendable {
        case title, when, repeats, asDates, alarms, location, notes, busy

        func label(_ words: EventWords) -> String {
            switch self {
            case .title: words.titleField
            case .when: words.whenField
            case .repeats: words.repeatField
            case .asDates: words.asDatesField
            case .alarms: words.alarmField
            case .location: words.whereField
            case .notes: words.notesField
            case .busy: words.busyField
            }
        }
    }

    public var occurrence: EventOccurrence
    public var scope: EventScope
    public internal(set) var lines: [Field: PromptLine] = [:]
    /// What each field held when it was filled.
    var original: [Field: String] = [:]
    /// Fields that cannot be changed here, and why (shown in their place).
    public internal(set) var locked: [Field: String] = [:]
    public internal(set) var focus: Field = .title
    public var error: String?
    /// A write was refused because the event changed on disk: the next
    /// reading gives the form the event as it is now (what was typed stays).
    public var stale = false

    init(occurrence: EventOccurrence, scope: EventScope, words: EventWords) {
        self.occurrence = occurrence
        self.scope = scope
        fill(.title, occurrence.title)
        fill(.when, Self.whenText(of: occurrence, scope: scope, words: words))
        // TRANSP as read (an all-day event without one is free).
        fill(.busy, occurrence.attendance?.isTransparent == true ? words.busyNo : words.busyYes)
        for field in [Field.repeats, .alarms, .location, .notes] { locked[field] = words.readingTheFile }
        if isInstance { locked[.repeats] = words.instanceRepeatsWithSeries }
    }

    /// The fields shown, in order: `as dates` only for a repeat in another
    /// calendar (a lunar birthday), the one kind others may not read.
    public var fields: [Field] { Field.allCases.filter { $0 != .asDates || repeatsInAnotherCalendar } }

    /// The event's rule has an RSCALE (read with its details).
    var repeatsInAnotherCalendar = false

    /// One instance of a series: its own day, no repeat of its own.
    var isInstance: Bool { occurrence.recurrenceID != nil && scope == .this }
    /// The whole of a series: it keeps its days (`m` moves them).
    var isSeries: Bool { occurrence.recurrenceID != nil && scope == .all }

    private mutating func fill(_ field: Field, _ text: String) {
        lines[field] = PromptLine(text: text)
        original[field] = text
    }

    func text(_ field: Field) -> String { lines[field]?.text ?? "" }
    func changed(_ field: Field) -> Bool { locked[field] == nil && text(field) != original[field] }

    /// The details read from the file fill the fields that wait for them
    /// (a field already typed in keeps what was typed).
    mutating func adopt(_ details: EventDetails, words: EventWords) {
        guard locked[.location] != nil else { return }
        for field in [Field.location, .notes] { locked[field] = nil }
        fill(.location, details.location ?? "")
        // A line of its own per line of the notes is more than a form has:
        // a line break is shown, and typed, as \n.
        fill(.notes, (details.notes ?? "").replacingOccurrences(of: "\n", with: "\\n"))
        if let minutes = details.alarmMinutesBefore {
            locked[.alarms] = nil
            fill(.alarms, minutes.map(Self.durationText).joined(separator: ", "))
        } else {
            locked[.alarms] = words.alarmsElsewhere(details.alarms.joined(separator: ", "))
        }
        if !isInstance {
            locked[.repeats] = nil
            fill(.repeats, details.repeatRule ?? "")
            repeatsInAnotherCalendar = details.repeatRule?.uppercased().contains("RSCALE=") == true
            fill(.asDates, details.extraDates > 0 ? words.busyYes : words.busyNo)
        }
    }

    @discardableResult
    mutating func edit(_ edit: LineEdit) -> Bool {
        guard locked[focus] == nil, var line = lines[focus] else { return false }
        let cut = line.apply(edit)
        if line.text != lines[focus]?.text { error = nil }
        lines[focus] = line
        return cut
    }

    /// Tab / ↓ (+1), ↑ (-1): the next or previous field, round.
    mutating func moveFocus(by step: Int) {
        let all = fields
        let index = all.firstIndex(of: focus) ?? 0
        focus = all[((index + step) % all.count + all.count) % all.count]
    }

    // MARK: Words

    /// `2026-11-21 19:00-21:00`, `2026-11-26 for 3 days`, `2026-11-21`;
    /// for a whole series only the times (`19:00-21:00`, `all day`): a
    /// series keeps its days. In the run's words, which quick add reads.
    static func whenText(of occurrence: EventOccurrence, scope: EventScope, words: EventWords) -> String {
        let series = occurrence.recurrenceID != nil && scope == .all
        let first = occurrence.start.date
        if occurrence.isAllDay {
            let days = first.days(until: max(first, occurrence.end.date.adding(days: -1))) + 1
            let length = days > 1 ? " " + words.whenForDays(days) : ""
            return series ? words.whenAllDay + length : first.description + length
        }
        let minutes = (occurrence.end.date.dayNumber - first.dayNumber) * 1440
            + (occurrence.end.secondsOfDay - occurrence.start.secondsOfDay) / 60
        let start = AppState.clockText(occurrence.start.secondsOfDay / 60)
        // An end past the next day's start time cannot be written as a range.
        let times = minutes < 1440 ? start + "-" + AppState.clockText(occurrence.end.secondsOfDay / 60)
            : start + " " + words.whenForLength(minutes)
        return series ? times : first.description + " " + times
    }

    /// `10m`, `1h`, `1h30m`, `2d`.
    static func durationText(_ minutes: Int) -> String { MinutesText.text(minutes) }
}

// MARK: Reading the form

extension AppState {
    /// What the form's `when` and `repeat` read as, with the parts of the
    /// text that belong to each: the quick add reads them together (a new
    /// repeat starts on its first day, as when adding).
    func formParse(_ form: EventForm) -> (parse: QuickAddParse, when: Range<Int>, repeats: Range<Int>) {
        let when = form.text(.when)
        let repeats = form.changed(.repeats) && !Self.isRule(form.text(.repeats)) ? form.text(.repeats) : ""
        // The title goes in quotes: nothing typed in these fields is a title.
        let text = when + " " + repeats + " \"_\""
        let day = form.occurrence.start.date
        let parse = quickAdd(text, on: day...day)
        let whenRange = 0..<when.count, repeatRange = (when.count + 1)..<(when.count + 1 + repeats.count)
        return (parse, whenRange, repeatRange)
    }

    /// `FREQ=…`: an RRULE typed (or left) as written.
    static func isRule(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).uppercased().hasPrefix("FREQ=")
    }

    /// The change Enter makes, or why the form is refused (nil: nothing changed).
    func formDraft(_ form: EventForm) throws(EventInputError) -> EventDraft? {
        let occurrence = form.occurrence
        let reference = EventReference(collection: "", occurrence: occurrence)
        var title = form.text(.title).trimmingCharacters(in: .whitespaces)
        // The title as shown ("(no title)", line breaks as spaces) left as it
        // was keeps the summary as it is.
        if title == occurrence.title { title = occurrence.summary }
        guard !title.isEmpty || occurrence.summary.isEmpty else { throw EventInputError(words.events.titleEmpty) }

        var timing = reference.timing
        var details = DetailsChange()
        if form.changed(.when) || (form.changed(.repeats) && !Self.isRule(form.text(.repeats))) {
            let (parse, whenRange, repeatRange) = formParse(form)
            for span in parse.spans where span.role != .literal {
                let words = String(Array(parse.text)[span.range])
                let inWhen = whenRange.contains(span.range.lowerBound)
                let allowed: Set<QuickAddSpan.Role> = inWhen ? (form.isSeries ? [.time, .length, .allDay] : [.date, .time, .length, .allDay])
                    : repeatRange.contains(span.range.lowerBound) ? [.repeatRule] : []
                guard allowed.contains(span.role) else {
                    if inWhen, form.isSeries, span.role == .date {
                        throw EventInputError(self.words.events.seriesKeepsDays(words))
                    }
                    if span.role == .zone { throw EventInputError(self.words.events.zoneIsOwn(words)) }
                    let events = self.words.events
                    throw EventInputError(inWhen ? events.notADayOrTime(words, events.whenField) : events.notARepeat(words, events.repeatField))
                }
            }
            let event: QuickAddEvent
            switch parse.outcome {
            case .failure(let refusal): throw EventInputError(refusal.said(by: self.words.refusals))
            case .success(let read): event = read
            }
            if form.changed(.when) || event.recurrence != nil { timing = event.timing }
            if form.changed(.repeats) { details.repeats = event.recurrence.map(RepeatChange.pattern) ?? RepeatChange.none }
            guard event.days <= 1 || event.recurrence != nil || event.isAllDay else {
                throw EventInputError(words.events.timedOnSeveralDays)
            }
        }
        if form.changed(.repeats), Self.isRule(form.text(.repeats)) {
            details.repeats = .rule(form.text(.repeats).trimmingCharacters(in: .whitespaces))
        }
        if form.changed(.alarms) { details.alarms = try alarmMinutes(form.text(.alarms)) }
        if form.changed(.location) { details.location = form.text(.location).trimmingCharacters(in: .whitespaces) }
        if form.changed(.notes) { details.notes = form.text(.notes).replacingOccurrences(of: "\\n", with: "\n") }
        if form.changed(.busy) { details.busy = try Self.busyAnswer(form.text(.busy), words: words.events) }
        if form.repeatsInAnotherCalendar, form.changed(.asDates) {
            guard !form.changed(.repeats) else { throw EventInputError(words.events.asDatesAfterRepeat) }
            details.ruleAsDates = try Self.asDatesAnswer(form.text(.asDates), words: words.events)
            details.datesFromYear = today.year
        }
        guard title != occurrence.summary || timing != reference.timing || !details.isEmpty else { return nil }
        return EventDraft(title: title, timing: timing, details: details.isEmpty ? nil : details)
    }

    /// The `as dates` field: no (the rule alone), yes (the rule and the
    /// next 20 years' dates), only (the dates alone, for khal).
    static func asDatesAnswer(_ text: String, words: EventWords) throws(EventInputError) -> RuleAsDates {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "no", "n", "아니오", "아니요": return .ruleOnly
        case "yes", "y", "also", "예", "네": return .ruleAndDates
        case "only", "dates", "날짜만": return .datesOnly
        default: throw EventInputError(words.asDatesAnswer(RuleAsDates.years))
        }
    }

    /// The `busy` field: yes (TRANSP:OPAQUE, the time is taken) or no
    /// (TRANSPARENT: shown, but the time stays free for `F` and `dal free`).
    static func busyAnswer(_ text: String, words: EventWords) throws(EventInputError) -> Bool {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "y", "busy", "예", "네": return true
        case "no", "n", "free", "아니오", "아니요": return false
        default: throw EventInputError(words.busyAnswer)
        }
    }

    /// `10m, 1h` (or `알림 10분 전`): minutes before the start each, as the
    /// quick add reads `remind 10m`; empty: no alarm.
    func alarmMinutes(_ text: String) throws(EventInputError) -> [Int] {
        var minutes: [Int] = []
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let phrase = item.hasPrefix("remind") || item.hasPrefix("알림") ? item : "remind " + item
            let parse = quickAdd("\"_\" " + phrase, on: today...today)
            guard let event = parse.event, let alarm = event.alarmMinutesBefore,
                  parse.spans.allSatisfy({ $0.role == .literal || $0.role == .alarm }) else {
                throw EventInputError(words.events.alarmNotRead(item))
            }
            minutes.append(alarm)
        }
        return minutes
    }
}

extension Overlay {
    /// The event the open edit form changes.
    var formOccurrence: EventOccurrence? {
        if case .eventForm(let form) = self { return form.occurrence }
        return nil
    }
}
