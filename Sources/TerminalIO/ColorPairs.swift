import CNcursesw
import CalendarUI

/// Allocates curses colour pairs on first use, one per (foreground,
/// background) combination, on top of the terminal's default colours.
struct ColorPairs {
    let enabled: Bool
    private var pairs: [Int: Int16] = [:]
    private var nextPair: Int32 = 1

    /// Starts colour when the terminal has it and the user did not opt out.
    init(wanted: Bool) {
        guard wanted, has_colors() else { enabled = false; return }
        start_color()
        use_default_colors()
        enabled = true
    }

    /// The pair for a style's colours; 0 (the default pair) without colour,
    /// or when the terminal has no pairs left.
    mutating func pair(for style: CellStyle) -> Int16 {
        guard enabled, style.foreground != nil || style.background != nil else { return 0 }
        let colors = Int(dal_colors())
        let foreground = style.foreground.map { $0.index(forTerminalColors: colors) } ?? -1
        let background = style.background.map { $0.index(forTerminalColors: colors) } ?? -1
        let key = (foreground + 1) * 512 + background + 1
        if let pair = pairs[key] { return pair }
        guard nextPair < min(dal_color_pairs(), Int32(Int16.max)) else { return 0 }
        let pair = Int16(nextPair)
        init_pair(pair, Int16(foreground), Int16(background))
        pairs[key] = pair
        nextPair += 1
        return pair
    }
}
