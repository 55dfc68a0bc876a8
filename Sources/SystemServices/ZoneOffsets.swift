import CalendarCore

/// A zone as its offset from UTC at each instant. Converting between
/// instants and the zone's wall clock follows from that alone, so every
/// zone model (the database's, a file's VTIMEZONE as read, one as dal
/// writes it, the local clock's) converts the same way.
public protocol ZoneOffsets {
    /// Seconds east of UTC at an instant.
    func offset(atInstant instant: Int) -> Int
}

extension ZoneOffsets {
    /// The wall clock here at an instant.
    public func wall(ofInstant instant: Int) -> LocalDateTime {
        let seconds = instant + offset(atInstant: instant)
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return LocalDateTime(date: CivilDate(dayNumber: day), secondsOfDay: seconds - day * 86_400)
    }

    /// The instant a wall-clock time names. RFC 5545 3.3.5: a time that a
    /// change to summer time skips is read with the offset before the
    /// change, and a time that occurs twice when clocks go back is the
    /// first of the two.
    public func instant(ofWall wall: LocalDateTime) -> Int {
        let seconds = wall.date.dayNumber * 86_400 + wall.secondsOfDay
        let before = offset(atInstant: seconds - 12 * 3600 - offset(atInstant: seconds))
        let after = offset(atInstant: seconds + 12 * 3600 - offset(atInstant: seconds))
        guard before != after else { return seconds - before }
        let early = seconds - before, late = seconds - after
        switch (self.wall(ofInstant: early) == wall, self.wall(ofInstant: late) == wall) {
        case (true, true): return min(early, late)
        case (false, true): return late
        default: return early
        }
    }
}
