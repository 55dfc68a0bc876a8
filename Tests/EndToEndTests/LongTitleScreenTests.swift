import Foundation
import Testing
import TestSupport

/// A hostile but valid calendar: an event whose title is 100,000
/// characters of CJK and emoji. Each key in the week view once took 5–9 s
/// with a 30,000-character one (and grows with the square of the length);
/// a frame now reads of a title what it shows, so keys are answered at once.
@Suite struct LongTitleScreenTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/dal/calendars/personal", withIntermediateDirectories: true)
    }

    /// An event file as a client writes one: lines folded at 75 octets,
    /// never inside a character.
    static func eventFile(summary: String) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//dal tests//EN", "BEGIN:VEVENT", "UID:long-title@dal-tests",
                     "DTSTAMP:20261101T000000Z", "DTSTART:20261121T090000", "DTEND:20261121T100000"]
        var line = "SUMMARY:", octets = line.utf8.count
        for scalar in summary.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                lines.append(line)
                (line, octets) = (" ", 1)
            }
            line.unicodeScalars.append(scalar)
            octets += size
        }
        lines += [line, "END:VEVENT", "END:VCALENDAR"]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    @Test func theWeekViewAnswersKeysWithA100000CharacterTitle() throws {
        let piece = "日本語の予定表🎉👨‍👩‍👧"   // no space: one word, as the title
        let title = String(String(repeating: piece, count: 100_000 / piece.count + 1).prefix(100_000))
        try Self.eventFile(summary: title).write(toFile: directory + "/dal/calendars/personal/long.ics", atomically: true, encoding: .utf8)
        // The default calendar folder and flags: only the data home is this test's.
        let session = try TmuxSession(command: ProcessRunner.dalBinary, environment: [
            "DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "xterm-256color", "XDG_DATA_HOME": directory,
        ])
        let started = try session.waitFor("日本")
        try #require(started.ok, "the event shows in the month view\(started.screen.dump)")
        for (key, view) in [("w", "WEEK"), ("l", "WEEK"), ("w", "MONTH"), ("w", "WEEK")] {
            let before = try session.screen()
            try session.send(key)
            // The default 10 s: a frame used to take minutes.
            let answered = try session.waitFor { $0 != before && $0.last { !$0.isEmpty }?.contains(view) == true }
            #expect(answered.ok, "\(key) is answered\(answered.screen.dump)")
        }
        try session.send("q")
        #expect(try session.waitFor("EXIT=0").ok)
    }
}
