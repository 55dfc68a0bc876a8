import CLibical
import CalendarCore

/// Wall clocks to and from libical's `icaltimetype`, in one place.
extension LocalDateTime {
    /// A wall clock with no zone (floating), as libical's recurrence
    /// iterator takes it.
    var icalTime: icaltimetype {
        var time = icaltime_null_time()
        let (year, month, day) = date.components
        (time.year, time.month, time.day) = (Int32(year), Int32(month), Int32(day))
        (time.hour, time.minute, time.second) = (Int32(secondsOfDay / 3600), Int32(secondsOfDay / 60 % 60), Int32(secondsOfDay % 60))
        return time
    }

    /// The wall clock of a time libical gave (midnight for a date); nil for
    /// the null time and dates outside the calendar. A leap second (`:60`)
    /// is the last second of its day.
    init?(icalTime time: icaltimetype) {
        guard icaltime_is_null_time(time) == 0,
              let date = CivilDate(year: Int(time.year), month: Int(time.month), day: Int(time.day)) else { return nil }
        let seconds = time.is_date != 0 ? 0 : Int(time.hour) * 3600 + Int(time.minute) * 60 + Int(time.second)
        self.init(date: date, secondsOfDay: min(max(seconds, 0), 86_399))
    }
}
