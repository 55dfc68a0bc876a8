import Foundation
import Testing
import TestSupport

/// The sync round trip through a real CalDAV server: Radicale on
/// 127.0.0.1, two vdirs ("laptop" and "phone") paired with the same
/// calendar by vdirsyncer, using the configuration printed in docs/sync.md.
/// dal adds an event on the laptop through its keys; it reaches the phone;
/// the phone's edit and delete come back; a conflicting edit keeps both.
@Suite(.serialized) final class SyncTests {
    let directory: String
    let server: RadicaleServer

    init() throws {
        directory = NSTemporaryDirectory() + "dal-sync-\(UUID().uuidString)"
        server = try RadicaleServer()
        try server.makeCalendar(user: "user", name: "work", displayName: "Work")
        for device in ["laptop", "phone"] {
            // The collection exists on both sides, so `discover` has nothing
            // to ask (it would wait for a `y` on a terminal).
            try FileManager.default.createDirectory(atPath: "\(directory)/\(device)/work", withIntermediateDirectories: true)
            if device == "phone" {
                // An event made on the phone before: vdirsyncer refuses to
                // sync a calendar emptied on one side (it asks for
                // --force-delete), so the calendar is never empty here.
                try Self.lunch.write(toFile: "\(directory)/phone/work/lunch.ics", atomically: true, encoding: .utf8)
            }
            try config(for: device).write(toFile: "\(directory)/\(device).conf", atomically: true, encoding: .utf8)
            try vdirsyncer(device, "discover", "dal")
            try vdirsyncer(device, "metasync", "dal")
            try vdirsyncer(device, "sync")
        }
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// docs/sync.md's tested configuration, pointed at this device's
    /// folders and the local server.
    func config(for device: String) throws -> String {
        let page = try String(contentsOfFile: Self.docs, encoding: .utf8)
        let marked = try #require(page.components(separatedBy: "<!-- tested-config -->").dropFirst().first, "docs/sync.md lost its marker")
        let block = try #require(marked.components(separatedBy: "```").dropFirst().first, "no code block after the marker")
        let lines = block.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        var text = lines.joined(separator: "\n") + "\n"
        let replacements = [
            ("~/.local/share/vdirsyncer/status/", "\(directory)/\(device)-status/"),
            ("~/.local/share/dal/calendars/", "\(directory)/\(device)/"),
            ("https://dav.example.com/", server.url),
            ("username = \"you\"", "username = \"user\""),
        ]
        for (from, to) in replacements {
            try #require(text.contains(from), "the documented config has no \(from)")
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    static let lunch = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Phone//Calendar//EN\nBEGIN:VEVENT\nUID:lunch@phone\n"
        + "DTSTAMP:20261101T000000Z\nDTSTART;VALUE=DATE:20261120\nSUMMARY:Lunch with Mina\nEND:VEVENT\nEND:VCALENDAR\n"

    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/sync.md").path

    @discardableResult
    func vdirsyncer(_ device: String, _ arguments: String..., expectSuccess: Bool = true,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessResult {
        let result = try ProcessRunner.run("/usr/bin/env", ["vdirsyncer", "-c", "\(directory)/\(device).conf"] + arguments,
                                           environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        if expectSuccess {
            #expect(result.status == 0, "vdirsyncer \(arguments) on \(device): \(result.stderr)", sourceLocation: sourceLocation)
        }
        return result
    }

    /// The event files of a device's calendar, but the phone's lunch.
    func files(_ device: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "\(directory)/\(device)/work")
            .filter { $0.hasSuffix(".ics") && (try? text(device, $0))?.contains("UID:lunch@phone") == false }.sorted()
    }

    /// A file's text with LF line ends (vdirsyncer writes what the server
    /// sends, Radicale sends LF; dal writes CRLF).
    func text(_ device: String, _ file: String) throws -> String {
        try String(contentsOfFile: "\(directory)/\(device)/work/\(file)", encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// dal on a device's vdir, in tmux, with default flags; with `config`,
    /// that config file's settings.
    func dal(on device: String, config: String? = nil) throws -> TmuxSession {
        var environment = ["DAL_TODAY": "2026-11-21", "TZ": "Asia/Seoul", "LANG": "C.UTF-8",
                           "TERM": "xterm-256color", "XDG_DATA_HOME": "\(directory)/\(device)-data"]
        if let config {
            let path = "\(directory)/\(device)-dal.toml"
            try config.write(toFile: path, atomically: true, encoding: .utf8)
            environment["DAL_CONFIG"] = path
        }
        let session = try TmuxSession(width: 120, height: 30, command: "\(ProcessRunner.dalBinary) --no-store --calendar \(directory)/\(device)",
                                      environment: environment)
        try #require(try session.waitFor("? help").ok)
        return session
    }

    /// What a phone app does: rewrites the event with a new title.
    func editOnPhone(_ file: String, from old: String, to new: String) throws {
        let edited = try text("phone", file).replacingOccurrences(of: "SUMMARY:\(old)\n", with: "SUMMARY:\(new)\n")
        try edited.write(toFile: "\(directory)/phone/work/\(file)", atomically: true, encoding: .utf8)
    }

    /// Adds an event through dal's keys; the file it made.
    func add(_ typed: String, titled title: String, in session: TmuxSession, on device: String) throws -> String {
        try session.send("a")
        try session.type(typed)
        try session.send("Enter")
        try session.expectScreen(shows: "added \"\(title)\"")
        return try #require(try files(device).first)
    }

    /// `vdirsyncer sync` on one device, then on the other.
    func sync(_ first: String, then second: String) throws {
        try vdirsyncer(first, "sync")
        try vdirsyncer(second, "sync")
    }

    @Test func anEventAddedInDalReachesThePhoneAndThePhonesChangesComeBack() throws {
        let laptop = try dal(on: "laptop")
        try laptop.expectScreen(shows: "Work", "the display name vdirsyncer copied from the server")
        try laptop.send("a")
        try laptop.expectScreen(shows: "to Work")
        try laptop.send("Escape")
        let added = try add("09:00-10:30 Dentist", titled: "Dentist", in: laptop, on: "laptop")

        try sync("laptop", then: "phone")
        let onPhone = try #require(try files("phone").first)
        #expect(try files("phone").count == 1)
        let uid = try #require(try text("laptop", added).split(separator: "\n").first { $0.hasPrefix("UID:") })
        #expect(try text("phone", onPhone).contains(uid + "\n"), "the same event (its UID) on the phone")
        #expect(try text("phone", onPhone).contains("DTSTART;TZID=Asia/Seoul:20261121T090000\n"))
        let phone = try dal(on: "phone")
        try phone.expectScreen(shows: "Dentist")

        // The phone renames it; dal on the laptop, still open, shows it
        // after the next sync without a key pressed.
        try editOnPhone(onPhone, from: "Dentist", to: "Dentist Kim")
        try sync("phone", then: "laptop")
        #expect(try text("laptop", added).contains("SUMMARY:Dentist Kim\n"))
        try laptop.expectScreen(shows: "Dentist Kim")

        // The phone deletes it.
        try FileManager.default.removeItem(atPath: "\(directory)/phone/work/\(onPhone)")
        try sync("phone", then: "laptop")
        #expect(try files("laptop").isEmpty)
        // (The status line still says what dal added, until a key.)
        let gone = try laptop.waitFor { $0.joined().contains("Nothing on this day.") && !$0.dropLast(2).joined().contains("Dentist") }
        #expect(gone.ok, "\(gone.screen.joined(separator: "\n"))")
    }

    /// `S` in dal runs `[sync] command` (vdirsyncer for this device): an
    /// event added in dal reaches the phone, and one the phone made
    /// appears in dal, through the folder watch, after the next `S`.
    @Test func sInDalSyncsBothWaysThroughTheServer() throws {
        let laptop = try dal(on: "laptop", config: "[sync]\ncommand = \"vdirsyncer -c \(directory)/laptop.conf sync\"\n")
        let added = try add("09:00-10:30 Dentist", titled: "Dentist", in: laptop, on: "laptop")
        try laptop.send("S")
        try laptop.expectScreen(shows: "synced (vdirsyncer)")
        try vdirsyncer("phone", "sync")
        let onPhone = try #require(try files("phone").first)
        let uid = try #require(try text("laptop", added).split(separator: "\n").first { $0.hasPrefix("UID:") })
        #expect(try text("phone", onPhone).contains(uid + "\n"), "the event dal added, on the phone")

        // The phone adds one; it shows in dal after S, no other key pressed.
        let yoga = Self.lunch.replacingOccurrences(of: "lunch@phone", with: "yoga@phone").replacingOccurrences(of: "20261120", with: "20261121")
            .replacingOccurrences(of: "Lunch with Mina", with: "Yoga class")
        try yoga.write(toFile: "\(directory)/phone/work/yoga.ics", atomically: true, encoding: .utf8)
        try vdirsyncer("phone", "sync")
        let hasYoga = { try self.files("laptop").contains { try self.text("laptop", $0).contains("UID:yoga@phone\n") } }
        #expect(try !hasYoga(), "not on the laptop before S")
        try laptop.send("S")
        try laptop.expectScreen(shows: "Yoga class")
        #expect(try hasYoga())
    }

    /// `vdirsyncer discover`, answering `y` to each question as docs/sync.md
    /// says (it asks before it makes a calendar on either side).
    func discoverAnsweringYes(_ device: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "yes | vdirsyncer -c '\(directory)/\(device).conf' discover dal"],
                                           environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        #expect(result.status == 0, "vdirsyncer discover on \(device): \(result.stderr)", sourceLocation: sourceLocation)
    }

    /// docs/sync.md followed word for word with an empty vdir: dal's first
    /// event makes `personal/`, named; discover makes it on the server. The
    /// bug: metasync then named dal's calendar `user/personal` (Radicale
    /// reports a calendar's path as the name of one that has none). Now the
    /// name dal gave it stays, reaches the server (settled once as the page
    /// says), and another device gets it.
    @Test func aCalendarDalMakesKeepsItsNameThroughTheServer() throws {
        for device in ["fresh", "other"] { try config(for: device).write(toFile: "\(directory)/\(device).conf", atomically: true, encoding: .utf8) }
        let session = try dal(on: "fresh")
        try session.send("a")
        try session.expectScreen(shows: "to personal")
        try session.type("Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        let displayname = "\(directory)/fresh/personal/displayname"
        #expect(try String(contentsOfFile: displayname, encoding: .utf8) == "personal")

        try discoverAnsweringYes("fresh")
        let metasync = try vdirsyncer("fresh", "metasync", expectSuccess: false)
        #expect(try String(contentsOfFile: displayname, encoding: .utf8) == "personal", "not renamed to the server's path")
        if metasync.status != 0 {
            // The documented settling: dal's name wins, once.
            #expect(metasync.stderr.contains("dal/personal: displayname"), "\(metasync.stderr)")
            let conf = "\(directory)/fresh.conf"
            let plain = try String(contentsOfFile: conf, encoding: .utf8)
            try plain.replacingOccurrences(of: "[pair dal]\n", with: "[pair dal]\nconflict_resolution = \"a wins\"\n")
                .write(toFile: conf, atomically: true, encoding: .utf8)
            try vdirsyncer("fresh", "metasync")
            try plain.write(toFile: conf, atomically: true, encoding: .utf8)
        }
        try vdirsyncer("fresh", "metasync")
        try vdirsyncer("fresh", "sync")

        try discoverAnsweringYes("other")
        try vdirsyncer("other", "metasync")
        try vdirsyncer("other", "sync")
        #expect(try String(contentsOfFile: "\(directory)/other/personal/displayname", encoding: .utf8) == "personal")
        let other = try dal(on: "other")
        try other.expectScreen(shows: "☆ personal", "the calendar by its name on the other device")
        try other.expectScreen(shows: "Dentist")
    }

    /// dal and the phone change the same event between two syncs: the
    /// sync reports a conflict and changes neither side; both versions are
    /// kept, whole; `conflict_resolution` (docs/sync.md) then settles it.
    @Test func aConflictingEditKeepsBothVersions() throws {
        let laptop = try dal(on: "laptop")
        let file = try add("Dinner", titled: "Dinner", in: laptop, on: "laptop")
        try sync("laptop", then: "phone")
        let onPhone = try #require(try files("phone").first)

        try laptop.send("e")
        try laptop.expectScreen(shows: "title   Dinner_")
        try laptop.type(" at 7")
        try laptop.send("Enter")
        try laptop.expectScreen(shows: "changed \"Dinner at 7\"")
        try editOnPhone(onPhone, from: "Dinner", to: "Dinner Fri")
        try vdirsyncer("phone", "sync")
        let clash = try vdirsyncer("laptop", "sync", expectSuccess: false)
        #expect(clash.status != 0 && clash.stderr.lowercased().contains("conflict"), "\(clash.stderr)")
        #expect(try text("laptop", file).contains("SUMMARY:Dinner at 7\n"), "dal's version stays on the laptop")
        #expect(try text("phone", onPhone).contains("SUMMARY:Dinner Fri\n"), "the phone's on the phone")

        // Settled the documented way: the server's version wins.
        let conf = "\(directory)/laptop.conf"
        let settled = try String(contentsOfFile: conf, encoding: .utf8)
            .replacingOccurrences(of: "[pair dal]\n", with: "[pair dal]\nconflict_resolution = \"b wins\"\n")
        try settled.write(toFile: conf, atomically: true, encoding: .utf8)
        try vdirsyncer("laptop", "sync")
        #expect(try text("laptop", file) == (try text("phone", onPhone)))
        try laptop.expectScreen(shows: "Dinner Fri")
    }

    /// Invitations filed with `dal invite` on the laptop, each followed by
    /// a sync through the server: the first request, its update and its
    /// cancel, a series, one instance moved and one cancelled. Each sync
    /// succeeds (a second file with one UID would make vdirsyncer refuse),
    /// the server and the phone hold one item per UID, and the phone gets
    /// the cancel and the instances.
    @Test func invitationUpdatesAndCancelsLeaveOneFilePerUIDThroughTheServer() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CalendarsTests/Fixtures/Invitations").path
        let config = "\(directory)/invite.toml"
        try "me = [\"ann@example.com\", \"bob@example.com\"]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let steps: [(file: String, answer: [String])] = [
            ("outlook-teams.ics", ["--accept", "--print"]), ("outlook-teams-update.ics", []), ("outlook-teams-cancel.ics", []),
            ("google-weekly.ics", ["--tentative", "--print"]), ("google-weekly-instance.ics", ["--decline", "--print"]),
            ("google-weekly-instance-cancel.ics", []),
        ]
        for step in steps {
            let run = try ProcessRunner.dal(["invite", "\(fixtures)/\(step.file)", "--calendar", "\(directory)/laptop"] + step.answer,
                                            environment: ["DAL_CONFIG": config, "TZ": "Asia/Seoul", "LANG": "C.UTF-8"])
            #expect(run.status == 0, "\(step.file): \(run.stderr)")
            let synced = try vdirsyncer("laptop", "sync")
            #expect(!synced.stderr.lowercased().contains("uid"), "\(step.file): \(synced.stderr)")
            try vdirsyncer("phone", "sync")
            #expect(try files("laptop").count == (step.file.hasPrefix("outlook") ? 1 : 2), "\(step.file): one file per UID")
            #expect(try files("phone").count == (try files("laptop")).count, "\(step.file)")
        }
        let onPhone = try files("phone").map { try text("phone", $0) }
        let outlook = try #require(onPhone.first { $0.contains("Quarterly planning") })
        #expect(outlook.contains("STATUS:CANCELLED\n") && !outlook.contains("STATUS:CONFIRMED"))
        let google = try #require(onPhone.first { $0.contains("Team sync") })
        #expect(google.components(separatedBy: "BEGIN:VEVENT").count == 4, "the series, the moved instance and the cancelled one")
        #expect(google.contains("RECURRENCE-ID;TZID=Asia/Seoul:20261215T100000\n"))
        var items: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: server.storage)
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".ics"), !name.contains(".Radicale") { items.append(name) }
        }
        #expect(items.count == 3, "the lunch and the two invitations on the server: \(items)")
    }
}
