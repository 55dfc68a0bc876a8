import Testing
@testable import CalendarCore
@testable import CalendarUI

/// Titles of any length: a frame reads of a title what it can show (a
/// 30,000-character title of CJK or emoji once made each key in the week
/// view take 5–9 s), and what it shows does not depend on the rest.
@Suite struct LongTitleTests {
    static let today = CivilDate(year: 2026, month: 11, day: 21)!

    /// `piece` repeated to `count` characters.
    static func title(_ piece: String, count: Int) -> String {
        String(String(repeating: piece, count: count / piece.count + 1).prefix(count))
    }

    /// The week of today with the title on every day: all day, and twice timed.
    static func state(title: String, width: Int, height: Int, mode: ViewMode = .week) -> AppState {
        var marks = MarkSet()
        let calendar = marks.addCategory(Category(id: "calendar:long", name: "Long", color: CalendarColors.automatic(0)))
        var state = AppState(locale: .english, firstWeekday: .sunday, today: today, cursor: today, mode: mode, marks: marks,
                             size: ScreenSize(width: width, height: height))
        state.calendarCategories = [calendar]
        let days = today.adding(days: -40)...today.adding(days: 40)
        let occurrences = (0...80).flatMap { offset -> [EventOccurrence] in
            let day = days.lowerBound.adding(days: offset)
            return [(0, 24), (9, 10), (14, 15)].map { start, end in
                EventOccurrence(calendar: 0, uid: "\(day)-\(start)", recurrenceID: nil, summary: title, isAllDay: start == 0,
                                start: LocalDateTime(date: day, secondsOfDay: start * 3600),
                                end: end == 24 ? LocalDateTime(date: day.adding(days: 1)) : LocalDateTime(date: day, secondsOfDay: end * 3600))
            }
        }
        state.apply(.eventsLoaded(EventWindow(days: days, occurrences: occurrences)))
        return state
    }

    @Test func aDaysEntriesReadATitleNoFurtherThanTheViewShows() {
        let long = Self.title("日本語の予定表🎉", count: 30_000)
        let entries = DayEntries(on: Self.today, state: Self.state(title: long, width: 80, height: 24), titleColumns: 20)
        #expect(entries.entries.count == 3)
        for entry in entries.entries {
            #expect(entry.title == String(long.prefix(21)) + "…", "cut after the 21 characters 20 columns could need")
        }
        let short = DayEntries(on: Self.today, state: Self.state(title: "Standup", width: 80, height: 24), titleColumns: 20)
        #expect(short.entries.map(\.title) == ["Standup", "Standup", "Standup"], "a title that fits is as it was")
    }

    @Test func blanksBeforeALongTitleDoNotTakeItsPlace() {
        let padded = String(repeating: " \t", count: 50) + Self.title("Planning ", count: 10_000)
        let entry = DayEntries(on: Self.today, state: Self.state(title: padded, width: 80, height: 24), titleColumns: 10).entries[0]
        #expect(entry.title == "Planning Pl…", "the 11 characters after the blanks")
    }

    /// What follows the part a frame can show changes nothing on screen:
    /// the month and week views, narrow week rows and the agenda at the right.
    @Test(arguments: [(80, 24, ViewMode.week), (200, 60, .week), (60, 30, .week), (200, 60, .month), (120, 40, .month)])
    func framesAreTheSameWhateverFollowsWhatTheyShow(width: Int, height: Int, mode: ViewMode) {
        for piece in ["日本語の予定表", "👨‍👩‍👧🏳️‍🌈🇰🇷", "Quarterly planning "] {
            let shown = Self.title(piece, count: 14_000)
            let first = Screen.render(Self.state(title: shown + Self.title(piece, count: 16_000), width: width, height: height, mode: mode))
            let second = Screen.render(Self.state(title: shown + Self.title("other text ", count: 16_000), width: width, height: height,
                                                  mode: mode))
            #expect(first.lines == second.lines, "\(piece) at \(width)×\(height) \(mode)")
            #expect(first.lines.joined().contains("…"), "the cut is shown")
        }
    }

    @Test func theAgendaShowsAScreenfulOfATitleAndThenTheCut() {
        var state = Self.state(title: Self.title("日本語の予定表 ", count: 30_000), width: 80, height: 24)
        state.apply(.showAgenda)
        let layout = PanelLayout(kind: .agenda, state: state)
        #expect(layout.lines.count < 4 * 24, "three titles of at most a screenful each, with their calendar lines")
        #expect(layout.lines.contains { $0.map(\.text).joined().hasSuffix("…") })
    }
}
