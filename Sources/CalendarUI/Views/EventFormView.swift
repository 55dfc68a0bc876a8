import CalendarCore
import InterfaceWords
import QuickAdd

/// The box of `e`: a line per part of the event, the focused one with its
/// cursor, what `when` and `repeat` read as (the quick add's preview), and
/// why Enter was refused.
enum EventFormView {
    static func render(_ form: EventForm, state: AppState, into buffer: inout CellBuffer) {
        let width = min(buffer.width, max(60, min(96, buffer.width - 8)))
        let inner = max(1, width - 4)
        let words = state.words.events
        // The longest label and a space (`as dates` is eight letters), eight at least.
        let labelWidth = max(8, (form.fields.map { DisplayWidth.of($0.label(words)) }.max() ?? 0) + 1)
        var lines: [[Span]] = []
        for field in form.fields {
            // Padded by display width: a Hangul label takes two columns a letter.
            let label = field.label(words)
            let padded = DisplayWidth.fitted(label, toColumns: labelWidth) + String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(label)))
            let labelSpan = Span(text: padded,
                             style: field == form.focus ? CellStyle(bold: true) : Palette.note)
            if let note = form.locked[field] {
                lines.append([labelSpan, Span(text: DisplayWidth.fitted(note, toColumns: inner - labelWidth), style: Palette.note)])
            } else if field == form.focus, let line = form.lines[field] {
                // The editing line without its `> `: the label says where it is.
                let typed = EventEditingViews.typedLine(line.text, cursorFromEnd: line.cursorFromEnd, marked: [], columns: inner - labelWidth + 2)
                lines.append([labelSpan] + typed.dropFirst())
            } else {
                lines.append([labelSpan, Span(text: DisplayWidth.fitted(form.text(field), toColumns: inner - labelWidth))])
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
        if form.fields.contains(.asDates), form.changed(.asDates), let choice = try? AppState.asDatesAnswer(form.text(.asDates), words: state.words.events) {
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
        let note = problem ?? words.formHint
        lines += TextWrap.lines(note, width: inner).prefix(problem == nil ? 2 : 6)
            .map { [Span(text: $0, style: problem == nil ? Palette.note : CellStyle(bold: true))] }
        let which = form.isInstance ? words.thisOne : form.isSeries ? words.allOfThem : ""
        let height = min(buffer.height, 2 + lines.count)
        Box.render(title: words.formTitle(DisplayWidth.fitted(form.occurrence.title, toColumns: max(8, inner - 30)), which),
                   lines: Array(lines.prefix(max(0, height - 2))), x: (buffer.width - width) / 2, y: max(0, (buffer.height - height) / 2),
                   width: width, height: height, into: &buffer)
    }
}
