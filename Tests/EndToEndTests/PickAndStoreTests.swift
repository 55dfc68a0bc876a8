import CalendarCore
import Foundation
import Testing
import TestSupport

/// `dal pick` with stdout captured to a file, and the store across runs.
@Suite struct PickAndStoreTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    static let environment = ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "screen"]

    /// Runs `dal <arguments>` in tmux with stdout going to a file.
    func start(_ arguments: String, output: String = "out.txt") throws -> TmuxSession {
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) \(arguments) > \(directory)/\(output)",
                                      environment: Self.environment.merging(["XDG_DATA_HOME": directory]) { $1 })
        let started = try session.waitFor("? help")
        try #require(started.ok, "dal did not start\(started.screen.dump)")
        return session
    }

    func output(_ name: String = "out.txt") -> String {
        (try? String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8)) ?? "<missing>"
    }

    @Test func enterPicksTheCursorDay() throws {
        let session = try start("pick")
        try session.send("l", "Enter")
        #expect(try session.waitFor("EXIT=0").ok)
        #expect(output() == "2026-11-22\n")
    }

    @Test func multiplePicksSelectedDaysAscendingWithAFormat() throws {
        let session = try start("pick --multiple --format '%d.%m.%Y %a'")
        try session.send("Space", "h", "h", "Space", "Right", "Space", "Enter")
        #expect(try session.waitFor("EXIT=0").ok)
        #expect(output() == "19.11.2026 Thu\n21.11.2026 Sat\n19.12.2026 Sat\n")
    }

    @Test func rangePicksEveryDayAsJSON() throws {
        let session = try start("pick 2026-02-27 --range --format json")
        try session.send("v", "l", "l", "l", "Enter")
        #expect(try session.waitFor("EXIT=0").ok)
        #expect(output() == "[\"2026-02-27\", \"2026-02-28\", \"2026-03-01\", \"2026-03-02\"]\n")
    }

    /// `--free 1h`: the week's hours with the free time shaded; a busy
    /// slot is refused on the status line, a free one printed as its start
    /// and end on the local clock.
    @Test func freePicksAnHourOfFreeTimeOnTheWeeksHours() throws {
        let calendar = directory + "/work.ics"
        try """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\nUID:a@x\r\nDTSTAMP:20261101T000000Z\r
            DTSTART;TZID=Europe/Berlin:20261123T090000\r\nDTEND;TZID=Europe/Berlin:20261123T103000\r\nSUMMARY:Planning\r
            END:VEVENT\r\nEND:VCALENDAR\r\n
            """.write(toFile: calendar, atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 110, height: 36,
                                      command: "\(ProcessRunner.dalBinary) pick --free 1h --ics \(calendar) > \(directory)/out.txt",
                                      environment: Self.environment.merging(["XDG_DATA_HOME": directory, "TZ": "Europe/Berlin",
                                                                             "DAL_NOW": "2026-11-21T08:00"]) { $1 })
        let shown = try session.waitFor("PICK 1h FREE")
        try #require(shown.ok, "\(shown.screen.dump)")
        try session.send("l", "l", "Enter")   // Monday 09:00: Planning
        let refused = try session.waitFor("09:00 is not free for 1h")
        #expect(refused.ok, "\(refused.screen.dump)")
        try session.send("j", "j", "j", "Enter")   // 10:30
        #expect(try session.waitFor("EXIT=0").ok)
        #expect(output() == "2026-11-23T10:30 2026-11-23T11:30\n")
    }

    @Test func escapeAndQPrintNothingAndExit1CtrlCExits130() throws {
        for (key, status) in [("Escape", "EXIT=1"), ("q", "EXIT=1"), ("C-c", "EXIT=130")] {
            let session = try start("pick", output: "\(key).txt")
            try session.send(key)
            let result = try session.waitFor(status)
            #expect(result.ok, "\(key)\(result.screen.dump)")
            #expect(output("\(key).txt") == "")
        }
    }

    @Test func pickDoesNotTouchTheDefaultStore() throws {
        let session = try start("pick --multiple")
        try session.send("Space", "Enter")
        #expect(try session.waitFor("EXIT=0").ok)
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/dal/store.json"))
    }

    @Test func selectionsAndTagsComeBackAfterQuitting() throws {
        let data = "\(directory)/data.json"
        try #"{"categories": [{"id": "run", "name": "Running", "color": "green"}], "marks": []}"#
            .write(toFile: data, atomically: true, encoding: .utf8)
        let first = try start("--data \(data)")
        try first.send("Space", "h", "Space", "h", "1", "q")
        #expect(try first.waitFor("EXIT=0").ok)
        let stored = try String(contentsOfFile: "\(directory)/dal/store.json", encoding: .utf8)
        #expect(stored.contains(#""selected": ["2026-11-20/2026-11-21"]"#), "\(stored)")
        #expect(stored.contains("{\"category\": \"run\", \"dates\": [\"2026-11-19\"]}"), "\(stored)")

        let second = try start("")
        try expectShows(second, "2 selected")
        try expectShows(second, "1 Running", "the legend comes from the store")
    }

    @Test func capitalCClearsTheSelectionSavesItAndCAgainBringsItBack() throws {
        let first = try start("")
        try first.send("Space", "l", "Space", "j", "Space")
        try expectShows(first, "3 selected")
        try first.send("C")
        try expectShows(first, "cleared 3 days selected (C again brings them back)")
        try expectShows(first, "0 selected")
        try first.send("q")
        #expect(try first.waitFor("EXIT=0").ok)
        let stored = try String(contentsOfFile: "\(directory)/dal/store.json", encoding: .utf8)
        #expect(stored.contains("\"selected\": []"), "the clear is saved: \(stored)")
        // Reopened: nothing selected, and nothing to bring back (the log of
        // a clear lives as long as the run).
        let second = try start("")
        try expectShows(second, "0 selected")
        try second.send("C")
        try expectShows(second, "nothing selected")
        try second.send("Space", "C")
        try expectShows(second, "cleared 1 day selected")
        try second.send("C")
        try expectShows(second, "brought back 1 day selected")
        try expectShows(second, "1 selected")
    }

    /// ↑/↓ move by a week, Esc drops a pending range, a digit tags the
    /// whole range and 0 untags the cursor day; Monday first on request.
    @Test func arrowKeysEscapeAndTagKeysOnARange() throws {
        let data = "\(directory)/data.json"
        try #"{"categories": [{"id": "run", "name": "Running", "color": "green"}], "marks": []}"#
            .write(toFile: data, atomically: true, encoding: .utf8)
        let session = try start("--first-weekday monday --data \(data)")
        let header = try #require(try session.screen().first { $0.contains("Mon") && $0.contains("Sun") })
        #expect(header.range(of: "Mon")!.lowerBound < header.range(of: "Sun")!.lowerBound, "\(header)")
        try session.send("Up")
        try expectShows(session, "[14]")
        try session.send("Down", "v", "l", "l")
        try expectShows(session, "range 3 days")
        try session.send("Escape")
        let cancelled = try session.waitFor { !$0.contains { $0.contains("range 3 days") } }
        #expect(cancelled.ok, "Esc cancels the pending range\(cancelled.screen.dump)")
        #expect(cancelled.screen.contains { $0.contains("[23]") }, "the cursor stays where it was")
        try session.send("v", "h", "h", "1", "0", "q")   // tag 21..23 with Running, then untag 21
        #expect(try session.waitFor("EXIT=0").ok)
        let stored = try String(contentsOfFile: "\(directory)/dal/store.json", encoding: .utf8)
        #expect(stored.contains("{\"category\": \"run\", \"dates\": [\"2026-11-22/2026-11-23\"]}"), "\(stored)")
        #expect(stored.contains("\"selected\": []"), "tagging selects nothing")
    }

    @Test func aCorruptStoreOpensReadOnlyAndStaysByteIdentical() throws {
        let path = "\(directory)/store.json"
        let corrupt = Data("{\"selected\": [\"2026-02-30\"]}\n".utf8)
        _ = FileManager.default.createFile(atPath: path, contents: corrupt)
        let session = try start("--store \(path)")
        try expectShows(session, "Notice", "the reason opens in full")
        try expectShows(session, "1:15: '2026-02-30': day 30 does not exist")
        try session.send("Escape")   // closes the notice
        // (Waiting for the notice to close: it says "read-only" too.)
        let closed = try session.waitFor { !$0.joined().contains("Notice") && $0.last { !$0.isEmpty }?.contains("! changes are not saved") == true }
        #expect(closed.ok, "and stays on the status line\(closed.screen.dump)")
        try session.send("Space", "l", "Space", "q")
        #expect(try session.waitFor("EXIT=74").ok, "changes that could not be kept")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == corrupt)
        let recovery = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("store.json.unsaved-") }
        #expect(recovery.count == 1, "the two selected days went to a recovery file")
    }

    @Test func aBadDataFileStopsWithItsPositionAndExit65() throws {
        let data = "\(directory)/bad.json"
        try "{\"categories\": [],\n \"marks\": [{\"category\": \"x\", \"dates\": []}]}".write(toFile: data, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.dal(["--data", data], environment: Self.environment)
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(data):2:25: mark names unknown category \"x\""), "\(result.stderr)")
    }

    /// SIGKILL while dal is writing the store: the test watches the store's
    /// folder (inotify) and kills dal the moment its temporary file appears,
    /// after a pause that varies from round to round so the kills land at
    /// different points of the write. A kill that landed inside the write
    /// leaves the temporary file behind, which is how they are counted.
    /// After every kill the store must be exactly the old file or a file
    /// holding exactly the new selection, never torn.
    @Test func killedInTheMiddleOfSavesTheStoreIsOldOrNewNeverTorn() throws {
        let path = "\(directory)/store.json"
        let first = try CivilDate.parse("1200-01-01")
        // 300,000 separate tagged days: each save writes about 4 MB.
        let tags = MarkDocument.Marks(category: "c", dates: (0..<300_000).map { first.adding(days: 2 * $0) })
        let initial = MarkDocument(categories: [Category(id: "c", name: "C", color: CategoryColor(parsing: "red")!)], marks: [tags])
        try initial.encoded().write(toFile: path, atomically: true, encoding: .utf8)
        let today = try CivilDate.parse("2026-11-21")

        var selected = Selection(), landedMidWrite = 0, completedSaves = 0
        let rounds = 15
        for round in 0..<rounds {
            let before = try #require(FileManager.default.contents(atPath: path))
            let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) --store \(path)", environment: Self.environment)
            try #require(try session.waitFor("? help", timeout: 30).ok)
            let pid = try #require(try session.programID())
            let watch = try FileCreationWatch(directory: directory)
            try session.send("Space")
            let temporary = watch.waitForFile(named: ".store.json.tmp-", timeoutMilliseconds: 10_000)
            try #require(temporary != nil, "round \(round): dal never started a save")
            // 0 to 1.65 ms into the write, then three long after it.
            usleep(useconds_t(round < 12 ? round * 150 : (round - 11) * 100_000))
            kill(pid, SIGKILL)
            _ = try session.waitFor("EXIT=")

            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".store.json.tmp-") }
            if !leftovers.isEmpty { landedMidWrite += 1 }
            for file in leftovers { try FileManager.default.removeItem(atPath: "\(directory)/\(file)") }

            let after = try #require(FileManager.default.contents(atPath: path), "round \(round): the store is gone")
            if after != before {
                // Not the old file: it must be whole and hold the new selection.
                let loaded = try MarkDocument.parse(Array(after))
                selected.toggle(today)
                completedSaves += 1
                #expect(Selection(ranges: loaded.selected) == selected, "round \(round): a store with the wrong selection")
                #expect(loaded.marks.first?.ranges.count == 300_000, "round \(round): tags lost")
            }
        }
        print("killedInTheMiddleOfSaves: \(landedMidWrite) of \(rounds) kills landed inside a write, \(completedSaves) after one")
        #expect(landedMidWrite >= rounds / 3, "kills must land inside writes for this test to mean anything (\(landedMidWrite) did)")
        #expect(completedSaves >= 1, "and some after a finished save, whose new content must load")
    }

    func expectShows(_ session: TmuxSession, _ text: String, _ comment: String = "",
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try session.waitFor(text)
        #expect(result.ok, "expected '\(text)' \(comment)\(result.screen.dump)", sourceLocation: sourceLocation)
    }
}
