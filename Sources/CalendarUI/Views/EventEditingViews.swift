import CalendarCore

/// The boxes of adding and changing events: the prompt above the status
/// line (what is added where, the text, and the syntax or why the text was
/// refused), and the list of a day's events to choose from.
enum EventEditingViews {
    static func renderPrompt(_ prompt: EventPrompt, state: AppState, layout: ScreenLayout, into buffer: inout CellBuffer) {
        // Wider and taller for a refusal: a path in an error must not be cut.
        let width = min(buffer.width, prompt.error == nil ? 72 : 100)
        let inner = max(1, width - 4)
        let note = prompt.error ?? EventInput.hint
        let noteLines = Array(TextWrap.lines(note, width: inner).prefix(prompt.error == nil ? 3 : 8))
        let height = 3 + noteLines.count
        let x = (buffer.width - width) / 2, y = max(0, layout.pageHeight - height)
        // The end of a long text stays in view as it is typed.
        let typedTooLong = DisplayWidth.of(prompt.text, upTo: inner - 3) > inner - 3
        let shown = typedTooLong ? "…" + String(prompt.text.suffix(inner - 3)) : "> " + prompt.text
        var lines: [[Span]] = [[Span(text: shown), Span(text: "_", style: CellStyle(bold: true))]]
        lines += noteLines.map { [Span(text: $0, style: prompt.error == nil ? Palette.note : CellStyle(bold: true))] }
        Box.render(title: title(of: prompt, state: state), lines: lines, x: x, y: y, width: width, height: height, into: &buffer)
    }

    /// `Add on Sunday, November 22, 2026 to Personal (Tab: another calendar)`.
    static func title(of prompt: EventPrompt, state: AppState) -> String {
        switch prompt.purpose {
        case .add(let runs):
            let targets = state.writeTargets
            let target = state.target(of: prompt)?.name ?? "?"
            let days: String
            if runs.count == 1, let run = runs.first {
                days = run.lowerBound == run.upperBound ? state.locale.fullDate(run.lowerBound)
                    : "\(state.locale.monthDay(run.lowerBound)) – \(state.locale.monthDay(run.upperBound))"
            } else {
                days = "\(runs.count) runs of selected days"
            }
            return "Add on \(days) to \(target)" + (targets.count > 1 ? " (Tab: another calendar)" : "")
        case .edit(let occurrence, let scope):
            let which = occurrence.recurrenceID == nil ? "" : scope == .this ? " (this one)" : " (all of them)"
            return "Change \"\(occurrence.title)\"\(which)"
        }
    }

    static func renderChoice(_ choice: EventChoice, state: AppState, into buffer: inout CellBuffer) {
        let width = min(buffer.width, 60)
        let inner = max(1, width - 4)
        let lines = choice.options.enumerated().map { index, occurrence -> [Span] in
            let number = index < 9 ? "\(index + 1)  " : "   "
            let category = state.calendarCategories.indices.contains(occurrence.calendar) ? state.calendarCategories[occurrence.calendar] : 0
            let entry = DayEntry(kind: .event(occurrence.part(on: state.cursor)), title: occurrence.title, category: category,
                                 source: state.calendar(of: occurrence)?.name ?? "", symbol: String(state.categorySymbol(category)))
            let text = DisplayWidth.fitted(number + entry.spanText + "  " + entry.title + "  (" + entry.source + ")", toColumns: inner)
            let padded = text + String(repeating: " ", count: max(0, inner - DisplayWidth.of(text)))
            return [Span(text: padded, style: index == choice.selected ? CellStyle(reverse: true) : .plain)]
        }
        let height = min(buffer.height, lines.count + 2)
        // The highlighted event stays in view: the list scrolls with it.
        let visible = max(1, height - 2)
        let first = min(max(0, choice.selected - visible + 1), max(0, lines.count - visible))
        let verb = choice.purpose == .edit ? "Change" : "Delete"
        Box.render(title: "\(verb) which event? (↑↓ Enter, Esc)", lines: Array(lines.dropFirst(first)), x: (buffer.width - width) / 2,
                   y: (buffer.height - height) / 2, width: width, height: height, into: &buffer)
    }
}

/// A bordered box over the screen with a title in its top border and
/// lines of spans inside; the words of the calendar it would cut are
/// cleared next to it.
enum Box {
    static func render(title: String, lines: [[Span]], x: Int, y: Int, width: Int, height: Int, into buffer: inout CellBuffer) {
        guard width >= 3, height >= 3 else { return }
        PanelView.clearAround(x: x, y: y, width: width, height: height, in: &buffer)
        buffer.fill(x: x, y: y, columns: width, rows: height, style: Palette.overlay)
        let horizontal = String(repeating: "─", count: width - 2)
        buffer.put("┌" + horizontal + "┐", x: x, y: y, style: Palette.overlayBorder)
        buffer.put("└" + horizontal + "┘", x: x, y: y + height - 1, style: Palette.overlayBorder)
        for row in 1..<(height - 1) {
            buffer.put("│", x: x, y: y + row, style: Palette.overlayBorder)
            buffer.put("│", x: x + width - 1, y: y + row, style: Palette.overlayBorder)
        }
        buffer.putCentered(" " + DisplayWidth.fitted(title, toColumns: width - 4) + " ", x: x, y: y, columns: width,
                           style: Palette.overlayBorder)
        for (row, line) in lines.prefix(height - 2).enumerated() {
            buffer.put(line, x: x + 2, y: y + 1 + row, columns: width - 4)
        }
    }
}
