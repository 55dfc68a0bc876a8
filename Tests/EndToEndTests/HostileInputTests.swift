import Foundation
import Testing
import TestSupport

/// Issue 40, the release binary with hostile input: what crashed exits
/// with a usage error or works; no command's output carries a control
/// character a calendar file put there.
@Suite final class HostileInputTests {
    let directory: String
    let tasks: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-hostile-\(UUID().uuidString)"
        tasks = directory + "/calendars/tasks"
        try FileManager.default.createDirectory(atPath: tasks, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    var environment: [String: String] {
        ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "DAL_TODAY": "2026-11-26", "XDG_STATE_HOME": directory + "/state",
         "XDG_CACHE_HOME": directory + "/cache"]
    }

    func dal(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRunner.dalBinary, arguments, environment: environment)
    }

    /// A chain of subtasks 10,000 deep, in one file (1.1 MB).
    func writeDeepChain() throws {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"]
        for index in 0..<10_000 {
            lines += ["BEGIN:VTODO", "UID:t\(index)", "DTSTAMP:20260101T000000Z", "SUMMARY:Step \(index)"]
                + (index > 0 ? ["RELATED-TO:t\(index - 1)"] : []) + ["END:VTODO"]
        }
        try (lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n").write(toFile: tasks + "/chain.ics", atomically: true, encoding: .utf8)
    }

    /// `todo list`, `--json`, `done` and `T` crashed with SIGSEGV at 10,000
    /// deep (recursion in `place`), leaving the terminal raw.
    @Test func aTenThousandDeepChainOfSubtasksIsListedCompletedAndShown() throws {
        try writeDeepChain()
        let listed = try dal(["todo", "list", "--calendar", tasks])
        #expect(listed.status == 0 && listed.stdout.split(separator: "\n").count == 10_000, "\(listed.status) \(listed.stderr.prefix(300))")
        let json = try dal(["todo", "list", "--json", "--calendar", tasks])
        #expect(json.status == 0, "\(json.status)")
        let done = try dal(["todo", "done", "Step 9999", "--calendar", tasks])
        #expect(done.status == 0 && done.stdout.contains("completed \"Step 9999\""), "\(done.status) \(done.stderr.prefix(300))")
        let session = try TmuxSession(width: 100, height: 30, command: "\(ProcessRunner.dalBinary) --no-store --calendar \(tasks)",
                                      environment: environment.merging(["TERM": "xterm-256color"]) { $1 })
        try session.expectScreen(shows: "? help")
        try session.send("T")
        try session.expectScreen(shows: "Tasks · 9999 open")
        try session.send("End")
        try session.expectScreen(shows: "Step 9998")
        try session.send("Escape", "q")
        try session.expectScreen(shows: "EXIT=0")
        #expect(try session.paneVariable("alternate_on") == "0", "the terminal given back")
    }

    /// Empty, reversed, huge and negative values: exit 64 with the usage of
    /// the command given, never a signal (SIGILL was an empty split, a
    /// range built before it was checked).
    @Test(arguments: [
        ["todo", "add", "x", "--due", ""], ["todo", "add", "x", "--due", "T"], ["todo", "add", "x", "--due", "2026-11-30T"],
        ["todo", "add", "x", "--priority", "-1"], ["todo", "add", "x", "--priority", "99999999999999999999"],
        ["todo", "done", ""], ["todo", "delete", " "],
        ["search", "x", "--from", "2026-12-01", "--to", "2026-11-30"], ["search", "x", "--from", ""], ["search", ""],
        ["search", "x", "--to", "99999-01-01"],
        ["free", "--for", "1h1h"], ["free", "--for", "-1h"], ["free", "--for", ""], ["free", "--for", "99999999999999999999m"],
        ["free", "2026-12-01", "--to", "2026-11-30"], ["free", "--between", ""], ["free", "--between", "25:00-26:00"], ["free", "-5"],
        ["list", "--days", "0"], ["list", "--days", "-1"], ["list", "--days", "99999999999999999999"], ["list", "2026-12-01", "--to", "2026-11-01"],
        ["list", ""], ["print", "-y", "0"], ["print", "-y", "-1"], ["print", "-y", "99999"], ["print", ""],
        ["remind", "--grace", "-1"], ["remind", "--grace", "99999999999999999999"], ["remind", "--now", ""], ["remind", "--state", ""],
        ["pick", "--free", ""], ["pick", "--free", "-1h"], ["pick", "--free", "1h1h"], ["--today", ""], ["--now", "2026-11-26T25:00"],
        ["--now", "2026-11-26T10:00:99"],
    ])
    func aBadValueIsAUsageErrorOfItsCommand(arguments: [String]) throws {
        let result = try dal(arguments + (arguments.first.map { ["todo", "search", "free", "list", "remind"].contains($0) } == true
            ? ["--calendar", tasks] : []))
        #expect(result.status == 64, "\(arguments): exit \(result.status)\n\(result.stderr)")
        let command = ["todo", "search", "free", "list", "print", "remind", "pick"].contains(arguments[0])
            ? "Usage: dal " + (arguments[0] == "todo" ? "todo \(arguments[1])" : arguments[0]) : "Usage: dal"
        #expect(result.stderr.contains(command), "\(arguments): \(result.stderr)")
    }

    /// Every C0 and C1 control and the escape sequences a calendar could
    /// carry (a title change, an OSC 52 clipboard write, a CSI on its own)
    /// in every text field of an event, a task and a calendar's name:
    /// no command prints one of them.
    @Test func noCommandPrintsAControlCharacterACalendarCarries() throws {
        let c0: [String] = (0x00...0x1F).filter { $0 != 0x0A && $0 != 0x0D }.map { String(UnicodeScalar(UInt8($0))) }
        let c1: [String] = (0x80...0x9F).map { String(UnicodeScalar(UInt8($0))) }
        let controls: [String] = c0 + ["\u{7F}"] + c1
        let nasty = "a\u{1B}]0;pwned\u{7}b\u{1B}]52;c;ZXZpbA==\u{1B}\\c\u{9B}31md" + controls.joined()
        // As iCalendar text: backslashes and commas escaped; the controls as they are.
        let text = nasty.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,")
            .replacingOccurrences(of: ";", with: "\\;").replacingOccurrences(of: "\u{0}", with: "")
        let work = directory + "/calendars/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let name: String = "Work " + nasty.replacingOccurrences(of: "\n", with: "")
        try name.write(toFile: work + "/displayname", atomically: true, encoding: .utf8)
        let event = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VEVENT", "UID:nasty", "DTSTAMP:20260101T000000Z",
                     "DTSTART;TZID=Europe/Berlin:20261126T100000", "DTEND;TZID=Europe/Berlin:20261126T110000",
                     "SUMMARY:Title " + text, "LOCATION:Place " + text, "DESCRIPTION:Notes " + text, "CATEGORIES:Cat " + text,
                     "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Alarm " + text, "TRIGGER:-PT10M", "END:VALARM", "END:VEVENT",
                     "BEGIN:VTODO", "UID:nasty-task", "DTSTAMP:20260101T000000Z", "SUMMARY:Task " + text, "DUE;VALUE=DATE:20261127",
                     "END:VTODO", "END:VCALENDAR", ""]
        try event.joined(separator: "\r\n").write(toFile: work + "/nasty.ics", atomically: true, encoding: .utf8)
        let runs: [[String]] = [
            ["list", "2026-11-26", "--days", "2"], ["list", "2026-11-26", "--days", "2", "--json"], ["search", "title"],
            ["search", "title", "--json"], ["search", "place"], ["todo", "list"], ["todo", "list", "--all", "--json"],
            ["free", "2026-11-26", "--to", "2026-11-26"], ["remind", "--now", "2026-11-26T09:51", "--state", directory + "/r.json"],
            ["config", "--print"],
        ]
        for arguments in runs {
            let result = try dal(arguments + ["--calendar", work])
            #expect(result.status == 0 || (arguments[0] == "free" && result.status == 1), "\(arguments): \(result.status) \(result.stderr)")
            for (stream, output) in [("stdout", result.stdout), ("stderr", result.stderr)] {
                let bad = output.unicodeScalars.filter { scalar in
                    scalar != "\n" && scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
                }
                #expect(bad.isEmpty, "\(arguments) \(stream) carries \(bad.map { String(format: "U+%04X", $0.value) }.joined(separator: " "))")
            }
            if arguments[0] == "remind" { #expect(result.stdout.contains("Title a ]0;pwned b"), "\(result.stdout)") }
        }
    }
}
