/// Wall-clock arithmetic: days and seconds on the clock, no zones.
extension LocalDateTime {
    public func shifted(days: Int) -> LocalDateTime {
        LocalDateTime(date: date.adding(days: days), secondsOfDay: secondsOfDay)
    }

    /// Adds seconds on the wall clock (carrying into days).
    public func adding(seconds: Int) -> LocalDateTime {
        let (total, overflow) = secondsOfDay.addingReportingOverflow(seconds)
        guard !overflow else { return self }
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        return LocalDateTime(date: date.adding(days: days), secondsOfDay: total - days * 86_400)
    }

    /// Seconds from `self` to `other` on the wall clock.
    public func seconds(until other: LocalDateTime) -> Int {
        (other.date.dayNumber - date.dayNumber) * 86_400 + other.secondsOfDay - secondsOfDay
    }
}
