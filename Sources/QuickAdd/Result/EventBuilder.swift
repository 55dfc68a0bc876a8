import CalendarCore

/// The event the phrases describe, or the first reason there is none.
struct EventBuilder {
    typealias Found = EventAssembly.Found

    let found: [Found]
    let context: QuickAddContext
    /// The half of the day the text's words say (`tonight`, `아침`), for
    /// hours typed without one.
    var dayPart: Clock.Meridiem?

    /// A repeat of more is refused: 10,000 daily instances are 27 years.
    static let largestCount = 10_000

    /// `saidMore`: the text said something besides phrases and the title
    /// (a place), so an empty title is asked for, not the whole event.
    func event(title: String, saidMore: Bool = false) throws(QuickAddRefusal) -> QuickAddEvent {
        let day = try one(.day) { if case .date(_, false) = $0 { true } else if case .dateRange = $0 { true } else { false } }
        let repeatFound = try one(.repeatRule) { if case .repeatRule = $0 { true } else { false } }
        let time = try one(.time) { if case .time = $0 { true } else if case .timeRange = $0 { true } else { false } }
        let endTime = try one(.endTime) { if case .endTime = $0 { true } else { false } }
        let length = try one(.length) { if case .length = $0 { true } else { false } }
        // Saying all day twice says nothing else.
        let allDay = found.first { $0.construct == .allDay }
        let until = try one(.endOfRepeat) { if case .until = $0 { true } else if case .date(_, true) = $0 { true } else { false } }
        let count = try one(.count) { if case .count = $0 { true } else { false } }
        let alarm = try one(.alarm) { if case .alarm = $0 { true } else { false } }
        let calendar = try one(.calendar) { if case .calendar = $0 { true } else { false } }
        let zone = try one(.zone) { if case .zone = $0 { true } else { false } }

        var phrase: RepeatPhrase?
        if let repeatFound, case .repeatRule(let said) = repeatFound.construct { phrase = said }
        if phrase?.impliedDate != nil || phrase?.lunar != nil, let repeatFound, let day { throw both(repeatFound, day, .day) }
        try checkTogether(phrase: phrase, repeatFound: repeatFound, time: time, endTime: endTime, length: length, allDay: allDay,
                          day: day, until: until, count: count)

        // The days: typed, named by the repeat, or the context's.
        var run = context.days
        switch day?.construct {
        case .date(let date, _)?: run = date...date
        case .dateRange(let first, let last)?: run = first...last
        default: if let implied = phrase?.impliedDate { run = implied...implied }
        }
        var timing: EventDraft.Timing
        var days = 1
        if let time {
            timing = try timed(time, endTime: endTime, length: length, on: run.lowerBound)
            days = run.lowerBound.days(until: run.upperBound) + 1
        } else {
            var last = run.upperBound
            if let length, case .length(let said) = length.construct {
                guard said.seconds >= 86_400 else { throw QuickAddRefusal(.noLength(length.typed), range: length.range) }
                last = run.lowerBound.adding(days: said.seconds / 86_400 - 1)
            }
            timing = .allDay(first: run.lowerBound, last: last)
        }

        var recurrence: RecurrencePattern?
        var ruleText: String?
        if let phrase, let repeatFound {
            guard days == 1 else {
                throw QuickAddRefusal(.repeatOnEachDay(repeatFound.typed, days: days), range: repeatFound.range)
            }
            if let lunar = phrase.lunar {
                (ruleText, timing) = try lunarAnchored(lunar, timing: timing, found: repeatFound, until: until, count: count)
            } else {
                (recurrence, timing) = try RepeatBuilder(phrase: phrase, found: repeatFound, weekStart: context.firstWeekday)
                    .anchored(timing: timing, until: until, count: count)
            }
        }
        try checkRange(timing, recurrence: recurrence)
        let calendarName = try calendar.map { found throws(QuickAddRefusal) in try calendarNamed(found) }
        guard !title.isEmpty else {
            throw QuickAddRefusal(found.isEmpty && !saidMore ? .typeTheEvent : .giveTheEventATitle)
        }
        var minutes: Int?
        if case .alarm(let value)? = alarm?.construct { minutes = value }
        var zoneName: String?
        if case .zone(let name)? = zone?.construct { zoneName = name }
        return QuickAddEvent(title: title, timing: timing, days: days, zone: zoneName, recurrence: recurrence,
                             calendar: calendarName, alarmMinutesBefore: minutes,
                             assumedHours: found.filter(\.assumesHalfOfDay).map(\.range), ruleText: ruleText,
                             lunar: ruleText == nil ? nil : phrase?.lunar)
    }

    // MARK: What goes together

    private func checkTogether(phrase: RepeatPhrase?, repeatFound: Found?, time: Found?, endTime: Found?, length: Found?,
                               allDay: Found?, day: Found?, until: Found?, count: Found?) throws(QuickAddRefusal) {
        if let until, let count { throw QuickAddRefusal(.untilAndCount(until.typed, count.typed), range: count.range) }
        if phrase == nil, let until {
            throw QuickAddRefusal(.untilWithoutRepeat(until.typed), range: until.range)
        }
        if phrase == nil, let count { throw QuickAddRefusal(.countWithoutRepeat(count.typed), range: count.range) }
        if let allDay, let timed = time ?? endTime {
            throw QuickAddRefusal(.allDayOrTime(allDay.typed, timed.typed), range: timed.range)
        }
        if let endTime {
            if let time, case .timeRange = time.construct { throw both(time, endTime, .end) }
            if let length { throw both(length, endTime, .end) }
            if time == nil { throw QuickAddRefusal(.endNeedsStart(endTime.typed), range: endTime.range) }
        }
        guard let length, case .length(let said) = length.construct else { return }
        if let time, case .timeRange = time.construct { throw both(time, length, .end) }
        if time == nil, !said.isWholeDays {
            throw QuickAddRefusal(.lengthNeedsStart(length.typed), range: length.range)
        }
        if time == nil, let day, case .dateRange = day.construct { throw both(day, length, .days) }
        if phrase != nil, said.hasWeeks {
            throw QuickAddRefusal(.weeksWithRepeat(length.typed), range: length.range)
        }
    }

    private func timed(_ time: Found, endTime: Found?, length: Found?, on date: CivilDate) throws(QuickAddRefusal) -> EventDraft.Timing {
        var start: Int
        var finish: Int
        var endFrom = time
        switch time.construct {
        case .timeRange(let s, let e): (start, finish) = (s, e)
        case .time(let s):
            start = s
            if let endTime, case .endTime(let e) = endTime.construct {
                finish = e
                endFrom = endTime
            } else if let length, case .length(let said) = length.construct {
                guard said.seconds > 0 else { throw QuickAddRefusal(.noLength(length.typed), range: length.range) }
                finish = s + said.seconds
            } else {
                finish = s + context.defaultLengthMinutes * 60
            }
        default: preconditionFailure("not a time")
        }
        if time.assumesHalfOfDay {
            let shift = assumedShift(start: start)
            (start, finish) = ((start + shift) % 86_400, (finish + shift) % 86_400)
        }
        if finish == start {
            throw QuickAddRefusal(.endsWhenItStarts(endFrom.typed), range: endFrom.range)
        }
        if finish < start { finish += 86_400 }   // 22:00-01:00 ends the next day
        let begin = LocalDateTime(date: date, secondsOfDay: start)
        return .timed(start: begin, end: begin.adding(seconds: finish - start))
    }

    /// A yearly lunar repeat (`매년 음력 3월 3일`): the event moves to the
    /// lunar day's next solar day on or after the day it was typed for, and
    /// repeats by RFC 7529's rule (COUNT may end it; UNTIL is refused here:
    /// the `e` form's repeat line takes any rule).
    private func lunarAnchored(_ lunar: LunarDay, timing: EventDraft.Timing, found: Found, until: Found?, count: Found?)
        throws(QuickAddRefusal) -> (String, EventDraft.Timing) {
        if let until {
            throw QuickAddRefusal(.lunarUntil(until.typed), range: until.range)
        }
        var rule = lunar.ruleText
        if let count, case .count(let times) = count.construct {
            guard (1...Self.largestCount).contains(times) else {
                throw QuickAddRefusal(.countOutOfRange(count.typed, largest: Self.largestCount), range: count.range)
            }
            rule += ";COUNT=\(times)"
        }
        let start: CivilDate
        switch timing {
        case .allDay(let first, _): start = first
        case .timed(let begin, _): start = begin.date
        }
        guard let first = lunar.next(onOrAfter: start) else { throw QuickAddRefusal(.noLunarDayNear(found.typed), range: found.range) }
        let shift = start.days(until: first)
        switch timing {
        case .allDay(let a, let b): return (rule, .allDay(first: a.adding(days: shift), last: b.adding(days: shift)))
        case .timed(let a, let b): return (rule, .timed(start: a.shifted(days: shift), end: b.shifted(days: shift)))
        }
    }

    /// How far an assumed hour moves (0 or ±12 hours): to the half of the
    /// day the text's words say, then to the other half when the preview's
    /// Tab flipped it.
    private func assumedShift(start: Int) -> Int {
        let halfDay = 43_200
        var moved = start
        if dayPart == .pm, moved < halfDay { moved += halfDay }
        if dayPart == .am, moved >= halfDay { moved -= halfDay }
        if context.flipsAssumedHours { moved += moved < halfDay ? halfDay : -halfDay }
        return (moved - start + 86_400) % 86_400
    }

    /// Every day of the event and of its repeat within years 1 to 9999.
    private func checkRange(_ timing: EventDraft.Timing, recurrence: RecurrencePattern?) throws(QuickAddRefusal) {
        let (first, last): (CivilDate, CivilDate)
        switch timing {
        case .allDay(let a, let b): (first, last) = (a, b)
        case .timed(let a, let b): (first, last) = (a.date, b.date)
        }
        guard first >= CivilDate.first else { throw QuickAddRefusal(.beforeFirstDay(first)) }
        guard first <= CivilDate.last else { throw QuickAddRefusal(.pastLastDay(first)) }
        guard last <= CivilDate.last else { throw QuickAddRefusal(.endsPastLastDay) }
        if let until = recurrence?.until, !until.date.isSupported { throw QuickAddRefusal(.repeatEndsPastLastDay) }
    }

    private func calendarNamed(_ found: Found) throws(QuickAddRefusal) -> String {
        guard case .calendar(let name) = found.construct else { preconditionFailure("not a calendar") }
        let key = { (text: String) in QuickAdd.calendarKey(text) }
        let exact = context.calendars.filter { $0 == name }
        if exact.count == 1 { return exact[0] }
        let matching = context.calendars.filter { key($0) == key(name) }
        if matching.count == 1 { return matching[0] }
        guard matching.isEmpty else {
            throw QuickAddRefusal(.ambiguousCalendar(found.typed, names: matching), range: found.range)
        }
        guard !context.calendars.isEmpty else {
            throw QuickAddRefusal(.noCalendars(name), range: found.range)
        }
        let listed = context.calendars.prefix(6).joined(separator: ", ") + (context.calendars.count > 6 ? ", …" : "")
        throw QuickAddRefusal(.noCalendarNamed(name, listed: listed), range: found.range)
    }

    // MARK: Helpers

    /// The one phrase of a kind, or a refusal when two give it.
    private func one(_ what: QuickAddRefusal.Part, _ test: (Construct) -> Bool) throws(QuickAddRefusal) -> Found? {
        let all = found.filter { test($0.construct) }
        if all.count > 1 { throw both(all[0], all[1], what) }
        return all.first
    }

    private func both(_ first: Found, _ second: Found, _ what: QuickAddRefusal.Part) -> QuickAddRefusal {
        let (a, b) = first.range.lowerBound <= second.range.lowerBound ? (first, second) : (second, first)
        return QuickAddRefusal(.twice(a.typed, b.typed, what), range: b.range)
    }
}
