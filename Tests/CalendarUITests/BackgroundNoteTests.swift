import Testing
@testable import CalendarCore
@testable import CalendarUI

/// A note from the background (a subscription not fetched) is said on the
/// status line and kept in the message log; it ends no slide and stays
/// until the person's next key.
@Suite struct BackgroundNoteTests {
    @Test func aNoteIsShownAndLogged() {
        var state = EventEditingTests.state()
        let note = "Holidays: the server answered HTTP 500; the last good copy is kept"
        _ = state.apply(.backgroundNote(note))
        #expect(state.message == note && state.notices.log.last == note)
        _ = state.apply(.resize(width: 80, height: 24))
        #expect(state.message == note)
        _ = state.apply(.nextDay)
        #expect(state.message == nil && state.notices.log.last == note)
    }
}

/// `e`, `d`, `m` on a subscription's event say what it is: a calendar dal
/// shows and never changes (not "give its folder with --calendar").
@Suite struct SubscriptionEventTests {
    @Test func changingASubscriptionsEventIsRefusedByName() throws {
        var state = EventEditingTests.state().with { $0.subscriptionFolders = ["/state/dal/subscriptions/Holidays-1"] }
        let day = state.cursor
        let calendars = [CalendarInfo(name: "Holidays", color: nil, path: "/state/dal/subscriptions/Holidays-1")]
        let feast = EventOccurrence(calendar: 0, uid: "feast", recurrenceID: nil, summary: "Feast", isAllDay: true,
                                    start: LocalDateTime(date: day), end: LocalDateTime(date: day.adding(days: 1)))
        _ = state.apply(.eventsLoaded(EventWindow(days: day...day, occurrences: [feast], calendars: calendars)))
        for action in [Action.editEvent, .deleteEvent, .moveEvent] {
            var tried = state
            _ = tried.apply(action)
            #expect(tried.message == "\"Feast\" is from the subscription Holidays, which dal shows and never changes (dal refresh fetches it anew)")
        }
    }
}
