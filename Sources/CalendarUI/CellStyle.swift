/// A colour: one of the eight every colour terminal has (ANSI/curses
/// order, `basic`), optionally with a closer match in the 256-colour
/// palette (`extended`) that terminals with 256 colours use instead.
public struct TerminalColor: Hashable, Sendable {
    // Bytes, not Ints: a frame holds thousands of cells, each with two colours.
    private let basicIndex: UInt8
    /// 0 when there is no 256-colour match (extended indices are 16...255).
    private let extendedIndex: UInt8

    public var basic: Int { Int(basicIndex) }
    public var extended: Int? { extendedIndex == 0 ? nil : Int(extendedIndex) }

    public init(basic: Int, extended: Int? = nil) {
        basicIndex = UInt8(max(0, min(7, basic)))
        extendedIndex = extended.map { UInt8(max(16, min(255, $0))) } ?? 0
    }

    public static let black = TerminalColor(basic: 0)
    public static let red = TerminalColor(basic: 1)
    public static let green = TerminalColor(basic: 2)
    public static let yellow = TerminalColor(basic: 3)
    public static let blue = TerminalColor(basic: 4)
    public static let magenta = TerminalColor(basic: 5)
    public static let cyan = TerminalColor(basic: 6)
    public static let white = TerminalColor(basic: 7)

    /// The colour index to use on a terminal with `colors` colours.
    public func index(forTerminalColors colors: Int) -> Int {
        if colors >= 256, let extended { return extended }
        return basic
    }
}

/// How one cell is drawn. Attributes alone (bold, reverse, underline) keep
/// the cursor, today and selections distinguishable without colour.
public struct CellStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil,
                bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = CellStyle()

    /// The same style with colours removed, for `NO_COLOR` and monochrome.
    public var withoutColor: CellStyle {
        var copy = self
        copy.foreground = nil
        copy.background = nil
        return copy
    }
}
