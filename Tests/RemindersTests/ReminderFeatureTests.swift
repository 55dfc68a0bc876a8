import CalendarCore
import Testing
import TestSupport
@testable import Reminders

/// `dal remind`'s reducer stepped event by event on a virtual clock: the
/// calendars' answers are made here from a list of firings, the way the
/// calendar worker answers `findAlarms`.
@Suite struct ReminderFeatureTests {
    typealias Effect = HeadlessEffect<ReminderFeature.Effect>

    static let t0 = 1_790_000_000   // a moment in 2026
    static let grace = 3600

    static func alarm(_ name: String, at instant: Int) -> DueAlarm {
        let wall = LocalDateTime(date: CivilDate(year: 2026, month: 9, day: 21)!, secondsOfDay: 0)
        return DueAlarm(key: "\(name)\u{1F}\(instant)", fireInstant: instant, fireTime: wall, title: name, start: wall, end: wall,
                        isAllDay: false, location: nil, message: nil, action: "DISPLAY", calendar: "work")
    }

    /// The calendars: every firing of `alarms`, answered for the window asked.
    static func answer(_ effects: [Effect], alarms: [DueAlarm], problems: [String] = []) -> AlarmReport? {
        for effect in effects {
            guard case .calendar(.findAlarms(let after, let through)) = effect else { continue }
            let from = after ?? through - AlarmReport.firstLookSeconds
            return AlarmReport(through: through, due: alarms.filter { $0.fireInstant > from && $0.fireInstant <= through },
                               upcoming: alarms.filter { $0.fireInstant > through && $0.fireInstant <= through + AlarmReport.upcomingSeconds }
                                   .sorted { $0.fireInstant < $1.fireInstant },
                               problems: problems)
        }
        return nil
    }

    static func delivered(_ effects: [Effect]) -> [String] {
        effects.compactMap { if case .own(.deliver(let alarm)) = $0 { alarm.title } else { nil } }
    }

    static func wake(_ effects: [Effect]) -> Int? {
        effects.compactMap { if case .wake(let at) = $0 { at } else { nil } }.last
    }

    @Test func aFirstRunLooksBackOnlyTheGracePeriodAndStopsAfterOneLook() throws {
        var feature = ReminderFeature(kept: ReminderState(), graceSeconds: Self.grace, watches: false)
        let asked = feature.apply(.started, now: Self.t0)
        #expect(asked == [.calendar(.findAlarms(after: Self.t0 - Self.grace, through: Self.t0))])
        let alarms = [Self.alarm("dentist", at: Self.t0 - 60), Self.alarm("tomorrow", at: Self.t0 + 86_400)]
        let effects = feature.apply(.calendar(.alarmsFound(try #require(Self.answer(asked, alarms: alarms)))), now: Self.t0 + 1)
        #expect(Self.delivered(effects) == ["dentist"])
        #expect(effects.last == .stop, "one look without --watch")
        #expect(effects.contains(.own(.save(ReminderState(lastRun: Self.t0, delivered: [alarms[0].key: Self.t0 - 60])))))
    }

    @Test func alarmsOlderThanTheGraceAreToldAsOneSummary() throws {
        let last = Self.t0 - 5 * 3600
        var feature = ReminderFeature(kept: ReminderState(lastRun: last), graceSeconds: Self.grace, watches: false)
        let asked = feature.apply(.started, now: Self.t0)
        #expect(asked == [.calendar(.findAlarms(after: last, through: Self.t0))], "since the last run")
        let alarms = [Self.alarm("old1", at: last + 60), Self.alarm("old2", at: last + 120), Self.alarm("recent", at: Self.t0 - 10)]
        let effects = feature.apply(.calendar(.alarmsFound(try #require(Self.answer(asked, alarms: alarms)))), now: Self.t0)
        #expect(Self.delivered(effects) == ["recent"])
        #expect(effects.contains(.own(.summarize([alarms[0], alarms[1]]))))
    }

    @Test(arguments: [
        (Self.t0 + 600, Self.t0 - Self.grace),                           // the clock was set back: the grace only
        (Self.t0 - 90 * 86_400, Self.t0 - ReminderFeature.longestCatchUp),   // off for months: 30 days at most
    ])
    func whereALookBeginsWhenTheLastRunIsNoGuide(lastRun: Int, after: Int) {
        var feature = ReminderFeature(kept: ReminderState(lastRun: lastRun), graceSeconds: Self.grace, watches: false)
        #expect(feature.apply(.started, now: Self.t0) == [.calendar(.findAlarms(after: after, through: Self.t0))])
    }

    @Test func aWatchSleepsUntilTheNextAlarmThenLooksFromWhereItStopped() throws {
        var feature = ReminderFeature(kept: ReminderState(), graceSeconds: Self.grace, watches: true)
        let alarms = [Self.alarm("standup", at: Self.t0 + 900)]
        var asked = feature.apply(.started, now: Self.t0)
        var effects = feature.apply(.calendar(.alarmsFound(try #require(Self.answer(asked, alarms: alarms)))), now: Self.t0)
        #expect(Self.wake(effects) == Self.t0 + 900)
        asked = feature.apply(.wallClock, now: Self.t0 + 900)
        #expect(asked == [.calendar(.findAlarms(after: Self.t0, through: Self.t0 + 900))])
        effects = feature.apply(.calendar(.alarmsFound(try #require(Self.answer(asked, alarms: alarms)))), now: Self.t0 + 900)
        #expect(Self.delivered(effects) == ["standup"])
        #expect(Self.wake(effects) == Self.t0 + 900 + ReminderFeature.idleLookSeconds, "nothing coming: a look a day later")
    }

    @Test func aChangeOfTheFilesDuringALookBringsAnotherLookAfterIt() throws {
        var feature = ReminderFeature(kept: ReminderState(), graceSeconds: Self.grace, watches: true)
        let asked = feature.apply(.started, now: Self.t0)
        #expect(feature.apply(.calendar(.calendarsRead(generation: 0, problems: [])), now: Self.t0).isEmpty, "the first reading is no change")
        #expect(feature.apply(.calendar(.calendarsRead(generation: 1, problems: [])), now: Self.t0 + 5).isEmpty, "a look is under way")
        let effects = feature.apply(.calendar(.alarmsFound(try #require(Self.answer(asked, alarms: [])))), now: Self.t0 + 6)
        #expect(effects.last == .calendar(.findAlarms(after: Self.t0, through: Self.t0 + 6)))
        #expect(Self.wake(effects) == nil, "the wake-up waits for that look")
    }

    @Test func aChangeAfterTheFirstReadingLooksAtOnce() throws {
        var feature = ReminderFeature(kept: ReminderState(), graceSeconds: Self.grace, watches: true)
        let asked = feature.apply(.started, now: Self.t0)
        _ = feature.apply(.calendar(.calendarsRead(generation: 0, problems: [])), now: Self.t0)
        _ = feature.apply(.calendar(.alarmsFound(try #require(Self.answer(asked, alarms: [])))), now: Self.t0)
        #expect(feature.apply(.calendar(.calendarsRead(generation: 1, problems: [])), now: Self.t0 + 30)
                == [.calendar(.findAlarms(after: Self.t0, through: Self.t0 + 30))])
    }

    @Test func problemsAreSaidOnceHoweverOftenTheyAreFound() throws {
        var feature = ReminderFeature(kept: ReminderState(), graceSeconds: Self.grace, watches: true)
        var said: [String] = []
        var now = Self.t0
        var asked = feature.apply(.started, now: now)
        for _ in 0..<3 {
            let effects = feature.apply(.calendar(.alarmsFound(try #require(Self.answer(asked, alarms: [], problems: ["a.ics:3: bad TRIGGER"])))),
                                        now: now)
            said += effects.compactMap { if case .own(.warn(let text)) = $0 { text } else { nil } }
            now += 60
            asked = feature.apply(.wallClock, now: now)
        }
        #expect(said == ["a.ics:3: bad TRIGGER"])
    }

    @Test func anAnswerToAnEarlierLookIsNotTakenForThePresentOne() throws {
        var feature = ReminderFeature(kept: ReminderState(), graceSeconds: Self.grace, watches: true)
        _ = feature.apply(.started, now: Self.t0)
        let stale = AlarmReport(through: Self.t0 - 100, due: [Self.alarm("x", at: Self.t0 - 200)])
        #expect(feature.apply(.calendar(.alarmsFound(stale)), now: Self.t0).isEmpty)
    }

    @Test func sighupReadsAgainAndAnEndSavesAndStops() {
        var feature = ReminderFeature(kept: ReminderState(lastRun: Self.t0), graceSeconds: Self.grace, watches: true)
        #expect(feature.apply(.readAgain, now: Self.t0) == [.calendar(.readAgain)])
        #expect(feature.apply(.end, now: Self.t0) == [.own(.save(ReminderState(lastRun: Self.t0))), .stop])
    }

    /// A week of watching, stepped: alarms every few hours, the machine
    /// asleep for hours at a time (the wake-up then comes late), the
    /// clock set back and forward, files changing. Every alarm is
    /// delivered exactly once, none before its time, and each one whose
    /// moment passed while dal was awake is delivered at that moment.
    @Test(arguments: 0..<20)
    func everyAlarmOfAWeekGoesOffOnceAndOnTime(seed: Int) throws {
        var random = SeededGenerator(state: UInt64(seed))
        let alarms = (0..<60).map { Self.alarm("a\($0)", at: Self.t0 + Int(random.next() % UInt64(7 * 86_400))) }
        var feature = ReminderFeature(kept: ReminderState(), graceSeconds: Self.grace, watches: true)
        var deliveredAt: [String: [Int]] = [:]
        var summarized: Set<String> = []
        var now = Self.t0
        var effects = feature.apply(.started, now: now)
        var wake: Int?
        var steps = 0
        while steps < 10_000 {
            steps += 1
            if let report = Self.answer(effects, alarms: alarms) {
                effects = feature.apply(.calendar(.alarmsFound(report)), now: now)
            } else {
                effects = []
            }
            for effect in effects {
                if case .own(.deliver(let alarm)) = effect { deliveredAt[alarm.title, default: []].append(now) }
                if case .own(.summarize(let old)) = effect { summarized.formUnion(old.map(\.title)) }
            }
            if let next = Self.wake(effects) { wake = next }
            if Self.answer(effects, alarms: alarms) != nil { continue }   // another look at once
            if now >= Self.t0 + 7 * 86_400 { break }
            switch random.next() % 10 {
            case 0:   // a file changed: the worker's reading says so
                now += Int(random.next() % 600)
                effects = feature.apply(.calendar(.calendarsRead(generation: steps, problems: [])), now: now)
            case 1:   // the clock set back (or forward) by up to an hour: the timer reports it
                now += Int(random.next() % 7200) - 3600
                effects = feature.apply(.wallClock, now: now)
            default:  // the wake-up asked for, sometimes late (the machine slept)
                let late = random.next() % 4 == 0 ? Int(random.next() % 20_000) : 0
                now = max(now, try #require(wake)) + late
                effects = feature.apply(.wallClock, now: now)
            }
        }
        for alarm in alarms where alarm.fireInstant <= now - Self.grace {
            let times = deliveredAt[alarm.title] ?? []
            #expect(times.count + (summarized.contains(alarm.title) ? 1 : 0) == 1, "\(alarm.title) once: \(times)")
            for time in times { #expect(time >= alarm.fireInstant, "\(alarm.title) not before its time") }
        }
    }
}
