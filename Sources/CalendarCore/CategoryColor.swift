/// A category's colour: one of the eight terminal colour names or `#rrggbb`.
public struct CategoryColor: Hashable, Sendable, CustomStringConvertible {
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    /// The usual RGB of the eight colours (xterm defaults), for matching.
    static let palette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    ]

    public let red, green, blue: UInt8
    /// Set when the colour was given by name.
    public let namedIndex: Int?
    /// Drawn as the bright variant of its basic colour where a terminal has
    /// only the eight (bold there), so that more than six hues stay apart.
    public let isBright: Bool
    /// The basic colour chosen for it, when not the nearest.
    private let chosenBasic: Int?

    public init?(parsing text: String) {
        let lower = text.lowercased()
        if let index = CategoryColor.names.firstIndex(of: lower) {
            (red, green, blue) = CategoryColor.palette[index]
            namedIndex = index
            isBright = false
            chosenBasic = nil
            return
        }
        let hex = Array(lower.utf8)
        guard hex.count == 7, hex[0] == UInt8(ascii: "#"),
              let value = UInt32(String(decoding: hex[1...], as: UTF8.self), radix: 16),
              hex[1...].allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        red = UInt8(value >> 16 & 0xFF)
        green = UInt8(value >> 8 & 0xFF)
        blue = UInt8(value & 0xFF)
        namedIndex = nil
        isBright = false
        chosenBasic = nil
    }

    /// A colour whose stand-in among the eight basic ones is chosen rather
    /// than the nearest (automatic calendar colours).
    init(hex: String, basic: Int, bright: Bool) {
        let parsed = CategoryColor(parsing: hex)!
        (red, green, blue) = (parsed.red, parsed.green, parsed.blue)
        namedIndex = nil
        isBright = bright
        chosenBasic = basic
    }

    /// The closest of the eight terminal colours (0 black ... 7 white), or
    /// the one chosen for it. A `#rrggbb` colour is never matched to yellow
    /// or cyan, which mean the pending range and the selection on screen;
    /// a colour named `yellow` or `cyan` stays what it says.
    public var nearestBasicIndex: Int {
        if let namedIndex { return namedIndex }
        if let chosenBasic { return chosenBasic }
        var best = 0, bestDistance = Int.max
        for (index, (r, g, b)) in CategoryColor.palette.enumerated() where index != 3 && index != 6 {
            let dr = Int(red) - Int(r), dg = Int(green) - Int(g), db = Int(blue) - Int(b)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return best
    }

    /// The closest of all eight terminal colours, yellow and cyan included
    /// (for the theme, which may well want them).
    public var nearestOfEight: Int {
        if let namedIndex { return namedIndex }
        return CategoryColor.palette.indices.min { first, second in
            let distance = { (index: Int) -> Int in
                let (r, g, b) = CategoryColor.palette[index]
                let dr = Int(red) - Int(r), dg = Int(green) - Int(g), db = Int(blue) - Int(b)
                return dr * dr + dg * dg + db * db
            }
            return distance(first) < distance(second)
        }!
    }

    /// The closest colour of the xterm 256-colour palette (16...255).
    /// Without arrays: every entry on screen asks for its category's colour
    /// at each frame.
    public var nearest256Index: Int {
        if let namedIndex { return namedIndex }
        func squared(_ value: Int) -> Int { value * value }
        let (r, g, b) = (Self.nearestLevel(red), Self.nearestLevel(green), Self.nearestLevel(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = squared(Self.levels[r] - Int(red)) + squared(Self.levels[g] - Int(green)) + squared(Self.levels[b] - Int(blue))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayStep = min(23, max(0, (average - 8 + 5) / 10))
        let gray = 8 + 10 * grayStep
        let grayDistance = squared(gray - Int(red)) + squared(gray - Int(green)) + squared(gray - Int(blue))
        return grayDistance < cubeDistance ? 232 + grayStep : cube
    }

    /// The six levels of each primary in the 256-colour cube.
    private static let levels = [0, 95, 135, 175, 215, 255]

    /// The cube's level nearest `value` (the lower one on a tie).
    private static func nearestLevel(_ value: UInt8) -> Int {
        var best = 0
        for index in levels.indices where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) { best = index }
        return best
    }

    public var description: String {
        if let namedIndex { return CategoryColor.names[namedIndex] }
        let digits = [red, green, blue].map { byte -> String in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits.joined()
    }
}

/// A kind of marked day (a course, a habit, a shift).
public struct Category: Hashable, Sendable {
    public let id: String
    public let name: String
    public let color: CategoryColor

    public init(id: String, name: String, color: CategoryColor) {
        self.id = id
        self.name = name
        self.color = color
    }
}

/// Colours for calendars that do not name one: eight that stay distinct
/// in the 256-colour palette and on terminals with only the eight basic
/// colours, none of them cyan or yellow (the selection and the pending
/// range): blue, red, green, magenta, then orange, pink, lime and sky blue,
/// which are the bright red, magenta, green and blue there.
public enum CalendarColors {
    public static let palette: [CategoryColor] = [
        CategoryColor(hex: "#1f6fd1", basic: 4, bright: false), CategoryColor(hex: "#d62728", basic: 1, bright: false),
        CategoryColor(hex: "#2ca02c", basic: 2, bright: false), CategoryColor(hex: "#b04fc4", basic: 5, bright: false),
        CategoryColor(hex: "#ff7f0e", basic: 1, bright: true), CategoryColor(hex: "#e377c2", basic: 5, bright: true),
        CategoryColor(hex: "#8fd14f", basic: 2, bright: true), CategoryColor(hex: "#6fa8ff", basic: 4, bright: true),
    ]

    public static func automatic(_ index: Int) -> CategoryColor {
        palette[((index % palette.count) + palette.count) % palette.count]
    }
}
