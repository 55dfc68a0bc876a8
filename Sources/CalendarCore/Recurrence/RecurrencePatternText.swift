/// A rule as the value of an RRULE property (RFC 5545 3.3.10), the way dal
/// writes it: FREQ, INTERVAL when not 1, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS,
/// WKST when not Monday, COUNT, UNTIL.
extension RecurrencePattern {
    /// The text with UNTIL as a floating local date-time
    /// (`UNTIL=20261231T235959`), right for an event with floating times.
    public var rfc5545Text: String {
        rfc5545Text(until: Self.localUntilText)
    }

    /// The text with UNTIL written by `untilText`: RFC 5545 wants it a DATE
    /// for an all-day event (`localDateUntilText`) and a UTC date-time for
    /// an event with a TZID, which only the caller, who knows the zone, can
    /// turn it into (`20261231T145959Z`).
    public func rfc5545Text(until untilText: (LocalDateTime) -> String) -> String {
        var parts = ["FREQ=" + Self.frequencyNames[frequency.rawValue]]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if !byDay.isEmpty {
            parts.append("BYDAY=" + byDay.map { ($0.ordinal == 0 ? "" : String($0.ordinal)) + Self.weekdayCode($0.weekday) }
                .joined(separator: ","))
        }
        if !byMonthDay.isEmpty { parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(separator: ",")) }
        if !byMonth.isEmpty { parts.append("BYMONTH=" + byMonth.map(String.init).joined(separator: ",")) }
        if !bySetPos.isEmpty { parts.append("BYSETPOS=" + bySetPos.map(String.init).joined(separator: ",")) }
        if weekStart != .monday { parts.append("WKST=" + Self.weekdayCode(weekStart)) }
        if let count { parts.append("COUNT=\(count)") }
        if let until { parts.append("UNTIL=" + untilText(until)) }
        return parts.joined(separator: ";")
    }

    /// `20261231T235959`: UNTIL for floating times.
    public static func localUntilText(_ until: LocalDateTime) -> String {
        let seconds = until.secondsOfDay
        return ICalendarWriter.basic(until.date) + "T" + pad(seconds / 3600, 2) + pad(seconds / 60 % 60, 2) + pad(seconds % 60, 2)
    }

    /// `20261231`: UNTIL for all-day events.
    public static func localDateUntilText(_ until: LocalDateTime) -> String {
        ICalendarWriter.basic(until.date)
    }

    /// `MO`, `TU`, …: RFC 5545's two-letter weekday codes.
    public static func weekdayCode(_ weekday: Weekday) -> String {
        ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][weekday.rawValue]
    }

    private static let frequencyNames = ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"]
}
