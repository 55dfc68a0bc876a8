import CalendarCore
import QuickAdd

/// The box of `e`: a line per part of the event, the focused one with its
/// cursor, what `when` and `repeat` read as (the quick add's preview), and
/// why Enter was refused.
enum EventFormView {
    static func render(_ form: EventForm, state: AppState, into buffer: inout CellBuffer) {
        let width = min(buffer.width, max(60, min(96, buffer.width - 8)))
        let inner = max(1, width - 4)
        let labelWidth = 8
        var lines: [[Span]] = []
        for field in form.fields {
            let label = Span(text: field.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0),
                             style: field == form.focus ? CellStyle(bold: true) : Palette.note)
            if let note = form.locked[field] {
                lines.append([label, Span(text: DisplayWidth.fitted(note, toColumns: inner - labelWidth), style: Palette.note)])
            } else if field == form.focus, let line = form.lines[field] {
                // The editing line without its `> `: the label says where it is.
                let typed = EventEditingViews.typedLine(line.text, cursorFromEnd: line.cursorFromEnd, marked: [], columns: inner - labelWidth + 2)
                lines.append([label] + typed.dropFirst())
            } else {
                lines.append([label, Span(text: DisplayWidth.fitted(form.text(field), toColumns: inner - labelWidth))])
            }
        }
        lines.append([])
        if form.changed(.when) || form.changed(.repeats) {
            // What the quick add read `when` and `repeat` as, under the form's title.
            let parse = state.formParse(form).parse
            let segments = QuickAddPreview.segments(for: parse, language: state.quickAddLanguage, today: state.today).map {
                $0.role == .title ? QuickAddPreview.Segment(form.text(.title), .title) : $0
            }
            lines += EventEditingViews.wrapped(segments, columns: inner).map { $0.map { Span(text: $0.text, style: EventEditingViews.style(of: $0.role)) } }
        }
        if form.fields.contains(.asDates), form.changed(.asDates), let choice = try? AppState.asDatesAnswer(form.text(.asDates)) {
            let words = state.words, first = state.today.year, last = first + RuleAsDates.years - 1
            let said = switch choice {
            case .ruleOnly: words.writesRuleOnly
            case .ruleAndDates: words.writesRuleAndDates(first, last)
            case .datesOnly: words.writesDatesOnly(first, last)
            }
            lines += TextWrap.lines(said, width: inner).map { [Span(text: $0, style: Palette.note)] }
        }
        // What Enter would refuse is said before Enter, as the add prompt's preview does.
        var problem = form.error
        if problem == nil { do { _ = try state.formDraft(form) } catch { problem = error.description } }
        let note = problem ?? "Tab ↓ ↑ another part · Enter saves · Esc leaves it as it was · notes: \\n is a new line"
        lines += TextWrap.lines(note, width: inner).prefix(problem == nil ? 2 : 6)
            .map { [Span(text: $0, style: problem == nil ? Palette.note : CellStyle(bold: true))] }
        let which = form.isInstance ? " (this one)" : form.isSeries ? " (all of them)" : ""
        let height = min(buffer.height, 2 + lines.count)
        Box.render(title: "Change \"\(DisplayWidth.fitted(form.occurrence.title, toColumns: max(8, inner - 30)))\"\(which)",
                   lines: Array(lines.prefix(max(0, height - 2))), x: (buffer.width - width) / 2, y: max(0, (buffer.height - height) / 2),
                   width: width, height: height, into: &buffer)
    }
}
