import CLibical
import CalendarCore

/// A VTIMEZONE as rules: its STANDARD and DAYLIGHT observances, each with
/// the offsets it changes between and when it begins (DTSTART, an RRULE,
/// RDATEs). Read from content lines (a file's own definition, or libical's
/// copy of the system's zone database), expanded into the instants the
/// offset changes (`ZoneTimeline`), and written back trimmed to the span an
/// event needs (`trimmed`).
struct ZoneRules: Equatable {
    struct Observance: Equatable {
        var isDaylight: Bool
        var names: [String]
        /// Seconds east of UTC before and after the onset.
        var offsetFrom: Int
        var offsetTo: Int
        /// DTSTART: the first onset, on the wall clock before it.
        var start: LocalDateTime
        /// The RRULE's parts but UNTIL and COUNT (`FREQ=YEARLY`,
        /// `BYDAY=-1SU`, …); nil without an RRULE.
        var ruleParts: [String]?
        /// UNTIL as an instant.
        var until: Int?
        var count: Int?
        /// RDATEs, on the wall clock before each.
        var extraStarts: [LocalDateTime] = []

        /// An RRULE with neither UNTIL nor COUNT: onsets without end.
        var continuesForever: Bool { ruleParts != nil && until == nil && count == nil }

        func instant(_ wall: LocalDateTime) -> Int { BasicTime.seconds(wall) - offsetFrom }
        func wall(_ instant: Int) -> LocalDateTime { BasicTime.utcWall(instant + offsetFrom) }

        /// Same offsets and names: what one observance can stand for.
        func isLike(_ other: Observance) -> Bool {
            isDaylight == other.isDaylight && names == other.names && offsetFrom == other.offsetFrom && offsetTo == other.offsetTo
        }
    }

    var tzid: String
    var location: String?
    var observances: [Observance]

    /// Onsets expanded per observance at most: a bound for any rule a file
    /// may hold (`FREQ=SECONDLY` gives up, and the zone counts as unread).
    static let onsetLimit = 20_000
    /// How far past the last fixed date (a DTSTART, UNTIL or RDATE) rules
    /// are compared: after it only rules without end remain.
    static let settlingTime = 3 * 366 * 86_400

    // MARK: Reading

    /// nil when the lines are not a VTIMEZONE dal can follow: an observance
    /// without DTSTART or offsets, an RDATE period, an RRULE libical does
    /// not read.
    init?(lines: [String]) {
        var tzid: String?, location: String?
        var observances: [Observance] = []
        var open: (isDaylight: Bool, lines: [ContentLine])?
        for text in lines {
            let line = ContentLine(text)
            let component = line.value.uppercased()
            if line.name == "BEGIN", component == "STANDARD" || component == "DAYLIGHT" {
                open = (component == "DAYLIGHT", [])
            } else if line.name == "END", open != nil, component == "STANDARD" || component == "DAYLIGHT" {
                guard let observance = Self.observance(open!.isDaylight, open!.lines) else { return nil }
                observances.append(observance)
                open = nil
            } else if open != nil {
                open!.lines.append(line)
            } else if line.name == "TZID" {
                tzid = line.value
            } else if line.name == "X-LIC-LOCATION" {
                location = line.value
            }
        }
        guard let tzid, !observances.isEmpty else { return nil }
        self.init(tzid: tzid, location: location, observances: observances)
    }

    init(tzid: String, location: String?, observances: [Observance]) {
        self.tzid = tzid
        self.location = location
        self.observances = observances
    }

    private static func observance(_ isDaylight: Bool, _ lines: [ContentLine]) -> Observance? {
        var names: [String] = [], from: Int?, to: Int?, start: (wall: LocalDateTime, isUTC: Bool)?
        var rule: [String]?, until: (wall: LocalDateTime, isUTC: Bool)?, count: Int?, extra: [(wall: LocalDateTime, isUTC: Bool)] = []
        for line in lines {
            switch line.name {
            case "TZNAME": names.append(line.value)
            case "TZOFFSETFROM": from = offset(line.value)
            case "TZOFFSETTO": to = offset(line.value)
            case "DTSTART": start = BasicTime.parse(line.value)
            case "RRULE":
                var parts: [String] = []
                for part in line.value.split(separator: ";").map(String.init) {
                    let upper = part.uppercased()
                    if upper.hasPrefix("UNTIL=") {
                        guard let parsed = BasicTime.parse(String(part.dropFirst(6))) else { return nil }
                        until = parsed
                    } else if upper.hasPrefix("COUNT=") {
                        guard let number = Int(part.dropFirst(6)), number > 0 else { return nil }
                        count = number
                    } else {
                        parts.append(part)
                    }
                }
                guard icalrecurrencetype_from_string(parts.joined(separator: ";")).freq != ICAL_NO_RECURRENCE else { return nil }
                rule = parts
            case "RDATE":
                guard line.parameters["VALUE"].map({ $0.uppercased() != "PERIOD" }) ?? true else { return nil }
                for value in line.value.split(separator: ",") {
                    guard let parsed = BasicTime.parse(String(value)) else { return nil }
                    extra.append(parsed)
                }
            default: break
            }
        }
        guard let from, let to, let start else { return nil }
        // RFC 5545 writes these on the local clock, UNTIL in UTC; either is read.
        let local = { (time: (wall: LocalDateTime, isUTC: Bool)) in time.isUTC ? BasicTime.utcWall(BasicTime.seconds(time.wall) + from) : time.wall }
        var observance = Observance(isDaylight: isDaylight, names: names, offsetFrom: from, offsetTo: to, start: local(start),
                                    ruleParts: rule, until: nil, count: count, extraStarts: extra.map(local))
        observance.until = until.map { $0.isUTC ? BasicTime.seconds($0.wall) : observance.instant($0.wall) }
        return observance
    }

    /// `+0100`, `-0430`, `+005328` in seconds.
    static func offset(_ text: String) -> Int? {
        let digits = text.dropFirst()
        guard let sign = text.first, sign == "+" || sign == "-", digits.count == 4 || digits.count == 6,
              digits.allSatisfy(\.isASCII), let value = Int(digits) else { return nil }
        let (hours, minutes, seconds) = digits.count == 4 ? (value / 100, value % 100, 0) : (value / 10_000, value / 100 % 100, value % 100)
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
    }

    static func offsetText(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let text = two(magnitude / 3600) + two(magnitude / 60 % 60) + (magnitude % 60 == 0 ? "" : two(magnitude % 60))
        return (seconds < 0 ? "-" : "+") + text
    }

    // MARK: Expanding

    /// The latest DTSTART, UNTIL or RDATE: after it, only rules without
    /// end bring onsets.
    var lastFixedInstant: Int {
        observances.flatMap { observance in
            [observance.instant(observance.start)] + (observance.until.map { [$0] } ?? []) + observance.extraStarts.map(observance.instant)
        }.max() ?? 0
    }

    /// Every onset through `upper` with the observance it starts, by
    /// instant; nil when a rule gives more than `onsetLimit`.
    func onsets(through upper: Int) -> [(instant: Int, observance: Int)]? {
        var all: [(instant: Int, observance: Int)] = []
        for (index, observance) in observances.enumerated() {
            guard let onsets = observance.onsets(through: upper) else { return nil }
            all += onsets.map { ($0, index) }
        }
        return all.sorted { ($0.instant, $0.observance) < ($1.instant, $1.observance) }
    }

    // MARK: Writing

    /// The content lines of the VTIMEZONE.
    var lines: [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + tzid]
        if let location { lines.append("X-LIC-LOCATION:" + location) }
        for observance in observances {
            let kind = observance.isDaylight ? "DAYLIGHT" : "STANDARD"
            lines.append("BEGIN:" + kind)
            lines += observance.names.map { "TZNAME:" + $0 }
            lines += ["TZOFFSETFROM:" + Self.offsetText(observance.offsetFrom), "TZOFFSETTO:" + Self.offsetText(observance.offsetTo),
                      "DTSTART:" + BasicTime.text(observance.start)]
            if let parts = observance.ruleParts {
                // FREQ first, as older readers want it. UNTIL in UTC (RFC 5545
                // 3.8.5.3), no earlier than the last onset's wall clock:
                // readers that compare it with DTSTART's local time
                // (dateutil) keep that onset too.
                let ordered = parts.filter { $0.uppercased().hasPrefix("FREQ=") } + parts.filter { !$0.uppercased().hasPrefix("FREQ=") }
                let until = observance.until.map { ["UNTIL=" + BasicTime.text(BasicTime.utcWall($0 + max(0, observance.offsetFrom))) + "Z"] } ?? []
                let count = observance.count.map { ["COUNT=\($0)"] } ?? []
                lines.append("RRULE:" + (ordered + until + count).joined(separator: ";"))
            }
            lines += observance.extraStarts.map { "RDATE:" + BasicTime.text($0) }
            lines.append("END:" + kind)
        }
        lines.append("END:VTIMEZONE")
        return lines
    }
}

extension ZoneRules.Observance {
    /// The instants this observance begins at through `upper`, ascending;
    /// nil when a rule gives more than `ZoneRules.onsetLimit`.
    func onsets(through upper: Int) -> [Int]? {
        let first = instant(start)
        guard first <= upper else { return [] }
        var found = [first]
        if let ruleParts {
            let text = ruleParts.joined(separator: ";") + (count.map { ";COUNT=\($0)" } ?? "")
            guard let iterator = icalrecur_iterator_new(icalrecurrencetype_from_string(text), start.icalTime) else { return nil }
            defer { icalrecur_iterator_free(iterator) }
            var steps = 0
            while let next = LocalDateTime(icalTime: icalrecur_iterator_next(iterator)) {
                steps += 1
                guard steps <= ZoneRules.onsetLimit else { return nil }
                let onset = instant(next)
                if onset > upper || until.map({ onset > $0 }) == true { break }
                if onset > first { found.append(onset) }
            }
        }
        found += extraStarts.map(instant).filter { $0 <= upper }
        return Array(Set(found)).sorted()
    }
}
