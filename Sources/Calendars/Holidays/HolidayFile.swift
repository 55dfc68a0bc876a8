import CalendarCore
import Storage

/// A holiday calendar as a .ics file (`holidays = ["~/cal/holidays-de.ics"]`):
/// each day an event of it covers is a holiday named by its SUMMARY, as
/// the holiday calendars of Thunderbird, Google and the German, French or
/// US governments publish them (an all-day event a year, or one with a
/// yearly rule). Read once at start, like the config file.
public enum HolidayFile {
    /// The years a file's holidays are expanded over: a rule without end
    /// (`FREQ=YEARLY`) is counted this far and no further.
    public static let years = 1970...2100

    /// The file's holidays, and what in it could not be read (an event
    /// whose date is broken: `FILE:LINE: what is wrong`); an error when the
    /// file cannot be read as iCalendar at all.
    public static func read(_ path: String) throws(FileError) -> (holidays: [Holiday], warnings: [String]) {
        guard let first = CivilDate(year: years.lowerBound, month: 1, day: 1),
              let last = CivilDate(year: years.upperBound, month: 12, day: 31) else { return ([], []) }
        let window = first...last
        let events = try CalendarLoader.load([path], window: window)
        var holidays: [Holiday] = []
        for occurrence in events.occurrences(in: window) where !occurrence.isCancelled {
            let days = occurrence.days.clamped(to: window)
            var day = days.lowerBound
            while day <= days.upperBound {
                holidays.append(Holiday(date: day, name: occurrence.summary))
                day = day.adding(days: 1)
            }
        }
        return (holidays, events.warnings)
    }
}
