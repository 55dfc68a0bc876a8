import Testing
@testable import CalendarCore
@testable import CalendarUI

/// The prompts' line editor: the cursor, deletions, paste and history,
/// from the keys through the reducer.
@Suite struct LineEditTests {
    func line(_ text: String, cursorFromEnd: Int = 0, _ edits: [LineEdit]) -> PromptLine {
        var line = PromptLine(text: text, cursorFromEnd: cursorFromEnd)
        for edit in edits { line.apply(edit) }
        return line
    }

    @Test func typingAfterMovingLeftInsertsAtTheCursor() {
        let edited = line("Lunch Ann", [.left, .left, .left, .insert("with ")])
        #expect(edited.text == "Lunch with Ann")
        #expect(edited.cursorFromEnd == 3)
    }

    @Test func homeAndEndMoveToTheEndsAndArrowsStopThere() {
        #expect(line("abc", [.home, .left, .insert("x")]).text == "xabc")
        #expect(line("abc", cursorFromEnd: 3, [.end, .right, .insert("x")]).text == "abcx")
    }

    @Test func backspaceAndDeleteTakeTheCharacterBeforeAndUnderTheCursor() {
        #expect(line("abcd", cursorFromEnd: 2, [.deleteBackward]).text == "acd")
        #expect(line("abcd", cursorFromEnd: 2, [.deleteForward]).text == "abd")
        #expect(line("abcd", [.deleteForward]).text == "abcd")
        #expect(line("abcd", cursorFromEnd: 4, [.deleteBackward]).text == "abcd")
    }

    @Test func controlUAndKDeleteBeforeAndAfterTheCursor() {
        let start = PromptLine(text: "tomorrow 3pm Lunch", cursorFromEnd: 5)
        var u = start; u.apply(.deleteToStart)
        var k = start; k.apply(.deleteToEnd)
        #expect(u.text == "Lunch" && u.cursorFromEnd == 5)
        #expect(k.text == "tomorrow 3pm " && k.cursorFromEnd == 0)
    }

    @Test func controlWDeletesTheWordBeforeTheCursorWithItsTrailingSpaces() {
        #expect(line("fri 3pm Dentist  ", [.deleteWordBackward]).text == "fri 3pm ")
        #expect(line("fri 3pm Dentist", cursorFromEnd: 7, [.deleteWordBackward]).text == "fri Dentist")
    }

    @Test func cursorCountsCharactersNotBytes() {
        let edited = line("내일 오후 3시", [.left, .left, .deleteBackward])
        #expect(edited.text == "내일 오후3시")
    }

    @Test func aPasteIsOneLineWithItsBreaksAsSpaces() {
        #expect(line("", [.insert("Call\nAnn\tnow\u{07}!")]).text == "Call Ann now!")
    }

    @Test func theKeysMapToEditsOnlyInAPrompt() {
        let calendar = ReducerTests.state()
        let prompt = AppState.update(calendar, .openGoTo)
        #expect(KeyMap.action(for: .control("a"), in: prompt) == .promptEdit(.home))
        #expect(KeyMap.action(for: .control("w"), in: prompt) == .promptEdit(.deleteWordBackward))
        #expect(KeyMap.action(for: .delete, in: prompt) == .promptEdit(.deleteForward))
        #expect(KeyMap.action(for: .paste("2027-01"), in: prompt) == .promptEdit(.insert("2027-01")))
        #expect(KeyMap.action(for: .up, in: prompt) == .promptHistory(-1))
        #expect(KeyMap.action(for: .paste("aaaa"), in: calendar) == nil, "a paste is not a run of commands")
        #expect(KeyMap.action(for: .control("a"), in: calendar) == nil)
    }

    @Test func upRecallsEarlierEntriesAndDownReturnsToWhatWasTyped() {
        var state = ReducerTests.state()
        for entry in ["2027-01", "2028-03"] {
            state = ([.openGoTo] + entry.map(Action.promptInput) + [.promptSubmit]).reduce(state, AppState.update)
        }
        state = ([.openGoTo] + "20".map(Action.promptInput) + [.promptHistory(-1)]).reduce(state, AppState.update)
        #expect(goToText(state) == "2028-03")
        state = AppState.update(state, .promptHistory(-1))
        #expect(goToText(state) == "2027-01")
        state = AppState.update(state, .promptHistory(-1))
        #expect(goToText(state) == "2027-01", "the oldest entry stays")
        state = [.promptHistory(1), .promptHistory(1)].reduce(state, AppState.update)
        #expect(goToText(state) == "20", "below the newest, the draft comes back")
    }

    @Test func anEditAfterARefusalClearsItButMovingTheCursorDoesNot() {
        var state = ([.openGoTo] + "2021-13".map(Action.promptInput) + [.promptSubmit]).reduce(ReducerTests.state(), AppState.update)
        guard case .goTo(let refused) = state.overlay else { Issue.record("prompt closed"); return }
        #expect(refused.error != nil)
        state = AppState.update(state, .promptEdit(.left))
        guard case .goTo(let moved) = state.overlay else { return }
        #expect(moved.error != nil)
        state = AppState.update(state, .promptEdit(.deleteForward))
        guard case .goTo(let edited) = state.overlay else { return }
        #expect(edited.error == nil && edited.text == "2021-1")
    }

    @Test func theGoToPromptDrawsTheCursorWhereItIs() {
        let state = ([.openGoTo] + "2027-01".map(Action.promptInput) + [.promptEdit(.left), .promptEdit(.left)])
            .reduce(ReducerTests.state(), AppState.update)
        let buffer = Screen.render(state)
        let row = buffer.height - 1
        let text = buffer.lines[row]
        guard let column = text.firstRange(of: "2027-01").map({ text.distance(from: text.startIndex, to: $0.lowerBound) }) else {
            Issue.record("prompt text not shown: \(text)"); return
        }
        let cursor = buffer[column + 5, row].style
        #expect(cursor.reverse != buffer[column + 4, row].style.reverse, "the cursor is on the `0` of `01`, reversed")
        #expect(buffer[column + 4, row].style == buffer[column + 6, row].style)
    }

    func goToText(_ state: AppState) -> String? {
        if case .goTo(let prompt) = state.overlay { return prompt.text }
        return nil
    }
}

/// The event prompt's typed line keeps its cursor in view.
@Suite struct TypedLineTests {
    @Test func aCursorNearTheStartOfALongLineShowsTheStartAndTheCursorReversed() {
        let spans = EventEditingViews.typedLine("abcdefghij", cursorFromEnd: 8, marked: [], columns: 8)
        #expect(spans.map(\.text).joined() == "> abcdef")
        #expect(spans.first { $0.text.contains("c") }?.style.reverse == true)
        #expect(spans.filter(\.style.reverse).map(\.text) == ["c"])
    }

    @Test func aCursorAtTheEndOfALongLineShowsTheEndAfterAnEllipsis() {
        let spans = EventEditingViews.typedLine("abcdefghij", marked: [], columns: 8)
        #expect(spans.map(\.text).joined() == "…fghij_")
    }
}
