import CalendarCore
import InterfaceWords

extension ConfigFileWords {
    /// A region dal has no holidays for (config `holidays`, `--holidays`), in these words.
    public func describe(_ unknown: HolidayCalendar.UnknownRegion) -> String {
        unknownRegion("'\(unknown.code)'", HolidayCalendar.knownRegions.joined(separator: ", "))
    }
}
