import Foundation

/// Month and weekday names, the first weekday, and title patterns of one
/// locale, read once from Foundation's locale data (ICU).
///
/// Only names and patterns are taken from Foundation: dates are formatted
/// here from civil fields, so no `Date` or time zone is involved.
public struct CalendarLocale: Sendable, Equatable {
    /// The identifier whose data is in use, e.g. `ko_KR` or `en_US`.
    public let identifier: String
    /// Set when the requested locale was unknown and English was used.
    public let unknownRequest: String?
    public let firstWeekday: Weekday
    /// Indexed by month - 1. Stand-alone forms ("November"), used alone.
    public let monthNames: [String]
    /// Indexed by month - 1. Forms used inside a date pattern.
    public let formatMonthNames: [String]
    public let shortMonthNames: [String]
    /// Indexed by `Weekday.rawValue` (Sunday first).
    public let shortWeekdayNames: [String]
    public let veryShortWeekdayNames: [String]
    public let fullWeekdayNames: [String]
    /// ICU pattern for a month title, e.g. `MMMM y` or `y년 MMMM`.
    let monthTitlePattern: String
    /// ICU pattern for a year alone, e.g. `y` or `y년`.
    let yearPattern: String
    /// ICU pattern for one day with month and year, e.g. `MMM d, y`.
    let dayPattern: String
    /// ICU pattern for a day of a month, e.g. `MMM d` or `MMM d일`.
    let monthDayPattern: String
    /// ICU pattern for a day with its weekday, e.g. `EEEE, MMMM d, y`.
    let fullDayPattern: String
    /// ICU pattern for the day of the month alone, e.g. `d` or `d일`.
    let dayOfMonthPattern: String

    public static let fallbackIdentifier = "en_US"
    public static let english = CalendarLocale(identifier: fallbackIdentifier)

    /// Loads `identifier` (POSIX `ko_KR.UTF-8`, `de_DE@euro` and BCP 47
    /// `ko-KR` forms are accepted). An unknown or malformed identifier, `C`
    /// and `POSIX` give English; `unknownRequest` says so.
    public init(identifier requested: String) {
        let normalized = CalendarLocale.normalize(requested)
        let known = normalized.flatMap(CalendarLocale.knownIdentifier)
        let id = known ?? CalendarLocale.fallbackIdentifier
        identifier = id
        let isPlainEnglishRequest = CalendarLocale.isPOSIX(requested)
        unknownRequest = (known == nil && !isPlainEnglishRequest) ? requested : nil

        let locale = Locale(identifier: id)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        firstWeekday = Weekday(rawValue: calendar.firstWeekday - 1) ?? .sunday
        monthNames = calendar.standaloneMonthSymbols
        formatMonthNames = calendar.monthSymbols
        shortMonthNames = calendar.shortMonthSymbols
        shortWeekdayNames = calendar.shortStandaloneWeekdaySymbols
        veryShortWeekdayNames = calendar.veryShortStandaloneWeekdaySymbols
        fullWeekdayNames = calendar.standaloneWeekdaySymbols
        monthTitlePattern = DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: locale) ?? "MMMM y"
        yearPattern = DateFormatter.dateFormat(fromTemplate: "y", options: 0, locale: locale) ?? "y"
        dayPattern = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: locale) ?? "MMM d, y"
        monthDayPattern = DateFormatter.dateFormat(fromTemplate: "MMMd", options: 0, locale: locale) ?? "MMM d"
        fullDayPattern = DateFormatter.dateFormat(fromTemplate: "yMMMMEEEEd", options: 0, locale: locale) ?? "EEEE, MMMM d, y"
        dayOfMonthPattern = DateFormatter.dateFormat(fromTemplate: "d", options: 0, locale: locale) ?? "d"
    }

    /// Its six lists of names (months stand-alone, in a date, short;
    /// weekdays short, very short, full) and six patterns, in the order
    /// `init(identifier:unknownRequest:firstWeekday:names:patterns:)`
    /// takes them: what a cache keeps of it.
    public var names: [[String]] {
        [monthNames, formatMonthNames, shortMonthNames, shortWeekdayNames, veryShortWeekdayNames, fullWeekdayNames]
    }

    public var patterns: [String] {
        [monthTitlePattern, yearPattern, dayPattern, monthDayPattern, fullDayPattern, dayOfMonthPattern]
    }

    /// A locale as `names` and `patterns` gave it; nil unless there are
    /// twelve months and seven weekdays in each list and six patterns.
    public init?(identifier: String, unknownRequest: String?, firstWeekday: Weekday, names: [[String]], patterns: [String]) {
        guard names.map(\.count) == [12, 12, 12, 7, 7, 7], patterns.count == 6 else { return nil }
        self.identifier = identifier
        self.unknownRequest = unknownRequest
        self.firstWeekday = firstWeekday
        (monthNames, formatMonthNames, shortMonthNames) = (names[0], names[1], names[2])
        (shortWeekdayNames, veryShortWeekdayNames, fullWeekdayNames) = (names[3], names[4], names[5])
        (monthTitlePattern, yearPattern, dayPattern) = (patterns[0], patterns[1], patterns[2])
        (monthDayPattern, fullDayPattern, dayOfMonthPattern) = (patterns[3], patterns[4], patterns[5])
    }

    /// The variables that name the locale, in the order POSIX programs read them.
    public static let environmentKeys = ["LC_ALL", "LC_TIME", "LANG"]

    /// The locale named by the environment as POSIX programs read it:
    /// the first non-empty of `LC_ALL`, `LC_TIME`, `LANG`. Foundation's
    /// `Locale.current` ignores these on Linux, hence this.
    public static func identifier(fromEnvironment environment: [String: String]) -> String {
        for key in environmentKeys {
            if let value = environment[key], !value.isEmpty { return value }
        }
        return "C"
    }

    /// Title of a month page, e.g. `November 2026` or `2026년 11월`.
    public func title(for month: YearMonth) -> String {
        format(pattern: monthTitlePattern, year: month.year, month: month.month, day: 1)
    }

    /// Title of a year page, e.g. `2026`, `0001` or `2026년`.
    public func yearTitle(_ year: Int) -> String {
        format(pattern: yearPattern, year: year, month: 1, day: 1)
    }

    /// A month's name alone, as a title over a month of a year page:
    /// `November`, `11월`.
    public func monthName(_ month: YearMonth) -> String {
        format(pattern: "LLLL", year: month.year, month: month.month, day: 1)
    }

    /// One day with its month and year, e.g. `Nov 21, 2026`.
    public func longDate(_ date: CivilDate) -> String {
        format(pattern: dayPattern, date: date)
    }

    /// A day of a month, e.g. `Nov 21` or `11월 21일`.
    public func monthDay(_ date: CivilDate) -> String {
        format(pattern: monthDayPattern, date: date)
    }

    /// The day of the month alone, e.g. `21` or `21일`.
    public func dayOfMonth(_ date: CivilDate) -> String {
        format(pattern: dayOfMonthPattern, date: date)
    }

    /// A day in full, e.g. `Saturday, November 21, 2026` or
    /// `2026년 11월 21일 토요일`.
    public func fullDate(_ date: CivilDate) -> String {
        format(pattern: fullDayPattern, date: date)
    }

    // MARK: Pattern formatting

    func format(pattern: String, date: CivilDate) -> String {
        let c = date.components
        return format(pattern: pattern, year: c.year, month: c.month, day: c.day)
    }

    /// Formats the subset of ICU date pattern fields that month and day
    /// titles use: y, M/L (number or name), d, E/c (weekday names), quoted
    /// literals. Fields that need an instant (era, time, zone) are left
    /// out.
    func format(pattern: String, year: Int, month: Int, day: Int) -> String {
        var output = ""
        var chars = Array(pattern)[...]
        while let char = chars.first {
            if char == "'" {
                chars = chars.dropFirst()
                if chars.first == "'" { output.append("'"); chars = chars.dropFirst(); continue }
                // Inside quotes, '' is a quote and a lone ' ends the literal.
                while let literal = chars.first {
                    chars = chars.dropFirst()
                    if literal != "'" { output.append(literal); continue }
                    guard chars.first == "'" else { break }
                    output.append("'")
                    chars = chars.dropFirst()
                }
                continue
            }
            guard char.isASCII, char.isLetter else { output.append(char); chars = chars.dropFirst(); continue }
            let run = chars.prefix { $0 == char }.count
            chars = chars.dropFirst(run)
            switch char {
            // Years are padded to four digits: "January 1" would read as a day.
            case "y": output += run == 2 ? pad(year % 100, 2) : pad(year, max(run, 4))
            case "M", "L":
                let names = char == "L" ? monthNames : formatMonthNames
                switch run {
                case 1: output += String(month)
                case 2: output += pad(month, 2)
                case 3: output += shortMonthNames[month - 1]
                default: output += names[month - 1]
                }
            case "d": output += pad(day, run)
            case "E", "c":
                guard let weekday = CivilDate(year: year, month: month, day: day)?.weekday.rawValue else { break }
                output += run >= 4 ? fullWeekdayNames[weekday] : shortWeekdayNames[weekday]
            default: break
            }
        }
        // Foundation's `trimmingCharacters(in: .whitespaces)` (spaces of
        // category Zs and tab) without building its CharacterSet, a
        // twentieth of the time before the first frame (issue 20).
        let isSpace = { (character: Character) in
            character.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
        // Trimmed by indices: reversed views of slices are generic types the
        // runtime must look up before the first frame.
        var start = output.startIndex, end = output.endIndex
        while start < end, isSpace(output[start]) { start = output.index(after: start) }
        while end > start, isSpace(output[output.index(before: end)]) { end = output.index(before: end) }
        return String(output[start..<end])
    }

    // MARK: Identifier handling

    /// `ko_KR.UTF-8@x` -> `ko_KR`; nil for C/POSIX and anything malformed.
    static func normalize(_ raw: String) -> String? {
        let cleaned = stripCodesetAndModifier(raw).replacingOccurrences(of: "-", with: "_")
        guard !cleaned.isEmpty, cleaned != "C", cleaned != "POSIX",
              cleaned.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        else { return nil }
        return cleaned
    }

    /// The C locale in any spelling (`C`, `POSIX`, `C.UTF-8`) or none at all.
    static func isPOSIX(_ raw: String) -> Bool {
        raw.isEmpty || ["C", "POSIX"].contains(stripCodesetAndModifier(raw))
    }

    private static func stripCodesetAndModifier(_ raw: String) -> String {
        var id = Substring(raw)
        if let at = id.firstIndex(of: "@") { id = id[..<at] }
        if let dot = id.firstIndex(of: ".") { id = id[..<dot] }
        return String(id)
    }

    private static let available: Set<String> = Set(Locale.availableIdentifiers)

    /// Every identifier dal accepts, sorted (ICU's list).
    public static var knownIdentifiers: [String] { available.sorted() }

    /// Foundation answers unknown identifiers with the process default, so
    /// check ICU's list first: the exact identifier, else its language.
    static func knownIdentifier(_ id: String) -> String? {
        if available.contains(id) { return id }
        let language = String(id.prefix { $0 != "_" })
        return available.contains(language) ? language : nil
    }
}
