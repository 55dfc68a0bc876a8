import CalendarCore

/// A yearly day of the Korean lunar calendar, as RFC 7529 writes it:
/// `RSCALE=DANGI;FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;SKIP=FORWARD` (a leap
/// month `BYMONTH=3L`; COUNT or UNTIL may end it). Computed from the KASI
/// lunar calendar (`LunarDay`), not iterated by libical: libical with ICU
/// puts a missing leap month on the month of the same number when the year
/// has another leap month (2023: 3L on 3.1, not 4.1 as RFC 7529's FORWARD
/// and KASI have it). Other RSCALE rules go to libical.
struct LunarYearlyRule {
    let lunar: LunarDay
    let start: EventTime
    let count: Int?
    let until: LocalDateTime?

    /// nil unless the rule is of that shape exactly.
    init?(text: String, start: EventTime, until: LocalDateTime?) {
        var parts: [String: String] = [:]
        for part in text.uppercased().split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            parts[String(pair[0])] = String(pair[1])
        }
        guard parts.removeValue(forKey: "RSCALE") == "DANGI", parts.removeValue(forKey: "FREQ") == "YEARLY",
              parts.removeValue(forKey: "SKIP") == "FORWARD", var month = parts.removeValue(forKey: "BYMONTH"),
              let dayText = parts.removeValue(forKey: "BYMONTHDAY"), let day = Int(dayText) else { return nil }
        if let interval = parts.removeValue(forKey: "INTERVAL"), interval != "1" { return nil }
        let leap = month.hasSuffix("L")
        if leap { month.removeLast() }
        var count: Int?
        if let text = parts.removeValue(forKey: "COUNT") {
            guard let value = Int(text), value > 0 else { return nil }
            count = value
        }
        parts.removeValue(forKey: "UNTIL")
        guard parts.isEmpty, let number = Int(month), let lunar = LunarDay(month: number, day: day, isLeapMonth: leap) else { return nil }
        (self.lunar, self.start, self.count, self.until) = (lunar, start, count, until)
    }

    /// The instances from `lower` through `upper`, ascending: the lunar
    /// day's solar day each year, at DTSTART's time, from DTSTART on.
    func starts(from lower: LocalDateTime, through upper: LocalDateTime) -> [EventTime] {
        var found: [EventTime] = []
        var index = 0
        var year = start.wall.date.year - 1
        while year <= upper.date.year + 1 {
            defer { year += 1 }
            guard let date = lunar.solarDate(inLunarYear: year) else { continue }
            let wall = LocalDateTime(date: date, secondsOfDay: start.wall.secondsOfDay)
            guard wall >= start.wall else { continue }
            index += 1
            if let count, index > count { break }
            if let until, wall > until { break }
            if wall >= lower, wall <= upper { found.append(EventTime(wall: wall, kind: start.kind)) }
        }
        return found
    }

    /// The start of the last instance, or nil when the rule goes on.
    var lastStart: LocalDateTime? {
        if let count {
            var index = 0
            var year = start.wall.date.year - 1
            while year <= CivilDate.last.year {
                defer { year += 1 }
                guard let date = lunar.solarDate(inLunarYear: year) else { continue }
                let wall = LocalDateTime(date: date, secondsOfDay: start.wall.secondsOfDay)
                guard wall >= start.wall else { continue }
                index += 1
                if index == count { return wall }
            }
        }
        return until
    }
}
