import Foundation
import Testing
import TestSupport

/// `dal invite` as a person (or a mail program) runs it, on a temporary
/// vdir: each real shape of invitation answered, its reply read by python
/// `icalendar` (Tests/Oracle/itip_oracle.py); the reply sent through a
/// real msmtp to a local SMTP sink (aiosmtpd) and the received mail read
/// by python's `email`; `dal list --json`'s `partstat`; and what is said,
/// with nothing changed, when dal cannot answer.
@Suite struct InviteCommandTests {
    let root: String
    let vdir: String

    init() throws {
        root = NSTemporaryDirectory() + "dal-invite-\(UUID().uuidString)"
        vdir = root + "/calendars"
        try FileManager.default.createDirectory(atPath: vdir + "/work", withIntermediateDirectories: true)
        try "Work".write(toFile: vdir + "/work/displayname", atomically: true, encoding: .utf8)
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CalendarsTests/Fixtures/Invitations").path

    static let oracle = URL(fileURLWithPath: PythonOracle.directory).appendingPathComponent("itip_oracle.py").path

    /// `config`: the config file's text (none when nil).
    func dal(_ arguments: [String], config: String? = nil) throws -> ProcessResult {
        var environment = ["XDG_CONFIG_HOME": root + "/config", "XDG_CACHE_HOME": root + "/cache", "XDG_DATA_HOME": root + "/data",
                           "XDG_STATE_HOME": root + "/state", "TZ": "Asia/Seoul", "LANG": "C.UTF-8"]
        if let config {
            try config.write(toFile: root + "/config.toml", atomically: true, encoding: .utf8)
            environment["DAL_CONFIG"] = root + "/config.toml"
        }
        return try ProcessRunner.run(ProcessRunner.dalBinary, arguments + ["--calendar", vdir], environment: environment)
    }

    /// What python's `email` and `icalendar` read in a mail or a reply.
    static func read(_ path: String) throws -> [String: Any] {
        let json = try PythonOracle.run("import runpy, sys; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')",
                                        arguments: [oracle, path])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    func readReply(_ text: String) throws -> [String: Any] {
        let path = root + "/reply-\(UUID().uuidString).ics"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try Self.read(path)
    }

    func icsFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: vdir + "/work").filter { $0.hasSuffix(".ics") }
    }

    /// `dal list --json`'s `partstat` of each event with `uid`, me being `me`.
    func partstats(_ uid: String, me: String) throws -> [String] {
        let list = try dal(["list", "2026-11-28", "--days", "40", "--json"], config: "me = [\"\(me)\"]\n")
        #expect(list.status == 0, "\(list.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        return objects.filter { $0["uid"] as? String == uid }.map { $0["partstat"] as? String ?? "null" }
    }

    /// Each shape, who I am in it, and its UID.
    static let shapes: [(file: String, me: String, uid: String)] = [
        ("outlook-teams.ics", "ann@example.com", "040000008200E00074C5B7101A82E00800000000B0D4F1A1C45EDB01000000000000000010000000A1B2C3D4E5F60718293A4B5C6D7E8F90"),
        ("google-meet.ics", "bob@example.com", "3k2j4h5g6f7d8s9a0qwertyuio@google.com"),
        ("google-weekly.ics", "bob@example.com", "7h8j9k0l1m2n3b4v5c6x7z8a9s@google.com"),
        ("thunderbird-request.ics", "ann@example.com", "6f0a1c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b"),
        ("apple-icloud-request.ics", "ann@example.com", "9C1A2B3D-4E5F-4061-8A7B-9C0D1E2F3A4B"),
        ("zoho-request.ics", "ann@example.com", "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6@zoho.com"),
    ]

    @Test(arguments: shapes.map(\.file)) func eachShapeIsAnsweredTheReplyReadsInPythonAndTheCalendarHasMyAnswer(file: String) throws {
        let shape = try #require(Self.shapes.first { $0.file == file })
        let run = try dal(["invite", Self.fixtures + "/" + file, "--accept", "--print", "--me", shape.me.uppercased()])
        #expect(run.status == 0, "\(run.stderr)")
        let reply = try readReply(run.stdout)
        #expect(reply["method"] as? String == "REPLY")
        let events = try #require(reply["events"] as? [[String: Any]])
        #expect(events.count == 1)
        #expect(events.first?["uid"] as? String == shape.uid)
        // (Zoho's MAILTO:Ann@Example.COM is answered as the invitation writes it.)
        #expect((events.first?["attendees"] as? [[String]])?.map { $0.map { $0.lowercased() } } == [["mailto:" + shape.me, "accepted"]],
                "exactly one ATTENDEE, mine: \(run.stdout)")
        #expect((events.first?["organizer"] as? String)?.lowercased().hasPrefix("mailto:") == true)
        #expect(events.first?["dtstamp"] as? String != nil)
        #expect(run.stderr.contains("to Work: accepted"), "\(run.stderr)")
        #expect(try icsFiles().count == 1)
        let answers = try partstats(shape.uid, me: shape.me)
        #expect(!answers.isEmpty && answers.allSatisfy { $0 == "ACCEPTED" }, "\(answers)")
    }

    @Test func theReplyGoesThroughMsmtpToTheSinkAsAMailOfTwoParts() throws {
        let sink = try SMTPSink()
        defer { sink.stop() }
        let msmtp = try sink.msmtpConfiguration(from: "bob@example.com")
        let config = "me = [\"bob@work.example\", \"bob@example.com\"]\nsend-command = \"msmtp -C \(msmtp) -t\"\n"
        let run = try dal(["invite", Self.fixtures + "/google-weekly-instance.ics", "--decline", "--comment", "Travelling that week; sorry"],
                          config: config)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("reply sent to ann@example.com"), "\(run.stdout)")
        let messages = sink.messages
        try #require(messages.count == 1)
        let mail = try Self.read(messages[0])
        #expect(mail["parts"] as? [String] == ["multipart/alternative", "text/plain", "text/calendar"])
        #expect(mail["calendarParams"] as? [String: String] == ["method": "REPLY", "charset": "UTF-8"])
        #expect((mail["headers"] as? [String: String])?["to"] == "ann@example.com")
        #expect((mail["headers"] as? [String: String])?["from"] == "bob@example.com")
        #expect((mail["headers"] as? [String: String])?["subject"] == "Declined: Team sync")
        #expect((mail["text"] as? String)?.contains("Travelling that week; sorry") == true)
        #expect(mail["method"] as? String == "REPLY")
        let events = try #require(mail["events"] as? [[String: Any]])
        #expect(events.count == 1)
        #expect(events.first?["attendees"] as? [[String]] == [["mailto:bob@example.com", "DECLINED"]])
        #expect(events.first?["recurrenceId"] as? String == "20261208T100000", "the instance answered")
        #expect(events.first?["sequence"] as? Int == 1)
        #expect(events.first?["comment"] as? String == "Travelling that week; sorry")
        #expect(mail["timezones"] as? [String] == ["Asia/Seoul"], "the zone its times name")
    }

    @Test func aSendCommandThatFailsSaysSoAndTheAnswerStaysInTheCalendar() throws {
        let run = try dal(["invite", Self.fixtures + "/outlook-teams.ics", "--tentative"],
                          config: "me = [\"ann@example.com\"]\nsend-command = \"false\"\n")
        #expect(run.status == 74)
        #expect(run.stderr.contains("the reply was not sent: false exited 1"), "\(run.stderr)")
        #expect(try partstats("040000008200E00074C5B7101A82E00800000000B0D4F1A1C45EDB01000000000000000010000000A1B2C3D4E5F60718293A4B5C6D7E8F90",
                              me: "ann@example.com") == ["TENTATIVE"])
    }

    @Test func withoutAWayToSendNothingIsWritten() throws {
        let run = try dal(["invite", Self.fixtures + "/thunderbird-request.ics", "--accept"], config: "me = [\"ann@example.com\"]\n")
        #expect(run.status == 64)
        #expect(run.stderr.contains("set send-command = \"msmtp -t\""), "\(run.stderr)")
        #expect(try icsFiles().isEmpty)
    }

    @Test func anInvitationNamingNoneOfMyAddressesSaysSoAndMeAnswersForIt() throws {
        let run = try dal(["invite", Self.fixtures + "/zoho-request.ics", "--accept", "--print"], config: "me = [\"zed@example.com\"]\n")
        #expect(run.status == 64)
        #expect(run.stderr.contains("names none of your addresses (zed@example.com)") && run.stderr.contains("--me"), "\(run.stderr)")
        #expect(try icsFiles().isEmpty)
        let unknown = try dal(["invite", Self.fixtures + "/zoho-request.ics", "--accept", "--print"])
        #expect(unknown.status == 64 && unknown.stderr.contains("dal does not know your address"), "\(unknown.stderr)")
        let answered = try dal(["invite", Self.fixtures + "/zoho-request.ics", "--accept", "--print", "--me", "zed@example.com"])
        #expect(answered.status == 0, "\(answered.stderr)")
        let events = try #require(try readReply(answered.stdout)["events"] as? [[String: Any]])
        #expect(events.first?["attendees"] as? [[String]] == [["mailto:zed@example.com", "ACCEPTED"]])
    }

    @Test func anOlderVersionIsOutOfDateAndChangesNothing() throws {
        #expect(try dal(["invite", Self.fixtures + "/outlook-teams-update.ics", "--accept", "--print", "--me", "ann@example.com"]).status == 0)
        let name = try #require(try icsFiles().first)
        let before = try String(contentsOfFile: vdir + "/work/" + name, encoding: .utf8)
        let old = try dal(["invite", Self.fixtures + "/outlook-teams.ics", "--decline", "--print", "--me", "ann@example.com"])
        #expect(old.status == 1)
        #expect(old.stderr.contains("this invitation is out of date"), "\(old.stderr)")
        #expect(old.stdout.isEmpty, "no reply")
        #expect(try String(contentsOfFile: vdir + "/work/" + name, encoding: .utf8) == before)
    }

    @Test func withoutAnAnswerOrATerminalItIsFiledAwaitingMyAnswer() throws {
        let run = try dal(["invite", Self.fixtures + "/apple-icloud-request.ics"], config: "me = [\"ann@example.com\"]\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("awaiting your answer; no reply was sent"), "\(run.stdout)")
        #expect(try partstats("9C1A2B3D-4E5F-4061-8A7B-9C0D1E2F3A4B", me: "ann@example.com") == ["NEEDS-ACTION"])
    }

    @Test func aCancelIsFiledWithoutAnAnswerAndAReplyIsNoInvitation() throws {
        #expect(try dal(["invite", Self.fixtures + "/outlook-teams.ics", "--accept", "--print", "--me", "ann@example.com"]).status == 0)
        let cancel = try dal(["invite", Self.fixtures + "/outlook-teams-cancel.ics"], config: "me = [\"ann@example.com\"]\n")
        #expect(cancel.status == 0, "\(cancel.stderr)")
        #expect(cancel.stdout.contains("cancelled \"Canceled: Quarterly planning\""), "\(cancel.stdout)")
        let text = try String(contentsOfFile: vdir + "/work/" + (try #require(try icsFiles().first)), encoding: .utf8)
        #expect(text.contains("STATUS:CANCELLED"))
        // On the screen, struck through; off dal list.
        let screen = try TmuxSession(width: 100, height: 30, command: "\(ProcessRunner.dalBinary) --calendar \(vdir) --week",
                                     environment: ["TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "DAL_TODAY": "2026-12-01"])
        try screen.expectScreen(shows: "Q\u{0336}u\u{0336}a\u{0336}r\u{0336}", "Quarterly planning struck through")
        #expect(try partstats("040000008200E00074C5B7101A82E00800000000B0D4F1A1C45EDB01000000000000000010000000A1B2C3D4E5F60718293A4B5C6D7E8F90",
                              me: "ann@example.com").isEmpty, "a cancelled event is not listed")
        let replyPath = root + "/reply.ics"
        try "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nMETHOD:REPLY\r\nBEGIN:VEVENT\r\nUID:a@b\r\nDTSTAMP:20261128T000000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            .write(toFile: replyPath, atomically: true, encoding: .utf8)
        let reply = try dal(["invite", replyPath, "--accept", "--print", "--me", "ann@example.com"])
        #expect(reply.status == 65 && reply.stderr.contains("this is a METHOD:REPLY, not an invitation"), "\(reply.stderr)")
    }

    /// The round trip a mail program's mailcap makes: `dal invite FILE` on
    /// a terminal (tmux, the default flags) opens the invitation on its day
    /// among the calendar's events, its card naming what it overlaps; `a`
    /// accepts: the event is in the vdir with PARTSTAT=ACCEPTED and the reply
    /// went through a real msmtp to the sink, where python reads it.
    @Test func aOnTheScreenAcceptsFilesTheEventAndSendsTheReply() throws {
        let sink = try SMTPSink()
        defer { sink.stop() }
        let msmtp = try sink.msmtpConfiguration(from: "ann@example.com")
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:lunch@t\r\nDTSTAMP:20261101T000000Z\r\n"
            + "DTSTART;TZID=Europe/Berlin:20261203T143000\r\nDTEND;TZID=Europe/Berlin:20261203T150000\r\nSUMMARY:Late lunch\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n").write(toFile: vdir + "/work/lunch.ics", atomically: true, encoding: .utf8)
        try "me = [\"ann@example.com\"]\nsend-command = \"msmtp -C \(msmtp) -t\"\n".write(toFile: root + "/config.toml", atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 100, height: 32,
                                      command: "\(ProcessRunner.dalBinary) invite \(Self.fixtures)/thunderbird-request.ics --calendar \(vdir)",
                                      environment: ["DAL_CONFIG": root + "/config.toml", "TZ": "Europe/Berlin", "LANG": "C.UTF-8",
                                                    "TERM": "xterm-256color", "DAL_TODAY": "2026-11-28"])
        try session.expectScreen(shows: "a accept · t tentative · d decline · Esc leave unanswered")
        for text in ["Release planning", "from Erik Weber <erik@example.org>", "! overlaps 14:30 Late lunch", "Ann Lee (not answered)"] {
            try session.expectScreen(shows: text, "on the card")
        }
        try session.send("a")
        let ended = try session.waitFor("EXIT=")
        #expect(ended.screen.joined(separator: "\n").contains("EXIT=0"), "\(ended.screen.dump)")
        #expect(ended.screen.joined().contains("reply sent to erik@example.org"), "\(ended.screen.dump)")
        #expect(try partstats("6f0a1c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b", me: "ann@example.com") == ["ACCEPTED"])
        let messages = sink.messages
        try #require(messages.count == 1)
        let mail = try Self.read(messages[0])
        #expect(mail["calendarParams"] as? [String: String] == ["method": "REPLY", "charset": "UTF-8"])
        #expect((mail["headers"] as? [String: String])?["subject"] == "Accepted: Release planning")
        let events = try #require(mail["events"] as? [[String: Any]])
        #expect(events.count == 1 && events.first?["attendees"] as? [[String]] == [["mailto:ann@example.com", "ACCEPTED"]])
        #expect(events.first?["uid"] as? String == "6f0a1c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b")
    }

    /// `Esc` leaves the invitation unanswered: filed awaiting the answer,
    /// nothing sent; the calendar then marks it `?`.
    @Test func escOnTheScreenFilesItAwaitingMyAnswerAndTheCalendarMarksIt() throws {
        try "me = [\"ann@example.com\"]\nsend-command = \"false\"\n".write(toFile: root + "/config.toml", atomically: true, encoding: .utf8)
        let environment = ["DAL_CONFIG": root + "/config.toml", "TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
                           "DAL_TODAY": "2026-12-03"]
        let session = try TmuxSession(width: 100, height: 32,
                                      command: "\(ProcessRunner.dalBinary) invite \(Self.fixtures)/thunderbird-request.ics --calendar \(vdir)",
                                      environment: environment)
        try session.expectScreen(shows: "Esc leave unanswered")
        try session.send("Escape")
        let ended = try session.waitFor("EXIT=")
        #expect(ended.screen.joined().contains("awaiting your answer"), "\(ended.screen.dump)")
        #expect(try partstats("6f0a1c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b", me: "ann@example.com") == ["NEEDS-ACTION"])
        let calendar = try TmuxSession(width: 100, height: 32, command: "\(ProcessRunner.dalBinary) --calendar \(vdir)", environment: environment)
        try calendar.expectScreen(shows: "? Release")
    }

    /// In the calendar (tmux, the default flags): an invitation filed
    /// unanswered shows `? Release planning`; `r` opens its card, `a`
    /// accepts: the file says ACCEPTED and the reply reaches the sink.
    @Test func rInTheCalendarAnswersAnEventAwaitingMyAnswer() throws {
        let sink = try SMTPSink()
        defer { sink.stop() }
        #expect(try dal(["invite", Self.fixtures + "/thunderbird-request.ics"], config: "me = [\"ann@example.com\"]\n").status == 0)
        let msmtp = try sink.msmtpConfiguration(from: "ann@example.com")
        try "me = [\"ann@example.com\"]\nsend-command = \"msmtp -C \(msmtp) -t\"\n".write(toFile: root + "/config.toml", atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 100, height: 32, command: "\(ProcessRunner.dalBinary) --calendar \(vdir)",
                                      environment: ["DAL_CONFIG": root + "/config.toml", "TZ": "Europe/Berlin", "LANG": "C.UTF-8",
                                                    "TERM": "xterm-256color", "DAL_TODAY": "2026-12-03"])
        try session.expectScreen(shows: "? Release", "awaiting my answer")
        try session.send("r")
        try session.expectScreen(shows: "Answer: a accept · t tentative · d decline · Esc not now")
        try session.expectScreen(shows: "from Erik Weber", "the organizer, once the file is read")
        try session.send("a")
        try session.expectScreen(shows: "answered \"Release planning\"")
        let deadline = Date().addingTimeInterval(10)
        while sink.messages.isEmpty, Date() < deadline { usleep(50_000) }
        #expect(try partstats("6f0a1c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b", me: "ann@example.com") == ["ACCEPTED"])
        let messages = sink.messages
        try #require(messages.count == 1)
        let events = try #require(try Self.read(messages[0])["events"] as? [[String: Any]])
        #expect(events.first?["attendees"] as? [[String]] == [["mailto:ann@example.com", "ACCEPTED"]])
        let gone = try session.waitFor { !$0.joined().contains("? Release") }
        #expect(gone.ok, "answered: no longer marked\(gone.screen.dump)")
    }
}
