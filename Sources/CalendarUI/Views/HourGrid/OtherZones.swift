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

    /// A zone's name for the column's head: its city (`Seoul`) where it
    /// fits, else its offset from UTC on `date` (`UTC-5`, `+5:30`), so a
    /// clock column is never headed by a stump like `New…` (the system's
    /// abbreviations are `GMT-5` on Linux too, and `GMT+5:30` does not fit).
    /// The city cut only for a zone name the data does not know.
    static func label(_ zone: String, columns: Int, on date: CivilDate) -> String {
        let city = zone.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") } ?? zone
        if DisplayWidth.of(city) <= columns { return city }
        guard let timeZone = TimeZone(identifier: zone) else { return DisplayWidth.fitted(city, toColumns: columns) }
        let noon = Date(timeIntervalSince1970: TimeInterval(date.dayNumber * 86_400 + 12 * 3600))
        let seconds = timeZone.secondsFromGMT(for: noon), minutes = abs(seconds) / 60 % 60
        let offset = (seconds < 0 ? "-" : "+") + "\(abs(seconds) / 3600)" + (minutes == 0 ? "" : (minutes < 10 ? ":0" : ":") + "\(minutes)")
        return ["UTC" + offset, offset].first { DisplayWidth.of($0) <= columns } ?? DisplayWidth.fitted(offset, toColumns: columns)
    }
}
