import Testing
@testable import CalendarCore
@testable import CalendarUI

/// The subscriptions kept fresh through the engine (no loop of their
/// own): one refresh asked for when the screen opens, the next when the
/// answer says it is due; what failed is said on the status line and kept
/// in the message log, ends no slide, and stays until the person's next key.
@Suite struct SubscriptionRefreshTests {
    static let subscribed = EventEditingTests.state().with { $0.subscriptionFolders = ["/state/dal/subscriptions/Holidays-1"] }

    @Test func theScreenAsksForOneRefreshWhenItOpensAndTheNextWhenDue() {
        var state = Self.subscribed
        #expect(state.apply(.resize(width: 80, height: 24)).filter { $0 == .refreshSubscriptions }.count == 1)
        #expect(!state.apply(.nextDay).contains(.refreshSubscriptions), "asked once, not at every action")
        #expect(state.apply(.subscriptionsRefreshed(notes: [], nextInSeconds: 600)) == [.startTimer(.subscriptions, milliseconds: 600_000)])
        #expect(state.apply(.timerFired(.subscriptions)) == [.refreshSubscriptions])
    }

    @Test func withoutSubscriptionsOrInThePickerNothingIsFetched() {
        var plain = EventEditingTests.state()
        #expect(!plain.apply(.resize(width: 80, height: 24)).contains(.refreshSubscriptions))
        var picker = Self.subscribed.with { $0.pickMode = .multiple }
        #expect(!picker.apply(.resize(width: 80, height: 24)).contains(.refreshSubscriptions))
    }

    @Test func whatFailedIsShownAndLogged() {
        var state = Self.subscribed
        let notes = ["Holidays: the server answered HTTP 500; the last good copy is kept", "Team: no answer within 30 s"]
        _ = state.apply(.subscriptionsRefreshed(notes: notes, nextInSeconds: 60))
        #expect(state.message == notes[1] && Array(state.notices.log.suffix(2)) == notes)
        _ = state.apply(.resize(width: 80, height: 24))
        #expect(state.message == notes[1])
        _ = state.apply(.nextDay)
        #expect(state.message == nil && state.notices.log.last == notes[1])
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
