import Foundation
import Testing
import TestSupport

/// `dal import` as a person runs it, on a temporary vdir: the same file
/// twice leaves every byte of the vdir as it was, a newer SEQUENCE
/// replaces, an older is left and said, an instance joins its series' file
/// (read back by python icalendar), what the calendar cannot hold is said
/// and skipped, a broken file writes nothing, and without a terminal to ask
/// on nothing happens without --yes.
@Suite struct ImportCommandTests {
    let root: String
    let vdir: String

    init() throws {
        root = NSTemporaryDirectory() + "dal-import-\(UUID().uuidString)"
        vdir = root + "/calendars"
        try FileManager.default.createDirectory(atPath: vdir + "/personal", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: vdir + "/work", withIntermediateDirectories: true)
        try "Work".write(toFile: vdir + "/work/displayname", atomically: true, encoding: .utf8)
    }

    var environment: [String: String] {
        ["XDG_CONFIG_HOME": root + "/config", "XDG_CACHE_HOME": root + "/cache", "XDG_DATA_HOME": root + "/data",
         "XDG_STATE_HOME": root + "/state", "TZ": "Europe/Berlin", "LANG": "C.UTF-8"]
    }

    func dal(_ arguments: [String], language: String = "C.UTF-8") throws -> ProcessResult {
        var environment = environment
        environment["LANG"] = language
        return try ProcessRunner.run(ProcessRunner.dalBinary, ["import"] + arguments + ["--calendar", vdir], environment: environment)
    }

    /// A file to import, CRLF lines as exports write them.
    func file(_ name: String, _ body: String) throws -> String {
        let path = root + "/" + name
        try ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Exporter//EN\nMETHOD:PUBLISH\n" + body + "END:VCALENDAR\n")
            .replacingOccurrences(of: "\n", with: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func event(_ uid: String, _ summary: String, sequence: Int = 0, stamp: String = "20261101T000000Z",
                      start: String = "DTSTART:20261201T090000Z", more: String = "") -> String {
        "BEGIN:VEVENT\nUID:\(uid)\nDTSTAMP:\(stamp)\nSEQUENCE:\(sequence)\n\(start)\nDTEND:20261201T100000Z\nSUMMARY:\(summary)\n\(more)END:VEVENT\n"
    }

    /// Every file under the vdir, with its bytes.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: vdir)
        while let name = enumerator?.nextObject() as? String {
            var folder: ObjCBool = false
            if FileManager.default.fileExists(atPath: vdir + "/" + name, isDirectory: &folder), !folder.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: vdir + "/" + name))
            }
        }
        return files
    }

    /// Each VEVENT of a calendar file as python icalendar reads it: `UID|RECURRENCE-ID|SUMMARY|SEQUENCE`.
    func pythonEvents(_ path: String) throws -> [String] {
        try PythonOracle.run("""
            import sys, icalendar
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            for e in cal.walk('VEVENT'):
                rid = e.get('RECURRENCE-ID')
                print('|'.join([str(e['UID']), rid.to_ical().decode() if rid else '', str(e['SUMMARY']), str(e.get('SEQUENCE', 0))]))
            """, arguments: [path]).split(separator: "\n").map(String.init)
    }

    @Test func importingTheSameFileTwiceLeavesEveryByteAsItWas() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = try file("invite.ics", Self.event("lunch@example.com", "Lunch", more: "X-EXPORTER-COLOR:teal\nDESCRIPTION:a line long enough to be folded by the exporter that\n  wrote it\n")
            + Self.event("dinner@example.com", "Dinner"))
        let first = try dal([path, "--yes"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Importing into personal:"), "\(first.stdout)")
        #expect(first.stdout.contains("add      event \"Lunch\"  (\(path):5)"), "\(first.stdout)")
        #expect(first.stdout.contains("imported: 2 added, 0 changed (2 files written)"), "\(first.stdout)")
        let written = try snapshot()
        #expect(written.keys.sorted() == ["personal/dinner@example.com.ics", "personal/lunch@example.com.ics", "work/displayname"])
        #expect(try pythonEvents(vdir + "/personal/lunch@example.com.ics") == ["lunch@example.com||Lunch|0"])
        let lunch = String(decoding: written["personal/lunch@example.com.ics"]!, as: UTF8.self)
        #expect(lunch.contains("X-EXPORTER-COLOR:teal\r\n") && lunch.contains("exporter that\r\n  wrote it\r\n"), "\(lunch)")
        #expect(!lunch.contains("METHOD:"), "a vdir item carries no iTIP method")

        let second = try dal([path, "--yes"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("leave    event \"Lunch\": already there"), "\(second.stdout)")
        #expect(second.stdout.contains("nothing to import"), "\(second.stdout)")
        #expect(try snapshot() == written)
        // Nothing to do needs no --yes either.
        #expect(try dal([path]).status == 0)
        #expect(try snapshot() == written)
    }

    @Test func aNewerSequenceReplacesAnOlderIsLeftAndSaidAndTheStampBreaksATie() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try dal([try file("v1.ics", Self.event("dentist@x", "Dentist", sequence: 1)), "--yes"]).status == 0)
        let newer = try dal([try file("v2.ics", Self.event("dentist@x", "Dentist (moved)", sequence: 2)), "--yes"])
        #expect(newer.status == 0 && newer.stdout.contains("change   event \"Dentist (moved)\": newer"), "\(newer.stdout)\(newer.stderr)")
        let path = vdir + "/personal/dentist@x.ics"
        #expect(try pythonEvents(path) == ["dentist@x||Dentist (moved)|2"])
        let before = try snapshot()
        let older = try dal([try file("v1b.ics", Self.event("dentist@x", "Dentist (old)", sequence: 1, stamp: "20271231T000000Z")), "--yes"])
        #expect(older.status == 0 && older.stdout.contains("leave    event \"Dentist (old)\": the calendar's is newer"), "\(older.stdout)")
        #expect(try snapshot() == before)
        // At SEQUENCE 2 the later DTSTAMP wins.
        let later = try dal([try file("v2b.ics", Self.event("dentist@x", "Dentist (later stamp)", sequence: 2, stamp: "20261102T000000Z")), "--yes"])
        #expect(later.stdout.contains("change   event \"Dentist (later stamp)\": newer"), "\(later.stdout)")
        #expect(try pythonEvents(path) == ["dentist@x||Dentist (later stamp)|2"])
    }

    @Test func anInstanceJoinsItsSeriesFile() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let series = Self.event("standup@x", "Standup", start: "DTSTART:20261201T080000Z", more: "RRULE:FREQ=DAILY;COUNT=5\n")
        #expect(try dal([try file("series.ics", series), "--yes"]).status == 0)
        let moved = "BEGIN:VEVENT\nUID:standup@x\nRECURRENCE-ID:20261203T080000Z\nDTSTAMP:20261102T000000Z\nDTSTART:20261203T100000Z\n"
            + "DTEND:20261203T110000Z\nSUMMARY:Standup (moved)\nEND:VEVENT\n"
        let result = try dal([try file("moved.ics", moved), "--yes"])
        #expect(result.status == 0 && result.stdout.contains("to its series"), "\(result.stdout)\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: vdir + "/personal") == ["standup@x.ics"])
        #expect(try pythonEvents(vdir + "/personal/standup@x.ics") == ["standup@x||Standup|0", "standup@x|20261203T080000Z|Standup (moved)|0"])
        // dal lists the moved instance at its new time.
        let list = try ProcessRunner.run(ProcessRunner.dalBinary, ["list", "2026-12-03", "--days", "1", "--calendar", vdir],
                                         environment: environment)
        #expect(list.stdout.contains("11:00") && list.stdout.contains("Standup (moved)"), "\(list.stdout)\(list.stderr)")
    }

    @Test func whatTheCalendarCannotHoldIsSaidAndSkipped() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let journal = "BEGIN:VJOURNAL\nUID:notes@x\nDTSTAMP:20261101T000000Z\nSUMMARY:Meeting notes\nEND:VJOURNAL\n"
        let result = try dal([try file("mixed.ics", Self.event("a@x", "A") + journal), "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("skip     VJOURNAL \"Meeting notes\": personal cannot hold it"), "\(result.stdout)")
        #expect(result.stdout.contains("1 to add, 0 to change, 0 left as they are, 1 skipped"), "\(result.stdout)")
        #expect(try snapshot().keys.sorted() == ["personal/a@x.ics", "work/displayname"])
    }

    /// A calendar the config says holds events only (a server's events
    /// calendar, which would refuse a task at the next sync) gets no task.
    @Test func aTaskIntoAnEventsOnlyCalendarIsSaidAndSkipped() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/config/dal", withIntermediateDirectories: true)
        try "[calendars.holds]\nwork = [\"VEVENT\"]\n".write(toFile: root + "/config/dal/config.toml", atomically: true, encoding: .utf8)
        let task = "BEGIN:VTODO\nUID:taxes@x\nDTSTAMP:20261101T000000Z\nSUMMARY:File taxes\nDUE;VALUE=DATE:20261215\nEND:VTODO\n"
        let path = try file("mixed.ics", Self.event("review@x", "Review") + task)
        let result = try dal([path, "--into", "Work", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("skip     task \"File taxes\": Work cannot hold it  (\(path):13)"), "\(result.stdout)")
        #expect(try snapshot().keys.sorted() == ["work/displayname", "work/review@x.ics"])
        // The same task into a calendar that holds tasks.
        let personal = try dal([path, "--yes"])
        #expect(personal.stdout.contains("add      task \"File taxes\""), "\(personal.stdout)")
        #expect(FileManager.default.fileExists(atPath: vdir + "/personal/taxes@x.ics"))
        let config = try ProcessRunner.run(ProcessRunner.dalBinary, ["config", "--print"], environment: environment)
        #expect(config.stdout.contains("[calendars.holds]") && config.stdout.contains("work = [\"VEVENT\"]"), "\(config.stdout)")
    }

    @Test func aFileThatDoesNotParseSaysWhereAndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let good = try file("good.ics", Self.event("good@x", "Good"))
        let bad = try file("bad.ics", Self.event("bad@x", "Bad", start: "DTSTART:next tuesday"))
        let before = try snapshot()
        let result = try dal([good, bad, "--yes"])
        #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("\(bad):9: libical cannot read this VEVENT"), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was imported"), "\(result.stderr)")
        #expect(try snapshot() == before)
        let notCalendar = root + "/notes.txt"
        try "just some notes\n".write(toFile: notCalendar, atomically: true, encoding: .utf8)
        let refused = try dal([notCalendar, "--yes"])
        #expect(refused.status == 65 && refused.stderr.contains("\(notCalendar):1: this is not an iCalendar file"), "\(refused.stderr)")
        #expect(try snapshot() == before)
    }

    /// A Latin-1 byte is refused at its line (iCalendar is UTF-8), and a
    /// line with no colon is named by its own line, not its component's.
    @Test func aByteThatIsNotUTF8AndALineWithNoColonAreSaidWhereTheyAre() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try snapshot()
        let latin = root + "/latin.ics"
        try Data(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\nUID:l@x\r\nDTSTAMP:20261101T000000Z\r\n"
                  + "DTSTART:20261201T090000Z\r\nSUMMARY:caf").utf8 + [0xE9] + Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8))
            .write(to: URL(fileURLWithPath: latin))
        let refused = try dal([latin, "--yes"])
        #expect(refused.status == 65 && refused.stderr.contains("\(latin):8: not UTF-8 text: the byte 0xE9"), "\(refused.stderr)")
        let noColon = try file("colon.ics", Self.event("c@x", "C", more: "this line has no colon\n"))
        let named = try dal([noColon, "--yes"])
        #expect(named.status == 65 && named.stderr.contains("\(noColon):12: libical cannot read this VEVENT"), "\(named.stderr)")
        #expect(try snapshot() == before)
    }

    /// The preview gives each title one line of at most 100 characters:
    /// a title's line breaks are blanks, a long one is cut (what is
    /// written is the whole title).
    @Test func thePreviewShowsEachTitleOnOneShortLine() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let long = String(repeating: "long ", count: 2_000)
        let path = try file("t.ics", Self.event("n@x", "first\\nsecond") + Self.event("l@x", long))
        let result = try dal([path, "--yes"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains { $0.contains("first second") }, "\(result.stdout)")
        #expect(lines.count == 5 && lines.allSatisfy { $0.count < 200 }, "\(lines.map(\.count))")
        #expect(try String(contentsOfFile: vdir + "/personal/l@x.ics", encoding: .utf8).contains("long long"), "written whole")
    }

    @Test func withoutATerminalToAskOnItNeedsYesAndChangesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try snapshot()
        let result = try dal([try file("a.ics", Self.event("a@x", "A"))])
        #expect(result.status == 69, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("add      event \"A\""), "the preview is still shown: \(result.stdout)")
        #expect(result.stderr.contains("give --yes to import without asking"), "\(result.stderr)")
        #expect(try snapshot() == before)
    }

    /// At a terminal it asks: no imports nothing (exit 1), yes imports.
    @Test func atATerminalItAsksAndDoesWhatItIsTold() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = try file("a.ics", Self.event("a@x", "Asked"))
        let command = "\(ProcessRunner.dalBinary) import \(path) --calendar \(vdir)"
        let declined = try TmuxSession(command: command, environment: environment)
        #expect(try declined.waitFor("Import? [y/N]").ok)
        try declined.type("n")
        try declined.send("Enter")
        let no = try declined.waitFor("EXIT=")
        #expect(no.screen.contains { $0.contains("nothing was imported") } && no.screen.contains { $0.hasPrefix("EXIT=1") }, "\(no.screen)")
        #expect(try snapshot().keys.sorted() == ["work/displayname"])
        let accepted = try TmuxSession(command: command, environment: environment)
        #expect(try accepted.waitFor("Import? [y/N]").ok)
        try accepted.type("y")
        try accepted.send("Enter")
        let yes = try accepted.waitFor("EXIT=")
        #expect(yes.screen.contains { $0.contains("imported: 1 added") } && yes.screen.contains { $0.hasPrefix("EXIT=0") }, "\(yes.screen)")
        #expect(try snapshot().keys.sorted() == ["personal/a@x.ics", "work/displayname"])
    }

    /// A file the import would change is changed (a sync) while the
    /// preview waits for its answer: nothing at all is written, not even
    /// the files that did not change, and the message says so truly.
    @Test func aFileChangedWhileThePreviewWaitsRefusesTheWholeImport() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try dal([try file("a.ics", Self.event("a@x", "A")), "--yes"])
        _ = try dal([try file("b.ics", Self.event("b@x", "B")), "--yes"])
        let before = try snapshot()
        try #require(before.keys.sorted() == ["personal/a@x.ics", "personal/b@x.ics", "work/displayname"], "\(before.keys)")
        let newer = try file("new.ics", Self.event("a@x", "A moved", sequence: 1) + Self.event("b@x", "B moved", sequence: 1))
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) import \(newer) --calendar \(vdir)", environment: environment)
        #expect(try session.waitFor("Import? [y/N]").ok)
        // b's file is written after a's: changed, it once left a's written and said "nothing was written".
        let changed = "personal/b@x.ics"
        var synced = try #require(String(data: before[changed]!, encoding: .utf8))
        synced = synced.replacingOccurrences(of: "SUMMARY:", with: "SUMMARY:synced ")
        try synced.write(toFile: vdir + "/" + changed, atomically: true, encoding: .utf8)
        try session.type("y")
        try session.send("Enter")
        let ended = try session.waitFor("EXIT=")
        #expect(ended.screen.contains { $0.hasPrefix("EXIT=74") } && ended.screen.joined().contains("nothing was written"), "\(ended.screen)")
        var expected = before
        expected[changed] = Data(synced.utf8)
        #expect(try snapshot() == expected, "every other file as it was")
    }

    /// A file with nothing a calendar takes (a journal entry, an empty
    /// calendar) says so, not that the calendar already has it.
    @Test func aFileWithNothingImportableSaysSo() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let journal = try file("j.ics", "BEGIN:VJOURNAL\nUID:j@x\nDTSTAMP:20261101T000000Z\nSUMMARY:Notes\nEND:VJOURNAL\n")
        let empty = try file("e.ics", "")
        for path in [journal, empty] {
            let result = try dal([path, "--yes"])
            #expect(result.status == 0 && result.stdout.contains("the files hold no event or task this calendar takes"), "\(result.stdout)")
        }
        _ = try dal([try file("a.ics", Self.event("a@x", "A")), "--yes"])
        #expect(try dal([root + "/a.ics", "--yes"]).stdout.contains("the calendar already has these or newer"))
    }

    @Test func intoNamesTheCalendarNewEventsGoTo() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = try file("a.ics", Self.event("a@x", "A"))
        let result = try dal([path, "--into", "Work", "--yes"])
        #expect(result.status == 0 && result.stdout.contains("Importing into Work:"), "\(result.stdout)\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: vdir + "/work/a@x.ics"))
        let unknown = try dal([path, "--into", "Holidays", "--yes"])
        #expect(unknown.status == 64 && unknown.stderr.contains("--into 'Holidays': no calendar dal writes to has that name"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("Work") && unknown.stderr.contains("personal"), "\(unknown.stderr)")
        let empty = try dal([path, "--into", "", "--yes"])
        #expect(empty.status == 64 && empty.stderr.contains("--into") && empty.stderr.contains("give the name of a calendar"), "\(empty.stderr)")
        #expect(try dal(["", "--yes"]).status == 64)
    }

    /// Without `--into`, a vdir's calendars are used as the screen's add
    /// prompt uses them: the config's `new-events`, else the first; a new
    /// `personal/` is made only where no calendar is (`dal todo add` alike).
    @Test func withoutIntoTheConfigsNewEventsCalendarElseTheFirstTakesIt() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: vdir + "/personal")
        try FileManager.default.createDirectory(atPath: vdir + "/home", withIntermediateDirectories: true)
        try "Home".write(toFile: vdir + "/home/displayname", atomically: true, encoding: .utf8)
        let first = try dal([try file("a.ics", Self.event("a@x", "A")), "--yes"])
        #expect(first.status == 0 && first.stdout.contains("Importing into Home:"), "\(first.stdout)\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: vdir + "/home/a@x.ics"))
        try FileManager.default.createDirectory(atPath: root + "/config/dal", withIntermediateDirectories: true)
        try "[calendars]\nnew-events = \"Work\"\n".write(toFile: root + "/config/dal/config.toml", atomically: true, encoding: .utf8)
        let configured = try dal([try file("b.ics", Self.event("b@x", "B")), "--yes"])
        #expect(configured.status == 0 && configured.stdout.contains("Importing into Work:"), "\(configured.stdout)\(configured.stderr)")
        #expect(FileManager.default.fileExists(atPath: vdir + "/work/b@x.ics"))
        let task = try ProcessRunner.run(ProcessRunner.dalBinary, ["todo", "add", "Call Ann", "--calendar", vdir], environment: environment)
        #expect(task.status == 0 && task.stdout.contains("/work/"), "\(task.stdout)\(task.stderr)")
        #expect(!FileManager.default.fileExists(atPath: vdir + "/personal"), "no stray calendar beside the vdir's own")
    }

    @Test func koreanSaysItInKorean() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = try file("a.ics", Self.event("a@x", "점심"))
        let first = try dal([path, "--yes"], language: "ko_KR.UTF-8")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("가져올 캘린더: personal") && first.stdout.contains("추가     일정 \"점심\""), "\(first.stdout)")
        #expect(first.stdout.contains("가져왔습니다: 추가 1개, 변경 0개"), "\(first.stdout)")
        let second = try dal([path], language: "ko_KR.UTF-8")
        #expect(second.stdout.contains("그대로   일정 \"점심\": 이미 있음") && second.stdout.contains("가져올 것이 없습니다"), "\(second.stdout)")
        let noTerminal = try dal([try file("b.ics", Self.event("b@x", "B"))], language: "ko_KR.UTF-8")
        #expect(noTerminal.status == 69 && noTerminal.stderr.contains("--yes를 쓰세요"), "\(noTerminal.stderr)")
        let open = root + "/open.ics"
        try "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:o@x\nDTSTART:20261201T090000Z\nEND:VCALENDAR\n"
            .write(toFile: open, atomically: true, encoding: .utf8)
        let unclosed = try dal([open, "--yes"], language: "ko_KR.UTF-8")
        #expect(unclosed.status == 65 && unclosed.stderr.contains("\(open):3: 이 VEVENT에 END:VEVENT이(가) 없습니다"), "\(unclosed.stderr)")
        let english = try dal([open, "--yes"])
        #expect(english.stderr.contains("\(open):3: this VEVENT has no END:VEVENT; nothing was imported"), "\(english.stderr)")
    }
}
