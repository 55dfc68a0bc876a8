import Foundation
import Testing
import TestSupport

/// The agenda view through the keys in a real terminal, default flags:
/// `L` lists the days from the cursor's on, empty ones left out, `j` and
/// `k` move through the entries (the list follows back to an earlier
/// day), a selected day is shown, and `L` goes back to the month.
@Suite struct AgendaScreenTests {
    static let calendar = """
        BEGIN:VCALENDAR\r
        PRODID:-//dal tests//EN\r
        VERSION:2.0\r
        BEGIN:VEVENT\r
        UID:review\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Design review with the platform team and friends\r
        LOCATION:Room 4\r
        DTSTART;TZID=Europe/Berlin:20261124T090000\r
        DTEND;TZID=Europe/Berlin:20261124T103000\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:retro\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Retro\r
        DTSTART;TZID=Europe/Berlin:20261203T160000\r
        DTEND;TZID=Europe/Berlin:20261203T170000\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func agendaKeyListsTheDaysAheadAndMovesThroughTheirEntries() throws {
        let screen = try CalendarScreen(calendar: Self.calendar, width: 80, height: 24, clock: ["DAL_TODAY": "2026-11-26"])
        defer { screen.remove() }
        let session = screen.session
        #expect(try session.waitFor("Design").ok)
        try session.send("L")
        let listed = try session.waitFor { $0.contains { $0.contains("AGENDA") } && $0.contains { $0.contains("Retro") } }
        #expect(listed.ok, "\(listed.screen.dump)")
        #expect(listed.screen.contains { $0.contains("[Thursday, November 26, 2026]") }, "today heads the list\n\(listed.screen.dump)")
        #expect(!listed.screen.contains { $0.contains("Design review") }, "the days before are not listed\n\(listed.screen.dump)")
        #expect(!listed.screen.contains { $0.contains("Friday, November 27") }, "empty days are left out\n\(listed.screen.dump)")
        try session.send("j")
        try session.send("Space")
        let picked = try session.waitFor { $0.contains { $0.contains("[Thursday, December 3, 2026]") } && $0.contains { $0.contains("AGENDA · 1 selected") } }
        #expect(picked.ok, "\(picked.screen.dump)")
        try session.send("k")
        let back = try session.waitFor { $0.contains { $0.contains("09:00–10:30") && $0.contains("Design review with the platform team and friends  [team]") } }
        #expect(back.ok && back.screen.contains { $0.contains("[Tuesday, November 24, 2026]") }, "\(back.screen.dump)")
        try session.send("L")
        let month = try session.waitFor { $0.contains { $0.contains("November 2026") } && $0.contains { $0.contains("MONTH") } }
        #expect(month.ok, "\(month.screen.dump)")
    }
}
