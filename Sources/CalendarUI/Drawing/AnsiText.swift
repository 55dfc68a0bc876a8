/// Serialises a `CellBuffer` as lines of text for a pipe or a terminal that
/// is not under curses (`dal print`): SGR escapes when colour is on, plain
/// text otherwise. Trailing blanks are dropped from every line.
public enum AnsiText {
    public static func render(_ buffer: CellBuffer, color: Bool) -> String {
        var output = ""
        for row in 0..<buffer.height {
            var current = CellStyle.plain
            var line = ""
            var visibleBytes = 0
            var styleAtVisibleEnd = CellStyle.plain
            for column in 0..<buffer.width {
                let cell = buffer[column, row]
                if cell.isContinuation { continue }
                if color, cell.style != current {
                    line += sgr(cell.style)
                    current = cell.style
                }
                line.append(buffer.character(x: column, y: row))
                if !cell.isBlank || (color && (cell.style.reverse || cell.style.background != nil)) {
                    visibleBytes = line.utf8.count
                    styleAtVisibleEnd = current
                }
            }
            line = String(decoding: line.utf8.prefix(visibleBytes), as: UTF8.self)
            if color, styleAtVisibleEnd != .plain { line += "\u{1B}[0m" }
            output += line + "\n"
        }
        return output
    }

    /// One Select Graphic Rendition sequence that sets exactly `style`. A
    /// colour of the 256-colour palette (a theme's `208` or `#rrggbb`) is
    /// sent as such (`38;5;N`); the eight and their bright variants as
    /// every terminal knows them.
    static func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let fg = style.foreground { codes.append(fg.extended.map { "38;5;\($0)" } ?? String((fg.bright ? 90 : 30) + fg.basic)) }
        if let bg = style.background { codes.append(bg.extended.map { "48;5;\($0)" } ?? String((bg.bright ? 100 : 40) + bg.basic)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
