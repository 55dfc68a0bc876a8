import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The views with data: marks of two data categories, two calendars with
/// timed, all-day, multi-day, overnight and CJK events, selected runs
/// across week rows. Goldens at several sizes (text, style layer, legend).
@Suite struct EventViewGoldenTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static func at(_ date: String, _ hour: Int, _ minute: Int = 0) -> LocalDateTime {
        LocalDateTime(date: day(date), secondsOfDay: hour * 3600 + minute * 60)
    }

    static func event(_ calendar: Int, _ summary: String, _ start: LocalDateTime, _ end: LocalDateTime,
                      allDay: Bool = false) -> EventOccurrence {
        EventOccurrence(calendar: calendar, uid: summary + start.description, recurrenceID: nil, summary: summary,
                        isAllDay: allDay, start: start, end: end)
    }

    /// Saturday 2026-11-21 is today and the cursor; Sunday starts the week.
    static func state(width: Int, height: Int, mode: ViewMode = .month, locale: String = "en_US",
                      selected: [String] = ["2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08", "2026-11-09",
                                            "2026-11-12", "2026-11-24", "2026-11-25"]) -> AppState {
        var marks = MarkSet()
        let running = marks.addCategory(Category(id: "running", name: "Running", color: CategoryColor(parsing: "green")!))
        let exams = marks.addCategory(Category(id: "exams", name: "Exams", color: CategoryColor(parsing: "#ff8800")!))
        marks.addFileMarks(["2026-11-03", "2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08", "2026-11-09", "2026-11-21"]
            .map { day($0)...day($0) }, category: running)
        marks.addFileMarks([day("2026-11-12")...day("2026-11-13")], category: exams)
        // Colours as dal gives calendars that name none.
        let categories = AppState.register([CalendarInfo(name: "Work", color: nil, path: "work"),
                                            CalendarInfo(name: "Family", color: nil, path: "family")], in: &marks)
        let (work, family) = (categories[0], categories[1])
        let calendarLocale = CalendarLocale(identifier: locale)
        var state = AppState(locale: calendarLocale, firstWeekday: .sunday, today: day("2026-11-21"), cursor: day("2026-11-21"),
                             mode: mode, selection: Selection(selected.map(day)), marks: marks,
                             size: ScreenSize(width: width, height: height))
        state.calendarCategories = [work, family]
        state.apply(.eventsLoaded(EventWindow(days: day("2026-09-01")...day("2027-01-31"), occurrences: events())))
        return state
    }

    /// Work (0): a standup every weekday, planning, an overnight deploy and
    /// a dinner; Family (1): all-day and CJK events.
    static func events() -> [EventOccurrence] {
        var events: [EventOccurrence] = []
        // A standup every weekday of November.
        for dayOfMonth in 2...30 {
            let date = day("2026-11-01").adding(days: dayOfMonth - 1)
            guard date.weekday != .saturday, date.weekday != .sunday else { continue }
            events.append(event(0, "Standup", LocalDateTime(date: date, secondsOfDay: 9 * 3600),
                                LocalDateTime(date: date, secondsOfDay: 9 * 3600 + 900)))
        }
        events += [
            event(0, "Quarterly planning with the whole product team", at("2026-11-19", 13), at("2026-11-19", 16, 30)),
            event(0, "Late deploy", at("2026-11-20", 22), at("2026-11-21", 2)),
            event(0, "Dinner with the team", at("2026-11-21", 19), at("2026-11-21", 21)),
            event(1, "Grandma's birthday", at("2026-11-22", 0), at("2026-11-23", 0), allDay: true),
            event(1, "Trip to Busan", at("2026-11-26", 0), at("2026-11-29", 0), allDay: true),
            event(1, "치과 예약 (dentist)", at("2026-11-24", 15), at("2026-11-24", 16)),
            event(1, "Movie night", at("2026-11-21", 20, 30), at("2026-11-22", 0)),
        ]
        return events
    }

    func check(_ state: AppState, _ name: String) {
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(state)), named: name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test(arguments: [(80, 24), (100, 30), (120, 40), (200, 60)])
    func monthWithEvents(width: Int, height: Int) {
        check(Self.state(width: width, height: height), "events-month-\(width)x\(height)")
    }

    @Test(arguments: [(100, 30), (140, 40), (60, 24)])
    func weekWithEvents(width: Int, height: Int) {
        check(Self.state(width: width, height: height, mode: .week), "events-week-\(width)x\(height)")
    }

    @Test func pendingRangeOverSelectedAndMarkedDays() {
        var state = Self.state(width: 100, height: 30)
        for action: Action in [.previousWeek, .previousDay, .rangeKey, .nextWeek, .nextDay, .nextDay] { state.apply(action) }
        check(state, "events-pending-100x30")
    }

    @Test func koreanHeadersAndTitles() {
        check(Self.state(width: 100, height: 30, locale: "ko_KR"), "events-month-ko-100x30")
        check(Self.state(width: 100, height: 30, mode: .week, locale: "ko_KR"), "events-week-ko-100x30")
        // Ten columns a day: `11월 22일` does not fit whole, `22일` does.
        check(Self.state(width: 70, height: 20, mode: .week, locale: "ko_KR"), "events-week-ko-70x20")
    }

    @Test func agendaOverlayOnANarrowWindowFollowsTheCursor() {
        var state = Self.state(width: 80, height: 24)
        state.apply(.showAgenda)
        check(state, "events-agenda-overlay-80x24")
        state.apply(.previousDay)
        check(state, "events-agenda-overlay-next-day-80x24")
    }

    @Test func theDayPanelAsksOnceForTheDetailsOfItsEventsAndShowsThem() throws {
        var state = Self.state(width: 100, height: 30)
        let asked = state.apply(.showAgenda)
        guard case .calendar(.loadDetails(let occurrences))? = asked.last else { Issue.record("no details asked: \(asked)"); return }
        #expect(occurrences.map(\.title) == ["Late deploy", "Dinner with the team", "Movie night"])
        #expect(!state.apply(.scrollPanel(1)).contains { if case .calendar(.loadDetails) = $0 { true } else { false } }, "asked once")
        var dinner = EventDetails()
        dinner.location = "Jinmi Sikdang, Mapo-gu"
        dinner.notes = "Booked for 8.\nAsk for the back room."
        dinner.zone = "Asia/Seoul"
        dinner.zoneStart = LocalDateTime(date: Self.day("2026-11-22"), secondsOfDay: 3 * 3600)
        dinner.alarms = ["10 min before the start"]
        dinner.attendees = [.init(name: "Ann <ann@example.com>", answer: "accepted"), .init(name: "bob@example.com", answer: nil)]
        dinner.otherProperties = ["X-MOZ-GENERATION"]
        state.apply(.detailsLoaded([EventKey(occurrences[1]): dinner]))
        check(state, "events-agenda-details-100x30")
        // The next day's events are asked for when the panel moves there.
        let next = state.apply(.nextDay)
        #expect(next.contains { if case .calendar(.loadDetails(let more)) = $0 { more.map(\.title) == ["Grandma's birthday"] } else { false } })
    }

    @Test func agendaPanelFollowsTheCursorAcrossPages() {
        var state = Self.state(width: 120, height: 40)
        state.apply(.nextWeek)   // 2026-11-28
        state.apply(.nextDay)    // 2026-11-29
        state.apply(.nextDay)    // 2026-11-30
        state.apply(.nextDay)    // 2026-12-01: the page turns
        state.apply(.finishSlide)
        #expect(state.cursor == Self.day("2026-12-01"))
        check(state, "events-agenda-panel-december-120x40")
        state.apply(.previousDay)   // back to November's last day, with its standup
        state.apply(.finishSlide)
        check(state, "events-agenda-panel-back-120x40")
    }

    /// What a terminal without colour (NO_COLOR, `--color never`) shows:
    /// every style through `withoutColor`, as the terminal layer draws it.
    @Test func monochrome() {
        var buffer = Screen.render(Self.state(width: 100, height: 30))
        for y in 0..<buffer.height {
            buffer.restyle(x: 0, y: y, columns: buffer.width) { $0 = $0.withoutColor }
        }
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(buffer), named: "events-month-monochrome-100x30")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
