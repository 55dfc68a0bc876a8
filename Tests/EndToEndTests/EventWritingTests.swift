import CalendarCore
import Foundation
import Testing
import TestSupport

/// Adding, changing, deleting and undoing events through the keys of the
/// release binary in tmux, with default flags (the page slide on), into a
/// real vdir collection; after each step Python's icalendar (the oracle
/// script) reads the folder.
@Suite final class EventWritingTests {
    let directory: String
    let work: String
    static let environment = ["DAL_TODAY": "2026-11-21", "TZ": "Europe/Berlin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]

    init() throws {
        directory = NSTemporaryDirectory() + "dal-write-\(UUID().uuidString)"
        work = directory + "/calendars/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try "Work".write(toFile: work + "/displayname", atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func start(_ arguments: String = "", calendar: String? = nil, width: Int = 100, height: Int = 30,
               environment: [String: String] = [:]) throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height,
                                      command: "\(ProcessRunner.dalBinary) --no-store --calendar \(calendar ?? work) \(arguments)",
                                      environment: Self.environment.merging(["XDG_DATA_HOME": directory + "/data"].merging(environment) { $1 }) { $1 })
        try #require(try session.waitFor("? help").ok)
        return session
    }

    /// The entries Python's icalendar reads from the collection in November
    /// 2026: "date start→end summary", for a viewer in Berlin.
    func oracleEntries() throws -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/ical_oracle.py").path
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", script, "--from", "2026-11-01", "--to", "2026-11-30",
                                                            "--zone", "Europe/Berlin", work])
        try #require(result.status == 0, "the oracle could not read the collection: \(result.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return objects.map { "\($0["date"]!) \($0["start"]!)→\($0["end"]!) \($0["summary"]!)" }
    }

    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/demo/calendars").standardized.path

    func icsFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: work).filter { $0.hasSuffix(".ics") }.sorted()
    }

    /// Types into the form's field, replacing what it holds (Ctrl-U).
    func replaceField(_ session: TmuxSession, with text: String) throws {
        try session.send("C-u")
        try session.type(text)
    }

    /// Types into the prompt, replacing what it holds.
    func replacePrompt(_ session: TmuxSession, with text: String, holding old: String) throws {
        try session.send("BSpace", repeat: old.count)
        try session.type(text)
    }

    @Test func addChangeDeleteAndUndoFromTheKeys() throws {
        let session = try start()
        try session.send("a")
        try session.expectScreen(shows: "Add on Saturday, November 21, 2026 to Work")
        try session.type("09:00 1h30m Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        try session.expectScreen(shows: "● Dentist", "the event on its day, read back from the file")
        #expect(try oracleEntries() == ["2026-11-21 2026-11-21T09:00:00→2026-11-21T10:30:00 Dentist"])
        let file = try #require(try icsFiles().first)
        let text = try String(contentsOfFile: work + "/" + file, encoding: .utf8)
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261121T090000\r\n"), "\(text)")
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"), "\(text)")
        #expect(file == text.split(separator: "\r\n").first { $0.hasPrefix("UID:") }!.dropFirst(4) + ".ics", "named by its UID")

        // A page away and back (the slide runs), then change it.
        try session.send("Right")
        try session.expectScreen(shows: "December 2026")
        try session.send("Left")
        try session.expectScreen(shows: "● Dentist")
        try session.send("e")
        try session.expectScreen(shows: "title   Dentist_", "the form holds the event as it is")
        try session.expectScreen(shows: "when    2026-11-21 09:00-10:30")
        try replaceField(session, with: "Dentist Kim")
        try session.send("Tab")
        try replaceField(session, with: "14:00-15:00")
        try session.expectScreen(shows: "Sat 21 Nov · 14:00–15:00 · Dentist Kim", "what the time reads as")
        try session.send("Enter")
        try session.expectScreen(shows: "changed \"Dentist Kim\"")
        #expect(try oracleEntries() == ["2026-11-21 2026-11-21T14:00:00→2026-11-21T15:00:00 Dentist Kim"])

        try session.send("d")
        try session.expectScreen(shows: "Delete \"Dentist Kim\"? y deletes")
        try session.send("y")
        try session.expectScreen(shows: "deleted \"Dentist Kim\"")
        #expect(try icsFiles().isEmpty, "the event's file is gone")

        try session.send("u")
        try session.expectScreen(shows: "undid: deleted \"Dentist Kim\"")
        #expect(try oracleEntries() == ["2026-11-21 2026-11-21T14:00:00→2026-11-21T15:00:00 Dentist Kim"])
        try session.send("q")
        try session.expectScreen(shows: "EXIT=0")

        // Reopened, the event is there.
        let again = try start()
        try again.expectScreen(shows: "● Dentist")
    }

    @Test func aTypedWeeklyEventShowsItsPreviewThenLandsOnEveryWeekday() throws {
        let session = try start()
        try session.send("a")
        try session.type("tomorrow 3pm Choir every tue remind 10m")
        // Today is Saturday 21 November: tomorrow is Sunday, the first Tuesday the 24th.
        try session.expectScreen(shows: "Tue 24 Nov · 15:00–16:00 · Choir · every Tuesday · #Work · alarm 10 min before",
                                 "the preview says what Enter will write")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Choir\"")
        #expect(try oracleEntries() == ["2026-11-24 2026-11-24T15:00:00→2026-11-24T16:00:00 Choir"], "November holds one Tuesday after today")
        let file = try String(contentsOfFile: work + "/" + (try icsFiles()).first!, encoding: .utf8)
        #expect(file.contains("RRULE:FREQ=WEEKLY;BYDAY=TU\r\n") && file.contains("TRIGGER:-PT10M\r\n"), "\(file)")
        try session.send("Right")
        try session.expectScreen(shows: "December 2026")
        let december = try session.screen().joined(separator: "\n")
        #expect(december.components(separatedBy: "Choir").count - 1 == 5, "five Tuesdays in December:\n\(december)")
        // A word that looks like a time but is not one stops the add.
        try session.send("a")
        try session.type("Dentist 12/3")
        try session.expectScreen(shows: "✗")
        try session.send("Enter")
        try session.expectScreen(shows: "> Dentist 12/3_", "the prompt stays with the text")
        #expect(try icsFiles().count == 1)
    }

    @Test func thePromptEditsAtItsCursorTakesAPasteWholeAndRemembersEntries() throws {
        let session = try start()
        try session.send("a")
        try session.type("fri Lunch Ann")
        try session.send("Left", "Left", "Left")
        try session.type("with ")
        try session.send("C-a")
        try session.type("3pm ")
        try session.expectScreen(shows: "> 3pm fri Lunch with Ann", "typed at the cursor: after Left and after Ctrl-A")
        try session.send("C-e", "C-w")
        try session.paste("Bob\nand Cy")
        try session.expectScreen(shows: "> 3pm fri Lunch with Bob and Cy_", "a paste is one insert, its line break a space")
        try session.expectScreen(shows: "Fri 27 Nov · 15:00–16:00 · Lunch with Bob and Cy")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Lunch with Bob and Cy\"")
        #expect(try icsFiles().count == 1, "the pasted line break did not press Enter")
        try session.send("a", "Up")
        try session.expectScreen(shows: "> 3pm fri Lunch with Bob and Cy_", "↑ brings back the last entry")
        try session.send("C-u")
        try session.expectScreen(shows: "> _")
        try session.send("Escape")
    }

    @Test func aDigitInTheListOfEventsOnlyHighlightsSoTypingAfterItIsSafe() throws {
        let session = try start()
        for title in ["First", "Second"] {
            try session.send("a")
            try session.type("09:00 " + title)
            try session.send("Enter")
            try session.expectScreen(shows: "added \"\(title)\"")
        }
        try session.send("e")
        try session.expectScreen(shows: "Second")
        try session.type("2")
        try session.send("Enter")
        try session.expectScreen(shows: "title   Second_", "2 highlighted the second event; Enter picked it")
        try session.send("Escape")
    }

    /// Where the day number `day` of the month on screen is drawn (the
    /// first such number, on a row of the grid that also holds `neighbour`).
    func position(of day: String, besides neighbour: String, in session: TmuxSession) throws -> (column: Int, row: Int) {
        let screen = try session.screen()
        let row = try #require(screen.firstIndex { $0.contains(" \(day) ") && $0.contains(" \(neighbour) ") })
        let column = try #require(screen[row].range(of: " \(day) ")).lowerBound.utf16Offset(in: screen[row]) + 1
        return (column, row)
    }

    /// A left-button press at one place and its release at another (SGR).
    func drag(_ session: TmuxSession, from: (column: Int, row: Int), to: (column: Int, row: Int)) throws {
        try session.sendBytes(Array("\u{1B}[<0;\(from.column + 1);\(from.row + 1)M\u{1B}[<0;\(to.column + 1);\(to.row + 1)m".utf8))
    }

    @Test func anEventMovesByKeysAndByMouseToAnotherDayAndCalendarAndUndoBringsItBack() throws {
        let home = directory + "/calendars/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "Home".write(toFile: home + "/displayname", atomically: true, encoding: .utf8)
        let session = try start(calendar: "\(work) --calendar \(home)")
        try session.send("a")
        try session.type("09:00 Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        // By keys: two days later.
        try session.send("m")
        try session.expectScreen(shows: "MOVE \"Dentist\" → Sat Nov 21: Enter drops")
        try session.send("l", "l")
        try session.expectScreen(shows: "▸ Dentist", "shown where it would land")
        try session.send("Enter")
        try session.expectScreen(shows: "moved \"Dentist\" to Mon Nov 23")
        #expect(try oracleEntries() == ["2026-11-23 2026-11-23T09:00:00→2026-11-23T10:00:00 Dentist"])
        // By the mouse, to Thursday, and Tab: into Home.
        try session.send("m")
        try session.expectScreen(shows: "MOVE \"Dentist\"")
        try drag(session, from: try position(of: "24", besides: "25", in: session), to: try position(of: "26", besides: "25", in: session))
        try session.expectScreen(shows: "→ Thu Nov 26 (+3 days)")
        try session.send("Tab")
        try session.expectScreen(shows: "(+3 days) to Home")
        try session.send("Enter")
        try session.expectScreen(shows: "moved \"Dentist\" to Home, Thu Nov 26")
        #expect(try icsFiles().isEmpty, "the old file is gone")
        let moved = try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.hasSuffix(".ics") }
        #expect(moved.count == 1)
        let text = try String(contentsOfFile: home + "/" + moved[0], encoding: .utf8)
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261126T090000\r\n"), "\(text)")
        // One undo takes the whole move back.
        try session.send("u")
        try session.expectScreen(shows: "undid: moved \"Dentist\" to Home, Thu Nov 26")
        #expect(try oracleEntries() == ["2026-11-23 2026-11-23T09:00:00→2026-11-23T10:00:00 Dentist"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.hasSuffix(".ics") }.isEmpty)
        // A drag with nothing carried selects the days as one run.
        try drag(session, from: try position(of: "16", besides: "17", in: session), to: try position(of: "19", besides: "17", in: session))
        try session.expectScreen(shows: "4 selected")
        try session.send("q")
        try session.expectScreen(shows: "EXIT=0")
    }

    /// `m` on a repeating event: `t` moves one instance (an override), `a`
    /// the whole series with its exception; `u` takes a move back.
    @Test func oneInstanceOrAWholeSeriesMovesByTheKeysAndUndoTakesItBack() throws {
        try """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Other//App//EN\r
            BEGIN:VEVENT\r
            UID:gym@other\r
            DTSTAMP:20261101T000000Z\r
            DTSTART;TZID=Europe/Berlin:20261103T070000\r
            DTEND;TZID=Europe/Berlin:20261103T080000\r
            RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261124T235959Z\r
            EXDATE;TZID=Europe/Berlin:20261110T070000\r
            SUMMARY:Gym\r
            END:VEVENT\r
            END:VCALENDAR\r

            """.write(toFile: work + "/gym@other.ics", atomically: true, encoding: .utf8)
        let tuesdays = ["2026-11-03", "2026-11-17", "2026-11-24"]
        func entries(_ days: [String]) -> [String] { days.map { "\($0) \($0)T07:00:00→\($0)T08:00:00 Gym" } }
        let session = try start()
        try session.expectScreen(shows: "Gym")
        try session.send("g")
        try session.type("2026-11-17")
        try session.send("Enter")
        try session.send("m")
        try session.expectScreen(shows: "\"Gym\" repeats. Move t only Tue Nov 17 · a all of them")
        try session.send("t")
        try session.send("l")
        try session.expectScreen(shows: "MOVE \"Gym\" → Wed Nov 18 (+1 day)")
        try session.send("Enter")
        try session.expectScreen(shows: "moved \"Gym\" to Wed Nov 18")
        #expect(try oracleEntries() == entries(["2026-11-03", "2026-11-18", "2026-11-24"]))
        try session.send("u")
        try session.expectScreen(shows: "undid: moved \"Gym\" to Wed Nov 18")
        #expect(try oracleEntries() == entries(tuesdays))
        // All of them, two days later: Thursdays, the exception and the end with them.
        try session.send("h")
        try session.send("m")
        try session.expectScreen(shows: "\"Gym\" repeats. Move t only")
        try session.send("a")
        try session.send("l", "l")
        try session.expectScreen(shows: "MOVE \"Gym\" (all) → Thu Nov 19 (+2 days)")
        try session.send("Enter")
        try session.expectScreen(shows: "moved \"Gym\" (the whole series) 2 days later")
        #expect(try oracleEntries() == entries(["2026-11-05", "2026-11-19", "2026-11-26"]))
        let text = try String(contentsOfFile: work + "/gym@other.ics", encoding: .utf8)
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20261126T235959Z\r\n") && text.contains("EXDATE;TZID=Europe/Berlin:20261112T070000\r\n"),
                "\(text)")
    }

    @Test func capitalEOpensTheFileInTheEditorRefusesABrokenResultAndWritesAGoodOne() throws {
        // An "editor" that writes a file libical cannot read.
        let breaker = directory + "/break-it"
        try ExecutableScript.write("#!/bin/sh\nprintf 'BEGIN:VCALENDAR\\r\\nBEGIN:VEVENT\\r\\nUID:x\\r\\nDTSTART:soon\\r\\n' > \"$1\"\n", to: breaker)
        let first = try start(environment: ["VISUAL": breaker])
        try first.send("a")
        try first.type("09:00 Dentist")
        try first.send("Enter")
        try first.expectScreen(shows: "added \"Dentist\"")
        let file = work + "/" + (try #require(try icsFiles().first))
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        try first.send("E")
        try first.expectScreen(shows: "! more", "the refusal, too long for the status line")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before, "the event's file is byte for byte as it was")
        try first.send("!")
        let log = try first.waitFor("is unchanged, and your text is kept in")
        #expect(log.ok, "the whole refusal\(log.screen.dump)")
        let drafts = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("dal-edit-") }
            .map { NSTemporaryDirectory() + $0 }
        let kept = try drafts.compactMap { try? String(contentsOfFile: $0 + "/" + (file as NSString).lastPathComponent, encoding: .utf8) }
        #expect(kept.contains { $0.contains("DTSTART:soon") }, "the editor's text is kept")
        for draft in drafts where log.screen.joined().contains((draft as NSString).lastPathComponent) { try? FileManager.default.removeItem(atPath: draft) }
        try first.send("q", "q")
        try first.expectScreen(shows: "EXIT=0")
        // A real edit, by sed as the editor (the command split at blanks, no shell).
        let second = try start(environment: ["VISUAL": "", "EDITOR": "sed -i s/Dentist/Dentist\\x20Kim/"])
        // As a person does: E once the event is on screen (the first frame does not wait for the calendars).
        try second.expectScreen(shows: "● Dentist", "the event is read")
        try second.send("E")
        try second.expectScreen(shows: "edited \"Dentist Kim\" in the editor")
        try second.expectScreen(shows: "● Dentist", "read back from the file")
        #expect(try oracleEntries() == ["2026-11-21 2026-11-21T09:00:00→2026-11-21T10:00:00 Dentist Kim"])
        try second.send("u")
        try second.expectScreen(shows: "undid: edited \"Dentist Kim\" in the editor")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    /// The form's other fields through the keys: a repeat, an alarm, a
    /// place and notes of two lines; the file is read back by Python's
    /// icalendar and khal lists the same instances as dal.
    @Test func theFormSetsRepeatAlarmPlaceAndNotesThatOtherClientsRead() throws {
        let session = try start()
        try session.send("a")
        try session.type("09:00 Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        try session.send("e")
        try session.expectScreen(shows: "title   Dentist_")
        try session.expectScreen(shows: "where   ", "the parts read from the file fill in")
        #expect(!(try session.screen().joined().contains("reading the event's file")))
        try session.send("Tab", "Tab")
        try session.type("every sat until dec 12")
        try session.send("Tab")
        try session.type("10m")
        try session.send("Tab")
        try session.type("Room 2")
        try session.send("Tab")
        try session.type("Bring the card\\nand the form")
        try session.expectScreen(shows: "every Saturday", "the preview reads the repeat")
        try session.send("Enter")
        try session.expectScreen(shows: "changed \"Dentist\"")
        #expect(try oracleEntries() == ["2026-11-21", "2026-11-28"].map { "\($0) \($0)T09:00:00→\($0)T10:00:00 Dentist" })
        let file = work + "/" + (try #require(try icsFiles().first))
        let script = """
            import icalendar, sys
            event = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read()).walk('VEVENT')[0]
            alarm = event.walk('VALARM')[0]
            print(repr(str(event['LOCATION'])), repr(str(event['DESCRIPTION'])), alarm['TRIGGER'].dt, len(event.walk('VALARM')))
            """
        let read = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script, file])
        #expect(read.stdout == "'Room 2' 'Bring the card\\nand the form' -1 day, 23:50:00 1\n", "\(read.stdout)\(read.stderr)")
        let khal = try ClientReadings.khal(work, zone: "Europe/Berlin", from: "2026-11-21", days: 30)
        let dal = try ClientReadings.dal(work, zone: "Europe/Berlin", from: "2026-11-21", days: 30)
        #expect(dal.count == 4 && khal == dal, "khal \(khal)\ndal \(dal)")
    }

    @Test func capitalAOnFourTuesdaysOffersOneWeeklyEventAndWritesIt() throws {
        let session = try start()
        try session.send("g")
        try session.type("2026-11-03")
        try session.send("Enter")
        try session.send("Space", "j", "Space", "j", "Space", "j", "Space")   // Tuesdays 3, 10, 17, 24
        try session.expectScreen(shows: "4 selected")
        try session.send("A")
        try session.type("18:00 Choir")
        try session.expectScreen(shows: "4 Tuesdays selected: type every tue until 2026-11-24")
        try session.type(" every tue until 2026-11-24")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Choir\"")
        #expect(try icsFiles().count == 1, "one repeating event, not four")
        #expect(try oracleEntries() == ["2026-11-03", "2026-11-10", "2026-11-17", "2026-11-24"].map {
            "\($0) \($0)T18:00:00→\($0)T19:00:00 Choir"
        })
    }

    @Test func aMessageCutOnTheStatusLineIsReadWholeWithBang() throws {
        let session = try start("--ics \(Self.demo)", width: 80, height: 24)
        try session.expectScreen(shows: "Standup")
        try session.send("t", "h")                    // Friday the 20th: a Standup of the demo's read-only Work
        try session.send("d")
        try session.expectScreen(shows: "! more", "the refusal is cut at 80 columns")
        try session.send("!")
        try session.expectScreen(shows: "Messages, newest first:")
        let screen = try session.screen().joined(separator: " ")
        #expect(screen.contains("--calendar"), "the cut part, with the fix, is readable:\n\(screen)")
    }

    @Test func capitalAAddsAnEventOnEverySelectedRun() throws {
        let session = try start()
        try session.send("Space", "l", "Space", "l", "l", "Space")   // 21–22 and 24
        try session.expectScreen(shows: "3 selected")
        try session.send("A")
        try session.expectScreen(shows: "Add on 2 runs of selected days to Work")
        try session.type("Conference")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Conference\" (2 events)")
        #expect(try oracleEntries() == ["2026-11-21 2026-11-21→2026-11-23 Conference", "2026-11-22 2026-11-21→2026-11-23 Conference",
                                        "2026-11-24 2026-11-24→2026-11-25 Conference"])
        try session.send("u")
        try session.expectScreen(shows: "undid: added \"Conference\" (2 events)")
        #expect(try icsFiles().isEmpty, "one u takes back the whole add")
    }

    /// A file written by another program, with properties and components
    /// dal does not know: changing one instance keeps every other byte.
    @Test func oneInstanceOfAForeignSeriesChangesAloneAndTheRestStays() throws {
        let original = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Other//App//EN\r
            X-WR-CALNAME:Team\r
            BEGIN:VEVENT\r
            UID:yoga@other\r
            DTSTAMP:20261101T000000Z\r
            DTSTART;TZID=Europe/Berlin:20261114T080000\r
            DTEND;TZID=Europe/Berlin:20261114T090000\r
            RRULE:FREQ=WEEKLY;COUNT=3\r
            SUMMARY:Yoga\r
            ATTENDEE;CN=Kim:mailto:kim@example.com\r
            X-OTHER-APP-COLOR:teal\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Yoga\r
            TRIGGER:-PT15M\r
            END:VALARM\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        try original.write(toFile: work + "/yoga@other.ics", atomically: true, encoding: .utf8)
        let session = try start()
        try session.expectScreen(shows: "Yoga")
        try session.send("e")
        try session.expectScreen(shows: "\"Yoga\" repeats. Change t only Sat Nov 21")
        try session.send("t")
        try replaceField(session, with: "Yoga outside")
        try session.send("Tab")
        try replaceField(session, with: "10:00-11:00")
        try session.send("Enter")
        try session.expectScreen(shows: "changed \"Yoga outside\"")
        #expect(try oracleEntries() == ["2026-11-14 2026-11-14T08:00:00→2026-11-14T09:00:00 Yoga",
                                        "2026-11-21 2026-11-21T10:00:00→2026-11-21T11:00:00 Yoga outside",
                                        "2026-11-28 2026-11-28T08:00:00→2026-11-28T09:00:00 Yoga"])
        let changed = try String(contentsOfFile: work + "/yoga@other.ics", encoding: .utf8)
        let series = "BEGIN:VEVENT" + original.components(separatedBy: "BEGIN:VEVENT")[1].components(separatedBy: "END:VEVENT")[0]
        #expect(changed.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other//App//EN\r\nX-WR-CALNAME:Team\r\n"), "\(changed)")
        #expect(changed.contains(series + "END:VEVENT\r\n"), "the series is byte for byte as it was:\n\(changed)")
        #expect(changed.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"), "the zone the file named, now defined")
        #expect(changed.contains("RECURRENCE-ID;TZID=Europe/Berlin:20261121T080000\r\n"), "in DTSTART's form: \(changed)")
        #expect(changed.contains("DTSTART;TZID=Europe/Berlin:20261121T100000\r\n"), "\(changed)")
        #expect(changed.components(separatedBy: "X-OTHER-APP-COLOR:teal").count == 3 && changed.contains("TRIGGER:-PT15M"),
                "the override keeps what dal does not know")

        // Deleting the next instance only: an EXDATE.
        try session.send("j")
        try session.send("d")
        try session.expectScreen(shows: "\"Yoga\" repeats. Delete t only")
        try session.send("t")
        try session.expectScreen(shows: "deleted \"Yoga\" on Sat Nov 28 only", "which instance went")
        #expect(try oracleEntries() == ["2026-11-14 2026-11-14T08:00:00→2026-11-14T09:00:00 Yoga",
                                        "2026-11-21 2026-11-21T10:00:00→2026-11-21T11:00:00 Yoga outside"])
    }

    @Test func refusedTextStaysInThePromptAndReadOnlyCalendarsAreNotChanged() throws {
        let ics = directory + "/team.ics"
        let team = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:t\r\nDTSTART;VALUE=DATE:20261121\r\nSUMMARY:Offsite\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try team.write(toFile: ics, atomically: true, encoding: .utf8)
        let session = try start("--ics \(ics)")
        try session.expectScreen(shows: "Offsite")
        try session.send("e")
        try session.expectScreen(shows: "a calendar dal only reads")
        #expect(try String(contentsOfFile: ics, encoding: .utf8) == team)
        try session.send("a")
        try session.type("25:00 Party")
        try session.send("Enter")
        try session.expectScreen(shows: "'25:00' is not a time")
        try session.expectScreen(shows: "> 25:00 Party_", "the text stays")
        try replacePrompt(session, with: "20:00 Party", holding: "25:00 Party")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Party\"")
        #expect(try oracleEntries() == ["2026-11-21 2026-11-21T20:00:00→2026-11-21T21:00:00 Party"])
    }

    /// A sync (here: another program) changes the folder while dal runs:
    /// dal shows the new event without a key pressed, and an edit of an
    /// event changed meanwhile is refused, not written over it.
    @Test func changesOnDiskAreShownAndNeverOverwritten() throws {
        let session = try start(width: 160)
        let synced = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nBEGIN:VEVENT\r\nUID:s@sync\r\nDTSTAMP:20261101T000000Z\r\n"
            + "DTSTART;VALUE=DATE:20261121\r\nSUMMARY:From the phone\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try synced.write(toFile: work + "/s@sync.ics", atomically: true, encoding: .utf8)
        try session.expectScreen(shows: "From the phone", "dal looks at the folder when idle")
        try session.send("e")
        try session.expectScreen(shows: "title   From the phone_")
        let edited = synced.replacingOccurrences(of: "From the phone", with: "Edited on the phone")
        try edited.write(toFile: work + "/s@sync.ics", atomically: true, encoding: .utf8)
        try session.type(" (moved)")
        try session.send("Enter")
        try session.expectScreen(shows: "changed on disk since dal read it")
        try session.expectScreen(shows: "title   From the phone (moved)_", "the typed text is kept")
        #expect(try String(contentsOfFile: work + "/s@sync.ics", encoding: .utf8) == edited, "the phone's edit stays")
        try session.send("Escape")
        try session.expectScreen(shows: "Edited on the phone")
    }

    /// SIGKILL while dal writes an event: the test watches the collection
    /// (inotify) and kills dal the moment its temporary file appears, after
    /// a pause that varies from round to round. The event file (2 MB, so a
    /// write takes a while) is always the old or the new version, whole.
    @Test func killedWhileWritingAnEventTheFileIsOldOrNewNeverTorn() throws {
        let path = work + "/big@other.ics"
        let note = "X-NOTES:" + String(repeating: "x", count: 2_000_000)
        var folded: [String] = []
        var rest = Substring(note)
        while !rest.isEmpty { folded.append((folded.isEmpty ? "" : " ") + rest.prefix(74)); rest = rest.dropFirst(74) }
        let original = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nBEGIN:VEVENT\r\nUID:big@other\r\nDTSTAMP:20261101T000000Z\r\n"
            + "DTSTART;VALUE=DATE:20261121\r\nSUMMARY:Big\r\n" + folded.joined(separator: "\r\n") + "\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        var landedMidWrite = 0, completed = 0
        let rounds = 10
        for round in 0..<rounds {
            let session = try start()
            try session.expectScreen(shows: "Big")
            let pid = try #require(try session.programID())
            try session.send("e")
            try session.expectScreen(shows: "title   Big")
            try session.type(" \(round)")
            let watch = try FileCreationWatch(directory: work)
            try session.send("Enter")
            let temporary = watch.waitForFile(named: ".big@other.ics.tmp-", timeoutMilliseconds: 10_000)
            try #require(temporary != nil, "round \(round): dal never started the write")
            usleep(useconds_t(round < 8 ? round * 400 : 300_000))
            kill(pid, SIGKILL)
            _ = try session.waitFor("EXIT=")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: work).filter { $0.hasPrefix(".big@other.ics.tmp-") }
            if !leftovers.isEmpty { landedMidWrite += 1 }
            for file in leftovers { try FileManager.default.removeItem(atPath: work + "/" + file) }
            let entries = try oracleEntries()
            #expect(entries.count == 1, "round \(round): \(entries)")
            if entries.first?.hasSuffix(" Big \(round)") == true {
                completed += 1
                let text = try String(contentsOfFile: path, encoding: .utf8)
                #expect(text.contains(folded[1] + "\r\n"), "round \(round): the notes are kept")
                try original.write(toFile: path, atomically: true, encoding: .utf8)
            } else {
                #expect(try String(contentsOfFile: path, encoding: .utf8) == original, "round \(round): neither old nor new")
            }
        }
        print("killedWhileWritingAnEvent: \(landedMidWrite) of \(rounds) kills inside a write, \(completed) after one")
        #expect(landedMidWrite >= rounds / 3, "kills must land inside writes for this test to mean anything (\(landedMidWrite) did)")
    }

    /// Tab sends the event to another writable calendar; an edit Entered
    /// unchanged writes nothing.
    @Test func tabChoosesTheCalendarAndAnUnchangedEditWritesNothing() throws {
        let home = directory + "/calendars/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "Home".write(toFile: home + "/displayname", atomically: true, encoding: .utf8)
        let session = try start("--calendar \(home)")
        try session.send("a")
        try session.expectScreen(shows: "to Work (Tab: another calendar)")
        try session.send("Tab")
        try session.expectScreen(shows: "to Home (Tab: another calendar)")
        try session.type("Piano lesson")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Piano lesson\"")
        let files = try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.hasSuffix(".ics") }
        let inWork = try icsFiles()
        #expect(files.count == 1 && inWork.isEmpty, "in Home, not Work")
        let path = home + "/" + (files.first ?? "")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        // On its day, read back from the file (not only on the status line).
        let shown = try session.waitFor { $0.dropLast(3).contains { $0.contains("Piano les") } }
        #expect(shown.ok, "\(shown.screen.dump)")
        try session.send("e")
        try session.expectScreen(shows: "title   Piano lesson_")
        try session.send("Enter")
        try session.expectScreen(shows: "nothing changed")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// A day with more events than the list's box: the list scrolls with
    /// the highlight (PgDn), and Enter opens the one highlighted.
    @Test func aLongListOfTheDaysEventsScrollsInASmallWindow() throws {
        for index in 0..<14 {
            let hour = 8 + index / 2, minute = index % 2 * 30
            let start = String(format: "20261121T%02d%02d00", hour, minute), end = String(format: "20261121T%02d%02d10", hour, minute)
            try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nBEGIN:VEVENT\r\nUID:e\(index)\r\nDTSTAMP:20261101T000000Z\r\n"
                + "DTSTART;TZID=Europe/Berlin:\(start)\r\nDTEND;TZID=Europe/Berlin:\(end)\r\nSUMMARY:Item \(index)\r\n"
                + "END:VEVENT\r\nEND:VCALENDAR\r\n").write(toFile: work + "/e\(index).ics", atomically: true, encoding: .utf8)
        }
        let session = try start(width: 60, height: 14)
        try session.expectScreen(shows: "[21] ●")   // the events are read
        try session.send("e")
        try session.expectScreen(shows: "Change which event?")
        #expect(!(try session.screen().joined().contains("Item 13")), "the last is below the box")
        try session.send("PageDown", "PageDown")
        try session.expectScreen(shows: "Item 13", "the list follows the highlight to the end")
        try session.send("Enter")
        try session.expectScreen(shows: "Change \"Item 13\"")
    }
}

/// What the keys write into calendars made elsewhere: a series of another
/// zone, a folder given empty, a vdir deleted while dal runs, an event a
/// sync changed while its delete was asked.
extension EventWritingTests {
    /// The bug: seen from Berlin, "this one" of a New York series was
    /// written as a Berlin time and named its instance in UTC. Now both the
    /// new times and RECURRENCE-ID/EXDATE are New York's, and khal reads
    /// what dal reads, from Berlin and from New York.
    @Test func oneInstanceOfASeriesInAnotherZoneIsChangedInThatZone() throws {
        let series = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nBEGIN:VEVENT\r\nUID:ny@google\r\n"
            + "DTSTAMP:20261101T000000Z\r\nDTSTART;TZID=America/New_York:20261114T090000\r\nDTEND;TZID=America/New_York:20261114T100000\r\n"
            + "RRULE:FREQ=WEEKLY;COUNT=3\r\nSUMMARY:NY call\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try series.write(toFile: work + "/ny@google.ics", atomically: true, encoding: .utf8)
        let session = try start()
        try session.expectScreen(shows: "NY call")
        try session.send("e")
        try session.expectScreen(shows: "\"NY call\" repeats. Change t only")
        try session.send("t")
        try replaceField(session, with: "NY call moved")
        try session.send("Tab")
        try replaceField(session, with: "16:00-17:00")
        try session.send("Enter")
        try session.expectScreen(shows: "changed \"NY call moved\"")
        try session.send("j")
        try session.send("d")
        try session.send("t")
        try session.expectScreen(shows: "deleted \"NY call\" on Sat Nov 28 only")
        let text = try String(contentsOfFile: work + "/ny@google.ics", encoding: .utf8)
        #expect(text.contains("RECURRENCE-ID;TZID=America/New_York:20261121T090000\r\n"), "\(text)")
        #expect(text.contains("DTSTART;TZID=America/New_York:20261121T100000\r\nDTEND;TZID=America/New_York:20261121T110000\r\n"))
        #expect(text.contains("EXDATE;TZID=America/New_York:20261128T090000\r\n") && !text.contains("Europe/Berlin"), "\(text)")
        #expect(try oracleEntries() == ["2026-11-14 2026-11-14T15:00:00→2026-11-14T16:00:00 NY call",
                                        "2026-11-21 2026-11-21T16:00:00→2026-11-21T17:00:00 NY call moved"])
        for zone in ["Europe/Berlin", "America/New_York"] {
            let khal = try ClientReadings.khal(work, zone: zone, from: "2026-11-01", days: 30)
            #expect(khal == (try ClientReadings.dal(work, zone: zone, from: "2026-11-01", days: 30)), "\(zone): \(khal)")
        }
    }

    /// docs/sync.md's own `dal --calendar ~/.calendars` on an empty folder:
    /// the first event makes a named `personal/` in it, as in the default
    /// vdir, where vdirsyncer finds it; nothing lands loose in the folder.
    @Test func anEmptyFolderGivenToWriteGetsANamedPersonalCalendar() throws {
        let folder = directory + "/dot-calendars"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let session = try start(calendar: folder)
        try session.send("a")
        try session.expectScreen(shows: "to personal")
        try session.type("Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["personal"])
        let personal = try FileManager.default.contentsOfDirectory(atPath: folder + "/personal")
        #expect(personal.filter { $0.hasSuffix(".ics") }.count == 1 && personal.contains("displayname"), "\(personal)")
        #expect(try String(contentsOfFile: folder + "/personal/displayname", encoding: .utf8) == "personal")
    }

    /// The whole vdir deleted while dal runs: the next add makes a
    /// calendar again (named), never a file loose in the vdir's root.
    @Test func aVdirDeletedWhileDalRunsIsMadeAgainAsACalendar() throws {
        let vdir = directory + "/calendars"
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nBEGIN:VEVENT\r\nUID:w\r\nDTSTAMP:20261101T000000Z\r\n"
            + "DTSTART;VALUE=DATE:20261121\r\nSUMMARY:Standup\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n").write(toFile: work + "/w.ics", atomically: true,
                                                                                                     encoding: .utf8)
        let session = try start(calendar: vdir, width: 120)
        try session.expectScreen(shows: "Standup")
        try FileManager.default.removeItem(atPath: vdir)
        let gone = try session.waitFor { !$0.joined().contains("Standup") }
        #expect(gone.ok, "dal noticed the folder is gone: \(gone.screen.joined(separator: "\n"))")
        try session.send("a")
        try session.type("Dentist")
        try session.send("Enter")
        try session.expectScreen(shows: "added \"Dentist\"")
        let made = try FileManager.default.contentsOfDirectory(atPath: vdir)
        #expect(made.allSatisfy { !$0.hasSuffix(".ics") } && made.count == 1, "nothing loose in the vdir: \(made)")
        let calendar = vdir + "/" + (made.first ?? "")
        #expect(FileManager.default.fileExists(atPath: calendar + "/displayname"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: calendar).filter { $0.hasSuffix(".ics") }.count == 1)
    }

    /// A sync adds a DESCRIPTION while "Delete …? y/n" is open: `y` is
    /// refused like an edit of a changed event, and the sync's version stays.
    @Test func aDeleteAfterASyncChangedTheEventIsRefused() throws {
        let original = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nBEGIN:VEVENT\r\nUID:s@sync\r\nDTSTAMP:20261101T000000Z\r\n"
            + "DTSTART;VALUE=DATE:20261121\r\nSUMMARY:Dinner\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try original.write(toFile: work + "/s@sync.ics", atomically: true, encoding: .utf8)
        let session = try start()
        try session.expectScreen(shows: "Dinner")
        try session.send("d")
        try session.expectScreen(shows: "Delete \"Dinner\"? y deletes")
        let synced = original.replacingOccurrences(of: "SUMMARY:Dinner\r\n", with: "SUMMARY:Dinner\r\nDESCRIPTION:At Mina's\\, 7 pm\r\n")
        try synced.write(toFile: work + "/s@sync.ics", atomically: true, encoding: .utf8)
        usleep(2_500_000)   // dal looks at the folder every two seconds while idle: the new reading arrives
        try session.send("y")
        try session.expectScreen(shows: "changed on disk since dal read it")
        #expect(try String(contentsOfFile: work + "/s@sync.ics", encoding: .utf8) == synced, "the sync's version stays")
        try session.send("d")
        try session.expectScreen(shows: "Delete \"Dinner\"? y deletes")
        try session.send("y")
        try session.expectScreen(shows: "deleted \"Dinner\"")
        #expect(try icsFiles().isEmpty, "asked again after the new reading, it goes")
    }
}
