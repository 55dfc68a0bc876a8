import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI
import InterfaceWords

/// The agenda view (`L`) and free time on the hour grid (`F`): how the keys
/// move between views, and the frames they draw (goldens, `RECORD=1`
/// rewrites them).
@Suite struct AgendaListTests {
    typealias Fixture = EventViewGoldenTests
    static func day(_ text: String) -> CivilDate { Fixture.day(text) }

    /// Fixture's demo-like week, with two days selected, in `mode`.
    static func state(mode: ViewMode, width: Int, height: Int) -> AppState {
        var state = Fixture.state(width: width, height: height, mode: mode, selected: ["2026-11-17", "2026-11-18"])
        state.apply(.eventsLoaded(EventWindow(days: day("2026-09-01")...day("2027-01-31"), occurrences: Fixture.events())))
        return state
    }

    func check(_ state: AppState, _ name: String) {
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(state)), named: name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func agendaKeyOpensTheListOnTheCursorsDayAndGoesBackToTheMonth() {
        var state = Self.state(mode: .month, width: 80, height: 24)
        let cursor = state.cursor
        state.apply(.toggleAgenda)
        #expect(state.mode == .agenda && state.agenda.start == cursor && state.cursor == cursor)
        state.apply(.nextPage)
        #expect(state.cursor == cursor.adding(days: 7), "a week on: the 28th lists the trip")
        state.apply(.toggleAgenda)
        #expect(state.mode == .month)
    }

    @Test func freeTimeKeyGoesToTheWeekWithFreeTimeAndTurnsItOff() {
        var state = Self.state(mode: .month, width: 120, height: 40)
        state.apply(.toggleFreeTime)
        #expect(state.mode == .week && state.showsFreeTime)
        check(state, "free-time-120x40")
        state.apply(.toggleFreeTime)
        #expect(state.mode == .week && !state.showsFreeTime)
    }
}

/// Tasks on their due day: open ones in every view that lists a day's
/// entries, done ones not.
@Suite struct TasksOnTheirDayTests {
    typealias Fixture = EventViewGoldenTests

    @Test func openTasksShowOnTheirDueDayAndDoneOnesDoNot() {
        var state = AgendaListTests.state(mode: .month, width: 80, height: 24)
        let day = Fixture.day("2026-11-19")
        var open = Todo(uid: "t1", summary: "Buy milk", due: .date(day), calendar: "Work")
        open.calendarIndex = 0
        var timed = Todo(uid: "t2", summary: "Call the bank", due: .time(LocalDateTime(date: day, secondsOfDay: 15 * 3600), instant: nil))
        timed.calendarIndex = 0
        var done = Todo(uid: "t3", summary: "Old chore", due: .date(day), status: "COMPLETED")
        done.calendarIndex = 0
        state.apply(.todosLoaded([open, timed, done], problems: []))
        let entries = DayEntries(on: day, state: state).entries
        #expect(entries.contains { $0.title == "☐ Buy milk" && $0.spanText(.english) == "all day" })
        #expect(entries.contains { $0.title == "☐ Call the bank" && $0.spanText(.english) == "15:00" })
        #expect(!entries.contains { $0.title.contains("Old chore") })
        #expect(!DayEntries(on: day.adding(days: 1), state: state).entries.contains { $0.title.hasPrefix("☐") })
    }

    /// Tasks arrive from the worker, not from the person: a message on the
    /// status line (the newcomer's hint, a refusal) stays.
    @Test func tasksArrivingKeepTheStatusLinesMessage() {
        var state = ViewGoldenTests.state()
        state.welcomeIfNew()
        let hint = state.message
        #expect(hint != nil)
        state.apply(.todosLoaded([Todo(uid: "t", summary: "x")], problems: []))
        #expect(state.message == hint)
    }

    /// A task that could not be read is said, as a calendar's problem is.
    @Test func tasksThatCannotBeReadAreSaid() {
        var state = AgendaListTests.state(mode: .month, width: 80, height: 24)
        state.apply(.todosLoaded([], problems: ["/cal/t.ics:4: a task without UID, which no program can name; it is not listed"]))
        #expect(state.warning?.contains("1 problem reading the tasks") == true, "\(state.warning ?? "")")
        #expect(state.warning?.contains("/cal/t.ics:4: a task without UID") == true)
        state.apply(.todosLoaded([], problems: []))
        #expect(state.warning == nil)
    }
}
