import ArgumentParser
import CalendarCore
import Calendars
import Foundation
import InterfaceWords
import Storage
import SystemServices
import Settings

/// What every view takes: locale, first weekday and today's date, as
/// typed (`DisplayOptions`) or not given at all (`NoArguments`: a plain
/// `dal` starts without ArgumentParser).
protocol DisplayChoices {
    var firstWeekday: String? { get }
    var locale: String? { get }
    var today: String? { get }
    var now: String? { get }
    var timeZone: String? { get }
    /// `--holidays`: region codes, or `none`.
    var holidays: [String] { get }
    /// `--birthdays`: folders of contacts, or `none`.
    var birthdays: [String] { get }
    /// `--lunar` (true), `--no-lunar` (false), or neither.
    var lunar: Bool? { get }
    /// `--language`: `ko`, `en`.
    var language: String? { get }
}

/// Options every view takes: locale, first weekday and today's date.
struct DisplayOptions: ParsableArguments, DisplayChoices {
    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.display.firstWeekday, valueName: "day"))
    var firstWeekday: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.display.locale, valueName: "id"))
    var locale: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.display.today, valueName: "YYYY-MM-DD"))
    var today: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.display.now, valueName: "YYYY-MM-DDTHH:MM[:SS]"))
    var now: String?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.display.holidays, valueName: "region"))
    var holidays: [String] = []

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.display.birthdays, valueName: "path"))
    var birthdays: [String] = []

    @Flag(name: .long, inversion: .prefixedNo, help: ArgumentHelp(CommandHelp.words.display.lunar))
    var lunar: Bool?

    @Option(name: .long, help: ArgumentHelp(CommandHelp.words.display.language, valueName: "code"))
    var language: String?

    @Option(name: .customLong("timezone"), help: ArgumentHelp(CommandHelp.words.display.timeZone, valueName: "zone"))
    var timeZone: String?

    func validate() throws {
        let words = RunWords.options
        try ArgumentText.check(firstWeekday, "--first-weekday", takes: words.takesWeekday)
        try ArgumentText.check(locale, "--locale", takes: words.takesLocale)
        try ArgumentText.check(today, "--today", takes: words.takesDate)
        try ArgumentText.check(now, "--now", takes: words.takesMoment)
        try ArgumentText.check(timeZone, "--timezone", takes: words.takesZone)
        if let timeZone { try Self.use(timeZone) }
        if let language, CalendarLanguage(code: language) == nil {
            throw ValidationError(words.unknownLanguage(language))
        }
        // The flag alone: the config file is read (and its errors told)
        // when the command runs, so that a bad file exits 78, not 64.
        if firstWeekday != nil { _ = try weekdaySetting(for: .english) }
        _ = try resolvedToday()
        _ = try resolvedClock()
        if locale == "list" {
            throw CleanExit.message(CalendarLocale.knownIdentifiers.joined(separator: "\n"))
        }
        if let locale, let unknown = CalendarLocale(identifier: locale).unknownRequest {
            throw ValidationError(words.unknownLocale(unknown, CalendarLocale.knownIdentifiers.count))
        }
    }

}

extension DisplayChoices {
    /// `--locale`, else the config file's, else LC_ALL, LC_TIME, LANG.
    func resolvedLocale() throws -> CalendarLocale {
        SavedLocale.load(try localeSetting().identifier, cache: SourceOptions.cacheFolder)
    }

    /// The locale's identifier and where it came from.
    func localeSetting() throws -> (identifier: String, source: SettingSource) {
        if let locale { return (locale, .flag("--locale")) }
        if let located = try LoadedConfig.get().locale { return (located.value, .file(line: located.line)) }
        return (CalendarLocale.identifier(fromEnvironment: ProcessEnvironment.values(CalendarLocale.environmentKeys)), .environment)
    }

    /// `--holidays`, else the config file's, else the locale's region when
    /// dal has its holidays.
    func holidaySetting(for localeIdentifier: String) throws -> (calendar: HolidayCalendar, source: SettingSource) {
        let (regions, source): ([String], SettingSource)
        if !holidays.isEmpty {
            (regions, source) = (holidays.contains { $0.lowercased() == "none" } ? [] : holidays, .flag("--holidays"))
        } else if let located = try LoadedConfig.get().holidays {
            (regions, source) = (located.value, .file(line: located.line))
        } else {
            (regions, source) = (HolidayCalendar.regions(forLocale: localeIdentifier), .locale)
        }
        var calendar: HolidayCalendar
        switch HolidayCalendar.of(regions) {
        case .success(let regions): calendar = regions
        case .failure(let unknown): throw ValidationError("--holidays: " + RunWords.configFile.describe(unknown))
        }
        for file in regions where HolidayCalendar.namesFile(file) {
            do throws(FileError) {
                let read = try HolidayFile.read(file)
                calendar = calendar.adding(file: file, holidays: read.holidays,
                                           warnings: read.warnings.map(RunWords.files.describe(calendarProblem:)))
            } catch {
                // A file dal cannot use, as for every command: said, exit 65.
                StandardStreams.reportError("\(try DataError(RunWords.files.describe(error)).named(by: "holidays", source))")
                throw ExitCode(ExitStatus.dataError)
            }
        }
        return (calendar, source)
    }

    /// `--birthdays`, else the config file's: the contacts' yearly days,
    /// read once. A path that does not exist stops dal (exit 65), as a
    /// holiday file does; a card that cannot be read is a warning.
    func birthdaySetting() throws -> (calendar: BirthdayCalendar, source: SettingSource) {
        let (paths, source): ([String], SettingSource)
        if !birthdays.isEmpty {
            (paths, source) = (birthdays.contains { $0.lowercased() == "none" } ? [] : birthdays.map(Self.expandingHome), .flag("--birthdays"))
        } else if let located = try LoadedConfig.get().birthdays {
            (paths, source) = (located.value, .file(line: located.line))
        } else {
            return (.none, .standard)
        }
        var calendar = BirthdayCalendar.none
        for path in paths {
            do throws(FileError) {
                let read = try ContactsFolder.read(path)
                let files = RunWords.files
                calendar = calendar.adding(folder: path, birthdays: read.birthdays,
                                           warnings: read.problems.map(files.describe) + read.unreadable.map(files.describe))
            } catch {
                StandardStreams.reportError("\(try DataError(RunWords.files.describe(error)).named(by: "birthdays", source))")
                throw ExitCode(ExitStatus.dataError)
            }
        }
        return (calendar, source)
    }

    private static func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = ProcessEnvironment.value("HOME") else { return path }
        return home + path.dropFirst()
    }

    /// `--language`, else the config file's, else the language of a
    /// locale asked for (`--locale`, the config's `locale`), else the
    /// environment's language of messages.
    func languageSetting() throws -> (language: CalendarLanguage, source: SettingSource) {
        LanguageChoice.resolve(flag: language, locale: locale, config: try LoadedConfig.get())
    }

    /// `--lunar`/`--no-lunar`, else the config file's, else on for a
    /// Korean locale.
    func lunarSetting(for localeIdentifier: String) throws -> (on: Bool, source: SettingSource) {
        if let lunar { return (lunar, .flag(lunar ? "--lunar" : "--no-lunar")) }
        if let located = try LoadedConfig.get().lunar { return (located.value, .file(line: located.line)) }
        return (CalendarLanguage(localeIdentifier: localeIdentifier) == .korean, .locale)
    }

    /// `--first-weekday`, else the config file's, else the locale's.
    func resolvedWeekday(for locale: CalendarLocale) throws -> Weekday {
        try weekdaySetting(for: locale).weekday
    }

    func weekdaySetting(for locale: CalendarLocale) throws -> (weekday: Weekday, source: SettingSource) {
        guard let firstWeekday else {
            if let located = try LoadedConfig.get().firstWeekday {
                return (located.value ?? locale.firstWeekday, .file(line: located.line))
            }
            return (locale.firstWeekday, .locale)
        }
        if firstWeekday.lowercased() == "locale" { return (locale.firstWeekday, .flag("--first-weekday")) }
        guard let weekday = Weekday(name: firstWeekday) else {
            throw ValidationError(RunWords.options.unknownWeekday(firstWeekday))
        }
        return (weekday, .flag("--first-weekday"))
    }

    /// The zone times are shown in: `--timezone`, else the config file's;
    /// nil: TZ's, else the system's.
    func timeZoneSetting() throws -> (name: String, source: SettingSource)? {
        if let timeZone { return (timeZone, .flag("--timezone")) }
        if let located = try LoadedConfig.get().timeZone { return (located.value, .file(line: located.line)) }
        return nil
    }

    /// Makes the zone of `--timezone` or the config file the zone of this
    /// run, before anything reads the local time (today's date first).
    func applyTimeZone() throws {
        if let name = try timeZoneSetting()?.name { try Self.use(name) }
    }

    static func use(_ name: String) throws {
        guard ZoneDatabase.knows(name) else {
            throw ValidationError(RunWords.options.unknownZone(name))
        }
        ZoneDatabase.use(name)
    }

    /// `--today`, else `DAL_TODAY`, else the day of `--now` (`DAL_NOW`),
    /// else the local clock's.
    func resolvedToday() throws -> CivilDate {
        if let today { return try parseToday(today, source: "--today") }
        if let value = ProcessEnvironment.value("DAL_TODAY"), !value.isEmpty {
            return try parseToday(value, source: "DAL_TODAY")
        }
        if let moment = try resolvedNow() { return moment.date }
        return LocalClock.today()
    }

    /// The clock the run shows: set to `--now` (`DAL_NOW`), or to today's
    /// pretended date at the real time of day, else the system's.
    func resolvedClock() throws -> WallClock {
        let today = try resolvedToday()
        if let moment = try resolvedNow(), moment.date == today { return WallClock(showing: moment) }
        return today == LocalClock.today() ? WallClock() : WallClock(today: today)
    }

    private func resolvedNow() throws -> LocalDateTime? {
        let (text, source) = now.map { ($0, "--now") }
            ?? (ProcessEnvironment.value("DAL_NOW").flatMap { $0.isEmpty ? nil : ($0, "DAL_NOW") } ?? ("", ""))
        guard !text.isEmpty else { return nil }
        // HH:MM, or HH:MM:SS for a moment to the second (a test's alarm
        // a few seconds ahead).
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let clock = parts.count == 2 ? parts[1].split(separator: ":", omittingEmptySubsequences: false).map { $0.count == 2 ? Int($0) : nil } : []
        guard parts.count == 2, let date = try? CivilDate.parse(parts[0]), clock.count == 2 || clock.count == 3,
              let hour = clock[0], let minute = clock[1], (0..<24).contains(hour), (0..<60).contains(minute),
              let second = clock.count == 3 ? clock[2] : 0, (0..<60).contains(second) else {
            throw ValidationError(RunWords.options.notAMoment(source, text))
        }
        return LocalDateTime(date: date, secondsOfDay: hour * 3600 + minute * 60 + second)
    }

    private func parseToday(_ text: String, source: String) throws -> CivilDate {
        do {
            return try CivilDate.parse(text)
        } catch {
            throw ValidationError(RunWords.options.badToday(source, RunWords.options.reason(error)))
        }
    }
}

/// Parses the optional DATE argument of `dal` and `dal print`.
func parseDateArgument(_ text: String?) throws -> DateInput? {
    guard let text else { return nil }
    try ArgumentText.check(text, RunWords.options.dateArgument, takes: RunWords.options.takesDateArgument)
    do {
        return try DateInput.parse(text)
    } catch {
        throw ValidationError(RunWords.options.badDateArgument(RunWords.options.reason(error)))
    }
}
