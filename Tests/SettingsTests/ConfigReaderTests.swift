import Foundation
import Testing
@testable import CalendarCore
@testable import CalendarUI
@testable import Settings

/// Every setting of the config file changes what it should; every mistake
/// in a file is told with its line and column.
@Suite struct ConfigReaderTests {
    let path = "/home/u/.config/dal/config.toml"

    func parse(_ text: String) throws(ConfigError) -> Config {
        try ConfigReader.parse(text, path: path, home: "/home/u")
    }

    /// The error a text gives, as dal prints it.
    func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func anEmptyFileChangesNothing() throws {
        let config = try parse("# nothing yet\n")
        #expect(config.firstWeekday == nil && config.locale == nil && config.view == nil && config.animation == nil)
        #expect(config.theme == .standard)
        #expect(config.keyBindings == .standard)
    }

    @Test func topLevelSettings() throws {
        // Values to parse only (no screen runs): `animation = false` is one of them.
        let config = try parse("""
            first-weekday = "sun"
            locale = "de_DE"
            view = "week"
            animation = false
            toggle-lands-on = "cursor"
            data = ["~/habits.json", "courses.json", "/srv/shared.json"]
            """)
        #expect(config.firstWeekday?.value == .sunday)
        #expect(config.firstWeekday?.line == 1)
        #expect(config.locale?.value == "de_DE")
        #expect(config.view?.value == .week)
        #expect(config.animation?.value == false)
        #expect(config.animation?.line == 4)
        #expect(config.toggleLandsOnToday?.value == false)
        #expect(config.dataFiles?.value == ["/home/u/habits.json", "/home/u/.config/dal/courses.json", "/srv/shared.json"],
                "~ is the home folder; a relative path is taken from the config file's folder")
        #expect(try parse("first-weekday = \"locale\"").firstWeekday.map { $0.value == nil } == true)
        #expect(try parse("data = \"one.json\"").dataFiles?.value == ["/home/u/.config/dal/one.json"])
    }

    @Test func hiddenCalendarsByNameOneOrAList() throws {
        #expect(try parse("hidden = [\"Work\", \"abc123\"]\n").hiddenCalendars?.value == ["Work", "abc123"])
        #expect(try parse("\nhidden = \"Work\"\n").hiddenCalendars.map { ($0.value, $0.line) } ?? ([], 0) == (["Work"], 2))
        #expect(try parse("# none\n").hiddenCalendars == nil)
        #expect(failure("hidden = [1]\n")?.contains("hidden: must be a calendar's name or a list of them, such as [\"Work\"]; item 1 is an integer") == true,
                "\(failure("hidden = [1]\n") ?? "")")
        #expect(failure("hidden = true\n")?.contains("must be a calendar's name or a list of them, such as [\"Work\"]") == true)
    }

    @Test func calendarsTable() throws {
        let config = try parse("""
            [calendars]
            read = "~/holidays.ics"
            write = ["~/.calendars"]
            new-events = "work"

            [calendars.names]
            "4f1e-99aa" = "Work"

            [calendars.colors]
            Work = "#d62728"
            personal = "green"
            """)
        #expect(config.readCalendars?.value == ["/home/u/holidays.ics"])
        #expect(config.writeCalendars?.value == ["/home/u/.calendars"])
        #expect(config.newEvents?.value == "work")
        let overrides = config.calendarOverrides
        let renamed = overrides.applied(to: CalendarInfo(name: "4f1e-99aa", color: nil, path: "/c/4f1e-99aa", writable: true))
        #expect(renamed.name == "Work")
        #expect(renamed.color == CategoryColor(parsing: "#d62728"), "a colour may name the calendar by its new name")
        let personal = overrides.applied(to: CalendarInfo(name: "Personal", color: CategoryColor(parsing: "blue"), path: "/c/personal"))
        #expect(personal.color == CategoryColor(parsing: "green"))
        #expect(personal.name == "Personal")
        let work = overrides.applied(to: CalendarInfo(name: "Work", color: nil, path: "/c/abc"))
        #expect(work.color == CategoryColor(parsing: "#d62728"))
    }

    /// `[calendars.holds]` narrows what `dal import` puts in a calendar, by
    /// folder name or name; a kind dal does not hold is an error at its line.
    @Test func whatACalendarHolds() throws {
        let config = try parse("""
            [calendars.holds]
            work = ["VEVENT"]
            Tasks = "vtodo"
            """)
        #expect(config.holds(CalendarInfo(name: "Work", color: nil, path: "/c/work")) == ["VEVENT"])
        #expect(config.holds(CalendarInfo(name: "Tasks", color: nil, path: "/c/4f1e")) == ["VTODO"])
        #expect(config.holds(CalendarInfo(name: "personal", color: nil, path: "/c/personal")) == ["VEVENT", "VTODO"])
        #expect(failure("[calendars.holds]\nwork = [\"VEVENT\", \"VJOURNAL\"]\n")
            == "\(path):2:1: work: 'VJOURNAL' is not a kind of component dal holds; use \"VEVENT\" (events) or \"VTODO\" (tasks)")
        #expect(failure("[calendars.holds]\nwork = 3\n")?.contains("[\"VEVENT\"], [\"VTODO\"] or both") == true)
    }

    @Test func categoryColoursByIdOrName() throws {
        let config = try parse("""
            [categories]
            gym = "magenta"
            "Spanish course" = "#00aa00"
            """)
        #expect(config.categoryColorTable == ["gym": CategoryColor(parsing: "magenta")!,
                                              "Spanish course": CategoryColor(parsing: "#00aa00")!])
    }

    @Test func themeColoursInEverySpelling() throws {
        let config = try parse("""
            [theme]
            sunday = "bright-red"
            saturday = "none"
            selection = 208
            range = "#0000d7"
            today = "green"
            """)
        #expect(config.theme.sunday == TerminalColor(basic: 1, bright: true))
        #expect(config.theme.saturday == nil)
        #expect(config.theme.selection.extended == 208)
        #expect(config.theme.selection.basic == 3, "orange's nearest of the eight is yellow")
        #expect(config.theme.range.extended == 20, "#0000d7 is cube colour 20")
        #expect(config.theme.range.basic == 4)
        #expect(config.theme.today == .green)
        #expect(config.themeSpellings[.selection]?.value == "208")
        #expect(try parse("[theme]\nselection = 3").theme.selection == .yellow)
        #expect(try parse("[theme]\nselection = 12").theme.selection == TerminalColor(basic: 4, bright: true))
        #expect(try parse("[theme]\nselection = 244").theme.selection.extended == 244)
    }

    @Test func keyBindingsReplaceAnActionsKeys() throws {
        let config = try parse("""
            [keys]
            next-page = ["right", "f"]
            previous-page = ["left", "p"]
            toggle-view = "W"
            select = "x"
            undo = []
            """)
        let keys = config.keyBindings
        #expect(keys.command(for: .character("f")) == .nextPage)
        #expect(keys.command(for: .right) == .nextPage)
        #expect(keys.command(for: .character("W")) == .toggleView)
        #expect(keys.command(for: .character("w")) == nil, "w no longer toggles")
        #expect(keys.command(for: .character("x")) == .select)
        #expect(keys.command(for: .character(" ")) == nil)
        #expect(keys.command(for: .character("u")) == nil, "an empty list unbinds")
        #expect(keys.command(for: .character("q")) == .quit, "what the file leaves alone keeps its keys")
        #expect(try parse("[keys]\nselect = \"space\"\nquit = \"esc\"\ncancel = []").keyBindings.command(for: .escape) == .quit)
    }

    @Test func aKeyMovedFromOneActionToAnotherIsNoClash() throws {
        let keys = try parse("""
            [keys]
            next-page = ["right", "j"]
            next-week = ["down"]
            """).keyBindings
        #expect(keys.command(for: .character("j")) == .nextPage)
        #expect(keys.command(for: .down) == .nextWeek)
    }

    // MARK: Mistakes

    @Test func syntaxErrorsPointAtTheParsersPlace() {
        #expect(failure("view = \"month\"\nfirst-weekday = = 1\n")?.hasPrefix("\(path):2:17: not valid TOML:") == true)
        #expect(failure("[theme\n")?.hasPrefix("\(path):1:") == true)
        #expect(failure("view = \"month\"\nview = \"week\"\n")?.hasPrefix("\(path):2:") == true, "a key given twice")
    }

    @Test func unknownKeysNameTheKnownOnes() {
        #expect(failure("animation = true\n  colour = \"red\"\n") == "\(path):2:3: unknown key 'colour'; the known keys are: "
            + "first-weekday, locale, timezone, also-show, view, animation, toggle-lands-on, data, holidays, birthdays, lunar, language, hidden, me, invitations, send-command, calendars, categories, theme, keys, reminders, subscriptions, sync")
        #expect(failure("[theme]\nsunday = \"red\"\nweekend = \"red\"\n") == "\(path):3:1: unknown key 'weekend' in [theme]; "
            + "the known keys are: sunday, saturday, selection, range, today")
        #expect(failure("[keys]\nnext-month = \"n\"\n")?.hasPrefix("\(path):2:1: unknown key 'next-month' in [keys]; the known keys "
            + "are: previous-page, next-page,") == true)
        #expect(failure("[calendars]\nreadonly = []\n")?.hasPrefix("\(path):2:1: unknown key 'readonly' in [calendars]") == true)
        #expect(failure("theme.weekend = \"red\"\n")?.hasPrefix("\(path):1:1: unknown key 'weekend' in [theme]") == true,
                "a dotted key is found too")
    }

    @Test func wrongTypesSayWhatWasExpected() {
        #expect(failure("first-weekday = 1\n") == "\(path):1:1: first-weekday: must be a string such as \"monday\" (or \"locale\"), "
            + "not an integer")
        #expect(failure("\n\nanimation = \"no\"\n") == "\(path):3:1: animation: must be true or false, not a string")
        #expect(failure("theme = \"dark\"\n") == "\(path):1:1: theme: must be a table: [theme] and keys under it, not a string")
        #expect(failure("data = [1, 2]\n")?.contains("data: must be a path or a list of paths") == true)
        #expect(failure("[keys]\nquit = [\"q\", 1]\n")?.hasPrefix("\(path):2:1: quit: must be a key name or a list") == true)
        #expect(failure("[theme]\ntoday = 1.5\n") == "\(path):2:1: today: must be a colour: \"red\", 208 or \"#ff8800\", "
            + "not a decimal number")
        #expect(failure("view = 2026-11-22\n")?.hasSuffix("not a date or time") == true)
    }

    @Test func badValuesSayWhatWouldBeRight() {
        #expect(failure("first-weekday = \"someday\"\n")?.hasPrefix("\(path):1:1: first-weekday: 'someday' is not a weekday") == true)
        #expect(failure("locale = \"xx_YY\"\n")?.hasPrefix("\(path):1:1: locale: 'xx_YY' is not a locale dal knows") == true)
        #expect(failure("view = \"list\"\n")?.contains("'list' is not a view; use \"month\", \"week\", \"year\" or \"agenda\"") == true)
        #expect(failure("toggle-lands-on = \"tomorrow\"\n")?.contains("use \"today\" (the default) or \"cursor\"") == true)
        #expect(failure("[theme]\nselection = \"teal\"\n")?.hasPrefix("\(path):2:1: selection: 'teal' is not a colour") == true)
        #expect(failure("[theme]\nselection = 256\n")?.contains("256 is not a colour of the 256-colour palette") == true)
        #expect(failure("[theme]\nselection = \"none\"\n")?.contains("the selection must have a colour") == true)
        #expect(failure("[categories]\ngym = 3\n")?.hasPrefix("\(path):2:1: gym: a category or calendar colour is") == true)
        #expect(failure("data = \"\"\n")?.contains("data: a path that is empty") == true)
        #expect(failure("[keys]\nhelp = \"F1\"\n")?.contains("'F1' is not a key dal knows; use one character") == true)
        #expect(failure("[keys]\nquit = \"7\"\n")?.contains("'7' cannot be rebound: 0 to 9 tag days") == true)
    }

    @Test func clashingKeysNameBothActions() {
        #expect(failure("[keys]\n\nnext-page = [\"right\", \"j\"]\n") == "\(path):3:1: 'j' would mean both next-page and next-week; "
            + "give next-week other keys too (it has 'j' by default), e.g. next-week = [] to unbind it")
        #expect(failure("[keys]\nadd = \"x\"\n  edit = \"x\"\n") == "\(path):3:3: 'x' would mean both add and edit; "
            + "keep 'x' for one of them", "the second of the two bindings")
    }

    @Test func oddFilesStillPointAtTheRightLine() {
        #expect(failure("# one\r\n# two\r\n[calendars]\r\nbogus = 1\r\n")?.hasPrefix("\(path):4:1: unknown key 'bogus'") == true,
                "CRLF line ends")
        #expect(failure("\u{FEFF}[theme]\n# x\nsunday = \"bogus\"\n")?.hasPrefix("\(path):3:1: sunday:") == true, "a byte order mark")
        #expect(failure("[calendars.names]\na = \"x\"\n\n\"a\\\"b\" = 5\n")?.hasPrefix("\(path):4:1: a\"b: must be a string") == true,
                "an escaped quote in a key")
        #expect(failure("[calendars.names]\na = \"\"\"x\\\"\"\"y\"\"\"\nb = 1\n")?.hasPrefix("\(path):3:1: b: must be a string") == true,
                "an escaped quote inside a multi-line string")
        #expect(failure("# c\nview = \"bogus\"\n[calendars.colors]\nx = \"bogus\"\n")?.hasPrefix("\(path):2:1: view:") == true,
                "a table made by its sub-table is where that is, so the first problem is told first")
        #expect(failure("theme.sunday = \"bogus\"\n")?.hasPrefix("\(path):1:1: sunday:") == true)
    }

    @Test func nulAndControlCharactersAreRefusedNotCut() {
        #expect(failure("\"\\u0000\" = 1\n")?.hasPrefix("\(path):1:2: a NUL character") == true)
        #expect(failure("view = \"month\\u0000junk\"\n")?.hasPrefix("\(path):1:14: a NUL character") == true)
        #expect(failure("x = \"\\\\u0000\"\n")?.hasPrefix("\(path):1:1: unknown key 'x'") == true, "an escaped backslash is not a NUL")
        #expect(failure("[keys]\nquit = \"\\u0003\"\n")?.contains("'\\u{3}' is not a key dal knows") == true)
        #expect(failure("[keys]\nquit = \"\\u200b\"\n")?.contains("'\\u{200b}' is not a key dal knows") == true)
        #expect(failure("view = \"\"\"\nmonth\n[theme]\"\"\"\n")?.contains("\n") == false, "a message is one line")
    }

    @Test func moreValuesThatCannotWork() throws {
        #expect(failure("locale = \"\"\n")?.contains("locale: the locale is empty") == true)
        #expect(failure("data = \"~root/x.json\"\n")?.contains("only ~/ (your home folder) is understood") == true)
        #expect(failure("data = [\"a\", 5]\n")?.hasSuffix("data: must be a path or a list of paths: [\"~/a.ics\", \"~/b\"]; item 2 is an integer")
                == true)
        #expect(failure("[calendars]\nnames = \"x\"\n")?.contains("must be a table: [calendars.names]") == true)
        #expect(failure("[keys]\nopen = []\n")?.contains("open: Enter's action cannot be left without a key") == true)
        #expect(try parse("[keys]\nquit = [\"x\", \"x\"]\n").keyBindings.keys[.quit] == [.character("x")], "a key given twice counts once")
        let file = NSTemporaryDirectory() + "dal-config-file-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: file, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(failure("[calendars]\nwrite = \"\(file)\"\n")?.contains("is a file; dal writes one file per event into a folder") == true)
    }

    // MARK: Files

    @Test func readsTheFileOfTheEnvironment() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ["XDG_CONFIG_HOME": folder, "HOME": "/nonexistent"]
        #expect(try ConfigReader.load(environment: environment).path == nil, "no file: no config, no error")
        try FileManager.default.createDirectory(atPath: folder + "/dal", withIntermediateDirectories: true)
        try "view = \"week\"\n".write(toFile: folder + "/dal/config.toml", atomically: true, encoding: .utf8)
        let config = try ConfigReader.load(environment: environment)
        #expect(config.view?.value == .week)
        #expect(config.path == folder + "/dal/config.toml")
        #expect(ConfigReader.path(environment: ["HOME": "/home/u"])?.path == "/home/u/.config/dal/config.toml")
        #expect(ConfigReader.path(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "relative"])?.path
            == "/home/u/.config/dal/config.toml", "a relative XDG_CONFIG_HOME is ignored, as the spec says")
    }

    @Test func unreadableFilesAreErrorsWithoutALineAndUndecodableOnesWithOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/dal/config.toml", withIntermediateDirectories: true)
        #expect(throws: ConfigError.self) { try ConfigReader.load(environment: ["XDG_CONFIG_HOME": folder]) }
        do { _ = try ConfigReader.load(environment: ["XDG_CONFIG_HOME": folder]) } catch {
            #expect(error.description.hasPrefix("\(folder)/dal/config.toml: "))
            #expect(error.line == nil)
        }
        try Data([0x76, 0x69, 0x65, 0x77, 0xFF]).write(to: URL(fileURLWithPath: folder + "/bad.toml"))
        #expect(loadFailure(["DAL_CONFIG": folder + "/bad.toml"])?.hasPrefix("\(folder)/bad.toml:1:5: not UTF-8 text: the byte 0xFF") == true,
                "a file that cannot be decoded still has a place: its first byte that is not UTF-8")
        #expect(loadFailure(["DAL_CONFIG": folder + "/missing.toml"]) == "\(folder)/missing.toml: no such file (named by DAL_CONFIG)")
        #expect(mkfifo(folder + "/fifo.toml", 0o600) == 0)
        #expect(loadFailure(["DAL_CONFIG": folder + "/fifo.toml"])?.hasPrefix("\(folder)/fifo.toml: not a regular file") == true,
                "a pipe would keep dal waiting")
    }

    private func loadFailure(_ environment: [String: String]) -> String? {
        do {
            _ = try ConfigReader.load(environment: environment)
            return nil
        } catch {
            return error.description
        }
    }

    /// The documented example has every key dal knows, and dal reads it.
    @Test func theExampleFileHasEveryKeyAndReads() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/config.example.toml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let config = try ConfigReader.parse(text, path: "config.example.toml", home: "/home/u")
        let keys = Set(text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == "#" || $0 == " " }
            guard let equals = trimmed.firstIndex(of: "=") else { return nil }
            return trimmed[..<equals].trimmingCharacters(in: .whitespaces)
        })
        let known = ConfigReading.topLevelKeys.filter { !["calendars", "categories", "theme", "keys", "reminders", "subscriptions", "sync"].contains($0) }
            + ConfigReading.calendarKeys.filter { !["colors", "names", "holds", "alarms"].contains($0) }
            + ConfigReading.reminderKeys.filter { $0 != "calendars" }
            + ConfigReading.syncKeys
            + ThemeColor.allCases.map(\.rawValue) + KeyBindings.Command.allCases.map(\.rawValue)
        for key in known { #expect(keys.contains(key), "the example lacks \(key)") }
        for table in ["[calendars]", "[calendars.names]", "[calendars.colors]", "[calendars.holds]", "[calendars.alarms]", "[categories]", "[theme]", "[keys]", "[reminders]", "[reminders.calendars]", "[subscriptions]", "[sync]"] {
            #expect(text.contains(table), "the example lacks \(table)")
        }
        #expect(config.view != nil)
    }

    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "dal-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
