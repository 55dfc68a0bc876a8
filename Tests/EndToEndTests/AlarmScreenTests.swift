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
        try session.expectScreen(shows: "Enter dismisses", "its Enter counts after a quiet moment")
        // Snoozed five minutes in one key: gone, and waiting to come back;
        // z again while that is said puts it off longer.
        try session.send("z")
        try session.expectScreen(shows: "\"Dentist\" again at 14:05 · z: in 10 min instead")
        #expect(!(try session.screen().joined().contains("Alarm 14:00")))
        try session.send("z")
        try session.expectScreen(shows: "\"Dentist\" again at 14:10 · z: in 30 min instead")
        // Quit and open again an hour later: the alarm is past, and dismissed now.
        try session.send("q")
        try session.expectScreen(shows: "EXIT=0")
        let again = try TmuxSession(width: 100, height: 30,
                                    command: "\(ProcessRunner.dalBinary) --no-store --now 2026-11-21T14:00 --calendar \(directory)/calendars",
                                    environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                  "XDG_CACHE_HOME": directory + "/cache", "XDG_DATA_HOME": directory + "/data"])
        try again.expectScreen(shows: "Alarm 14:00")
        try again.expectScreen(shows: "Enter dismisses")
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

    /// The binary with the default flags in a calendar folder, at `now`.
    func open(_ directory: String, now: String, width: Int = 100, height: Int = 30) throws -> TmuxSession {
        try TmuxSession(width: width, height: height,
                        command: "\(ProcessRunner.dalBinary) --no-store --now \(now) --calendar \(directory)/calendars",
                        environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                                      "XDG_CACHE_HOME": directory + "/cache", "XDG_DATA_HOME": directory + "/data"])
    }

    /// Issue 39: an event added while dal is open, with nothing due
    /// before it, has its alarm go off in dal: the write makes dal look at
    /// the clock again (the status line names it at once).
    @Test func theAlarmOfAnEventJustAddedGoesOffInTheOpenScreen() throws {
        let directory = NSTemporaryDirectory() + "dal-alarm-added-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/calendars/work", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Work".write(toFile: directory + "/calendars/work/displayname", atomically: true, encoding: .utf8)
        let session = try open(directory, now: "2026-11-21T14:00:50")
        try #require(try session.waitFor("? help").ok)
        try session.send("a")
        try session.type("14:02 Call the bank remind 1m")
        try session.send("Enter")
        try session.expectScreen(shows: "next 14:02 Call the bank", "the status line names the new event at once")
        // Its alarm is at 14:01:00, a few seconds on.
        let notice = try session.waitFor("Alarm 14:01", timeout: 30)
        #expect(notice.ok, "the new event's alarm goes off in the open screen\(notice.screen.dump)")
        try session.expectScreen(shows: "Call the bank")
    }

    /// Issue 39: with a notice open, keys it does not own are the
    /// calendar's; typing `ls` Enter acknowledges nothing; `q` quits and
    /// the alarm, not dismissed, comes back when dal opens again.
    @Test func theNoticeLetsTheCalendarsKeysThroughAndTypingNeverDismissesIt() throws {
        let directory = NSTemporaryDirectory() + "dal-alarm-keys-\(UUID().uuidString)"
        let work = directory + "/calendars/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Work".write(toFile: work + "/displayname", atomically: true, encoding: .utf8)
        let file = work + "/dentist.ics"
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:dentist\r\nDTSTAMP:20261001T000000Z\r\n"
            + "DTSTART;TZID=Europe/Berlin:20261121T141000\r\nDTEND;TZID=Europe/Berlin:20261121T150000\r\nSUMMARY:Dentist\r\n"
            + "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Bring the card\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let session = try open(directory, now: "2026-11-21T13:59:58")
        try session.expectScreen(shows: "Alarm 14:00")
        // Typed at once, as into a shell: the cursor moves, nothing is dismissed.
        try session.send("l", "s", "Enter")
        try session.expectScreen(shows: "nothing dismissed")
        #expect(try session.screen().joined().contains("Alarm 14:00"), "the notice stays")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text, "no ACKNOWLEDGED written")
        try session.send("q")
        try session.expectScreen(shows: "EXIT=0", "q quits with the notice open")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
        // Opened again a minute later: the alarm was not dismissed, so it shows again.
        let again = try open(directory, now: "2026-11-21T14:01")
        try again.expectScreen(shows: "Alarm 14:00", "an undismissed alarm comes back")
        try again.expectScreen(shows: "Enter dismisses", "after a quiet moment Enter counts")
        try again.send("Enter")
        try again.expectScreen(shows: "dismissed the alarm of \"Dentist\"")
        let acknowledged = try String(contentsOfFile: file, encoding: .utf8)
        #expect(acknowledged.contains("ACKNOWLEDGED:"))
        // A change a sync must see as newer: DTSTAMP and LAST-MODIFIED now, SEQUENCE as it was.
        #expect(!acknowledged.contains("DTSTAMP:20261001T000000Z") && acknowledged.contains("LAST-MODIFIED:")
                && !acknowledged.contains("SEQUENCE:"), "\(acknowledged)")
    }
}
