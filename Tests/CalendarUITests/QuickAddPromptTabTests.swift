import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// The add prompt's Tab does the first that applies: completes a `#name`
/// being typed, flips an hour whose half of the day the quick add assumed,
/// or picks the next calendar. The preview says which calendar, which
/// place, and what it assumed.
@Suite struct QuickAddPromptTabTests {
    let editing = EventEditingTests()

    func prompt(_ state: AppState) -> EventPrompt? {
        if case .eventPrompt(let prompt) = state.overlay { return prompt }
        return nil
    }

    func screen(_ state: AppState) -> String { Screen.render(state).lines.joined(separator: "\n") }

    @Test func tabFlipsAnAssumedHourAndEnterWritesWhatThePreviewThenSays() throws {
        let typed = editing.run([.addEvent(toSelection: false)] + editing.typing("at 3 Party"))
        #expect(screen(typed.state).contains("Sat 21 Nov · 15:00–16:00") && screen(typed.state).contains("half of the day assumed (Tab: 03:00–04:00) · Party · #Work"),
                "\(screen(typed.state))")
        let flipped = editing.run([.nextTarget], on: typed.state)
        #expect(prompt(flipped.state)?.flipsAssumedHours == true && prompt(flipped.state)?.target == nil, "Tab flipped, the calendar stayed")
        #expect(screen(flipped.state).contains("Sat 21 Nov · 03:00–04:00") && screen(flipped.state).contains("half of the day assumed (Tab: 15:00–16:00)"),
                "\(screen(flipped.state))")
        let saved = editing.run([.promptSubmit], on: flipped.state)
        let day = EventEditingTests.day("2026-11-21")
        let draft = EventDraft(title: "Party", timing: .timed(start: LocalDateTime(date: day, secondsOfDay: 3 * 3600),
                                                               end: LocalDateTime(date: day, secondsOfDay: 4 * 3600)))
        #expect(saved.effects == [.change([.add(draft, to: CalendarInfo(name: "Work", color: nil, path: "work", writable: true))])])
    }

    @Test func tabWithNothingAssumedPicksTheNextCalendar() {
        let typed = editing.run([.addEvent(toSelection: false)] + editing.typing("15:00 Party"))
        #expect(prompt(editing.run([.nextTarget], on: typed.state).state)?.target == "home")
    }

    @Test func hashOffersTheCalendarsAndTabCompletesThem() {
        let typed = editing.run([.addEvent(toSelection: false)] + editing.typing("Lunch #"))
        #expect(screen(typed.state).contains("#Work  #Home  (Tab completes)"), "\(screen(typed.state))")
        let home = editing.run(editing.typing("h") + [.nextTarget], on: typed.state)
        #expect(prompt(home.state)?.text == "Lunch #Home" && prompt(home.state)?.target == nil)
        #expect(!screen(home.state).contains("(Tab completes)"), "a whole name is offered no more")
        #expect(screen(home.state).contains("Lunch · #Home"))
        let none = editing.run(editing.typing("x"), on: home.state)
        #expect(screen(none.state).contains("no calendar by that name"))
    }

    @Test func aTypedPlaceIsShownAndWrittenAsTheLocation() {
        let typed = editing.run([.addEvent(toSelection: false)] + editing.typing("Dinner at Joe's 7pm"))
        #expect(screen(typed.state).contains("19:00–20:00 · Dinner · at Joe's · #Work"), "\(screen(typed.state))")
        let saved = editing.run([.promptSubmit], on: typed.state)
        guard case .calendar(.change(let changes))? = saved.effects.first, case .add(let draft, _)? = changes.first else {
            Issue.record("no add: \(saved.effects)")
            return
        }
        #expect(draft.title == "Dinner" && draft.details?.location == "Joe's")
    }
}
