import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// `dal invite`'s screen through the reducer and the views: the card over
/// the invitation's day on the week's hours (its time shaded beside the
/// events it overlaps, those marked `!`), `a` `t` `d` (with a comment) and
/// `Esc`; and in the calendar, an event awaiting my answer marked `?`.
@Suite struct InvitationScreenTests {
    typealias Fixture = EventViewGoldenTests

    static let me: Set<String> = ["bob@example.com"]

    /// The event goldens' events, Bob invited to a review on Tuesday 24 November at 15:30, which overlaps the dentist.
    static func state(width: Int = 120, height: Int = 40, mode: ViewMode = .week) -> AppState {
        var state = Fixture.state(width: width, height: height, mode: mode).with { $0.me = me }
        var awaiting = Fixture.event(0, "Budget review", Fixture.at("2026-11-23", 11), Fixture.at("2026-11-23", 12))
        awaiting.attendance = EventAttendance.of(isTransparent: false, answers: [
            .init(address: "ann@example.com", partstat: "ACCEPTED"), .init(address: "bob@example.com", partstat: "NEEDS-ACTION"),
        ])
        var cancelled = Fixture.event(0, "Offsite", Fixture.at("2026-11-25", 13), Fixture.at("2026-11-25", 17))
        cancelled.attendance = EventAttendance.of(isTransparent: false, answers: [.init(address: "bob@example.com", partstat: "NEEDS-ACTION")],
                                                  isCancelled: true)
        state.apply(.eventsLoaded(EventWindow(days: Fixture.day("2026-09-01")...Fixture.day("2027-01-31"),
                                              occurrences: Fixture.events() + [awaiting, cancelled])))
        return state
    }

    static var card: InvitationCard {
        let invited = EventOccurrence(calendar: -1, uid: "review@example.com", recurrenceID: nil, summary: "Design review", isAllDay: false,
                                      start: Fixture.at("2026-11-24", 15, 30), end: Fixture.at("2026-11-24", 16, 30))
        return InvitationCard(occurrence: invited, organizer: "Ann Lee <ann@example.com>",
                              attendees: [EventDetails.Attendee(name: "Ann Lee", answer: "ACCEPTED"), EventDetails.Attendee(name: "Bob Kim", answer: nil)],
                              location: "Room 7", notes: "The new calendar screens, one by one.\n\nBring your notes.")
    }

    static func opened(width: Int = 120, height: Int = 40) -> AppState {
        var state = Self.state(width: width, height: height)
        state.openInvitation(card)
        return state
    }

    static func key(_ state: inout AppState, _ key: Key) {
        guard let action = KeyMap.action(for: key, in: state) else { Issue.record("\(key) does nothing"); return }
        state.apply(action)
    }

    @Test func aAcceptsAndEndsTheScreen() {
        var state = Self.opened()
        Self.key(&state, .character("a"))
        #expect(state.invitationChoice == .answer(.accepted, comment: nil) && state.quitReason == .picked)
        var tentative = Self.opened()
        Self.key(&tentative, .character("t"))
        #expect(tentative.invitationChoice == .answer(.tentative, comment: nil))
    }

    @Test func dAsksForACommentThatEnterSendsAndEscTakesBack() {
        var state = Self.opened()
        Self.key(&state, .character("d"))
        #expect(state.quitReason == nil)
        for character in "Away, sorry" { Self.key(&state, .character(character)) }
        Self.key(&state, .backspace)
        #expect(Self.text(state).contains("Decline with a comment (Enter sends, Esc goes back): Away, sorr_"))
        Self.key(&state, .escape)
        #expect(state.quitReason == nil && Self.text(state).contains("a accept · t tentative · d decline · Esc leave unanswered"))
        Self.key(&state, .character("d"))
        for character in "Away" { Self.key(&state, .character(character)) }
        Self.key(&state, .enter)
        #expect(state.invitationChoice == .answer(.declined, comment: "Away") && state.quitReason == .picked)
        var silent = Self.opened()
        Self.key(&silent, .character("d"))
        Self.key(&silent, .enter)
        #expect(silent.invitationChoice == .answer(.declined, comment: nil), "no comment: none sent")
    }

    @Test func escLeavesItUnansweredAndTheArrowsOnlyLookAround() {
        var state = Self.opened()
        Self.key(&state, .character("l"))
        #expect(state.cursor == Fixture.day("2026-11-25") && state.quitReason == nil)
        #expect(KeyMap.action(for: .character("e"), in: state) == nil, "nothing that changes the calendar")
        Self.key(&state, .escape)
        #expect(state.invitationChoice == .unanswered && state.quitReason == .picked)
    }

    @Test func itsConflictsAreTheBusyEventsItOverlaps() {
        let state = Self.opened()
        #expect(state.conflicts(with: Self.card).map(\.summary) == ["치과 예약 (dentist)"])
        let text = Self.text(state)
        #expect(text.contains("! overlaps 15:00 "), "the card names what it overlaps")
        #expect(text.contains("▒▒▒"), "its time shaded on the hours")
        #expect(Self.text(Self.opened(width: 80, height: 24)).contains("▒ 15:30"), "among the day's entries where the week has no hours")
    }

    /// A cancelled event (STATUS:CANCELLED) is shown struck through, not
    /// marked as awaiting an answer, never busy, and not offered to `r`.
    @Test func aCancelledEventIsStruckThroughAndCountsForNothing() {
        let month = Self.state(mode: .month)
        #expect(Self.text(month).contains("O\u{0336}f\u{0336}f\u{0336}"), "\(Self.text(month))")
        #expect(!Self.text(month).contains("? Off"))
        let offsite = month.events?.occurrences(on: Fixture.day("2026-11-25")).first { $0.summary == "Offsite" }
        #expect(offsite?.isBusy(for: Self.me) == false)
        var answering = month
        answering.calendars = [CalendarInfo(name: "Work", color: nil, path: "work", writable: true)]
        answering.jump(to: Fixture.day("2026-11-25"))
        _ = answering.apply(.answerInvitation)
        #expect(answering.message == "none of your addresses (me) is invited to this event", "a cancelled event takes no answer")
    }

    @Test func anEventAwaitingMyAnswerIsMarkedInTheCalendar() {
        let month = Self.state(mode: .month)
        #expect(Self.text(month).contains("? Budget"), "\(Self.text(month))")
        let nobody = month.with { $0.me = [] }
        #expect(!Self.text(nobody).contains("? Budget"), "without me, nothing awaits an answer")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theCardsGolden(width: Int, height: Int) {
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(Self.opened(width: width, height: height))),
                                       named: "invitation-\(width)x\(height)")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func theAwaitingMarksGolden() {
        let mismatch = Golden.mismatch(ViewGoldenTests.golden(Screen.render(Self.state(width: 80, height: 24, mode: .month))),
                                       named: "invitation-awaiting-month-80x24")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// `r` on the day of an event I am invited to: its card (its details
    /// asked for), and `a` writes my answer as a change of the calendar.
    @Test func rOpensTheCardOfAnEventAwaitingMyAnswerAndAWritesTheAnswer() throws {
        var state = Self.state(mode: .month)
        state.calendars = [CalendarInfo(name: "Work", color: nil, path: "work", writable: true),
                           CalendarInfo(name: "Family", color: nil, path: "cals/family")]
        state.jump(to: Fixture.day("2026-11-23"))
        #expect(KeyMap.action(for: .character("r"), in: state) == .answerInvitation)
        let effects = state.apply(.answerInvitation)
        guard case .invitation(let card) = state.overlay else { Issue.record("no card: \(state.overlay)"); return }
        #expect(card.occurrence.summary == "Budget review" && card.address == "bob@example.com" && card.event?.collection == "work")
        #expect(effects.contains(.loadDetails([card.occurrence])), "its details asked for")
        #expect(Self.text(state).contains("Answer: a accept · t tentative · d decline · Esc not now"))
        let answered = state.apply(try #require(KeyMap.action(for: .character("a"), in: state)))
        #expect(answered.contains(.change([.answer(try #require(card.event), as: "bob@example.com", .accepted, comment: nil)])))
        #expect(state.overlay == .none && state.quitReason == nil, "the calendar stays open")
        // Esc: not now, nothing written.
        var later = Self.state(mode: .month)
        later.calendars = state.calendars
        later.jump(to: Fixture.day("2026-11-23"))
        _ = later.apply(.answerInvitation)
        #expect(later.apply(try #require(KeyMap.action(for: .escape, in: later))).isEmpty && later.overlay == .none && later.quitReason == nil)
    }

    @Test func rWithoutMeOrAnInvitationSaysWhy() {
        var nobody = Self.state(mode: .month).with { $0.me = [] }
        nobody.calendars = [CalendarInfo(name: "Work", color: nil, path: "work", writable: true)]
        _ = nobody.apply(.answerInvitation)
        #expect(nobody.message == "dal does not know your address: set me = [\"you@example.com\"] in the config")
        var plain = Self.state(mode: .month)
        plain.calendars = nobody.calendars
        _ = plain.apply(.answerInvitation)
        #expect(plain.message == "none of your addresses (me) is invited to this event" && plain.overlay == .none)
    }

    static func text(_ state: AppState) -> String {
        let buffer = Screen.render(state)
        return (0..<buffer.height).map { y in (0..<buffer.width).map { String(buffer.character(x: $0, y: y)) }.joined() }.joined(separator: "\n")
    }
}
