import CalendarCore
import Foundation

/// Loads an .ics file into marks: one category per file (named by
/// `X-WR-CALNAME` or the file name), each event's days marked in it, and the
/// event summaries kept as notes for week view.
public enum CalendarFileLoader {
    /// Colours given to calendars in the order they are loaded.
    static let colours = ["blue", "magenta", "cyan", "green", "yellow", "red"]
    /// Unbounded recurrences are expanded up to this many years after today.
    public static let horizonYears = 20

    public static func add(_ path: String, to marks: inout MarkSet, today: CivilDate, index: Int) throws(FileError) {
        guard let bytes = try BoundedFileReader.read(path, limit: ICalendarParser.maximumFileBytes) else {
            throw FileError(path: path, message: "no such file")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileError(path: path, message: "not valid UTF-8 text")
        }
        let calendar: ICalendarParser.Calendar
        do { calendar = try ICalendarParser.parse(text) } catch {
            throw FileError(path: path, message: "\(error.line): \(error.message)")
        }
        let name = calendar.name ?? URL(fileURLWithPath: path).lastPathComponent
        let category = marks.addCategory(Category(id: "ics:\(path)", name: name,
                                                  color: CategoryColor(parsing: colours[index % colours.count])!))
        let expander = RecurrenceExpander(horizon: today.adding(months: 12 * horizonYears), localDay: localDay)
        var days: [ClosedRange<CivilDate>] = []
        for event in calendar.events {
            for day in expander.days(of: event) where day.isSupported {
                days.append(day...day)
                if !event.summary.isEmpty { marks.addNote(event.summary, on: day) }
            }
        }
        marks.addFileMarks(days, category: category)
    }

    /// The local civil date and time of an event time: all-day and floating
    /// times are already local; UTC and TZID times go through the instant.
    public static func localDay(_ time: EventTime) -> (date: CivilDate, secondsOfDay: Int) {
        let wallClock = time.date.dayNumber * 86_400 + time.secondsOfDay
        switch time.zone {
        case .allDay, .floating:
            return (time.date, time.secondsOfDay)
        case .utc:
            return LocalClock.civil(atInstant: wallClock)
        case .named(let identifier):
            guard let zone = TimeZone(identifier: identifier) else { return (time.date, time.secondsOfDay) }
            // The offset depends on the instant; two rounds settle it except
            // inside a DST gap, where the later offset is taken.
            var offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wallClock)))
            offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wallClock - offset)))
            return LocalClock.civil(atInstant: wallClock - offset)
        }
    }
}
