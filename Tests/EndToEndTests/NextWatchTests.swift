import Foundation
import Testing
import TestSupport

/// `dal next --watch` as a status bar runs it (issue 45): the default
/// build, a real calendar folder, its output read as the bar reads it.
/// It prints a line only when the line changes, follows the files, sleeps
/// in between (its threads' context switches are counted over an idle
/// minute), and ends on SIGTERM.
@Suite struct NextWatchTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-next-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/cal", withIntermediateDirectories: true)
    }

    func write(start: String, end: String, title: String = "Dentist") throws {
        try """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//dal//next watch//EN\r
            BEGIN:VEVENT\r
            UID:dentist\r
            DTSTAMP:20261101T000000Z\r
            DTSTART:\(start)\r
            DTEND:\(end)\r
            SUMMARY:\(title)\r
            END:VEVENT\r
            END:VCALENDAR\r

            """.write(toFile: directory + "/cal/a.ics", atomically: true, encoding: .utf8)
    }

    /// A watch started at `now` (UTC), its output going to a file.
    func start(now: String, format: String = "plain") throws -> (pid: pid_t, output: String) {
        let output = directory + "/out", errors = directory + "/err"
        let pid = try ProcessRunner.spawn(ProcessRunner.dalBinary, ["next", "--watch", "--format", format, "--ics", directory + "/cal"],
                                          environment: ["TZ": "UTC", "LANG": "C.UTF-8", "DAL_NOW": now, "HOME": directory],
                                          stdout: output, stderr: errors)
        return (pid, output)
    }

    func lines(_ output: String) -> [String] {
        ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits up to `seconds` for the output to have `count` lines.
    func waitFor(_ count: Int, in output: String, seconds: Double = 10) -> [String] {
        let end = Date().addingTimeInterval(seconds)
        while lines(output).count < count, Date() < end { usleep(50_000) }
        return lines(output)
    }

    /// Voluntary context switches of all the process's threads: each is a
    /// wake-up from a wait.
    static func wakeUps(of pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { sum, task in
            let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return sum + (line.flatMap { Int($0.split(separator: "\t").last ?? "") } ?? 0)
        }
    }

    func stop(_ pid: pid_t) -> Int32 {
        kill(pid, SIGTERM)
        return ProcessRunner.wait(for: pid)
    }

    @Test func aNewLineComesWhenTheMinutesChangeAndNotBefore() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(start: "20261128T141000Z", end: "20261128T150000Z")
        let (pid, output) = try start(now: "2026-11-28T13:30:57")
        #expect(waitFor(1, in: output).first == "14:10 Dentist (in 40m)")
        // 13:31:00, three seconds on: 39 minutes to go.
        #expect(waitFor(2, in: output) == ["14:10 Dentist (in 40m)", "14:10 Dentist (in 39m)"])
        #expect(stop(pid) == 0, "SIGTERM ends it as asked")
    }

    /// Three days ahead the line counts days (`in 3d`): over an idle
    /// minute nothing is printed and nothing wakes the process.
    @Test func anIdleMinuteHasNoWakeUpsAndNoLines() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(start: "20261201T141000Z", end: "20261201T150000Z")
        let (pid, output) = try start(now: "2026-11-28T13:30:00")
        #expect(waitFor(1, in: output) == ["Tue 14:10 Dentist (in 3d)"])
        sleep(2)   // the start's reading and cache settle
        let before = Self.wakeUps(of: pid)
        sleep(60)
        let after = Self.wakeUps(of: pid)
        #expect(after - before == 0, "woke \(after - before) times over an idle minute")
        #expect(lines(output).count == 1)
        #expect(stop(pid) == 0)
    }

    /// A sync (or an editor) moves the event: the new line comes at once;
    /// writing the same event again prints nothing.
    @Test func aChangedFileIsShownAtOnceAndTheSameFileIsNot() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(start: "20261128T141000Z", end: "20261128T150000Z")
        let (pid, output) = try start(now: "2026-11-28T13:30:00")
        #expect(waitFor(1, in: output) == ["14:10 Dentist (in 40m)"])
        try write(start: "20261128T141000Z", end: "20261128T150000Z")
        sleep(2)
        #expect(lines(output).count == 1, "the same event written again is the same line")
        try write(start: "20261128T144000Z", end: "20261128T153000Z", title: "Dentist moved")
        #expect(waitFor(2, in: output).last == "14:40 Dentist moved (in 1h 10m)")
        #expect(stop(pid) == 0)
    }

    /// What waybar and i3blocks (`format=json`, persist) read: one JSON
    /// object per line.
    @Test(arguments: ["waybar", "i3blocks"]) func eachUpdateIsOneJSONLine(format: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(start: "20261128T134000Z", end: "20261128T150000Z")
        let (pid, output) = try start(now: "2026-11-28T13:30:58", format: format)
        let read = waitFor(2, in: output)
        #expect(stop(pid) == 0)
        try #require(read.count == 2, "\(read)")
        let objects = try read.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let texts = objects.map { $0?[format == "waybar" ? "text" : "full_text"] as? String }
        #expect(texts == ["13:40 Dentist (in 10m)", "13:40 Dentist (in 9m)"])
        if format == "i3blocks" { #expect(objects.allSatisfy { $0?["color"] as? String == "#e5c07b" }, "soon is amber") }
        if format == "waybar" { #expect(objects.allSatisfy { $0?["class"] as? String == "soon" }) }
    }
}
