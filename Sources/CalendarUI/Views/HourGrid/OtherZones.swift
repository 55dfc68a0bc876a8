import CalendarCore
import Foundation

/// The hours of other zones beside the grid's own (config `also-show`):
/// the wall clock there at each of the viewer's hours, from the system's
/// zone data (ICU's, through Foundation), so a change of clocks in either
/// zone shows on its day.
enum OtherZones {
    /// The minute of the day in `other` when the viewer's wall clock shows
    /// `minute` on `date`; nil for a zone name the data does not know.
    static func minute(_ minute: Int, on date: CivilDate, viewer: String?, other: String) -> Int? {
        guard let there = TimeZone(identifier: other) else { return nil }
        let here = viewer.flatMap { TimeZone(identifier: $0) } ?? TimeZone(identifier: "UTC")!
        let wall = TimeInterval(date.dayNumber * 86_400 + minute * 60)
        // The instant of that wall clock here: its offset, checked once more
        // at the instant it gives (a change of clocks that day).
        var instant = wall - TimeInterval(here.secondsFromGMT(for: Date(timeIntervalSince1970: wall)))
        instant = wall - TimeInterval(here.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
        let local = Int(instant) + there.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
        return ((local % 86_400 + 86_400) % 86_400) / 60
    }

    /// A zone's short name for the column's head: its city (`Seoul`,
    /// `New York`), cut to the column.
    static func label(_ zone: String, columns: Int) -> String {
        let city = zone.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") } ?? zone
        return DisplayWidth.fitted(city, toColumns: columns)
    }
}
