import ArgumentParser
import CalendarCore
import Foundation
import Persistence

/// Options every view takes: locale, first weekday and today's date.
struct DisplayOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "First day of the week: monday to sunday (or mon, tue, ...), or locale.", valueName: "day"))
    var firstWeekday: String = "locale"

    @Option(name: .long, help: ArgumentHelp(
        "Locale for names and the first weekday, e.g. ko_KR or de_DE (default: LC_ALL, LC_TIME, LANG; `list` prints them all).",
        valueName: "id"))
    var locale: String?

    @Option(name: .long, help: ArgumentHelp(
        "Pretend today is this date (also: DAL_TODAY).", valueName: "YYYY-MM-DD"))
    var today: String?

    func validate() throws {
        _ = try resolvedWeekday(for: .english)
        _ = try resolvedToday()
        if locale == "list" {
            throw CleanExit.message(CalendarLocale.knownIdentifiers.joined(separator: "\n"))
        }
        if let locale, let unknown = CalendarLocale(identifier: locale).unknownRequest {
            throw ValidationError("'\(unknown)' is not a locale dal knows. Use an identifier such as en_US, en_GB, de_DE, "
                + "fr_FR, ko_KR or ja_JP (a codeset is fine: ko_KR.UTF-8); `dal print --locale list` prints all "
                + "\(CalendarLocale.knownIdentifiers.count) of them.")
        }
    }

    func resolvedLocale() -> CalendarLocale {
        CalendarLocale(identifier: locale ?? CalendarLocale.identifier(fromEnvironment: ProcessInfo.processInfo.environment))
    }

    func resolvedWeekday(for locale: CalendarLocale) throws -> Weekday {
        if firstWeekday.lowercased() == "locale" { return locale.firstWeekday }
        guard let weekday = Weekday(name: firstWeekday) else {
            throw ValidationError("'\(firstWeekday)' is not a weekday for --first-weekday. "
                + "Accepted: monday, tuesday, wednesday, thursday, friday, saturday, sunday "
                + "(or their first three letters), or locale.")
        }
        return weekday
    }

    /// `--today`, else `DAL_TODAY`, else the local clock.
    func resolvedToday() throws -> CivilDate {
        if let today { return try parseToday(today, source: "--today") }
        if let value = ProcessInfo.processInfo.environment["DAL_TODAY"], !value.isEmpty {
            return try parseToday(value, source: "DAL_TODAY")
        }
        return LocalClock.today()
    }

    private func parseToday(_ text: String, source: String) throws -> CivilDate {
        do {
            return try CivilDate.parse(text)
        } catch {
            throw ValidationError("\(source): \(error). Accepted form: YYYY-MM-DD, years 0001 to 9999.")
        }
    }
}

/// Parses the optional DATE argument of `dal` and `dal print`.
func parseDateArgument(_ text: String?) throws -> DateInput? {
    guard let text else { return nil }
    do {
        return try DateInput.parse(text)
    } catch {
        throw ValidationError("\(error). Accepted forms: \(DateParseError.acceptedForms).")
    }
}
