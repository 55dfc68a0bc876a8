import Foundation

/// WCAG 2 contrast between the colours of the 256-colour palette, from
/// the RGB values xterm gives them (the sixteen system colours are the
/// terminal's to choose; xterm's are the common reading).
enum Contrast {
    /// Text must reach this ratio against its background (WCAG 2 AA for
    /// normal text): a day number is a glyph or two, not large text.
    static let minimumRatio = 4.5

    /// The 256-colour palette's black and white, the text colours that
    /// always reach the ratio on one side of middle grey.
    static let black = 16, white = 231

    private static let systemColors: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The red, green and blue (0–255) of palette colour `index`: the
    /// system colours, the 6×6×6 cube, then the grey ramp.
    static func rgb(_ index: Int) -> (red: Int, green: Int, blue: Int) {
        switch index {
        case ..<16: return systemColors[max(0, index)]
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255], cube = index - 16
            return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let grey = 8 + 10 * (min(index, 255) - 232)
            return (grey, grey, grey)
        }
    }

    /// WCAG 2 relative luminance of palette colour `index`.
    static func luminance(_ index: Int) -> Double {
        func linear(_ channel: Int) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (red, green, blue) = rgb(index)
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio of two palette colours, 1 to 21.
    static func ratio(_ first: Int, _ second: Int) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Text on `background` on a 256-colour terminal: `preferred` (nil:
    /// the terminal's own text colour, whose RGB dal cannot know) where it
    /// reaches `minimumRatio`, else black or white, whichever contrasts
    /// more. Terminals with fewer colours keep `preferred`'s basic colour:
    /// their RGB is the terminal's choice.
    static func text(_ preferred: TerminalColor?, on background: TerminalColor) -> TerminalColor {
        let shade = background.index(forTerminalColors: 256)
        if let preferred, ratio(preferred.index(forTerminalColors: 256), shade) >= minimumRatio { return preferred }
        let readable = ratio(black, shade) >= ratio(white, shade) ? black : white
        return TerminalColor(basic: preferred?.basic ?? 7, bright: preferred?.bright ?? false, extended: readable)
    }
}
