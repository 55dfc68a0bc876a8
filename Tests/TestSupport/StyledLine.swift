/// A line of `tmux capture-pane -e` read back into columns: which are in
/// reverse video (what dal's boxes and bars are drawn with). Wide
/// characters are not expected on such lines (each character is a column).
public enum StyledLine {
    public static func reverseColumns(_ line: String) -> [Bool] {
        var columns: [Bool] = []
        var reverse = false
        var scalars = Array(line.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                if scalar.value >= 0x20 { columns.append(reverse) }
                continue
            }
            guard scalars.first == "[" else { continue }
            scalars.removeFirst()
            var parameters = ""
            while let next = scalars.popFirst(), !(next.value >= 0x40 && next.value <= 0x7E) { parameters.unicodeScalars.append(next) }
            var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
            while let code = codes.popFirst() {
                switch code {
                case 0: reverse = false
                case 7: reverse = true
                case 27: reverse = false
                // Colours: 38;5;N, 38;2;R;G;B (and 48 for backgrounds) take their arguments along.
                case 38, 48: if codes.popFirst() == 5 { codes = codes.dropFirst() } else { codes = codes.dropFirst(3) }
                default: break
                }
            }
        }
        return columns
    }
}
