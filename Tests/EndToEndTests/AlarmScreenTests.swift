import Foundation
import Testing
import TestSupport

/// Alarms in the full screen, in tmux with the default flags: the status
/// line's next event, the notice at its second, a snooze that brings it
/// back, and a dismissal written as ACKNOWLEDGED that Python's icalendar
/// reads back (so another device stops too).
@Suite struct AlarmScreenTests {
    @Test func theNoticeComesAtItsTimeSnoozesAndDismissingWritesAcknowledged() throws {
        let directory = NSTemporaryDirectory() + "dal-alarm-\(UUID().uuidString)"
        let work = directory + "/calendars/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Work".write(toFile: work + "/displayname", atomically: true, encoding: .utf8)
        // The alarm goes off three seconds after the start (10 min before 14:10:03).
        let file = work + "/dentist.ics"
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:dentist\r\nDTSTAMP:20261001T000000Z\r\n"
            + "DTSTART;TZID=Europe/Berlin:20261121T141003\r\nDTEND;TZID=Europe/Berlin:20261121T150000\r\nSUMMARY:Dentist\r\n"
            + "LOCATION:Dr. Kim\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Bring the card\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n").write(toFile: file, atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 100, height: 30,
                                      command: "\(ProcessRunner.dalBinary) --no-store --now 2026-11-21T14:00 --calendar \(directory)/calendars",
                                      environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                    "XDG_CACHE_HOME": directory + "/cache", "XDG_DATA_HOME": directory + "/data"])
        try session.expectScreen(shows: "next 14:10 Dentist", "the status line names the next event")
        try session.expectScreen(shows: "Alarm 14:00", "the notice at the alarm's second")
        try session.expectScreen(shows: "Bring the card")
        // Snoozed five minutes: gone, and waiting to come back.
        try session.send("z")
        try session.expectScreen(shows: "Enter snoozes 5 min")
        try session.send("Enter")
        try session.expectScreen(shows: "\"Dentist\" again at 14:05")
        #expect(!(try session.screen().joined().contains("Alarm 14:00")))
        // Quit and open again an hour later: the alarm is past, and dismissed now.
        try session.send("q")
        try session.expectScreen(shows: "EXIT=0")
        let again = try TmuxSession(width: 100, height: 30,
                                    command: "\(ProcessRunner.dalBinary) --no-store --now 2026-11-21T14:00 --calendar \(directory)/calendars",
                                    environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                  "XDG_CACHE_HOME": directory + "/cache", "XDG_DATA_HOME": directory + "/data"])
        try again.expectScreen(shows: "Alarm 14:00")
        try again.send("Enter")
        try again.expectScreen(shows: "dismissed the alarm of \"Dentist\"")
        let script = """
            import icalendar, sys
            calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            alarm = calendar.walk('VEVENT')[0].walk('VALARM')[0]
            print(alarm.get('ACKNOWLEDGED').dt.isoformat())
            """
        let read = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script, file])
        #expect(read.status == 0 && read.stdout.hasSuffix("+00:00\n"), "icalendar reads ACKNOWLEDGED in UTC: \(read.stdout)\(read.stderr)")
        // Dismissed: opened again, it does not go off.
        try again.send("q")
        let third = try TmuxSession(width: 100, height: 30,
                                    command: "\(ProcessRunner.dalBinary) --no-store --now 2026-11-21T14:00 --calendar \(directory)/calendars",
                                    environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                  "XDG_CACHE_HOME": directory + "/cache", "XDG_DATA_HOME": directory + "/data"])
        try third.expectScreen(shows: "next 14:10 Dentist")
        sleep(4)
        #expect(!(try third.screen().joined().contains("Alarm 14:00")), "a dismissed alarm stays dismissed")
    }
}
