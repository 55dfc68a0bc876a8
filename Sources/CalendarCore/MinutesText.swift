/// A length of time as people type it in a terminal: `10m`, `1h`, `1h30m`,
/// `2d` (days of 24 hours).
public enum MinutesText {
    /// The minutes `text` names, or nil when it is not such a length (a
    /// number without its unit, an unknown unit, a unit twice or out of
    /// order — `1h1h`, `30m1h` —, nothing at all).
    public static func parse(_ text: String) -> Int? {
        var total = 0, number = "", units = 0, lastScale = Int.max
        for character in text.lowercased() {
            if character.isASCII, character.isNumber { number.append(character); continue }
            guard let value = Int(number), let scale = ["m": 1, "h": 60, "d": 1440][String(character)], scale < lastScale,
                  case let (product, overflow) = value.multipliedReportingOverflow(by: scale), !overflow,
                  case let (sum, overflowed) = total.addingReportingOverflow(product), !overflowed else { return nil }
            total = sum
            number = ""
            units += 1
            lastScale = scale
        }
        return number.isEmpty && units > 0 ? total : nil
    }

    /// `10m`, `1h`, `1h30m`, `2d`.
    public static func text(_ minutes: Int) -> String {
        if minutes == 0 { return "0m" }
        if minutes % 1440 == 0 { return "\(minutes / 1440)d" }
        let (hours, rest) = (minutes / 60, minutes % 60)
        return (hours > 0 ? "\(hours)h" : "") + (rest > 0 ? "\(rest)m" : "")
    }
}
