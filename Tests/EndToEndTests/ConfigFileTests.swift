import CalendarCore
import Foundation
import Testing
import TestSupport

/// The config file as a user writes it, read by the built `dal`: on the
/// full screen in tmux with the default flags (pages slide), and on the
/// command line. Each test writes its own file into a fresh
/// XDG_CONFIG_HOME; the suite never reads the user's.
@Suite struct ConfigFileTests {
    let home: String
    var configPath: String { home + "/dal/config.toml" }

    init() throws {
        home = NSTemporaryDirectory() + "dal-e2e-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/dal", withIntermediateDirectories: true)
    }

    func write(_ config: String) throws {
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
    }

    var environment: [String: String] {
        ["DAL_TODAY": "2026-11-21", "LANG": "C.UTF-8", "TERM": "screen", "XDG_CONFIG_HOME": home]
    }

    func start(_ arguments: String = "") throws -> TmuxSession {
        let session = try TmuxSession(command: "\(ProcessRunner.dalBinary) \(arguments)", environment: environment)
        let started = try session.waitFor("? help")
        try #require(started.ok, "dal did not start: \(started.screen.dump)")
        return session
    }

    @Test func theFirstWeekdayAndLocaleComeFromTheFileAndFlagsWin() throws {
        try write("first-weekday = \"monday\"\nlocale = \"fr_FR\"\n")
        let session = try start()
        try session.expectScreen(shows: "novembre 2026")
        let header = try session.screen()[1].split(separator: " ").map(String.init)
        #expect(header.first == "lun", "Monday first, in French: \(header)")
        try session.send("Right")
        try session.expectScreen(shows: "décembre 2026", "pages turn (with the slide) in the file's locale")

        let flags = try start("--first-weekday sunday --locale en_US")
        try flags.expectScreen(shows: "November 2026")
        #expect(try flags.screen()[1].split(separator: " ").first == "Sun", "flags win over the file")
    }

    @Test func aReboundKeyTurnsThePageAndTheOldOneNoLonger() throws {
        try write("""
            [keys]
            next-page = ["right", "f"]
            toggle-view = "W"
            """)
        let session = try start()
        try session.send("f")
        try session.expectScreen(shows: "December 2026", "f is next-page now")
        try session.send("w")
        try session.send("Right")
        try session.expectScreen(shows: "January 2027", "w did nothing; → still pages")
        #expect(try session.screen().joined().contains("MONTH"))
        try session.send("W")
        try session.expectScreen(shows: "WEEK", "W toggles the view now")
        try session.send("?")
        try session.expectScreen(shows: "← →,f")
    }

    @Test func theThemesSelectionColourIsDrawn() throws {
        try write("[theme]\nselection = \"magenta\"\n")
        let session = try start()
        try session.send("Space", "h")
        try session.expectScreen(shows: "1 selected")
        // The 21st, selected, on magenta (SGR 45 on this 8-colour TERM), not the default cyan (46).
        let row = try session.styledScreen().split(separator: "\n").first { $0.contains("21") && $0.contains("15") }.map(String.init) ?? ""
        #expect(row.contains("45m"), "the selection is magenta: \(row.debugDescription)")
        #expect(!row.contains("46m"), "and not cyan: \(row.debugDescription)")
    }

    /// Data files, calendars to read and to write, where new events go and
    /// the names and colours of calendars, all from the file (paths relative
    /// to it); the view it opens in.
    @Test func filesCalendarsAndTheViewComeFromTheFile() throws {
        try #"{"categories": [{"id": "gym", "name": "Gym", "color": "red"}], "marks": [{"category": "gym", "dates": ["2026-11-20"]}]}"#
            .write(toFile: home + "/dal/marks.json", atomically: true, encoding: .utf8)
        try "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:test\nBEGIN:VEVENT\nUID:h1\nSUMMARY:Harvest fair\nDTSTART;VALUE=DATE:20261121\nEND:VEVENT\nEND:VCALENDAR\n"
            .write(toFile: home + "/dal/f00d-42.ics", atomically: true, encoding: .utf8)
        let vdir = home + "/vdir"
        for folder in ["a1", "b2"] { try FileManager.default.createDirectory(atPath: "\(vdir)/\(folder)", withIntermediateDirectories: true) }
        try write("""
            view = "week"
            data = "marks.json"
            [calendars]
            read = ["f00d-42.ics"]
            write = "\(vdir)"
            new-events = "Home"
            [calendars.names]
            f00d-42 = "Holidays"
            b2 = "Home"
            [categories]
            gym = "magenta"
            """)
        let session = try TmuxSession(width: 140, height: 30, command: "\(ProcessRunner.dalBinary)", environment: environment)
        try session.expectScreen(shows: "WEEK", "the file's view")
        try session.expectScreen(shows: "Harvest fair")
        let legend = try session.screen().joined(separator: "\n")
        #expect(legend.contains("Gym") && legend.contains("Holidays") && legend.contains("Home"), "\(legend)")
        try session.send("a")
        try session.expectScreen(shows: "to Home", "the add prompt starts on the file's new-events calendar")
        try session.type("Climbing")
        try session.send("Enter")
        #expect(try session.waitFor { screen in screen.dropLast(2).contains { $0.contains("Climbing") } }.ok)
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(vdir)/b2").count == 1, "written into Home's folder, b2")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(vdir)/a1").isEmpty)

        let list = try ProcessRunner.dal(["list", "2026-11-21", "--days", "1"], environment: environment)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Harvest fair") && list.stdout.contains("Holidays"), "\(list.stdout)")
        let styled = try session.styledScreen()
        #expect(styled.contains("35m"), "Gym is magenta (SGR 35) as the file says, not its data file's red")
    }

    /// `dal print` takes the file's first weekday and theme, a 256-colour
    /// number as such.
    @Test func printUsesTheFilesWeekStartAndTheme() throws {
        try write("first-weekday = \"monday\"\n[theme]\nsunday = 208\nsaturday = \"none\"\n")
        let result = try ProcessRunner.dal(["print", "2026-11", "--color", "always"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].contains("Mo") && lines[1].firstRange(of: "Mo")!.lowerBound < lines[1].firstRange(of: "Su")!.lowerBound, "\(lines[1])")
        #expect(lines[1].contains("\u{1B}[0;38;5;208mSu"), "Sunday in colour 208: \(lines[1].debugDescription)")
        #expect(!result.stdout.contains("\u{1B}[0;34m"), "Saturday has no colour (blue was the default)")
    }

    /// `animation = false` is a setting users have; this is its own test of
    /// it from the file (every other full-screen test here runs with the
    /// slide on, the default). Pages still turn, at once.
    /// The same page turn is recorded with the slide (no config file) and
    /// with the file's `false`: without the slide it is written once, not
    /// frame by frame.
    @Test func theFileCanTurnTheSlideOff() throws {
        func bytesForOnePageTurn() throws -> Int {
            let session = try start()
            let recording = try session.recordOutput()
            try session.send("Right")
            try session.expectScreen(shows: "December 2026")
            return try recording.finish().count
        }
        let sliding = try bytesForOnePageTurn()
        try write("animation = false\n")
        let still = try bytesForOnePageTurn()
        #expect(still > 0 && still * 2 < sliding, "\(still) bytes without the slide, \(sliding) with it")
    }

    /// `toggle-lands-on = "cursor"`: `w` keeps the cursor's day instead of
    /// going to today.
    @Test func theToggleCanKeepTheCursorsDay() throws {
        try write("toggle-lands-on = \"cursor\"\n")
        let session = try start("2030-03-05")
        try session.expectScreen(shows: "March 2030")
        try session.send("w")
        try session.expectScreen(shows: "Mar 3, 2030 – Mar 9, 2030", "the week of the cursor, not of today")
        try session.expectScreen(shows: "[Mar 5]")
        try session.send("w")
        try session.expectScreen(shows: "March 2030")
    }

    /// Flags win over the file for the view, the slide and the lists.
    @Test func flagsWinOverTheFile() throws {
        try #"{"categories": [{"id": "a", "name": "FromFile", "color": "red"}]}"#
            .write(toFile: home + "/dal/file.json", atomically: true, encoding: .utf8)
        try #"{"categories": [{"id": "b", "name": "FromFlag", "color": "blue"}]}"#
            .write(toFile: home + "/flag.json", atomically: true, encoding: .utf8)
        try write("view = \"week\"\nanimation = false\ndata = \"file.json\"\n")
        let session = try start("--view month --animation --data \(home)/flag.json")
        try session.expectScreen(shows: "MONTH", "--view beats the file's week")
        try session.expectScreen(shows: "FromFlag")
        #expect(!(try session.screen().joined().contains("FromFile")), "--data replaces the file's list")
        // Only the report of the flags, no screen: the session above ran
        // with the slide on (`--animation` over the file's `false`).
        let report = try ProcessRunner.dal(["config", "--print", "--week", "--no-animation"], environment: environment)
        let lines = report.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("view = \"week\" ") && $0.hasSuffix("# flag --week") }, "\(report.stdout)")
        #expect(lines.contains { $0.hasPrefix("animation = false ") && $0.hasSuffix("# flag --no-animation") }, "\(report.stdout)")
        #expect(report.stdout.contains("data = [\"\(home)/dal/file.json\"]"), "the file's own list, in full")
    }

    @Test func aBadFileStopsEveryCommandWithItsPlaceAndChangesNothing() throws {
        let store = home + "/store.json"
        let storeText = #"{"selected": ["2026-11-01"]}"#
        try storeText.write(toFile: store, atomically: true, encoding: .utf8)
        let cases: [(String, String)] = [
            ("view = \"month\"\nview = = 1\n", "config.toml:2:"),
            ("[theme]\nweekend = \"red\"\n", "config.toml:2:1: unknown key 'weekend' in [theme]; the known keys are: sunday,"),
            ("animation = \"yes\"\n", "config.toml:1:1: animation: must be true or false, not a string"),
            ("[keys]\nnext-page = \"j\"\n", "config.toml:2:1: 'j' would mean both next-page and next-week"),
        ]
        let badData = home + "/bad.json"
        try "{not json".write(toFile: badData, atomically: true, encoding: .utf8)
        for (text, message) in cases {
            try write(text)
            for arguments in [["--store", store], ["print"], ["pick"], ["list"], ["config", "--print"], ["export", "--json", "--store", store],
                              ["list", "--data", badData], ["--data", badData, "--store", store]] {
                let result = try ProcessRunner.dal(arguments, environment: environment)
                #expect(result.status == 78, "\(arguments) with \(text.debugDescription): \(result.stderr)")
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
                #expect(result.stdout.isEmpty)
            }
            #expect(try String(contentsOfFile: configPath, encoding: .utf8) == text, "the config file is untouched")
        }
        #expect(try String(contentsOfFile: store, encoding: .utf8) == storeText, "the store is untouched")
        try FileManager.default.removeItem(atPath: configPath)
        try FileManager.default.createDirectory(atPath: configPath, withIntermediateDirectories: true)
        let folder = try ProcessRunner.dal(["print"], environment: environment)
        #expect(folder.status == 78 && folder.stderr.contains("config.toml: is a folder"), "\(folder.stderr)")
        let path = try ProcessRunner.dal(["config", "--path"], environment: environment)
        #expect(path.status == 0 && path.stdout == configPath + "\n", "the path is told even when the file cannot be read")
    }

    /// The files of issue 19, which crashed dal (a key of 11,000 parts
    /// overflowed the stack) or said no place: each is a config error
    /// with FILE:LINE:COLUMN, for every command, at little cost.
    @Test func hostileFilesAreConfigErrorsWithAPlace() throws {
        let dotted = { (parts: Int) in Array(repeating: "a", count: parts).joined(separator: ".") }
        let cases: [([UInt8], String)] = [
            (Array("\(dotted(11_000)) = 1\n".utf8), "config.toml:1:17: nested more than 8 levels deep"),
            (Array("[\(dotted(10_000))]\n".utf8), "config.toml:1:18: nested more than 8 levels deep"),
            (Array(("a = " + String(repeating: "[", count: 100_000)).utf8), "config.toml:1:12: nested more than 8 levels deep"),
            (Array(("a = " + String(repeating: "{a = ", count: 100_000)).utf8), "config.toml:1:41: nested more than 8 levels deep"),
            (Array(("[categories]\n" + (0..<20_000).map { "c\($0) = \"red\"\n" }.joined()).utf8),
             "config.toml:10001:1: more than 10,000 keys, tables and list items"),
            (Array("[categories]\n\"\(String(repeating: "k", count: 500_000))\" = \"red\"\n".utf8),
             "config.toml:2:1: a key of 500,000 characters"),
            (Array("view = \"month\"\n# caf".utf8) + [0xE9, 0x0A], "config.toml:2:6: not UTF-8 text: the byte 0xE9"),
            ([UInt8](repeating: 0x0A, count: (1 << 20) + 1), "config.toml:1:1: the file is 1,048,577 bytes, and a config file is at "
                + "most 1,048,576 bytes (1 MiB)"),
            (Array("[keys]\nquit = \"e\\u0301\"\n".utf8), "config.toml:2:1: quit: 'e\u{301}' cannot be typed as one key"),
            (Array("[calendars]\nwrite = \"\"\n".utf8), "config.toml:2:1: write: a path that is empty"),
        ]
        for (bytes, message) in cases {
            try Data(bytes).write(to: URL(fileURLWithPath: configPath))
            for arguments in [["print"], ["config", "--print"], ["list"], ["--no-store"]] {
                let started = Date()
                let result = try ProcessRunner.dal(arguments, environment: environment)
                #expect(result.status == 78, "\(arguments) with \(message): \(result.status) \(result.stderr.prefix(300))")
                #expect(result.stderr.hasPrefix("dal: \(home)/dal/") && result.stderr.contains(message) && result.stderr.hasSuffix("\n")
                        && result.stderr.dropLast().contains("\n") == false, "\(arguments): \(result.stderr.prefix(300))")
                // Not a benchmark: a guard against the recursion coming back.
                #expect(Date().timeIntervalSince(started) < 5, "\(arguments) with \(message)")
            }
        }
    }

    /// What `dal config --print` writes is a config file dal reads back to
    /// the same settings. (`animation = false` is only a value to print
    /// and read back here; no screen runs.)
    @Test func theEffectiveSettingsReadBackAsAConfigFile() throws {
        try write("""
            first-weekday = "sun"
            animation = false
            data = []
            [calendars.names]
            "odd \\"name\\"" = "Work"
            [theme]
            selection = 208
            sunday = "#ff0000"
            [keys]
            quit = ["x", "Q"]
            cancel = []
            """)
        let first = try ProcessRunner.dal(["config", "--print"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("first-weekday = \"sunday\""))
        #expect(first.stdout.contains("quit = [\"x\", \"Q\"]"))
        #expect(first.stdout.contains("\(configPath):2"), "the source of animation: \(first.stdout)")
        #expect(first.stdout.contains("\n# view = \"month\"                  # default\n"), "what nothing set is commented out")
        let copy = home + "/copy.toml"
        try first.stdout.write(toFile: copy, atomically: true, encoding: .utf8)
        var again = environment
        again["DAL_CONFIG"] = copy
        let second = try ProcessRunner.dal(["config", "--print"], environment: again)
        #expect(second.status == 0, "\(second.stderr)")
        let settings = { (text: String) in
            text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "#").first.map(String.init) ?? "" }
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(settings(second.stdout) == settings(first.stdout))
        #expect(second.stdout.contains("\n# write = ["), "the default vdir stays a default (new events into its personal/)")
        #expect(second.stdout.contains("\n# locale = "), "the locale still comes from the environment")
        let flags = try ProcessRunner.dal(["config", "--print", "--first-weekday", "monday", "--animation", "--data", "rel.json"],
                                          environment: environment)
        #expect(flags.stdout.contains("data = [\"\(FileManager.default.currentDirectoryPath)/rel.json\"]"),
                "a flag's relative path is written in full: \(flags.stdout)")
        #expect(flags.stdout.contains("first-weekday = \"monday\"          # flag --first-weekday"), "\(flags.stdout)")
        #expect(flags.stdout.contains("animation = true                  # flag --animation"), "\(flags.stdout)")
    }

    /// `dal config --print` with no file names every setting of
    /// docs/config.example.toml, each in its table, commented out with its
    /// default or with what dal does without it.
    @Test func everySettingOfTheExampleIsPrintedCommentedOutWhenNothingSetsIt() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/config.example.toml")
        /// `table key` for each setting (commented out or not), in order.
        func settings(_ text: String) -> [String] {
            var table = "", found: [String] = []
            for raw in text.split(separator: "\n") {
                var line = raw.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("# ") { line.removeFirst(2) }
                if line.hasPrefix("["), let end = line.firstIndex(of: "]") {
                    table = String(line[line.index(after: line.startIndex)..<end])
                } else if let equals = line.range(of: " = "), !line.hasPrefix("#") {
                    let key = String(line[..<equals.lowerBound])
                    // A sentence of a comment is no key.
                    guard !key.contains(" ") else { continue }
                    // The example's entries of the tables of names are examples, not settings.
                    if !["calendars.names", "calendars.colors", "calendars.holds", "calendars.alarms", "categories", "reminders.calendars"].contains(table),
                       table != "subscriptions" || key == "refresh" {
                        found.append(table + " " + key)
                    }
                }
            }
            return found
        }
        let expected = settings(try String(contentsOf: example, encoding: .utf8))
        let printed = try ProcessRunner.dal(["config", "--print"], environment: environment)
        #expect(printed.status == 0, "\(printed.stderr)")
        let missing = Set(expected).subtracting(settings(printed.stdout))
        #expect(expected.count > 40 && missing.isEmpty, "not printed: \(missing.sorted())\n\(printed.stdout)")
        for line in printed.stdout.split(separator: "\n") where !line.isEmpty && !line.hasPrefix("[") {
            #expect(line.hasPrefix("#"), "nothing set: every line is commented out, not \(line)")
        }
        for table in ["calendars.names", "calendars.colors", "calendars.holds", "calendars.alarms", "categories", "reminders.calendars"] {
            #expect(printed.stdout.contains("\n# [\(table)]"), "the empty table \(table) is named")
        }
    }
}
