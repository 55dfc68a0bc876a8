import ArgumentParser
import CalendarCore
import CalendarUI
import Foundation
import Settings
import SystemServices

/// `dal config --print`: the settings `dal` would use, each with where it
/// came from, written as a config file that dal reads back.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: CommandHelp.words.config.abstract,
        discussion: CommandHelp.words.config.discussion
    )

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.config.print))
    var print = false

    @Flag(name: .long, help: ArgumentHelp(CommandHelp.words.config.path))
    var path = false

    @OptionGroup var screen: ScreenOptions

    func validate() throws {
        if print && path { throw ValidationError(RunWords.options.printOrPath) }
    }

    func run() throws {
        // The path even of a file dal cannot read: that is when it is wanted.
        if path {
            let location = ConfigReader.path(environment: ProcessEnvironment.all)?.path ?? "(no home folder: none)"
            return try StandardStreams.writeOutput(location + "\n")
        }
        let config = try LoadedConfig.get()
        try StandardStreams.writeOutput(try SettingsReport(config: config, screen: screen).text)
    }
}

/// The effective settings as TOML, a comment after each saying where it
/// came from. What flags or the file set is written as a setting; what
/// the locale or a default decides is written commented out, so that the
/// output read back as a config file leaves those to decide again (a
/// default vdir read back as `write = …` would change where events go).
struct SettingsReport {
    let config: Config
    let screen: ScreenOptions

    var text: String {
        get throws {
            var lines = ["# The settings dal uses now, and where each comes from (flags win over the file,",
                         "# the file over the locale and defaults; those are commented out).",
                         "# Config file: \(config.path.map(oneLine) ?? "none")", ""]
            let display = screen.display, sources = screen.sources
            let (localeID, localeSource) = try display.localeSetting()
            let locale = CalendarLocale(identifier: localeID)
            let (weekday, weekdaySource) = try display.weekdaySetting(for: locale)
            let view = try screen.viewSetting, animation = try screen.animationSetting
            let toggle = config.toggleLandsOnToday
            let data = try sources.dataSetting
            add(&lines, "first-weekday", quoted(weekday.name), weekdaySource)
            add(&lines, "locale", quoted(localeID), localeSource)
            if let zone = try display.timeZoneSetting() {
                add(&lines, "timezone", quoted(zone.name), zone.source)
            } else {
                unset(&lines, "timezone", quoted(TimeZone.current.identifier), "TZ, else the system's zone (this one now)")
            }
            if let alsoShow = config.alsoShow {
                add(&lines, "also-show", list(alsoShow.value), alsoShow.source)
            } else {
                unset(&lines, "also-show", list(["Asia/Seoul"]), "no second zone beside the hours")
            }
            let holidays = try display.holidaySetting(for: localeID)
            add(&lines, "holidays", list(holidays.calendar.sources), holidays.source)
            let birthdays = try display.birthdaySetting()
            if birthdays.source == .standard {
                unset(&lines, "birthdays", list(["~/.contacts"]), "no birthdays")
            } else {
                add(&lines, "birthdays", list(birthdays.calendar.folders), birthdays.source)
            }
            let lunar = try display.lunarSetting(for: localeID)
            add(&lines, "lunar", String(lunar.on), lunar.source)
            let language = try display.languageSetting()
            add(&lines, "language", quoted(language.language.rawValue), language.source)
            if let hidden = config.hiddenCalendars {
                add(&lines, "hidden", list(hidden.value), hidden.source)
            } else {
                unset(&lines, "hidden", list(["Work"]), "every calendar shown at first (c hides one, and dal keeps that choice)")
            }
            if let me = config.me {
                add(&lines, "me", list(me.value), me.source)
            } else {
                unset(&lines, "me", list(["ann@example.com"]), "dal invite knows you only by --me")
            }
            if let invitations = config.invitations {
                add(&lines, "invitations", quoted(invitations.value), invitations.source)
            } else {
                unset(&lines, "invitations", quoted("work"), "new-events, else the first writable calendar")
            }
            if let command = config.sendCommand {
                add(&lines, "send-command", quoted(command.value), command.source)
            } else {
                unset(&lines, "send-command", quoted("msmtp -t"), "dal invite sends no reply (--print prints it)")
            }
            add(&lines, "view", quoted(view.mode.rawValue), view.source)
            add(&lines, "animation", String(animation.on), animation.source)
            add(&lines, "toggle-lands-on", quoted(toggle?.value == false ? "cursor" : "today"), toggle?.source ?? .standard)
            add(&lines, "data", list(absolute(data.files, data.source)), data.source)

            lines += ["", "[calendars]"]
            let read = try sources.readSetting, write = try sources.writableSetting
            add(&lines, "read", list(absolute(read.paths, read.source)), read.source)
            add(&lines, "write", list(absolute(write.folders, write.source)), write.source)
            if let newEvents = config.newEvents {
                add(&lines, "new-events", quoted(newEvents.value), newEvents.source)
            } else {
                unset(&lines, "new-events", quoted("personal"), "the first writable calendar")
            }
            table(&lines, "calendars.names", config.calendarNames.map { ($0.key, quoted($0.name.value), $0.name.line) })
            table(&lines, "calendars.colors", config.calendarColors.map { ($0.key, quoted($0.color.value.description), $0.color.line) })
            table(&lines, "calendars.holds", config.calendarHolds.map { ($0.key, list($0.kinds.value), $0.kinds.line) })
            table(&lines, "calendars.alarms", config.defaultAlarms.ringsByCalendar.sorted { $0.key < $1.key }
                .map { ($0.key, String($0.value), config.calendarAlarmLines[$0.key] ?? 0) })
            table(&lines, "categories", config.categoryColors.map { ($0.key, quoted($0.color.value.description), $0.color.line) })

            lines += ["", "[reminders]"]
            let alarms = config.defaultAlarms
            let reminderLine = { (key: String) in SettingSource.file(line: config.reminderLines[key] ?? 0) }
            if let minutes = alarms.timedMinutesBefore {
                add(&lines, "timed", quoted("\(minutes)m"), reminderLine("timed"))
            } else {
                unset(&lines, "timed", quoted("10m"), "timed events without alarms of their own get none")
            }
            if let at = alarms.allDayAt {
                add(&lines, "all-day", quoted(String(format: "%02d:%02d", at / 3600, at / 60 % 60)), reminderLine("all-day"))
            } else {
                unset(&lines, "all-day", quoted("09:00"), "all-day events without alarms of their own get none")
            }
            if let command = config.notifyCommand {
                add(&lines, "notify-command", quoted(command.value), command.source)
            } else {
                unset(&lines, "notify-command", quoted("notify-send"), "notify-send, on the session bus")
            }
            table(&lines, "reminders.calendars", alarms.timedByCalendar.sorted { $0.key < $1.key }
                .map { ($0.key, quoted("\($0.value)m"), config.reminderLines["calendars." + $0.key] ?? 0) })

            lines += ["", "[subscriptions]"]
            if let refresh = config.subscriptionRefresh {
                add(&lines, "refresh", quoted("\(refresh.value)m"), refresh.source)
            } else {
                unset(&lines, "refresh", quoted("6h"), "every 6 hours")
            }
            for subscription in config.subscriptions {
                add(&lines, subscription.value.name, quoted(subscription.value.address), subscription.source)
            }
            if config.subscriptions.isEmpty {
                unset(&lines, "NAME", quoted("https://…/basic.ics"), "no calendar is fetched from the web")
            }

            lines += ["", "[sync]"]
            if let command = config.syncCommand {
                add(&lines, "command", quoted(command.value), command.source)
            } else {
                let found = ConfiguredSync.vdirsyncerIsSetUp(environment: ProcessEnvironment.all)
                unset(&lines, "command", quoted(ConfiguredSync.defaultCommand),
                      found ? "vdirsyncer sync (vdirsyncer is installed and has a config)" : "none (no vdirsyncer with a config): S says how to set one")
            }
            if let afterWrite = config.syncAfterWrite {
                add(&lines, "after-write", String(afterWrite.value), afterWrite.source)
            } else {
                unset(&lines, "after-write", "true", "no sync after dal's changes")
            }
            if let every = config.syncEvery {
                add(&lines, "every", quoted(MinutesText.text(every.value)), every.source)
            } else {
                unset(&lines, "every", quoted("15m"), "no sync while dal is open but with S")
            }
            if let timeout = config.syncTimeout {
                add(&lines, "timeout", quoted("\(timeout.value)s"), timeout.source)
            } else {
                unset(&lines, "timeout", quoted("5m"), "a sync is stopped after 5 minutes")
            }

            lines += ["", "[theme]"]
            for color in ThemeColor.allCases {
                if let spelling = config.themeSpellings[color] {
                    // Unquoted only as TOML writes integers (not "05").
                    let isNumber = Int(spelling.value).map { String($0) == spelling.value } ?? false
                    add(&lines, color.rawValue, isNumber ? spelling.value : quoted(spelling.value), spelling.source)
                } else {
                    add(&lines, color.rawValue, quoted(ColorSpelling.spelling(of: color.get(Theme.standard))), .standard)
                }
            }

            lines += ["", "[keys]"]
            for command in KeyBindings.Command.allCases {
                let keys = config.keyBindings.keys[command] ?? []
                add(&lines, command.rawValue, "[" + keys.map { quoted(KeyBindings.configName(of: $0)) }.joined(separator: ", ") + "]",
                    config.keyLines[command].map { .file(line: $0) } ?? .standard)
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    private func add(_ lines: inout [String], _ key: String, _ value: String, _ source: SettingSource) {
        let decided: Bool
        switch source {
        case .flag, .file: decided = true
        case .locale, .environment, .standard: decided = false
        }
        let setting = (decided ? "" : "# ") + "\(quotedKey(key)) = \(value)"
        let padding = String(repeating: " ", count: max(1, 34 - setting.count))
        lines.append(setting + padding + "# " + source.describe(configPath: config.path))
    }

    /// A setting nothing set: commented out, with a value to show its
    /// form, and what dal does without it.
    private func unset(_ lines: inout [String], _ key: String, _ example: String, _ without: String) {
        let setting = "# \(quotedKey(key)) = \(example)"
        let padding = String(repeating: " ", count: max(1, 34 - setting.count))
        lines.append(setting + padding + "# not set: " + without)
    }

    /// A table of the file's entries; one nothing set is listed commented
    /// out, with an example entry.
    private func table(_ lines: inout [String], _ name: String, _ entries: [(String, String, Int)]) {
        guard !entries.isEmpty else {
            lines += ["", "# [\(name)]" + String(repeating: " ", count: max(1, 34 - name.count - 4)) + "# none set: "
                      + (Self.tableExamples[name] ?? "")]
            return
        }
        lines += ["", "[\(name)]"]
        for (key, value, line) in entries { add(&lines, key, value, .file(line: line)) }
    }

    /// What each table holds, for the report of an empty one.
    private static let tableExamples = [
        "calendars.names": "FOLDER = \"Name\" names a calendar (else its displayname, else its folder)",
        "calendars.colors": "NAME = \"green\" colours a calendar (else its color file)",
        "calendars.holds": "NAME = [\"VEVENT\"] lets `dal import` put only events in a calendar (else events and tasks)",
        "calendars.alarms": "NAME = false silences a calendar's alarms, NAME = true lets a subscription's ring (else all ring but subscriptions')",
        "categories": "CATEGORY = \"magenta\" colours events of a category",
        "reminders.calendars": "NAME = \"15m\" gives a calendar's timed events their own alarm",
    ]

    /// Paths given as flags are relative to where dal runs; in a config
    /// file they would be relative to the file: write them in full.
    private func absolute(_ paths: [String], _ source: SettingSource) -> [String] {
        guard case .flag = source else { return paths }
        let folder = FileManager.default.currentDirectoryPath
        return paths.map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
    }

    /// A path in a comment: a newline would end the comment.
    private func oneLine(_ text: String) -> String {
        String(quotedString(text).dropFirst().dropLast())
    }

    private func list(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ", ") + "]"
    }

    private func quoted(_ text: String) -> String { quotedString(text) }

    /// A key bare when TOML allows it, else quoted.
    private func quotedKey(_ key: String) -> String {
        let bare = !key.isEmpty && key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        return bare ? key : quoted(key)
    }
}
