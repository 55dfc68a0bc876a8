/// A box in the middle of the screen that lists every key.
enum HelpOverlayView {
    static func render(into buffer: inout CellBuffer) {
        let lines = KeyMap.helpLines
        let keyWidth = lines.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let textWidth = lines.map { DisplayWidth.of($0.meaning) }.max() ?? 0
        let title = " Keys (any key closes) "
        let width = min(buffer.width, max(keyWidth + textWidth + 7, DisplayWidth.of(title) + 4))
        let height = min(buffer.height, lines.count + 2)
        let x = (buffer.width - width) / 2, y = (buffer.height - height) / 2

        buffer.fill(x: x, y: y, columns: width, rows: height, style: Palette.overlay)
        let horizontal = String(repeating: "─", count: max(0, width - 2))
        buffer.put("┌" + horizontal + "┐", x: x, y: y, style: Palette.overlayBorder)
        buffer.putCentered(title, x: x, y: y, columns: width, style: Palette.overlayBorder)
        for row in 1..<max(1, height - 1) {
            buffer.put("│", x: x, y: y + row, style: Palette.overlayBorder)
            buffer.put("│", x: x + width - 1, y: y + row, style: Palette.overlayBorder)
        }
        if height >= 2 { buffer.put("└" + horizontal + "┘", x: x, y: y + height - 1, style: Palette.overlayBorder) }
        for (index, line) in lines.prefix(max(0, height - 2)).enumerated() {
            let row = y + 1 + index
            buffer.put(line.keys, x: x + 2, y: row, style: CellStyle(bold: true), maxColumns: width - 4)
            buffer.put(line.meaning, x: x + 4 + keyWidth, y: row, maxColumns: max(0, width - keyWidth - 6))
        }
    }
}
