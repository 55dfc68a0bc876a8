import Synchronization

/// The public holidays dal shows: those of the regions it has rules for
/// (`KR`), computed, never read from the network. A value for the screen
/// and the commands alike; each year's days are worked out once per
/// process and kept.
public struct HolidayCalendar: Equatable, Sendable {
    /// The region codes dal has rules for.
    public static let knownRegions = ["KR"]

    /// The regions shown, in the order given.
    public let regions: [String]

    /// No holidays.
    public static let none = HolidayCalendar(checked: [])

    /// The calendar of `regions` (codes, any case), or the first code dal
    /// has no rules for.
    public static func of(_ regions: [String]) -> Result<HolidayCalendar, UnknownRegion> {
        var codes: [String] = []
        for region in regions {
            let code = region.uppercased()
            guard knownRegions.contains(code) else { return .failure(UnknownRegion(code: region)) }
            if !codes.contains(code) { codes.append(code) }
        }
        return .success(HolidayCalendar(checked: codes))
    }

    private init(checked regions: [String]) { self.regions = regions }

    /// The default for a locale (`ko_KR.UTF-8` → KR): its region when dal
    /// has its rules, else none.
    public static func regions(forLocale identifier: String) -> [String] {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" })
        guard parts.count >= 2 else { return [] }
        let region = parts[1].uppercased()
        return knownRegions.contains(region) ? [region] : []
    }

    public var isEmpty: Bool { regions.isEmpty }

    /// The holidays of a day, of every region.
    public func holidays(on date: CivilDate) -> [Holiday] {
        regions.flatMap { Self.year(date.year, of: $0) }.filter { $0.date == date }
    }

    /// The holidays from the first day through the last, by date.
    public func holidays(in days: ClosedRange<CivilDate>) -> [Holiday] {
        (days.lowerBound.year...days.upperBound.year).flatMap { year in regions.flatMap { Self.year(year, of: $0) } }
            .filter { days.contains($0.date) }.sorted { $0.date < $1.date }
    }

    /// Whether `date` is a day off by law in one of the regions.
    public func isHoliday(_ date: CivilDate) -> Bool { !holidays(on: date).isEmpty }

    private static let years = Mutex<[String: [Holiday]]>([:])

    private static func year(_ year: Int, of region: String) -> [Holiday] {
        let key = "\(region) \(year)"
        if let kept = years.withLock({ $0[key] }) { return kept }
        let days = KoreanHolidays.holidays(in: year)
        years.withLock { $0[key] = days }
        return days
    }

    public struct UnknownRegion: Error, Equatable, CustomStringConvertible {
        public let code: String
        public var description: String {
            "'\(code)' is not a region dal has holidays for (it has \(HolidayCalendar.knownRegions.joined(separator: ", ")); "
                + "other regions: a holiday .ics in [calendars] read)"
        }
    }
}
