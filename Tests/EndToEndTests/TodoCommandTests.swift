import Foundation
import Testing
import TestSupport

/// Tasks shared with the real todoman (Debian's, installed by the test
/// command): what todoman adds dal lists; what dal adds and completes,
/// todoman reads so; a repeating task advances the same in both.
@Suite struct TodoCommandTests {
    /// A vdir with one collection, `personal` (where dal adds to a vdir),
    /// and a todoman config whose lists are the vdir's collections.
    struct Lists {
        let root: String
        let vdir: String
        let tasks: String
        var environment: [String: String] {
            ["XDG_CONFIG_HOME": root + "/config", "XDG_CACHE_HOME": root + "/cache", "XDG_DATA_HOME": root + "/data",
             "XDG_STATE_HOME": root + "/state",
             "TZ": "Europe/Berlin", "LANG": "C.UTF-8"]
        }

        init() throws {
            root = NSTemporaryDirectory() + "dal-todo-\(UUID().uuidString)"
            vdir = root + "/calendars"
            tasks = vdir + "/personal"
            for folder in [tasks, root + "/config/todoman"] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try "path = \"\(vdir)/*\"\ndate_format = \"%Y-%m-%d\"\ntime_format = \"%H:%M\"\ndefault_list = \"personal\"\n"
                .write(toFile: root + "/config/todoman/config.py", atomically: true, encoding: .utf8)
        }

        func dal(_ arguments: [String]) throws -> ProcessResult {
            try ProcessRunner.run(ProcessRunner.dalBinary, ["todo"] + arguments + ["--calendar", vdir], environment: environment)
        }

        func todoman(_ arguments: [String]) throws -> ProcessResult {
            try ProcessRunner.run("/usr/bin/env", ["todoman"] + arguments, environment: environment)
        }

        /// What todoman says of every task: summary, due (seconds), done.
        func todomanView() throws -> [String] {
            let result = try todoman(["--porcelain", "list", "--status", "ANY"])
            guard result.status == 0, let tasks = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] else {
                return ["todoman failed: \(result.stderr)"]
            }
            return tasks.map { "\($0["summary"]!) due \($0["due"].map { "\($0)" } ?? "-") done \($0["completed"]!)" }.sorted()
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test func aTaskTodomanAddsIsListedByDal() throws {
        let lists = try Lists()
        defer { lists.remove() }
        let added = try lists.todoman(["new", "Buy milk", "--due", "2026-11-30", "--priority", "high", "-l", "personal"])
        try #require(added.status == 0, "\(added.stderr)")
        let listed = try lists.dal(["list", "--json"])
        try #require(listed.status == 0, "\(listed.stderr)")
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(tasks.count == 1)
        #expect(tasks.first?["summary"] as? String == "Buy milk")
        #expect(tasks.first?["due"] as? String == "2026-11-30")
        let written = try String(contentsOfFile: lists.tasks + "/" + (try FileManager.default.contentsOfDirectory(atPath: lists.tasks).first!),
                                 encoding: .utf8)
        #expect(written.contains("PRIORITY:\(tasks.first?["priority"] as? Int ?? -1)"), "the PRIORITY todoman wrote:\n\(written)")
    }

    @Test func aTaskDalAddsAndCompletesIsReadSoByTodoman() throws {
        let lists = try Lists()
        defer { lists.remove() }
        #expect(try lists.dal(["add", "Write", "report", "--due", "2026-12-01T09:00", "--priority", "2"]).status == 0)
        let open = try lists.todoman(["list"])
        #expect(open.status == 0 && open.stdout.contains("2026-12-01 09:00 Write report"), "todoman list: \(open.stdout)\(open.stderr)")
        let done = try lists.dal(["done", "1"])
        #expect(done.status == 0, "\(done.stderr)")
        let after = try lists.todoman(["list"])
        #expect(after.status == 0 && !after.stdout.contains("Write report"), "\(after.stdout)")
        let completed = try lists.todoman(["list", "--status", "COMPLETED"])
        #expect(completed.stdout.contains("Write report") && completed.stdout.contains("[X]"), "\(completed.stdout)\(completed.stderr)")
        // And dal lists it among the done ones only.
        let all = try lists.dal(["list", "--all"])
        #expect(all.stdout.contains("✓  2026-12-01 09:00  !2 Write report"), "\(all.stdout)")
    }

    @Test(arguments: [
        "DUE;TZID=Europe/Berlin:20261028T090000\r\nRRULE:FREQ=WEEKLY;COUNT=5",
        "DUE;VALUE=DATE:20261130\r\nRRULE:FREQ=MONTHLY;BYMONTHDAY=-1",
        "DTSTART:20261127T080000Z\r\nDUE:20261127T100000Z\r\nRRULE:FREQ=DAILY;INTERVAL=3",
    ])
    func aRepeatingTaskAdvancesTheSameInDalAndTodoman(timing: String) throws {
        let file = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VTODO\r\nUID:plants@phone\r\nDTSTAMP:20261101T000000Z\r\n"
            + "SUMMARY:Water plants\r\n\(timing)\r\nSTATUS:NEEDS-ACTION\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let inDal = try Lists(), inTodoman = try Lists()
        defer { inDal.remove(); inTodoman.remove() }
        for lists in [inDal, inTodoman] { try file.write(toFile: lists.tasks + "/plants.ics", atomically: true, encoding: .utf8) }
        let dal = try inDal.dal(["done", "Water plants"])
        #expect(dal.status == 0, "\(dal.stderr)")
        let todoman = try inTodoman.todoman(["done", "1"])
        #expect(todoman.status == 0, "\(todoman.stderr)")
        let seen = try inDal.todomanView()
        #expect(seen.count == 2, "the completed one and the next: \(seen)")
        #expect(seen == (try inTodoman.todomanView()))
    }

    /// A subtask (RELATED-TO its parent's UID, as Nextcloud Tasks and
    /// phones write them) is listed under its parent, and numbered so.
    @Test func subtasksAreListedUnderTheirParentAndNumberedSo() throws {
        let lists = try Lists()
        defer { lists.remove() }
        func task(_ uid: String, _ summary: String, due: String?, parent: String?) throws {
            let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:" + uid, "DTSTAMP:20261101T000000Z",
                         "SUMMARY:" + summary] + (due.map { ["DUE;VALUE=DATE:" + $0] } ?? []) + (parent.map { ["RELATED-TO:" + $0] } ?? [])
                + ["STATUS:NEEDS-ACTION", "END:VTODO", "END:VCALENDAR", ""]
            try lines.joined(separator: "\r\n").write(toFile: lists.tasks + "/\(uid).ics", atomically: true, encoding: .utf8)
        }
        try task("move", "Move house", due: "20261210", parent: nil)
        try task("boxes", "Buy boxes", due: nil, parent: "move")
        try task("bins", "Put out the bins", due: "20261201", parent: nil)
        let listed = try lists.dal(["list"])
        #expect(listed.stdout.split(separator: "\n").map(String.init) == [
            "1  2026-12-01  Put out the bins  [personal]",
            "2  2026-12-10  Move house  [personal]",
            "3  -    Buy boxes  [personal]",
        ], "\(listed.stdout)\(listed.stderr)")
        #expect(try lists.dal(["done", "3"]).stdout.contains("completed \"Buy boxes\""))
        #expect(try lists.todoman(["list", "--status", "COMPLETED"]).stdout.contains("Buy boxes"))
    }

    /// dal's full screen with the default flags on the lists, todoman having
    /// added "Buy oat milk" due on Monday 2026-11-30 (today is the 26th).
    static func fullScreen(_ lists: Lists) throws -> TmuxSession {
        #expect(try lists.todoman(["new", "Buy oat milk", "--due", "2026-11-30", "-l", "personal"]).status == 0)
        var environment = lists.environment
        environment["DAL_TODAY"] = "2026-11-26"
        environment["TERM"] = "xterm-256color"
        return try TmuxSession(width: 100, height: 30, command: "\(ProcessRunner.dalBinary) --no-store --calendar \(lists.vdir)",
                               environment: environment)
    }

    /// The full screen (as `fullScreen`) with the task panel open.
    static func taskPanel(_ lists: Lists) throws -> TmuxSession {
        let session = try fullScreen(lists)
        try #require(try session.waitFor("☐ Buy oat").ok)
        try session.send("T")
        try #require(try session.waitFor("Tasks · 1 open").ok)
        return session
    }

    /// In the full screen, with the default flags: a task todoman adds
    /// shows on its due day; once completed (by dal) it shows no more.
    @Test func aTaskShowsOnItsDueDayInTheMonthUntilItIsDone() throws {
        let lists = try Lists()
        defer { lists.remove() }
        let session = try Self.fullScreen(lists)
        let shown = try session.waitFor { $0.contains { $0.contains("☐ Buy oat") } }
        #expect(shown.ok, "\(shown.screen.dump)")
        #expect(try lists.dal(["done", "1"]).status == 0)
        let gone = try session.waitFor(timeout: 5) { !$0.contains { $0.contains("☐ Buy oat") } }
        #expect(gone.ok, "the watched folder's change hides it: \(gone.screen.dump)")
    }

    /// The task panel through the keys, with the default flags: a task
    /// added, completed, the completion undone and the task deleted, each
    /// seen by todoman as the panel shows it.
    @Test func theTaskPanelsKeysAddCompleteUndoAndDeleteWhatTodomanSees() throws {
        let lists = try Lists()
        defer { lists.remove() }
        let session = try Self.taskPanel(lists)
        try session.send("a")
        try session.type("Call the bank fri 5pm")
        let preview = try session.waitFor("Enter adds a task due Fri Nov 27 17:00: \"Call the bank\"")
        #expect(preview.ok, "\(preview.screen.dump)")
        try session.send("Enter")
        let added = try session.waitFor("Tasks · 2 open")
        #expect(added.ok, "\(added.screen.dump)")
        let open = try lists.todoman(["list"])
        #expect(open.stdout.contains("2026-11-27 17:00 Call the bank"), "todoman list: \(open.stdout)\(open.stderr)")
        // Due first, it is the highlighted row: x completes it.
        try session.send("x")
        // Both on one screen: a frame is captured whole only once drawn whole.
        let completed = try session.waitFor { screen in
            screen.contains { $0.contains("Tasks · 1 open") } && screen.contains { $0.contains("completed \"Call the bank\"") }
        }
        #expect(completed.ok, "\(completed.screen.dump)")
        #expect(try lists.todoman(["list", "--status", "COMPLETED"]).stdout.contains("Call the bank"))
        try session.send("u")
        let undone = try session.waitFor("Tasks · 2 open")
        #expect(undone.ok, "\(undone.screen.dump)")
        #expect(try lists.todoman(["list"]).stdout.contains("Call the bank"))
        try session.send("d")
        let deleted = try session.waitFor { screen in
            screen.contains { $0.contains("Tasks · 1 open") } && screen.contains { $0.contains("deleted task \"Call the bank\"") }
        }
        #expect(deleted.ok, "\(deleted.screen.dump)")
        let left = try lists.todoman(["list", "--status", "ANY"])
        #expect(!left.stdout.contains("Call the bank") && left.stdout.contains("Buy oat milk"), "\(left.stdout)\(left.stderr)")
    }

    /// Issue 39: the numbers `dal todo list` prints stay with their task.
    /// A task added above the second one (by dal, then by todoman) does not
    /// make `done 2` complete it instead; `delete` takes the numbers too.
    @Test func theNumbersDalPrintsStayWithTheirTasksWhenOthersAreAdded() throws {
        let lists = try Lists()
        defer { lists.remove() }
        #expect(try lists.dal(["add", "Pay rent", "--due", "2026-12-01"]).status == 0)
        #expect(try lists.dal(["add", "Renew passport", "--due", "2026-12-05"]).status == 0)
        let first = try lists.dal(["list"])
        #expect(first.stdout == "1  2026-12-01  Pay rent  [personal]\n2  2026-12-05  Renew passport  [personal]\n", "\(first.stdout)")
        #expect(try lists.dal(["add", "Call the bank", "--due", "2026-11-28"]).status == 0)
        #expect(try lists.todoman(["new", "Buy stamps", "--due", "2026-11-27", "-l", "personal"]).status == 0)
        let second = try lists.dal(["list"])
        // New tasks are numbered as they are first listed, after the others.
        #expect(second.stdout == "3  2026-11-27  Buy stamps  [personal]\n4  2026-11-28  Call the bank  [personal]\n"
            + "1  2026-12-01  Pay rent  [personal]\n2  2026-12-05  Renew passport  [personal]\n", "\(second.stdout)")
        let done = try lists.dal(["done", "2"])
        #expect(done.status == 0 && done.stdout.contains("completed \"Renew passport\""), "\(done.stdout)\(done.stderr)")
        #expect(try lists.todoman(["list", "--status", "COMPLETED"]).stdout.contains("Renew passport"))
        let gone = try lists.dal(["done", "2"])
        #expect(gone.status == 1 && gone.stderr.contains("no open task has the number 2"), "a number is not given again: \(gone.stderr)")
        let deleted = try lists.dal(["delete", "4"])
        #expect(deleted.status == 0 && deleted.stdout.contains("deleted \"Call the bank\""), "\(deleted.stdout)\(deleted.stderr)")
        #expect(try lists.dal(["list"]).stdout == "3  2026-11-27  Buy stamps  [personal]\n1  2026-12-01  Pay rent  [personal]\n")
        let json = try lists.dal(["list", "--json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["id"] as? Int } == [3, 1], "\(json.stdout)")
    }

    /// Issue 39: in `T`, the highlight stays on its task when todoman adds
    /// one above it while the panel is open; `x` completes the task
    /// highlighted, not the one now in its row.
    @Test func thePanelsHighlightStaysOnItsTaskWhenTodomanAddsOneAbove() throws {
        let lists = try Lists()
        defer { lists.remove() }
        #expect(try lists.dal(["add", "Pay rent", "--due", "2026-12-01"]).status == 0)
        let session = try Self.fullScreen(lists)   // and "Buy oat milk", due Nov 30
        try #require(try session.waitFor("☐ Buy oat").ok)
        try session.send("T")
        try #require(try session.waitFor("Tasks · 2 open").ok)
        try session.send("Down")   // the highlight on the second row: Pay rent
        #expect(try lists.todoman(["new", "Buy stamps", "--due", "2026-11-27", "-l", "personal"]).status == 0)
        let grown = try session.waitFor("Tasks · 3 open")
        #expect(grown.ok, "\(grown.screen.dump)")
        try session.send("x")
        let completed = try session.waitFor("completed \"Pay rent\"")
        #expect(completed.ok, "\(completed.screen.dump)")
        let done = try lists.todoman(["list", "--status", "COMPLETED"])
        #expect(done.stdout.contains("Pay rent") && !done.stdout.contains("Buy stamps"), "\(done.stdout)")
    }
}
