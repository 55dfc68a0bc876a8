import SystemServices
import Foundation
import CalendarCore
import CalendarUI
import InterfaceWords

/// Walks a parsed config file, table by table, into a `Config`: each key
/// must be one dal knows and its value of the right kind, or the error
/// names the place, what is wrong and what would be right.
struct ConfigReading {
    var config: Config
    let path: String
    let home: String?
    /// The words its complaints are said in.
    let words: ConfigFileWords

    static let topLevelKeys = ["first-weekday", "locale", "timezone", "also-show", "view", "animation", "toggle-lands-on", "data",
                               "holidays", "birthdays", "lunar", "language", "hidden", "me", "invitations", "send-command",
                               "calendars", "categories", "theme", "keys", "reminders", "subscriptions", "sync"]
    static let reminderKeys = ["timed", "all-day", "notify-command", "calendars"]
    static let calendarKeys = ["read", "write", "new-events", "colors", "names", "holds", "alarms"]
    static let syncKeys = ["command", "after-write", "every", "timeout"]

    mutating func read(_ entries: [ConfigEntry]) throws(ConfigError) {
        for entry in entries {
            switch entry.key {
            case "first-weekday":
                let text = try string(entry, example: "\"monday\" (or \"locale\")")
                if text.lowercased() == "locale" {
                    config.firstWeekday = Located(nil, line: entry.line)
                } else if let weekday = Weekday(name: text) {
                    config.firstWeekday = Located(weekday, line: entry.line)
                } else {
                    throw error(entry, words.unknownWeekday(shown(text)))
                }
            case "locale":
                let text = try string(entry, example: "\"de_DE\"")
                if let problem = problem(text) {
                    throw error(entry, words.localeText(problem))
                }
                if let unknown = CalendarLocale(identifier: text).unknownRequest {
                    throw error(entry, words.unknownLocale(shown(unknown)))
                }
                config.locale = Located(text, line: entry.line)
            case "timezone":
                let text = try string(entry, example: "\"Asia/Seoul\"")
                guard ZoneDatabase.knows(text) else {
                    throw error(entry, words.unknownZone(shown(text)))
                }
                config.timeZone = Located(text, line: entry.line)
            case "also-show":
                let zones = try strings(entry, expected: words.zoneList)
                if let unknown = zones.first(where: { !ZoneDatabase.knows($0) }) {
                    throw error(entry, words.unknownAlsoShowZone(shown(unknown)))
                }
                guard zones.count <= 2 else { throw error(entry, words.alsoShowAtMostTwo) }
                config.alsoShow = Located(zones, line: entry.line)
            case "view":
                let text = try string(entry, example: "\"month\"")
                guard let mode = ViewMode(rawValue: text.lowercased()) else {
                    throw error(entry, words.unknownView(shown(text)))
                }
                config.view = Located(mode, line: entry.line)
            case "animation":
                guard case .boolean(let on) = entry.value else { throw typeError(entry, words.trueOrFalse) }
                config.animation = Located(on, line: entry.line)
            case "holidays":
                // Region codes as they are; holiday files as paths are (`~/`, relative to this file).
                let given = try strings(entry, expected: words.regionList)
                if case .failure(let unknown) = HolidayCalendar.of(given) { throw error(entry, words.describe(unknown)) }
                config.holidays = Located(try given.map { text throws(ConfigError) -> String in
                    HolidayCalendar.namesFile(text) ? try path(text, of: entry) : text
                }, line: entry.line)
            case "birthdays":
                config.birthdays = Located(try paths(entry), line: entry.line)
            case "hidden":
                let names = try strings(entry, expected: words.calendarList)
                if let problem = names.lazy.compactMap(problem).first { throw error(entry, words.calendarNameText(problem)) }
                config.hiddenCalendars = Located(names, line: entry.line)
            case "me":
                let addresses = try strings(entry, expected: words.addressList)
                if let problem = addresses.lazy.compactMap(problem).first { throw error(entry, words.addressText(problem)) }
                config.me = Located(addresses, line: entry.line)
            case "invitations":
                let name = try string(entry, example: "\"work\"")
                if let problem = problem(name) { throw error(entry, words.calendarNameText(problem)) }
                config.invitations = Located(name, line: entry.line)
            case "send-command":
                let text = try string(entry, example: "\"msmtp -t\"")
                if let problem = problem(text) { throw error(entry, words.commandText(problem)) }
                config.sendCommand = Located(text, line: entry.line)
            case "lunar":
                guard case .boolean(let on) = entry.value else { throw typeError(entry, words.trueOrFalse) }
                config.lunar = Located(on, line: entry.line)
            case "language":
                let text = try string(entry, example: "\"ko\"")
                guard let language = CalendarLanguage(code: text) else {
                    throw error(entry, words.unknownLanguage(shown(text)))
                }
                config.language = Located(language, line: entry.line)
            case "toggle-lands-on":
                let text = try string(entry, example: "\"today\"")
                guard ["today", "cursor"].contains(text.lowercased()) else {
                    throw error(entry, words.unknownTogglePlace(shown(text)))
                }
                config.toggleLandsOnToday = Located(text.lowercased() == "today", line: entry.line)
            case "data":
                config.dataFiles = Located(try paths(entry), line: entry.line)
            case "calendars":
                try readCalendars(try table(entry))
            case "categories":
                for category in try table(entry) {
                    try checkName(category, words.aCategoryKey)
                    config.categoryColors.append((category.key, Located(try categoryColor(category), line: category.line)))
                }
            case "theme":
                try readTheme(try table(entry))
            case "keys":
                try readKeys(try table(entry))
            case "reminders":
                try readReminders(try table(entry))
            case "subscriptions":
                try readSubscriptions(try table(entry))
            case "sync":
                try readSync(try table(entry))
            default:
                throw unknownKey(entry, known: Self.topLevelKeys, in: nil)
            }
        }
    }

    private mutating func readCalendars(_ entries: [ConfigEntry]) throws(ConfigError) {
        for entry in entries {
            switch entry.key {
            case "read": config.readCalendars = Located(try paths(entry), line: entry.line)
            case "write":
                let folders = try paths(entry)
                for folder in folders {
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
                        throw error(entry, words.writeFolderIsAFile(shown(folder)))
                    }
                }
                config.writeCalendars = Located(folders, line: entry.line)
            case "new-events":
                let name = try string(entry, example: "\"personal\"")
                if let problem = problem(name) {
                    throw error(entry, words.calendarNameText(problem))
                }
                config.newEvents = Located(name, line: entry.line)
            case "colors":
                for calendar in try table(entry, in: "calendars") {
                    try checkName(calendar, words.aCalendarKey)
                    config.calendarColors.append((calendar.key, Located(try categoryColor(calendar), line: calendar.line)))
                }
            case "names":
                for calendar in try table(entry, in: "calendars") {
                    try checkName(calendar, words.aCalendarKey)
                    let name = try string(calendar, example: "\"Work\"")
                    if let problem = problem(name) {
                        throw error(calendar, words.shownNameText(problem))
                    }
                    config.calendarNames.append((calendar.key, Located(name, line: calendar.line)))
                    // The alarms' tables may name the calendar so too.
                    config.defaultAlarms.shownNames[calendar.key] = name
                }
            case "holds":
                // Only narrows what a calendar holds for dal: a server's
                // events-only calendar refuses a task at the next sync.
                for calendar in try table(entry, in: "calendars") {
                    try checkName(calendar, words.aCalendarKey)
                    let kinds = try strings(calendar, expected: words.componentList).map { $0.uppercased() }
                    if let unknown = kinds.first(where: { !Config.componentKinds.contains($0) }) {
                        throw error(calendar, words.unknownComponentKind(shown(unknown)))
                    }
                    config.calendarHolds.append((calendar.key, Located(kinds, line: calendar.line)))
                }
            case "alarms":
                for calendar in try table(entry, in: "calendars") {
                    try checkName(calendar, words.aCalendarKey)
                    guard case .boolean(let rings) = calendar.value else { throw typeError(calendar, words.trueOrFalse) }
                    config.defaultAlarms.ringsByCalendar[calendar.key] = rings
                    config.calendarAlarmLines[calendar.key] = calendar.line
                }
            default:
                throw unknownKey(entry, known: Self.calendarKeys, in: "[calendars]")
            }
        }
    }

    private mutating func readReminders(_ entries: [ConfigEntry]) throws(ConfigError) {
        for entry in entries {
            switch entry.key {
            case "timed":
                config.defaultAlarms.timedMinutesBefore = try minutes(entry)
                config.reminderLines["timed"] = entry.line
            case "all-day":
                let text = try string(entry, example: "\"09:00\"")
                let parts = text.split(separator: ":").map { Int($0) }
                guard parts.count == 2, let hour = parts[0], let minute = parts[1], (0..<24).contains(hour), (0..<60).contains(minute),
                      text.count == 5 else {
                    throw error(entry, words.notATimeOfDay(shown(text)))
                }
                config.defaultAlarms.allDayAt = hour * 3600 + minute * 60
                config.reminderLines["all-day"] = entry.line
            case "notify-command":
                let text = try string(entry, example: "\"my-notifier --urgent\"")
                if let problem = problem(text) { throw error(entry, words.commandText(problem)) }
                config.notifyCommand = Located(text, line: entry.line)
            case "calendars":
                for calendar in try table(entry, in: "reminders") {
                    try checkName(calendar, words.aCalendarKey)
                    config.defaultAlarms.timedByCalendar[calendar.key] = try minutes(calendar)
                    config.reminderLines["calendars." + calendar.key] = calendar.line
                }
            default:
                throw unknownKey(entry, known: Self.reminderKeys, in: "[reminders]")
            }
        }
    }

    /// `[subscriptions]`: a calendar's name = its address; `refresh` (a
    /// key no calendar may take) how often they are fetched.
    private mutating func readSubscriptions(_ entries: [ConfigEntry]) throws(ConfigError) {
        for entry in entries {
            if entry.key == "refresh" {
                let text = try string(entry, example: "\"6h\"")
                guard let minutes = MinutesText.parse(text), minutes >= Subscription.shortestRefreshMinutes, minutes <= 60 * 1440 else {
                    throw error(entry, words.notARefreshInterval(shown(text)))
                }
                config.subscriptionRefresh = Located(minutes, line: entry.line)
                continue
            }
            try checkName(entry, words.aCalendarKey)
            let address = try string(entry, example: "\"https://example.com/basic.ics\"")
            let subscription = Subscription(name: entry.key, address: address)
            guard subscription.fetchedAddress != nil else { throw error(entry, words.notAWebAddress(shown(address))) }
            config.subscriptions.append(Located(subscription, line: entry.line))
        }
    }

    /// `[sync]`: the command `S` runs, and when it runs by itself.
    private mutating func readSync(_ entries: [ConfigEntry]) throws(ConfigError) {
        for entry in entries {
            switch entry.key {
            case "command":
                let text = try string(entry, example: "\"vdirsyncer sync\"")
                // An empty command turns the default (vdirsyncer) off.
                if !text.isEmpty, let problem = problem(text) { throw error(entry, words.commandText(problem)) }
                config.syncCommand = Located(text, line: entry.line)
            case "after-write":
                guard case .boolean(let on) = entry.value else { throw typeError(entry, words.trueOrFalse) }
                config.syncAfterWrite = Located(on, line: entry.line)
            case "every":
                let text = try string(entry, example: "\"15m\"")
                guard let minutes = MinutesText.parse(text), minutes >= 1, minutes <= 60 * 1440 else {
                    throw error(entry, words.notASyncInterval(shown(text)))
                }
                config.syncEvery = Located(minutes, line: entry.line)
            case "timeout":
                let text = try string(entry, example: "\"5m\"")
                guard let seconds = Self.seconds(text), seconds >= 1, seconds <= 86_400 else {
                    throw error(entry, words.notASyncTimeLimit(shown(text)))
                }
                config.syncTimeout = Located(seconds, line: entry.line)
            default:
                throw unknownKey(entry, known: Self.syncKeys, in: "[sync]")
            }
        }
    }

    /// `"90s"`, or a length in minutes and more (`"5m"`, `"1h"`): seconds.
    static func seconds(_ text: String) -> Int? {
        if text.hasSuffix("s"), let seconds = Int(text.dropLast()), text.dropLast().allSatisfy(\.isASCII) { return seconds }
        return MinutesText.parse(text).flatMap { $0 <= Int.max / 60 ? $0 * 60 : nil }
    }

    /// `"10m"`, `"1h"`, `"1h30m"`, `"1d"`: minutes before a start.
    private func minutes(_ entry: ConfigEntry) throws(ConfigError) -> Int {
        let text = try string(entry, example: "\"10m\"")
        guard let total = MinutesText.parse(text), total <= 60 * 1440 else {
            throw error(entry, words.notATimeBefore(shown(text)))
        }
        return total
    }

    private mutating func readTheme(_ entries: [ConfigEntry]) throws(ConfigError) {
        for entry in entries {
            guard let name = ThemeColor(rawValue: entry.key) else {
                throw unknownKey(entry, known: ThemeColor.allCases.map(\.rawValue), in: "[theme]")
            }
            let spelling: String
            let color: TerminalColor?
            switch entry.value {
            case .string(let text):
                guard let parsed = ColorSpelling.terminalColor(text) else {
                    throw error(entry, name.mayBeNone ? words.notAColourOrNone(shown(text)) : words.notAColour(shown(text)))
                }
                (spelling, color) = (text, parsed)
            case .integer(let number):
                guard let parsed = ColorSpelling.terminalColor(number) else {
                    throw error(entry, words.notAPaletteColour(number))
                }
                (spelling, color) = (String(number), parsed)
            default:
                throw typeError(entry, words.aColour)
            }
            if color == nil, !name.mayBeNone {
                throw error(entry, words.mustHaveAColour(name.rawValue))
            }
            name.set(color, in: &config.theme)
            config.themeSpellings[name] = Located(spelling, line: entry.line)
        }
    }

    private mutating func readKeys(_ entries: [ConfigEntry]) throws(ConfigError) {
        var overrides: [(KeyBindings.Command, [Key])] = []
        var places: [KeyBindings.Command: (line: Int, column: Int)] = [:]
        for entry in entries {
            guard let command = KeyBindings.Command(rawValue: entry.key) else {
                throw unknownKey(entry, known: KeyBindings.Command.allCases.map(\.rawValue), in: "[keys]")
            }
            let names = try strings(entry, expected: words.keyList)
            let keys = try names.map { name throws(ConfigError) -> Key in
                guard let key = KeyBindings.key(named: name) else {
                    throw error(entry, words.notAKey(shown(name)))
                }
                if case .character(let character) = key, character.unicodeScalars.count > 1 {
                    throw error(entry, notOneKey(character))
                }
                if KeyBindings.isReserved(key) {
                    throw error(entry, words.cannotRebind(shown(name)))
                }
                return key
            }
            if command == .open, keys.isEmpty {
                throw error(entry, words.enterNeedsAKey)
            }
            var unique: [Key] = []
            for key in keys where !unique.contains(key) { unique.append(key) }
            overrides.append((command, unique))
            config.keyLines[command] = entry.line
            places[command] = (entry.line, entry.column)
        }
        do {
            config.keyBindings = try KeyBindings.standard.overriding(overrides)
        } catch {
            // The clash is where the second of the two bindings is written.
            let place = [error.command, error.other].compactMap { places[$0] }.max { $0.line < $1.line } ?? (1, 1)
            let key = shown(KeyBindings.configName(of: error.key))
            let other = error.other.rawValue
            let fix = error.otherIsDefault ? words.giveOtherKeys(other, key) : words.keepKeyForOne(key)
            throw ConfigError(path: path, line: place.line, column: place.column,
                              message: words.keyClash((key, error.command.rawValue, other, fix)))
        }
    }

    /// Why a character of several code points (`e` + U+0301, a flag, an
    /// emoji with a skin tone) can never be a binding: a terminal sends
    /// what a key types one code point at a time.
    private func notOneKey(_ character: Character) -> String {
        func codePoint(_ scalar: Unicode.Scalar) -> String {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        let points = character.unicodeScalars.map(codePoint).joined(separator: " ")
        let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
        let fix = composed.count == 1 ? words.writeAsOneCodePoint(codePoint(composed.first!), shown(String(composed))) : words.useAKeyName
        return words.notOneKey((shown(String(character)), character.unicodeScalars.count, points, fix))
    }

    // MARK: Values

    private func string(_ entry: ConfigEntry, example: String) throws(ConfigError) -> String {
        guard case .string(let text) = entry.value else { throw typeError(entry, words.aStringSuchAs(example)) }
        return text
    }

    /// A string, or an array of strings.
    private func strings(_ entry: ConfigEntry, expected: String) throws(ConfigError) -> [String] {
        switch entry.value {
        case .string(let text): return [text]
        case .array(let items):
            return try items.enumerated().map { index, item throws(ConfigError) -> String in
                guard case .string(let text) = item else {
                    throw error(entry, words.itemMustBe(expected, index + 1, kind(of: item)))
                }
                return text
            }
        default: throw typeError(entry, expected)
        }
    }

    private func table(_ entry: ConfigEntry, in parent: String? = nil) throws(ConfigError) -> [ConfigEntry] {
        let name = parent.map { "\($0).\(entry.key)" } ?? entry.key
        guard case .table(let entries) = entry.value else { throw typeError(entry, words.aTable(name)) }
        return entries
    }

    /// A path or a list of them (`path(_:of:)`).
    private func paths(_ entry: ConfigEntry) throws(ConfigError) -> [String] {
        let texts = try strings(entry, expected: words.pathList)
        return try texts.map { text throws(ConfigError) -> String in try path(text, of: entry) }
    }

    /// One path of `entry`: `~/` is the home folder, and a relative path
    /// is taken from the config file's folder.
    private func path(_ text: String, of entry: ConfigEntry) throws(ConfigError) -> String {
        if let problem = problem(text) { throw error(entry, words.pathText(problem)) }
        if text.hasPrefix("~"), text != "~", !text.hasPrefix("~/") {
            throw error(entry, words.onlyHomeTilde(shown(text)))
        }
        if text == "~" || text.hasPrefix("~/") {
            guard let home else { throw error(entry, words.needsHome(shown(text))) }
            return home + text.dropFirst()
        }
        if text.hasPrefix("/") { return text }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (folder.isEmpty ? "." : folder) + "/" + text
    }

    private func categoryColor(_ entry: ConfigEntry) throws(ConfigError) -> CategoryColor {
        guard case .string(let text) = entry.value, let color = CategoryColor(parsing: text) else {
            throw error(entry, words.notACategoryColour)
        }
        return color
    }

    /// A key of `[categories]` or `[calendars.*]` names something, and an
    /// empty name matches nothing.
    private func checkName(_ entry: ConfigEntry, _ what: String) throws(ConfigError) {
        if let problem = problem(entry.key) {
            throw ConfigError(path: path, line: entry.line, column: entry.column, message: words.keyText(shown(entry.key), problem, what))
        }
    }

    /// What is wrong with a name or path (`SettingText`), in these words.
    private func problem(_ text: String) -> String? {
        switch SettingText.check(text) {
        case nil: nil
        case .empty: words.textIsEmpty
        case .onlySpaces: words.textIsOnlySpaces
        case .control(let shown): words.textHoldsControl(shown)
        }
    }

    // MARK: Errors

    private func error(_ entry: ConfigEntry, _ message: String) -> ConfigError {
        ConfigError(path: path, line: entry.line, column: entry.column, message: "\(keyName(entry.key)): \(message)")
    }

    /// A key as messages name it: as written, or quoted when it holds
    /// characters that would break the line.
    private func keyName(_ key: String) -> String {
        key.unicodeScalars.count <= KeyLocator.longestShown
            && key.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && $0.properties.generalCategory != .format }
            ? key : shown(key)
    }

    private func shown(_ text: String) -> String { KeyLocator.shown(text) }

    private func typeError(_ entry: ConfigEntry, _ expected: String) -> ConfigError {
        error(entry, words.mustBe(expected, kind(of: entry.value)))
    }

    /// What a value is, in these words ("a string"); a TOML type no
    /// setting takes by its TOML name.
    private func kind(of value: ConfigNode) -> String {
        switch value {
        case .table: words.kindTable
        case .array: words.kindArray
        case .string: words.kindString
        case .integer: words.kindInteger
        case .boolean: words.kindBoolean
        case .other(let name): name
        }
    }

    private func unknownKey(_ entry: ConfigEntry, known: [String], in table: String?) -> ConfigError {
        let known = known.joined(separator: ", ")
        return ConfigError(path: path, line: entry.line, column: entry.column,
                           message: table.map { words.unknownKeyIn(shown(entry.key), $0, known) } ?? words.unknownKey(shown(entry.key), known))
    }
}
