import CalendarCore
import Testing

/// `dal next --watch`'s reducer on a virtual clock (UTC): it prints a line
/// only when the line changes and asks to be woken only when it next
/// would, so an idle bar costs nothing between changes.
struct UpNextWatchTests {
    static let utc = UpNextWatch.LocalTime(day: { CivilDate(dayNumber: $0 / 86_400) },
                                           instant: { $0.date.dayNumber * 86_400 + $0.secondsOfDay })
    static let today = CivilDate(year: 2026, month: 11, day: 28)!

    static func at(_ hour: Int, _ minute: Int, _ second: Int = 0, day: CivilDate = today) -> Int {
        utc.instant(LocalDateTime(date: day, secondsOfDay: hour * 3600 + minute * 60 + second))
    }

    static func event(_ title: String, _ start: (Int, Int), _ end: (Int, Int), day: CivilDate = today) -> EventOccurrence {
        EventOccurrence(calendar: 0, uid: title, recurrenceID: nil, summary: title, isAllDay: false,
                        start: LocalDateTime(date: day, secondsOfDay: start.0 * 3600 + start.1 * 60),
                        end: LocalDateTime(date: day, secondsOfDay: end.0 * 3600 + end.1 * 60))
    }

    /// A line to the minute, as `dal next` shows a count down.
    static func minutes(_ upNext: UpNext, _ today: CivilDate, _ calendars: [CalendarInfo]) -> String {
        guard let event = upNext.event else { return "nothing" }
        return "\(event.summary) \(upNext.kind == .now ? "left" : "in") \(upNext.minutes)m"
    }

    /// A line to the hour, as `in 2d 3h` is.
    static func hours(_ upNext: UpNext, _ today: CivilDate, _ calendars: [CalendarInfo]) -> String {
        upNext.event.map { "\($0.summary) in \(upNext.minutes / 60)h" } ?? "nothing"
    }

    /// Starts a watch at `now` and answers its first load with `events`.
    static func started(_ events: [EventOccurrence], at now: Int, render: @escaping (UpNext, CivilDate, [CalendarInfo]) -> String)
        -> (UpNextWatch, [HeadlessEffect<UpNextWatch.Effect>]) {
        var watch = UpNextWatch(days: 7, time: utc, render: render)
        let asked = watch.apply(.started, now: now)
        guard case .calendar(.loadEvents(let days, let generation)) = asked.first else { Issue.record("no load: \(asked)"); return (watch, []) }
        #expect(days == today...today.adding(days: 6))
        let effects = watch.apply(.calendar(.eventsLoaded(EventWindow(days: days, occurrences: events, generation: generation))), now: now)
        return (watch, effects)
    }

    static func wake(_ effects: [HeadlessEffect<UpNextWatch.Effect>]) -> Int? {
        effects.compactMap { if case .wake(let at) = $0 { at } else { nil } }.last
    }

    static func shown(_ effects: [HeadlessEffect<UpNextWatch.Effect>]) -> [String] {
        effects.compactMap { if case .own(.show(let line)) = $0 { line } else { nil } }
    }

    @Test func theFirstLineIsShownAndTheWakeIsTheNextMinuteOfTheCountDown() {
        let (_, effects) = Self.started([Self.event("Dentist", (14, 10), (15, 0))], at: Self.at(13, 30, 20), render: Self.minutes)
        #expect(Self.shown(effects) == ["Dentist in 40m"])
        // 39m 40s to go reads "in 40m" until 13:31:00, when it is 39m.
        #expect(Self.wake(effects) == Self.at(13, 31))
    }

    /// Over two idle hours each wake-up prints exactly one new line: none
    /// is spent on a line that did not change.
    @Test(arguments: [true, false])
    func everyWakeUpPrintsAChangedLine(countsMinutes: Bool) {
        let events = [Self.event("Dentist", (14, 10), (15, 0)), Self.event("Review", (16, 0), (16, 30), day: Self.today.adding(days: 3))]
        let render = countsMinutes ? Self.minutes : Self.hours
        var (watch, effects) = Self.started(countsMinutes ? [events[0]] : [events[1]], at: Self.at(13, 0), render: render)
        var wakes = 0, lines = Self.shown(effects)
        while let next = Self.wake(effects), next <= Self.at(15, 0) {
            wakes += 1
            effects = watch.apply(.wallClock, now: next)
            let new = Self.shown(effects)
            #expect(new.count == 1 && new.first != lines.last, "woken at \(next) for \(new)")
            lines += new
        }
        // To the minute: each minute until 14:10, then each minute left
        // until 15:00, then nothing; to the hour: at 13:01 and 14:01 (the
        // Review is 75 hours ahead at 13:00, 74h 59m a minute later).
        #expect(wakes == (countsMinutes ? 70 + 50 : 2), "\(lines)")
        if countsMinutes { #expect(lines.last == "nothing") }
    }

    @Test func withNothingAheadItWakesAtMidnightForTheNextDaysOnly() {
        var (watch, effects) = Self.started([], at: Self.at(9, 0), render: Self.minutes)
        #expect(Self.shown(effects) == ["nothing"])
        let midnight = Self.at(0, 0, day: Self.today.adding(days: 1))
        #expect(Self.wake(effects) == midnight)
        effects = watch.apply(.wallClock, now: midnight)
        guard case .calendar(.loadEvents(let days, _)) = effects.first else { Issue.record("\(effects)"); return }
        #expect(days.lowerBound == Self.today.adding(days: 1))
    }

    @Test func changedFilesAreLoadedAgainAndOnlyANewLineIsPrinted() {
        var (watch, _) = Self.started([Self.event("Dentist", (14, 10), (15, 0))], at: Self.at(13, 30), render: Self.minutes)
        let asked = watch.apply(.calendar(.calendarsRead(generation: 2, problems: [])), now: Self.at(13, 30, 5))
        guard case .calendar(.loadEvents(let days, let generation)) = asked.first else { Issue.record("\(asked)"); return }
        #expect(generation == 2)
        // The same events again: no line; a moved one: its line.
        let same = watch.apply(.calendar(.eventsLoaded(EventWindow(days: days, occurrences: [Self.event("Dentist", (14, 10), (15, 0))],
                                                                   generation: 2))), now: Self.at(13, 30, 6))
        #expect(Self.shown(same).isEmpty)
        let moved = watch.apply(.calendar(.eventsLoaded(EventWindow(days: days, occurrences: [Self.event("Dentist", (14, 40), (15, 0))],
                                                                    generation: 2))), now: Self.at(13, 30, 7))
        #expect(Self.shown(moved) == ["Dentist in 70m"])
        // An answer of an older reading changes nothing.
        let stale = watch.apply(.calendar(.eventsLoaded(EventWindow(days: days, occurrences: [], generation: 1))), now: Self.at(13, 30, 8))
        #expect(stale.isEmpty)
    }
}
