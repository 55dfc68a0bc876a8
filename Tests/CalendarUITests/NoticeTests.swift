import Testing
@testable import CalendarCore
@testable import CalendarUI

/// A warning that opens by itself (a read-only store, a failed save, a
/// calendar that could not be read) shows in full, but the person did not
/// open it: their keys keep doing their jobs.
@Suite struct NoticeTests {
    static func state() -> AppState {
        var state = ReducerTests.state()
        state.apply(.setWarning("changes are not saved: the store is read-only"))
        return state
    }

    /// What the key does with the notice that opened by itself on screen.
    static func pressing(_ key: Key, on start: AppState = state()) -> AppState {
        var state = start
        if let action = KeyMap.action(for: key, in: state) { state.apply(action) }
        return state
    }

    @Test func aCalendarKeyDoesItsJobAndClosesTheNotice() {
        #expect(Self.state().overlay == .panel(.arrivedNotice, scroll: 0))
        let moved = Self.pressing(.character("l"))
        #expect(moved.cursor == ReducerTests.day("2026-11-22"), "the first l is not swallowed")
        #expect(moved.overlay == .none)
        #expect(moved.warning != nil, "the warning stays on the status line")
        #expect(Self.pressing(.character(" ")).selection.count == 1)
        #expect(Self.pressing(.down).cursor == ReducerTests.day("2026-11-28"), "↓ moves the cursor, it does not scroll the notice")
        #expect(Self.pressing(.character("q")).quitReason == .quit, "q always quits")
        #expect(Self.pressing(.character("?")).overlay == .panel(.help, scroll: 0))
    }

    @Test func escapeAndUnboundKeysOnlyCloseIt() {
        var picking = Self.state()
        picking = picking.with { $0.pickMode = .single }
        let escaped = Self.pressing(.escape, on: picking)
        #expect(escaped.overlay == .none && escaped.quitReason == nil, "Esc closes the notice, it does not give up picking")
        let unbound = Self.pressing(.character("x"))
        #expect(unbound.overlay == .none && unbound.cursor == Self.state().cursor)
    }

    @Test func bangOpensItToReadAndScroll() {
        let opened = Self.pressing(.character("!"))
        #expect(opened.overlay == .panel(.notice, scroll: 0))
        #expect(KeyMap.action(for: .down, in: opened) == .scrollPanel(1), "the person opened this one: ↓ scrolls")
    }

    @Test func whatTheLoopReportsDoesNotCloseIt() {
        var state = Self.state()
        for action: Action in [.resize(width: 100, height: 30), .tick, .timerFired(.slideFrame),
                               .calendarsRead(generation: 1, problems: ["cal.ics:3: one more"])] {
            state.apply(action)
        }
        #expect(state.overlay == .panel(.arrivedNotice, scroll: 0))
    }

    @Test func aWarningArrivingWhileAPromptIsOpenWaitsOnTheStatusLine() {
        var state = ReducerTests.state()
        state.apply(.openGoTo)
        state.apply(.promptInput("2"))
        state.apply(.setWarning("not saved: No space left on device"))
        #expect(state.overlay == .goTo(GoToPrompt(text: "2")), "the prompt and what was typed stay")
        #expect(state.warning == "not saved: No space left on device")
    }

    @Test func anUpdatedWarningDoesNotOpenTheNoticeAgain() {
        var state = Self.pressing(.character("l"))
        state.apply(.updateWarning("not saved: cannot write .store.json.tmp-Ab12Cd: No space left on device"))
        #expect(state.overlay == .none)
        #expect(state.warning == "not saved: cannot write .store.json.tmp-Ab12Cd: No space left on device")
    }
}
