import Foundation
import Testing
import TestSupport

/// The undo history through the keys of the release binary in tmux, on a
/// real vdir collection.
extension EventWritingTests {
    /// Every `.ics` file of the collection and its bytes.
    func collectionBytes() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try icsFiles() { files[name] = try Data(contentsOf: URL(fileURLWithPath: work + "/" + name)) }
        return files
    }

    @Test func uTakesBackEveryChangeInTurnCapitalUAndControlRRedoAndAFileChangedElsewhereIsLeftAlone() throws {
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal tests//EN\r\nBEGIN:VEVENT\r\nUID:seed\r\nDTSTAMP:20260101T000000Z\r\n"
            + "SUMMARY:Seed\r\nDTSTART;VALUE=DATE:20261121\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n").write(toFile: work + "/seed.ics", atomically: true, encoding: .utf8)
        let before = try collectionBytes()
        let session = try start()
        for title in ["Alpha", "Bravo", "Charlie"] {
            try session.send("a")
            try session.type("10am \(title)")
            try session.send("Enter")
            try session.expectScreen(shows: "added \"\(title)\"")
        }
        #expect(try icsFiles().count == 4)
        for title in ["Charlie", "Bravo", "Alpha"] {
            try session.send("u")
            try session.expectScreen(shows: "undid: added \"\(title)\"", "u goes back one more each time")
        }
        #expect(try collectionBytes() == before, "the folder as it was, byte for byte")
        try session.send("u")
        try session.expectScreen(shows: "nothing to undo")
        try session.send("U")
        try session.expectScreen(shows: "redid: added \"Alpha\"")
        try session.send("C-r")
        try session.expectScreen(shows: "redid: added \"Bravo\"")

        // Another program changes Bravo's file: its undo says so and leaves the file.
        let bravo = try #require(try icsFiles().first { name in
            (try? String(contentsOfFile: work + "/" + name, encoding: .utf8))?.contains("SUMMARY:Bravo") == true
        })
        let theirs = try String(contentsOfFile: work + "/" + bravo, encoding: .utf8).replacingOccurrences(of: "SUMMARY:Bravo", with: "SUMMARY:Bravo (synced)")
        try theirs.write(toFile: work + "/" + bravo, atomically: true, encoding: .utf8)
        try session.expectScreen(shows: "Bravo (sy", "the sync is read")
        try session.send("u")
        // The status line may cut it (the next event shares the line); the log has it whole.
        try session.expectScreen(shows: "nothing undone: the file changed since dal")
        #expect(try String(contentsOfFile: work + "/" + bravo, encoding: .utf8) == theirs, "their change is kept")
        #expect(try icsFiles().count == 3, "nothing else was undone")

        // The message log lists the history.
        try session.send("!")
        try session.expectScreen(shows: "Changes since dal opened, newest first")
        try session.expectScreen(shows: "undone: added \"Charlie\"")
        try session.expectScreen(shows: "nothing undone: the file changed since dal wrote it")
        try session.send("Escape")
        try session.send("q")
        try session.expectScreen(shows: "EXIT=0")
    }
}
