import Testing
@testable import CalendarCore
@testable import CalendarUI

/// `J` through the reducer: the cursor day's events' details are read for
/// their links, one link opens, several make a list, none is said.
@Suite struct JoinCallTests {
    func run(_ actions: [Action], on start: AppState = EventEditingTests.state()) -> (state: AppState, effects: [Effect]) {
        var state = start
        var effects: [Effect] = []
        for action in actions { effects = state.apply(action) }
        return (state, effects)
    }

    var dayEvents: [EventOccurrence] { EventEditingTests.state().events?.occurrences(on: EventEditingTests.state().cursor) ?? [] }

    func details(_ links: [String?]) -> [EventKey: EventDetails] {
        var all: [EventKey: EventDetails] = [:]
        for (occurrence, link) in zip(dayEvents, links + Array(repeating: nil, count: dayEvents.count)) {
            var details = EventDetails()
            details.join = link
            all[EventKey(occurrence)] = details
        }
        return all
    }

    @Test func jReadsTheDaysEventsThenOpensTheOneLink() throws {
        #expect(dayEvents.count >= 2)
        #expect(KeyMap.action(for: .character("J"), in: EventEditingTests.state()) == .joinCall)
        let asked = run([.joinCall])
        #expect(asked.effects.contains(.loadDetails(dayEvents)))
        #expect(asked.state.message == "reading the event for its meeting link…")
        let link = "https://meet.google.com/abc-defg-hij"
        let opened = run([.detailsLoaded(details([nil, link]))], on: asked.state)
        #expect(opened.effects.contains(.openLink(link)))
        // Known already: at once, nothing read again.
        let again = run([.joinCall], on: opened.state)
        #expect(again.effects.contains(.openLink(link)) && !again.effects.contains(.loadDetails(dayEvents)))
        #expect(run([.linkOpened(link, failure: nil)], on: again.state).state.message == "opening \(link)")
    }

    @Test func severalLinksMakeAListAndNoneIsSaid() throws {
        let known = run([.detailsLoaded(details(["https://zoom.us/j/1", "https://meet.jit.si/Room"]))]).state
        let list = run([.joinCall], on: known).state
        guard case .chooseEvent(let choice) = list.overlay else { Issue.record("no list: \(list.overlay)"); return }
        #expect(choice.purpose == .join && choice.options == Array(dayEvents.prefix(2)))
        let picked = run([.highlightChoice(1), .pickChoice(nil)], on: list)
        #expect(picked.effects.contains(.openLink("https://meet.jit.si/Room")) && picked.state.overlay == .none)

        let none = run([.detailsLoaded(details([])), .joinCall])
        #expect(none.state.message?.hasPrefix("no event on this day has a meeting link") == true)
        #expect(!none.effects.contains { if case .openLink = $0 { true } else { false } })
    }

    @Test func aCursorMovedOnLetsTheWaitingJGo() {
        let asked = run([.joinCall, .nextDay])
        let answered = run([.detailsLoaded(details(["https://zoom.us/j/1"]))], on: asked.state)
        #expect(!answered.effects.contains(.openLink("https://zoom.us/j/1")))
    }

    @Test func theBrowsersFailureIsSaidAndThePanelShowsTheLink() {
        let failed = run([.linkOpened("https://zoom.us/j/1", failure: .notStarted(program: "firefox", reason: "No such file or directory"))])
        #expect(failed.state.message == "the browser firefox did not start (No such file or directory); set $BROWSER to one that is installed")
        #expect(run([.linkOpened("x", failure: .failed(program: "xdg-open", status: 3))]).state.message
            == "the browser xdg-open exited with status 3")
        var details = EventDetails()
        details.join = "https://zoom.us/j/1"
        details.url = "https://zoom.us/j/1"
        let lines = AgendaView.detailLines(details, state: EventEditingTests.state())
        #expect(lines.map(\.0) == ["join"] && lines.map(\.1) == ["https://zoom.us/j/1"], "the same link is not shown twice")
    }
}
