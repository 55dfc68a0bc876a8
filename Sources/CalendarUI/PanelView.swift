/// Text in a box over the calendar: the help, or a notice the user must be
/// able to read in full. Content wraps to the window; what does not fit
/// scrolls (↑ ↓), with marks on the border saying there is more.
public enum PanelKind: Equatable, Sendable {
    case help, notice
}

/// Where a panel goes and what it holds at one screen size. The reducer
/// uses it to keep scrolling within the content, the view to draw.
struct PanelLayout {
    struct Line {
        var key: String
        var text: String
    }

    let x, y, width, height: Int
    let title: String
    let keyWidth: Int
    let lines: [Line]

    /// Rows inside the border.
    var visibleRows: Int { max(0, height - 2) }
    var maxScroll: Int { max(0, lines.count - visibleRows) }

    init(kind: PanelKind, state: AppState) {
        let size = state.size
        let entries: [(keys: String, meaning: String)]
        switch kind {
        case .help:
            title = "Keys"
            entries = KeyMap.helpLines
        case .notice:
            title = "Notice"
            entries = [("", state.warning ?? "")]
        }
        let widestKey = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let widestText = entries.map { DisplayWidth.of($0.meaning) }.max() ?? 0
        // Border and a column of padding on each side.
        let natural = (widestKey > 0 ? widestKey + 2 : 0) + widestText + 4
        width = min(size.width, max(natural, kind == .notice ? min(60, size.width) : 0))
        let inner = max(1, width - 4)
        // Keys beside their meaning when both fit, else the meaning below.
        let beside = widestKey == 0 || inner - widestKey - 2 >= 20
        keyWidth = beside && widestKey > 0 ? widestKey + 2 : 0
        var lines: [Line] = []
        for entry in entries {
            if beside {
                let wrapped = TextWrap.lines(entry.meaning, width: max(1, inner - keyWidth))
                lines += wrapped.enumerated().map { Line(key: $0.offset == 0 ? entry.keys : "", text: $0.element) }
            } else {
                lines.append(Line(key: entry.keys, text: ""))
                lines += TextWrap.lines(entry.meaning, width: max(1, inner - 2)).map { Line(key: "", text: "  " + $0) }
            }
        }
        self.lines = lines
        height = min(size.height, lines.count + 2)
        x = (size.width - width) / 2
        y = (size.height - height) / 2
    }
}

enum PanelView {
    static func render(_ kind: PanelKind, scroll: Int, state: AppState, into buffer: inout CellBuffer) {
        let layout = PanelLayout(kind: kind, state: state)
        guard layout.width >= 3, layout.height >= 3 else { return }
        let (x, y, width, height) = (layout.x, layout.y, layout.width, layout.height)
        let top = min(max(0, scroll), layout.maxScroll)

        buffer.fill(x: x, y: y, columns: width, rows: height, style: Palette.overlay)
        let horizontal = String(repeating: "─", count: width - 2)
        buffer.put("┌" + horizontal + "┐", x: x, y: y, style: Palette.overlayBorder)
        buffer.put("└" + horizontal + "┘", x: x, y: y + height - 1, style: Palette.overlayBorder)
        for row in 1..<(height - 1) {
            buffer.put("│", x: x, y: y + row, style: Palette.overlayBorder)
            buffer.put("│", x: x + width - 1, y: y + row, style: Palette.overlayBorder)
        }
        let scrolls = layout.maxScroll > 0
        let title = " \(layout.title) (\(scrolls ? "↑↓ scroll, other keys close" : "any key closes")) "
        buffer.putCentered(DisplayWidth.of(title) <= width - 2 ? title : " \(layout.title) ", x: x, y: y, columns: width,
                           style: Palette.overlayBorder)
        let markX = x + width - 9
        if markX > x, top > 0 { buffer.put("↑ more", x: markX, y: y, style: Palette.overlayBorder) }
        if markX > x, top < layout.maxScroll { buffer.put("↓ more", x: markX, y: y + height - 1, style: Palette.overlayBorder) }

        for (row, line) in layout.lines.dropFirst(top).prefix(layout.visibleRows).enumerated() {
            buffer.clipped(toColumns: (x + 2)..<(x + width - 2)) { inside in
                inside.put(line.key, x: x + 2, y: y + 1 + row, style: CellStyle(bold: true))
                inside.put(line.text, x: x + 2 + layout.keyWidth, y: y + 1 + row)
            }
        }
    }
}
