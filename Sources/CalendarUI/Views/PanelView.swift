/// Text in a box over the calendar: the help, a notice the user must be
/// able to read in full, or the cursor day's agenda. Content wraps to the
/// window; what does not fit scrolls (↑ ↓), with marks on the border
/// saying there is more.
public enum PanelKind: Equatable, Sendable {
    /// `notice` is the warning and the session's messages, opened with
    /// `!`; `arrivedNotice` a warning that opened by itself (a read-only
    /// store, a failed save). The person did not ask for that one: their
    /// keys go on to the calendar (and close it), only the cancel key just
    /// closes it.
    case help, notice, arrivedNotice
    /// The cursor day's entries (`Enter`); ← → move the cursor day.
    case agenda
}

/// A piece of a line in its own style.
struct Span: Equatable {
    var text: String
    var style: CellStyle = .plain
}

extension CellBuffer {
    /// Draws spans one after another from `x`, within `columns` columns.
    mutating func put(_ line: [Span], x: Int, y: Int, columns: Int) {
        clipped(toColumns: x..<(x + max(0, columns))) { inside in
            var column = x
            for span in line { column += inside.put(span.text, x: column, y: y, style: span.style) }
        }
    }
}

/// Where a panel goes and what it holds at one screen size. The reducer
/// uses it to keep scrolling within the content, the view to draw.
struct PanelLayout {
    let x, y, width, height: Int
    let title: String
    let hint: String
    let lines: [[Span]]

    /// Rows inside the border.
    var visibleRows: Int { max(0, height - 2) }
    var maxScroll: Int { max(0, lines.count - visibleRows) }

    init(kind: PanelKind, state: AppState) {
        let size = state.size
        switch kind {
        case .help:
            title = state.words.panels.keysTitle
            (width, lines) = Self.keyed(KeyMap.helpLines(state), size: size, minimumWidth: 0)
        case .notice:
            title = state.warning == nil ? state.words.panels.messagesTitle : state.words.panels.noticeTitle
            (width, lines) = Self.noticeLines(state, size: size)
        case .arrivedNotice:
            title = state.words.panels.noticeTitle
            (width, lines) = Self.keyed([("", state.warning ?? "")], size: size, minimumWidth: min(60, size.width))
        case .agenda:
            // Wide enough for an event's details (a description, a URL).
            width = min(size.width, 64)
            title = AgendaView.title(of: state.cursor, state: state, width: width - 4)
            lines = AgendaView.lines(on: state.cursor, state: state, width: max(1, width - 4))
        }
        height = min(size.height, lines.count + 2)
        let scrolls = lines.count > max(0, height - 2)
        let words = state.words.panels
        switch kind {
        case .agenda: hint = scrolls ? words.dayHintScrolls : words.dayHint
        // Under a notice nobody opened ↑ ↓ move the cursor; `!` opens it to scroll.
        // Keys do their jobs under it (q quits): the hint must not say "any key closes".
        case .arrivedNotice:
            let keys = state.keyBindings
            let closes = keys.firstLabel(.cancel).map { words.closes($0) }
            let scroll = scrolls ? keys.firstLabel(.warning).map { words.toScroll($0) } : nil
            hint = ([scroll, closes].compactMap { $0 } + [words.keysWorkAsUsual]).joined(separator: ", ")
        default: hint = scrolls ? words.scrollOtherKeysClose : words.anyKeyCloses
        }
        x = (size.width - width) / 2
        y = (size.height - height) / 2
    }

    /// `!`: the lasting warning, then the messages of this session, newest
    /// first, each whole; the width the box needs.
    private static func noticeLines(_ state: AppState, size: ScreenSize) -> (Int, [[Span]]) {
        let messages = Array(state.notices.log.reversed())
        var paragraphs: [(text: String, style: CellStyle)] = state.warning.map { [($0, .plain)] } ?? []
        let history = state.changes.history.lines(in: state.words.events)
        let words = state.words.panels
        let keys = state.keyBindings
        let travel = [keys.firstLabel(.undo).map { words.goesBack($0) }, keys.firstLabel(.redo).map { words.forward($0) }].compactMap { $0 }
        for (heading, list) in [(words.changesHeading(travel.joined(separator: ", ")), history),
                                (words.messagesHeading, messages)] where !list.isEmpty {
            if !paragraphs.isEmpty { paragraphs.append(("", .plain)) }
            paragraphs.append((heading, CellStyle(bold: true)))
            paragraphs += list.map { ($0, .plain) }
        }
        if paragraphs.isEmpty { paragraphs = [(words.noMessages, .plain)] }
        let widest = paragraphs.map { DisplayWidth.of($0.text) }.max() ?? 0
        let width = min(size.width, max(widest + 4, min(60, size.width)))
        let lines = paragraphs.flatMap { paragraph in
            paragraph.text.isEmpty ? [[]] : TextWrap.lines(paragraph.text, width: max(1, width - 4)).map { [Span(text: $0, style: paragraph.style)] }
        }
        return (width, lines)
    }

    /// Lines of keys (bold) and their meanings: side by side when both fit,
    /// else the meaning under its key; the width the box needs.
    private static func keyed(_ entries: [(keys: String, meaning: String)], size: ScreenSize,
                              minimumWidth: Int) -> (Int, [[Span]]) {
        let widestKey = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let widestText = entries.map { DisplayWidth.of($0.meaning) }.max() ?? 0
        // Border and a column of padding on each side.
        let natural = (widestKey > 0 ? widestKey + 2 : 0) + widestText + 4
        let width = min(size.width, max(natural, minimumWidth))
        let inner = max(1, width - 4)
        let beside = widestKey == 0 || inner - widestKey - 2 >= 20
        let keyWidth = beside && widestKey > 0 ? widestKey + 2 : 0
        var lines: [[Span]] = []
        for entry in entries {
            let key = Span(text: entry.keys, style: CellStyle(bold: true))
            if beside {
                let wrapped = TextWrap.lines(entry.meaning, width: max(1, inner - keyWidth))
                for (index, text) in wrapped.enumerated() {
                    let keyText = index == 0 ? entry.keys : ""
                    let padding = String(repeating: " ", count: keyWidth - DisplayWidth.of(keyText))
                    lines.append([Span(text: keyText, style: key.style), Span(text: padding + text)])
                }
            } else {
                lines.append([key])
                lines += TextWrap.lines(entry.meaning, width: max(1, inner - 2)).map { [Span(text: "  " + $0)] }
            }
        }
        return (width, lines)
    }
}

enum PanelView {
    static func render(_ kind: PanelKind, scroll: Int, state: AppState, into buffer: inout CellBuffer) {
        let layout = PanelLayout(kind: kind, state: state)
        guard layout.width >= 3, layout.height >= 3 else { return }
        let (x, y, width, height) = (layout.x, layout.y, layout.width, layout.height)
        let top = min(max(0, scroll), layout.maxScroll)
        let withHint = "\(layout.title) (\(layout.hint))"
        Box.render(title: DisplayWidth.of(withHint) <= width - 4 ? withHint : layout.title,
                   lines: Array(layout.lines.dropFirst(top).prefix(layout.visibleRows)),
                   x: x, y: y, width: width, height: height, into: &buffer)
        let markX = x + width - 9
        if markX > x, top > 0 { buffer.put(state.words.panels.moreAboveMark, x: markX, y: y, style: Palette.overlayBorder) }
        if markX > x, top < layout.maxScroll { buffer.put(state.words.panels.moreBelowMark, x: markX, y: y + height - 1, style: Palette.overlayBorder) }
    }

    /// Blanks a column on each side of the box and whatever word of the
    /// calendar the box would cut, so that no half day number or name
    /// shows next to the border.
    static func clearAround(x: Int, y: Int, width: Int, height: Int, in buffer: inout CellBuffer) {
        for row in y..<(y + height) {
            var left = x - 1
            while left >= 0, left == x - 1 || buffer.character(x: left, y: row) != " " { left -= 1 }
            var right = x + width
            while right < buffer.width, right == x + width || buffer.character(x: right, y: row) != " " { right += 1 }
            buffer.fill(x: left + 1, y: row, columns: x - left - 1, rows: 1)
            buffer.fill(x: x + width, y: row, columns: right - x - width, rows: 1)
        }
    }
}
