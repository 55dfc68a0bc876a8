import CLibical
import CalendarCore
import Foundation

/// A VTIMEZONE as RFC 5545 defines it: observances (STANDARD, DAYLIGHT),
/// each a change of offset at its onsets (DTSTART, RDATEs, an RRULE).
/// The offset at an instant is the one the latest onset before it set.
///
/// Two readings beyond the letter of the file, both for zones named after
/// one of the system's database (see DECISIONS.md, issue 18):
/// - `defines(_:)` says where the file's definition holds: from its first
///   onset up to its last one (for ever when a rule has no end). `Zone`
///   asks the database elsewhere.
/// - An onset within an hour (or the change's size) of the database's
///   change between the same two offsets is taken at the database's instant:
///   pytz-based writers (khal) put an onset in the local time *after* the
///   change, where RFC 5545 asks for the time before, which moves every
///   change by its own size.
final class DefinedZone: @unchecked Sendable {
    struct Onset {
        var instant: Int
        let from: Int
        let to: Int
    }

    private struct Observance {
        let from: Int
        let to: Int
        /// DTSTART and the RDATEs, corrected, ascending.
        let onsets: [Onset]
        let rule: YearlyOnsetRule?
    }

    let tzid: String
    private let observances: [Observance]
    private let databaseOffset: ((Int) -> Int)?
    /// The span the file defines: `first ..< last` (no `last`: no end).
    let first: Int
    private(set) var last: Int?
    private var ruleOnsets: [Int: [Onset]] = [:]
    private let lock = NSLock()

    /// What was read other than as written, with the reading taken
    /// (a DTSTART that is a date: its midnight).
    private(set) var warnings: [String] = []

    /// Onsets given one by one beyond this make the definition unused.
    static let largestOnsetCount = 5_000

    /// Reads the observances. Throws with the reason when the definition
    /// cannot be used (nothing usable, a rule that is not a zone's).
    init(vtimezone: OpaquePointer, tzid: String, databaseOffset: ((Int) -> Int)?) throws(RefusalReason) {
        self.tzid = tzid
        self.databaseOffset = databaseOffset
        var observances: [Observance] = []
        var explicitCount = 0
        for kind in [ICAL_XSTANDARD_COMPONENT, ICAL_XDAYLIGHT_COMPONENT] {
            var next = icalcomponent_get_first_component(vtimezone, kind)
            while let component = next {
                next = icalcomponent_get_next_component(vtimezone, kind)
                let name = kind == ICAL_XSTANDARD_COMPONENT ? "STANDARD" : "DAYLIGHT"
                guard let fromProperty = icalcomponent_get_first_property(component, ICAL_TZOFFSETFROM_PROPERTY),
                      let toProperty = icalcomponent_get_first_property(component, ICAL_TZOFFSETTO_PROPERTY) else {
                    throw RefusalReason("a \(name) has no TZOFFSETFROM or TZOFFSETTO")
                }
                let from = Int(icalproperty_get_tzoffsetfrom(fromProperty)), to = Int(icalproperty_get_tzoffsetto(toProperty))
                guard abs(from) < 86_400, abs(to) < 86_400 else { throw RefusalReason("a \(name) has an offset of a day or more") }
                let dtstart = icalcomponent_get_dtstart(component)
                guard let start = Self.wall(dtstart) else {
                    throw RefusalReason("a \(name) has no DTSTART that is a date and time")
                }
                if dtstart.is_date != 0 {
                    // Invalid (RFC 5545 asks for a date-time), but plain: the change happens that day.
                    warnings.append("a \(name)'s DTSTART is a date, not a date and time; read as its midnight")
                }
                var walls = [start]
                var rdate = icalcomponent_get_first_property(component, ICAL_RDATE_PROPERTY)
                while let property = rdate {
                    rdate = icalcomponent_get_next_property(component, ICAL_RDATE_PROPERTY)
                    let value = icalproperty_get_rdate(property).time
                    guard let wall = Self.wall(value) else { continue }
                    // An RDATE in UTC (not as RFC 5545 asks, but written) is an instant.
                    walls.append(icaltime_is_utc(value) != 0 ? wall.adding(seconds: from) : wall)
                }
                explicitCount += walls.count
                guard explicitCount <= Self.largestOnsetCount else {
                    throw RefusalReason("it lists more than \(Self.largestOnsetCount) changes")
                }
                var rule: YearlyOnsetRule?
                if let property = icalcomponent_get_first_property(component, ICAL_RRULE_PROPERTY) {
                    do { rule = try YearlyOnsetRule(icalproperty_get_rrule(property), start: start, offsetFrom: from) } catch {
                        throw RefusalReason("the RRULE of a \(name) is not a yearly change of clocks (\(error.text))")
                    }
                }
                let onsets = walls.map { Onset(instant: $0.instant(offset: from), from: from, to: to) }
                    .map { Self.correct($0, by: databaseOffset) }.sorted { $0.instant < $1.instant }
                observances.append(Observance(from: from, to: to, onsets: onsets, rule: rule))
            }
        }
        guard !observances.isEmpty else { throw RefusalReason("it has no STANDARD or DAYLIGHT") }
        self.observances = observances
        let explicit = observances.flatMap(\.onsets).map(\.instant)
        first = explicit.min()!
        if observances.allSatisfy({ $0.rule.map { !$0.isOpenEnded } ?? true }) {
            let ruleEnds = observances.indices.compactMap { index in observances[index].rule.flatMap { lastRuleOnset(index, rule: $0) } }
            last = (explicit + ruleEnds).max()
        }
    }

    /// Whether the file's definition holds at an instant.
    func defines(_ instant: Int) -> Bool {
        instant >= first && last.map { instant < $0 } ?? true
    }

    /// Seconds east of UTC at an instant, by this definition alone (before
    /// the first onset: the offset that onset changes from).
    func offset(atInstant instant: Int) -> Int {
        let table = nearTable
        guard instant >= table.from, instant < table.through else { return offsetBySearch(atInstant: instant) }
        // The table's first entry is its start: some entry is at or before the instant.
        var low = 0, high = table.changes.count
        while low < high {
            let middle = (low + high) / 2
            if table.changes[middle].instant <= instant { low = middle + 1 } else { high = middle }
        }
        return table.changes[low - 1].offset
    }

    /// The changes of the years most times fall in (1900 to 2200), sorted:
    /// made once, at the first use, so that an offset is one binary search.
    private struct NearTable {
        let from: Int, through: Int
        /// From each instant on, this offset; the first is `from`.
        let changes: [(instant: Int, offset: Int)]
    }

    private var builtTable: NearTable?

    private var nearTable: NearTable {
        lock.lock()
        if let builtTable { lock.unlock(); return builtTable }
        lock.unlock()
        let from = CivilDate(year: 1900, month: 1, day: 1)!.dayNumber * 86_400
        let through = CivilDate(year: 2200, month: 1, day: 1)!.dayNumber * 86_400
        var found = observances.flatMap(\.onsets).filter { $0.instant > from && $0.instant < through }
        for index in observances.indices where observances[index].rule != nil {
            for year in 1899...2200 { found += onsets(index, year: year).filter { $0.instant > from && $0.instant < through } }
        }
        found.sort { $0.instant < $1.instant }
        let table = NearTable(from: from, through: through,
                              changes: [(from, offsetBySearch(atInstant: from))] + found.map { ($0.instant, $0.to) })
        lock.lock()
        builtTable = table
        lock.unlock()
        return table
    }

    /// The offset from the onsets themselves, for any instant.
    private func offsetBySearch(atInstant instant: Int) -> Int {
        var latest: Onset?
        for index in observances.indices {
            let candidates = [latestExplicit(index, notAfter: instant), latestRuleOnset(index, notAfter: instant)]
            for case let onset? in candidates where onset.instant > (latest?.instant ?? .min) { latest = onset }
        }
        if let latest { return latest.to }
        let earliest = observances.compactMap(\.onsets.first).min { $0.instant < $1.instant }
        return earliest?.from ?? observances[0].from
    }

    private func latestExplicit(_ index: Int, notAfter instant: Int) -> Onset? {
        let onsets = observances[index].onsets
        var low = 0, high = onsets.count
        while low < high {
            let mid = (low + high) / 2
            if onsets[mid].instant <= instant { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? onsets[low - 1] : nil
    }

    /// The latest onset of an observance's rule at or before an instant:
    /// the rule's years that can hold it are this one, the next and the
    /// previous ones of its phase.
    private func latestRuleOnset(_ index: Int, notAfter instant: Int) -> Onset? {
        guard let rule = observances[index].rule else { return nil }
        let from = observances[index].from
        let local = instant + from
        let year = CivilDate(dayNumber: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400).year
        let startYear = rule.start.date.year
        guard year + 1 >= startYear else { return nil }
        let phase = startYear + (year + 1 - startYear) / rule.interval * rule.interval
        for candidate in [phase, phase - rule.interval, phase - 2 * rule.interval] where candidate >= startYear {
            if let onset = onsets(index, year: candidate).last(where: { $0.instant <= instant }) { return onset }
        }
        return nil
    }

    /// The last onset of a rule that ends.
    private func lastRuleOnset(_ index: Int, rule: YearlyOnsetRule) -> Int? {
        guard let lastWall = rule.lastWall else { return nil }
        let year = lastWall.date.year
        let limit = min(year, rule.start.date.year + YearlyOnsetRule.largestCount * rule.interval)
        for candidate in stride(from: limit, through: max(rule.start.date.year, limit - 2 * rule.interval), by: -1) {
            if let onset = onsets(index, year: candidate).last { return onset.instant }
        }
        return nil
    }

    /// A rule's onsets in a year, corrected, computed once.
    private func onsets(_ index: Int, year: Int) -> [Onset] {
        let key = year * 64 + index
        lock.lock()
        if let known = ruleOnsets[key] { lock.unlock(); return known }
        lock.unlock()
        let observance = observances[index]
        guard let rule = observance.rule else { return [] }
        let found = rule.walls(inYear: year)
            .map { Onset(instant: $0.instant(offset: observance.from), from: observance.from, to: observance.to) }
            .filter { onset in rule.untilInstant.map { onset.instant <= $0 } ?? true }
            .map { Self.correct($0, by: databaseOffset) }
        lock.lock()
        if ruleOnsets.count > 4_096 { ruleOnsets.removeAll() }
        ruleOnsets[key] = found
        lock.unlock()
        return found
    }

    /// The database's instant for an onset within the change's size (at
    /// least an hour) of the database's change between the same offsets.
    private static func correct(_ onset: Onset, by databaseOffset: ((Int) -> Int)?) -> Onset {
        guard let databaseOffset, onset.from != onset.to else { return onset }
        let reach = max(abs(onset.to - onset.from), 3600)
        var low = onset.instant - reach - 1, high = onset.instant + reach
        guard databaseOffset(low) == onset.from, databaseOffset(high) == onset.to else { return onset }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if databaseOffset(middle) == onset.from { low = middle } else { high = middle }
        }
        var moved = onset
        moved.instant = high
        return moved
    }

    /// Onsets are times of day; a date (which only invalid files give)
    /// is read as its midnight.
    private static func wall(_ time: icaltimetype) -> LocalDateTime? {
        guard time.is_date != 0 else { return LocalDateTime(icalTime: time) }
        var midnight = time
        midnight.is_date = 0
        (midnight.hour, midnight.minute, midnight.second) = (0, 0, 0)
        return LocalDateTime(icalTime: midnight)
    }
}

extension LocalDateTime {
    /// The instant of this wall clock at a fixed offset east of UTC.
    func instant(offset: Int) -> Int {
        date.dayNumber * 86_400 + secondsOfDay - offset
    }
}
