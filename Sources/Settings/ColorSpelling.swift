import CalendarCore
import CalendarUI

/// Colours as the config file writes them: one of the eight names
/// (`red`), its bright variant (`bright-red`), a number of the 256-colour
/// palette (`208`), `#rrggbb`, or `none` where no colour is allowed.
/// Terminals with 256 colours show the nearest of those; terminals with
/// eight the nearest of the eight.
public enum ColorSpelling {
    /// nil: not a colour; .some(nil): `none`.
    static func terminalColor(_ text: String) -> TerminalColor?? {
        let lower = text.lowercased()
        if lower == "none" { return .some(nil) }
        if let index = CategoryColor.names.firstIndex(of: lower) { return TerminalColor(basic: index) }
        if lower.hasPrefix("bright-"), let index = CategoryColor.names.firstIndex(of: String(lower.dropFirst(7))) {
            return TerminalColor(basic: index, bright: true)
        }
        if let number = Int(lower), (0...255).contains(number) { return paletteColor(number) }
        if let hex = CategoryColor(parsing: lower) {
            return TerminalColor(basic: hex.nearestOfEight, extended: hex.nearest256Index)
        }
        return nil
    }

    static func terminalColor(_ value: Int) -> TerminalColor? {
        (0...255).contains(value) ? paletteColor(value) : nil
    }

    /// Palette colour `number`: 0–7 the basic ones, 8–15 their bright
    /// variants, 16–255 the cube and greys with the nearest basic colour
    /// for terminals that have only eight.
    private static func paletteColor(_ number: Int) -> TerminalColor {
        if number < 8 { return TerminalColor(basic: number) }
        if number < 16 { return TerminalColor(basic: number - 8, bright: true) }
        let (r, g, b): (Int, Int, Int)
        if number >= 232 {
            let level = 8 + 10 * (number - 232)
            (r, g, b) = (level, level, level)
        } else {
            let levels = [0, 95, 135, 175, 215, 255]
            let index = number - 16
            (r, g, b) = (levels[index / 36], levels[index / 6 % 6], levels[index % 6])
        }
        let hex = "#" + [r, g, b].map { component in
            let text = String(component, radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
        return TerminalColor(basic: CategoryColor(parsing: hex)!.nearestOfEight, extended: number)
    }

    /// How a colour of the standard theme is written.
    public static func spelling(of color: TerminalColor?) -> String {
        guard let color else { return "none" }
        if let extended = color.extended { return String(extended) }
        return (color.bright ? "bright-" : "") + CategoryColor.names[color.basic]
    }
}
