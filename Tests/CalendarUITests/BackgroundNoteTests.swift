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
