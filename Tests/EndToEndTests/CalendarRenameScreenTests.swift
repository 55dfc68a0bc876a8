import Foundation
import Testing
import TestSupport

/// A calendar renamed on disk while dal runs (a sync brings a new
/// X-WR-CALNAME) is shown by its new name in the legend, in a real
/// terminal with the default flags.
@Suite struct CalendarRenameScreenTests {
    static func calendar(named name: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal tests//EN\r\nX-WR-CALNAME:\(name)\r\nBEGIN:VEVENT\r\nUID:offsite\r\n"
            + "DTSTAMP:20261101T000000Z\r\nSUMMARY:Offsite\r\nDTSTART;TZID=Europe/Berlin:20261120T100000\r\n"
            + "DTEND;TZID=Europe/Berlin:20261120T110000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    @Test func aCalendarRenamedOnDiskIsShownByItsNewNameInTheLegend() throws {
        let calendarScreen = try CalendarScreen(calendar: Self.calendar(named: "Team Berlin"), width: 100, height: 30,
                                                clock: ["DAL_NOW": "2026-11-21T08:00"])
        defer { calendarScreen.remove() }
        let session = calendarScreen.session
        let first = try session.waitFor { $0.contains { $0.contains("Offsite") } && $0.contains { $0.contains("Team Berlin") } }
        #expect(first.ok, "\(first.screen.dump)")
        // As a sync writes: a new file renamed over the old one.
        try Self.calendar(named: "Family").write(toFile: calendarScreen.directory + "/team.ics", atomically: true, encoding: .utf8)
        let renamed = try session.waitFor { $0.contains { $0.contains("Family") } && !$0.contains { $0.contains("Team Berlin") } }
        #expect(renamed.ok, "the legend follows the new name: \(renamed.screen.dump)")
        #expect(renamed.screen.contains { $0.contains("Offsite") }, "the events stay")
    }
}
