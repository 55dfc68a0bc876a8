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

    /// The full screen on a calendar folder `work` (made empty), with the
    /// default flags.
    func screen(_ extra: [String: String] = [:], width: Int = 100, height: Int = 30) throws -> (TmuxSession, String) {
        let work = directory + "/calendars/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try "Work".write(toFile: work + "/displayname", atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: width, height: height, command: "\(ProcessRunner.dalBinary) --no-store --calendar \(work)",
                                      environment: environment.merging(["TERM": "xterm-256color", "DAL_TODAY": "2026-11-21"]) { $1 }
                                        .merging(extra) { $1 })
        try session.expectScreen(shows: "? help")
        return (session, work)
    }

    /// A 30,000-character paste into `/` froze the screen for 92–100 s; the
    /// add prompt with 30,000 digits for 2.6 s. Each is answered at once,
    /// cut to the longest line a prompt holds, and says so.
    @Test func aHugePasteIntoAPromptIsAnsweredAtOnce() throws {
        let (session, _) = try screen()
        for opener in ["/", "a"] {
            try session.send(opener)
            let clock = ContinuousClock()
            let took = try clock.measure {
                try session.paste(String(repeating: opener == "/" ? "brulee " : "1234567890", count: 30_000 / (opener == "/" ? 7 : 10)))
                try session.expectScreen(shows: "a prompt holds up to 1000 characters")
                // And the next key is answered as quickly.
                try session.send("BSpace", "Z")
                try session.expectScreen(shows: opener == "/" ? "bruleZ" : "6789Z")
            }
            #expect(took < .seconds(5), "\(opener): \(took)")
            try session.send("Escape")
        }
        try session.send("q")
        try session.expectScreen(shows: "EXIT=0")
    }

    /// An `E` edit that adds a 50 MB DESCRIPTION never landed, saying
    /// nothing, while dal checked it for a minute: refused at once, said,
    /// the file as it was and the text kept.
    @Test func anEditorsFiftyMegabyteEventIsRefusedAtOnceAndSaid() throws {
        let bloat = directory + "/bloat.sh"
        try ExecutableScript.write("#!/bin/sh\nhead -c 52428800 /dev/zero | tr '\\0' 'x' | sed 's/^/DESCRIPTION:/' > \"$1.d\"\n{ head -n 6 \"$1\"; cat \"$1.d\"; printf '\\r\\n'; tail -n +7 \"$1\"; } > \"$1.n\" && mv \"$1.n\" \"$1\"; rm -f \"$1.d\"\n", to: bloat)
        let (session, work) = try screen(["VISUAL": bloat])
        try session.send("a")
        try session.type("09:00 Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        let file = work + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: work).first { $0.hasSuffix(".ics") }))
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        try session.send("E")
        let said = try session.waitFor("the edited file is", timeout: 20)
        #expect(said.ok, "\(said.screen.dump)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before, "the event's file as it was")
        for draft in try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter({ $0.hasPrefix("dal-edit-") }) {
            let copy = NSTemporaryDirectory() + draft + "/" + (file as NSString).lastPathComponent
            if (try? FileManager.default.attributesOfItem(atPath: copy)[.size] as? Int) ?? 0 > 50_000_000 {
                try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + draft)
            }
        }
    }

    /// FIFOs where files are looked for: one named `x.ics` in a watched
    /// folder is skipped at once (it held the worker, and SIGTERM, 16 s),
    /// and one where the reminders' state is kept is refused at once.
    @Test func aFIFOWhereAFileShouldBeIsSkippedAtOnce() throws {
        let (session, work) = try screen()
        #expect(mkfifo(work + "/x.ics", 0o644) == 0)
        try "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:after\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:20261124\r\nSUMMARY:After the FIFO\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            .write(toFile: work + "/y.ics", atomically: true, encoding: .utf8)
        try session.expectScreen(shows: "After the F", "the folder read, the FIFO skipped")
        #expect(!(try session.screen().joined().contains("problem")), "skipped, not a problem")
        let pid = try #require(try session.programID())
        let clock = ContinuousClock()
        kill(pid, SIGTERM)
        let took = try clock.measure { try session.expectScreen(shows: "EXIT=") }
        #expect(took < .seconds(3), "SIGTERM answered in \(took)")
        let listed = try dal(["list", "2026-11-24", "--days", "1", "--calendar", work])
        #expect(listed.status == 0 && listed.stdout.contains("After the FIFO"), "\(listed.stdout)\(listed.stderr)")
        let state = directory + "/fifo-state"
        #expect(mkfifo(state, 0o600) == 0)
        let remind = try clock.measure {
            let run = try dal(["remind", "--calendar", work, "--state", state])
            #expect(run.status == 74, "\(run.stderr)")
        }
        #expect(remind < .seconds(3), "refused in \(remind)")
    }

    /// `u` then `d` typed together (within a few milliseconds) acted on the
    /// old title and was refused as changed on disk: dal knows its own
    /// write at once.
    @Test func undoThenDeleteTypedTogetherActsOnWhatTheUndoWrote() throws {
        let (session, _) = try screen()
        try session.send("a")
        try session.type("09:00 Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        try session.send("e")
        try session.expectScreen(shows: "title")
        try session.send("C-u")
        try session.type("Dentist Kim")
        try session.send("Enter")
        try session.expectScreen(shows: "changed \"Dentist Kim\"")
        try session.send("u", "d", "y")
        let screen = try session.waitFor { $0.contains { $0.contains("deleted") } || $0.contains { $0.contains("changed on disk") } }
        #expect(screen.ok && !screen.screen.joined().contains("changed on disk"), "\(screen.screen.dump)")
    }

    /// A yearly task due on the calendar's last day is no warning, and the
    /// other tasks of its file can be completed.
    @Test func aTaskDueOnTheLastDayIsReadAndItsNeighboursComplete() throws {
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VTODO\r\nUID:end\r\nDTSTAMP:20260101T000000Z\r\n"
            + "SUMMARY:At the end\r\nDUE;VALUE=DATE:99991231\r\nRRULE:FREQ=YEARLY\r\nEND:VTODO\r\nBEGIN:VTODO\r\nUID:other\r\n"
            + "DTSTAMP:20260101T000000Z\r\nSUMMARY:Other\r\nDUE;VALUE=DATE:20261201\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
            .write(toFile: tasks + "/both.ics", atomically: true, encoding: .utf8)
        let listed = try dal(["todo", "list", "--calendar", tasks])
        #expect(listed.status == 0 && listed.stderr.isEmpty && listed.stdout.contains("9999-12-31  At the end"), "\(listed.stdout)\(listed.stderr)")
        let done = try dal(["todo", "done", "Other", "--calendar", tasks])
        #expect(done.status == 0, "\(done.stderr)")
        let last = try dal(["todo", "done", "At the end", "--calendar", tasks])
        #expect(last.status == 0, "the last of a yearly task: completed, no next in year 10000: \(last.stderr)")
    }

    /// As root, a state file that is a link to /etc/passwd, and a cache
    /// folder linked to a system folder: nothing is written there, nor
    /// even tried (strace sees no file made or renamed outside dal's folders).
    @Test(.enabled(if: geteuid() == 0, "the system's folders are writable only by root"))
    func nothingIsWrittenIntoASystemFolderThroughALink() throws {
        let state = directory + "/state-link.json"
        try FileManager.default.createSymbolicLink(atPath: state, withDestinationPath: "/etc/passwd")
        let cacheHome = directory + "/linked-cache"
        try FileManager.default.createDirectory(atPath: cacheHome, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cacheHome + "/dal", withDestinationPath: "/etc")
        try "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:e\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:20261126\r\nSUMMARY:E\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            .write(toFile: tasks + "/e.ics", atomically: true, encoding: .utf8)
        let passwd = try Data(contentsOf: URL(fileURLWithPath: "/etc/passwd"))
        let trace = directory + "/trace"
        for arguments in [["remind", "--calendar", tasks, "--state", state], ["list", "--calendar", tasks], ["free", "--calendar", tasks]] {
            let run = try ProcessRunner.run("/usr/bin/strace", ["-f", "-qq", "-e", "trace=openat,creat,rename,renameat,renameat2,mkdir,mkdirat,link,linkat,unlink,unlinkat",
                                                                "-o", trace, ProcessRunner.dalBinary] + arguments,
                                            environment: environment.merging(["XDG_CACHE_HOME": cacheHome]) { $1 })
            #expect(arguments[0] != "remind" || run.status == 74, "\(arguments): \(run.status) \(run.stderr)")
            let calls = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
            let writes = calls.filter { call in
                // `PID  name(arguments) = result` (the PID padded with spaces)
                let name = call.split(separator: " ", maxSplits: 1).last?.drop { $0 == " " }.prefix { $0 != "(" } ?? ""
                let writing = name == "openat" ? call.contains("O_CREAT") || call.contains("O_WRONLY") || call.contains("O_RDWR") : name != "openat"
                return writing && (call.contains("\"/etc/") || call.contains(cacheHome + "/dal/"))
            }
            #expect(writes.isEmpty, "\(arguments) tried: \(writes.joined(separator: "\n"))")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: "/etc/passwd")) == passwd)
    }
}
