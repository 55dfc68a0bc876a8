/// The eight colours every colour terminal has, in ANSI/curses order.
public enum TerminalColor: Int, CaseIterable, Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
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
