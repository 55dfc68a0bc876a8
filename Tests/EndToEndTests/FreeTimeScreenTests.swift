import Foundation
import Testing
import TestSupport

/// `F` in a real terminal at 120×40, with the default flags: from the
/// month it lands on the week with free time shaded and its length said;
/// an all-day event leaves its day free unless it says TRANSP:OPAQUE, time already past is
/// not free, and `F` again takes the shading away.
@Suite struct FreeTimeScreenTests {
    static let calendar = """
        BEGIN:VCALENDAR\r
        PRODID:-//dal tests//EN\r
        VERSION:2.0\r
        BEGIN:VEVENT\r
        UID:standup\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Standup\r
        DTSTART;TZID=Europe/Berlin:20261130T090000\r
        DTEND;TZID=Europe/Berlin:20261130T093000\r
        RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:busy-day\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Offsite\r
        DTSTART;VALUE=DATE:20261203\r
        DTEND;VALUE=DATE:20261204\r
        TRANSP:OPAQUE\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:free-day\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Holiday\r
        DTSTART;VALUE=DATE:20261202\r
        DTEND;VALUE=DATE:20261203\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func freeTimeKeyShowsTheWeeksFreeSlotsAndHidesThemAgain() throws {
        let calendarScreen = try CalendarScreen(calendar: Self.calendar, width: 120, height: 40, clock: ["DAL_NOW": "2026-12-01T10:00"])
        defer { calendarScreen.remove() }
        let session = calendarScreen.session
        #expect(try session.waitFor("Standup").ok)
        try session.send("F")
        // Waits for the whole week: under load the pane can be caught while
        // the frame is still being written, the month's rows below the week's.
        func todayIsFree(_ screen: [String]) -> Bool {
            screen.contains { $0.contains("free━14h") || $0.contains("free 14h ") || $0.contains("free 14h░") }
        }
        let shown = try session.waitFor { screen in
            screen.contains { $0.contains("free 14h30m") } && todayIsFree(screen) && !screen.contains { $0.contains("MONTH ·") }
        }
        #expect(shown.ok, "\(shown.screen.dump)")
        let screen = shown.screen
        let header = try #require(screen.first { $0.contains("Mon 30") && $0.contains("Wed 2") }, "\(screen.dump)")
        func column(_ text: String) throws -> Int { try #require(header.range(of: text), "\(text)").lowerBound.utf16Offset(in: header) }
        let monday = try column("Mon 30"), wednesday = try column("Wed 2"), thursday = try column("Thu 3")
        let freeRow = try #require(screen.first { $0.contains("free 14h30m") })
        // Wednesday's all-day event says nothing and is free, Thursday's says OPAQUE; Monday is past.
        let freeAt = freeRow.range(of: "free 14h30m")!.lowerBound.utf16Offset(in: freeRow)
        #expect(abs(freeAt - wednesday) <= 2, "free 14h30m under Wed 2\n\(screen.dump)")
        #expect(!screen.contains { $0.count > thursday + 4 && $0.dropFirst(thursday - 1).prefix(8).contains("░") }, "Thursday is busy all day\n\(screen.dump)")
        #expect(!screen.contains { $0.count > monday + 4 && $0.dropFirst(monday - 1).prefix(8).contains("░") }, "Monday is past\n\(screen.dump)")
        // Today from now (10:00) to midnight: 14 hours.
        #expect(todayIsFree(screen), "\(screen.dump)")
        try session.send("F")
        let hidden = try session.waitFor { !$0.contains { $0.contains("░") } }
        #expect(hidden.ok, "\(hidden.screen.dump)")
    }
}
