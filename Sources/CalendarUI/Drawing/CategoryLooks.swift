import CalendarCore

/// Symbols and calendar colours that stay with a category's name from run
/// to run, whatever other categories come and go (a calendar added once
/// turned Running's `●` into `■`: symbols went by position in the legend).
///
/// Each name has its own order of preference (from a hash of its UTF-8
/// bytes, the same on every machine); categories take their first choice
/// not yet taken, in the alphabetical order of their names. A category
/// therefore keeps its symbol unless another one present at the same time
/// wants the same and sorts before it; where categories came from, or in
/// what order, changes nothing.
enum CategoryLooks {
    /// The symbol of each name, by index: distinct for up to 16 names.
    static func symbols(for names: [String]) -> [Character] {
        choices(for: names, among: Palette.categorySymbols.count).map { Palette.categorySymbols[$0] }
    }

    /// The colour of each calendar: its own (from its `color` file or the
    /// config file) turned off the theme's weekend colours where it falls on
    /// them, else one of `CalendarColors.palette` that is not a weekend
    /// colour, chosen by name like the symbols.
    static func calendarColors(for calendars: [CalendarInfo], theme: Theme) -> [CategoryColor] {
        let allowed = CalendarColors.palette.filter { !isWeekendColor($0, theme: theme) }
        let palette = allowed.isEmpty ? CalendarColors.palette : allowed   // (a theme cannot take all four hues; still)
        let automatic = calendars.indices.filter { calendars[$0].color == nil }
        let picks = choices(for: automatic.map { calendars[$0].name }, among: palette.count)
        var colors = calendars.map { $0.color.map { turnedOffWeekends($0, theme: theme) } }
        for (index, pick) in zip(automatic, picks) { colors[index] = palette[pick] }
        return colors.map { $0! }
    }

    /// Whether `color` reads as a weekend day's number: it falls on the
    /// same one of the eight terminal colours as the theme's Sunday or
    /// Saturday (what every colour terminal shows, and the same hue on
    /// those with more). On the year page a marked day is drawn in its
    /// calendar's colour: a red trip must not read as a row of Sundays.
    static func isWeekendColor(_ color: CategoryColor, theme: Theme) -> Bool {
        [theme.sunday, theme.saturday].contains { $0?.basic == color.nearestBasicIndex }
    }

    /// `color`, or when it is a weekend colour the nearest hue that is not
    /// (turned in steps of 15°, alternately one way and the other, keeping
    /// its lightness and saturation), nor reads as the selection's cyan,
    /// the range's yellow, black or white. A grey cannot turn and stays.
    static func turnedOffWeekends(_ color: CategoryColor, theme: Theme) -> CategoryColor {
        guard isWeekendColor(color, theme: theme) else { return color }
        let weekend = [theme.sunday, theme.saturday].compactMap { $0?.basic }
        for step in 1...12 {
            for sign in [-1, 1] {
                let turned = color.rotatingHue(by: Double(sign * step * 15))
                // Of all eight, cyan and yellow included: how it looks on any terminal.
                let looks = turned.nearestOfEight
                if !isWeekendColor(turned, theme: theme), !weekend.contains(looks), ![0, 3, 6, 7].contains(looks) { return turned }
            }
        }
        return color
    }

    /// For each name an index below `count`: its own preference, or the
    /// next free one after it when a name sorting before it took that.
    /// Past `count` names the choices start over (repeats are unavoidable).
    static func choices(for names: [String], among count: Int) -> [Int] {
        guard count > 0 else { return names.map { _ in 0 } }
        var result = [Int](repeating: 0, count: names.count)
        var taken = [Bool](repeating: false, count: count), takenCount = 0
        let keys = names.map { Array($0.utf8) }
        let order = names.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0].lexicographicallyPrecedes(keys[$1]) }
        for index in order {
            if takenCount == count { (taken, takenCount) = ([Bool](repeating: false, count: count), 0) }
            var choice = Int(nameHash(names[index]) % UInt32(count))
            while taken[choice] { choice = (choice + 1) % count }
            taken[choice] = true
            takenCount += 1
            result[index] = choice
        }
        return result
    }

    /// FNV-1a over the name's UTF-8 bytes: stable across runs and
    /// machines (Swift's own hashing is seeded per process).
    static func nameHash(_ name: String) -> UInt32 {
        name.utf8.reduce(2_166_136_261) { ($0 ^ UInt32($1)) &* 16_777_619 }
    }
}

extension CategoryColor {
    /// The same colour with its hue turned by `degrees` (HSL).
    func rotatingHue(by degrees: Double) -> CategoryColor {
        let (r, g, b) = (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
        let high = max(r, g, b), low = min(r, g, b), lightness = (high + low) / 2
        guard high > low else { return self }
        let delta = high - low
        let saturation = lightness > 0.5 ? delta / (2 - high - low) : delta / (high + low)
        var hue = high == r ? (g - b) / delta + (g < b ? 6 : 0) : high == g ? (b - r) / delta + 2 : (r - g) / delta + 4
        hue = (hue * 60 + degrees).truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        // HSL back to RGB.
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let x = chroma * (1 - abs((hue / 60).truncatingRemainder(dividingBy: 2) - 1))
        let m = lightness - chroma / 2
        let (r1, g1, b1): (Double, Double, Double) = switch Int(hue / 60) {
        case 0: (chroma, x, 0)
        case 1: (x, chroma, 0)
        case 2: (0, chroma, x)
        case 3: (0, x, chroma)
        case 4: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let hex = [r1, g1, b1].map { component -> String in
            let byte = String(Int(((component + m) * 255).rounded()).clamped(to: 0...255), radix: 16)
            return byte.count == 1 ? "0" + byte : byte
        }.joined()
        return CategoryColor(parsing: "#" + hex)!
    }
}

private extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
