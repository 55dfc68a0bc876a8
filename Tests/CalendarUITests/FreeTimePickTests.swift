import Testing
@testable import CalendarCore
@testable import CalendarUI

/// `dal pick --free 1h`: the week's hours open with the free time of an
/// hour or more shaded; Enter picks an hour of it at the cursor's slot, a
/// `v` range as chosen, and refuses a slot that is not free that long.
@Suite struct FreeTimePickTests {
    typealias Fixture = EventViewGoldenTests

    /// Monday 2026-11-23: Planning 09:00–10:30, Review 11:00–12:00; today
    /// is Saturday 2026-11-21 at 08:00.
    static func state(minutes: Int = 60) -> AppState {
        var settings = LaunchSettings()
        settings.pickMode = .free(minutes: minutes)
        settings.animatesPages = false
        var state = AppState.launched(settings: settings, locale: CalendarLocale(identifier: "en_US"), firstWeekday: .sunday,
                                      today: Fixture.day("2026-11-21"), cursor: Fixture.day("2026-11-23"), mode: .month,
                                      marks: MarkSet(), calendars: [CalendarInfo(name: "Work", color: nil, path: "work")],
                                      store: MarkDocument(), storeWarning: nil, size: ScreenSize(width: 110, height: 36))
        state.apply(.clock(Fixture.at("2026-11-21", 8)))
        state.apply(.eventsLoaded(EventWindow(days: Fixture.day("2026-11-01")...Fixture.day("2026-12-31"), occurrences: [
            Fixture.event(0, "Planning", Fixture.at("2026-11-23", 9), Fixture.at("2026-11-23", 10, 30)),
            Fixture.event(0, "Review", Fixture.at("2026-11-23", 11), Fixture.at("2026-11-23", 12)),
        ])))
        return state
    }

    /// Moves the cursor's slot to `hour:minute` on the cursor's day.
    static func slot(_ state: inout AppState, _ hour: Int, _ minute: Int = 0) {
        let steps = (hour * 60 + minute - state.hourGrid.slot) / HourGridGeometry.slotMinutes
        state.apply(steps < 0 ? .previousWeek : .nextWeek, times: abs(steps))
    }

    @Test func opensOnTheWeeksHoursWithFreeTimeShown() {
        let state = Self.state()
        #expect(state.mode == .week && state.showsFreeTime && state.showsHourGrid)
        #expect(state.freeSpans(on: Fixture.day("2026-11-23")) == [FreeTime.Span(start: 0, end: 9 * 60), FreeTime.Span(start: 12 * 60, end: 24 * 60)],
                "10:30–11:00 is free for less than the hour asked")
    }

    @Test func enterPicksAnHourFromTheCursorsSlotOrAsLateAsFits() {
        var state = Self.state()
        Self.slot(&state, 12, 30)
        #expect(state.apply(.pick) == [.pickTime(start: Fixture.at("2026-11-23", 12, 30), end: Fixture.at("2026-11-23", 13, 30))])
        #expect(state.quitReason == .picked)
        var late = Self.state()
        Self.slot(&late, 8, 30)   // 08:30–09:30 would meet Planning: 08:00–09:00 fits
        #expect(late.apply(.pick) == [.pickTime(start: Fixture.at("2026-11-23", 8), end: Fixture.at("2026-11-23", 9))])
        var night = Self.state()
        Self.slot(&night, 23, 30)   // up to midnight
        #expect(night.apply(.pick) == [.pickTime(start: Fixture.at("2026-11-23", 23), end: Fixture.at("2026-11-24", 0))])
    }

    @Test func aBusySlotOrOneFreeForLessIsRefusedAndDalStays() {
        for (hour, minute) in [(9, 30), (10, 30), (11, 30)] {
            var state = Self.state()
            Self.slot(&state, hour, minute)
            #expect(state.apply(.pick).isEmpty)
            #expect(state.quitReason == nil && state.message?.contains("is not free for 1h") == true, "\(state.message ?? "")")
        }
    }

    @Test func aRangeChosenWithVIsPickedAsItIsWhenFreeAndLongEnough() {
        var state = Self.state()
        Self.slot(&state, 13)
        state.apply(.rangeKey)
        Self.slot(&state, 14, 30)
        #expect(state.apply(.pick) == [.pickTime(start: Fixture.at("2026-11-23", 13), end: Fixture.at("2026-11-23", 15))])
    }

    @Test func aPastDayHasNoFreeTimeToPick() {
        var state = Self.state()
        state.apply(.previousDay, times: 3)   // Fri Nov 20
        #expect(state.apply(.pick).isEmpty && state.message?.contains("past") == true)
    }
}

extension AppState {
    mutating func apply(_ action: Action, times: Int) {
        for _ in 0..<times { apply(action) }
    }
}
