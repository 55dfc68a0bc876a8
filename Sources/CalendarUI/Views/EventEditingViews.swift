import CalendarCore
import InterfaceWords
import QuickAdd

/// The boxes of adding and changing events: the prompt above the status
/// line (what is added where, the text, and the syntax or why the text was
/// refused), and the list of a day's events to choose from.
enum EventEditingViews {
    static func renderPrompt(_ prompt: EventPrompt, state: AppState, layout: ScreenLayout, into buffer: inout CellBuffer) {
        // As wide as the window allows, up to 100 columns: the preview
        // and a path in an error must not be cut.
        let width = min(buffer.width, max(72, min(100, buffer.width - 8)))
        let inner = max(1, width - 4)
        let parse = state.quickAdd(prompt)
        var lines = [typedLine(prompt.text, cursorFromEnd: prompt.cursorFromEnd, marked: parse?.spans.filter { $0.role == .notUnderstood }.map(\.range) ?? [], columns: inner)]
        if let parse, !prompt.text.trimmingCharacters(in: .whitespaces).isEmpty {
            // What Enter would write (and where), or why it would not.
            let preview = QuickAddPreview.segments(for: parse, language: state.quickAddLanguage, today: state.today,
                                                   calendar: state.target(of: prompt)?.name, flipped: state.quickAdd(prompt, flipped: true)?.event)
            lines += wrapped(preview, columns: inner).map { $0.map { Span(text: $0.text, style: style(of: $0.role)) } }
        }
        // `#` offers the calendars, until what is typed is one of them.
        if let (typed, names) = state.calendarCompletions(prompt),
           names.map(QuickAdd.calendarKey) != [QuickAdd.calendarKey(typed.dropFirst())] {
            let offered = names.isEmpty ? state.words.events.noCalendarByThatName
                : names.map { "#" + $0.replacingOccurrences(of: " ", with: "_") }.joined(separator: "  ") + "  " + state.words.events.tabCompletes
            lines.append([Span(text: DisplayWidth.fitted(offered, toColumns: inner), style: Palette.note)])
        }
        // A refusal the preview already says is not said twice.
        let error = prompt.error == parse?.refusal?.said(by: state.words.refusals) && !prompt.text.trimmingCharacters(in: .whitespaces).isEmpty ? nil : prompt.error
        var offer: String?
        if case .add(let runs) = prompt.purpose, let weekly = AppState.weeklyRepeat(of: runs, words: state.words.events), parse?.event?.draft.recurrence == nil {
            offer = state.words.events.weeklyOffer(runs.count, weekly.weekday, weekly.phrase)
        }
        let note = error ?? offer ?? (prompt.text.isEmpty ? state.words.events.quickAddHint : nil)
        let noteLines = note.map { Array(TextWrap.lines($0, width: inner).prefix(error == nil ? 3 : 8)) } ?? []
        lines += noteLines.map { [Span(text: $0, style: error == nil ? Palette.note : CellStyle(bold: true))] }
        let height = 2 + lines.count
        let x = (buffer.width - width) / 2, y = max(0, layout.pageHeight - height)
        Box.render(title: title(of: prompt, state: state), lines: lines, x: x, y: y, width: width, height: height, into: &buffer)
    }

    /// `> ` and the text, with the cursor (reversed; `_` at the end) in
    /// view however long the text is, and the words the quick add did not
    /// understand underlined.
    static func typedLine(_ text: String, cursorFromEnd: Int = 0, marked: [Range<Int>], columns: Int) -> [Span] {
        let characters = Array(text)
        let cursor = max(0, characters.count - cursorFromEnd)
        // The characters before the cursor that fit, from the cursor back.
        var first = cursor, used = 0
        while first > 0, used + DisplayWidth.of(characters[first - 1]) <= columns - 3 {
            first -= 1
            used += DisplayWidth.of(characters[first])
        }
        var spans = [Span(text: first > 0 ? "…" : "> ")]
        func add(_ character: Character, _ style: CellStyle) {
            if spans.count > 1, spans[spans.count - 1].style == style {
                spans[spans.count - 1].text.append(character)
            } else {
                spans.append(Span(text: String(character), style: style))
            }
        }
        var index = first
        used = 0
        while index < characters.count {
            let width = DisplayWidth.of(characters[index])
            if used + width > columns - 2 { break }
            var style = marked.contains { $0.contains(index) } ? CellStyle(bold: true, underline: true) : CellStyle.plain
            if index == cursor { style.reverse = true }
            add(characters[index], style)
            used += width
            index += 1
        }
        if cursor == characters.count { spans.append(Span(text: "_", style: CellStyle(bold: true))) }
        return spans
    }

    /// The preview's segments on as many lines as they need (at most
    /// three), broken between segments; a segment wider than a line is cut.
    static func wrapped(_ segments: [QuickAddPreview.Segment], columns: Int) -> [[QuickAddPreview.Segment]] {
        var lines: [[QuickAddPreview.Segment]] = [[]]
        var used = 0
        for segment in segments {
            let width = DisplayWidth.of(segment.text)
            if segment.role == .separator {
                if used + width < columns { lines[lines.count - 1].append(segment); used += width }
                continue
            }
            if used + width > columns, used > 0 {
                while lines[lines.count - 1].last?.role == .separator { lines[lines.count - 1].removeLast() }
                lines.append([])
                used = 0
            }
            var fitted = segment
            fitted.text = DisplayWidth.fitted(segment.text, toColumns: columns - used)
            lines[lines.count - 1].append(fitted)
            used += DisplayWidth.of(fitted.text)
        }
        return Array(lines.prefix(3))
    }

    static func style(of role: QuickAddPreview.Segment.Role) -> CellStyle {
        switch role {
        case .day, .time: CellStyle(bold: true)
        case .refusal: CellStyle(bold: true, underline: true)
        case .separator: Palette.note
        case .title, .location, .repeatRule, .calendar, .alarm: .plain
        case .assumption: CellStyle(underline: true)
        }
    }

    /// `Add on Sunday, November 22, 2026 to Personal (Tab: another calendar)`.
    static func title(of prompt: EventPrompt, state: AppState) -> String {
        switch prompt.purpose {
        case .add(let runs):
            let targets = state.writeTargets
            // `#name` typed picks the calendar, as Enter will.
            let tagged = state.quickAdd(prompt)?.event?.calendar
            let target = tagged ?? state.target(of: prompt)?.name ?? "?"
            let days: String
            if runs.count == 1, let run = runs.first {
                days = run.lowerBound == run.upperBound ? state.locale.fullDate(run.lowerBound)
                    : "\(state.locale.monthDay(run.lowerBound)) – \(state.locale.monthDay(run.upperBound))"
            } else {
                days = state.words.events.runsOfSelectedDays(runs.count)
            }
            return state.words.events.addTitle(days, target) + (targets.count > 1 ? state.words.events.anotherCalendar : "")
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
            let text = DisplayWidth.fitted(number + entry.spanText(state.words) + "  " + entry.title + "  (" + entry.source + ")", toColumns: inner)
            let padded = text + String(repeating: " ", count: max(0, inner - DisplayWidth.of(text)))
            return [Span(text: padded, style: index == choice.selected ? CellStyle(reverse: true) : .plain)]
        }
        let height = min(buffer.height, lines.count + 2)
        // The highlighted event stays in view: the list scrolls with it.
        let visible = max(1, height - 2)
        let first = min(max(0, choice.selected - visible + 1), max(0, lines.count - visible))
        let title = switch choice.purpose {
        case .edit: state.words.events.chooseToChange
        case .delete: state.words.events.chooseToDelete
        case .move: state.words.events.chooseToMove
        case .editFile: state.words.events.chooseToEditFile
        case .join: state.words.events.chooseToJoin
        case .answer: state.words.invitation.chooseToAnswer
        }
        Box.render(title: title, lines: Array(lines.dropFirst(first)), x: (buffer.width - width) / 2,
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
