import Testing
@testable import CalendarCore

/// Contacts' birthdays found by a search (`/`, `dal search`): each card's
/// next day, by its title in any case and accent or the calendar's name.
struct BirthdaySearchTests {
    static func day(_ text: String) -> CivilDate { try! CivilDate.parse(text) }

    static let calendar = BirthdayCalendar.none.adding(folder: "contacts", birthdays: [
        Birthday(name: "Ann Lee", kind: .birthday, month: 3, day: 15, year: 1986, file: "ann.vcf", line: 3),
        Birthday(name: "Zoë Park", kind: .birthday, month: 7, day: 1, year: nil, file: "zoe.vcf", line: 4),
        Birthday(name: "김민지", kind: .birthday, month: 12, day: 1, year: 1990, file: "minji.vcf", line: 5),
        Birthday(name: "Ann Lee", kind: .anniversary, month: 11, day: 30, year: 2010, file: "ann.vcf", line: 6),
    ])

    static func found(_ query: String, in days: ClosedRange<CivilDate>? = nil) -> [String] {
        calendar.found(query, in: days, today: day("2026-11-28")) { "\($0.birthday.name)'s \($0.birthday.kind.word)" }
            .map { "\($0.date) \($0.birthday.name) \($0.birthday.kind.word)" }
    }

    @Test func eachCardsNextDayIsFoundByItsTitleInAnyCaseAndAccent() {
        #expect(Self.found("ann") == ["2026-11-30 Ann Lee anniversary", "2027-03-15 Ann Lee birthday"])
        #expect(Self.found("ANN anniversary") == ["2026-11-30 Ann Lee anniversary"], "every word, in any case")
        #expect(Self.found("zoe") == ["2027-07-01 Zoë Park birthday"], "an accent typed or not")
        #expect(Self.found("민지") == ["2026-12-01 김민지 birthday"])
        #expect(Self.found("bob").isEmpty)
    }

    @Test func theCalendarsNameFindsEveryCardByDate() {
        #expect(Self.found("birthdays") == ["2026-11-30 Ann Lee anniversary", "2026-12-01 김민지 birthday", "2027-03-15 Ann Lee birthday",
                                            "2027-07-01 Zoë Park birthday"])
    }

    @Test func withDaysGivenTheFirstDayWithinThemIsFound() {
        #expect(Self.found("ann", in: Self.day("2028-01-01")...Self.day("2028-12-31")) == ["2028-03-15 Ann Lee birthday", "2028-11-30 Ann Lee anniversary"])
        #expect(Self.found("zoe", in: Self.day("2027-07-02")...Self.day("2028-06-30")).isEmpty)
    }

    @Test func hitsOfTwoListsMergeByDateKeepingEachOrder() {
        func hit(_ title: String, _ date: String) -> SearchHit {
            SearchHit(occurrence: EventOccurrence(calendar: 0, uid: title, recurrenceID: nil, summary: title, isAllDay: true,
                                                  start: LocalDateTime(date: Self.day(date)), end: LocalDateTime(date: Self.day(date).adding(days: 1))),
                      calendar: "x", location: nil)
        }
        let merged = SearchHit.byDate([hit("a", "2026-12-01"), hit("b", "2027-01-05"), hit("c", "2027-01-05")],
                                      [hit("x", "2026-11-30"), hit("y", "2027-01-05"), hit("z", "2028-01-01")])
        #expect(merged.map(\.occurrence.summary) == ["x", "a", "b", "c", "y", "z"])
    }
}
