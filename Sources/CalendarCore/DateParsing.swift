/// What a user typed for a date: a whole month or one day.
public enum DateInput: Hashable, Sendable {
    case month(YearMonth)
    case day(CivilDate)

    /// The day a view should open on: the day itself, or the 1st of a month.
    public var anchorDate: CivilDate {
        switch self {
        case .month(let month): month.firstDay
        case .day(let date): date
        }
    }
}

/// Why a typed date was refused. `description` is a sentence a person can
/// act on; `acceptedForms` says what would have worked.
public enum DateParseError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed(String)
    case yearOutOfRange(String, year: Int)
    case monthOutOfRange(String, month: Int)
    case dayOutOfRange(String, day: Int, daysInMonth: Int, month: YearMonth)

    public static let acceptedForms = "YYYY-MM or YYYY-MM-DD, years 0001 to 9999 (e.g. 2026-11 or 2026-11-21)"

    public var description: String {
        switch self {
        case .malformed(let text):
            return "'\(text)' is not a date"
        case .yearOutOfRange(let text, let year):
            return "'\(text)': year \(year) is outside 1...9999"
        case .monthOutOfRange(let text, let month):
            return "'\(text)': month \(month) does not exist (months are 01 to 12)"
        case .dayOutOfRange(let text, let day, let days, let month):
            return "'\(text)': day \(day) does not exist, \(month) has \(days) days"
        }
    }
}

extension DateInput {
    /// Parses `YYYY-MM` or `YYYY-MM-DD` (ASCII digits only) and checks that
    /// the date exists and lies within years 1...9999.
    public static func parse(_ text: String) throws(DateParseError) -> DateInput {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              (4...5).contains(parts[0].utf8.count),
              parts.dropFirst().allSatisfy({ $0.utf8.count == 2 }),
              let year = Int(parts[0]), let month = Int(parts[1])
        else { throw .malformed(text) }
        guard CivilDate.supportedYears.contains(year) else { throw .yearOutOfRange(text, year: year) }
        guard let yearMonth = YearMonth(year: year, month: month) else { throw .monthOutOfRange(text, month: month) }
        guard parts.count == 3 else { return .month(yearMonth) }
        let day = Int(parts[2])!
        guard let date = CivilDate(year: year, month: month, day: day) else {
            throw .dayOutOfRange(text, day: day, daysInMonth: yearMonth.numberOfDays, month: yearMonth)
        }
        return .day(date)
    }
}

extension CivilDate {
    /// Parses exactly `YYYY-MM-DD`; a month alone is refused.
    public static func parse(_ text: String) throws(DateParseError) -> CivilDate {
        switch try DateInput.parse(text) {
        case .day(let date): return date
        case .month: throw .malformed(text)
        }
    }
}
