import CalendarCore

/// `dal pick --format`: strftime-style patterns over civil dates, or JSON.
public enum DateFormat: Equatable, Sendable {
    case pattern(String)
    case json

    public static let iso = DateFormat.pattern("%F")
    /// The conversions understood, for help and errors.
    public static let conversions = "%Y %y %m %d %e %j %F %a %A %b %B %u %w %V %G %%"

    /// Parses `json` or a pattern; unknown conversions are refused.
    public init(_ text: String) throws(DateFormatError) {
        if text == "json" { self = .json; return }
        // An empty pattern would print empty lines: nothing a script can use.
        guard !text.isEmpty else { throw DateFormatError(pattern: text) }
        var chars = text.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { continue }
            guard let conversion = chars.next(), "YymdejFaAbBuwVG%".contains(conversion) else {
                throw DateFormatError(pattern: text)
            }
        }
        self = .pattern(text)
    }

    /// All dates, one per line (a JSON array for `json`), newline-terminated.
    public func render(_ dates: [CivilDate], locale: CalendarLocale) -> String {
        switch self {
        case .json:
            return "[" + dates.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
        case .pattern(let pattern):
            return dates.map { format($0, pattern: pattern, locale: locale) + "\n" }.joined()
        }
    }

    func format(_ date: CivilDate, pattern: String, locale: CalendarLocale) -> String {
        let (year, month, day) = date.components
        var out = ""
        var chars = pattern.makeIterator()
        while let c = chars.next() {
            guard c == "%", let conversion = chars.next() else { out.append(c); continue }
            switch conversion {
            case "Y": out += String(year)
            case "y": out += twoDigits(year % 100)
            case "m": out += twoDigits(month)
            case "d": out += twoDigits(day)
            case "e": out += day < 10 ? " \(day)" : String(day)
            case "j": out += String(String(date.dayOfYear + 1000).dropFirst())
            case "F": out += date.description
            case "a": out += locale.shortWeekdayNames[date.weekday.rawValue]
            case "A": out += locale.fullWeekdayNames[date.weekday.rawValue]
            case "b": out += locale.shortMonthNames[month - 1]
            case "B": out += locale.formatMonthNames[month - 1]
            case "u": out += String(date.weekday == .sunday ? 7 : date.weekday.rawValue)
            case "w": out += String(date.weekday.rawValue)
            case "V": out += twoDigits(ISOWeek(containing: date).week)
            case "G": out += String(ISOWeek(containing: date).year)
            default: out.append(conversion)   // %%
            }
        }
        return out
    }

    private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}

public struct DateFormatError: Error, CustomStringConvertible {
    public let pattern: String
    public var description: String {
        (pattern.isEmpty ? "the format is empty, so every date would print as an empty line."
            : "'\(pattern)' is not a date format.")
            + " Use json or a pattern of \(DateFormat.conversions) and plain text, e.g. '%d.%m.%Y'."
    }
}
