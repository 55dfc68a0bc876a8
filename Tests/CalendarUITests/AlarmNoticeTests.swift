import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// Alarms in the full screen through the reducer: the notice, the alert,
/// dismiss (ACKNOWLEDGED written), snooze, a notice waiting behind a
/// prompt, the status line's next event, and when the clock wakes dal.
@Suite struct AlarmNoticeTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }
    static func at(_ hour: Int, _ minute: Int) -> LocalDateTime { LocalDateTime(date: day("2026-11-21"), secondsOfDay: hour * 3600 + minute * 60) }

    static let dentist = DueAlarm(key: "work|dentist||0|1", fireInstant: 1, fireTime: at(14, 0), title: "Dentist", start: at(14, 10),
                                  end: at(15, 0), isAllDay: false, location: "Dr. Kim", message: "Bring the insurance card",
                                  action: "DISPLAY", calendar: "Work", calendarPath: "work", uid: "dentist", alarmIndex: 0)

    static func instant(_ hour: Int, _ minute: Int) -> Int { TestClock.instant(at(hour, minute)) }

    /// An alarm coming at `hour:minute`.
    static func coming(_ hour: Int, _ minute: Int) -> [DueAlarm] {
        [DueAlarm(key: "later", fireInstant: instant(hour, minute), fireTime: at(hour, minute), title: "Later", start: at(hour, minute),
                  end: at(hour + 1, minute), isAllDay: false, location: nil, message: nil, action: "DISPLAY", calendar: "Work")]
    }

    func run(_ actions: [Action], on start: AppState) -> (state: AppState, effects: [Effect]) {
        var state = start
        var effects: [Effect] = []
        for action in actions { effects = state.apply(action) }
        return (state, effects)
    }

    func opened() -> (state: AppState, effects: [Effect]) {
        var state = EventEditingTests.state()
        let asked = state.apply(.clock(Self.at(14, 0)))
        #expect(asked.contains(.findAlarms(after: nil, through: Self.instant(14, 0))), "each look at the clock asks the calendars: \(asked)")
        let next = EventOccurrence(calendar: 0, uid: "dentist", recurrenceID: nil, summary: "Dentist", isAllDay: false,
                                   start: Self.at(14, 10), end: Self.at(15, 0))
        return run([.alarmsFound(AlarmReport(through: Self.instant(14, 0), due: [Self.dentist], upcoming: Self.coming(16, 0), nextEvent: next))], on: state)
    }

    /// The notice, on screen long enough for its Enter to count.
    func armed() -> AppState {
        var (state, effects) = opened()
        #expect(effects.contains(.startTimer(.noticeArming, milliseconds: AppState.noticeArmingMilliseconds)), "\(effects)")
        state.apply(.timerFired(.noticeArming))
        return state
    }

    @Test func anAlarmOpensANoticeRingsAndEnterDismissesItInTheFile() {
        let (_, effects) = opened()
        #expect(effects.contains(.alert(title: "Dentist", body: "14:10–15:00 · Dr. Kim")), "\(effects)")
        let state = armed()
        #expect(state.overlay == .alarmNotice && state.alarms.noticeArmed)
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(state)), named: "alarm-notice-80x24")
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(Screen.render(state).lines.last?.contains("next 14:10 Dentist") == true)
        #expect(KeyMap.action(for: .enter, in: state) == .dismissAlarm && KeyMap.action(for: .character("z"), in: state) == .snoozeAlarm)
        #expect(KeyMap.action(for: .character("d"), in: state) == .besideNotice(.deleteEvent), "a key meant for the calendar is the calendar's")
        let dismissed = run([.dismissAlarm], on: state)
        #expect(dismissed.effects == [.change([.acknowledge(Self.dentist)]), .stopTimer(.noticeArming)] && dismissed.state.overlay == .none)
        // Esc closes it without writing.
        let closed = run([.cancel], on: state)
        #expect(closed.effects.allSatisfy { if case .calendar(.change) = $0 { false } else { true } } && closed.state.overlay == .none)
    }

    @Test func zSnoozesFiveMinutesInOneKeyAndTheAlarmComesBack() {
        let state = armed()
        let snoozed = run([.snoozeAlarm], on: state)
        #expect(snoozed.state.overlay == .none, "one key: the notice closes")
        #expect(snoozed.state.message == "\"Dentist\" again at 14:05 · z: in 10 min instead")
        #expect(snoozed.effects.contains(.startTimer(.clock, milliseconds: 300_000)), "the clock wakes for it: \(snoozed.effects)")
        #expect(!snoozed.effects.contains { if case .calendar(.change) = $0 { true } else { false } }, "a snooze writes nothing")
        let back = run([.clock(Self.at(14, 5))], on: snoozed.state)
        #expect(back.state.overlay == .alarmNotice && back.state.alarms.notices.first?.key == Self.dentist.key)
    }

    @Test func zAgainWhileTheSnoozeIsSaidPutsItOffLongerAndOnlyThen() {
        let snoozed = run([.snoozeAlarm], on: armed()).state
        #expect(KeyMap.action(for: .character("z"), in: snoozed) == .snoozeAlarm, "z again, with the notice closed")
        let longer = run([.snoozeAlarm], on: snoozed)
        #expect(longer.state.message == "\"Dentist\" again at 14:10 · z: in 30 min instead")
        #expect(longer.state.alarms.snoozed.count == 1, "the snooze moved, not doubled")
        let longest = run([.snoozeAlarm], on: longer.state)
        #expect(longest.state.message == "\"Dentist\" again at 14:30")
        // Another key first: z is the calendar's again, and the snooze stays 5 minutes.
        let moved = run([.nextDay], on: snoozed)
        #expect(KeyMap.action(for: .character("z"), in: moved.state) != .snoozeAlarm)
        #expect(run([.clock(Self.at(14, 5))], on: moved.state).state.overlay == .alarmNotice)
    }

    @Test func zBeforeTheNoticeIsArmedSnoozesNothing() {
        let (state, _) = opened()
        let early = run([.snoozeAlarm], on: state)
        #expect(early.state.overlay == .alarmNotice && early.state.alarms.snoozed.isEmpty)
    }

    @Test func anAlarmBehindAPromptWaitsUntilThePromptIsDone() {
        var state = EventEditingTests.state()
        state.apply(.clock(Self.at(14, 0)))
        state.apply(.addEvent(toSelection: false))
        state.apply(.alarmsFound(AlarmReport(through: Self.instant(14, 0), due: [Self.dentist])))
        guard case .eventPrompt = state.overlay else { Issue.record("the prompt closed: \(state.overlay)"); return }
        #expect(Screen.render(state).lines.last?.contains("1 alarm waiting") == true)
        state.apply(.cancel)
        #expect(state.overlay == .alarmNotice)
    }

    @Test func theClockWakesOnlyForWhatIsDue() {
        var state = EventEditingTests.state()   // the month view: no now-line
        state.apply(.clock(Self.at(14, 0)))
        let effects = state.apply(.alarmsFound(AlarmReport(through: Self.instant(14, 0), upcoming: Self.coming(16, 0))))
        #expect(effects == [.startTimer(.clock, milliseconds: 2 * 3600 * 1000)], "\(effects)")
        #expect(state.apply(.nextDay).isEmpty, "the same wake: no new timer")
        #expect(state.apply(.alarmsFound(AlarmReport(through: Self.instant(14, 0)))).contains(.stopTimer(.clock)), "nothing due: no timer")
    }

    /// Before the calendars first answer about the clock, the status line's
    /// next event comes from the days loaded, where they are sure to hold
    /// it: the earliest kept event after now, unless a day with events not
    /// kept has none kept after now.
    @Test func theNextEventComesWithTheFirstDaysLoadedWhereTheyAreSureToHoldIt() {
        let now = Self.at(14, 0)
        func event(_ uid: String, _ hour: Int, day: String = "2026-11-21") -> EventOccurrence {
            EventOccurrence(calendar: 0, uid: uid, recurrenceID: nil, summary: uid.capitalized, isAllDay: false,
                            start: LocalDateTime(date: Self.day(day), secondsOfDay: hour * 3600),
                            end: LocalDateTime(date: Self.day(day), secondsOfDay: hour * 3600 + 1800))
        }
        func loaded(_ byDay: [String: EventWindow.Day], after answer: AlarmReport? = nil) -> AppState {
            var state = EventEditingTests.state()
            _ = state.apply(.clock(now))
            if let answer { _ = state.apply(.alarmsFound(answer)) }
            let days = Self.day("2026-11-01")...Self.day("2026-12-31")
            _ = state.apply(.eventsLoaded(EventWindow(days: days, byDay: Dictionary(uniqueKeysWithValues: byDay.map { (Self.day($0.key).dayNumber, $0.value) }),
                                                      generation: 0)))
            return state
        }
        let today = EventWindow.Day(occurrences: [event("lunch", 12), event("review", 16), event("gym", 19)])
        #expect(loaded(["2026-11-21": today]).alarms.nextEvent?.uid == "review")
        #expect(loaded(["2026-11-21": EventWindow.Day(occurrences: [event("lunch", 12)]),
                        "2026-11-22": EventWindow.Day(occurrences: [event("brunch", 11, day: "2026-11-22")])]).alarms.nextEvent?.uid == "brunch")
        #expect(loaded(["2026-11-21": EventWindow.Day(occurrences: [event("lunch", 12)], hidden: 3)]).alarms.nextEvent == nil,
                "a full day whose kept events are all past: the answer decides")
        #expect(loaded(["2026-11-21": EventWindow.Day(occurrences: [event("lunch", 12), event("review", 16)], hidden: 3)]).alarms.nextEvent?.uid
                == "review", "kept events are a day's earliest: one after now is the first after now")
        let answered = loaded(["2026-11-21": today], after: AlarmReport(through: TestClock.instant(now), nextEvent: event("gym", 19)))
        #expect(answered.alarms.nextEvent?.uid == "gym", "once the calendars answered, their answer stands")
    }

    /// Issue 39: keys the notice does not own are the calendar's (`q`
    /// quits and leaves the alarm undismissed); the notice stays.
    @Test func aKeyTheNoticeDoesNotOwnGoesToTheCalendarAndTheNoticeStays() {
        let state = armed()
        let moved = run([KeyMap.action(for: .character("l"), in: state)!], on: state)
        #expect(moved.state.cursor == state.cursor.adding(days: 1), "l moved the cursor beneath the notice")
        #expect(moved.state.overlay == .alarmNotice && moved.state.alarms.notices.first?.key == Self.dentist.key)
        let quit = run([KeyMap.action(for: .character("q"), in: state)!], on: state)
        #expect(quit.state.quitReason == .quit)
        #expect(!quit.effects.contains { if case .calendar(.change) = $0 { true } else { false } }, "quitting dismisses nothing: \(quit.effects)")
    }

    /// Issue 39: typing `ls` Enter as the notice opens (or while it is
    /// open) acknowledges nothing: Enter counts only after the notice has
    /// been on screen a moment with no key pressed.
    @Test func typingIntoTheNoticeNeverAcknowledgesTheAlarm() {
        let (fresh, _) = opened()
        #expect(!fresh.alarms.noticeArmed)
        let early = run([.dismissAlarm], on: fresh)
        #expect(early.effects.isEmpty && early.state.overlay == .alarmNotice, "Enter as the notice opens: \(early.effects)")
        var typed = armed()
        var effects: [Effect] = []
        for key in [Key.character("l"), .character("s"), .enter] {
            guard let action = KeyMap.action(for: key, in: typed) else { continue }
            effects = typed.apply(action)
            #expect(!effects.contains { if case .calendar(.change) = $0 { true } else { false } }, "\(key) wrote nothing: \(effects)")
        }
        #expect(typed.overlay == .alarmNotice && !typed.alarms.noticeArmed, "the keys typed disarmed it again")
        #expect(effects.isEmpty || !effects.contains(.change([.acknowledge(Self.dentist)])))
        // After a quiet moment, Enter dismisses it.
        typed.apply(.timerFired(.noticeArming))
        #expect(run([.dismissAlarm], on: typed).effects.first == .change([.acknowledge(Self.dentist)]))
    }

    /// Issue 39: any change to the calendars (dal's own write, a sync)
    /// looks at the clock again at once, so that the alarm of an event just
    /// added is asked for even when nothing earlier would wake dal.
    @Test func aChangeToTheCalendarsLooksAtTheClockAgainAtOnce() {
        var state = EventEditingTests.state()
        state.apply(.clock(Self.at(14, 0)))
        state.apply(.alarmsFound(AlarmReport(through: Self.instant(14, 0))))
        let receipt = WriteReceipt(path: "work/new.ics", before: nil, after: Array("x".utf8), summary: "added \"Call\"")
        let written = state.apply(.changesApplied([receipt], error: nil))
        #expect(written.contains(.startTimer(.clock, milliseconds: 0)), "\(written)")
        #expect(state.apply(.nextDay).allSatisfy { if case .startTimer(.clock, _) = $0 { false } else { true } },
                "the look waits for the clock, whatever comes meanwhile")
        let looked = state.apply(.clock(Self.at(14, 1)))
        #expect(looked.contains(.findAlarms(after: Self.instant(14, 0), through: Self.instant(14, 1))), "\(looked)")
        let answered = state.apply(.alarmsFound(AlarmReport(through: Self.instant(14, 1), upcoming: Self.coming(14, 5))))
        #expect(answered == [.startTimer(.clock, milliseconds: 4 * 60 * 1000)], "the new alarm wakes dal: \(answered)")
        let synced = state.apply(.calendarsRead(generation: 2, problems: []))
        #expect(synced.contains(.startTimer(.clock, milliseconds: 0)), "a sync's change too: \(synced)")
    }
}
