/// The year page as a heat map: a day's background by how many entries
/// (events and marks) it has, in four greys from dark to light (the
/// 256-colour palette's grey ramp, so the digits keep their category's
/// colour on it; terminals with eight colours show one dark grey, and
/// without colour a busy day is reversed).
public enum HeatShade {
    public static let levels = 4

    /// 1, 2–3, 4–6, 7 or more entries; nil for none.
    public static func level(forEntries count: Int) -> Int? {
        switch count {
        case ...0: nil
        case 1: 1
        case 2...3: 2
        case 4...6: 3
        default: 4
        }
    }

    public static func color(level: Int) -> TerminalColor {
        let greys = [236, 238, 241, 244]
        return TerminalColor(basic: 0, bright: true, extended: greys[max(1, min(levels, level)) - 1])
    }

    static func color(forEntries count: Int) -> TerminalColor? { level(forEntries: count).map(color(level:)) }
}
