import Testing
import TestSupport
@testable import CalendarCore
@testable import CalendarUI

/// Contacts' birthdays on the screen (issue 45): an all-day entry of the
/// calendar "Birthdays" in the month, week and agenda views, which `e`
/// and `d` refuse with where it comes from.
@Suite struct BirthdayViewTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static let card = "BEGIN:VCARD\nVERSION:3.0\nFN:Ann Lee\nBDAY:1986-11-20\nEND:VCARD\n"

    static func state(mode: ViewMode = .month, cursor: String = "2026-11-20") -> AppState {
        let birthdays = BirthdayCalendar.none.adding(folder: "c", birthdays: BirthdayCard.birthdays(in: card, file: "c/ann.vcf").birthdays)
        let state = AppState(locale: CalendarLocale(identifier: "en_US"), firstWeekday: .monday, today: day("2026-11-18"),
                             cursor: day(cursor), mode: mode, marks: MarkSet(), size: ScreenSize(width: 120, height: 40))
        return state.with(settings: { $0.birthdays = birthdays })
    }

    @Test func theDayListsTheBirthdayAsAnAllDayEntryOfBirthdays() {
        let entries = DayEntries(on: Self.day("2026-11-20"), state: Self.state()).entries
        #expect(entries.map(\.title) == ["Ann Lee's birthday (40)"])
        #expect(entries.first?.kind == .event(.allDay) && entries.first?.source == "Birthdays" && entries.first?.key == nil)
        #expect(DayEntries(on: Self.day("2026-11-21"), state: Self.state()).entries.isEmpty)
    }

    @Test(arguments: [ViewMode.month, .week, .agenda])
    func everyViewShowsIt(mode: ViewMode) {
        let text = Screen.render(Self.state(mode: mode)).lines.joined(separator: "\n")
        #expect(text.contains("Ann Lee"), "\(text)")
    }

    @Test func editingOrDeletingItSaysItComesFromAContact() {
        for action in [Action.editEvent, .deleteEvent] {
            var state = Self.state()
            _ = state.apply(action)
            #expect(state.message == "\"Ann Lee's birthday (40)\" comes from a contact's card (birthdays): change it in the contact",
                    "\(state.message ?? "no message")")
        }
    }
}
