/// A day of the proleptic Gregorian calendar, held as a count of days since
/// 1970-01-01 (Howard Hinnant's `days_from_civil` / `civil_from_days`).
///
/// The arithmetic is total over `Int`; `supportedYears` is the range the
/// product accepts from users and pages through. No `Date`, no seconds and no
/// time zone live here: a civil date is the same day everywhere.
public struct CivilDate: Hashable, Comparable, Sendable {
    public static let supportedYears: ClosedRange<Int> = 1...9999
    public static let first = CivilDate(year: 1, month: 1, day: 1)!
    public static let last = CivilDate(year: 9999, month: 12, day: 31)!

    /// Days since 1970-01-01 (negative before it).
    public let dayNumber: Int

    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// A validated date; nil when the month or day does not exist.
    /// The year is not range-checked here so that neighbours of the edges
    /// (e.g. the week before 0001-01-01) can be represented.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month),
              (1...CivilDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        dayNumber = CivilDate.daysFromCivil(year: year, month: month, day: day)
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        lhs.dayNumber < rhs.dayNumber
    }

    // MARK: Fields

    /// Year, month (1...12) and day (1...31) in one conversion.
    public var components: (year: Int, month: Int, day: Int) {
        CivilDate.civilFromDays(dayNumber)
    }

    public var year: Int { components.year }
    public var month: Int { components.month }
    public var day: Int { components.day }
    public var yearMonth: YearMonth {
        let c = components
        return YearMonth(uncheckedYear: c.year, month: c.month)
    }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (raw value 4).
        Weekday(rawValue: CivilDate.floorMod(dayNumber + 4, 7))!
    }

    /// 1 for January 1st.
    public var dayOfYear: Int {
        dayNumber - CivilDate.daysFromCivil(year: year, month: 1, day: 1) + 1
    }

    public var isSupported: Bool {
        self >= CivilDate.first && self <= CivilDate.last
    }

    // MARK: Arithmetic

    public func adding(days: Int) -> CivilDate {
        CivilDate(dayNumber: dayNumber + days)
    }

    /// Adds calendar months, clamping the day to the target month's length
    /// (Jan 31 + 1 month = Feb 28 or 29).
    public func adding(months: Int) -> CivilDate {
        let c = components
        let target = YearMonth(uncheckedYear: c.year, month: c.month).adding(months: months)
        let day = min(c.day, target.numberOfDays)
        return CivilDate(dayNumber: CivilDate.daysFromCivil(year: target.year, month: target.month, day: day))
    }

    public func days(until other: CivilDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// The closest date on or before this one that falls on `weekday`.
    public func startOfWeek(firstWeekday: Weekday) -> CivilDate {
        adding(days: -weekday.offset(from: firstWeekday))
    }

    // MARK: Calendar rules

    public static func isLeap(year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year: year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // MARK: Hinnant's algorithms (http://howardhinnant.github.io/date_algorithms.html)

    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400                                   // [0, 399]
        let monthFromMarch = month > 2 ? month - 3 : month + 9          // [0, 11]
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1        // [0, 365]
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097                                               // [0, 146096]
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100) // [0, 365]
        let monthFromMarch = (5 * dayOfYear + 2) / 153                                 // [0, 11]
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func floorMod(_ value: Int, _ modulus: Int) -> Int {
        let r = value % modulus
        return r < 0 ? r + modulus : r
    }
}

extension CivilDate: CustomStringConvertible {
    /// `YYYY-MM-DD`, zero-padded.
    public var description: String {
        var bytes: [UInt8] = []
        appendISO8601(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `YYYY-MM-DD` as UTF-8, for writers of many dates.
    public func appendISO8601(to bytes: inout [UInt8]) {
        let c = components
        func digits(_ value: Int, _ width: Int) {
            let text = value >= 0 && value < 10_000 ? nil : String(value)
            if let text { bytes += text.utf8; return }
            var divisor = width == 4 ? 1000 : 10
            while divisor > 0 { bytes.append(UInt8(0x30 + value / divisor % 10)); divisor /= 10 }
        }
        digits(c.year, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(c.month, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(c.day, 2)
    }
}

/// Zero-pads a non-negative number without going through Foundation's
/// `String(format:)`, which is slow and locale-dependent.
func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
