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
        #expect(result.stderr.contains("the value of --format is empty"), "\(result.stderr)")
    }

    @Test(arguments: [(["--free", "0m"], "is not a length of time within a day"), (["--free", "2d"], "is not a length of time within a day"),
                      (["--free", "1h", "--range"], "cannot be used with --range"), (["--free", "1h", "--format", "%F"], "'%F' is for dates")])
    func aFreePickThatCannotBeIsAUsageError(arguments: [String], says: String) throws {
        let result = try ProcessRunner.dal(["pick"] + arguments, environment: Self.pinned)
        #expect(result.status == 64)
        #expect(result.stderr.contains(says), "\(result.stderr)")
    }

    /// Help, the version and the locale list are output like any other:
    /// one that cannot be written is said and exits 74, not 0 in silence.
    @Test(arguments: [["--version"], ["--help"], ["print", "--help"], ["help", "list"], ["print", "--locale", "list"],
                      ["config", "--path"], ["print"]])
    func outputToAFullDiskExits74(arguments: [String]) throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "exec \"$0\" \"$@\" > /dev/full", ProcessRunner.dalBinary] + arguments,
                                           environment: Self.pinned)
        #expect(result.status == 74, "\(arguments): \(result.status) \(result.stderr)")
        #expect(result.stderr == "dal: cannot write to standard output: No space left on device; the disk or quota is full; "
            + "free some space and run dal again.\n", "\(arguments)")
    }

    /// Every option that takes text, of every subcommand, refuses an empty
    /// value, one of spaces and one with a control character as a usage
    /// error naming the flag and saying what it takes, before anything is
    /// read or written (`--calendar ''` once added events to `/`). What the
    /// user typed is quoted with its control characters escaped.
    @Test(arguments: [
        ([], "--calendar"), ([], "--ics"), ([], "--data"), ([], "--store"), ([], "--locale"), ([], "--first-weekday"),
        ([], "--today"), ([], "--view"), ([], ""),
        (["pick"], "--format"), (["pick"], "--calendar"), (["pick"], "--store"), (["pick"], ""),
        (["print"], "--locale"), (["print"], "--first-weekday"), (["print"], "--today"), (["print"], "--color"), (["print"], ""),
        (["list"], "--days"), (["list"], "--to"), (["list"], "--data"), (["list"], "--ics"), (["list"], "--calendar"),
        (["list"], "--locale"), (["list"], ""),
        (["export", "--json"], "--store"),
        (["config"], "--data"), (["config"], "--ics"), (["config"], "--calendar"), (["config"], "--store"), (["config"], "--locale"),
        (["config"], "--view"), (["config"], ""),
    ] as [([String], String)])
    func emptyBlankAndControlValuesAreUsageErrors(command: [String], flag: String) throws {
        for value in ["", " \t ", "a\u{1B}[31mb"] {
            let arguments = command + (flag.isEmpty ? [value] : [flag, value])
            let result = try ProcessRunner.dal(arguments, environment: Self.pinned)
            #expect(result.status == 64, "\(arguments.debugDescription): \(result.status) \(result.stderr)")
            let named = flag.isEmpty ? "the date argument" : flag
            #expect(result.stderr.contains(named), "\(arguments.debugDescription) names \(named): \(result.stderr)")
            #expect(["give ", "Please provide one of", "Accepted forms:"].contains { result.stderr.contains($0) },
                    "\(arguments.debugDescription) says what is taken: \(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"), "no escape sequence reaches the terminal: \(result.stderr.debugDescription)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// `dal` alone starts without the parser (`NoArguments`); what the
    /// environment says wrong of today sends it back to the parser, which
    /// says what is wrong and how it is written, before any terminal is
    /// needed, as `dal open` does.
    @Test(arguments: [("DAL_TODAY", "2026-02-30", "day 30 does not exist"), ("DAL_NOW", "2026-11-26 14:30", "is not a moment")])
    func dalAloneWithABadDayInTheEnvironmentSaysWhich(variable: String, value: String, reason: String) throws {
        for arguments in [[], ["open"]] {
            let result = try ProcessRunner.dal(arguments, environment: [variable: value])
            #expect(result.status == 64)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("\(variable): '\(value)'") && result.stderr.contains(reason)
                    && result.stderr.contains("Accepted form"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func anEmptyCalendarSaysWhatItTakes() throws {
        let result = try ProcessRunner.dal(["--calendar", ""], environment: Self.pinned)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: the value of --calendar is empty; give the path of a folder dal may add events to "
            + "(a vdir).\n"), "\(result.stderr)")
        let ics = try ProcessRunner.dal(["list", "--ics", ""], environment: Self.pinned)
        #expect(ics.status == 64 && ics.stderr.contains("the value of --ics is empty"), "64, not 65 for a file named ''")
    }

    /// A year is four digits; five only to say that it is past 9999.
    @Test func aYearOfFiveDigitsIsNoDate() throws {
        for arguments in [["print", "02026-11"], ["print", "--today", "02026-11-21"], ["list", "--to", "02026-11-30"], ["02026-11"]] {
            let result = try ProcessRunner.dal(arguments, environment: Self.pinned)
            #expect(result.status == 64, "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains("'02026-11") && result.stderr.contains("is not a date"), "\(result.stderr)")
        }
        let past = try ProcessRunner.dal(["print", "10000-01"], environment: Self.pinned)
        #expect(past.status == 64 && past.stderr.contains("year 10000 is outside 1...9999"), "\(past.stderr)")
    }

    @Test func configPrintAndPathExcludeEachOther() throws {
        let result = try ProcessRunner.dal(["config", "--print", "--path"], environment: Self.pinned)
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr.contains("--print and --path cannot be used together"), "\(result.stderr)")
    }

    /// The help lists the exit codes from the one table the commands use.
    @Test func theHelpListsEveryExitCodeTheReadmeDoes() throws {
        let help = try ProcessRunner.dal(["--help"], environment: Self.pinned).stdout.replacingOccurrences(of: "\n", with: " ")
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md"), encoding: .utf8)
        let codes = readme.split(separator: "\n").compactMap { line in line.wholeMatch(of: /\| `?(\d+)`? \|.*/).map { String($0.1) } }
        #expect(Set(codes) == ["0", "1", "64", "65", "69", "74", "75", "78", "130"], "the README's table: \(codes)")
        for code in codes where code != "0" {
            #expect(help.contains(" \(code) "), "dal --help names exit code \(code)")
        }
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
