/// A colour: one of the eight every colour terminal has (ANSI/curses
/// order, `basic`), possibly its bright variant, optionally with a closer
/// match in the 256-colour palette (`extended`) that terminals with 256
/// colours use instead.
public struct TerminalColor: Hashable, Sendable {
    /// One word, never 0: a frame holds thousands of cells with two colours
    /// each, compared frame after frame. Bit 31 marks a colour, bits 0-2
    /// hold `basic`, bits 3-10 `extended` (0 for none), bit 11 `bright`.
    let code: UInt32

    public var basic: Int { Int(code & 0x7) }
    public var extended: Int? {
        let index = Int(code >> 3 & 0xFF)
        return index == 0 ? nil : index
    }
    /// Colours 8–15 where the terminal has sixteen; bold where it has eight.
    public var bright: Bool { code & 0x800 != 0 }

    public init(basic: Int, bright: Bool = false, extended: Int? = nil) {
        let basicIndex = UInt32(max(0, min(7, basic)))
        let extendedIndex = extended.map { UInt32(max(16, min(255, $0))) } ?? 0
        code = 0x8000_0000 | basicIndex | extendedIndex << 3 | (bright ? 0x800 : 0)
    }

    init?(code: UInt32) {
        guard code != 0 else { return nil }
        self.code = code
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
        return bright && colors >= 16 ? basic + 8 : basic
    }

    /// Whether a terminal with `colors` colours shows this colour's
    /// brightness only through bold.
    public func needsBold(forTerminalColors colors: Int) -> Bool {
        bright && colors < 16
    }

    /// Dark enough to read on the light selection colours (cyan, yellow):
    /// black and blue, judged by the basic colour every terminal shows.
    /// Red, magenta and the rest fall under about 3:1 there.
    public var readsOnLightBackground: Bool {
        !bright && (basic == 0 || basic == 4)
    }

    /// Dark enough that white text reads on it: black, red, blue and
    /// magenta, not bright, judged by the basic colour every terminal shows.
    public var isDark: Bool {
        !bright && [0, 1, 4, 5].contains(basic)
    }
}

/// How one cell is drawn. Attributes alone (bold, reverse, underline) keep
/// the cursor, today and selections distinguishable without colour.
///
/// Kept as three words so that comparing cells, which the frame difference
/// does for every cell of every frame, is three integer comparisons.
public struct CellStyle: Hashable, Sendable {
    private var foregroundCode: UInt32 = 0
    private var backgroundCode: UInt32 = 0
    private var attributes: UInt32 = 0

    private static let boldBit: UInt32 = 1, dimBit: UInt32 = 2, reverseBit: UInt32 = 4, underlineBit: UInt32 = 8

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

    public var foreground: TerminalColor? {
        get { TerminalColor(code: foregroundCode) }
        set { foregroundCode = newValue?.code ?? 0 }
    }

    public var background: TerminalColor? {
        get { TerminalColor(code: backgroundCode) }
        set { backgroundCode = newValue?.code ?? 0 }
    }

    public var bold: Bool {
        get { attributes & Self.boldBit != 0 }
        set { setAttribute(Self.boldBit, newValue) }
    }

    public var dim: Bool {
        get { attributes & Self.dimBit != 0 }
        set { setAttribute(Self.dimBit, newValue) }
    }

    public var reverse: Bool {
        get { attributes & Self.reverseBit != 0 }
        set { setAttribute(Self.reverseBit, newValue) }
    }

    public var underline: Bool {
        get { attributes & Self.underlineBit != 0 }
        set { setAttribute(Self.underlineBit, newValue) }
    }

    private mutating func setAttribute(_ bit: UInt32, _ on: Bool) {
        attributes = on ? attributes | bit : attributes & ~bit
    }

    /// The same style with colours removed, for `NO_COLOR` and monochrome:
    /// a coloured background (a selection) becomes reverse video, so that
    /// what stood out in colour still does.
    public var withoutColor: CellStyle {
        var copy = self
        if background != nil { copy.reverse = true }
        copy.foreground = nil
        copy.background = nil
        return copy
    }
}
