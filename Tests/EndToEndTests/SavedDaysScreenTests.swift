import Foundation
import Testing
import TestSupport

/// The days a run expanded are kept for the next start, which shows them
/// before it reads the files: never once a file changed since, not even
/// for the first frame.
@Suite struct SavedDaysScreenTests {
    static func calendar(_ title: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//dal//test//EN\r\nBEGIN:VEVENT\r\nUID:kept@dal\r\nDTSTAMP:20260101T000000Z\r\n"
            + "SUMMARY:\(title)\r\nDTSTART:20261124T090000Z\r\nDTEND:20261124T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    /// One run of the full screen until `title` shows; every byte it wrote.
    static func run(_ directory: String, until title: String) throws -> String {
        // The pane starts dal a moment after its output is recorded: the first frame is in the recording.
        let session = try TmuxSession(command: "sh -c 'sleep 0.3; exec \(ProcessRunner.dalBinary) --no-store --ics \(directory)/vdir/team'",
                                      environment: ["DAL_TODAY": "2026-11-21", "TZ": "UTC", "LANG": "C.UTF-8",
                                                    "XDG_CACHE_HOME": directory + "/cache"])
        let recording = try session.recordOutput()
        let shown = try session.waitFor(title)
        #expect(shown.ok, "\(shown.screen.joined(separator: "\n"))")
        try session.send("q")
        _ = try session.waitFor("EXIT=0")
        return String(decoding: try recording.finish(), as: UTF8.self)
    }

    @Test func aFileChangedBetweenRunsIsNeverShownAsItWas() throws {
        let directory = NSTemporaryDirectory() + "dal-saved-days-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/vdir/team", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/vdir/team/kept.ics"
        try Self.calendar("Alpha").write(toFile: file, atomically: false, encoding: .utf8)
        _ = try Self.run(directory, until: "Alpha")
        let saved = try FileManager.default.contentsOfDirectory(atPath: directory + "/cache/dal").filter { $0.hasPrefix("days-") }
        #expect(saved.count == 1, "the first screen's days were kept: \(saved)")

        // Changed in place, to the same size: only the file's identity tells.
        try Self.calendar("Omega").write(toFile: file, atomically: false, encoding: .utf8)
        let second = try Self.run(directory, until: "Omega")
        #expect(!second.contains("Alpha"), "the days saved from the old file are not shown")
        #expect(second.contains("Omega"))

        // Unchanged since: the next start shows the same.
        let third = try Self.run(directory, until: "Omega")
        #expect(!third.contains("Alpha"))
    }
}
