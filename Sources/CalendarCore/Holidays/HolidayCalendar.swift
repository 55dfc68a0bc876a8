import Synchronization

/// The public holidays dal shows: those of the regions it has rules for
/// (`KR`), computed, and those of holiday .ics files (read by the
/// caller, `adding(file:holidays:)`), never from the network. A value for
/// the screen and the commands alike; each year's days of a region are
/// worked out once per process and kept.
public struct HolidayCalendar: Equatable, Sendable {
    /// The region codes dal has rules for.
    public static let knownRegions = ["KR"]

    /// The regions shown, in the order given.
    public let regions: [String]
    /// The holiday files read, as named (after `~/`), in the order given.
    public private(set) var files: [String] = []
    /// The files' holidays by day.
    private var fileDays: [CivilDate: [Holiday]] = [:]
    /// What reading the files found wrong (an event that could not be
    /// read is not a holiday): for the message log and stderr.
    public private(set) var warnings: [String] = []

    /// What the setting names, regions then files: as `dal config --print`
    /// writes it back.
    public var sources: [String] { regions + files }

    /// Whether a `holidays` entry names a file (`~/cal/de.ics`,
    /// `holidays.ics`, `./x`), not a region code.
    public static func namesFile(_ entry: String) -> Bool {
        entry.contains("/") || entry.lowercased().hasSuffix(".ics") || entry.hasPrefix("~")
    }

    /// The calendar with a file's holidays too.
    public func adding(file: String, holidays: [Holiday], warnings: [String] = []) -> HolidayCalendar {
        var copy = self
        copy.files.append(file)
        copy.warnings += warnings
        for holiday in holidays where !(copy.fileDays[holiday.date] ?? []).contains(holiday) {
            copy.fileDays[holiday.date, default: []].append(holiday)
        }
        return copy
    }

    /// No holidays.
    public static let none = HolidayCalendar(checked: [])

    /// The calendar of `regions` (codes, any case), or the first code dal
    /// has no rules for. Entries that name files are left for the caller
    /// to read and add.
    public static func of(_ regions: [String]) -> Result<HolidayCalendar, UnknownRegion> {
        var codes: [String] = []
        for region in regions where !namesFile(region) {
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

    public var isEmpty: Bool { regions.isEmpty && fileDays.isEmpty }

    /// The holidays of a day, of every region, then of the files.
    public func holidays(on date: CivilDate) -> [Holiday] {
        regions.flatMap { Self.year(date.year, of: $0) }.filter { $0.date == date } + (fileDays[date] ?? [])
    }

    /// The holidays from the first day through the last, by date.
    public func holidays(in days: ClosedRange<CivilDate>) -> [Holiday] {
        let fromRules = (days.lowerBound.year...days.upperBound.year).flatMap { year in regions.flatMap { Self.year(year, of: $0) } }
        let fromFiles = fileDays.filter { days.contains($0.key) }.flatMap(\.value)
        return (fromRules.filter { days.contains($0.date) } + fromFiles).enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
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
                + "other regions: name a holiday .ics file in the list, e.g. [\"KR\", \"~/cal/holidays-de.ics\"])"
        }
    }
}
