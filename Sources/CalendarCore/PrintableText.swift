/// Text from a calendar file (a title, a place, an alarm's words, a
/// calendar's or a category's name) as dal shows, prints or hands to a
/// notifier: one line, every control character a space — C0 (line breaks,
/// tabs, ESC, BEL), DEL and C1 (U+009B, a CSI on its own) — and no spaces
/// at its ends. An escape sequence in a shared calendar (a title change,
/// an OSC 52 clipboard write) reaches no terminal through dal. The one
/// function for this: every text of a calendar's that dal prints comes
/// through it.
public enum PrintableText {
    public static func oneLine(_ text: String) -> String {
        // Most texts are already one clean line: no copy for them.
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last, first != " ", last != " ",
           !text.unicodeScalars.contains(where: isControl) {
            return text
        }
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { cleaned.append(isControl(scalar) ? " " : scalar) }
        return String(String(cleaned).drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// C0, DEL and C1: what a terminal may read as (the start of) a command.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
