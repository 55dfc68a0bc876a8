import Foundation
import Testing
import TestSupport

/// libical is opened at its first call, not when dal starts: a start
/// without calendars never loads it (nor the ICU it brings), and without
/// it dal says why instead of failing to start. The library is made
/// unopenable the way a broken system would: a file of that name that is
/// no library, first on `LD_LIBRARY_PATH`.
@Suite struct LibicalLoadingTests {
    static let calendar = """
        BEGIN:VCALENDAR\r
        PRODID:-//dal tests//EN\r
        VERSION:2.0\r
        BEGIN:VEVENT\r
        UID:dentist\r
        DTSTAMP:20261101T000000Z\r
        SUMMARY:Dentist\r
        DTSTART;TZID=Europe/Berlin:20261124T150000\r
        DTEND;TZID=Europe/Berlin:20261124T160000\r
        END:VEVENT\r
        END:VCALENDAR\r

        """
    static let environment = ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "xterm-256color", "TZ": "Europe/Berlin"]

    /// A calendar folder `team/` with `team.ics` and, in `broken/`, a
    /// `libical.so.3` that is text.
    static func scratch() throws -> (directory: String, folder: String, calendar: String, brokenLibraries: String) {
        let directory = NSTemporaryDirectory() + "dal-libical-\(UUID().uuidString)"
        for folder in ["broken", "team"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        try calendar.write(toFile: directory + "/team/team.ics", atomically: true, encoding: .utf8)
        try "not a library\n".write(toFile: directory + "/broken/libical.so.3", atomically: true, encoding: .utf8)
        return (directory, directory + "/team", directory + "/team/team.ics", directory + "/broken")
    }

    /// The shared objects the process has mapped, by file name
    /// (`libical.so.3.0.16`). Read to its end: `/proc` files say size 0.
    static func mappedLibraries(of pid: pid_t) throws -> Set<String> {
        let maps = try #require(try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/maps")).readToEnd())
        return Set(String(decoding: maps, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.split(separator: " ").last.flatMap { $0.hasPrefix("/") ? String($0.split(separator: "/").last ?? "") : nil }
        }.filter { $0.contains(".so") })
    }

    @Test func aStartWithoutCalendarsLoadsNoLibicalThroughPagingAndIdleAndOneWithCalendarsDoes() throws {
        let files = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: files.directory) }

        let bare = try TmuxSession(width: 100, height: 30, command: "\(ProcessRunner.dalBinary) --no-store", environment: Self.environment)
        #expect(try bare.waitFor("? help").ok)
        let barePID = try #require(try bare.programID())
        let bareLibraries = try Self.mappedLibraries(of: barePID)
        #expect(bareLibraries.contains { $0.hasPrefix("libncursesw.so") }, "the maps were read: \(bareLibraries)")
        #expect(!bareLibraries.contains { $0.hasPrefix("libical") || $0.hasPrefix("libicu") }, "\(bareLibraries)")
        // Nor later: pages, the week, the year, and a second of idle.
        for key in ["Right", "Right", "w", "y", "Escape"] { try bare.send(key) }
        Thread.sleep(forTimeInterval: 1)
        let later = try Self.mappedLibraries(of: barePID)
        #expect(!later.contains { $0.hasPrefix("libical") || $0.hasPrefix("libicu") }, "\(later)")

        let withCalendar = try TmuxSession(width: 100, height: 30, command: "\(ProcessRunner.dalBinary) --no-store --ics \(files.calendar)",
                                           environment: Self.environment)
        #expect(try withCalendar.waitFor("Dentist").ok)
        let pid = try #require(try withCalendar.programID())
        let libraries = try Self.mappedLibraries(of: pid)
        #expect(libraries.contains { $0.hasPrefix("libical.so.3") }, "\(libraries)")
    }

    @Test func aCommandWithoutLibicalSaysWhyAndEndsWith69() throws {
        let files = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: files.directory) }
        let result = try ProcessRunner.run(ProcessRunner.dalBinary, ["list", "2026-11-23", "--ics", files.calendar],
                                           environment: Self.environment.merging(["LD_LIBRARY_PATH": files.brokenLibraries]) { $1 })
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("cannot open libical"), "\(result.stderr)")
        #expect(result.stderr.contains(files.brokenLibraries + "/libical.so.3"), "where: \(result.stderr)")
        #expect(result.stderr.contains("apt-get install libical3"), "what to do: \(result.stderr)")

        // What needs no calendar still works.
        let month = try ProcessRunner.run(ProcessRunner.dalBinary, ["print", "2026-11"],
                                          environment: Self.environment.merging(["LD_LIBRARY_PATH": files.brokenLibraries]) { $1 })
        #expect(month.status == 0, "\(month.stderr)")
        #expect(month.stdout.contains("November 2026"))
    }

    /// The full screen opens, says why its calendar is not shown, refuses a
    /// new event with the reason (keeping what was typed, writing nothing),
    /// and quits as always: the terminal is never taken from under the grid.
    @Test func theFullScreenWithoutLibicalSaysWhyRefusesANewEventAndQuitsAsAlways() throws {
        let files = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: files.directory) }
        let session = try TmuxSession(width: 100, height: 30, command: "\(ProcessRunner.dalBinary) --no-store --calendar \(files.folder)",
                                      environment: Self.environment.merging(["LD_LIBRARY_PATH": files.brokenLibraries]) { $1 })
        let told = try session.waitFor { screen in
            screen.contains { $0.contains("cannot open libical") } && screen.contains { $0.contains("apt-get install libical3") }
        }
        #expect(told.ok, "\(told.screen.dump)")
        #expect(told.screen.contains { $0.contains("November 2026") }, "\(told.screen.dump)")
        #expect(!told.screen.contains { $0.contains("Dentist") })

        try session.send("a")
        #expect(try session.waitFor("> _").ok)
        try session.type("Lunch tomorrow 1pm")
        try session.send("Enter")
        let refused = try session.waitFor { $0.contains { $0.contains("not written: cannot open libical") } }
        #expect(refused.ok, "\(refused.screen.dump)")
        #expect(refused.screen.contains { $0.contains("> Lunch tomorrow 1pm") }, "what was typed is kept\(refused.screen.dump)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: files.folder) == ["team.ics"])
        try session.send("Escape")
        try session.send("q")
        let ended = try session.waitFor("EXIT=")
        #expect(ended.screen.contains("EXIT=0"), "\(ended.screen.dump)")
    }
}
