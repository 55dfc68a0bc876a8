import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The week as an hour grid: boxes to scale, overlapping events side by
/// side, bars for days, events across midnight, the slot and its keys.
@Suite struct HourGridTests {
    typealias Fixture = EventViewGoldenTests
    static func day(_ text: String) -> CivilDate { Fixture.day(text) }

    /// The demo-like week of Fixture plus `extra` events, in week view.
    static func state(width: Int = 120, height: Int = 50, extra: [EventOccurrence] = []) -> AppState {
        var state = Fixture.state(width: width, height: height, mode: .week, selected: ["2026-11-17", "2026-11-18"])
        let events = Fixture.events() + extra
        state.apply(.eventsLoaded(EventWindow(days: day("2026-09-01")...day("2027-01-31"), occurrences: events)))
        return state
    }

    static func geometry(_ state: AppState) -> HourGridGeometry { state.hourGridGeometry! }

    /// The x of a day's column on the current page.
    static func dayX(_ state: AppState, _ date: String) -> Int {
        guard case .week(let buffer) = state.pages else { return -1 }
        return geometry(state).dayX(day(date).dayNumber - buffer.current.firstDay.dayNumber)
    }

    @Test func theWeekIsAnHourGridWhenTheWindowHasTheRows() {
        #expect(Self.state(width: 120, height: 50).showsHourGrid)
        #expect(Self.state(width: 200, height: 60).showsHourGrid)
        #expect(!ScreenLayout(state: Self.state(width: 80, height: 24)).weekUsesTimeGrid, "a default terminal keeps the list per day")
        let narrow = ScreenLayout(state: Self.state(width: 60, height: 50))
        #expect(!narrow.weekUsesHourGrid && narrow.weekUsesDayGrid, "too narrow for seven columns: the cursor's day alone")
    }

    @Test func aBoxStartsOnItsStartRowAndEndsBeforeItsEndRow() {
        // A Sunday: no standup beside it.
        let state = Self.state(extra: [Fixture.event(0, "Review", Fixture.at("2026-11-15", 9), Fixture.at("2026-11-15", 10, 30))])
        let screen = Screen.render(state), geometry = Self.geometry(state), x = Self.dayX(state, "2026-11-15")
        let start = geometry.row(ofMinute: 9 * 60), end = geometry.row(ofMinute: 10 * 60 + 30)
        #expect(geometry.rowsPerHour == 4)
        #expect(screen.lines[start].dropFirst(x).hasPrefix("09:00"), "the time on the start row: \(screen.lines[start])")
        #expect(!screen[x, start - 1].style.reverse, "nothing of it above")
        #expect(screen[x, end - 1].style.reverse, "the box reaches the row before 10:30")
        #expect(!screen[x, end].style.reverse, "and ends before the 10:30 row")
    }

    @Test func twoOverlappingEventsAreBothReadableInOneColumn() {
        let state = Self.state(extra: [Fixture.event(0, "Alpha", Fixture.at("2026-11-15", 10), Fixture.at("2026-11-15", 11)),
                                       Fixture.event(1, "Beta", Fixture.at("2026-11-15", 10, 30), Fixture.at("2026-11-15", 11, 30))])
        let screen = Screen.render(state), geometry = Self.geometry(state), x = Self.dayX(state, "2026-11-15")
        let rows = geometry.row(ofMinute: 600)..<geometry.row(ofMinute: 690)
        let column = rows.map { String(screen.lines[$0].dropFirst(x).prefix(geometry.dayWidth)) }.joined(separator: "\n")
        #expect(column.contains("Alpha") && column.contains("Beta"), "\(column)")
        #expect(column.contains("10:00") && column.contains("10:30"), "\(column)")
    }

    @Test func aFiveDayEventIsOneBar() {
        let conference = Fixture.event(0, "Conference", Fixture.at("2026-11-16", 0), Fixture.at("2026-11-21", 0), allDay: true)
        let state = Self.state(extra: [conference])
        let screen = Screen.render(state), geometry = Self.geometry(state)
        let bars = screen.lines[geometry.barsY..<geometry.barsY + geometry.barRows].joined()
        #expect(bars.components(separatedBy: "Conference").count == 2, "the title once: \(bars)")
        guard case .week(let buffer) = state.pages else { return }
        let bar = WeekBars(week: buffer.current.days, events: state.events).bars.first { $0.occurrence == conference }
        #expect(bar?.days == 1...5)
        // Its colour runs unbroken from Monday to Friday.
        let y = geometry.barsY + bar!.lane
        let from = Self.dayX(state, "2026-11-16"), through = Self.dayX(state, "2026-11-20") + geometry.dayWidth - 2
        #expect((from...through).allSatisfy { screen[$0, y].style.reverse })
    }

    @Test func aTimedEventOfDaysIsABarAndOneAcrossMidnightIsTwoBoxes() {
        let trip = Fixture.event(0, "Trip", Fixture.at("2026-11-16", 18), Fixture.at("2026-11-18", 9))
        let late = Fixture.event(0, "Late", Fixture.at("2026-11-18", 23), Fixture.at("2026-11-19", 1))
        #expect(WeekBars.isBar(trip))
        #expect(!WeekBars.isBar(late))
        #expect(HourGridView.minutes(of: late, on: Self.day("2026-11-18")) == (start: 23 * 60, end: 24 * 60))
        #expect(HourGridView.minutes(of: late, on: Self.day("2026-11-19")) == (start: 0, end: 60))
    }

    /// When clocks go back, an end can read earlier than the start on the
    /// wall clock (01:30 EDT to 01:00 EST): the box still gets a row.
    @Test func anEndBeforeTheStartOnTheWallClockStillShows() {
        let night = Fixture.event(0, "Night", Fixture.at("2026-11-18", 1, 30), Fixture.at("2026-11-18", 1))
        #expect(HourGridView.minutes(of: night, on: Self.day("2026-11-18")) == (start: 90, end: 90))
        var state = Self.state(extra: [night])
        for _ in 0..<20 { state.apply(.previousWeek) }   // up to midnight
        let screen = Screen.render(state), geometry = Self.geometry(state), x = Self.dayX(state, "2026-11-18")
        #expect(geometry.topMinute == 0)
        #expect(screen.lines[geometry.row(ofMinute: 90)].dropFirst(x).hasPrefix("01:30"))
    }

    @Test func upAndDownMoveTheSlotWithinTheDayAndScrollTheHours() {
        var state = Self.state()
        #expect(state.hourGrid.slot == 9 * 60)
        let cursor = state.cursor
        state.apply(.nextWeek)
        #expect(state.hourGrid.slot == 9 * 60 + 30)
        #expect(state.cursor == cursor, "the day stays")
        for _ in 0..<60 { state.apply(.nextWeek) }
        #expect(state.hourGrid.slot == 23 * 60 + 30, "the last slot of the day")
        let geometry = Self.geometry(state)
        #expect(geometry.bottomMinute == 24 * 60, "scrolled to show it")
        for _ in 0..<60 { state.apply(.previousWeek) }
        #expect(state.hourGrid.slot == 0)
        #expect(Self.geometry(state).topMinute == 0)
    }

    @Test(arguments: [(120, 50), (200, 60), (300, 100)])
    func hourGridGolden(width: Int, height: Int) {
        let state = Self.state(width: width, height: height,
                               extra: [Fixture.event(0, "Alpha", Fixture.at("2026-11-18", 10), Fixture.at("2026-11-18", 11)),
                                       Fixture.event(1, "Beta", Fixture.at("2026-11-18", 10, 30), Fixture.at("2026-11-18", 11, 30)),
                                       Fixture.event(0, "Conference", Fixture.at("2026-11-16", 0), Fixture.at("2026-11-21", 0), allDay: true)])
        Fixture().check(state, "hour-grid-\(width)x\(height)")
    }

    /// A second zone's hours beside the viewer's: Seoul is eight hours
    /// ahead of Berlin in November, so the 09:00 row says 17:00 there.
    /// Berlin is one letter too long for its column: its offset heads it.
    @Test func anotherZonesHoursStandBesideTheViewers() {
        let state = Self.state().with {
            $0.viewerZone = "Europe/Berlin"
            $0.alsoShowZones = ["Asia/Seoul"]
        }
        let screen = Screen.render(state), geometry = Self.geometry(state)
        #expect(screen.lines[geometry.headerY].hasPrefix("UTC+1 Seoul"), "\(screen.lines[geometry.headerY])")
        #expect(screen.lines[geometry.row(ofMinute: 9 * 60)].hasPrefix("09:00 17:00"))
        #expect(geometry.daysX >= 12, "the days start right of both clocks")
        Fixture().check(state, "hour-grid-seoul-120x50")
    }

    /// Where clocks change on different days, the other zone's hours follow
    /// its own rules: New York is six hours behind Berlin on 2026-10-30
    /// (Berlin back on the 25th, New York not until November 1st).
    @Test func otherZonesFollowTheirOwnClockChanges() {
        #expect(OtherZones.minute(9 * 60, on: Self.day("2026-10-30"), viewer: "Europe/Berlin", other: "America/New_York") == 4 * 60)
        #expect(OtherZones.minute(9 * 60, on: Self.day("2026-11-05"), viewer: "Europe/Berlin", other: "America/New_York") == 3 * 60)
        #expect(OtherZones.minute(9 * 60, on: Self.day("2026-11-05"), viewer: nil, other: "Asia/Seoul") == 18 * 60, "UTC+9")
    }

    /// A tall window too narrow for seven columns shows the cursor's day
    /// alone on the grid, with its titles whole; h and l change the day.
    @Test func aNarrowTallWindowShowsTheCursorsDayOnTheGrid() {
        var state = Self.state(width: 60, height: 40,
                               extra: [Fixture.event(0, "Quarterly review with the whole team", Fixture.at("2026-11-21", 10),
                                                     Fixture.at("2026-11-21", 11))])
        #expect(ScreenLayout(state: state).weekUsesDayGrid)
        #expect(state.showsHourGrid, "up and down move the slot there too")
        var screen = Screen.render(state)
        #expect(screen.lines.contains { $0.contains("Sat Nov 21") }, "\(screen.lines.joined(separator: "\n"))")
        #expect(screen.lines.contains { $0.contains("10:00 Quarterly review with the whole team") })
        Fixture().check(state, "day-grid-60x40")
        state.apply(.previousDay)
        screen = Screen.render(state)
        #expect(screen.lines.contains { $0.contains("Fri Nov 20") })
    }

    /// `a` in the grid starts the prompt at the slot's time, so typing a
    /// title and Enter adds an hour there; in the month view it starts empty.
    @Test func addInTheGridStartsAtTheSlot() {
        var state = Self.state().with { $0.defaultCalendar = CalendarInfo(name: "Work", color: nil, path: "/tmp/work", writable: true) }
        state.calendars = [CalendarInfo(name: "Work", color: nil, path: "/tmp/work", writable: true)]
        state.apply(.nextWeek)   // 09:30
        state.apply(.addEvent(toSelection: false))
        guard case .eventPrompt(let prompt) = state.overlay else {
            Issue.record("no prompt: \(state.message ?? "")")
            return
        }
        #expect(prompt.text == "09:30 ")
    }

    /// `v` in the grid starts a time range: ↑ ↓ stretch it over the
    /// cursor's day, drawn in the range's colour; `a` then starts the
    /// prompt with its start and end. On another day it is a range of days.
    @Test func vInTheGridChoosesATimeRangeForA() {
        var state = Self.state().with { $0.defaultCalendar = CalendarInfo(name: "Work", color: nil, path: "/tmp/work", writable: true) }
        state.calendars = [CalendarInfo(name: "Work", color: nil, path: "/tmp/work", writable: true)]
        for action: Action in [.rangeKey, .nextWeek, .nextWeek, .nextWeek] { state.apply(action) }   // 09:00 to 10:30
        #expect(state.pendingSlots == 540..<660)
        let screen = Screen.render(state), geometry = Self.geometry(state), x = Self.dayX(state, "2026-11-21")
        #expect(screen[x + 2, geometry.row(ofMinute: 9 * 60 + 30)].style.background == state.theme.range, "inside the range")
        #expect(screen[x + 2, geometry.row(ofMinute: 11 * 60)].style.background != state.theme.range, "and not after it")
        #expect(screen.lines.last?.contains("09:00–11:00: a adds at that time") == true, "\(screen.lines.last ?? "")")
        var adding = state
        adding.apply(.addEvent(toSelection: false))
        guard case .eventPrompt(let prompt) = adding.overlay else { Issue.record("no prompt: \(adding.message ?? "")"); return }
        #expect(prompt.text == "09:00-11:00 ")
        // The cursor on another day: a range of days, no time.
        state.apply(.previousDay)
        #expect(state.pendingSlots == nil && state.pendingRange == Self.day("2026-11-20")...Self.day("2026-11-21"))
        state.apply(.cancel)
        #expect(state.slotAnchor == nil)
    }

    /// The clock: a line across today at the current time and the time in
    /// the hours; a timer each minute only while the grid shows today.
    @Test func theNowLineCrossesTodayAndTheClockTicksOnlyWhileItShows() {
        var state = Self.state()
        let now = LocalDateTime(date: Self.day("2026-11-21"), secondsOfDay: 14 * 3600 + 37 * 60 + 20)
        let effects = state.apply(.clock(now))
        #expect(effects.contains(.startTimer(.clock, milliseconds: 40_000)), "to the next minute: \(effects)")
        let screen = Screen.render(state), geometry = Self.geometry(state), x = Self.dayX(state, "2026-11-21")
        let y = geometry.row(ofMinute: 14 * 60 + 37)
        #expect(screen.lines[y].hasPrefix("14:37") && screen.character(x: x + 3, y: y) == "━", "\(screen.lines[y])")
        #expect(!screen.lines[y].dropFirst(Self.dayX(state, "2026-11-20")).hasPrefix("━"), "only across today")
        check(state, "hour-grid-now-120x50")
        // Another week: no line to draw, no timer.
        #expect(state.apply(.nextPage).contains(.stopTimer(.clock)))
        #expect(state.apply(.previousPage).contains(.startTimer(.clock, milliseconds: 40_000)))
        // The month view: nothing ticks.
        #expect(state.apply(.toggleMode).contains(.stopTimer(.clock)))
        // Past midnight, today is the new day.
        var late = Self.state()
        late.apply(.clock(LocalDateTime(date: Self.day("2026-11-21"), secondsOfDay: 86_399)))
        late.apply(.clock(LocalDateTime(date: Self.day("2026-11-22"), secondsOfDay: 0)))
        #expect(late.today == Self.day("2026-11-22"))
    }

    func check(_ state: AppState, _ name: String) {
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(state)), named: name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
