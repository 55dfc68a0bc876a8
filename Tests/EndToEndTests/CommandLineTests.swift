import Foundation
import Testing
import TestSupport

/// What the command line tells a newcomer, and what it refuses.
@Suite struct CommandLineTests {
    static let pinned = ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8"]

    @Test func helpShowsWhatDalItselfTakes() throws {
        let result = try ProcessRunner.dal(["--help"], environment: Self.pinned)
        #expect(result.status == 0)
        // The help's text only: no screen runs here, slide or not.
        for option in ["--week", "--data <file>", "--ics <path>", "--store <file>", "--no-animation", "<YYYY-MM[-DD]>",
                       "pick", "print", "list", "export", "Exit codes"] {
            #expect(result.stdout.contains(option), "\(option) in dal --help:\n\(result.stdout)")
        }
    }

    @Test func versionIsPrinted() throws {
        let result = try ProcessRunner.dal(["--version"], environment: Self.pinned)
        #expect(result.status == 0 && result.stdout.wholeMatch(of: #/\d+\.\d+\.\d+\n/#) != nil, "\(result.stdout)\(result.stderr)")
    }

    @Test func anUnknownLocaleIsAUsageErrorThatSaysHowToListThem() throws {
        let result = try ProcessRunner.dal(["print", "--locale", "xx_YY"], environment: Self.pinned)
        #expect(result.status == 64)
        #expect(result.stderr.contains("'xx_YY' is not a locale dal knows") && result.stderr.contains("--locale list"))
        #expect(result.stdout.isEmpty)
        let list = try ProcessRunner.dal(["print", "--locale", "list"], environment: Self.pinned)
        #expect(list.status == 0)
        let identifiers = list.stdout.split(separator: "\n")
        #expect(identifiers.count > 100 && identifiers.contains("ko_KR") && identifiers.contains("de_DE"))
    }

    @Test func anEmptyPickFormatIsAUsageError() throws {
        let result = try ProcessRunner.dal(["pick", "--format", ""], environment: Self.pinned)
        #expect(result.status == 64)
        #expect(result.stderr.contains("the format is empty"), "\(result.stderr)")
    }

    @Test(arguments: [("9999-12-31", "Dec 26, 9999 – Dec 31, 9999 · 9999-W52"), ("0001-01-01", "Jan 1, 0001 – Jan 6, 0001 · 0001-W01")])
    func weekTitlesAtTheEdgesNameOnlyDaysThatExist(date: String, title: String) throws {
        let result = try ProcessRunner.dal(["print", date, "--week", "--first-weekday", "sunday"], environment: Self.pinned)
        #expect(result.status == 0)
        #expect(result.stdout.contains(title), "\(result.stdout)")
        #expect(!result.stdout.contains("10000") && !result.stdout.contains("0000,"))
    }
}

/// Data and calendars from pipes and FIFOs: read (up to the size limit),
/// never a hang in `open`.
@Suite struct PipeInputTests {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "dal-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    static let data = #"{"categories": [{"id": "run", "name": "Running", "color": "green"}], "marks": [{"category": "run", "dates": ["2026-11-20"]}]}"#

    @Test func processSubstitutionIsRead() throws {
        try Self.data.write(toFile: "\(directory)/data.json", atomically: true, encoding: .utf8)
        let session = try TmuxSession(command: "bash -c '\(ProcessRunner.dalBinary) --no-store --data <(cat \(directory)/data.json)'",
                                      environment: ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "screen"])
        let shown = try session.waitFor("1 Running")
        #expect(shown.ok, "the legend names the category from the pipe\(shown.screen.dump)")
    }

    @Test func aFIFOWhoseWriterComesLaterIsRead() throws {
        let fifo = "\(directory)/data.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) --no-store --data \(fifo)",
                                      environment: ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "screen"])
        Thread.sleep(forTimeInterval: 0.5)
        let writer = try ProcessRunner.run("/bin/sh", ["-c", "printf '%s' '\(Self.data)' > \(fifo)"])
        #expect(writer.status == 0)
        #expect(try session.waitFor("1 Running").ok)
    }

    @Test func aFIFOThatNobodyWritesToIsRefusedNotWaitedOnForever() throws {
        let fifo = "\(directory)/silent.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try ProcessRunner.dal(["--no-store", "--ics", fifo], environment: ["DAL_TODAY": "2026-11-21", "TERM": "screen"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(fifo): nothing arrived for 10 seconds"), "\(result.stderr)")
    }
}
