import Synchronization

/// The calendar "Birthdays": the yearly days of the contacts in the
/// folders `birthdays` names (`--birthdays`), computed like the holidays,
/// never written. Read once at start by the caller (`adding(folder:…)`);
/// a value for the screen and the commands alike.
public struct BirthdayCalendar: Equatable, Sendable {
    /// The name its entries go by, as a calendar's would.
    public static let name = "Birthdays"

    /// The folders read, as named, in the order given.
    public private(set) var folders: [String] = []
    public private(set) var birthdays: [Birthday] = []
    /// What reading the cards found wrong (`FILE:LINE: what`): for the
    /// message log and stderr.
    public private(set) var warnings: [String] = []
    /// Solar birthdays by `month * 100 + day`; lunar ones apart.
    private var solar: [Int: [Int]] = [:]
    private var lunar: [Int] = []

    public static let none = BirthdayCalendar()

    public init() {}

    public var isEmpty: Bool { birthdays.isEmpty }

    /// The calendar with a folder's birthdays too.
    public func adding(folder: String, birthdays: [Birthday], warnings: [String] = []) -> BirthdayCalendar {
        var copy = self
        copy.folders.append(folder)
        copy.warnings += warnings
        for birthday in birthdays {
            let index = copy.birthdays.count
            copy.birthdays.append(birthday)
            if birthday.lunar != nil {
                copy.lunar.append(index)
            } else {
                copy.solar[birthday.month * 100 + birthday.day, default: []].append(index)
            }
        }
        return copy
    }

    /// One day's entry.
    public struct Entry: Equatable, Sendable {
        public let date: CivilDate
        public let birthday: Birthday
        /// Its age (or years) that day, when the card gives the first year.
        public let age: Int?
        /// Stable across runs: the file and the property's line.
        public var uid: String { "birthday:\(birthday.file):\(birthday.line)" }
    }

    /// The entries of a day, in the order the cards were read.
    public func entries(on date: CivilDate) -> [Entry] {
        guard !birthdays.isEmpty else { return [] }
        var indices = solar[date.month * 100 + date.day] ?? []
        if date.month == 2, date.day == 28, !CivilDate.isLeap(year: date.year) { indices += solar[229] ?? [] }
        var found = indices.sorted().compactMap { index -> Entry? in
            let birthday = birthdays[index]
            guard birthday.date(inYear: date.year) == date else { return nil }
            return Entry(date: date, birthday: birthday, age: birthday.age(inYear: date.year))
        }
        for index in lunar {
            let birthday = birthdays[index]
            // A lunar year begins in the solar year's January or February.
            for year in [date.year - 1, date.year] where birthday.date(inYear: year) == date {
                found.append(Entry(date: date, birthday: birthday, age: birthday.age(inYear: year)))
            }
        }
        return found
    }

    /// The entries from the first day through the last, by date.
    public func entries(in days: ClosedRange<CivilDate>) -> [Entry] {
        guard !birthdays.isEmpty else { return [] }
        var found: [(Entry, Int)] = []
        for (index, birthday) in birthdays.enumerated() {
            for year in (days.lowerBound.year - 1)...days.upperBound.year {
                if let date = birthday.date(inYear: year), days.contains(date) {
                    found.append((Entry(date: date, birthday: birthday, age: birthday.age(inYear: year)), index))
                }
            }
        }
        return found.sorted { ($0.0.date, $0.1) < ($1.0.date, $1.1) }.map(\.0)
    }

    private static let lunarDays = Mutex<[LunarKey: CivilDate?]>([:])

    private struct LunarKey: Hashable { let day: LunarDay; let year: Int }

    /// `LunarDay.solarDate(inLunarYear:)`, kept: the views ask for every
    /// day of every page.
    static func solarDate(of day: LunarDay, inLunarYear year: Int) -> CivilDate? {
        let key = LunarKey(day: day, year: year)
        if let kept = lunarDays.withLock({ $0[key] }) { return kept }
        let date = day.solarDate(inLunarYear: year)
        lunarDays.withLock { $0[key] = date }
        return date
    }
}
