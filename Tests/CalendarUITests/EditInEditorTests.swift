import Testing
@testable import CalendarCore
@testable import CalendarUI

/// `E` through the reducer: which event's file goes to the editor, and
/// what becomes of what the editor wrote.
@Suite struct EditInEditorTests {
    func run(_ actions: [Action], on start: AppState = EventEditingTests.state()) -> (state: AppState, effects: [Effect]) {
        var state = start
        var effects: [Effect] = []
        for action in actions { effects = state.apply(action) }
        return (state, effects)
    }

    @Test func capitalEOpensThePickedEventsFileWholeSeriesAndAll() throws {
        let list = run([.editInEditor]).state
        guard case .chooseEvent(let choice) = list.overlay else { Issue.record("no list: \(list.overlay)"); return }
        #expect(choice.purpose == .editFile)
        // A repeating event's file holds the series: no question which instance.
        let yoga = try #require(choice.options.firstIndex { $0.summary == "Yoga" })
        let picked = run([.highlightChoice(yoga), .pickChoice(nil)], on: list)
        #expect(picked.state.overlay == .none)
        #expect(picked.effects == [.openInEditor(EventReference(collection: "work", occurrence: choice.options[yoga]))])
        // On the calendar the key reads as E; in `dal pick` it does nothing.
        #expect(KeyMap.action(for: .character("E"), in: EventEditingTests.state()) == .editInEditor)
        #expect(KeyMap.action(for: .character("E"), in: EventEditingTests.state().with { $0.pickMode = .single }) == nil)
    }

    @Test func whatTheEditorWroteGoesToTheWriterAndItsRefusalIsShownWhole() throws {
        let occurrence = try #require(EventEditingTests.state().events?.occurrences(on: try CivilDate.parse("2026-11-21")).first)
        let file = EditableFile(reference: EventReference(collection: "work", occurrence: occurrence), path: "work/a.ics", before: [1],
                                draft: "/tmp/dal-edit-x/a.ics")
        let edited = run([.editorClosed(.edited(file, [2]))])
        #expect(edited.effects == [.change([.replaceFile(file, with: [2])])])
        let refusal = "/tmp/dal-edit-x/a.ics:5: bad DTSTART; work/a.ics is unchanged, and your text is kept in /tmp/dal-edit-x/a.ics"
        let refused = run([.changesApplied([], error: refusal)], on: edited.state).state
        #expect(refused.message == refusal && refused.notices.log.last == refusal)
        #expect(run([.editorClosed(.unchanged(file))]).state.message == "nothing changed: work/a.ics is as it was")
        #expect(run([.editorClosed(.failed("the editor exited with status 1"))]).state.message == "the editor exited with status 1")
    }
}
