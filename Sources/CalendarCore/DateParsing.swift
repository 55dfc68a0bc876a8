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
    /// the date exists and lies within years 1...9999. Works on the UTF-8
    /// bytes: stores and data files hold hundreds of thousands of dates.
    public static func parse(_ text: String) throws(DateParseError) -> DateInput {
        // Up to three fields of digits separated by '-': 4-5, 2, 2 digits.
        var fields = (0, 0, 0), lengths = (0, 0, 0), count = 1
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") {
                count += 1
                guard count <= 3 else { throw .malformed(text) }
                continue
            }
            guard (0x30...0x39).contains(byte) else { throw .malformed(text) }
            let digit = Int(byte - 0x30)
            switch count {
            case 1: fields.0 = fields.0 &* 10 &+ digit; lengths.0 += 1
            case 2: fields.1 = fields.1 * 10 + digit; lengths.1 += 1
            default: fields.2 = fields.2 * 10 + digit; lengths.2 += 1
            }
            guard lengths.0 <= 5, lengths.1 <= 2, lengths.2 <= 2 else { throw .malformed(text) }
        }
        guard count >= 2, lengths.0 >= 4, lengths.1 == 2, count == 2 || lengths.2 == 2 else { throw .malformed(text) }
        let (year, month) = (fields.0, fields.1)
        // Five digits only to say that a year past 9999 is out of range:
        // `02026-11` is no way to write 2026.
        if lengths.0 == 5, year <= 9999 { throw .malformed(text) }
        guard CivilDate.supportedYears.contains(year) else { throw .yearOutOfRange(text, year: year) }
        guard let yearMonth = YearMonth(year: year, month: month) else { throw .monthOutOfRange(text, month: month) }
        guard count == 3 else { return .month(yearMonth) }
        guard let date = CivilDate(year: year, month: month, day: fields.2) else {
            throw .dayOutOfRange(text, day: fields.2, daysInMonth: yearMonth.numberOfDays, month: yearMonth)
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
