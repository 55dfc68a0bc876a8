import CLibical
import CalendarCore

/// A VALARM as written: when it goes off (relative to its event's start or
/// end, or at a fixed time), how often again, and whether another device
/// has dismissed it (RFC 9074's ACKNOWLEDGED).
struct AlarmDefinition: Equatable {
    enum Trigger: Equatable {
        /// Nominal days, then exact seconds, after (negative: before) the
        /// start, or the end. RFC 5545 3.3.6: `-P1D` is the same wall-clock
        /// time the day before, even across a change of summer time;
        /// `-PT24H` is 24 hours before.
        case relative(days: Int, seconds: Int, toEnd: Bool)
        /// A fixed moment, seconds since 1970 (UTC).
        case absolute(Int)
    }

    let trigger: Trigger
    let action: String
    /// REPEAT more times, DURATION apart.
    let repeatCount: Int
    let repeatSeconds: Int
    let message: String?
    /// Dismissed up to this moment (seconds since 1970).
    let acknowledged: Int?
    /// Which VALARM of its event (0 for the first), for the firing's key.
    let index: Int

    /// The VALARMs of one event block, from its unfolded lines (depth 1:
    /// the VALARM's BEGIN and END, depth 2: its properties). An alarm whose
    /// TRIGGER dal cannot read is left out and said in `problems`.
    static func read(_ lines: [(name: String, text: String, depth: Int)], problems: inout [String]) -> [AlarmDefinition] {
        var found: [AlarmDefinition] = []
        var inside = false, index = 0
        var trigger: ContentLine?, action = "DISPLAY", repeatCount = 0, repeatSeconds = 0, message: String?, acknowledged: Int?
        for line in lines {
            switch (line.name, line.depth) {
            case ("BEGIN", 1) where line.text.uppercased() == "BEGIN:VALARM":
                inside = true
                (trigger, action, repeatCount, repeatSeconds, message, acknowledged) = (nil, "DISPLAY", 0, 0, nil, nil)
            case ("END", 1) where inside:
                inside = false
                defer { index += 1 }
                // Apple writes ACTION:NONE for "no alarm" (its default-alarm placeholder).
                if action == "NONE" { continue }
                guard let trigger, let read = Self.trigger(trigger) else {
                    problems.append(CalendarProblem.alarmNotRead(trigger: trigger?.value))
                    continue
                }
                found.append(AlarmDefinition(trigger: read, action: action, repeatCount: repeatCount, repeatSeconds: repeatSeconds,
                                             message: message, acknowledged: acknowledged, index: index))
            case ("TRIGGER", 2): trigger = ContentLine(line.text)
            case ("ACTION", 2): action = ContentLine(line.text).value.uppercased()
            case ("REPEAT", 2): repeatCount = max(0, min(Int(ContentLine(line.text).value.trimmingCharacters(in: .whitespaces)) ?? 0, 100))
            case ("DURATION", 2): repeatSeconds = seconds(ContentLine(line.text).value) ?? 0
            case ("DESCRIPTION", 2): message = ICalendarFile.unescaped(ContentLine(line.text).value)
            case ("ACKNOWLEDGED", 2):
                if let time = BasicTime.parse(ContentLine(line.text).value), time.isUTC { acknowledged = BasicTime.seconds(time.wall) }
            default: break
            }
        }
        return found
    }

    /// A TRIGGER: a duration (RELATED=START or END), or a UTC date-time.
    static func trigger(_ line: ContentLine) -> Trigger? {
        if line.parameters["VALUE"]?.uppercased() == "DATE-TIME" {
            guard let time = BasicTime.parse(line.value), time.isUTC else { return nil }   // RFC 5545 3.8.6.3: UTC only
            return .absolute(BasicTime.seconds(time.wall))
        }
        guard let (days, seconds) = nominal(line.value) else { return nil }
        return .relative(days: days, seconds: seconds, toEnd: line.parameters["RELATED"]?.uppercased() == "END")
    }

    /// An iCalendar duration (`-PT15M`, `P1D`, `-P1W`) in seconds, read by
    /// libical (days counted as 86,400 seconds: for REPEAT's DURATION).
    static func seconds(_ text: String) -> Int? {
        nominal(text).map { $0.days * 86_400 + $0.seconds }
    }

    /// An iCalendar duration as nominal days (its weeks and days) and
    /// exact seconds (its hours, minutes and seconds), both signed.
    static func nominal(_ text: String) -> (days: Int, seconds: Int)? {
        let duration = icaldurationtype_from_string(text.trimmingCharacters(in: .whitespaces))
        guard icaldurationtype_is_bad_duration(duration) == 0 else { return nil }
        let sign = duration.is_neg != 0 ? -1 : 1
        let days = Int(duration.weeks) * 7 + Int(duration.days)
        let seconds = Int(duration.hours) * 3600 + Int(duration.minutes) * 60 + Int(duration.seconds)
        return (sign * days, sign * seconds)
    }
}
