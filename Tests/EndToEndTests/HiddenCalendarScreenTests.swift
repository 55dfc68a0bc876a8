import Foundation
import Testing
import TestSupport

/// Hiding a calendar through the keys, in a real terminal with the default
/// flags (issue 45): `c`, Space and Esc take Work's event off the month,
/// the choice is there again in the next run, `--only` shows one calendar
/// for a run, and `dal free` finds Work's hour free while Work is hidden.
@Suite struct HiddenCalendarScreenTests {
    static func calendar(_ name: String, _ summary: String, hour: Int) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal tests//EN\r\nX-WR-CALNAME:\(name)\r\nBEGIN:VEVENT\r\nUID:\(summary)\r\n"
            + "DTSTAMP:20261101T000000Z\r\nSUMMARY:\(summary)\r\nDTSTART:20261120T\(hour)0000\r\n"
            + "DTEND:20261120T\(hour + 1)0000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    @Test func spaceHidesWorkTheChoiceIsKeptAndDalFreeAgrees() throws {
        let folder = NSTemporaryDirectory() + "dal-hidden-screen-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.calendar("Work", "Offsite", hour: 10).write(toFile: folder + "/work.ics", atomically: true, encoding: .utf8)
        try Self.calendar("Family", "Dentist", hour: 14).write(toFile: folder + "/family.ics", atomically: true, encoding: .utf8)
        let environment = ["DAL_TODAY": "2026-11-20", "DAL_NOW": "2026-11-20T08:00", "TZ": "UTC", "LANG": "C.UTF-8",
                           "TERM": "xterm-256color", "XDG_STATE_HOME": folder + "/state"]
        let command = "\(ProcessRunner.dalBinary) --no-store --ics \(folder)/work.ics --ics \(folder)/family.ics"
        let free = { (extra: [String]) throws -> String in
            try ProcessRunner.dal(["free", "2026-11-20", "--between", "09:00-17:00", "--for", "30m",
                                   "--ics", folder + "/work.ics", "--ics", folder + "/family.ics"] + extra, environment: environment).stdout
        }
        #expect(try free([]).contains("09:00-10:00"), "Work's 10:00 is busy while Work is shown")

        do {
            let session = try TmuxSession(width: 100, height: 30, command: command, environment: environment)
            let first = try session.waitFor { $0.contains { $0.contains("Offsite") } && $0.contains { $0.contains("Dentist") } }
            try #require(first.ok, "\(first.screen.dump)")
            try session.send("c")
            try session.expectScreen(shows: "read-only", "the list says which calendars dal writes to")
            try session.send("Space")
            try session.send("Escape")
            let hidden = try session.waitFor { !$0.contains { $0.contains("Offsite") } && $0.contains { $0.contains("Dentist") } }
            #expect(hidden.screen.contains { $0.contains("next 14:00 Dentist") }, "the status line's next event is a shown one")
            #expect(hidden.ok, "Work's event is gone, Family's stays: \(hidden.screen.dump)")
            try session.send("q")
            let ended = try session.waitFor("EXIT=0")
            #expect(ended.ok, "\(ended.screen.dump)")
        }
        let kept = try String(contentsOfFile: folder + "/state/dal/hidden-calendars", encoding: .utf8)
        #expect(kept.contains("hidden Work"), "\(kept)")
        #expect(try free([]).contains("09:00-14:00"), "hidden, Work's hour is free for dal free")
        #expect(try free(["--only", "Work"]).contains("11:00-17:00"), "--only Work: Family's 14:00 is free, Work's 10:00 busy")

        do {
            let again = try TmuxSession(width: 100, height: 30, command: command, environment: environment)
            let shown = try again.waitFor { $0.contains { $0.contains("Dentist") } }
            #expect(shown.ok && !shown.screen.contains { $0.contains("Offsite") }, "the next run starts with Work hidden: \(shown.screen.dump)")
            try again.send("q")
            _ = try again.waitFor("EXIT=0")
        }
        do {
            let only = try TmuxSession(width: 100, height: 30, command: command + " --only work", environment: environment)
            let shown = try only.waitFor { $0.contains { $0.contains("Offsite") } }
            #expect(shown.ok && !shown.screen.contains { $0.contains("Dentist") }, "--only shows Work alone: \(shown.screen.dump)")
            try only.send("q")
            _ = try only.waitFor("EXIT=0")
        }
        #expect(try String(contentsOfFile: folder + "/state/dal/hidden-calendars", encoding: .utf8) == kept, "--only keeps nothing")
    }

    /// The one-shot commands that show events read the same start as the
    /// screen: the config's `hidden` (here) or `--only`, and a name no
    /// calendar has stops them with the names there are.
    @Test func listNextAndSearchLeaveOutTheCalendarsTheConfigHides() throws {
        let folder = NSTemporaryDirectory() + "dal-hidden-commands-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.calendar("Work", "Offsite", hour: 10).write(toFile: folder + "/work.ics", atomically: true, encoding: .utf8)
        try Self.calendar("Family", "Dentist", hour: 14).write(toFile: folder + "/family.ics", atomically: true, encoding: .utf8)
        try "hidden = [\"work\"]\n".write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        let environment = ["DAL_TODAY": "2026-11-20", "DAL_NOW": "2026-11-20T08:00", "TZ": "UTC", "LANG": "C.UTF-8",
                           "XDG_STATE_HOME": folder + "/state", "XDG_CACHE_HOME": folder + "/cache", "DAL_CONFIG": folder + "/config.toml"]
        let run = { (arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) in
            let result = try ProcessRunner.dal(arguments + ["--ics", folder + "/work.ics", "--ics", folder + "/family.ics"], environment: environment)
            return (result.status, result.stdout, result.stderr)
        }
        let list = try run(["list", "2026-11-20", "--days", "1"])
        #expect(list.status == 0 && list.stdout.contains("Dentist") && !list.stdout.contains("Offsite"), "\(list)")
        let next = try run(["next"])
        #expect(next.stdout.hasPrefix("14:00 Dentist"), "the next shown event, not Work's 10:00: \(next)")
        let search = try run(["search", "Offsite"])
        #expect(search.status == 1 && search.stdout.isEmpty, "a hidden calendar's event is not found: \(search)")
        let only = try run(["list", "2026-11-20", "--days", "1", "--only", "Work"])
        #expect(only.stdout.contains("Offsite") && !only.stdout.contains("Dentist"), "--only Work shows Work alone: \(only)")
        let onlyNext = try run(["next", "--only", "Work"])
        #expect(onlyNext.stdout.hasPrefix("10:00 Offsite"), "\(onlyNext)")
        let unknown = try run(["list", "--only", "Holidays"])
        #expect(unknown.status != 0 && unknown.stderr.contains("Work"), "a name no calendar has says the names there are: \(unknown)")
    }
}
