import Foundation
import Testing
import TestSupport

/// Odd input and job control in a real terminal: bytes that are not UTF-8,
/// mouse reports in either encoding, Ctrl-Z and `fg`, a terminal that
/// cannot draw a full screen.
@Suite struct TerminalInputTests {
    static let environment = ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "screen"]

    func start(_ arguments: String = "") throws -> TmuxSession {
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) \(arguments)", environment: Self.environment)
        let started = try session.waitFor("? help")
        try #require(started.ok, "dal did not start\(started.screen.dump)")
        return session
    }

    @Test func anInvalidByteLosesNoKeysAroundIt() throws {
        let session = try start()
        try session.sendBytes([0xFF] + Array("lllll".utf8))
        #expect(try session.waitFor("[26]").ok, "five days on from the 21st")
        try session.sendBytes([0xE2, 0x82] + Array("h".utf8))   // a sequence cut short, then a key
        #expect(try session.waitFor("[25]").ok)
    }

    @Test func anX10MouseReportIsNeverReadAsKeys() throws {
        let session = try start()
        // `ESC [ M q !` once quit dal: `q` was read as a key.
        try session.sendBytes([0x1B, 0x5B, 0x4D, 0x71, 0x21])
        Thread.sleep(forTimeInterval: 0.2)   // a person's next key, not the report's missing byte
        try session.send("l")
        #expect(try session.waitFor("[22]").ok)
        #expect(!(try session.screen().contains { $0.hasPrefix("EXIT=") }))
    }

    /// Keys dal's terminfo does not name (Insert, F5, Home as tmux sends it
    /// under TERM=screen's neighbours) are dropped whole: their digits once
    /// tagged the day with category 1, and the store kept it.
    @Test func unknownKeySequencesAreDroppedWhole() throws {
        let folder = NSTemporaryDirectory() + "dal-e2e-keys-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let data = folder + "/marks.json"
        try #"{"categories": [{"id": "gym", "name": "Gym", "color": "red"}]}"#.write(toFile: data, atomically: true, encoding: .utf8)
        let store = folder + "/store.json"
        let session = try start("--data \(data) --store \(store)")
        for sequence in ["\u{1B}[2~", "\u{1B}[15~", "\u{1B}[1;5C", "\u{1B}[1~", "\u{1B}[4~", "\u{1B}OP"] {
            try session.sendBytes(Array(sequence.utf8))
        }
        try session.send("l")
        let moved = try session.waitFor("[22]")
        #expect(moved.ok, "the next key still moves the cursor")
        let gym = moved.screen.joined(separator: "\n").components(separatedBy: "Gym").count - 1
        #expect(gym == 1, "Gym only in the legend: no day shows the tag\(moved.screen.dump)")
        try session.send("q")
        #expect(try session.waitFor("EXIT=0").ok)
        let saved = (try? String(contentsOfFile: store, encoding: .utf8)) ?? ""
        #expect(!saved.contains("gym"), "no day was tagged: \(saved)")
    }

    @Test func anSGRMouseClickSelectsTheDay() throws {
        let session = try start()
        let screen = try session.screen()
        let row = try #require(screen.firstIndex { $0.contains("10") && $0.contains("12") })
        let column = try #require(screen[row].range(of: "10")).lowerBound.utf16Offset(in: screen[row])
        try session.sendBytes(Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
        let clicked = try session.waitFor("[10]")
        #expect(clicked.ok, "clicked at \(column), \(row)\(clicked.screen.dump)")
        #expect(try session.waitFor("1 selected").ok)
        try session.sendBytes(Array("\u{1B}[<65;5;5M".utf8))   // wheel down
        #expect(try session.waitFor("December 2026").ok)
    }

    @Test func controlZSuspendsAndFgRedraws() throws {
        // Job control needs an interactive shell, as a person has.
        let session = try TmuxSession(command: "bash --norc --noprofile -i", environment: Self.environment)
        Thread.sleep(forTimeInterval: 0.3)
        try session.type("\(ProcessRunner.dalBinary) 2026-11-21")
        try session.send("Enter")
        #expect(try session.waitFor("? help").ok)
        try session.send("Space", "C-z")
        let stopped = try session.waitFor("Stopped")
        #expect(stopped.ok, "the shell has the terminal back\(stopped.screen.dump)")
        #expect(try session.paneVariable("alternate_on") == "0")
        try session.type("fg")
        try session.send("Enter")
        #expect(try session.waitFor("1 selected").ok, "dal is back, drawn in full")
        try session.send("l", "Space")
        #expect(try session.waitFor("2 selected").ok, "and answers keys")
        try session.send("q")
        try session.type("echo DAL=$?")
        try session.send("Enter")
        #expect(try session.waitFor("DAL=0").ok)
    }

    @Test func aTerminalThatCannotMoveItsCursorIsRefused() throws {
        let session = try TmuxSession(command: "env TERM=dumb \(ProcessRunner.dalBinary)", environment: Self.environment)
        let done = try session.waitFor("EXIT=")
        #expect(done.screen.contains("EXIT=69"), "\(done.screen.dump)")
        #expect(done.screen.joined(separator: " ").contains("cannot move the cursor"), "\(done.screen.dump)")
    }
}
